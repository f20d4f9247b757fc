import type { VesselTypeTechnologyDetail } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../history/index.ts';
import { findActiveTechnology, lockActiveTechnology } from './technologies.queries.ts';
import { recordVesselTypeValues } from './technology-history.ts';
import {
  allOverridesNull,
  deleteVesselTypeDetail,
  findVesselTypeDetail,
  listVesselTypeDetails,
  saveVesselTypeDetail,
  type VesselTypeDetailRow,
  type VesselTypeOverrides,
} from './vessel-type-details.queries.ts';

function toDetailDto({ vesselTypeId, vesselTypeName, ...values }: VesselTypeDetailRow): VesselTypeTechnologyDetail {
  return { vesselType: { id: vesselTypeId, name: vesselTypeName }, ...values };
}

export async function getVesselTypeDetails(db: Db, technologyId: number) {
  if (!(await findActiveTechnology(db, technologyId))) throw notFound('Technology');
  return (await listVesselTypeDetails(db, technologyId)).map(toDetailDto);
}

/**
 * Sets the technology's values for one vessel type; all null removes the entry (its own values apply).
 * The change is in the technology's history. These values have no version of their own: the last save wins.
 */
export async function saveVesselTypeDetails(
  db: Db,
  actor: Actor,
  technologyId: number,
  vesselTypeId: number,
  values: VesselTypeOverrides,
) {
  const saved = await db.transaction(async (tx) => {
    if (!(await lockActiveTechnology(tx, technologyId))) throw notFound('Technology');
    const before = await findVesselTypeDetail(tx, technologyId, vesselTypeId);
    if (!before) throw notFound('Vessel type');
    if (allOverridesNull(values)) await deleteVesselTypeDetail(tx, technologyId, vesselTypeId);
    else await saveVesselTypeDetail(tx, technologyId, vesselTypeId, values);
    const after = (await findVesselTypeDetail(tx, technologyId, vesselTypeId))!;
    await recordVesselTypeValues(tx, actor, technologyId, before, after);
    return after;
  });
  return toDetailDto(saved);
}

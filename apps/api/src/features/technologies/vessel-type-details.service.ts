import type { VesselTypeTechnologyDetail } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findActiveTechnology, lockActiveTechnology } from './technologies.queries.ts';
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

/** Sets the technology's values for one vessel type; all null removes the entry (its own values apply). */
export async function saveVesselTypeDetails(
  db: Db,
  technologyId: number,
  vesselTypeId: number,
  values: VesselTypeOverrides,
) {
  const saved = await db.transaction(async (tx) => {
    if (!(await lockActiveTechnology(tx, technologyId))) throw notFound('Technology');
    if (!(await findVesselTypeDetail(tx, technologyId, vesselTypeId))) throw notFound('Vessel type');
    if (allOverridesNull(values)) await deleteVesselTypeDetail(tx, technologyId, vesselTypeId);
    else await saveVesselTypeDetail(tx, technologyId, vesselTypeId, values);
    return findVesselTypeDetail(tx, technologyId, vesselTypeId);
  });
  return toDetailDto(saved!);
}

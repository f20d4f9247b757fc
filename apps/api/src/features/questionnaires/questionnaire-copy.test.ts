import { type Questionnaire, Role, type Vessel } from '@backoffice/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProject, buildVessel } from '../../../test/factories.ts';
import { buildTechnology } from '../../../test/factories-catalogue.ts';
import {
  apiVessel,
  contentOf,
  type Headers,
  readQuestionnaire,
  saveQuestionnaire,
} from '../../../test/factories-questionnaires.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { vesselTechnologyStatuses } from '../../db/schema/index.ts';
import { currentSnapshot } from '../technologies/index.ts';

const t = useTestApp();

function copy(headers: Headers, vesselId: number, projectId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vessels/${vesselId}/copy`,
    headers,
    payload: { project: { id: projectId } },
  });
}

async function statusesOf(vesselId: number) {
  const rows = await t.database.db
    .select()
    .from(vesselTechnologyStatuses)
    .where(eq(vesselTechnologyStatuses.vesselId, vesselId))
    .orderBy(asc(vesselTechnologyStatuses.technologyId));
  return rows.map(({ technologyId, technologySnapshotId, installedStatus, plannedToBeInstalledOn }) => ({
    technologyId,
    technologySnapshotId,
    installedStatus,
    plannedToBeInstalledOn,
  }));
}

describe('POST /api/vessels/:id/copy with a questionnaire', () => {
  it('copies the questionnaire as a Draft with a new link and PIN, and the technology statuses', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const source = await apiVessel(t, user.headers);
    const q = await readQuestionnaire(t, user.headers, source.id);
    const items = q.formSections.flatMap((s) => s.formItems);
    await saveQuestionnaire(t, user.headers, source.id, {
      status: 2,
      formSections: [{ id: q.formSections[4]!.id, title: 'Energy saving' }],
      formItems: [
        { id: items[1]!.id, value: '9412345' },
        { id: items[5]!.id, value: 'Internal', valueExample: 'Example', hide: true },
      ],
      existingEnergySavingTechnologies: 'Mewis duct',
    });
    const [first, second] = [await buildTechnology(db), await buildTechnology(db)];
    await db.insert(vesselTechnologyStatuses).values([
      {
        vesselId: source.id,
        technologyId: first.id,
        technologySnapshotId: (await currentSnapshot(db, first.id, source.vesselType.id)).id,
        installedStatus: 2,
      },
      {
        vesselId: source.id,
        technologyId: second.id,
        technologySnapshotId: (await currentSnapshot(db, second.id, source.vesselType.id)).id,
        installedStatus: 1,
        plannedToBeInstalledOn: '2027-05-15',
      },
    ]);
    const sourceStatuses = await statusesOf(source.id);
    const sourceAfterSave = await readQuestionnaire(t, user.headers, source.id);

    const target = await buildProject(db);
    const res = await copy(user.headers, source.id, target.id);
    expect(res.statusCode).toBe(201);
    const copied = res.json() as Vessel;
    const copiedQ = await readQuestionnaire(t, user.headers, copied.id);
    expect(copied).toMatchObject({ status: 0, vesselQuestionnaire: { id: copiedQ.id, status: 0 } });
    expect(copiedQ.id).not.toBe(q.id);
    expect(copiedQ).toMatchObject({
      vessel: { id: copied.id, name: source.name },
      status: 0,
      existingEnergySavingTechnologies: 'Mewis duct',
    });
    expect(copiedQ.urlHash).not.toBe(q.urlHash);
    expect(copiedQ.pinCode).toMatch(/^\d{6}$/);
    expect(contentOf(copiedQ)).toEqual(contentOf(sourceAfterSave));
    const itemIds = (x: Questionnaire) => x.formSections.flatMap((s) => s.formItems.map((i) => i.id));
    const sectionIds = (x: Questionnaire) => x.formSections.map((s) => s.id);
    expect(itemIds(copiedQ).filter((id) => itemIds(sourceAfterSave).includes(id))).toEqual([]);
    expect(sectionIds(copiedQ).filter((id) => sectionIds(sourceAfterSave).includes(id))).toEqual([]);
    expect(await statusesOf(copied.id)).toEqual(sourceStatuses);
    const withoutId = (x: Questionnaire) => x.selectedTechnologies.map(({ id: _, ...rest }) => rest);
    expect(withoutId(copiedQ)).toEqual(withoutId(sourceAfterSave));

    // The source is as it was.
    expect(await readQuestionnaire(t, user.headers, source.id)).toEqual(sourceAfterSave);
    expect(await statusesOf(source.id)).toEqual(sourceStatuses);
  });

  it('gives the copy of a vessel without a questionnaire one from the template', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const source = await buildVessel(db);
    const res = await copy(user.headers, source.id, (await buildProject(db)).id);
    expect(res.statusCode).toBe(201);
    const copied = res.json() as Vessel;
    const copiedQ: Questionnaire = await readQuestionnaire(t, user.headers, copied.id);
    const fresh = await readQuestionnaire(t, user.headers, (await apiVessel(t, user.headers)).id);
    expect(contentOf(copiedQ)).toEqual(contentOf(fresh));
    expect(copied.vesselQuestionnaire).toEqual({ id: copiedQ.id, status: 0 });
  });
});

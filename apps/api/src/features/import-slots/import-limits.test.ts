import { importMessages, limits, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProject, buildVessel, referenceData } from '../../../test/factories.ts';
import { multipartBody, xlsxOf } from '../../../test/factories-clients.ts';
import { sheetRows, xlsxUnpackingTooLarge } from '../../../test/factories-workbooks.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionnaireItems, questionnaires, runningImports, vessels } from '../../db/schema/index.ts';

const t = useTestApp();

/** Both imports, each with what it reads and how to count what it stored. */
const imports = [
  {
    name: 'vessels',
    header: ['Name', 'Vessel Type'],
    row: (i: number) => [`Imported ${i}`, 'Bulk Carrier'],
    target: async () => {
      await referenceData(t.database.db);
      const project = await buildProject(t.database.db);
      return {
        url: `/api/projects/${project.id}/import-vessels`,
        stored: async () =>
          (await t.database.db.select().from(vessels).where(eq(vessels.projectId, project.id))).length,
      };
    },
  },
  {
    name: 'questionnaire',
    header: ['Section', 'Request'],
    row: (i: number) => ['General', `Question ${i}`],
    target: async () => {
      const vessel = await buildVessel(t.database.db); // with the default questionnaire
      return {
        url: `/api/vessels/${vessel.id}/questionnaire/import`,
        stored: async () =>
          (
            await t.database.db
              .select({ id: questionnaireItems.id })
              .from(questionnaireItems)
              .innerJoin(questionnaires, eq(questionnaires.id, questionnaireItems.questionnaireId))
              .where(eq(questionnaires.vesselId, vessel.id))
          ).length,
      };
    },
  },
];

describe.each(imports)('limits of the $name import', ({ header, row, target }) => {
  const post = async (url: string, content: Buffer, headers: Record<string, string>) => {
    const form = multipartBody(content);
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
  };

  it(`answers 400 for more than ${limits.maxImportRows} rows and stores nothing`, async () => {
    const { url, stored } = await target();
    const before = await stored();
    const { headers } = await t.signIn(Role.USER);
    const res = await post(url, await xlsxOf(sheetRows(header, limits.maxImportRows + 1, row)), headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: importMessages.tooManyRows });
    expect(await stored()).toBe(before);
  });

  it('answers 413 for a file over the size limit or unpacking beyond it, and stores nothing', async () => {
    const { url, stored } = await target();
    const before = await stored();
    const { headers } = await t.signIn(Role.USER);
    for (const content of [
      await xlsxUnpackingTooLarge(sheetRows(header, 1, row)),
      Buffer.alloc(limits.maxImportFileBytes + 1),
    ]) {
      const res = await post(url, content, headers);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: importMessages.tooLarge });
    }
    expect(await stored()).toBe(before);
  });

  it('answers 409 while another import of the same user runs; another user imports', async () => {
    const { url, stored } = await target();
    const before = await stored();
    const [busy, other] = [await t.signIn(Role.USER), await t.signIn(Role.USER)];
    await t.database.db.insert(runningImports).values({ userId: busy.user.id });
    const content = await xlsxOf(sheetRows(header, 2, row));

    const refused = await post(url, content, busy.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: importMessages.running });
    expect(await stored()).toBe(before);

    const taken = await post(url, content, other.headers);
    expect(taken.statusCode).toBe(200);
    expect(await stored()).not.toBe(before);
    expect(await t.database.db.select().from(runningImports)).toEqual([
      expect.objectContaining({ userId: busy.user.id }),
    ]);
  });
});

describe('the questionnaire import at its row limit', () => {
  it(`stores ${limits.maxImportRows} items in one import`, async () => {
    const vessel = await buildVessel(t.database.db);
    const { headers } = await t.signIn(Role.USER);
    const rows = sheetRows(['Section', 'Request'], limits.maxImportRows, (i) => [`Section ${i % 7}`, `Question ${i}`]);
    const form = multipartBody(await xlsxOf(rows));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vessels/${vessel.id}/questionnaire/import`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().formSections.flatMap((section: { formItems: { title: string }[] }) => section.formItems);
    expect(items).toHaveLength(limits.maxImportRows);
    expect(items.at(-1).title).toBe(`Question ${limits.maxImportRows - 1}`);
  });
});

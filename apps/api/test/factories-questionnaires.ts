import type { Questionnaire, UpdateQuestionnaireRequest } from '@backoffice/contracts';
import ExcelJS from 'exceljs';
import { buildProject, referenceData } from './factories.ts';
import { multipartBody } from './factories-clients.ts';
import { createVesselViaApi } from './factories-vessels.ts';
import type { TestContext } from './test-app.ts';

/** Test helpers of the questionnaire tests (not a test file itself). */
export type Headers = { authorization: string };

/** A vessel made through `POST /api/vessels`, so it has its forms. */
export async function apiVessel(t: TestContext, headers: Headers, name = 'Nordic Star') {
  const db = t.database.db;
  const { vesselTypes } = await referenceData(db);
  const project = await buildProject(db);
  return createVesselViaApi(t, headers, { projectId: project.id, vesselTypeId: vesselTypes[0]!.id, name });
}

export async function readQuestionnaire(t: TestContext, headers: Headers, vesselId: number) {
  const res = await t.app.inject({ url: `/api/vessels/${vesselId}/questionnaire`, headers });
  if (res.statusCode !== 200) throw new Error(`questionnaire not read: ${res.statusCode} ${res.body}`);
  return res.json() as Questionnaire;
}

export function saveQuestionnaire(
  t: TestContext,
  headers: Headers,
  vesselId: number,
  body: UpdateQuestionnaireRequest,
) {
  return t.app.inject({ method: 'PUT', url: `/api/vessels/${vesselId}/questionnaire`, headers, payload: body });
}

export function importQuestionnaireFile(
  t: TestContext,
  headers: Partial<Headers>,
  vesselId: number,
  content: Buffer,
  options: Parameters<typeof multipartBody>[1] = {},
) {
  const form = multipartBody(content, { filename: 'questionnaire.xlsx', ...options });
  return t.app.inject({
    method: 'POST',
    url: `/api/vessels/${vesselId}/questionnaire/import`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** What a questionnaire holds, without ids and positions: for comparing content. */
export function contentOf(q: Questionnaire) {
  return q.formSections.map((section) => ({
    title: section.title,
    items: section.formItems.map(({ title, value, valueExample, hide, mappedTo }) => ({
      title,
      value,
      valueExample,
      hide,
      mappedTo,
    })),
  }));
}

/** An .xlsx whose first sheet holds the rows as given (null leaves the cell empty; a Date is a date cell). */
export async function workbookOf(rows: (string | number | boolean | Date | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  rows.forEach((values, i) => {
    values.forEach((value, j) => {
      if (value !== null) sheet.getCell(i + 1, j + 1).value = value;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet's rows as texts (empty cells as ''), trailing empty cells left out. */
export async function sheetTexts(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const texts: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) texts.push(row.getCell(column).text ?? '');
    while (texts.length > 0 && texts.at(-1) === '') texts.pop();
    rows.push(texts);
  });
  return rows;
}

/** A client token for the vessel's questionnaire (it must not be Draft for client routes; staff routes answer 403 anyway). */
export async function clientHeaders(t: TestContext, q: Questionnaire): Promise<Headers> {
  const { bearerToken } = await t.app.tokens.issueClient({ form: 'questionnaire', formId: q.id, urlHash: q.urlHash });
  return { authorization: `bearer ${bearerToken}` };
}

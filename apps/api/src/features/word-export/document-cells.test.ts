import { type FileDto, Role } from '@backoffice/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { download, temporaryDataDir } from '../../../test/factories-files.ts';
import {
  buildReport,
  includeTechnology,
  linkMakerAndSupplier,
  reportSetUp,
} from '../../../test/factories-report-technologies.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
type Headers = { authorization: string };

/** Every table cell of the document's body as its rows read: the texts of its runs joined. */
function tableCells(documentXml: string) {
  const cells: { row: string; cell: string }[] = [];
  for (const row of documentXml.match(/<w:tr[ >][\s\S]*?<\/w:tr>/g) ?? []) {
    const texts = (row.match(/<w:tc>[\s\S]*?<\/w:tc>/g) ?? []).map((cell) =>
      [...cell.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''),
    );
    for (const cell of texts) cells.push({ row: texts.join(' | '), cell });
  }
  return cells;
}

async function exportedCells(headers: Headers, reportId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-docx`, headers });
  expect(res.statusCode, res.body).toBe(201);
  const parts = unzipSync(new Uint8Array((await download(t.app, (res.json() as FileDto).fileUrl!)).rawPayload));
  return tableCells(strFromU8(parts['word/document.xml']!));
}

/**
 * A screening report with a regulatory impact and its solution design with a maker's offer: every
 * table of both default documents (vessel facts, savings, finances, the outlooks, the changes) filled.
 */
async function screeningAndDesign() {
  const { headers } = await t.signIn(Role.USER);
  const db = t.database.db;
  const data = await reportSetUp(db);
  const maker = await linkMakerAndSupplier(db, data.hull.id);
  await includeTechnology(t, headers, data.report.id, data.hull.id, { calcSavings: 5 });
  await includeTechnology(t, headers, data.report.id, data.wide.id, { calcSavings: 8 });
  const impact = {
    regulatoryImpactPctInEu: 50,
    regulatoryImpactCarbonRate: 80,
    regulatoryImpactStartYear: 2026,
    regulatoryImpactNumberOfYears: 3,
  };
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/reports/${data.report.id}/regulatory-impact`,
    headers,
    payload: impact,
  });
  expect(put.statusCode, put.body).toBe(200);
  const design = await buildReport(db, { vesselId: data.vessel.id, type: 1, basedOnReportId: data.report.id });
  await includeTechnology(t, headers, design.id, data.hull.id, {
    calcSavings: 6,
    technologyMaker: { id: maker.maker.id },
  });
  const putDesign = await t.app.inject({
    method: 'PUT',
    url: `/api/reports/${design.id}/regulatory-impact`,
    headers,
    payload: impact,
  });
  expect(putDesign.statusCode, putDesign.body).toBe(200);
  return { headers, screening: data.report.id, design: design.id };
}

describe('the tables of the Word export', { timeout: 60_000 }, () => {
  it('leave no cell empty outside the totals rows: a value is printed, a missing one reads as a dash', async () => {
    const { headers, screening, design } = await screeningAndDesign();
    for (const reportId of [screening, design]) {
      const cells = await exportedCells(headers, reportId);
      expect(cells.length).toBeGreaterThan(50);
      // A totals row leaves empty the columns that have no total (a savings %, a price, an intensity):
      // a figure there would not equal its rows.
      const empty = cells.filter(({ row, cell }) => !row.startsWith('Total |') && cell.trim() === '');
      expect(
        empty.map(({ row }) => row),
        `report ${reportId}`,
      ).toEqual([]);
    }
  });

  it('sees an empty cell where there is one', () => {
    const xml =
      '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Name</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t xml:space="preserve"> </w:t></w:r></w:p></w:tc></w:tr></w:tbl>';
    expect(tableCells(xml)).toEqual([
      { row: 'Name |  ', cell: 'Name' },
      { row: 'Name |  ', cell: ' ' },
    ]);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { temporaryDataDir } from '../../../test/factories-files.ts';
import { convertWithLibreOffice, itWithLibreOffice } from '../../../test/libreoffice.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { recordChanges, staffActor } from '../history/index.ts';
import { writeDataExport } from './data-export.service.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

const longNote =
  'The vessel trades between Rotterdam and Hamburg most of the year; carbon costs apply to half of the voyages. '.repeat(
    3,
  );
const historyHeaders = /Entry\s+At \(UTC\)\s+By\s+Action\s+Record\s+Record ID\s+Field\s+Before\s+After/;

/** History of `count` customers' notes changed, each to a text of several lines in its column, and a short change. */
async function historyWithLongValues(count: number) {
  const db = t.database.db;
  const ida = await buildUser(db, { fullName: 'Ida Holm' });
  await recordChanges(
    db,
    staffActor(ida),
    Array.from({ length: count }, (_, i) => ({
      action: 'updated' as const,
      recordType: 'customer' as const,
      recordId: i + 1,
      changes: [
        { field: 'Name', before: 'Nordic Bulk', after: 'Nordic Bulk A/S' },
        { field: 'Note', before: 'Key account', after: `${longNote}(${i + 1})` },
      ],
    })),
  );
}

async function exportedWorkbook() {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await writeDataExport(t.database.db)) as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Each page of a PDF: its text as pdftotext lays it out, and whether it is wider than high. */
function pdfPages(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-pdf-'));
  try {
    const file = path.join(dir, 'export.pdf');
    writeFileSync(file, pdf);
    // To look at the pages: TMP_PDF_DIR=<folder> keeps the PDF there (then `pdftoppm -r 60 -png`).
    if (process.env.TMP_PDF_DIR) writeFileSync(path.join(process.env.TMP_PDF_DIR, 'data-export.pdf'), pdf);
    const texts = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').split('\f');
    // pdfinfo, given the pages: 'Page    1 size: 792 x 612 pts (letter)' for each.
    const pdfinfo = execFileSync('pdfinfo', ['-f', '1', '-l', String(texts.length), file]).toString('utf8');
    const sizes = [...pdfinfo.matchAll(/size: +([\d.]+) x ([\d.]+)/g)];
    return sizes.map(([, width, height], i) => ({ text: texts[i] ?? '', landscape: Number(width) > Number(height) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the export workbook in print', () => {
  it('prints every sheet landscape, as many pages wide as its columns need, the header row on each page and frozen on screen', async () => {
    await historyWithLongValues(1);
    const workbook = await exportedWorkbook();
    for (const sheet of workbook.worksheets) {
      expect(sheet.pageSetup, sheet.name).toMatchObject({
        orientation: 'landscape',
        fitToPage: true,
        fitToHeight: 0,
        printTitlesRow: '1:1',
      });
      expect(sheet.views[0], sheet.name).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.headerFooter.oddFooter, sheet.name).toBe('&L&A&RPage &P of &N');
    }
    const history = workbook.getWorksheet('Change history')!;
    expect(history.pageSetup.fitToWidth).toBe(1);
    expect(history.pageSetup.printTitlesColumn).toBeUndefined();
    // Too many columns for one readable page: side by side pages, each row's pages together, the ids on each.
    expect(workbook.getWorksheet('Reports')!.pageSetup).toMatchObject({
      fitToWidth: 3,
      printTitlesColumn: 'A:A',
      pageOrder: 'overThenDown',
    });
  });

  it('wraps text within its column, keeps dates as dates on one line, and makes a row as tall as its longest text', async () => {
    await historyWithLongValues(1);
    const history = (await exportedWorkbook()).getWorksheet('Change history')!;
    const header = history.getRow(1);
    expect(header.getCell(1).font).toMatchObject({ bold: true, name: 'Calibri' });
    expect(header.getCell(1).alignment).toMatchObject({ wrapText: true, vertical: 'top' });

    const [short, long] = [history.getRow(2), history.getRow(3)];
    expect(short.getCell(7).value).toBe('Name');
    expect(long.getCell(7).value).toBe('Note');
    expect(long.getCell(9).alignment).toMatchObject({ wrapText: true, vertical: 'top', horizontal: 'left' });
    // A text of ~330 characters in a column 40 wide: 7 lines at the least, 15 points each.
    expect(long.height).toBeGreaterThanOrEqual(7 * 15);
    expect(long.height).toBeLessThanOrEqual(409);
    expect(short.height).toBeUndefined();

    const at = long.getCell(2);
    expect(at.value).toBeInstanceOf(Date);
    expect(at.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(at.alignment).toMatchObject({ vertical: 'top' });
    expect(at.alignment.wrapText).toBeFalsy();
  });

  itWithLibreOffice(
    'converts to PDF with LibreOffice: the Change history on landscape pages, each with the header row, every long value whole',
    async () => {
      const entries = 40;
      await historyWithLongValues(entries);
      const pages = pdfPages(convertWithLibreOffice(await writeDataExport(t.database.db), 'xlsx', 'pdf'));
      expect(pages.every((page) => page.landscape)).toBe(true);

      const history = pages.filter((page) => /Change history\s+Page \d+ of \d+/.test(page.text));
      expect(history.length).toBeGreaterThan(1);
      for (const page of history) expect(page.text).toMatch(historyHeaders);
      const text = history.map((page) => page.text).join('\n');
      for (let i = 1; i <= entries; i += 1) expect(text).toContain(`(${i})`);
      // Wrapped, not cut at the column's edge nor run on into pages of their own: every word is printed.
      expect(text.match(/\bRotterdam\b/g)).toHaveLength(3 * entries);
      expect(text.match(/\bvoyages\./g)).toHaveLength(3 * entries);
    },
    120_000,
  );
});

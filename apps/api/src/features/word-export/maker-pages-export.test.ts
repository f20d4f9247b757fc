import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type FileDto,
  type IncludedTechnology,
  formatNumber as n,
  type ReportFile,
  Role,
  reportTemplateMessages,
} from '@backoffice/contracts';
import { Document, FootnoteReferenceRun, Packer, Paragraph, TextRun } from 'docx';
import { TemplateHandler } from 'easy-template-x';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { download, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { docxOfLines, makerLogoPng, makerTemplateDocx } from '../../../test/factories-maker-templates.ts';
import {
  buildReport,
  includeTechnology,
  linkMakerAndSupplier,
  reportSetUp,
} from '../../../test/factories-report-technologies.ts';
import { convertWithLibreOffice, itWithLibreOffice } from '../../../test/libreoffice.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { makerPageMessages } from './maker-pages.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
type Headers = { authorization: string };

/**
 * A solution design of Waste Heat Recovery (its maker has no Word template) and Hull Coating, whose
 * maker's Word template is `template`; the screening report it is based on includes Hull Coating
 * with the same maker.
 */
async function designWithMakerPage(template?: Buffer) {
  const { headers } = await t.signIn(Role.USER);
  const admin = await t.signIn(Role.ADMIN);
  const db = t.database.db;
  const data = await reportSetUp(db);
  const bytes = template ?? (await makerTemplateDocx());
  const word = await uploadFile(t.app, admin.headers, { name: 'offer.docx', usage: 'docx', bytes });
  const hullMaker = await linkMakerAndSupplier(db, data.hull.id, { wordTemplateFileId: word.id });
  const wideMaker = await linkMakerAndSupplier(db, data.wide.id);
  const design = await buildReport(db, {
    vesselId: data.vessel.id,
    type: 1,
    basedOnReportId: data.report.id,
    name: 'Design',
  });
  await includeTechnology(t, headers, design.id, data.wide.id, {
    calcSavings: 8,
    technologyMaker: { id: wideMaker.maker.id },
  });
  await includeTechnology(t, headers, design.id, data.hull.id, {
    calcSavings: 6,
    technologyMaker: { id: hullMaker.maker.id },
  });
  await includeTechnology(t, headers, data.report.id, data.hull.id, {
    calcSavings: 6,
    technologyMaker: { id: hullMaker.maker.id },
  });
  return { headers, admin, data, design, makers: { hull: hullMaker.maker.name, wide: wideMaker.maker.name } };
}

const exportAsDocx = (headers: Headers, reportId: number) =>
  t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-docx`, headers });

async function exported(headers: Headers, reportId: number) {
  const res = await exportAsDocx(headers, reportId);
  expect(res.statusCode, res.body).toBe(201);
  const docx = (await download(t.app, (res.json() as FileDto).fileUrl!)).rawPayload;
  return { docx, text: await new TemplateHandler().getText(docx) };
}

/** The document's paragraphs (outside tables' own paragraphs too), each with its text. */
const paragraphs = (document: string) =>
  [...document.matchAll(/<w:p[ >](?:(?!<\/w:p>).)*<\/w:p>/gs)].map(([xml]) => ({
    xml,
    text: [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(''),
  }));

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The part's relationships: id → type and target. */
function relationships(parts: Record<string, Uint8Array>, name = 'word/_rels/document.xml.rels') {
  const xml = strFromU8(parts[name]!);
  return [...xml.matchAll(/<Relationship ([^>]*)\/>/g)].map(([, attributes]) => {
    const attribute = (key: string) => new RegExp(`${key}="([^"]*)"`).exec(attributes!)?.[1];
    return {
      id: attribute('Id')!,
      type: attribute('Type')!,
      target: attribute('Target')!,
      mode: attribute('TargetMode'),
    };
  });
}

describe("a solution design's maker pages", { timeout: 120_000 }, () => {
  it("puts the maker's filled template where the technology's page stands, with its picture, link and list", async () => {
    const { headers, data, design, makers } = await designWithMakerPage();
    const { docx, text } = await exported(headers, design.id);
    const list = (
      await t.app.inject({ url: `/api/reports/${design.id}/included-technologies`, headers })
    ).json() as IncludedTechnology[];
    const hull = list.find((row) => row.technology.id === data.hull.id)!;

    expect(text).toContain(`${data.hull.name} by ${makers.hull}`);
    expect(text).toContain(`Offer for ${data.vessel.name} of `);
    expect(text).toContain('saves 6.00 %.');
    expect(text).toContain(`Fuel saved (MT per year)${n(hull.calcSavingsInMt.value)}`);
    expect(text).toContain('Installed in four weeksServiced worldwide');
    // The generic page is left for Waste Heat Recovery alone, which keeps it.
    expect(occurrences(text, 'Fuel saved on this vessel')).toBe(1);
    expect(text).toContain(`Maker${makers.wide}`);
    expect(text).not.toContain(`Maker${makers.hull}`);
    expect(text).not.toMatch(/\{[^}]*\}/);

    const parts = unzipSync(new Uint8Array(docx));
    const document = strFromU8(parts['word/document.xml']!);
    const rels = relationships(parts);
    const pictures = rels.filter((rel) => rel.type.endsWith('/image'));
    const logo = pictures.find((rel) => Buffer.from(parts[`word/${rel.target}`] ?? []).equals(makerLogoPng));
    expect(logo, 'the maker’s logo is a part of the document').toBeDefined();
    expect(document).toContain(`r:embed="${logo!.id}"`);
    const link = rels.find((rel) => rel.target === 'https://maker.example.com/offer');
    expect(link).toMatchObject({ mode: 'External' });
    expect(document).toContain(`r:id="${link!.id}"`);
    // Each id names one relationship.
    expect(new Set(rels.map((rel) => rel.id)).size).toBe(rels.length);
    // The list's paragraphs name a list the document's numbering has, with the maker's bullet.
    const paragraph = (text: string) => paragraphs(document).find((p) => p.text.includes(text))?.xml ?? '';
    const listId = /<w:numId w:val="(\d+)"\/>/.exec(paragraph('Installed in four weeks'))?.[1];
    const numbering = strFromU8(parts['word/numbering.xml']!);
    expect(numbering.includes(`<w:num w:numId="${listId}">`), `list ${listId}`).toBe(true);
    expect(numbering).toContain('◦');
    // The page starts a new page: it follows Waste Heat Recovery's.
    expect(paragraph(`${data.hull.name} by`)).toContain('<w:pageBreakBefore/>');
  });

  it('gives a custom template the page through {Maker page} inside {#Has maker page}', async () => {
    const { headers, admin, data, design, makers } = await designWithMakerPage();
    const template = await docxOfLines(
      '{#Technologies}',
      'About {Name}:',
      '{#Has maker page}',
      '{Maker page}',
      '{/Has maker page}',
      '{#Lacks maker page}',
      'No maker page for {Name}',
      '{/Lacks maker page}',
      '{/Technologies}',
    );
    const file = await uploadFile(t.app, admin.headers, { name: 'design.docx', usage: 'docx', bytes: template });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/report-template-files',
      headers: admin.headers,
      payload: { reportType: 1, file: { id: file.id } },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { text } = await exported(headers, design.id);
    expect(text).toContain(`About ${data.wide.name}:No maker page for ${data.wide.name}`);
    expect(text).toContain(`About ${data.hull.name}:${data.hull.name} by ${makers.hull}`);
    expect(text).not.toContain(`No maker page for ${data.hull.name}`);
  });

  it('leaves the maker pages out of a screening report', async () => {
    const { headers, data, makers } = await designWithMakerPage();
    const { text } = await exported(headers, data.report.id);
    expect(text).not.toContain(`${data.hull.name} by ${makers.hull}`);
    expect(text).toContain(`Maker${makers.hull}`);
    expect(occurrences(text, 'Fuel saved on this vessel')).toBe(1);
  });

  it('fails the export with 422 naming the maker and the technology when the template cannot be filled, and stores nothing', async () => {
    // Uploaded before the check: a condition never closed.
    const unclosed = await docxOfLines('{#Has maker}', '{Maker}');
    const { headers, data, design, makers } = await designWithMakerPage(unclosed);
    const res = await exportAsDocx(headers, design.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(
      new RegExp(`^The Word template of ${makers.hull} for ${data.hull.name} cannot be filled: .+`),
    );
    const files = (await t.app.inject({ url: `/api/reports/${design.id}/files`, headers })).json() as ReportFile[];
    expect(files).toEqual([]);
  });

  it('fails the export with 422 when the filled template is a page no report can hold (a footnote)', async () => {
    const withFootnote = await Packer.toBuffer(
      new Document({
        footnotes: { 1: { children: [new Paragraph('Measured at sea')] } },
        sections: [{ children: [new Paragraph({ children: [new TextRun('{Name}'), new FootnoteReferenceRun(1)] })] }],
      }),
    );
    const { headers, data, design, makers } = await designWithMakerPage(withFootnote);
    const res = await exportAsDocx(headers, design.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(
      makerPageMessages.fillFailed(makers.hull, data.hull.name, reportTemplateMessages.makerPageHolds('a footnote')),
    );
  });

  itWithLibreOffice('reads well in LibreOffice: the maker page on a page of its own, with its picture', async () => {
    const { headers, data, design, makers } = await designWithMakerPage();
    const { docx } = await exported(headers, design.id);
    const dir = mkdtempSync(path.join(tmpdir(), 'maker-page-'));
    try {
      const file = path.join(dir, 'design.pdf');
      writeFileSync(file, convertWithLibreOffice(docx, 'docx', 'pdf'));
      // To look at the pages: TMP_PDF_DIR=<folder> keeps the PDF there (then `pdftoppm -r 60 -png`).
      if (process.env.TMP_PDF_DIR) writeFileSync(`${process.env.TMP_PDF_DIR}/maker-page.pdf`, readFileSync(file));
      const pages = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').split('\f');
      const makerPage = pages.findIndex((page) => page.includes(`${data.hull.name} by ${makers.hull}`));
      expect(makerPage).toBeGreaterThan(0);
      const lines = pages[makerPage]!.split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      // The page begins with the maker's heading (after the running header).
      expect(lines.slice(0, 2).join(' ')).toContain(`${data.hull.name} by ${makers.hull}`);
      expect(pages[makerPage]).toContain('Installed in four weeks');
      const pictures = execFileSync('pdfimages', ['-list', file]).toString('utf8').split('\n').slice(2);
      expect(pictures.some((line) => Number(line.trim().split(/\s+/)[0]) === makerPage + 1)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

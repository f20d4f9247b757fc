import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CalculatedResultsResponse,
  type FileDto,
  formatNumber,
  type ReportAvailableTechnology,
  Role,
} from '@backoffice/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { download, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { includeTechnology, linkMakerAndSupplier } from '../../../test/factories-report-technologies.ts';
import { convertWithLibreOffice, itWithLibreOffice } from '../../../test/libreoffice.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionnaireItems, questionnaires, reports, vessels } from '../../db/schema/index.ts';
import { seedCatalogue } from '../../db/seed/catalogue.ts';
import { seedReferenceData } from '../../db/seed/reference-data.ts';
import { seedDemoData } from '../demo-data/index.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
type Headers = { authorization: string };

const svg = (width: number, height: number, label: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#1F4E79"/><text x="20" y="${height / 2}" font-size="28" fill="#fff">${label}</text></svg>`,
  );

/** The headings of the default templates, which must never end a page. */
const headings = [
  'Contents',
  'Executive summary',
  'Included technologies',
  'The vessel',
  'Results',
  'Fuel and CO2 savings',
  'Savings by consumption category',
  'Savings by savings category',
  'Finances',
  'CII rating',
  'Regulatory outlook: EU ETS',
  'EU ETS cost per year',
  'Regulatory outlook: FuelEU Maritime',
  'Novel technologies',
  'Potential for the vessel',
  'Methodology and assumptions',
  'Fuel prices and CO2 factors',
  'How the savings are calculated',
  'What the range means',
  'The Njord Score',
  'Sources',
  'Disclaimer',
];

async function setQuestionnaireAnswers(vesselId: number, answers: Record<string, string>) {
  const db = t.database.db;
  const [form] = await db.select().from(questionnaires).where(eq(questionnaires.vesselId, vesselId));
  for (const [mappedTo, value] of Object.entries(answers)) {
    await db
      .update(questionnaireItems)
      .set({ value })
      .where(and(eq(questionnaireItems.questionnaireId, form!.id), eq(questionnaireItems.mappedTo, mappedTo)));
  }
}

async function includeMore(headers: Headers, reportId: number, count: number, withMakers = false) {
  const res = await t.app.inject({ url: `/api/reports/${reportId}/available-technologies`, headers });
  const available = (res.json() as ReportAvailableTechnology[]).slice(0, count);
  for (const candidate of available) {
    const chosen = withMakers ? await linkMakerAndSupplier(t.database.db, candidate.technology.id) : undefined;
    await includeTechnology(t, headers, reportId, candidate.technology.id, {
      calcSavings: candidate.calcSavings > 0 ? candidate.calcSavings : 3,
      calcConfidenceInterval: candidate.calcConfidenceInterval,
      calcEquipmentCost: candidate.calcEquipmentCost,
      calcInstallationCost: candidate.calcInstallationCost,
      calcOperationCost: candidate.calcOperationCost,
      ...(chosen ? { technologyMaker: { id: chosen.maker.id }, technologySupplier: { id: chosen.supplier.id } } : {}),
      potentialForVessel: candidate === available[0] ? 'Fits the hull form and the trade of the vessel.' : null,
    });
  }
  return available;
}

/** The demo reports with more technologies, a regulatory impact, answers, a novel technology and a company profile. */
async function richDemoReports() {
  const db = t.database.db;
  await seedReferenceData(db);
  await seedCatalogue(db);
  expect(await seedDemoData(db)).toBe(true);
  const { headers } = await t.signIn(Role.USER);
  const admin = await t.signIn(Role.ADMIN);
  const logo = await uploadFile(t.app, admin.headers, {
    name: 'logo.svg',
    usage: 'logo',
    bytes: svg(300, 80, 'Njord'),
  });
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/company-profile',
    headers: admin.headers,
    payload: {
      name: 'Njord Fuel Advisory ApS',
      address: 'Havnegade 1\n1058 Copenhagen K',
      website: 'www.njord.example.com',
      logo: { id: logo.id },
      brandColour: '#0B6E4F',
      disclaimer: 'The figures are estimates from the data the owner gave and the catalogue; they are no offer.',
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);

  const [vessel] = await db.select().from(vessels);
  const image = await uploadFile(t.app, headers, { name: 'vessel.svg', usage: 'image', bytes: svg(800, 450, 'MV') });
  await db.update(vessels).set({ vesselImage1FileId: image.id }).where(eq(vessels.id, vessel!.id));
  await setQuestionnaireAnswers(vessel!.id, {
    imoNumber: '9321483',
    buildYear: '2012',
    deadweight: '56,045',
    totalAnnualDistance: '62,000',
  });
  const all = await db.select().from(reports).orderBy(reports.type);
  const [screening, design] = all;
  await includeMore(headers, screening!.id, 6);
  await includeMore(headers, design!.id, 4, true);
  for (const report of all) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}/regulatory-impact`,
      headers,
      payload: {
        regulatoryImpactPctInEu: 50,
        regulatoryImpactCarbonRate: 85,
        regulatoryImpactStartYear: 2026,
        regulatoryImpactNumberOfYears: 5,
        regulatoryImpactDescription: 'The vessel keeps its rating with the package until 2028.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const available = await t.app.inject({ url: `/api/reports/${screening!.id}/available-technologies`, headers });
  const novel = (available.json() as ReportAvailableTechnology[])[0]!;
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/reports/${screening!.id}/novel-technologies`,
    headers,
    payload: { technology: { id: novel.technology.id } },
  });
  expect(added.statusCode, added.body).toBe(201);
  return { headers, reports: all };
}

/** The exported document as LibreOffice lays it out: each page's text and how many pictures it holds. */
async function pdfPages(headers: Headers, reportId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-docx`, headers });
  expect(res.statusCode, res.body).toBe(201);
  const docx = (await download(t.app, (res.json() as FileDto).fileUrl!)).rawPayload;
  const pdf = convertWithLibreOffice(docx, 'docx', 'pdf');
  const dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    // To look at the pages: TMP_PDF_DIR=<folder> keeps each PDF there (then `pdftoppm -r 50 -png`).
    if (process.env.TMP_PDF_DIR) writeFileSync(`${process.env.TMP_PDF_DIR}/report-${reportId}.pdf`, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    const pages = text.split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
    // pdfimages -list: two header lines, then one line per picture whose first column is its page.
    const pictures = execFileSync('pdfimages', ['-list', file])
      .toString('utf8')
      .split('\n')
      .slice(2)
      .map((line) => Number(line.trim().split(/\s+/)[0]))
      .filter((page) => page > 0);
    return pages.map((page, i) => ({ text: page, pictures: pictures.filter((p) => p === i + 1).length }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page's lines without the running header and the footer. */
const bodyLines = (page: string) =>
  page
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/Page \d+ of \d+$/.test(line) && !/ · MV Demo Explorer\s+Njord/.test(line));

describe('the default templates as a reader sees them (LibreOffice)', () => {
  itWithLibreOffice(
    'lay out both demo reports: no heading ends a page, no page but the last nearly empty, nothing unfilled, every table with its totals',
    async () => {
      const { headers, reports: all } = await richDemoReports();
      for (const report of all) {
        const pages = await pdfPages(headers, report.id);
        const calculated = (
          await t.app.inject({ url: `/api/reports/${report.id}/calculated-results`, headers })
        ).json() as CalculatedResultsResponse;
        if (!calculated.canCalculate) throw new Error('the demo report has results');
        const technologyNames = calculated.calcFinances.finances.map((row) => row.technology.name);
        const text = pages.map((page) => page.text).join('\n');
        expect(pages.length).toBeGreaterThan(technologyNames.length + 3);

        pages.forEach((page, index) => {
          const lines = bodyLines(page.text);
          const where = `${report.name}, page ${index + 1}: ${lines.slice(-3).join(' | ')}`;
          // A picture (a chart, the vessel) fills a page as well as four lines would.
          if (index < pages.length - 1) expect(lines.length + 4 * page.pictures, where).toBeGreaterThanOrEqual(4);
          expect([...headings, ...technologyNames], where).not.toContain(lines[lines.length - 1]);
        });
        for (const leftover of [/\{[^}]*\}/, /from , years/, /\bnull\b/, /\bNaN\b/, /\bundefined\b/]) {
          expect(text).not.toMatch(leftover);
        }

        const totals = text.split('\n').filter((line) => /^\s*Total\s/.test(line));
        const fuel = formatNumber(calculated.calcTechnologiesSavings.totalFuelSavings);
        const investment = formatNumber(calculated.calcFinances.totalInvestment);
        const baseline = formatNumber(calculated.baseline.fuelInMt);
        const avoided = formatNumber(calculated.etsOutlook!.totalAvoidedCost);
        const withAll = (...values: string[]) => totals.filter((line) => values.every((v) => line.includes(v)));
        expect(withAll(fuel, investment), 'technologies').toHaveLength(1);
        expect(withAll(fuel, formatNumber(calculated.calcTechnologiesSavings.totalCo2ReductionInMt))).toHaveLength(2);
        expect(withAll(fuel), 'consumption and savings categories').toHaveLength(4);
        expect(withAll(investment), 'finances').toHaveLength(2);
        expect(withAll(baseline), 'fuels').toHaveLength(1);
        expect(withAll(avoided), 'ETS').toHaveLength(1);
        const fuelEu = calculated.fuelEuOutlook!;
        const penalties = [fuelEu.totalPenaltyBefore, fuelEu.totalPenaltyAfter].map((v) => formatNumber(v));
        expect(withAll(...penalties), 'FuelEU').toHaveLength(1);
        expect(text).toContain('37 / 100'.replace('37', String(calculated.calcNjordScore)));
        expect(text).toContain('Njord Fuel Advisory ApS');
      }
    },
    600_000,
  );
});

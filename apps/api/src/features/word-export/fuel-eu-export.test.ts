import { type CalculatedResultsResponse, type FileDto, formatNumber, Role } from '@backoffice/contracts';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { eq } from 'drizzle-orm';
import { TemplateHandler } from 'easy-template-x';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { download, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { includeTechnology, reportSetUp } from '../../../test/factories-report-technologies.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { consumptionTypes } from '../../db/schema/index.ts';
import { fuelEuData } from './fuel-eu-document.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });

/**
 * A screening report with two technologies and, unless told otherwise, a regulatory impact of
 * 2026–2028; `beforeResults` changes the set-up first.
 */
async function report(withImpact = true, beforeResults?: (data: Awaited<ReturnType<typeof reportSetUp>>) => unknown) {
  const { headers } = await t.signIn(Role.USER);
  const data = await reportSetUp(t.database.db);
  await beforeResults?.(data);
  await includeTechnology(t, headers, data.report.id, data.hull.id, { calcSavings: 5 });
  await includeTechnology(t, headers, data.report.id, data.wide.id, { calcSavings: 8 });
  if (withImpact) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${data.report.id}/regulatory-impact`,
      headers,
      payload: { regulatoryImpactPctInEu: 100, regulatoryImpactStartYear: 2026, regulatoryImpactNumberOfYears: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const results = (
    await t.app.inject({ url: `/api/reports/${data.report.id}/calculated-results`, headers })
  ).json() as CalculatedResultsResponse;
  if (!results.canCalculate) throw new Error('the report has results');
  return { headers, reportId: data.report.id, fuelEu: results.fuelEuOutlook };
}

async function exportedText(headers: { authorization: string }, reportId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-docx`, headers });
  expect(res.statusCode, res.body).toBe(201);
  const bytes = (await download(t.app, (res.json() as FileDto).fileUrl!)).rawPayload;
  const media = Object.keys((await JSZip.loadAsync(bytes)).files).filter((name) => name.startsWith('word/media/'));
  return { text: await new TemplateHandler().getText(bytes), media };
}

async function useTemplate(...lines: string[]) {
  const doc = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  const admin = await t.signIn(Role.ADMIN);
  const file = await uploadFile(t.app, admin.headers, {
    name: 'template.docx',
    usage: 'docx',
    bytes: await Packer.toBuffer(doc),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/report-template-files',
    headers: admin.headers,
    payload: { reportType: 0, file: { id: file.id } },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('FuelEU Maritime in the Word export', { timeout: 60_000 }, () => {
  let mediaWithOutlook = 0;

  it('gives the default template its section: each year, the total penalties in EUR and the chart', async () => {
    const { headers, reportId, fuelEu } = await report();
    if (!fuelEu) throw new Error('the report has a FuelEU outlook');
    const { text, media } = await exportedText(headers, reportId);
    expect(text).toContain('Regulatory outlook: FuelEU Maritime');
    expect(text).toContain('Penalty before (EUR)');
    const [first] = fuelEu.years;
    expect(text).toContain(`2026${formatNumber(first!.targetIntensity)}${formatNumber(first!.intensityBefore)}`);
    expect(text).toContain(`Total${formatNumber(fuelEu.totalPenaltyBefore)}${formatNumber(fuelEu.totalPenaltyAfter)}`);
    const avoided = formatNumber(fuelEu.totalPenaltyBefore - fuelEu.totalPenaltyAfter);
    expect(text).toContain(`FuelEU penalty avoidedEUR ${avoided}, 2026–2028`);
    expect(text).toContain('FuelEU Maritime: Regulation (EU) 2023/1805');
    expect(text).not.toContain('wind reward factor');
    expect(text).not.toMatch(/\{[^}]*\}/);
    expect(media.length).toBeGreaterThanOrEqual(3);
    mediaWithOutlook = media.length;
  });

  it("lists the outlook's notes under its table", async () => {
    const { headers, reportId, fuelEu } = await report(true, ({ lfo }) =>
      t.database.db.update(consumptionTypes).set({ fuelKind: 'Other' }).where(eq(consumptionTypes.id, lfo.id)),
    );
    const [note] = fuelEu?.notes ?? [];
    expect(note).toMatch(/is not a fuel FuelEU Maritime knows/);
    const { text } = await exportedText(headers, reportId);
    const at = (part: string) => text.indexOf(part);
    expect(at('Penalty after (EUR)')).toBeGreaterThan(-1);
    expect(at(note!)).toBeGreaterThan(at('Penalty after (EUR)'));
    expect(at('Figure 5')).toBeGreaterThan(at(note!));
  });

  it('names the wind reward factor only when it is below 1', () => {
    const outlook = { years: [], totalPenaltyBefore: 0, totalPenaltyAfter: 0, notes: [] };
    expect(fuelEuData({ ...outlook, windRewardFactor: 0.97 })).toMatchObject({
      'Has FuelEU wind reward': true,
      'FuelEU wind reward factor': '0.97',
    });
    expect(fuelEuData({ ...outlook, windRewardFactor: 1 })['Has FuelEU wind reward']).toBe(false);
    expect(fuelEuData(null)).toMatchObject({ 'Has FuelEU outlook': false, 'FuelEU penalty before (EUR)': '–' });
  });

  it('leaves the section and its chart out without the regulatory impact', async () => {
    const { headers, reportId, fuelEu } = await report(false);
    expect(fuelEu).toBeNull();
    const { text, media } = await exportedText(headers, reportId);
    expect(text).not.toContain('Regulatory outlook: FuelEU Maritime');
    expect(text).not.toContain('FuelEU penalty');
    expect(media).toHaveLength(mediaWithOutlook - 1);
  });

  it('fills the tags and the condition of a custom template', async () => {
    await useTemplate(
      '{#Has FuelEU outlook}FuelEU {FuelEU penalty before (EUR)} → {FuelEU penalty after (EUR)} EUR{/Has FuelEU outlook}',
      '{#FuelEU outlook}{Year}: {Target (gCO2e/MJ)} {Penalty before (EUR)} {Penalty after (EUR)}.{/FuelEU outlook}',
      'Wind {FuelEU wind reward factor}{#Has FuelEU wind reward} rewarded{/Has FuelEU wind reward}',
      '{#Has FuelEU notes}{#FuelEU notes}{Note}{/FuelEU notes}{/Has FuelEU notes}',
    );
    const { headers, reportId, fuelEu } = await report();
    if (!fuelEu) throw new Error('the report has a FuelEU outlook');
    const { text } = await exportedText(headers, reportId);
    const [total, last] = [fuelEu.totalPenaltyBefore, fuelEu.years[2]!];
    expect(text).toContain(`FuelEU ${formatNumber(total)} → ${formatNumber(fuelEu.totalPenaltyAfter)} EUR`);
    const lastRow = [last.targetIntensity, last.penaltyBefore, last.penaltyAfter].map((v) => formatNumber(v));
    expect(text).toContain(`2028: ${lastRow.join(' ')}.`);
    expect(text).toContain('Wind 1.00');
    expect(text).not.toContain('rewarded');
  });

  it('leaves out what the condition holds in a custom template when there is no outlook', async () => {
    await useTemplate('Start', '{#Has FuelEU outlook}FuelEU {FuelEU penalty before (EUR)}{/Has FuelEU outlook}', 'End');
    const { headers, reportId } = await report(false);
    const { text } = await exportedText(headers, reportId);
    expect(text).toBe('StartEnd');
  });

  it('is in the template guide', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const guide = await t.app.inject({ url: '/api/report-template-files/guide', headers: admin.headers });
    const text = await new TemplateHandler().getText(guide.rawPayload);
    for (const tag of [
      '{#Has FuelEU outlook}…{/Has FuelEU outlook}',
      '{FuelEU chart}',
      '{FuelEU penalty before (EUR)}',
      '{FuelEU penalty after (EUR)}',
      'Loop {#FuelEU outlook}…{/FuelEU outlook}',
      '{Penalty before (EUR)}',
    ]) {
      expect(text).toContain(tag);
    }
  });
});

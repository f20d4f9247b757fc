import { execFileSync } from 'node:child_process';
import {
  type CalculatedResultsResponse,
  type FileDto,
  formatDate,
  formatFileNameDate,
  formatNumber,
  type ReportFile,
  Role,
  reportStatusLabels,
} from '@backoffice/contracts';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { eq } from 'drizzle-orm';
import { TemplateHandler } from 'easy-template-x';
import { imageSize } from 'image-size';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildQuestionnaire, clientHeaders } from '../../../test/factories-client-area.ts';
import { download, sampleFiles, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { includeTechnology, reportSetUp, setReportStatus } from '../../../test/factories-report-technologies.ts';
import { convertWithLibreOffice, itWithLibreOffice } from '../../../test/libreoffice.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { reportTemplateFiles, technologies } from '../../db/schema/index.ts';

type Headers = { authorization: string };

const t = useTestApp({ dataDir: temporaryDataDir() });

/** Icons for the report's two technologies, as the catalogue holds them: file ids by technology. */
type TechnologyIcons = (technologies: { hull: number; wide: number }) => Promise<Record<number, number>>;

/**
 * A screening report of a vessel with consumption, two technologies included (with the icons
 * `iconsOf` gives them) and a vessel image.
 */
async function reportWithResults(iconsOf?: TechnologyIcons) {
  const { headers } = await t.signIn(Role.USER);
  const data = await reportSetUp(t.database.db);
  for (const [technologyId, iconFileId] of Object.entries(
    (await iconsOf?.({ hull: data.hull.id, wide: data.wide.id })) ?? {},
  )) {
    await t.database.db
      .update(technologies)
      .set({ iconFileId })
      .where(eq(technologies.id, Number(technologyId)));
  }
  await includeTechnology(t, headers, data.report.id, data.hull.id, { calcSavings: 5 });
  await includeTechnology(t, headers, data.report.id, data.wide.id, { calcSavings: 8 });
  const image = await uploadFile(t.app, headers, { name: 'bridge.png', usage: 'image' });
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/vessels/${data.vessel.id}`,
    headers,
    payload: { vesselImage1: { id: image.id } },
  });
  expect(put.statusCode).toBe(200);
  return { ...data, headers };
}

function exportAsDocx(headers: Headers | Record<string, string>, reportId: number) {
  return t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-docx`, headers });
}

async function exported(headers: Headers, reportId: number) {
  const res = await exportAsDocx(headers, reportId);
  expect(res.statusCode, res.body).toBe(201);
  const file = res.json() as FileDto;
  const bytes = await download(t.app, file.fileUrl!);
  expect(bytes.statusCode).toBe(200);
  return { file, bytes: bytes.rawPayload };
}

const documentText = (docx: Buffer) => new TemplateHandler().getText(docx);

async function mediaOf(docx: Buffer) {
  const zip = await JSZip.loadAsync(docx);
  return Object.keys(zip.files).filter((name) => name.startsWith('word/media/'));
}

async function mediaContents(docx: Buffer) {
  const zip = await JSZip.loadAsync(docx);
  const files = (await mediaOf(docx)).map((name) => zip.files[name]!).filter((entry) => !entry.dir);
  return Promise.all(files.map((entry) => entry.async('nodebuffer')));
}

async function totalFuelSavings(headers: Headers, reportId: number) {
  const res = await t.app.inject({ url: `/api/reports/${reportId}/calculated-results`, headers });
  const results = res.json() as CalculatedResultsResponse;
  if (!results.canCalculate) throw new Error('no results');
  return formatNumber(results.calcTechnologiesSavings.totalFuelSavings);
}

/** A docx whose paragraphs are the given lines, each one run (so tags stay whole). */
function templateOf(...lines: string[]) {
  const doc = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return Packer.toBuffer(doc);
}

async function uploadTemplate(bytes: Buffer, reportType = 0) {
  const admin = await t.signIn(Role.ADMIN);
  const file = await uploadFile(t.app, admin.headers, { name: 'template.docx', usage: 'docx', bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/report-template-files',
    headers: admin.headers,
    payload: { reportType, file: { id: file.id } },
  });
}

describe('POST /api/reports/:id/export-as-docx', () => {
  it('fills the default template: vessel, every technology, the totals as on screen, the vessel image and the charts', async () => {
    const { headers, report, vessel } = await reportWithResults();
    const { file, bytes } = await exported(headers, report.id);
    expect(file.name).toMatch(/^Screening 2026 \d{4}-\d{2}-\d{2}\.docx$/);
    expect(file.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    const text = await documentText(bytes);
    expect(text).toContain(vessel.name);
    expect(text).toContain('Hull Coating');
    expect(text).toContain('Waste Heat Recovery');
    expect(text).toContain(await totalFuelSavings(headers, report.id));
    expect(text).not.toMatch(/\{[^}]*\}/); // no tag left unfilled
    // The vessel image and at least the savings and MAC charts.
    expect((await mediaOf(bytes)).length).toBeGreaterThanOrEqual(3);

    const files = (await t.app.inject({ url: `/api/reports/${report.id}/files`, headers })).json() as ReportFile[];
    expect(files.map((f) => f.file.id)).toContain(file.id);
  });

  it("shows each technology's icon: a PNG as it is, an SVG drawn to PNG", async () => {
    const { headers: staff } = await t.signIn(Role.USER);
    const iconPng = Buffer.from(sampleFiles.png!);
    iconPng[45] = 0x7f; // not the vessel image's bytes
    const { headers, report } = await reportWithResults(async ({ hull, wide }) => {
      const png = await uploadFile(t.app, staff, { name: 'hull.png', usage: 'image', bytes: iconPng });
      const svg = await uploadFile(t.app, staff, { name: 'heat.svg', usage: 'image' });
      return { [hull]: png.id, [wide]: svg.id };
    });
    const media = await mediaContents((await exported(headers, report.id)).bytes);
    expect(media.filter((bytes) => bytes.equals(iconPng))).toHaveLength(1);
    // The 1×1 SVG, drawn at twice its size.
    expect(media.filter((bytes) => imageSize(bytes).width === 2 && imageSize(bytes).height === 2)).toHaveLength(1);
  });

  it('still exports a Completed report', async () => {
    const { headers, report } = await reportWithResults();
    await setReportStatus(t.database.db, report.id, 8);
    await exported(headers, report.id);
  });

  it('uses the newest uploaded template of the report type', async () => {
    const { headers, report, vessel } = await reportWithResults();
    const upload = await uploadTemplate(
      await templateOf(
        'Custom layout for {Vessel name}',
        '{#Technologies}',
        '* {Name}: {Savings (MT)} MT',
        '{/Technologies}',
      ),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const text = await documentText((await exported(headers, report.id)).bytes);
    expect(text).toContain(`Custom layout for ${vessel.name}`);
    expect(text).toContain('* Hull Coating:');
    expect(text).toContain('* Waste Heat Recovery:');
  });

  it("fills the report's date in the company's time zone, its status and the vessel's mapped answers as the screens show them", async () => {
    const { headers, report, vessel } = await reportWithResults();
    // A zone whose day is not UTC's at this hour: UTC+14 from 10:00 UTC, UTC-11 before 11:00.
    const timeZone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const admin = await t.signIn(Role.ADMIN);
    const profile = { name: 'Njord', timeZone };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/company-profile',
      headers: admin.headers,
      payload: profile,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await buildQuestionnaire(t.database.db, vessel.id, {
      sections: [
        {
          title: 'General vessel data',
          items: [
            { title: 'IMO number', value: '9412345', mappedTo: 'imoNumber' },
            { title: 'Owner', value: ' Nordic Star Shipping ', mappedTo: 'owner' },
            { title: 'Not mapped', value: 'left out' },
          ],
        },
      ],
    });
    const upload = await uploadTemplate(
      await templateOf(
        'Date {Report date}',
        'Status {Report status}',
        'IMO {Questionnaire: imoNumber}',
        'Owner {Questionnaire: owner}',
        'Flag {Questionnaire: flag}.',
      ),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const before = new Date();
    const { file, bytes } = await exported(headers, report.id);
    const text = await documentText(bytes);
    // The export may run across midnight.
    const days = [before, new Date()];
    expect(
      days.some((day) => text.includes(`Date ${formatDate(day, timeZone)}`)),
      text,
    ).toBe(true);
    expect(text).not.toContain(`Date ${formatDate(before, 'UTC')}`);
    expect(days.map((day) => `Screening 2026 ${formatFileNameDate(day, timeZone)}.docx`)).toContain(file.name);
    expect(text).toContain(`Status ${reportStatusLabels[report.status]}`);
    expect(text).toContain('IMO 9412345');
    expect(text).toContain('Owner Nordic Star Shipping');
    expect(text).toContain('Flag .');
    expect(text).not.toContain('left out');
  });

  it('answers 422 with the reason when the template in use cannot be filled, and stores nothing', async () => {
    const { headers, report } = await reportWithResults();
    const admin = await t.signIn(Role.ADMIN);
    // A stored docx that is no Word document, put in use past the upload check.
    const broken = await uploadFile(t.app, admin.headers, {
      name: 'broken.docx',
      usage: 'docx',
      bytes: sampleFiles.docx,
    });
    await t.database.db.insert(reportTemplateFiles).values({ reportType: 0, fileId: broken.id });
    const res = await exportAsDocx(headers, report.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^The report template cannot be filled: /);
    const files = (await t.app.inject({ url: `/api/reports/${report.id}/files`, headers })).json() as ReportFile[];
    expect(files).toEqual([]);
  });

  it('answers 401 without a session, 403 to a client-area token and 404 for an unknown report', async () => {
    const { headers, report, vessel } = await reportWithResults();
    expect((await exportAsDocx({}, report.id)).statusCode).toBe(401);
    const owner = await clientHeaders(t.app, await buildQuestionnaire(t.database.db, vessel.id));
    expect((await exportAsDocx(owner, report.id)).statusCode).toBe(403);
    expect((await exportAsDocx(headers, 999_999)).statusCode).toBe(404);
  });

  itWithLibreOffice(
    'is a real document: LibreOffice turns it into a PDF that shows the vessel and the total fuel savings',
    async () => {
      const { headers, report, vessel } = await reportWithResults();
      const { bytes } = await exported(headers, report.id);
      const pdf = convertWithLibreOffice(bytes, 'docx', 'pdf');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
      expect(text).toContain(vessel.name);
      expect(text).toContain(await totalFuelSavings(headers, report.id));
    },
    150_000,
  );
});

describe('report template checks on upload', () => {
  const refused = async (lines: string[], message: string) => {
    const res = await uploadTemplate(await templateOf(...lines));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().file).toEqual([message]);
  };

  it('refuses an unknown tag, naming it', () =>
    refused(['Dear {Vessel nme}'], 'Unknown tag {Vessel nme}: the template guide lists the tags'));

  it('refuses a loop that is never closed', () =>
    refused(['{#Technologies}', '{Name}'], '{#Technologies} is never closed: end it with {/Technologies}'));

  it('refuses a close without an open loop', () =>
    refused(['Intro', '{/Technologies}'], '{/Technologies} closes no open loop or condition'));

  it('refuses a loop closed by another', () =>
    refused(
      ['{#Has results}', '{#Finances}', '{/Has results}', '{/Finances}'],
      '{#Finances} is closed by {/Has results}',
    ));

  it('refuses a loop written as text, and text written as a loop', async () => {
    await refused(['{Technologies}'], '{Technologies} is a loop: write {#Technologies}…{/Technologies}');
    await refused(
      ['{#Vessel name}{/Vessel name}'],
      '{#Vessel name} is not a loop or a condition: write it without # or /',
    );
  });

  it('refuses a loop field outside its loop', () =>
    refused(['{Maker}'], 'Unknown tag {Maker}: the template guide lists the tags'));

  it('refuses a docx that is no Word document', async () => {
    const res = await uploadTemplate(sampleFiles.docx!);
    expect(res.statusCode).toBe(400);
    expect(res.json().file).toHaveLength(1);
  });

  it('accepts the default templates and the tags of loops and conditions in their places', async () => {
    const admin = await t.signIn(Role.ADMIN);
    for (const type of [0, 1]) {
      const res = await t.app.inject({ url: `/api/report-template-files/default/${type}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect((await uploadTemplate(res.rawPayload, type)).statusCode).toBe(201);
    }
    const nested = await uploadTemplate(
      await templateOf('{#Has results}', '{#Finances}', '{Technology} {Vessel name}', '{/Finances}', '{/Has results}'),
    );
    expect(nested.statusCode, nested.body).toBe(201);
  });
});

describe('GET /api/report-template-files/guide and default templates', () => {
  it('answers the guide listing every tag to an admin, 403 to a User, 401 without a session', async () => {
    const admin = await t.signIn(Role.ADMIN);
    const guide = await t.app.inject({ url: '/api/report-template-files/guide', headers: admin.headers });
    expect(guide.statusCode).toBe(200);
    expect(guide.headers['content-disposition']).toContain('Report template guide.docx');
    const text = await documentText(guide.rawPayload);
    for (const tag of [
      '{Vessel name}',
      '{Savings chart}',
      '{#Has results}…{/Has results}',
      '{Questionnaire: imoNumber}',
    ]) {
      expect(text).toContain(tag);
    }
    const user = await t.signIn(Role.USER);
    expect((await t.app.inject({ url: '/api/report-template-files/guide', headers: user.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/report-template-files/guide' })).statusCode).toBe(401);
    for (const type of ['2', '0x1', ' 1', '1e0']) {
      const res = await t.app.inject({ url: `/api/report-template-files/default/${type}`, headers: admin.headers });
      expect(res.statusCode, type).toBe(400);
    }
  });
});

import { type FileDto, limits, Role, reportTemplateMessages } from '@backoffice/contracts';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { TemplateHandler } from 'easy-template-x';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { download, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { includeTechnology, reportSetUp } from '../../../test/factories-report-technologies.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { reportTemplateFiles } from '../../db/schema/index.ts';
import { setTemplateLimits, templateLimits, templateTasksRunning } from './template-fill.service.ts';

const t = useTestApp({ dataDir: temporaryDataDir() });
const defaultLimits = templateLimits();
afterEach(() => setTemplateLimits(defaultLimits));

/** A docx whose paragraphs are the given lines, each one run (so tags stay whole). */
function templateOf(...lines: string[]) {
  const doc = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return Packer.toBuffer(doc);
}

/** `{#Technologies}` inside itself `depth` times: each level repeats everything inside it once per technology. */
const selfNested = (depth: number) =>
  templateOf(
    ...Array<string>(depth).fill('{#Technologies}'),
    '{Name}',
    ...Array<string>(depth).fill('{/Technologies}'),
  );

/** The docx of `templateOf('{Vessel name}')` with `xml` at the start of its body. */
async function withBody(xml: string) {
  const parts = unzipSync(await templateOf('{Vessel name}'));
  parts['word/document.xml'] = strToU8(strFromU8(parts['word/document.xml']!).replace('<w:body>', `<w:body>${xml}`));
  return Buffer.from(zipSync(parts));
}

/**
 * The template's body nested `levels` deep (document and body are two, the paragraph, run and text
 * of the tags three more) around `tags` tags: `{Vessel name}`, and the one of `withBody`.
 */
const nestedTags = (levels: number, tags: number) => {
  const wrappers = levels - 5;
  const open = `${wrappers % 2 ? '<w:customXml w:element="x">' : ''}${'<w:sdt><w:sdtContent>'.repeat(wrappers >> 1)}`;
  const close = `${'</w:sdtContent></w:sdt>'.repeat(wrappers >> 1)}${wrappers % 2 ? '</w:customXml>' : ''}`;
  return withBody(`${open}<w:p><w:r><w:t>${'{Vessel name}'.repeat(tags - 1)}</w:t></w:r></w:p>${close}`);
};

/** easy-template-x builds its tree recursively: this ran it out of stack ('Maximum call stack size exceeded'). */
const nested100000 = () => withBody(`${'<w:p>'.repeat(100_000)}${'</w:p>'.repeat(100_000)}`);
/** The same in a main document part named `.bin`, which the scan does not read: easy-template-x parses it. */
async function nested100000AsBin() {
  const parts = unzipSync(await nested100000());
  parts['word/document.bin'] = parts['word/document.xml']!;
  delete parts['word/document.xml'];
  const rels = strFromU8(parts['_rels/.rels']!);
  parts['_rels/.rels'] = strToU8(rels.replace(/word\/document\.xml/, 'word/document.bin'));
  expect(strFromU8(parts['_rels/.rels'])).toContain('word/document.bin');
  return Buffer.from(zipSync(parts));
}
/** easy-template-x took longer than its 30 s to find these, holding a worker. */
const tags200000 = () => withBody(`<w:p><w:r><w:t>${'{Vessel name}'.repeat(1000)}</w:t></w:r></w:p>`.repeat(200));

/** Uploads the bytes as a file of a new admin, for postTemplate. */
async function uploaded(bytes: Buffer) {
  const admin = await t.signIn(Role.ADMIN);
  const file = await uploadFile(t.app, admin.headers, { name: 'template.docx', usage: 'docx', bytes });
  return { headers: admin.headers, fileId: file.id };
}

function postTemplate({ headers, fileId }: Awaited<ReturnType<typeof uploaded>>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/report-template-files',
    headers,
    payload: { reportType: 0, file: { id: fileId } },
  });
}

async function upload(bytes: Buffer) {
  const file = await uploaded(bytes);
  const started = performance.now();
  const res = await postTemplate(file);
  return { res, ms: performance.now() - started, fileId: file.fileId };
}

async function refused(bytes: Buffer, message: string) {
  const { res, ms } = await upload(bytes);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ file: [message] });
  const list = await t.app.inject({ url: '/api/report-template-files', headers: (await t.signIn(Role.ADMIN)).headers });
  expect(list.json()).toEqual([]);
  return ms;
}

// A worker starts with the first check or fill of a test process (about a second, far more on a busy machine).
describe('report template upload: nesting and size', { timeout: 60_000 }, () => {
  it('refuses a loop inside itself, however deep, without filling it', async () => {
    const message = reportTemplateMessages.nestedIn('{#Technologies}', '{#Technologies}');
    expect(message).toBe('{#Technologies} cannot be inside {#Technologies}: write {/Technologies} before it');
    await refused(await selfNested(2), message);
    // 16 deep blocked the server 150 s when the check filled it; 5,000 deep ran it out of memory
    // (its 10,001 tags are now refused before they are read).
    for (const [depth, refusal] of [
      [16, message],
      [5000, reportTemplateMessages.tooManyTags],
    ] as const) {
      const ms = await refused(await selfNested(depth), refusal);
      expect(ms).toBeLessThan(15_000);
    }
  });

  it('refuses a loop inside a loop that does not hold it, and a condition inside itself', async () => {
    await refused(
      await templateOf(
        '{#Technologies}',
        '{#Has results}',
        '{#Finances}',
        '{/Finances}',
        '{/Has results}',
        '{/Technologies}',
      ),
      '{#Finances} cannot be inside {#Technologies}: write {/Technologies} before it',
    );
    await refused(
      await templateOf(
        '{#Has results}',
        '{#Has contact}',
        '{#Has results}',
        '{/Has results}',
        '{/Has contact}',
        '{/Has results}',
      ),
      '{#Has results} cannot be inside {#Has results}: write {/Has results} before it',
    );
  });

  it('accepts loops inside conditions, conditions inside loops, and loops one after another', async () => {
    const { res } = await upload(
      await templateOf(
        '{#Has results}',
        '{#Technologies}',
        '{#Has contact}{Contact name}{/Has contact} {Name}',
        '{/Technologies}',
        '{#Finances}{Technology}{/Finances}',
        '{/Has results}',
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it(`refuses XML nested more than ${limits.maxTemplateXmlDepth} levels or more than ${limits.maxTemplateTags} tags, before parsing it`, async () => {
    expect(reportTemplateMessages.tooDeep).toBe(
      'The template is nested too deeply: its parts may nest at most 200 levels',
    );
    expect(reportTemplateMessages.tooManyTags).toBe('The template has more than 5,000 tags');
    await refused(await nested100000(), reportTemplateMessages.tooDeep);
    await refused(await nested100000AsBin(), reportTemplateMessages.tooDeep);
    await refused(await tags200000(), reportTemplateMessages.tooManyTags);
    await refused(await nestedTags(limits.maxTemplateXmlDepth + 1, 2), reportTemplateMessages.tooDeep);
    await refused(await nestedTags(6, limits.maxTemplateTags + 1), reportTemplateMessages.tooManyTags);
    const { res } = await upload(await nestedTags(limits.maxTemplateXmlDepth, limits.maxTemplateTags));
    expect(res.statusCode, res.body).toBe(201);
  });

  it(`refuses a docx whose parts unpack beyond ${limits.maxTemplateUnpackedBytes} bytes, counting as they unpack`, async () => {
    const parts = unzipSync(await templateOf('{Vessel name}'));
    parts['word/media/padding.bin'] = new Uint8Array(limits.maxTemplateUnpackedBytes + 1);
    const bomb = Buffer.from(zipSync(parts, { level: 9 }));
    expect(bomb.length).toBeLessThan(limits.maxTemplateUnpackedBytes / 100);
    const ms = await refused(bomb, reportTemplateMessages.tooLarge);
    expect(ms).toBeLessThan(15_000);
    expect(reportTemplateMessages.tooLarge).toBe('The template is too large: its parts may unpack to at most 40 MB');
  });
});

describe('Word export of a template that explodes when filled', { timeout: 60_000 }, () => {
  /** A report with two technologies whose template in use got past the check (stored before it existed). */
  async function reportWithTemplate(template: Buffer) {
    const { headers } = await t.signIn(Role.USER);
    const data = await reportSetUp(t.database.db);
    await includeTechnology(t, headers, data.report.id, data.hull.id);
    await includeTechnology(t, headers, data.report.id, data.wide.id);
    const admin = await t.signIn(Role.ADMIN);
    const file = await uploadFile(t.app, admin.headers, { name: 'old.docx', usage: 'docx', bytes: template });
    await t.database.db.insert(reportTemplateFiles).values({ reportType: 0, fileId: file.id });
    return { headers, reportId: data.report.id };
  }

  it('answers 422 at the time limit, stores nothing, and the API answers meanwhile', async () => {
    // 2^30 copies of the loop's content: the fill would never end.
    const { headers, reportId } = await reportWithTemplate(await selfNested(30));
    setTemplateLimits({ timeoutMs: 3000 });
    let done = false;
    const exported = t.app
      .inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-docx`, headers })
      .finally(() => {
        done = true;
      });
    // The report's data and charts are made first, on the event loop; then the fill runs in a worker.
    await vi.waitFor(() => expect(templateTasksRunning()).toBe(1), { timeout: 30_000, interval: 50 });
    const healthTimes: number[] = [];
    while (!done) {
      const started = performance.now();
      const health = await t.app.inject({ url: '/api/health' });
      healthTimes.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const res = await exported;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ error: 'The report template cannot be filled: it takes longer than 3 s' });
    expect(healthTimes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
    const files = await t.app.inject({ url: `/api/reports/${reportId}/files`, headers });
    expect(files.json()).toEqual([]);
  });

  it('answers 422 at the memory limit', async () => {
    // 20 MB of text (80 kB packed): its document tree does not fit in a worker of 64 MB.
    const paragraph =
      '<w:p><w:r><w:t>A paragraph of plain text, repeated to make the template large.</w:t></w:r></w:p>';
    const body = paragraph.repeat(Math.floor((20 * 1024 * 1024) / paragraph.length));
    const { headers, reportId } = await reportWithTemplate(await withBody(body));
    setTemplateLimits({ timeoutMs: 50_000, maxOldGenerationSizeMb: 64 });
    const res = await t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/export-as-docx`, headers });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ error: 'The report template cannot be filled: it needs more than 64 MB of memory' });
  });
});

describe('Word export while templates are checked', { timeout: 60_000 }, () => {
  it('completes while two hostile uploads are checked, and both are refused', async () => {
    const { headers } = await t.signIn(Role.USER);
    const { report, vessel, hull } = await reportSetUp(t.database.db);
    await includeTechnology(t, headers, report.id, hull.id);
    const deep = await uploaded(await nested100000());
    const tagged = await uploaded(await tags200000());
    const [deepRes, taggedRes, exported] = await Promise.all([
      postTemplate(deep),
      postTemplate(tagged),
      t.app.inject({ method: 'POST', url: `/api/reports/${report.id}/export-as-docx`, headers }),
    ]);
    expect(deepRes.json()).toEqual({ file: [reportTemplateMessages.tooDeep] });
    expect(taggedRes.json()).toEqual({ file: [reportTemplateMessages.tooManyTags] });
    expect([deepRes.statusCode, taggedRes.statusCode]).toEqual([400, 400]);
    expect(await t.database.db.select().from(reportTemplateFiles)).toEqual([]);
    expect(exported.statusCode, exported.body).toBe(201);
    const document = await download(t.app, (exported.json() as FileDto).fileUrl!);
    expect(await new TemplateHandler().getText(document.rawPayload)).toContain(vessel.name);
  });
});

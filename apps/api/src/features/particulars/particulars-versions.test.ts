import { FormStatus, type HistoryEntry, type Particulars, Role } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import { uploadFile } from '../../../test/factories-files.ts';
import { itOnPostgres } from '../../../test/postgres-only.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
type Headers = { authorization: string };

async function setUp() {
  const ida = await t.signIn(Role.USER, { fullName: 'Ida Holm' });
  const ole = await t.signIn(Role.USER, { fullName: 'Ole Berg' });
  const vessel = await buildVessel(t.database.db);
  return { ida, ole, vessel, form: await read(ida.headers, vessel.id) };
}

async function read(headers: Headers, vesselId: number) {
  const res = await t.app.inject({ url: `/api/vessels/${vesselId}/particulars`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Particulars;
}

function put(headers: Headers, vesselId: number, body: object) {
  return t.app.inject({ method: 'PUT', url: `/api/vessels/${vesselId}/particulars`, headers, payload: body });
}

/** The form's sections as a save sends them, with changes to the first one. */
function sections(form: Particulars, first: Record<string, unknown> = {}) {
  return form.formItems.map((item, index) => ({
    id: item.id,
    title: item.title,
    requestText: item.requestText,
    responseText: item.responseText,
    files: item.files.map((file) => ({ id: file.id })),
    ...(index === 0 ? first : {}),
  }));
}

const historyOf = async (headers: Headers, id: number) => {
  const res = await t.app.inject({ url: `/api/history?recordType=particulars&recordId=${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HistoryEntry[];
};

describe('PUT /api/vessels/{id}/particulars with a version', () => {
  it('answers the version, raises it and refuses a stale save naming who saved, changing nothing', async () => {
    const { ida, ole, vessel, form } = await setUp();
    expect(form.version).toBe(1);
    const saved = await put(ida.headers, vessel.id, {
      status: FormStatus.Draft,
      formItems: sections(form, { responseText: 'Ida' }),
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Particulars).version).toBe(2);

    const stale = await put(ole.headers, vessel.id, {
      status: FormStatus.Published,
      formItems: sections(form, { responseText: 'Ole' }).slice(1),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/^This record was changed by Ida Holm at .+\. Reload to see the changes\.$/);
    const now = await read(ida.headers, vessel.id);
    expect(now).toMatchObject({ status: FormStatus.Draft, version: 2 });
    expect(now.formItems).toHaveLength(form.formItems.length);
    expect(now.formItems[0]!.responseText).toBe('Ida');
  });

  it('without a version the last save wins', async () => {
    const { ida, ole, vessel, form } = await setUp();
    await put(ida.headers, vessel.id, { status: FormStatus.Draft, formItems: sections(form, { responseText: 'A' }) });
    const res = await put(ole.headers, vessel.id, {
      status: FormStatus.Draft,
      formItems: sections(form, { responseText: 'B' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 3 });
  });

  it('a save of the same status and sections keeps the version and writes no history; another order or a file fewer is a change', async () => {
    const { ida, vessel, form } = await setUp();
    const [plan, photo] = [
      await uploadFile(t.app, ida.headers, { name: 'ga-plan.pdf' }),
      await uploadFile(t.app, ida.headers, { name: 'photo.pdf' }),
    ];
    const saved = await put(ida.headers, vessel.id, {
      status: FormStatus.Published,
      formItems: sections(form, { responseText: 'Attached', files: [{ id: plan.id }, { id: photo.id }] }),
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = saved.json() as Particulars;
    expect(loaded.version).toBe(2);

    const again = await put(ida.headers, vessel.id, {
      status: FormStatus.Published,
      formItems: sections(loaded),
      version: 2,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Particulars).version).toBe(2);
    // File links are signed afresh on each read (their expiry moves on): compared without them.
    const unsigned = ({ formItems, ...rest }: Particulars) => ({
      ...rest,
      formItems: formItems.map((item) => ({ ...item, files: item.files.map(({ fileUrl: _, ...file }) => file) })),
    });
    expect(unsigned(await read(ida.headers, vessel.id))).toEqual(unsigned(loaded));
    expect(await historyOf(ida.headers, form.id)).toHaveLength(1);

    const reordered = await put(ida.headers, vessel.id, {
      status: FormStatus.Published,
      formItems: sections(loaded).reverse(),
      version: 2,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const now = reordered.json() as Particulars;
    expect(now.version).toBe(3);
    const fileFewer = await put(ida.headers, vessel.id, {
      status: FormStatus.Published,
      formItems: sections(now).map((section) =>
        section.id === loaded.formItems[0]!.id ? { ...section, files: [{ id: plan.id }] } : section,
      ),
      version: 3,
    });
    expect(fileFewer.statusCode, fileFewer.body).toBe(200);
    expect((fileFewer.json() as Particulars).version).toBe(4);
    const [latest, previous] = await historyOf(ida.headers, form.id);
    expect(latest!.changes).toEqual([
      { field: `${loaded.formItems[0]!.title}: File`, before: 'photo.pdf', after: null },
    ]);
    expect(previous!.changes).toEqual([
      { field: 'Order of sections', before: expect.any(String), after: expect.any(String) },
    ]);
  });

  itOnPostgres('of two saves of one version sent at once, one is saved and the other refused', async () => {
    const { ida, ole, vessel, form } = await setUp();
    const results = await Promise.all(
      [ida, ole].map((who, index) =>
        put(who.headers, vessel.id, {
          status: FormStatus.Draft,
          formItems: sections(form, { responseText: `Save ${index}` }),
          version: 1,
        }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await read(ida.headers, vessel.id)).version).toBe(2);
    expect(await historyOf(ida.headers, form.id)).toHaveLength(1);
  });
});

describe('the history of particulars', () => {
  it('names the status, sections removed and added, a section’s fields and its files by name', async () => {
    const { ida, vessel, form } = await setUp();
    const plan = await uploadFile(t.app, ida.headers, { name: 'ga-plan.pdf' });
    const [first, second] = form.formItems as [Particulars['formItems'][number], Particulars['formItems'][number]];
    const res = await put(ida.headers, vessel.id, {
      status: FormStatus.Published,
      formItems: [
        ...sections(form, { responseText: 'Attached', files: [{ id: plan.id }] }).filter((s) => s.id !== second.id),
        { title: 'Paint', requestText: 'Which paint system is on the hull?', responseText: 'Silicone' },
      ],
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);

    const [entry] = await historyOf(ida.headers, form.id);
    expect(entry).toMatchObject({ actor: 'Ida Holm', user: { id: ida.user.id }, action: 'status' });
    expect(entry!.changes).toEqual([
      { field: 'Status', before: 'Draft', after: 'Published' },
      { field: 'Section', before: second.title, after: null },
      { field: first.title, before: null, after: 'Attached' },
      { field: `${first.title}: File`, before: null, after: 'ga-plan.pdf' },
      { field: 'Section', before: null, after: 'Paint' },
      { field: 'Paint', before: null, after: 'Silicone' },
    ]);

    const saved = res.json() as Particulars;
    await put(ida.headers, vessel.id, {
      status: FormStatus.Published,
      formItems: sections(saved, { title: 'Plans', files: [] }).reverse(),
    });
    const [latest] = await historyOf(ida.headers, form.id);
    expect(latest).toMatchObject({ action: 'updated' });
    expect(latest!.changes).toEqual([
      { field: 'Plans: Title', before: first.title, after: 'Plans' },
      { field: 'Plans: File', before: 'ga-plan.pdf', after: null },
      { field: 'Order of sections', before: expect.stringMatching(/^General/), after: expect.any(String) },
    ]);
  });
});

import { fileTypeNotAllowedMessage, Role, uploadMessages, type Vessel } from '@backoffice/contracts';
import { describe, expect, it } from 'vitest';
import { buildProject, buildVessel } from '../../../test/factories.ts';
import { createPendingFile, download, sampleFiles, uploadFile } from '../../../test/factories-files.ts';
import { ageVessel, storedVessel } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { fileMessages } from '../files/index.ts';

const t = useTestApp();
type Headers = { authorization: string };

function putVessel(headers: Headers, id: number, body: object) {
  return t.app.inject({ method: 'PUT', url: `/api/vessels/${id}`, headers, payload: body });
}

async function downloaded(fileUrl: string | null | undefined) {
  expect(fileUrl).toEqual(expect.any(String));
  const res = await download(t.app, fileUrl!);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('vessel images', () => {
  it('sets both images from uploaded image files, clears one with {id: null}, and moves the modified date', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const vessel = await buildVessel(db);
    const png = await uploadFile(t.app, user.headers, { name: 'bridge.png' });
    const svg = await uploadFile(t.app, user.headers, { name: 'hull.svg', usage: 'image' });
    const past = await ageVessel(db, vessel.id);

    const set = await putVessel(user.headers, vessel.id, {
      vesselImage1: { id: png.id },
      vesselImage2: { id: svg.id },
    });
    expect(set.statusCode).toBe(200);
    const withImages = set.json() as Vessel;
    expect(withImages.vesselImage1).toEqual({
      id: png.id,
      name: 'bridge.png',
      mimeType: 'image/png',
      fileUrl: expect.any(String),
    });
    expect(withImages.vesselImage2).toMatchObject({ id: svg.id, name: 'hull.svg', mimeType: 'image/svg+xml' });
    expect(await downloaded(withImages.vesselImage1?.fileUrl)).toEqual(sampleFiles.png);
    expect(new Date(withImages.modifiedOn).getTime()).toBeGreaterThan(past.getTime());
    const read = (await t.app.inject({ url: `/api/vessels/${vessel.id}`, headers: user.headers })).json() as Vessel;
    expect([read.vesselImage1?.id, read.vesselImage2?.id]).toEqual([png.id, svg.id]);

    const cleared = await putVessel(user.headers, vessel.id, { vesselImage1: { id: null } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ vesselImage1: null, vesselImage2: { id: svg.id } });
    const stored = (await storedVessel(db, vessel.id)).vessel;
    expect([stored.vesselImage1FileId, stored.vesselImage2FileId]).toEqual([null, svg.id]);
  });

  it('answers 400 on the image field for a file that is not an image, not uploaded, unknown or deleted', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const current = await uploadFile(t.app, user.headers, { name: 'current.png' });
    const vessel = await buildVessel(db, { vesselImage1FileId: current.id });
    const pdf = await uploadFile(t.app, user.headers, { name: 'report.pdf' });
    const pending = await createPendingFile(t.app, user.headers, { name: 'later.png', usage: 'image' });
    const deleted = await uploadFile(t.app, user.headers, { name: 'gone.png' });
    const removal = await t.app.inject({ method: 'DELETE', url: `/api/files/${deleted.id}`, headers: user.headers });
    expect(removal.statusCode).toBe(204);

    const cases: [object, Record<string, string[]>][] = [
      [{ vesselImage1: { id: pdf.id } }, { vesselImage1: [fileTypeNotAllowedMessage('image')] }],
      [{ vesselImage2: { id: pending.file.id } }, { vesselImage2: [uploadMessages.fileNotUploaded] }],
      [{ vesselImage1: { id: 999_999 } }, { vesselImage1: [fileMessages.notFound] }],
      [{ vesselImage2: { id: deleted.id } }, { vesselImage2: [fileMessages.deleted] }],
      [{ name: 'Renamed', vesselImage1: { id: 'x' } }, { 'vesselImage1.id': [expect.any(String)] }],
    ];
    for (const [body, answer] of cases) {
      const res = await putVessel(user.headers, vessel.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    const stored = (await storedVessel(db, vessel.id)).vessel;
    expect([stored.name, stored.vesselImage1FileId, stored.vesselImage2FileId]).toEqual([
      vessel.name,
      current.id,
      null,
    ]);
  });

  it('a copied vessel gets copies of the image files; either vessel can then change its own', async () => {
    const user = await t.signIn(Role.USER);
    const db = t.database.db;
    const png = await uploadFile(t.app, user.headers, { name: 'bridge.png' });
    const jpg = await uploadFile(t.app, user.headers, { name: 'deck.jpg' });
    const source = await buildVessel(db, { vesselImage1FileId: png.id, vesselImage2FileId: jpg.id });
    const target = await buildProject(db);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vessels/${source.id}/copy`,
      headers: user.headers,
      payload: { project: { id: target.id } },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json() as Vessel;
    expect(copy.vesselImage1).toMatchObject({ name: 'bridge.png', mimeType: 'image/png' });
    expect(copy.vesselImage2).toMatchObject({ name: 'deck.jpg', mimeType: 'image/jpeg' });
    expect([copy.vesselImage1!.id, copy.vesselImage2!.id]).not.toContain(png.id);
    expect([copy.vesselImage1!.id, copy.vesselImage2!.id]).not.toContain(jpg.id);
    expect(copy.vesselImage1!.id).not.toBe(copy.vesselImage2!.id);
    expect(await downloaded(copy.vesselImage1!.fileUrl)).toEqual(sampleFiles.png);
    expect(await downloaded(copy.vesselImage2!.fileUrl)).toEqual(sampleFiles.jpg);

    const cleared = await putVessel(user.headers, copy.id, { vesselImage1: { id: null } });
    expect(cleared.json()).toMatchObject({ vesselImage1: null });
    const sourceRead = (await t.app.inject({ url: `/api/vessels/${source.id}`, headers: user.headers })).json();
    expect([sourceRead.vesselImage1.id, sourceRead.vesselImage2.id]).toEqual([png.id, jpg.id]);
    expect(await downloaded(sourceRead.vesselImage1.fileUrl)).toEqual(sampleFiles.png);
  });
});

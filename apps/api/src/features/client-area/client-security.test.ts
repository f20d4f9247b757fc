import { FormStatus, messages, Role } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { createDecoder } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { buildVessel } from '../../../test/factories.ts';
import {
  buildParticulars,
  buildQuestionnaire,
  clientHeaders,
  type Headers,
  storedParticulars,
  storedQuestionnaire,
} from '../../../test/factories-client-area.ts';
import { sampleFiles, temporaryDataDir, uploadFile } from '../../../test/factories-files.ts';
import { storedVessel } from '../../../test/factories-vessels.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { files, particulars, questionnaires } from '../../db/schema/index.ts';
import { newClientAccess } from '../../lib/form-sharing.ts';

const decodeJwt = createDecoder();

const t = useTestApp({ dataDir: temporaryDataDir() });
const db = () => t.database.db;

type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object };

function call(headers: Headers | undefined, { method, url, payload }: Call) {
  return t.app.inject({ method, url, headers, payload });
}

/** A vessel with a published questionnaire and particulars, a staff file, and a client signed in to each form. */
async function scene() {
  const staff = await t.signIn(Role.ADMIN);
  const vessel = await buildVessel(db(), { name: 'Nordic Star' });
  const questionnaire = await buildQuestionnaire(db(), vessel.id);
  const particularsForm = await buildParticulars(db(), vessel.id);
  const staffFile = await uploadFile(t.app, staff.headers, { name: 'plan.pdf' });
  const items = (await storedQuestionnaire(db(), questionnaire.id)).items;
  return {
    staff,
    vessel,
    questionnaire,
    particulars: particularsForm,
    staffFile,
    visibleItem: items.find((item) => !item.hide)!,
    hiddenItem: items.find((item) => item.hide)!,
    questionnaireClient: await clientHeaders(t.app, questionnaire),
    particularsClient: await clientHeaders(t.app, particularsForm.form),
  };
}
type Scene = Awaited<ReturnType<typeof scene>>;

/** Everything a client call could change, to compare before and after. */
async function snapshot(s: Scene) {
  return {
    vessel: await storedVessel(db(), s.vessel.id),
    questionnaire: await storedQuestionnaire(db(), s.questionnaire.id),
    particulars: await storedParticulars(db(), s.particulars.form.id),
    files: await db().select().from(files).orderBy(files.id),
  };
}

function clientCalls(s: Scene) {
  const pdf = { name: 'survey.pdf', contentSize: sampleFiles.pdf!.length, mimeType: 'application/pdf' };
  return {
    questionnaire: [
      { method: 'GET', url: '/api/client/questionnaire' },
      {
        method: 'PUT',
        url: '/api/client/questionnaire',
        payload: { formItems: [{ id: s.visibleItem.id, value: 'changed' }], existingEnergySavingTechnologies: 'x' },
      },
    ] as Call[],
    particulars: [
      { method: 'GET', url: '/api/client/particulars' },
      {
        method: 'PUT',
        url: '/api/client/particulars',
        payload: { formItems: [{ id: s.particulars.items[0]!.id, responseText: 'changed', files: [] }] },
      },
      { method: 'POST', url: '/api/client/files', payload: pdf },
    ] as Call[],
  };
}

describe('client tokens outside their form', () => {
  it('answer 403 on staff routes and change nothing', async () => {
    const s = await scene();
    const before = await snapshot(s);
    const staffCalls: Call[] = [
      { method: 'GET', url: `/api/vessels/${s.vessel.id}` },
      { method: 'PUT', url: `/api/vessels/${s.vessel.id}`, payload: { name: 'Hijacked' } },
      { method: 'GET', url: `/api/vessels/${s.vessel.id}/questionnaire` },
      {
        method: 'PUT',
        url: `/api/vessels/${s.vessel.id}/questionnaire`,
        payload: { status: FormStatus.Complete, formItems: [{ id: s.hiddenItem.id, hide: false }] },
      },
      { method: 'GET', url: `/api/vessels/${s.vessel.id}/particulars` },
      { method: 'GET', url: `/api/files/${s.staffFile.id}` },
      { method: 'POST', url: '/api/files', payload: { name: 'x.pdf', contentSize: 10, mimeType: 'application/pdf' } },
      { method: 'GET', url: '/api/customers' },
    ];
    for (const headers of [s.questionnaireClient, s.particularsClient]) {
      for (const staffCall of staffCalls) {
        const res = await call(headers, staffCall);
        expect(res.statusCode, `${staffCall.method} ${staffCall.url}`).toBe(403);
        expect(res.json()).toEqual({ error: messages.forbidden });
      }
    }
    expect(await snapshot(s)).toEqual(before);
  });

  it("answer 403 on the other kind of form's routes and change nothing", async () => {
    const s = await scene();
    const before = await snapshot(s);
    const calls = clientCalls(s);
    for (const [headers, foreign] of [
      [s.questionnaireClient, calls.particulars],
      [s.particularsClient, calls.questionnaire],
    ] as const) {
      for (const foreignCall of foreign) {
        const res = await call(headers, foreignCall);
        expect(res.statusCode, `${foreignCall.method} ${foreignCall.url}`).toBe(403);
        expect(res.json()).toEqual({ error: messages.forbidden });
      }
    }
    expect(await snapshot(s)).toEqual(before);
  });

  it('open only the form they name: a token cannot be pointed at another form', async () => {
    const s = await scene();
    const otherVessel = await buildVessel(db(), { name: 'Southern Cross', projectId: s.vessel.projectId });
    const other = await buildQuestionnaire(db(), otherVessel.id);
    const otherItem = (await storedQuestionnaire(db(), other.id)).items[0]!;
    const read = await call(s.questionnaireClient, { method: 'GET', url: '/api/client/questionnaire' });
    expect(read.json().vesselName).toBe('Nordic Star');

    // A token whose subject is edited to the other form no longer carries a valid signature.
    const [header, , signature] = s.questionnaireClient.authorization.slice('bearer '.length).split('.');
    const claims = { ...decodeJwt(s.questionnaireClient.authorization.slice(7)), sub: String(other.id) };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const res = await call({ authorization: `bearer ${forged}` }, { method: 'GET', url: '/api/client/questionnaire' });
    expect(res.statusCode).toBe(401);

    const before = await storedQuestionnaire(db(), other.id);
    const write = await call(s.questionnaireClient, {
      method: 'PUT',
      url: '/api/client/questionnaire',
      payload: { formItems: [{ id: otherItem.id, value: 'changed' }] },
    });
    expect(write.statusCode).toBe(400);
    expect(await storedQuestionnaire(db(), other.id)).toEqual(before);
  });

  it('stop working (401) once the form is set to Draft or gets a new link, and change nothing', async () => {
    for (const change of ['draft', 'newLink'] as const) {
      const s = await scene();
      const values = change === 'draft' ? { status: FormStatus.Draft } : { urlHash: newClientAccess().urlHash };
      await db().update(questionnaires).set(values).where(eq(questionnaires.id, s.questionnaire.id));
      await db().update(particulars).set(values).where(eq(particulars.id, s.particulars.form.id));
      const before = await snapshot(s);
      const calls = clientCalls(s);
      for (const [headers, own] of [
        [s.questionnaireClient, calls.questionnaire],
        [s.particularsClient, calls.particulars],
      ] as const) {
        for (const ownCall of own) {
          const res = await call(headers, ownCall);
          expect(res.statusCode, `${change}: ${ownCall.method} ${ownCall.url}`).toBe(401);
          expect(res.json()).toEqual({ error: messages.unauthorized });
        }
      }
      expect(await snapshot(s)).toEqual(before);
    }
  });

  it('keep working when the form only changes status between Published and Complete (read-only then)', async () => {
    const s = await scene();
    await db()
      .update(questionnaires)
      .set({ status: FormStatus.Complete })
      .where(eq(questionnaires.id, s.questionnaire.id));
    const before = await snapshot(s);
    const read = await call(s.questionnaireClient, { method: 'GET', url: '/api/client/questionnaire' });
    expect(read.statusCode).toBe(200);
    const write = await call(s.questionnaireClient, clientCalls(s).questionnaire[1]!);
    expect(write.statusCode).toBe(409);
    expect(await snapshot(s)).toEqual(before);
  });
});

describe('the client routes', () => {
  it('answer 401 without a token or with a bad one, and 403 to staff of any role, changing nothing', async () => {
    const s = await scene();
    const user = await t.signIn(Role.USER);
    const before = await snapshot(s);
    const calls = clientCalls(s);
    for (const clientCall of [...calls.questionnaire, ...calls.particulars]) {
      const what = `${clientCall.method} ${clientCall.url}`;
      const anonymous = await call(undefined, clientCall);
      expect(anonymous.statusCode, what).toBe(401);
      expect(anonymous.json()).toEqual({ error: messages.unauthorized });
      expect((await call({ authorization: 'bearer not-a-token' }, clientCall)).statusCode, what).toBe(401);
      for (const headers of [s.staff.headers, user.headers]) {
        const res = await call(headers, clientCall);
        expect(res.statusCode, what).toBe(403);
        expect(res.json()).toEqual({ error: messages.forbidden });
      }
    }
    expect(await snapshot(s)).toEqual(before);
  });

  it('never send hidden items, and refuse to set them', async () => {
    const s = await scene();
    const read = await call(s.questionnaireClient, { method: 'GET', url: '/api/client/questionnaire' });
    const ids = read
      .json()
      .formSections.flatMap((section: { formItems: { id: number }[] }) => section.formItems.map((item) => item.id));
    expect(ids).toContain(s.visibleItem.id);
    expect(ids).not.toContain(s.hiddenItem.id);
    expect(read.body).not.toContain(s.hiddenItem.title);
    const before = await snapshot(s);
    const write = await call(s.questionnaireClient, {
      method: 'PUT',
      url: '/api/client/questionnaire',
      payload: { formItems: [{ id: s.hiddenItem.id, value: 'overwritten' }] },
    });
    expect(write.statusCode).toBe(400);
    expect(await snapshot(s)).toEqual(before);
  });
});

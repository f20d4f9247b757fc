// Test setup of the client-area tests: forms straight in the database, so they do not depend on
// how the questionnaires and particulars features create them.
import { FormStatus } from '@backoffice/contracts';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import {
  particulars,
  particularsItemFiles,
  particularsItems,
  questionnaireItems,
  questionnaireSections,
  questionnaires,
} from '../src/db/schema/index.ts';
import { newClientAccess } from '../src/lib/form-sharing.ts';

export type Headers = { authorization: string };

export interface ItemSpec {
  title: string;
  value?: string | null;
  valueExample?: string | null;
  hide?: boolean;
  mappedTo?: string | null;
}

/**
 * A questionnaire of the vessel with the given sections and items (positions in the order given),
 * in place of the one the vessel was made with.
 */
export async function buildQuestionnaire(
  db: Db,
  vesselId: number,
  options: {
    status?: FormStatus;
    existingEnergySavingTechnologies?: string | null;
    sections?: { title: string; items: ItemSpec[] }[];
  } = {},
) {
  await db.delete(questionnaires).where(eq(questionnaires.vesselId, vesselId));
  const [form] = await db
    .insert(questionnaires)
    .values({
      vesselId,
      ...newClientAccess(),
      status: options.status ?? FormStatus.Published,
      existingEnergySavingTechnologies: options.existingEnergySavingTechnologies ?? null,
    })
    .returning();
  const sectionSpecs = options.sections ?? [
    {
      title: 'General vessel data',
      items: [
        { title: 'Vessel name', value: 'Nordic Star', valueExample: 'e.g. Maersk Alabama', mappedTo: 'vesselName' },
        { title: 'Internal note', value: 'staff only', hide: true },
        { title: 'IMO number', value: null, valueExample: '9876543', mappedTo: 'imoNumber' },
      ],
    },
    { title: 'Machinery', items: [{ title: 'Main engine maker', value: 'MAN' }] },
  ];
  for (const [sectionIndex, spec] of sectionSpecs.entries()) {
    // Inserted in reverse position order, so a test sees that answers are ordered by position.
    const [section] = await db
      .insert(questionnaireSections)
      .values({ questionnaireId: form!.id, title: spec.title, position: sectionIndex })
      .returning();
    for (const [position, item] of [...spec.items.entries()].reverse()) {
      await db.insert(questionnaireItems).values({
        questionnaireId: form!.id,
        sectionId: section!.id,
        position,
        title: item.title,
        value: item.value ?? null,
        valueExample: item.valueExample ?? null,
        hide: item.hide ?? false,
        mappedTo: item.mappedTo ?? null,
      });
    }
  }
  return form!;
}

export async function storedQuestionnaire(db: Db, id: number) {
  const [form] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  const sections = await db
    .select()
    .from(questionnaireSections)
    .where(eq(questionnaireSections.questionnaireId, id))
    .orderBy(asc(questionnaireSections.id));
  const items = await db
    .select()
    .from(questionnaireItems)
    .where(eq(questionnaireItems.questionnaireId, id))
    .orderBy(asc(questionnaireItems.id));
  return { form: form!, sections, items };
}

/** A particulars form of the vessel with the given sections (positions in the order given), in place of its own. */
export async function buildParticulars(
  db: Db,
  vesselId: number,
  options: {
    status?: FormStatus;
    sections?: { title?: string | null; requestText: string; responseText?: string | null; fileIds?: number[] }[];
  } = {},
) {
  await db.delete(particulars).where(eq(particulars.vesselId, vesselId));
  const [form] = await db
    .insert(particulars)
    .values({ vesselId, ...newClientAccess(), status: options.status ?? FormStatus.Published })
    .returning();
  const specs = options.sections ?? [
    { title: 'Drawings', requestText: 'Please upload the general arrangement drawing.' },
    { title: null, requestText: 'Which paint system is on the hull?', responseText: 'Silicone' },
  ];
  const items = [];
  for (const [position, spec] of specs.entries()) {
    const [item] = await db
      .insert(particularsItems)
      .values({
        particularsId: form!.id,
        title: spec.title ?? null,
        requestText: spec.requestText,
        responseText: spec.responseText ?? null,
        position,
      })
      .returning();
    for (const [filePosition, fileId] of (spec.fileIds ?? []).entries()) {
      await db.insert(particularsItemFiles).values({ itemId: item!.id, fileId, position: filePosition });
    }
    items.push(item!);
  }
  return { form: form!, items };
}

export async function storedParticulars(db: Db, id: number) {
  const [form] = await db.select().from(particulars).where(eq(particulars.id, id));
  const items = await db
    .select()
    .from(particularsItems)
    .where(eq(particularsItems.particularsId, id))
    .orderBy(asc(particularsItems.id));
  const files = await db
    .select({ itemId: particularsItemFiles.itemId, fileId: particularsItemFiles.fileId })
    .from(particularsItemFiles)
    .innerJoin(particularsItems, eq(particularsItems.id, particularsItemFiles.itemId))
    .where(eq(particularsItems.particularsId, id))
    .orderBy(asc(particularsItemFiles.itemId), asc(particularsItemFiles.position));
  return { form: form!, items, files };
}

export function requestToken(app: App, body: object, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/client/token', payload: body, remoteAddress });
}

/** Signs in with the form's link and PIN and answers the client's `Authorization` headers. */
export async function clientHeaders(app: App, form: { urlHash: string; pinCode: string }): Promise<Headers> {
  const res = await requestToken(app, { urlHash: form.urlHash, pinCode: form.pinCode });
  if (res.statusCode !== 200) throw new Error(`client token answered ${res.statusCode}: ${res.body}`);
  return { authorization: `bearer ${res.json().bearerToken}` };
}

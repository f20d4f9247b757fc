import { reportTemplateMessages } from '@backoffice/contracts';
import type { TemplateData } from 'easy-template-x';
import { WorkerLimitExceeded, type WorkerLimits, WorkerPool } from '../../lib/worker-pool.ts';
import type { MakerPageData, VocabularyName } from './template-vocabulary.ts';

export type TemplateTask =
  | { kind: 'check'; template: Uint8Array; vocabulary: VocabularyName }
  | { kind: 'fill'; template: Uint8Array; data: TemplateData }
  | { kind: 'fillPage'; template: Uint8Array; data: TemplateData };

/**
 * Templates are checked and filled in worker processes (template.worker.ts), two at a time: a
 * template that takes long or much memory fails alone, at its limits, and the API keeps answering.
 * Checks of uploads hold one worker at most: the other is left to Word exports, which never wait
 * behind two uploaded templates (exports pass queued checks).
 */
const pool = new WorkerPool<TemplateTask, Uint8Array | string | null>(
  new URL('./template.worker.ts', import.meta.url),
  2,
  {
    timeoutMs: 30_000,
    maxOldGenerationSizeMb: 512,
  },
  60_000,
  { check: 1 },
);

/** Tests lower the limits to see a fill stopped; the heap limit applies to workers started afterwards. */
export function setTemplateLimits(limits: Partial<WorkerLimits>) {
  pool.setLimits(limits);
}

export const templateLimits = () => pool.currentLimits;

/** Checks and fills under way in a worker. */
export const templateTasksRunning = () => pool.running;

/** What a template that stopped at a limit reports; other failures keep their own message. */
function limitReason(err: unknown): Error {
  if (!(err instanceof WorkerLimitExceeded)) return err instanceof Error ? err : new Error(String(err));
  const { timeoutMs, maxOldGenerationSizeMb } = pool.currentLimits;
  return new Error(
    err.limit === 'time'
      ? reportTemplateMessages.fillTooLong(Math.round(timeoutMs / 1000))
      : reportTemplateMessages.fillTooLarge(maxOldGenerationSizeMb),
  );
}

async function filled(task: Extract<TemplateTask, { kind: 'fill' | 'fillPage' }>): Promise<Buffer> {
  try {
    const document = (await pool.run(task)) as Uint8Array;
    return Buffer.from(document.buffer, document.byteOffset, document.byteLength);
  } catch (err) {
    throw limitReason(err);
  }
}

/** Fills the template with the data in a worker; rejects with the reason when it cannot. */
export const fillTemplate = (template: Buffer, data: TemplateData) => filled({ kind: 'fill', template, data });

/**
 * Fills a maker's Word template with one technology's tags in a worker, and reads the result as a
 * page a report can hold (makerPageProblem); rejects with the reason when it cannot.
 */
export const fillMakerPage = (template: Buffer, data: MakerPageData) =>
  filled({ kind: 'fillPage', template, data: data as unknown as TemplateData });

/**
 * The first problem of an uploaded template (templateProblem with the tags of its kind, run in a
 * worker), or null when it can be used.
 */
export async function checkTemplate(template: Buffer, vocabulary: VocabularyName = 'report'): Promise<string | null> {
  try {
    return (await pool.run({ kind: 'check', template, vocabulary }, 'check')) as string | null;
  } catch (err) {
    return reportTemplateMessages.fillFails(limitReason(err).message);
  }
}

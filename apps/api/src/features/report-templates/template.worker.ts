import type { TemplateData } from 'easy-template-x';
import { answerTasks } from '../../lib/worker-pool.ts';
import { makerPageProblem } from './maker-page.ts';
import { templateProblem } from './template-check.service.ts';
import type { TemplateTask } from './template-fill.service.ts';
import { fillTemplateHere } from './template-handler.ts';
import { vocabularies } from './template-vocabulary.ts';

// The worker process of template-fill.service.ts: checks and fills templates off the API's event loop.

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Buffers arrive as Uint8Arrays; easy-template-x takes pictures and templates as Buffers only. */
function withBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array) return asBuffer(value);
  if (Array.isArray(value)) return value.map(withBuffers);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withBuffers(field)]));
  }
  return value;
}

/** A maker's page: the filled template, once it reads as a page a report can hold. */
async function makerPage(template: Buffer, data: TemplateData) {
  const page = await fillTemplateHere(template, data);
  const problem = await makerPageProblem(page);
  if (problem) throw new Error(problem);
  return page;
}

answerTasks<TemplateTask, Uint8Array | string | null>((task) => {
  const template = asBuffer(task.template);
  if (task.kind === 'check') return templateProblem(template, vocabularies[task.vocabulary]);
  const data = withBuffers(task.data) as TemplateData;
  return task.kind === 'fill' ? fillTemplateHere(template, data) : makerPage(template, data);
});

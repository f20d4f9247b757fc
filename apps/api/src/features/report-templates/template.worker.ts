import type { TemplateData } from 'easy-template-x';
import { answerTasks } from '../../lib/worker-pool.ts';
import { templateProblem } from './template-check.service.ts';
import type { TemplateTask } from './template-fill.service.ts';
import { fillTemplateHere } from './template-handler.ts';

// The worker thread of template-fill.service.ts: checks and fills templates off the API's event loop.

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

answerTasks<TemplateTask, Uint8Array | string | null>((task) =>
  task.kind === 'check'
    ? templateProblem(asBuffer(task.template))
    : fillTemplateHere(asBuffer(task.template), withBuffers(task.data) as TemplateData),
);

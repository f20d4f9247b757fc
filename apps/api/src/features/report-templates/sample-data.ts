import type { TemplateData } from 'easy-template-x';
import { reportLoops, reportTags, type TagDefinition } from './template-tags.ts';

/** A 1×1 transparent PNG: the picture of every image tag in a test fill. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function sampleValue(tag: TagDefinition) {
  if (tag.kind === 'condition') return true;
  if (tag.kind === 'image')
    return { _type: 'image' as const, source: onePixelPng, format: 'image/png' as const, width: 10, height: 10 };
  return tag.example;
}

const valuesOf = (tags: readonly TagDefinition[]) =>
  Object.fromEntries(tags.map((tag) => [tag.name, sampleValue(tag)]));

/** Every tag filled with its guide example, every loop with two rows: what an upload is test-filled with. */
export function sampleTemplateData(): TemplateData {
  return {
    ...valuesOf(reportTags),
    ...Object.fromEntries(reportLoops.map((loop) => [loop.name, [valuesOf(loop.fields), valuesOf(loop.fields)]])),
  } as TemplateData;
}

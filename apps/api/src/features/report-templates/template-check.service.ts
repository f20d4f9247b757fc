import { TagDisposition } from 'easy-template-x';
import { sampleTemplateData } from './sample-data.ts';
import { fillTemplate, templateTags } from './template-fill.service.ts';
import { loopsByName, reportTags, tagNames } from './template-tags.ts';

/** Why a template cannot be used, in words a consultant can act on; the tag is named as written. */
export const templateMessages = {
  notWord: 'The file is not a Word document (docx) that can be read',
  unreadable: (reason: string) => `The template cannot be read: ${reason}`,
  unknownTag: (raw: string) => `Unknown tag ${raw}: the template guide lists the tags`,
  notALoop: (raw: string) => `${raw} is not a loop or a condition: write it without # or /`,
  isALoop: (raw: string, name: string) => `${raw} is a loop: write {#${name}}…{/${name}}`,
  neverClosed: (raw: string) => `${raw} is never closed: end it with {/${raw.slice(2, -1)}}`,
  closesNothing: (raw: string) => `${raw} closes no open loop or condition`,
  closedByOther: (open: string, close: string) => `${open} is closed by ${close}`,
  fillFails: (reason: string) => `The template cannot be filled: ${reason}`,
} as const;

const conditionNames = new Set(reportTags.filter((tag) => tag.kind === 'condition').map((tag) => tag.name));

/** The names a tag may use inside the given open loops: their fields, then every outer name. */
function knownIn(openLoops: readonly string[], name: string) {
  if (tagNames.has(name)) return true;
  return openLoops.some((loop) => loopsByName.get(loop)?.fields.some((field) => field.name === name));
}

/**
 * Checks an uploaded report template: every tag known, every loop and condition opened and closed
 * in order, and a test fill with sample data. Answers the first problem, or null when it can be used.
 */
export async function templateProblem(template: Buffer): Promise<string | null> {
  let tags: Awaited<ReturnType<typeof templateTags>>;
  try {
    tags = await templateTags(template);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return /zip|docx|file type|malformed|central directory/i.test(reason)
      ? templateMessages.notWord
      : templateMessages.unreadable(reason);
  }
  const open: { name: string; raw: string }[] = [];
  for (const tag of tags) {
    const name = tag.name.trim();
    if (tag.disposition === TagDisposition.Close) {
      const opened = open.pop();
      if (!opened) return templateMessages.closesNothing(tag.rawText);
      if (name && name !== opened.name) return templateMessages.closedByOther(opened.raw, tag.rawText);
      continue;
    }
    const isContainer = loopsByName.has(name) || conditionNames.has(name);
    if (tag.disposition === TagDisposition.Open) {
      if (!isContainer)
        return knownIn(
          open.map((o) => o.name),
          name,
        )
          ? templateMessages.notALoop(tag.rawText)
          : templateMessages.unknownTag(tag.rawText);
      open.push({ name, raw: tag.rawText });
      continue;
    }
    if (loopsByName.has(name)) return templateMessages.isALoop(tag.rawText, name);
    if (
      !knownIn(
        open.map((o) => o.name),
        name,
      )
    )
      return templateMessages.unknownTag(tag.rawText);
  }
  const unclosed = open.pop();
  if (unclosed) return templateMessages.neverClosed(unclosed.raw);
  try {
    await fillTemplate(template, sampleTemplateData());
  } catch (err) {
    return templateMessages.fillFails(err instanceof Error ? err.message : String(err));
  }
  return null;
}

import { limits, reportTemplateMessages as templateMessages } from '@backoffice/contracts';
import { type Tag, TagDisposition } from 'easy-template-x';
import { NotAZip, unpacksBeyond } from '../../lib/unpacked-size.ts';
import { sampleTemplateData } from './sample-data.ts';
import { fillTemplateHere, templateTags } from './template-handler.ts';
import { templateShapeProblem } from './template-shape.ts';
import type { TemplateVocabulary } from './template-vocabulary.ts';

export { templateMessages };

interface OpenTag {
  name: string;
  raw: string;
  isLoop: boolean;
}

/** The names a tag may use inside the given open loops: their fields, then every outer name. */
function knownIn({ tagNames, loopsByName }: TemplateVocabulary, open: readonly OpenTag[], name: string) {
  if (tagNames.has(name)) return true;
  return open.some((tag) => tag.isLoop && loopsByName.get(tag.name)?.fields.some((field) => field.name === name));
}

/**
 * The open tag a new loop or condition may not be inside, if any. A loop repeats its content once
 * per row, so a loop inside a loop multiplies them: it may only be inside a loop whose rows hold it
 * as a field (as the data nests; none of the tag list's loops holds another today). A condition
 * shows its content once, but inside itself it only deepens the template.
 */
function forbiddenOuter(
  { loopsByName }: TemplateVocabulary,
  open: readonly OpenTag[],
  name: string,
  isLoop: boolean,
): OpenTag | undefined {
  if (!isLoop) return open.find((tag) => tag.name === name);
  const outerLoop = open.findLast((tag) => tag.isLoop);
  if (!outerLoop) return undefined;
  const holds = loopsByName.get(outerLoop.name)?.fields.some((field) => field.name === name);
  return holds ? undefined : outerLoop;
}

/**
 * The first misplaced tag: unknown, a loop written as text (or text as a loop), a loop or
 * condition never closed, closed by another or nested where the data does not nest. One pass over
 * the tags, the open ones on a stack whose depth the nesting rule bounds.
 */
function tagProblem(tags: readonly Tag[], vocabulary: TemplateVocabulary): string | null {
  const open: OpenTag[] = [];
  const known = (name: string) => knownIn(vocabulary, open, name);
  for (const tag of tags) {
    const name = tag.name.trim();
    if (tag.disposition === TagDisposition.Close) {
      const opened = open.pop();
      if (!opened) return templateMessages.closesNothing(tag.rawText);
      if (name && name !== opened.name) return templateMessages.closedByOther(opened.raw, tag.rawText);
      continue;
    }
    const isLoop = vocabulary.loopsByName.has(name);
    if (tag.disposition === TagDisposition.Open) {
      // A condition of a loop's rows (`{#Has maker}`) only inside that loop.
      if (!isLoop && !(vocabulary.conditionNames.has(name) && known(name)))
        return known(name) ? templateMessages.notALoop(tag.rawText) : templateMessages.unknownTag(tag.rawText);
      const outer = forbiddenOuter(vocabulary, open, name, isLoop);
      if (outer) return templateMessages.nestedIn(tag.rawText, outer.raw);
      open.push({ name, raw: tag.rawText, isLoop });
      continue;
    }
    if (isLoop) return templateMessages.isALoop(tag.rawText, name);
    if (!known(name)) return templateMessages.unknownTag(tag.rawText);
  }
  const unclosed = open.pop();
  if (unclosed) return templateMessages.neverClosed(unclosed.raw);
  return null;
}

/**
 * Checks an uploaded template against the tags of its kind (a report template, a maker's page): its
 * parts unpack to at most limits.maxTemplateUnpackedBytes (counted as they unpack), its XML parts
 * hold at most limits.maxTemplateTags tags and nest at most limits.maxTemplateXmlDepth deep
 * (templateShapeProblem, before they are parsed), every tag known and in its place (tagProblem), a
 * test fill with sample data works and the filled document is what its kind must be (a maker's
 * page: one another document can hold). Every step is linear in the template: the nesting rule
 * keeps the test fill from multiplying. Answers the first problem, or null when it can be used. Runs in a worker (checkTemplate of template-fill.service.ts).
 */
export async function templateProblem(template: Buffer, vocabulary: TemplateVocabulary): Promise<string | null> {
  try {
    if (unpacksBeyond(template, limits.maxTemplateUnpackedBytes)) return templateMessages.tooLarge;
  } catch (err) {
    if (err instanceof NotAZip) return templateMessages.notWord;
    throw err;
  }
  const shapeProblem = templateShapeProblem(template);
  if (shapeProblem) return shapeProblem;
  let tags: Tag[];
  try {
    tags = await templateTags(template);
  } catch (err) {
    if (isStackOverflow(err)) return templateMessages.tooDeep;
    const reason = err instanceof Error ? err.message : String(err);
    return /zip|docx|file type|malformed|central directory/i.test(reason)
      ? templateMessages.notWord
      : templateMessages.unreadable(reason);
  }
  const problem = tagProblem(tags, vocabulary);
  if (problem) return problem;
  let filled: Buffer;
  try {
    filled = await fillTemplateHere(template, await sampleTemplateData(vocabulary));
  } catch (err) {
    if (isStackOverflow(err)) return templateMessages.tooDeep;
    return templateMessages.fillFails(err instanceof Error ? err.message : String(err));
  }
  return (await vocabulary.filledProblem?.(filled)) ?? null;
}

/**
 * easy-template-x builds its tree recursively: XML deeper than the scan saw (in a part whose name
 * does not say XML) overflows the worker's stack, which says nothing to an admin.
 */
const isStackOverflow = (err: unknown) => err instanceof RangeError && /call stack/i.test(err.message);

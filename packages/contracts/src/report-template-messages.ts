// Apart from report-templates.ts, which builds schemas: these are plain texts.
import { formatFileSize, formatLimit } from './format.ts';
import { limits } from './limits.ts';

/**
 * Why a report template cannot be used: on `file` when it is uploaded (400), after 'The report
 * template cannot be filled: ' when an export fails (422). A tag is named as written.
 */
export const reportTemplateMessages = {
  notWord: 'The file is not a Word document (docx) that can be read',
  unreadable: (reason: string) => `The template cannot be read: ${reason}`,
  tooLarge: `The template is too large: its parts may unpack to at most ${formatFileSize(limits.maxTemplateUnpackedBytes)}`,
  tooManyTags: `The template has more than ${formatLimit(limits.maxTemplateTags)} tags`,
  tooDeep: `The template is nested too deeply: its parts may nest at most ${formatLimit(limits.maxTemplateXmlDepth)} levels`,
  unknownTag: (raw: string) => `Unknown tag ${raw}: the template guide lists the tags`,
  notALoop: (raw: string) => `${raw} is not a loop or a condition: write it without # or /`,
  isALoop: (raw: string, name: string) => `${raw} is a loop: write {#${name}}…{/${name}}`,
  neverClosed: (raw: string) => `${raw} is never closed: end it with {/${raw.slice(2, -1)}}`,
  closesNothing: (raw: string) => `${raw} closes no open loop or condition`,
  closedByOther: (open: string, close: string) => `${open} is closed by ${close}`,
  /** A loop inside a loop that does not hold it, or a condition inside itself: each would repeat the other. */
  nestedIn: (raw: string, outer: string) =>
    `${raw} cannot be inside ${outer}: write {/${outer.slice(2, -1)}} before it`,
  fillFails: (reason: string) => `The template cannot be filled: ${reason}`,
  /** Reasons of fillFails and of the export's 422: the fill was stopped at a limit. */
  fillTooLong: (seconds: number) => `it takes longer than ${seconds} s`,
  fillTooLarge: (megabytes: number) => `it needs more than ${megabytes} MB of memory`,
  /** A maker's Word template whose filled body names what another document cannot take in. */
  makerPageHolds: (what: string) =>
    `The template holds ${what}, which a maker's page cannot carry: it may hold text, tables, pictures (PNG, JPEG, GIF, BMP or SVG) and links`,
} as const;

import { makerPageProblem } from './maker-page.ts';
import {
  type LoopDefinition,
  type LoopRows,
  type ReportTemplateData,
  reportLoops,
  reportTags,
  type TagDefinition,
  type TagValues,
  technologyFacts,
} from './template-tags.ts';

/**
 * What one kind of template may use (its tags and loops, by name for the upload check) and what a
 * filled one must be besides (a maker's page: a body another document can hold).
 */
export interface TemplateVocabulary {
  tags: readonly TagDefinition[];
  loops: readonly LoopDefinition[];
  tagNames: ReadonlySet<string>;
  loopsByName: ReadonlyMap<string, LoopDefinition>;
  /** The conditions: of the template, and of a loop's rows (`{#Has maker}` inside `{#Technologies}`). */
  conditionNames: ReadonlySet<string>;
  filledProblem?: (filled: Buffer) => Promise<string | null>;
}

function vocabulary(
  tags: readonly TagDefinition[],
  loops: readonly LoopDefinition[],
  filledProblem?: TemplateVocabulary['filledProblem'],
): TemplateVocabulary {
  return {
    tags,
    loops,
    tagNames: new Set(tags.map((tag) => tag.name)),
    loopsByName: new Map(loops.map((l) => [l.name, l])),
    conditionNames: new Set(
      [...tags, ...loops.flatMap((l) => l.fields)].filter((tag) => tag.kind === 'condition').map((tag) => tag.name),
    ),
    filledProblem,
  };
}

type ReportTagName = (typeof reportTags)[number]['name'];

/** The report's own tags a maker's page may use besides the technology's: text only, no loops. */
const makerPageReportTagNames = [
  'Company name',
  'Report name',
  'Report date',
  'Client name',
  'Project name',
  'Vessel name',
  'Vessel type',
  'Contact name',
] as const satisfies readonly ReportTagName[];

type MakerPageReportTag = Extract<(typeof reportTags)[number], { name: (typeof makerPageReportTagNames)[number] }>;

const makerPageReportTags = makerPageReportTagNames.map(
  (name) => reportTags.find((tag) => tag.name === name) as MakerPageReportTag,
);

/** Every tag a maker's Word template may use: one technology's facts and the report's names. */
export const makerPageTags = [...makerPageReportTags, ...technologyFacts];

/** What a maker's Word template is filled with. */
export type MakerPageData = TagValues<typeof makerPageTags>;

type TechnologyRow = LoopRows<'Technologies'>[number];
const technologyFactNames = technologyFacts.map((tag) => tag.name);

const picked = <Values, Key extends keyof Values>(values: Values, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<Values, Key>;

/** A technology's maker page data: the row's facts and the report's names. */
export const makerPageValues = (data: ReportTemplateData, row: TechnologyRow): MakerPageData => ({
  ...picked(data, makerPageReportTagNames),
  ...picked(row, technologyFactNames),
});

export const vocabularies = {
  report: vocabulary(reportTags, reportLoops),
  makerPage: vocabulary(makerPageTags, [], makerPageProblem),
} as const;

export type VocabularyName = keyof typeof vocabularies;

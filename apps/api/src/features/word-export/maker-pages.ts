import { type IncludedTechnology, type Report, reportTypes } from '@backoffice/contracts';
import { AppError } from '../../lib/errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { fillMakerPage, makerPageValues, type ReportTemplateData } from '../report-templates/index.ts';
import { makerOffers } from '../reports/index.ts';

export const makerPageMessages = {
  unreadable: (maker: string, technology: string) =>
    `The Word template of ${maker} for ${technology} cannot be read; upload it again under Technologies → ${technology} → Makers`,
  fillFailed: (maker: string, technology: string, reason: string) =>
    `The Word template of ${maker} for ${technology} cannot be filled: ${reason}`,
} as const;

/**
 * A solution design's technologies whose chosen maker has a Word template get that template, filled
 * with the technology's tags in a worker, as their page (`{Maker page}` in the Technologies loop); the
 * others keep the generic page. From the second technology on, a maker's page starts a new page. A
 * template that cannot be read or filled fails the export (422), naming the maker and the technology.
 * `data.Technologies` holds a row per included technology, in their order.
 */
export async function addMakerPages(
  deps: FeatureDeps,
  report: Report,
  included: IncludedTechnology[],
  data: ReportTemplateData,
): Promise<void> {
  if (report.type !== reportTypes.SolutionDesignReport) return;
  const offers = await makerOffers(
    deps.db,
    included.map((t) => t.technology.id),
  );
  const templateIds = included.map(
    (t) =>
      offers.find((offer) => offer.technologyId === t.technology.id && offer.makerId === t.technologyMaker?.id)
        ?.wordTemplateFileId ?? null,
  );
  if (templateIds.every((id) => id === null)) return;
  const stored = await deps.files.readContents(deps.db, templateIds);
  for (const [index, technology] of included.entries()) {
    const fileId = templateIds[index];
    if (fileId === null || fileId === undefined) continue;
    const maker = technology.technologyMaker!.name;
    const name = technology.technology.name;
    const template = stored.get(fileId)?.content;
    if (!template) throw new AppError(422, makerPageMessages.unreadable(maker, name));
    const row = data.Technologies[index]!;
    let document: Buffer;
    try {
      document = await fillMakerPage(template, makerPageValues(data, row));
    } catch (err) {
      throw new AppError(
        422,
        makerPageMessages.fillFailed(maker, name, err instanceof Error ? err.message : String(err)),
      );
    }
    row['Has maker page'] = true;
    row['Lacks maker page'] = false;
    row['Maker page'] = { _type: 'makerPage', document, pageBreakBefore: index > 0 };
  }
}

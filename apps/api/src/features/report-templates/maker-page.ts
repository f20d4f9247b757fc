import {
  officeMarkup,
  RelType,
  type ScopeData,
  type Tag,
  TagPlacement,
  type TemplateContext,
  TemplatePlugin,
  TemplateSyntaxError,
  type XmlGeneralNode,
  xml,
} from 'easy-template-x';
import {
  declaredNamespaces,
  elementsOf,
  localOf,
  type MakerPageBody,
  prefixOf,
  readMakerPage,
} from './maker-page-body.ts';
import { carryLists, type ListTarget, listTarget } from './maker-page-lists.ts';

export { makerPageProblem } from './maker-page-body.ts';

/** A maker's page in a report's data: the maker's Word template filled with one technology's tags. */
export type MakerPageContent = {
  _type: 'makerPage';
  /** The filled template (docx). */
  document: Buffer;
  /** Whether the page starts a new page of the report. */
  pageBreakBefore: boolean;
};

/** What the plugin learns of the report once per fill: its style ids, its numbering, the drawings' next id. */
interface ReportFacts {
  styleIds: Set<string>;
  lists: ListTarget | null;
  nextDrawingId: number;
}

async function reportFacts(context: TemplateContext): Promise<ReportFacts> {
  const known = context.pluginContext.makerPage as ReportFacts | undefined;
  if (known) return known;
  const { mainDocument, rawZipFile } = context.docx;
  const stylesRel = (await mainDocument.rels.list()).find((rel) => rel.type === RelType.Styles);
  const styleIds = new Set<string>();
  if (stylesRel) {
    const styles = xml.parser.parse(
      await rawZipFile.getFile(mainDocument.rels.absoluteTargetPath(stylesRel.target)).getContentText(),
    );
    for (const element of elementsOf(styles)) {
      if (localOf(element.nodeName) !== 'style') continue;
      const id = Object.entries(element.attributes ?? {}).find(([name]) => localOf(name) === 'styleId')?.[1];
      if (id) styleIds.add(id);
    }
  }
  // Far above the ids easy-template-x gives the report's own pictures, which count on from the highest.
  const facts = { styleIds, lists: await listTarget(context.docx), nextDrawingId: 1_000_000 };
  context.pluginContext.makerPage = facts;
  return facts;
}

/** Copies the pictures the page shows into the report and points its links and pictures at the report's relationships. */
async function carryReferences(page: MakerPageBody, context: TemplateContext) {
  const { docx, currentPart } = context;
  for (const { element, attribute, rel, pictureType, path } of page.references) {
    let id: string;
    if (rel.targetMode === 'External') {
      id = await currentPart.rels.add(rel.target, rel.type, 'External');
    } else {
      const bytes = await page.docx.rawZipFile.getFile(path!).getContentBinary<Buffer>();
      const added = await docx.mediaFiles.add(bytes, pictureType!);
      await docx.contentTypes.ensureContentType(pictureType!);
      id = await currentPart.rels.add(added, RelType.Image);
    }
    element.attributes![attribute] = id;
  }
}

/**
 * Fits the page to the report: style ids the report lacks are left out (the text takes the report's
 * look), lists get the report's numbering, pictures new ids.
 */
async function fitToReport(page: MakerPageBody, facts: ReportFacts) {
  const { w } = page;
  const styleTags = new Set([`${w}:pStyle`, `${w}:rStyle`, `${w}:tblStyle`]);
  for (const element of page.nodes.flatMap(elementsOf)) {
    if (styleTags.has(element.nodeName) && !facts.styleIds.has(element.attributes?.[`${w}:val`] ?? '')) {
      xml.modify.remove(element);
    } else if (localOf(element.nodeName) === 'docPr') {
      element.attributes = { ...element.attributes, id: String(facts.nextDrawingId++) };
    }
  }
  await carryLists(page, facts.lists);
}

/** The properties that come before `pageBreakBefore` in a paragraph's properties. */
const beforePageBreak = ['pStyle', 'keepNext', 'keepLines'];

/** Starts the page on a new page: its first paragraph breaks before it, or a paragraph of no height is put first. */
function breakBefore(page: MakerPageBody) {
  const { w } = page;
  const first = page.nodes[0];
  const create = (name: string, children: XmlGeneralNode[] = []) => {
    const node = xml.create.generalNode(`${w}:${name}`);
    for (const child of children) xml.modify.appendChild(node, child);
    return node;
  };
  if (first?.nodeName !== `${w}:p`) {
    const spacing = xml.create.generalNode(`${w}:spacing`, {
      attributes: { [`${w}:before`]: '0', [`${w}:after`]: '0', [`${w}:line`]: '20', [`${w}:lineRule`]: 'exact' },
    });
    page.nodes.unshift(create('p', [create('pPr', [create('pageBreakBefore'), spacing])]));
    return;
  }
  let properties = first.childNodes?.find((node) => node.nodeName === `${w}:pPr`) as XmlGeneralNode | undefined;
  if (!properties) {
    properties = create('pPr');
    xml.modify.insertChild(first, properties, 0);
  }
  const children = properties.childNodes ?? [];
  if (children.some((node) => node.nodeName === `${w}:pageBreakBefore`)) return;
  const at = children.findIndex((node) => !beforePageBreak.some((name) => node.nodeName === `${w}:${name}`));
  xml.modify.insertChild(properties, create('pageBreakBefore'), at === -1 ? children.length : at);
}

/**
 * Declares on each of the page's top elements the prefixes it uses that the report's part does not
 * declare alike, so the page reads the same wherever the report declares its own.
 */
function declareNamespaces(page: MakerPageBody, reportRoot: XmlGeneralNode) {
  const reportDeclares = declaredNamespaces(reportRoot);
  for (const node of page.nodes) {
    const used = new Set<string>();
    for (const element of elementsOf(node)) {
      used.add(prefixOf(element.nodeName));
      for (const name of Object.keys(element.attributes ?? {})) used.add(prefixOf(name));
    }
    for (const prefix of used) {
      const uri = page.namespaces.get(prefix);
      if (uri && reportDeclares.get(prefix) !== uri && !node.attributes?.[`xmlns:${prefix}`])
        node.attributes = { ...node.attributes, [`xmlns:${prefix}`]: uri };
    }
  }
}

/**
 * `{Maker page}`: puts the body of a filled maker's template in place of the tag's paragraph, as
 * easy-template-x's raw XML plugin puts raw XML, and brings along what the body refers to
 * (pictures, links, lists). Only the Word export's own data holds such a page.
 */
export class MakerPagePlugin extends TemplatePlugin {
  readonly contentType = 'makerPage';

  override async simpleTagReplacements(tag: Tag, data: ScopeData, context: TemplateContext): Promise<void> {
    if (tag.placement !== TagPlacement.TextNode)
      throw new TemplateSyntaxError(`${tag.rawText} must be in the text of a paragraph of its own`);
    const paragraph = officeMarkup.query.containingParagraphNode(tag.xmlTextNode);
    const content = data.getScopeData<MakerPageContent>();
    if (content?.document) {
      const page = await readMakerPage(Buffer.from(content.document));
      await carryReferences(page, context);
      await fitToReport(page, await reportFacts(context));
      if (content.pageBreakBefore) breakBefore(page);
      // A table cell ends with a paragraph, and so does a page put in one.
      if (page.nodes.at(-1)?.nodeName === `${page.w}:tbl`) page.nodes.push(xml.create.generalNode(`${page.w}:p`));
      declareNamespaces(page, (await context.currentPart.xmlRoot()) as XmlGeneralNode);
      for (const node of page.nodes) xml.modify.insertBefore(node, paragraph);
    }
    xml.modify.remove(paragraph);
  }
}

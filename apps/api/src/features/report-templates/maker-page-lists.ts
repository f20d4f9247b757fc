import { type Docx, type XmlGeneralNode, type XmlNode, xml } from 'easy-template-x';
import { declaredNamespaces, elementsOf, localOf, type MakerPageBody, prefixOf } from './maker-page-body.ts';

const wordNs = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const numberingRel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering';

/** A numbering part (the report's or a page's): its root and the prefix of its WordprocessingML names. */
interface Numbering {
  root: XmlGeneralNode;
  w: string;
}

/** The report's numbering, where the pages' lists are added, and the next free ids in it. */
export interface ListTarget extends Numbering {
  nextAbstractId: number;
  nextNumId: number;
}

async function numberingOf(docx: Docx): Promise<Numbering | null> {
  const part = await docx.mainDocument.getFirstPartByType(numberingRel);
  if (!part) return null;
  const root = (await part.xmlRoot()) as XmlGeneralNode;
  const w = [...declaredNamespaces(root)].find(([, uri]) => uri === wordNs)?.[0] ?? 'w';
  return { root, w };
}

const childrenNamed = ({ root, w }: Numbering, local: string) =>
  (root.childNodes ?? []).filter((node): node is XmlGeneralNode => node.nodeName === `${w}:${local}`);

const attributeOf = (node: XmlGeneralNode | undefined, attribute: string) => node?.attributes?.[attribute];

/**
 * The report's numbering part, opened once per fill (the fill saves it with the document), or null
 * when the report has none: the pages' lists then lose their bullets and numbers, not their text.
 */
export async function listTarget(docx: Docx): Promise<ListTarget | null> {
  const numbering = await numberingOf(docx);
  if (!numbering) return null;
  const { w } = numbering;
  const highest = (local: string, attribute: string) =>
    Math.max(0, ...childrenNamed(numbering, local).map((node) => Number(attributeOf(node, `${w}:${attribute}`)) || 0));
  return {
    ...numbering,
    nextAbstractId: highest('abstractNum', 'abstractNumId') + 1,
    nextNumId: highest('num', 'numId') + 1,
  };
}

/** Inserts the node before the first child named one of `before`, else last. */
function insertAmong(root: XmlGeneralNode, node: XmlNode, before: string[]) {
  const next = root.childNodes?.find((child) => before.includes(child.nodeName));
  if (next) xml.modify.insertBefore(node, next);
  else xml.modify.appendChild(root, node);
}

/** Parts of a list definition that name what only the maker's document has: its id, styles, picture bullets. */
const unshared = new Set(['nsid', 'numStyleLink', 'styleLink', 'lvlPicBulletId', 'pStyle']);

/** Copies the page's list `numId` into the report's numbering with new ids: the report's numId, or null. */
function copyList(from: Numbering, to: ListTarget, numId: string): string | null {
  const { w } = from;
  const num = childrenNamed(from, 'num').find((node) => attributeOf(node, `${w}:numId`) === numId);
  const abstractId = attributeOf(
    num?.childNodes?.find((node): node is XmlGeneralNode => node.nodeName === `${w}:abstractNumId`),
    `${w}:val`,
  );
  const abstract = childrenNamed(from, 'abstractNum').find(
    (node) => attributeOf(node, `${w}:abstractNumId`) === abstractId,
  );
  if (!abstract) return null;
  const copy = xml.create.cloneNode(abstract, true);
  for (const element of elementsOf(copy)) {
    if (prefixOf(element.nodeName) !== w || unshared.has(localOf(element.nodeName))) {
      if (element !== copy) xml.modify.remove(element);
      continue;
    }
    for (const attribute of Object.keys(element.attributes ?? {})) {
      if (prefixOf(attribute) !== w) delete element.attributes![attribute];
    }
  }
  const abstractNumId = String(to.nextAbstractId++);
  const newNumId = String(to.nextNumId++);
  copy.attributes = { [`${w}:abstractNumId`]: abstractNumId };
  insertAmong(to.root, copy, [`${w}:num`, `${w}:numIdMacAtCleanup`]);
  const reference = xml.create.generalNode(`${w}:abstractNumId`, { attributes: { [`${w}:val`]: abstractNumId } });
  const entry = xml.create.generalNode(`${w}:num`, { attributes: { [`${w}:numId`]: newNumId } });
  xml.modify.appendChild(entry, reference);
  insertAmong(to.root, entry, [`${w}:numIdMacAtCleanup`]);
  return newNumId;
}

/**
 * Gives the page's lists the report's numbering: each list the page uses is copied once, with new
 * ids, and its paragraphs name the copy. A list that cannot be copied (no numbering in the report,
 * other prefixes) leaves its paragraphs as plain ones.
 */
export async function carryLists(page: MakerPageBody, target: ListTarget | null) {
  const { w } = page;
  const lists = page.nodes.flatMap(elementsOf).filter((element) => element.nodeName === `${w}:numPr`);
  if (lists.length === 0) return;
  const from = await numberingOf(page.docx);
  const copied = new Map<string, string | null>();
  for (const list of lists) {
    const numIdNode = list.childNodes?.find((node): node is XmlGeneralNode => node.nodeName === `${w}:numId`);
    const numId = attributeOf(numIdNode, `${w}:val`);
    if (numId === '0') continue; // a paragraph taken out of its style's list
    if (numId !== undefined && from && target && from.w === w && target.w === w && !copied.has(numId))
      copied.set(numId, copyList(from, target, numId));
    const reportNumId = numId === undefined ? null : copied.get(numId);
    if (reportNumId) numIdNode!.attributes = { ...numIdNode!.attributes, [`${w}:val`]: reportNumId };
    else xml.modify.remove(list);
  }
}

import { reportTemplateMessages } from '@backoffice/contracts';
import { Docx, MimeType, type Relationship, RelType, type XmlGeneralNode, type XmlNode, xml } from 'easy-template-x';

/**
 * A filled maker's template read as a page another document can hold: the children of its body
 * (without its final section properties), the relationships they name, and what is left out
 * because it belongs to the maker's document alone (bookmarks, comments, section breaks).
 */

const wordNs = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const relationshipsNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const compatibilityNs = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
const relTypes = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

export const prefixOf = (name: string) => (name.includes(':') ? name.slice(0, name.indexOf(':')) : '');
export const localOf = (name: string) => name.slice(name.indexOf(':') + 1);

/** Every element of the tree, parents before children; walked without recursion. */
export function elementsOf(root: XmlNode): XmlGeneralNode[] {
  const found: XmlGeneralNode[] = [];
  const stack: XmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!xml.query.isGeneralNode(node)) continue;
    found.push(node);
    for (let i = (node.childNodes?.length ?? 0) - 1; i >= 0; i -= 1) stack.push(node.childNodes![i]!);
  }
  return found;
}

/** The prefixes an element declares, by prefix: `xmlns:w="…"` → w → the namespace. */
export function declaredNamespaces(node: XmlGeneralNode): Map<string, string> {
  const declared = new Map<string, string>();
  for (const [name, value] of Object.entries(node.attributes ?? {})) {
    if (name.startsWith('xmlns:')) declared.set(name.slice(6), value);
  }
  return declared;
}

const prefixFor = (namespaces: Map<string, string>, namespace: string, fallback: string) =>
  [...namespaces].find(([, uri]) => uri === namespace)?.[0] ?? fallback;

/** The picture formats a page carries, by file extension. */
const pictureTypes: Record<string, MimeType> = {
  png: MimeType.Png,
  jpg: MimeType.Jpeg,
  jpeg: MimeType.Jpeg,
  jpe: MimeType.Jpeg,
  gif: MimeType.Gif,
  bmp: MimeType.Bmp,
  svg: MimeType.Svg,
};

/** What a relationship the page names is, in the words of the refusal, when a page cannot carry it. */
function uncarried(rel: Relationship | undefined, pictureType: MimeType | undefined): string | null {
  if (!rel) return 'a reference to a part it does not have';
  if (rel.type === RelType.Link) return null;
  if (rel.type === RelType.Image) {
    if (pictureType || rel.targetMode === 'External') return null;
    return `a picture in ${rel.target.slice(rel.target.lastIndexOf('.') + 1).toUpperCase()} format`;
  }
  const kind = rel.type.startsWith(relTypes) ? rel.type.slice(relTypes.length) : rel.type;
  if (kind === 'chart') return 'a chart';
  if (kind.startsWith('diagram')) return 'a SmartArt graphic';
  if (kind === 'oleObject' || kind === 'package' || kind === 'aFChunk') return 'an embedded object';
  return `content of the kind ${kind}`;
}

/** An attribute that names a relationship of the page's part (`r:embed="rId5"`), with what it names. */
interface PageReference {
  element: XmlGeneralNode;
  attribute: string;
  rel: Relationship;
  /** The picture's format, for a picture stored in the document. */
  pictureType?: MimeType;
  /** The path of the picture's bytes in the maker's document. */
  path?: string;
}

export interface MakerPageBody {
  docx: Docx;
  /** The body's children, in order. */
  nodes: XmlGeneralNode[];
  /** The prefix of the main WordprocessingML namespace in the page (`w`). */
  w: string;
  /** The namespaces the page's document declares, by prefix. */
  namespaces: Map<string, string>;
  references: PageReference[];
}

/** Elements that mark places in the maker's document (bookmarks, comments, permissions, proofing): left out. */
const placeMarks = new Set([
  'bookmarkStart',
  'bookmarkEnd',
  'commentRangeStart',
  'commentRangeEnd',
  'commentReference',
  'permStart',
  'permEnd',
  'proofErr',
]);

/**
 * Reads the filled maker's document: its body without the final section properties, section breaks
 * and place marks, and without what its markup-compatibility says a reader may ignore (Word's
 * paragraph ids and the like, whose prefixes the report may not declare). Throws the refusal's text
 * when the body names something a page cannot carry: a footnote, a chart, an embedded object, a
 * picture in another format than PNG, JPEG, GIF, BMP or SVG.
 */
export async function readMakerPage(document: Buffer): Promise<MakerPageBody> {
  const docx = await Docx.load(document);
  const root = (await docx.mainDocument.xmlRoot()) as XmlGeneralNode;
  const namespaces = declaredNamespaces(root);
  const w = prefixFor(namespaces, wordNs, 'w');
  const ignorable = new Set(
    (root.attributes?.[`${prefixFor(namespaces, compatibilityNs, 'mc')}:Ignorable`] ?? '').split(/\s+/).filter(Boolean),
  );
  const body = root.childNodes?.find((node) => node.nodeName === `${w}:body`);
  const children = (body?.childNodes ?? []).filter(xml.query.isGeneralNode);
  const nodes = children.filter((node, i) => !(i === children.length - 1 && node.nodeName === `${w}:sectPr`));

  const leftOut: XmlGeneralNode[] = [];
  const relationshipPrefixes = new Set([prefixFor(namespaces, relationshipsNs, 'r')]);
  const all = nodes.flatMap(elementsOf);
  for (const element of all) {
    for (const [prefix, uri] of declaredNamespaces(element))
      if (uri === relationshipsNs) relationshipPrefixes.add(prefix);
  }
  const rels = new Map((await docx.mainDocument.rels.list()).map((rel) => [rel.id, rel]));
  const references: PageReference[] = [];
  for (const element of all) {
    const local = localOf(element.nodeName);
    const prefix = prefixOf(element.nodeName);
    if (ignorable.has(prefix) || (prefix === w && placeMarks.has(local))) leftOut.push(element);
    if (prefix === w && local === 'sectPr') leftOut.push(element);
    if (prefix === w && (local === 'footnoteReference' || local === 'endnoteReference'))
      throw new Error(
        reportTemplateMessages.makerPageHolds(local === 'footnoteReference' ? 'a footnote' : 'an endnote'),
      );
    for (const attribute of Object.keys(element.attributes ?? {})) {
      if (ignorable.has(prefixOf(attribute))) delete element.attributes![attribute];
      else if (relationshipPrefixes.has(prefixOf(attribute)) && element.attributes![attribute] !== '') {
        const rel = rels.get(element.attributes![attribute]!);
        const extension = rel?.target.slice(rel.target.lastIndexOf('.') + 1).toLowerCase() ?? '';
        const pictureType = rel?.type === RelType.Image ? pictureTypes[extension] : undefined;
        const problem = uncarried(rel, pictureType);
        if (problem) throw new Error(reportTemplateMessages.makerPageHolds(problem));
        const path =
          rel!.targetMode === 'External' ? undefined : docx.mainDocument.rels.absoluteTargetPath(rel!.target);
        references.push({ element, attribute, rel: rel!, pictureType, path });
      }
    }
  }
  for (const element of leftOut) xml.modify.remove(element);
  return { docx, nodes: nodes.filter((node) => !leftOut.includes(node)), w, namespaces, references };
}

/** The refusal's text when the filled maker's document cannot be a page of a report, else null. */
export async function makerPageProblem(filled: Buffer): Promise<string | null> {
  try {
    await readMakerPage(filled);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

import { limits, reportTemplateMessages as templateMessages } from '@backoffice/contracts';
import { Unzip, UnzipInflate } from 'fflate';

const lt = 0x3c;
const gt = 0x3e;
const slash = 0x2f;
const bang = 0x21;
const question = 0x3f;
const dash = 0x2d;
const bracket = 0x5b;
const closeBracket = 0x5d;
const quote = 0x22;
const apostrophe = 0x27;
const brace = 0x7b;

// Where the scan is: in text, just after `<`, in an open tag, in its quoted attribute value, in an
// end tag, in `<?…>` or `<!DOCTYPE…>`, in `<!--…-->`, in `<![CDATA[…]]>`.
const text = 0;
const markup = 1;
const openTag = 2;
const quoted = 3;
const endTag = 4;
const declaration = 5;
const comment = 6;
const cdata = 7;

/**
 * Counts the tag openings (each `{`, in text or in an attribute: easy-template-x reads both) and the
 * element depth of one XML part as its bytes arrive, without parsing it: easy-template-x turns the
 * XML into a tree recursively and finds its tags in a time that grows faster than their number.
 * Markup bytes are ASCII, which UTF-8 never uses inside a character, so bytes are read as they are.
 * Stray end tags do not lower the depth below none.
 */
export class XmlShapeScan {
  tagOpenings = 0;
  /** The most elements open at once. */
  deepest = 0;
  private depth = 0;
  private at = text;
  private quoteChar = 0;
  private previous = 0;
  private beforePrevious = 0;

  push(bytes: Uint8Array) {
    let { at, depth, deepest, tagOpenings, quoteChar, previous, beforePrevious } = this;
    for (const byte of bytes) {
      if (byte === brace) tagOpenings += 1;
      if (at === text) {
        if (byte === lt) at = markup;
      } else if (at === markup) {
        if (byte === slash) {
          depth = Math.max(0, depth - 1);
          at = endTag;
        } else if (byte === bang || byte === question) {
          at = declaration;
        } else {
          depth += 1;
          if (depth > deepest) deepest = depth;
          at = byte === gt ? text : openTag;
        }
      } else if (at === openTag) {
        if (byte === quote || byte === apostrophe) {
          quoteChar = byte;
          at = quoted;
        } else if (byte === gt) {
          if (previous === slash) depth -= 1; // `<a/>` opens and closes
          at = text;
        }
      } else if (at === quoted) {
        if (byte === quoteChar) at = openTag;
      } else if (at === endTag) {
        if (byte === gt) at = text;
      } else if (at === declaration) {
        if (previous === bang && byte === dash) at = comment;
        else if (previous === bang && byte === bracket) at = cdata;
        else if (byte === gt) at = text;
      } else if (byte === gt) {
        const end = at === comment ? dash : closeBracket;
        if (previous === end && beforePrevious === end) at = text;
      }
      beforePrevious = previous;
      previous = byte;
    }
    Object.assign(this, { at, depth, deepest, tagOpenings, quoteChar, previous, beforePrevious });
  }
}

/** The parts easy-template-x may parse, by their names as Word writes them (pictures and fonts are left out). */
const xmlPart = /\.(xml|rels)$/i;
const pieceBytes = 16 * 1024;

/**
 * Whether the docx's XML parts hold more tags than limits.maxTemplateTags (all together) or nest
 * deeper than limits.maxTemplateXmlDepth (any of them): its message, else null. Read before the
 * template is parsed, as the parts unpack (a piece at a time, stopping at the first limit passed);
 * bytes that do not unpack are left for the parse to refuse.
 */
export function templateShapeProblem(template: Uint8Array): string | null {
  let tags = 0;
  let problem: string | null = null;
  const unzip = new Unzip((file) => {
    if (problem || !xmlPart.test(file.name)) return;
    const scan = new XmlShapeScan();
    file.ondata = (err, data) => {
      if (err || problem) return;
      const before = scan.tagOpenings;
      scan.push(data);
      tags += scan.tagOpenings - before;
      if (scan.deepest > limits.maxTemplateXmlDepth) problem = templateMessages.tooDeep;
      else if (tags > limits.maxTemplateTags) problem = templateMessages.tooManyTags;
      if (problem) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < template.length && !problem; at += pieceBytes) {
      unzip.push(template.subarray(at, at + pieceBytes), at + pieceBytes >= template.length);
    }
  } catch {
    // Bytes that do not unpack: the parse refuses them.
  }
  return problem;
}

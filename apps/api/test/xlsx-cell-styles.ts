import { strFromU8, unzipSync } from 'fflate';

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

const textOf = (xml: string) => unescapeXml([...xml.matchAll(/<t(?: [^>]*)?>([^<]*)<\/t>/g)].map((m) => m[1]).join(''));

/**
 * The text cells of one sheet of an xlsx as written (shared, inline or plain strings): each text with the
 * `<xf …>` of its cell style, as the styles part holds it. exceljs does not read every style attribute
 * back (the quote prefix), so tests look at the file itself.
 */
export function textCellStyles(xlsx: Buffer, sheetNumber = 1): { text: string; xf: string }[] {
  const files = unzipSync(new Uint8Array(xlsx));
  const part = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const cellXfs = part('xl/styles.xml').match(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s)?.[1] ?? '';
  const xfs = [...cellXfs.matchAll(/<xf\b[^>]*?(?:\/>|>.*?<\/xf>)/gs)].map((m) => m[0]);
  const shared = [...part('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((m) => textOf(m[1] ?? ''));
  const cells = [...part(`xl/worksheets/sheet${sheetNumber}.xml`).matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)];
  return cells.flatMap(([, attributes = '', body = '']) => {
    const type = attributes.match(/\bt="([^"]+)"/)?.[1];
    const style = Number(attributes.match(/\bs="(\d+)"/)?.[1] ?? 0);
    let text: string | undefined;
    if (type === 's') text = shared[Number(body.match(/<v>(\d+)<\/v>/)?.[1])];
    else if (type === 'inlineStr') text = textOf(body);
    else if (type === 'str') text = unescapeXml(body.match(/<v>([^<]*)<\/v>/)?.[1] ?? '');
    return text === undefined ? [] : [{ text, xf: xfs[style] ?? '' }];
  });
}

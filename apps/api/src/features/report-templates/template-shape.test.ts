import { limits, reportTemplateMessages } from '@backoffice/contracts';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { templateShapeProblem, XmlShapeScan } from './template-shape.ts';

/** The shape of the XML, its bytes pushed in pieces of `piece` bytes (a part unpacks in pieces). */
function shape(xml: string, piece = xml.length) {
  const scan = new XmlShapeScan();
  const bytes = strToU8(xml);
  for (let at = 0; at < bytes.length; at += piece) scan.push(bytes.subarray(at, at + piece));
  return { tags: scan.tagOpenings, depth: scan.deepest };
}

describe('XmlShapeScan', () => {
  it('counts the elements open at once and every {, in text and attributes', () => {
    const xml = '<?xml version="1.0"?><a><b x="{y}"><c/><c>{Vessel name}</c></b><d/></a>';
    expect(shape(xml)).toEqual({ tags: 2, depth: 3 });
    for (const piece of [1, 2, 7]) expect(shape(xml, piece)).toEqual({ tags: 2, depth: 3 });
  });

  it('reads markup in quoted values, comments and CDATA as text', () => {
    expect(shape(`<a x="<b>" y='/>'><c/></a>`)).toEqual({ tags: 0, depth: 2 });
    expect(shape('<a><!-- <b><b> --><![CDATA[<b><b>]]></a>')).toEqual({ tags: 0, depth: 1 });
    expect(shape('<a>é<b>€</b></a>')).toEqual({ tags: 0, depth: 2 });
  });

  it('counts elements never closed, and stray end tags lower the depth no further than none', () => {
    expect(shape('<a><a><a>')).toEqual({ tags: 0, depth: 3 });
    expect(shape(`${'</a>'.repeat(5)}${'<a>'.repeat(4)}`)).toEqual({ tags: 0, depth: 4 });
  });
});

describe('templateShapeProblem', () => {
  const docx = (parts: Record<string, string>) =>
    zipSync(Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)])));

  it('answers the first limit passed in the XML parts, counting the tags of all together', () => {
    const deep = `${'<a>'.repeat(limits.maxTemplateXmlDepth + 1)}`;
    expect(templateShapeProblem(docx({ 'word/header1.xml': deep }))).toBe(reportTemplateMessages.tooDeep);
    expect(templateShapeProblem(docx({ 'word/_rels/document.xml.rels': deep }))).toBe(reportTemplateMessages.tooDeep);
    const half = `<a>${'{'.repeat(limits.maxTemplateTags / 2)}</a>`;
    expect(templateShapeProblem(docx({ 'word/document.xml': half, 'word/footer1.xml': half }))).toBeNull();
    expect(templateShapeProblem(docx({ 'word/document.xml': half, 'word/footer1.xml': `${half}{` }))).toBe(
      reportTemplateMessages.tooManyTags,
    );
  });

  it('leaves pictures and other parts that are not XML out', () => {
    expect(templateShapeProblem(docx({ 'word/media/image1.png': '<a>'.repeat(1000) + '{'.repeat(10_000) }))).toBeNull();
  });
});

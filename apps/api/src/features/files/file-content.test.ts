import { describe, expect, it } from 'vitest';
import { sampleFiles, zipOf } from '../../../test/factories-files.ts';
import { contentMatches, isPlainText, looksLikeSvg } from './file-content.service.ts';

function bytesOf(data: Buffer | string) {
  const buffer = Buffer.from(data);
  return {
    size: buffer.length,
    readStart: async (length: number) => buffer.subarray(0, length),
    readAll: async () => buffer,
  };
}

const matches = (extension: string, data: Buffer | string) => contentMatches(extension, bytesOf(data));

describe('contentMatches', () => {
  it('accepts every sample under its own extension', async () => {
    for (const [extension, data] of Object.entries(sampleFiles)) {
      expect(await matches(extension, data), extension).toBe(true);
    }
  });

  it('refuses bytes of another type, text posing as a binary format, and empty content', async () => {
    expect(await matches('png', sampleFiles.jpg!)).toBe(false);
    expect(await matches('png', 'just text, not an image')).toBe(false);
    expect(await matches('jpg', sampleFiles.png!)).toBe(false);
    expect(await matches('pdf', '<html><script>alert(1)</script></html>')).toBe(false);
    expect(await matches('docx', sampleFiles.xlsx!)).toBe(false);
    expect(await matches('xlsx', sampleFiles.docx!)).toBe(false);
    expect(await matches('xlsx', zipOf({ 'readme.txt': 'a plain zip' }))).toBe(false);
    expect(await matches('xls', sampleFiles.xlsx!)).toBe(false);
    expect(await matches('txt', sampleFiles.png!)).toBe(false);
    expect(await matches('svg', sampleFiles.png!)).toBe(false);
    expect(await matches('png', '')).toBe(false);
    expect(await matches('exe', 'MZ')).toBe(false);
  });

  it('finds the Office type past the first megabyte when the start is not enough', async () => {
    const padding = Buffer.alloc(1.5 * 1024 * 1024, 1);
    const late = zipOf({
      'media/big.bin': padding,
      '[Content_Types].xml':
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
    });
    expect(await matches('docx', late)).toBe(true);
  });
});

describe('looksLikeSvg', () => {
  const svg = (text: string) => looksLikeSvg(Buffer.from(text));

  it('accepts an svg root after a BOM, white space, the XML declaration, comments and a doctype', () => {
    expect(svg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(svg('\ufeff  \n<?xml version="1.0" encoding="UTF-8"?>\n<!-- a -->\n<!-- b --><svg>')).toBe(true);
    expect(
      svg('<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://x/svg11.dtd"><svg\n>'),
    ).toBe(true);
  });

  it('refuses other roots, an unclosed prologue, entity declarations and NUL bytes', () => {
    expect(svg('<html><svg></svg></html>')).toBe(false);
    expect(svg('text <svg>')).toBe(false);
    expect(svg('<svgx>')).toBe(false);
    expect(svg('<?xml version="1.0"')).toBe(false);
    expect(svg('<!-- never closed <svg>')).toBe(false);
    expect(svg('<!DOCTYPE svg [<!ENTITY a "b">]><svg>')).toBe(false);
    expect(svg('<svg>\0')).toBe(false);
  });
});

describe('isPlainText', () => {
  it('accepts UTF-8 text and refuses invalid sequences and NUL bytes', () => {
    expect(isPlainText(Buffer.from('Ærø ☂ 12,000 kW\r\n'))).toBe(true);
    expect(isPlainText(Buffer.from([0x41, 0xc3]))).toBe(false);
    expect(isPlainText(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toBe(false);
    expect(isPlainText(Buffer.from('a\0b'))).toBe(false);
  });
});

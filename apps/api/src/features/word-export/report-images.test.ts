import { existsSync } from 'node:fs';
import { chartFontFiles } from '@backoffice/charts/font-files';
import { describe, expect, it } from 'vitest';
import { pictureOf } from './report-images.ts';

const svg = (content: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><rect width="200" height="40" fill="white"/>${content}</svg>`,
  );

describe('pictures drawn for a Word document', () => {
  it('draw text in the charts’ font shipped with the charts package', () => {
    expect(chartFontFiles).toHaveLength(2);
    for (const file of chartFontFiles) expect(existsSync(file)).toBe(true);
    const withText = pictureOf(
      svg('<text x="10" y="28" font-family="Liberation Sans" font-size="20">CO2 saved</text>'),
      'a.svg',
    );
    const blank = pictureOf(svg(''), 'a.svg');
    expect(withText).toMatchObject({ format: 'image/png', width: 200, height: 40 });
    // Without a font the text would be left out and both pictures would be the same.
    expect(Buffer.compare(withText!.source as Buffer, blank!.source as Buffer)).not.toBe(0);
  });

  it('answer null for bytes that are no picture', () => {
    expect(pictureOf(Buffer.from('not an image'), 'a.png')).toBeNull();
    expect(pictureOf(Buffer.from('<svg'), 'a.svg')).toBeNull();
  });
});

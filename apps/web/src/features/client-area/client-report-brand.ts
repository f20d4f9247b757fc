import { brandColourPattern } from '@backoffice/contracts';

/** The colour of a report whose company profile has none: the product's green. */
const defaultBrand = '#2F9E44';

/** WCAG's relative luminance of '#RRGGBB'. */
function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The company's colour and the text that reads on it: black or white, whichever contrasts more (at
 * least 4.6 : 1 whatever the colour, so text on it passes WCAG AA).
 */
export function brandColours(brandColour: string | null): { brand: string; onBrand: string } {
  const brand = brandColour && brandColourPattern.test(brandColour) ? brandColour : defaultBrand;
  const shade = luminance(brand);
  return { brand, onBrand: contrast(shade, 0) >= contrast(shade, 1) ? '#000000' : '#FFFFFF' };
}

/**
 * Advance widths (1/1000 em) of the printable ASCII characters 32–126 in Liberation Sans, regular
 * and bold, read from the fonts' hmtx tables; Liberation Sans is metric-compatible with Arial, so
 * these are Arial's widths too. One line per 32 characters: ' '–'?', '@'–'_', '`'–'~'.
 */
const widths = (...rows: string[]): number[] => rows.join(' ').split(' ').map(Number);

const REGULAR = widths(
  '278 278 355 556 556 889 667 191 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 278 278 584 584 584 556',
  '1015 667 667 722 722 667 611 778 722 278 500 667 556 833 722 778 667 778 722 667 611 722 667 944 667 667 611 278 278 278 469 556',
  '333 556 556 500 556 556 278 556 556 222 222 500 222 833 556 556 556 556 333 500 278 556 500 722 500 500 500 334 260 334 584',
);
const BOLD = widths(
  '278 333 474 556 556 889 722 238 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 333 333 584 584 584 611',
  '975 722 722 722 722 667 611 778 722 278 556 722 611 833 722 778 667 778 722 667 611 722 667 944 667 667 611 333 278 333 584 556',
  '333 556 611 556 611 556 333 611 611 278 278 556 278 889 611 611 611 611 389 556 333 611 556 778 556 556 500 389 280 389 584',
);
/** Any other character: the width of a digit, close to the average of a Latin text. */
const OTHER = 556;

/** Width in px of one line of text in Liberation Sans (Arial) at a font size. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    units += code >= 32 && code <= 126 ? (table[code - 32] ?? OTHER) : OTHER;
  }
  return (units * fontSize) / 1000;
}

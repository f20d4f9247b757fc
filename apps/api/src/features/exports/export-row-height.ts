/**
 * The height of a row whose text wraps. Excel fits a row without a stored height to its wrapped text
 * when it shows the sheet, but LibreOffice keeps it one line high and prints the lines over each other,
 * so the export stores an estimate: the lines its longest text takes, broken between words.
 */

/** Points per line of the workbook's font (Calibri 11, as exceljs writes it). */
const lineHeight = 15;
/** Excel's tallest row, in points: a longer text is cut off at the foot of its cell. */
const maxRowHeight = 409;

/**
 * Characters of ordinary text per unit of column width (Excel's unit, the width of a digit): 11 in a
 * column 10 wide, in Calibri as in LibreOffice's stand-in fonts (measured on the printed export). Text
 * of wide letters only (capitals) may take a line more than counted.
 */
const charactersPerWidth = 1.1;
/** The same for bold text (the header row), which is wider. */
export const boldCharactersPerWidth = 1;

/**
 * Lines a text takes in a column `width` wide: words move whole to the next line, and a word longer
 * than a line breaks within it.
 */
function wrappedLineCount(text: string, width: number, perWidth = charactersPerWidth): number {
  const perLine = Math.max(1, Math.floor(width * perWidth));
  if (text.length <= perLine && !text.includes('\n')) return 1;
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    lines += 1;
    let used = 0;
    for (const word of paragraph.split(' ')) {
      const needed = used === 0 ? word.length : used + 1 + word.length;
      if (needed <= perLine) {
        used = needed;
        continue;
      }
      if (used > 0) lines += 1;
      lines += Math.ceil(word.length / perLine) - 1;
      used = word.length % perLine || perLine;
    }
  }
  return lines;
}

/**
 * The height to store for a row, in points, when a text of a wrapping column takes more than one
 * line; otherwise undefined (the row keeps the sheet's default height).
 */
export function wrappedRowHeight(
  values: readonly unknown[],
  columns: readonly { width: number; wraps: boolean }[],
  perWidth = charactersPerWidth,
): number | undefined {
  let lines = 1;
  values.forEach((value, i) => {
    const column = columns[i];
    if (typeof value === 'string' && column?.wraps)
      lines = Math.max(lines, wrappedLineCount(value, column.width, perWidth));
  });
  return lines > 1 ? Math.min(maxRowHeight, lines * lineHeight) : undefined;
}

import { describe, expect, it } from 'vitest';
import { textCellStyles } from '../../../test/xlsx-cell-styles.ts';
import { cellValueText, readQuestionnaireSheet, writeQuestionnaireSheet } from './questionnaire.sheet.ts';

describe('the questionnaire sheet', () => {
  it('gives text that begins like a formula the quote prefix, and reads it back as it was', async () => {
    const sections = [
      {
        title: '=Section',
        items: [
          { title: '+Request', value: '=1+1', valueExample: '@example', hide: false, mappedTo: null },
          { title: 'Plain request', value: '-5', valueExample: 'a = b', hide: true, mappedTo: null },
        ],
      },
    ];
    const content = await writeQuestionnaireSheet(sections);
    const cells = textCellStyles(content);
    for (const text of ['=Section', '+Request', '=1+1', '@example', '-5']) {
      expect(cells.find((cell) => cell.text === text)?.xf, text).toContain('quotePrefix="1"');
    }
    for (const text of ['Plain request', 'a = b', 'Section', 'no']) {
      expect(cells.find((cell) => cell.text === text)?.xf, text).not.toContain('quotePrefix');
    }
    expect(await readQuestionnaireSheet(content)).toEqual(sections);
  });

  it('reads a date cell as the screens show dates, with the time only when it has one', () => {
    expect(cellValueText(new Date(Date.UTC(2027, 4, 15)))).toBe('15/05/2027');
    expect(cellValueText(new Date(Date.UTC(2027, 11, 31, 23, 45)))).toBe('31/12/2027 23:45');
    expect(cellValueText(new Date(Number.NaN))).toBe('');
  });
});

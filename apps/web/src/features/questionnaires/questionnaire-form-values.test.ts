import { describe, expect, it } from 'vitest';
import { makeQuestionnaire } from '../../../test/vessel-forms.ts';
import { fileNameFrom } from '../../api/download-file.ts';
import { imoNumberOf, toRequest, validateQuestionnaire, valuesOf } from './questionnaire-form-values.ts';

describe('questionnaire form values', () => {
  it('puts an item error at the item within its section', async () => {
    const values = valuesOf(makeQuestionnaire());
    values.formSections[1]!.formItems[0]!.value = 'x'.repeat(10_001);
    values.formSections[0]!.title = ' ';

    expect(await validateQuestionnaire()(values)).toEqual({
      'formSections.0.title': '*',
      'formSections.1.formItems.0.value': 'Too big: expected string to have <=10000 characters',
    });
  });

  it('sends blank texts as null', () => {
    const values = valuesOf(makeQuestionnaire({ existingEnergySavingTechnologies: '  ' }));
    values.formSections[0]!.formItems[0]!.value = '   ';

    const request = toRequest(values);
    expect(request.formItems?.[0]).toEqual({ id: 11, value: null, valueExample: 'MV Example', hide: false });
    expect(request.existingEnergySavingTechnologies).toBeNull();
  });

  it('finds the IMO number by its mapping', () => {
    expect(imoNumberOf(makeQuestionnaire({}, ' 9074729 '))).toBe('9074729');
    expect(imoNumberOf(makeQuestionnaire({}, ''))).toBeNull();
  });

  it('reads the download name from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="a b.xlsx"; filename*=UTF-8\'\'Fr%C3%A5ga.xlsx', 'x.xlsx')).toBe(
      'Fråga.xlsx',
    );
    expect(fileNameFrom('attachment; filename=template.xlsx', 'x.xlsx')).toBe('template.xlsx');
    expect(fileNameFrom(null, 'x.xlsx')).toBe('x.xlsx');
  });
});

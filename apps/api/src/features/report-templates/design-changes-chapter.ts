import { heading, keyValueTable, leadIn, loopTable, tagLine } from './docx-building.ts';

/**
 * A solution design's chapter 'Changes since the screening report': the package's totals before and
 * after, each value that changed, and the technologies added and left out.
 */
export function changesSinceScreening(brand: string) {
  const column = (header: string, tag: string, width = 2) => ({
    header,
    value: `{${tag}}`,
    align: 'right' as const,
    width,
  });
  return [
    tagLine('{#Has changes since screening}'),
    heading('Changes since the screening report'),
    leadIn('The package of the screening report {Based on} against this design:'),
    loopTable(brand, 'Totals since screening', [
      { header: 'Figure', value: '{Figure}', width: 3 },
      column('Screening report', 'Screening'),
      column('Solution design', 'Design'),
    ]),
    tagLine('{#Has changed values}'),
    heading('Values changed', 2),
    loopTable(brand, 'Changes since screening', [
      { header: 'Technology', value: '{Technology}', width: 2.6 },
      { header: 'Value', value: '{Value}', width: 2.4 },
      column('Screening report', 'Screening'),
      column('Solution design', 'Design'),
    ]),
    tagLine('{/Has changed values}'),
    keyValueTable([
      ['Technologies added', '{Technologies added}', 'Has technologies added'],
      ['Technologies left out', '{Technologies left out}', 'Has technologies left out'],
    ]),
    tagLine('{/Has changes since screening}'),
  ];
}

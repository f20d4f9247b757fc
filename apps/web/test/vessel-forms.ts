// A vessel's questionnaire and particulars as the API answers them, for the tests of the vessel's pages.

import type { Particulars, Questionnaire } from '@backoffice/contracts';

export function makeQuestionnaire(
  overrides: Partial<Questionnaire> = {},
  imoNumber: string | null = null,
): Questionnaire {
  return {
    id: 40,
    vessel: { id: 9, name: 'Nordic Star' },
    status: 0,
    urlHash: 'q-hash-123',
    pinCode: '482913',
    existingEnergySavingTechnologies: null,
    formSections: [
      {
        id: 1,
        title: 'General vessel data',
        position: 0,
        formItems: [
          {
            id: 11,
            title: 'Vessel name',
            value: 'Nordic Star',
            valueExample: 'MV Example',
            hide: false,
            position: 0,
            mappedTo: 'vesselName',
          },
          {
            id: 12,
            title: 'IMO number',
            value: imoNumber,
            valueExample: '9074729',
            hide: false,
            position: 1,
            mappedTo: 'imoNumber',
          },
        ],
      },
      {
        id: 2,
        title: 'Machinery',
        position: 1,
        formItems: [
          {
            id: 21,
            title: 'Main engine maker',
            value: null,
            valueExample: 'MAN',
            hide: true,
            position: 0,
            mappedTo: 'mainEngineMaker',
          },
        ],
      },
    ],
    selectedTechnologies: [],
    modifiedOn: '2024-04-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function makeParticulars(overrides: Partial<Particulars> = {}): Particulars {
  return {
    id: 50,
    vessel: { id: 9, name: 'Nordic Star' },
    status: 0,
    urlHash: 'p-hash-456',
    pinCode: '105577',
    formItems: [
      {
        id: 101,
        title: 'Hull',
        requestText: 'Please send the hull drawings',
        responseText: null,
        position: 0,
        files: [{ id: 7, name: 'hull.pdf', mimeType: 'application/pdf', fileUrl: '/api/storage/hull.pdf?sig=1' }],
      },
      {
        id: 102,
        title: 'Propeller',
        requestText: 'Propeller type and diameter',
        responseText: 'Fixed pitch, 6.2 m',
        position: 1,
        files: [],
      },
    ],
    modifiedOn: '2024-04-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

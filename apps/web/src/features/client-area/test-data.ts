import type { ClientParticulars, ClientQuestionnaire, ClientTokenResponse } from '@backoffice/contracts';

export const linkToken = 'link-abc';
export const questionnairePath = `/client/questionnaire/${linkToken}`;
export const particularsPath = `/client/particulars/${linkToken}`;

export function tokenAnswer(form: ClientTokenResponse['form'] = 'questionnaire'): ClientTokenResponse {
  return {
    bearerToken: 'client-token-1',
    expires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    renewToken: null,
    form,
  };
}

export function makeQuestionnaire(overrides: Partial<ClientQuestionnaire> = {}): ClientQuestionnaire {
  return {
    vesselName: 'MV Nordic Star',
    status: 1,
    existingEnergySavingTechnologies: 'LED lighting',
    formSections: [
      {
        id: 2,
        title: 'Machinery',
        position: 1,
        formItems: [{ id: 21, title: 'Main engine', value: null, valueExample: 'MAN B&W 6S50MC', position: 0 }],
      },
      {
        id: 1,
        title: 'General vessel data',
        position: 0,
        formItems: [
          { id: 12, title: 'Flag', value: 'Denmark', valueExample: 'Panama', position: 1 },
          { id: 11, title: 'IMO number', value: '9123456', valueExample: '1234567', position: 0 },
        ],
      },
    ],
    selectedTechnologies: [
      {
        id: 5,
        vesselTypeTechnologyDetailSnapshotId: 501,
        technology: { id: 50, name: 'Air lubrication' },
        technologyName: 'Air lubrication',
        installedStatus: 2,
        plannedToBeInstalledOn: null,
      },
    ],
    availableTechnologies: [
      { vesselTypeTechnologyDetailSnapshotId: 502, technology: { id: 50, name: 'Air lubrication' } },
      { vesselTypeTechnologyDetailSnapshotId: 601, technology: { id: 60, name: 'Rotor sail' } },
      // No snapshot holds its current values yet: it is chosen by its id.
      { vesselTypeTechnologyDetailSnapshotId: null, technology: { id: 70, name: 'Propeller polishing' } },
    ],
    version: 3,
    technologiesVersion: 2,
    ...overrides,
  };
}

export function makeParticulars(overrides: Partial<ClientParticulars> = {}): ClientParticulars {
  return {
    vesselName: 'MV Nordic Star',
    status: 1,
    formItems: [
      {
        id: 31,
        title: 'Hull',
        requestText: 'Please send the latest hull survey.',
        responseText: null,
        position: 0,
        files: [{ id: 80, name: 'survey.pdf', mimeType: 'application/pdf', fileUrl: '/api/storage/80?sig=x' }],
      },
      {
        id: 32,
        title: null,
        requestText: 'Noon reports of the last year.',
        responseText: 'Will follow',
        position: 1,
        files: [],
      },
    ],
    version: 3,
    ...overrides,
  };
}

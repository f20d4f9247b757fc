// A technology of the catalogue with its lookups, and the stubbed API its pages call.

import type { LookupItem, Technology } from '@backoffice/contracts';
import { jsonResponse, serveApi } from './api.ts';
import { categories } from './vessel-records.ts';

const savingsCategories: LookupItem[] = [
  { id: 1, name: 'Propulsion' },
  { id: 2, name: 'Hull' },
];
const implementationStages: LookupItem[] = [
  { id: 1, name: 'Newbuild' },
  { id: 2, name: 'Retrofit' },
];
const regulatoryImpactTypes: LookupItem[] = [
  { id: 1, name: 'EEXI' },
  { id: 2, name: 'CII' },
];

export const technology: Technology = {
  id: 7,
  name: 'Air Lubrication',
  shortName: 'ALS',
  description: 'Bubbles under the hull',
  shortDescription: 'Bubbles',
  savingsPotential: 'High',
  savingsCategory: { id: 2, name: 'Hull' },
  savingsRange: '0.25 – 0.5',
  costRange: '30 – 50k',
  leadTime: null,
  icon: { id: 40, name: 'als.svg', mimeType: 'image/svg+xml', fileUrl: '/api/storage/40?sig=get' },
  calcSavings: 5,
  calcConfidenceInterval: 20,
  calcEquipmentCost: 1000,
  calcInstallationCost: 200,
  calcOperationCost: 10,
  implementationStages: [2],
  regulatoryImpactTypes: [1],
  technologyMaturityLevel: 7,
  summaryTableDescription: null,
  summaryDescription: null,
  consumptionCategories: [categories[0]!],
  windAssisted: false,
  serviceLifeYears: null,
  version: 1,
};

type Handler = Parameters<typeof serveApi>[0][string];

/** Stubs fetch with the lookups, the technology and the given extra answers; returns the mock. */
export function stubTechnologyApi(extra: Record<string, Handler> = {}, current: Technology = technology) {
  const fetchMock = serveApi({
    'GET /api/savings-categories': () => jsonResponse(200, savingsCategories),
    'GET /api/implementation-stages': () => jsonResponse(200, implementationStages),
    'GET /api/regulatory-impact-types': () => jsonResponse(200, regulatoryImpactTypes),
    'GET /api/consumptions/categories': () => jsonResponse(200, categories),
    'GET /api/technologies': () => jsonResponse(200, [current]),
    [`GET /api/technologies/${current.id}`]: () => jsonResponse(200, current),
    'GET /api/vessel-types': () => jsonResponse(200, []),
    [`GET /api/technologies/${current.id}/vessel-type-details`]: () => jsonResponse(200, []),
    ...extra,
  });
  return fetchMock;
}

/** The calls the mock received with this method and path. */
export function callsTo(fetchMock: ReturnType<typeof serveApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
}

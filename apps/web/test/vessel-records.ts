// The records the page tests of several features share: a customer, its project with one vessel and
// that vessel's rates, and the vessel types and consumption categories they name.

import type {
  ConsumptionCategoryListItem,
  Customer,
  CustomerProject,
  Project,
  Vessel,
  VesselCard,
  VesselConsumptionRate,
  VesselType,
} from '@backoffice/contracts';

export const customer: Customer = {
  id: 3,
  name: 'Njord Shipping',
  address: 'Kai 1\nHamburg',
  note: 'Key account',
  createdOn: '2024-01-01T10:00:00.000Z',
  modifiedOn: '2024-01-01T10:00:00.000Z',
  version: 1,
};

export const vesselTypes: VesselType[] = [
  { id: 1, name: 'Bulk Carrier', shortName: 'BC', version: 1 },
  { id: 2, name: 'Tanker', shortName: 'TK', version: 1 },
];

export const vesselCard: VesselCard = {
  id: 9,
  name: 'Nordic Star',
  vesselType: { id: 1, name: 'Bulk Carrier' },
  status: 6,
  createdOn: '2024-01-02T10:00:00.000Z',
  modifiedOn: '2024-02-03T10:00:00.000Z',
  statusChangedOn: '2024-03-05T10:00:00.000Z',
};

export const project: Project = {
  id: 5,
  name: 'Fleet 2024',
  description: 'Screening of the bulk fleet',
  customer: { id: customer.id, name: customer.name },
  vessels: [vesselCard],
  createdOn: '2024-01-01T10:00:00.000Z',
  modifiedOn: '2024-01-01T10:00:00.000Z',
  version: 1,
  consumptionRatesVersion: 1,
};

export const customerProjects: CustomerProject[] = [
  { id: project.id, name: project.name, description: project.description, vessels: [vesselCard] },
];

export const vessel: Vessel = {
  ...vesselCard,
  project: { id: project.id, name: project.name, customer: { id: customer.id, name: customer.name } },
  vesselImage1: null,
  vesselImage2: null,
  screeningReports: [],
  solutionDesignsReports: [],
  vesselQuestionnaire: null,
  version: 1,
  consumptionRatesVersion: 1,
  consumptionsVersion: 1,
};

export const categories: ConsumptionCategoryListItem[] = [
  { id: 1, name: 'Main Engine', shortName: 'ME', version: 1 },
  { id: 2, name: 'Auxiliary Engine', shortName: 'AE', version: 1 },
];

export const vesselRates: VesselConsumptionRate[] = [
  {
    id: 21,
    projectConsumptionRate: {
      id: 11,
      consumptionType: { id: 1, name: 'Heavy Fuel Oil', shortName: 'HFO', fuelKind: 'HFO' },
    },
    price: 550,
    co2ConversionConstant: 3.114,
  },
  {
    id: 22,
    projectConsumptionRate: {
      id: 12,
      consumptionType: { id: 2, name: 'Marine Gas Oil', shortName: 'MGO', fuelKind: 'MDO/MGO' },
    },
    price: 800,
    co2ConversionConstant: 3.206,
  },
];

export const vesselPath = '/customers/3/projects/5/vessels/9';

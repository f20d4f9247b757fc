// A report of the shared vessel (vessel-records.ts) with its cards, technologies and files, and the
// answers its page asks for: the report tests' records, and the Activity page's.

import type {
  NovelTechnology,
  Report,
  ReportAvailableTechnology,
  ReportCard,
  ReportFile,
  StaffContact,
} from '@backoffice/contracts';
import { type Handlers, jsonResponse } from './api.ts';
import { customer, project, vessel, vesselPath } from './vessel-records.ts';

export const screeningCard: ReportCard = {
  id: 31,
  name: 'Screening 2024',
  type: 0,
  status: 7,
  createdOn: '2024-04-01T10:00:00.000Z',
  modifiedOn: '2024-04-02T10:00:00.000Z',
  statusChangedOn: '2024-04-03T10:00:00.000Z',
};

const reportVessel: Report['vessel'] = {
  id: vessel.id,
  name: vessel.name,
  vesselType: vessel.vesselType,
  project: { id: project.id, name: project.name, customer: { id: customer.id, name: customer.name } },
};

export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    ...screeningCard,
    status: 6,
    vessel: reportVessel,
    basedOn: null,
    internalContact: { id: 1, fullName: 'Ada Lovelace' },
    regulatoryImpactPctInEu: null,
    regulatoryImpactCarbonRate: null,
    regulatoryImpactStartYear: null,
    regulatoryImpactNumberOfYears: null,
    regulatoryImpactDescription: null,
    regulatoryImpactUsdPerEur: 1.1,
    regulatoryImpactFile: null,
    isLocked: false,
    version: 1,
    regulatoryImpactVersion: 1,
    ...overrides,
  };
}

export const screeningPath = `${vesselPath}/screening-reports/31`;

const staffContacts: StaffContact[] = [
  { id: 1, fullName: 'Ada Lovelace', title: null },
  { id: 2, fullName: 'Grace Hopper', title: 'Consultant' },
];

function technology(id: number, name: string) {
  return {
    id,
    name,
    shortName: name.slice(0, 3).toUpperCase(),
    icon: null,
    savingsCategory: { id: 1, name: 'Hull' },
    consumptionCategories: [],
    windAssisted: false,
  };
}

export function availableTechnology(id: number, name: string): ReportAvailableTechnology {
  return {
    vesselTypeTechnologyDetailSnapshotId: null,
    technology: technology(id, name),
    technologyMaturityLevel: null,
    calcSavings: 3,
    calcConfidenceInterval: 10,
    calcEquipmentCost: 1000,
    calcInstallationCost: 500,
    calcOperationCost: 0,
  };
}

export function novelTechnology(id: number, technologyId: number, name: string): NovelTechnology {
  return {
    id,
    technology: { id: technologyId, name },
    technologyName: name,
    vesselTypeTechnologyDetailSnapshotId: 400 + technologyId,
    createdOn: '2024-05-01T10:00:00.000Z',
  };
}

export function reportFile(id: number, name: string, createdOn: string, description: string | null = null): ReportFile {
  return {
    id,
    createdOn,
    file: {
      id: 100 + id,
      name,
      description,
      contentSize: 4,
      mimeType: 'application/pdf',
      fileUrl: `/api/storage/${100 + id}?sig=get`,
    },
  };
}

interface ReportPageData {
  available?: ReportAvailableTechnology[];
  novel?: NovelTechnology[];
  files?: ReportFile[];
}

/** What a report's page reads: the report, its technologies and results, its novel technologies and files. */
export function reportPageHandlers(report: Report, data: ReportPageData = {}): Handlers {
  const path = `/api/reports/${report.id}`;
  return {
    'GET /api/customers/3': () => jsonResponse(200, customer),
    'GET /api/projects/5': () => jsonResponse(200, project),
    'GET /api/vessels/9': () => jsonResponse(200, vessel),
    'GET /api/staff-contacts': () => jsonResponse(200, staffContacts),
    [`GET ${path}`]: () => jsonResponse(200, report),
    [`GET ${path}/available-technologies`]: () => jsonResponse(200, data.available ?? []),
    [`GET ${path}/included-technologies`]: () => jsonResponse(200, []),
    [`GET ${path}/calculated-results`]: () =>
      jsonResponse(200, { canCalculate: false, reason: 'noIncludedTechnologies' }),
    [`GET ${path}/novel-technologies`]: () => jsonResponse(200, data.novel ?? []),
    [`GET ${path}/files`]: () => jsonResponse(200, data.files ?? []),
  };
}

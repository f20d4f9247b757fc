export const queryKeys = {
  users: {
    all: ['users'] as const,
    lists: ['users', 'list'] as const,
    list: (search: string) => ['users', 'list', search] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
    me: ['users', 'me'] as const,
  },
  companyProfile: ['company-profile'] as const,
  /** Every history query (a record's, the Activity page's): any save may add to them. */
  history: ['history'] as const,
  departments: {
    all: ['departments'] as const,
    list: (search: string) => ['departments', 'list', search] as const,
  },
  customers: {
    all: ['customers'] as const,
    lists: ['customers', 'list'] as const,
    list: (search: string) => ['customers', 'list', search] as const,
    detail: (id: number) => ['customers', 'detail', id] as const,
    allProjects: ['customers', 'projects'] as const,
    projects: (id: number) => ['customers', 'projects', id] as const,
    contacts: (id: number) => ['customers', 'contacts', id] as const,
  },
  projects: {
    all: ['projects'] as const,
    detail: (id: number) => ['projects', 'detail', id] as const,
    rates: (id: number) => ['projects', 'rates', id] as const,
  },
  vessels: {
    all: ['vessels'] as const,
    detail: (id: number) => ['vessels', 'detail', id] as const,
    rates: (id: number) => ['vessels', 'rates', id] as const,
    consumptions: (id: number) => ['vessels', 'consumptions', id] as const,
    questionnaire: (id: number) => ['vessels', 'questionnaire', id] as const,
    questionnaireConsumptions: (id: number) => ['vessels', 'questionnaire-consumptions', id] as const,
    particulars: (id: number) => ['vessels', 'particulars', id] as const,
    technologiesInstalledStatus: (id: number) => ['vessels', 'technologies-installed-status', id] as const,
    seaSearcher: ['vessels', 'sea-searcher'] as const,
  },
  clientArea: {
    questionnaire: ['client-area', 'questionnaire'] as const,
    particulars: ['client-area', 'particulars'] as const,
    report: ['client-area', 'report'] as const,
  },
  referenceData: {
    vesselTypes: ['reference-data', 'vessel-types'] as const,
    consumptionTypes: ['reference-data', 'consumption-types'] as const,
    consumptionCategories: ['reference-data', 'consumption-categories'] as const,
  },
  technologies: {
    all: ['technologies'] as const,
    lists: ['technologies', 'list'] as const,
    list: (search: string) => ['technologies', 'list', search] as const,
    detail: (id: number) => ['technologies', 'detail', id] as const,
    suppliers: (id: number) => ['technologies', 'suppliers', id] as const,
    makers: (id: number) => ['technologies', 'makers', id] as const,
    vesselTypeDetails: (id: number) => ['technologies', 'vessel-type-details', id] as const,
  },
  lookups: {
    savingsCategories: ['lookups', 'savings-categories'] as const,
    implementationStages: ['lookups', 'implementation-stages'] as const,
    regulatoryImpactTypes: ['lookups', 'regulatory-impact-types'] as const,
  },
  suppliers: {
    all: ['suppliers'] as const,
    list: (search: string) => ['suppliers', 'list', search] as const,
  },
  makers: {
    all: ['makers'] as const,
    list: (search: string) => ['makers', 'list', search] as const,
  },
  consumptionTechnologies: {
    all: ['consumption-technologies'] as const,
    category: (categoryId: number) => ['consumption-technologies', categoryId] as const,
  },
  reportTemplateFiles: ['report-template-files'] as const,
  exports: ['exports'] as const,
  reports: {
    all: ['reports'] as const,
    detail: (id: number) => ['reports', 'detail', id] as const,
    availableTechnologies: (id: number) => ['reports', 'available-technologies', id] as const,
    novelTechnologies: (id: number) => ['reports', 'novel-technologies', id] as const,
    files: (id: number) => ['reports', 'files', id] as const,
    /** The formats this server exports reports to (PDF needs LibreOffice). */
    exportFormats: ['reports', 'export-formats'] as const,
  },
  staffContacts: ['staff-contacts'] as const,
};

import { lazy } from 'react';

// The breadcrumbs' record names, loaded with their pages rather than with the first page of all.

export const CustomerName = lazy(() =>
  import('../../features/customers/customer-name.tsx').then((m) => ({ default: m.CustomerName })),
);
export const ProjectName = lazy(() =>
  import('../../features/projects/project-name.tsx').then((m) => ({ default: m.ProjectName })),
);
export const VesselName = lazy(() =>
  import('../../features/vessels/vessel-name.tsx').then((m) => ({ default: m.VesselName })),
);
export const TechnologyName = lazy(() =>
  import('../../features/technologies/technology-name.tsx').then((m) => ({ default: m.TechnologyName })),
);
export const ConsumptionCategoryName = lazy(() =>
  import('../../features/consumption-technologies/consumption-category-name.tsx').then((m) => ({
    default: m.ConsumptionCategoryName,
  })),
);
export const ReportName = lazy(() =>
  import('../../features/reports/report-name.tsx').then((m) => ({ default: m.ReportName })),
);

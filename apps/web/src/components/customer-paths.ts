/** Addresses of the customer, project, vessel and report pages. */
export const customerPaths = {
  customers: '/customers',
  customer: (customerId: number | string) => `/customers/${customerId}`,
  project: (customerId: number | string, projectId: number | string) =>
    `/customers/${customerId}/projects/${projectId}/vessels`,
  projectRates: (customerId: number | string, projectId: number | string) =>
    `/customers/${customerId}/projects/${projectId}/consumption`,
  vessel: (customerId: number | string, projectId: number | string, vesselId: number | string) =>
    `/customers/${customerId}/projects/${projectId}/vessels/${vesselId}`,
  /** A vessel's Questionnaire or Particulars tab. */
  vesselForm: (
    customerId: number | string,
    projectId: number | string,
    vesselId: number | string,
    form: 'questionnaire' | 'particulars',
  ) => `/customers/${customerId}/projects/${projectId}/vessels/${vesselId}/${form}`,
  /** A report's page: screening reports (type 0) and solution designs (type 1) have their own paths. */
  report: (
    customerId: number | string,
    projectId: number | string,
    vesselId: number | string,
    report: { id: number | string; type: number },
  ) =>
    `/customers/${customerId}/projects/${projectId}/vessels/${vesselId}/${report.type === 1 ? 'solution-designs' : 'screening-reports'}/${report.id}`,
};

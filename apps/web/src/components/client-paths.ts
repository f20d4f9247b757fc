/** Addresses of the client, project and vessel pages. */
export const clientPaths = {
  customers: '/customers',
  customer: (customerId: number | string) => `/customers/${customerId}`,
  project: (customerId: number | string, projectId: number | string) =>
    `/customers/${customerId}/projects/${projectId}/vessels`,
  projectRates: (customerId: number | string, projectId: number | string) =>
    `/customers/${customerId}/projects/${projectId}/consumption`,
  vessel: (customerId: number | string, projectId: number | string, vesselId: number | string) =>
    `/customers/${customerId}/projects/${projectId}/vessels/${vesselId}`,
};

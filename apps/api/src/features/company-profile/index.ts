export { companyProfileRoutes } from './company-profile.routes.ts';
export { companyProfileForDocument } from './company-profile.service.ts';

export { companyProfileRoutes } from './company-profile.routes.ts';
export { type CompanyProfileForDocument, companyProfileForDocument } from './company-profile.service.ts';

export { companyProfileRoutes } from './company-profile.routes.ts';
export { companyProfileForDocument, getCompanyProfile } from './company-profile.service.ts';

import { companyProfile, companyProfileRequest } from '@backoffice/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actorOf } from '../history/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import * as companyProfileService from './company-profile.service.ts';

export const companyProfileRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const service = deps.withDeps(companyProfileService);
  const tags = ['company-profile'];

  app.get(
    '/company-profile',
    {
      schema: {
        tags,
        description:
          'Every signed-in user: the Word reports show it, and dates are read in its `timeZone`. Fields are null ' +
          "until an admin saves it; `timeZone` is 'UTC'.",
        response: { 200: companyProfile, ...errorResponses },
      },
    },
    () => service.getCompanyProfile(),
  );

  app.put(
    '/company-profile',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          'Admins: the whole profile. `logo` is an uploaded file of usage `logo`, or null to clear it. `timeZone` is an ' +
          "IANA name ('Europe/Oslo'); absent, null or '' mean 'UTC'. With `version` " +
          '(the one of the GET answer, 1 before the first save) a save of an older version is refused (409).',
        body: companyProfileRequest,
        response: { 200: companyProfile, ...errorResponses },
      },
    },
    (req) => service.saveCompanyProfile(actorOf(req), req.body),
  );
};

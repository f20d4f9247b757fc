import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { customerPaths } from '../components/customer-paths.ts';
import { AdminGuard, AuthGuard } from './guards.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import type { RouteHandle } from './shell/crumbs.ts';
import {
  ConsumptionCategoryName,
  CustomerName,
  ProjectName,
  ReportName,
  TechnologyName,
  VesselName,
} from './shell/record-names.tsx';

function NothingYet() {
  return null;
}

/** A route's page, loaded the first time the route is visited. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

const crumbOf = (label: string, to: string) => ({ crumb: { label, to } }) satisfies RouteHandle;

/** A report's page and its files page, under the vessel: screening reports and solution designs alike. */
function reportRoute(segment: 'screening-reports' | 'solution-designs'): RouteObject {
  const solutionDesign = segment === 'solution-designs';
  return {
    path: `${segment}/:reportId`,
    handle: {
      crumb: (params) => {
        const { customerId = '', projectId = '', vesselId = '', reportId = '' } = params;
        return {
          label: <ReportName id={Number(reportId)} type={solutionDesign ? 1 : 0} params={params} />,
          to: customerPaths.report(customerId, projectId, vesselId, { id: reportId, type: solutionDesign ? 1 : 0 }),
        };
      },
    } satisfies RouteHandle,
    children: [
      solutionDesign
        ? { index: true, lazy: lazyPage(() => import('../features/reports/report-page.tsx'), 'SolutionDesignPage') }
        : { index: true, lazy: lazyPage(() => import('../features/reports/report-page.tsx'), 'ScreeningReportPage') },
      {
        path: 'files',
        handle: { crumb: { label: 'Report files' } } satisfies RouteHandle,
        lazy: solutionDesign
          ? lazyPage(() => import('../features/reports/report-files-page.tsx'), 'SolutionDesignFilesPage')
          : lazyPage(() => import('../features/reports/report-files-page.tsx'), 'ScreeningReportFilesPage'),
      },
    ],
  };
}

const vesselRoute: RouteObject = {
  path: 'vessels/:vesselId',
  handle: {
    crumb: ({ customerId = '', projectId = '', vesselId = '' }) => ({
      label: <VesselName customerId={Number(customerId)} projectId={Number(projectId)} id={Number(vesselId)} />,
      to: customerPaths.vessel(customerId, projectId, vesselId),
    }),
  } satisfies RouteHandle,
  children: [
    {
      // The vessel's tabs.
      lazy: lazyPage(() => import('../features/vessels/vessel-page.tsx'), 'VesselPage'),
      children: [
        { index: true, lazy: lazyPage(() => import('../features/reports/vessel-reports-tab.tsx'), 'VesselReportsTab') },
        { path: 'edit', lazy: lazyPage(() => import('../features/vessels/vessel-edit-tab.tsx'), 'VesselEditTab') },
        {
          path: 'questionnaire',
          lazy: lazyPage(() => import('../features/questionnaires/questionnaire-page.tsx'), 'QuestionnairePage'),
        },
        {
          path: 'particulars',
          lazy: lazyPage(() => import('../features/particulars/particulars-page.tsx'), 'ParticularsPage'),
        },
      ],
    },
    reportRoute('screening-reports'),
    reportRoute('solution-designs'),
  ],
};

const technologiesRoute: RouteObject = {
  path: 'technologies',
  handle: crumbOf('Technologies', '/technologies'),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/technologies/technologies-page.tsx'), 'TechnologiesPage') },
    {
      path: 'create',
      lazy: lazyPage(() => import('../features/technologies/technology-create-page.tsx'), 'TechnologyCreatePage'),
      handle: { crumb: { label: 'Create Technology' } },
    },
    {
      path: ':id',
      lazy: lazyPage(() => import('../features/technologies/technology-page.tsx'), 'TechnologyPage'),
      handle: {
        crumb: ({ id = '' }) => ({ label: <TechnologyName id={Number(id)} />, to: `/technologies/${id}` }),
      } satisfies RouteHandle,
      children: [
        {
          index: true,
          lazy: lazyPage(() => import('../features/technologies/technology-details-tab.tsx'), 'TechnologyDetailsTab'),
        },
        {
          path: 'suppliers',
          lazy: lazyPage(
            () => import('../features/technologies/technology-suppliers-tab.tsx'),
            'TechnologySuppliersTab',
          ),
        },
        {
          path: 'makers',
          lazy: lazyPage(() => import('../features/technologies/technology-makers-tab.tsx'), 'TechnologyMakersTab'),
        },
      ],
    },
  ],
};

const customersRoute: RouteObject = {
  path: 'customers',
  handle: crumbOf('Clients', customerPaths.customers),
  children: [
    { index: true, lazy: lazyPage(() => import('../features/customers/customers-page.tsx'), 'CustomersPage') },
    {
      path: ':customerId',
      handle: {
        crumb: ({ customerId = '' }) => ({
          label: <CustomerName id={Number(customerId)} />,
          to: customerPaths.customer(customerId),
        }),
      } satisfies RouteHandle,
      children: [
        {
          index: true,
          lazy: lazyPage(() => import('../features/customers/customer-details-page.tsx'), 'CustomerDetailsPage'),
        },
        {
          path: 'fleet',
          handle: { crumb: { label: 'Fleet' } } satisfies RouteHandle,
          lazy: lazyPage(() => import('../features/fleet/fleet-page.tsx'), 'FleetPage'),
        },
        {
          path: 'projects/:projectId',
          handle: {
            crumb: ({ customerId = '', projectId = '' }) => ({
              label: <ProjectName customerId={Number(customerId)} id={Number(projectId)} />,
              to: customerPaths.project(customerId, projectId),
            }),
          } satisfies RouteHandle,
          children: [
            { index: true, element: <Navigate to="vessels" replace /> },
            {
              lazy: lazyPage(() => import('../features/projects/project-page.tsx'), 'ProjectPage'),
              children: [
                {
                  path: 'vessels',
                  lazy: lazyPage(() => import('../features/projects/project-general-tab.tsx'), 'ProjectGeneralTab'),
                },
                {
                  path: 'consumption',
                  lazy: lazyPage(() => import('../features/projects/project-rates-tab.tsx'), 'ProjectRatesTab'),
                },
              ],
            },
            vesselRoute,
          ],
        },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    // What fails outside the staff shell (sign-in, the client area, the shell itself).
    errorElement: <RouteErrorPage />,
    // Shown while the first page's code loads: nothing, as before the app starts.
    HydrateFallback: NothingYet,
    children: [
      { path: '/login', lazy: lazyPage(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage') },
      {
        path: '/forgot-password',
        lazy: lazyPage(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: '/reset-password/:token',
        lazy: lazyPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
      },
      {
        path: '/client/questionnaire/:token',
        lazy: lazyPage(
          () => import('../features/client-area/client-questionnaire-page.tsx'),
          'ClientQuestionnairePage',
        ),
      },
      {
        path: '/client/particulars/:token',
        lazy: lazyPage(() => import('../features/client-area/client-particulars-page.tsx'), 'ClientParticularsPage'),
      },
      {
        path: '/client/report/:token',
        lazy: lazyPage(() => import('../features/client-area/client-report-page.tsx'), 'ClientReportPage'),
      },
      {
        // The staff pages: react-query loads with them, not with sign-in (the client area loads it
        // once the PIN was accepted).
        lazy: lazyPage(() => import('../api/query-provider.tsx'), 'QueryProvider'),
        children: [
          {
            element: <AuthGuard />,
            children: [
              {
                lazy: lazyPage(() => import('./shell/app-layout.tsx'), 'AppLayout'),
                children: [
                  {
                    // Failures and unknown records of a page show inside the shell, in place of the page.
                    lazy: lazyPage(() => import('./shell/page-frame.tsx'), 'PageFrame'),
                    errorElement: <RouteErrorPage />,
                    children: [
                      { index: true, lazy: lazyPage(() => import('../features/home/home-page.tsx'), 'HomePage') },
                      customersRoute,
                      {
                        path: 'my-profile',
                        lazy: lazyPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage'),
                        handle: { crumb: { label: 'My Profile', to: '/my-profile' } } satisfies RouteHandle,
                      },
                      {
                        element: <AdminGuard />,
                        handle: { adminOnly: true } satisfies RouteHandle,
                        children: [
                          {
                            path: 'users',
                            handle: { crumb: { label: 'Users', to: '/users' } } satisfies RouteHandle,
                            children: [
                              {
                                index: true,
                                lazy: lazyPage(() => import('../features/users/users-page.tsx'), 'UsersPage'),
                              },
                              {
                                path: 'create',
                                lazy: lazyPage(
                                  () => import('../features/users/user-create-page.tsx'),
                                  'UserCreatePage',
                                ),
                                handle: { crumb: { label: 'Create User' } } satisfies RouteHandle,
                              },
                              {
                                path: ':id',
                                lazy: lazyPage(
                                  () => import('../features/users/user-details-page.tsx'),
                                  'UserDetailsPage',
                                ),
                                handle: { crumb: { label: 'Edit User' } } satisfies RouteHandle,
                              },
                            ],
                          },
                          {
                            path: 'departments',
                            lazy: lazyPage(
                              () => import('../features/departments/departments-page.tsx'),
                              'DepartmentsPage',
                            ),
                            handle: { crumb: { label: 'Departments', to: '/departments' } } satisfies RouteHandle,
                          },
                          {
                            path: 'company-profile',
                            lazy: lazyPage(
                              () => import('../features/company-profile/company-profile-page.tsx'),
                              'CompanyProfilePage',
                            ),
                            handle: crumbOf('Company Profile', '/company-profile'),
                          },
                          {
                            path: 'vessel-types',
                            lazy: lazyPage(
                              () => import('../features/reference-data/vessel-types-page.tsx'),
                              'VesselTypesPage',
                            ),
                            handle: crumbOf('Vessel Types', '/vessel-types'),
                          },
                          {
                            path: 'consumption-types',
                            lazy: lazyPage(
                              () => import('../features/reference-data/consumption-types-page.tsx'),
                              'ConsumptionTypesPage',
                            ),
                            handle: crumbOf('Consumption Types', '/consumption-types'),
                          },
                          {
                            path: 'consumption-categories',
                            handle: crumbOf('Consumption Categories', '/consumption-categories'),
                            children: [
                              {
                                index: true,
                                lazy: lazyPage(
                                  () => import('../features/reference-data/consumption-categories-page.tsx'),
                                  'ConsumptionCategoriesPage',
                                ),
                              },
                              {
                                path: ':id',
                                lazy: lazyPage(
                                  () => import('../features/consumption-technologies/consumption-category-page.tsx'),
                                  'ConsumptionCategoryPage',
                                ),
                                handle: {
                                  crumb: ({ id = '' }) => ({ label: <ConsumptionCategoryName id={Number(id)} /> }),
                                } satisfies RouteHandle,
                              },
                            ],
                          },
                          technologiesRoute,
                          {
                            path: 'suppliers',
                            lazy: lazyPage(() => import('../features/companies/suppliers-page.tsx'), 'SuppliersPage'),
                            handle: crumbOf('Suppliers', '/suppliers'),
                          },
                          {
                            path: 'makers',
                            lazy: lazyPage(() => import('../features/companies/makers-page.tsx'), 'MakersPage'),
                            handle: crumbOf('Makers', '/makers'),
                          },
                          {
                            path: 'report-template-files',
                            lazy: lazyPage(
                              () => import('../features/report-templates/report-template-files-page.tsx'),
                              'ReportTemplateFilesPage',
                            ),
                            handle: crumbOf('Report Templates', '/report-template-files'),
                          },
                          {
                            path: 'exports',
                            lazy: lazyPage(() => import('../features/exports/exports-page.tsx'), 'ExportsPage'),
                            handle: crumbOf('Exports', '/exports'),
                          },
                          {
                            path: 'activity',
                            lazy: lazyPage(() => import('../features/history/activity-page.tsx'), 'ActivityPage'),
                            handle: crumbOf('Activity', '/activity'),
                          },
                        ],
                      },
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

import { Navigate, type RouteObject } from 'react-router';
import { clientPaths } from '../components/client-paths.ts';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { ClientParticularsPage } from '../features/client-area/client-particulars-page.tsx';
import { ClientQuestionnairePage } from '../features/client-area/client-questionnaire-page.tsx';
import { MakersPage } from '../features/companies/makers-page.tsx';
import { SuppliersPage } from '../features/companies/suppliers-page.tsx';
import { ConsumptionCategoryName } from '../features/consumption-technologies/consumption-category-name.tsx';
import { ConsumptionCategoryPage } from '../features/consumption-technologies/consumption-category-page.tsx';
import { CustomerDetailsPage } from '../features/customers/customer-details-page.tsx';
import { CustomerName } from '../features/customers/customer-name.tsx';
import { CustomersPage } from '../features/customers/customers-page.tsx';
import { DepartmentsPage } from '../features/departments/departments-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { ParticularsPage } from '../features/particulars/particulars-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { ProjectGeneralTab } from '../features/projects/project-general-tab.tsx';
import { ProjectName } from '../features/projects/project-name.tsx';
import { ProjectPage } from '../features/projects/project-page.tsx';
import { ProjectRatesTab } from '../features/projects/project-rates-tab.tsx';
import { QuestionnairePage } from '../features/questionnaires/questionnaire-page.tsx';
import { ConsumptionCategoriesPage } from '../features/reference-data/consumption-categories-page.tsx';
import { ConsumptionTypesPage } from '../features/reference-data/consumption-types-page.tsx';
import { VesselTypesPage } from '../features/reference-data/vessel-types-page.tsx';
import { ReportTemplateFilesPage } from '../features/report-templates/report-template-files-page.tsx';
import { TechnologiesPage } from '../features/technologies/technologies-page.tsx';
import { TechnologyCreatePage } from '../features/technologies/technology-create-page.tsx';
import { TechnologyDetailsTab } from '../features/technologies/technology-details-tab.tsx';
import { TechnologyMakersTab } from '../features/technologies/technology-makers-tab.tsx';
import { TechnologyName } from '../features/technologies/technology-name.tsx';
import { TechnologyPage } from '../features/technologies/technology-page.tsx';
import { TechnologySuppliersTab } from '../features/technologies/technology-suppliers-tab.tsx';
import { UserCreatePage } from '../features/users/user-create-page.tsx';
import { UserDetailsPage } from '../features/users/user-details-page.tsx';
import { UsersPage } from '../features/users/users-page.tsx';
import { VesselEditTab } from '../features/vessels/vessel-edit-tab.tsx';
import { VesselName } from '../features/vessels/vessel-name.tsx';
import { VesselPage } from '../features/vessels/vessel-page.tsx';
import { VesselReportsTab } from '../features/vessels/vessel-reports-tab.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { AdminGuard, AuthGuard } from './guards.tsx';
import { adminGroups } from './navigation.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import type { RouteHandle } from './shell/crumbs.ts';

const built = new Set([
  '/users',
  '/departments',
  '/vessel-types',
  '/consumption-types',
  '/consumption-categories',
  '/technologies',
  '/suppliers',
  '/makers',
  '/report-template-files',
]);

const comingSoonAdminRoutes: RouteObject[] = adminGroups
  .flatMap((group) => group.items)
  .filter((item) => !built.has(item.to))
  .map((item) => ({
    path: item.to.slice(1),
    element: <ComingSoonPage title={item.label} />,
    handle: { crumb: { label: item.label, to: item.to } } satisfies RouteHandle,
  }));

const crumbOf = (label: string, to: string) => ({ crumb: { label, to } }) satisfies RouteHandle;

const vesselRoute: RouteObject = {
  path: 'vessels/:vesselId',
  element: <VesselPage />,
  handle: {
    crumb: ({ customerId = '', projectId = '', vesselId = '' }) => ({
      label: <VesselName id={Number(vesselId)} />,
      to: clientPaths.vessel(customerId, projectId, vesselId),
    }),
  } satisfies RouteHandle,
  children: [
    { index: true, element: <VesselReportsTab /> },
    { path: 'edit', element: <VesselEditTab /> },
    { path: 'questionnaire', element: <QuestionnairePage /> },
    { path: 'particulars', element: <ParticularsPage /> },
  ],
};

const technologiesRoute: RouteObject = {
  path: 'technologies',
  handle: crumbOf('Technologies', '/technologies'),
  children: [
    { index: true, element: <TechnologiesPage /> },
    { path: 'create', element: <TechnologyCreatePage />, handle: { crumb: { label: 'Create Technology' } } },
    {
      path: ':id',
      element: <TechnologyPage />,
      handle: {
        crumb: ({ id = '' }) => ({ label: <TechnologyName id={Number(id)} />, to: `/technologies/${id}` }),
      } satisfies RouteHandle,
      children: [
        { index: true, element: <TechnologyDetailsTab /> },
        { path: 'suppliers', element: <TechnologySuppliersTab /> },
        { path: 'makers', element: <TechnologyMakersTab /> },
      ],
    },
  ],
};

const customersRoute: RouteObject = {
  path: 'customers',
  handle: crumbOf('Clients', clientPaths.customers),
  children: [
    { index: true, element: <CustomersPage /> },
    {
      path: ':customerId',
      handle: {
        crumb: ({ customerId = '' }) => ({
          label: <CustomerName id={Number(customerId)} />,
          to: clientPaths.customer(customerId),
        }),
      } satisfies RouteHandle,
      children: [
        { index: true, element: <CustomerDetailsPage /> },
        {
          path: 'projects/:projectId',
          handle: {
            crumb: ({ customerId = '', projectId = '' }) => ({
              label: <ProjectName id={Number(projectId)} />,
              to: clientPaths.project(customerId, projectId),
            }),
          } satisfies RouteHandle,
          children: [
            { index: true, element: <Navigate to="vessels" replace /> },
            {
              element: <ProjectPage />,
              children: [
                { path: 'vessels', element: <ProjectGeneralTab /> },
                { path: 'consumption', element: <ProjectRatesTab /> },
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
  { path: '/login', element: <SignInPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/client/questionnaire/:token', element: <ClientQuestionnairePage /> },
  { path: '/client/particulars/:token', element: <ClientParticularsPage /> },
  {
    element: <AuthGuard />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <HomePage /> },
          customersRoute,
          {
            path: 'my-profile',
            element: <ProfilePage />,
            handle: { crumb: { label: 'My Profile', to: '/my-profile' } } satisfies RouteHandle,
          },
          {
            element: <AdminGuard />,
            children: [
              {
                path: 'users',
                handle: { crumb: { label: 'Users', to: '/users' } } satisfies RouteHandle,
                children: [
                  { index: true, element: <UsersPage /> },
                  {
                    path: 'create',
                    element: <UserCreatePage />,
                    handle: { crumb: { label: 'Create User' } } satisfies RouteHandle,
                  },
                  {
                    path: ':id',
                    element: <UserDetailsPage />,
                    handle: { crumb: { label: 'Edit User' } } satisfies RouteHandle,
                  },
                ],
              },
              {
                path: 'departments',
                element: <DepartmentsPage />,
                handle: { crumb: { label: 'Departments', to: '/departments' } } satisfies RouteHandle,
              },
              { path: 'vessel-types', element: <VesselTypesPage />, handle: crumbOf('Vessel Types', '/vessel-types') },
              {
                path: 'consumption-types',
                element: <ConsumptionTypesPage />,
                handle: crumbOf('Consumption Types', '/consumption-types'),
              },
              {
                path: 'consumption-categories',
                handle: crumbOf('Consumption Categories', '/consumption-categories'),
                children: [
                  { index: true, element: <ConsumptionCategoriesPage /> },
                  {
                    path: ':id',
                    element: <ConsumptionCategoryPage />,
                    handle: {
                      crumb: ({ id = '' }) => ({ label: <ConsumptionCategoryName id={Number(id)} /> }),
                    } satisfies RouteHandle,
                  },
                ],
              },
              technologiesRoute,
              { path: 'suppliers', element: <SuppliersPage />, handle: crumbOf('Suppliers', '/suppliers') },
              { path: 'makers', element: <MakersPage />, handle: crumbOf('Makers', '/makers') },
              {
                path: 'report-template-files',
                element: <ReportTemplateFilesPage />,
                handle: crumbOf('Report Templates', '/report-template-files'),
              },
              ...comingSoonAdminRoutes,
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

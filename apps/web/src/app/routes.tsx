import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { DepartmentsPage } from '../features/departments/departments-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { UserCreatePage } from '../features/users/user-create-page.tsx';
import { UserDetailsPage } from '../features/users/user-details-page.tsx';
import { UsersPage } from '../features/users/users-page.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { AdminGuard, AuthGuard } from './guards.tsx';
import { adminGroups } from './navigation.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import type { RouteHandle } from './shell/crumbs.ts';

const built = new Set(['/users', '/departments']);

const comingSoonAdminRoutes: RouteObject[] = adminGroups
  .flatMap((group) => group.items)
  .filter((item) => !built.has(item.to))
  .map((item) => ({
    path: item.to.slice(1),
    element: <ComingSoonPage title={item.label} />,
    handle: { crumb: { label: item.label, to: item.to } } satisfies RouteHandle,
  }));

export const routes: RouteObject[] = [
  { path: '/login', element: <SignInPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  {
    element: <AuthGuard />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'customers',
            element: <ComingSoonPage title="Clients" />,
            handle: { crumb: { label: 'Clients', to: '/customers' } } satisfies RouteHandle,
          },
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
              ...comingSoonAdminRoutes,
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

import { Outlet } from 'react-router';
import { PageBreadcrumbs } from './page-breadcrumbs.tsx';

/** The page under its breadcrumbs; the route's error element replaces both. */
export function PageFrame() {
  return (
    <>
      <PageBreadcrumbs />
      <Outlet />
    </>
  );
}

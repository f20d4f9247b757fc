import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { errorMessageFor } from '../api/error-messages.ts';
import { isNotFound } from '../components/not-found.ts';
import { ErrorPage } from './error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const pageNotLoaded = 'The page could not be loaded. Please try again.';

function messageOf(error: unknown): string {
  if (isApiError(error)) return errorMessageFor(error.status, error.body) ?? pageNotLoaded;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return pageNotLoaded;
}

/** The routes' error element: the not-found page for a missing record, else the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (isNotFound(error)) return <NotFoundPage />;

  // A failed query is asked again when the page mounts anew; anything else (a page's code that
  // failed to download, say) needs the whole page loaded again.
  const retry = isApiError(error) ? () => navigate(location, { replace: true }) : () => window.location.reload();
  return <ErrorPage message={messageOf(error)} onRetry={retry} />;
}

import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/session-store.ts';

/** Sends visitors who are not signed in to the sign-in page. */
export function AuthGuard() {
  const session = useSession();
  if (!session?.user) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Admin pages render nothing for other users. */
export function AdminGuard() {
  const session = useSession();
  if (!session?.user.isAdmin) return null;
  return <Outlet />;
}

/** Route guards: who may see /profile and /admin. */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from './paths.ts';
import { useSession } from './session.tsx';

function AuthLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading..." />
    </div>
  );
}

/** Signed-in only; others go to /login and come back afterwards. */
export function RequireAuth() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (!user) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/** Active admins only; signed out → /login, signed in without admin rights → /. */
export function RequireAdmin() {
  const { status, user, isAdmin } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (!user) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (!isAdmin) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}

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
  const { status, user, signingOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  // Signing out on this page: the logout takes the person home, not to the sign-in page.
  if (!user && signingOut) return null;
  if (!user) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/** Active admins only; signed out → /login, signed in without admin rights → /. */
export function RequireAdmin() {
  const { status, user, isAdmin, signingOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (!user && signingOut) return null;
  if (!user) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (!isAdmin) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}

/** Route guards: who may see /profile and /admin. */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner.tsx';
import { showToast } from '@/lib/toast.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '../context/session.tsx';

/** Said on arrival at / when a signed-in person without admin rights opens an admin page. */
export function adminOnlyNotice(email: string | null): string {
  return email ? `That page is for admins. You are signed in as ${email}, which is not an admin account.` : 'That page is for admins.';
}
/** One notice, however often the guard renders (StrictMode, a second try). */
export const ADMIN_ONLY_TOAST_ID = 'admin-only';

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

/**
 * Active admins only; signed out → /login (and back afterwards), signed in without admin rights → /
 * with a notice saying why. (A deactivated account is signed out by the session, which says so.)
 */
export function RequireAdmin() {
  const { status, user, isAdmin, signingOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AuthLoading />;
  if (!user && signingOut) return null;
  if (!user) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (!isAdmin) return <NotForThisAccount email={user.email} />;
  return <Outlet />;
}

function NotForThisAccount({ email }: { email: string | null }) {
  useEffect(() => {
    showToast((toast) => toast.error(adminOnlyNotice(email), { id: ADMIN_ONLY_TOAST_ID }));
  }, [email]);
  return <Navigate to={paths.home()} replace />;
}

/** Route guards: who may see /profile and /admin. */
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner.tsx';
import { showToast } from '@/lib/toast.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '../context/session.tsx';

/** Said on arrival at / when a signed-in person without admin rights opens an admin page. */
export function adminOnlyNotice(email: string | null): string {
  return email ? `That page is for admins. You are logged in as ${email}, which is not an admin account.` : 'That page is for admins.';
}
/** Said on arrival at the posts when an editor opens an admin page that is not about posts. */
export const EDITORS_NOTICE = 'That page is for admins. As an editor you manage the blog posts.';
/** One notice, however often the guard renders (StrictMode, a second try). */
export const ADMIN_ONLY_TOAST_ID = 'admin-only';

const AuthLoading = () => <Spinner className="min-h-[50vh]" />;

/**
 * The admin area while the session or its code loads (a first visit's session, the layout's chunk):
 * its frame at once — the layout's ground and, on a large screen, the sidebar's column (`admin-pending`,
 * src/index.css) — with the status, never a blank page. The layout then shows its own while a screen's
 * chunk loads (src/components/layout/admin-layout.tsx).
 */
const AdminLoading = () => <Spinner className="admin-pending" />;

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
 * The admin area: active admins and editors; signed out → /login (and back afterwards), signed in
 * without either role → / with a notice saying why. (A deactivated account is signed out by the
 * session, which says so.)
 */
export function RequireStaff() {
  const { status, user, canEditPosts, signingOut } = useSession();
  const location = useLocation();
  if (status === 'loading') return <AdminLoading />;
  if (!user && signingOut) return null;
  if (!user) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  if (!canEditPosts) return <Turned to={paths.home()} notice={adminOnlyNotice(user.email)} />;
  // A boundary of its own: coming from the site (a transition, which would keep the site's page on
  // screen while the admin area's code comes), it is new, and shows the admin frame at once.
  return (
    <Suspense fallback={<AdminLoading />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Inside the admin area (RequireStaff), the screens that are not about posts: admins only. An editor
 * is taken to the posts: quietly from the dashboard's address (their admin area starts there), with a
 * notice from any other.
 */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  const { pathname } = useLocation();
  if (isAdmin) return <Outlet />;
  if (pathname.replace(/\/+$/, '') === paths.admin.dashboard()) return <Navigate to={paths.admin.blogs()} replace />;
  return <Turned to={paths.admin.blogs()} notice={EDITORS_NOTICE} />;
}

function Turned({ to, notice }: { to: string; notice: string }) {
  useEffect(() => {
    showToast((toast) => toast.error(notice, { id: ADMIN_ONLY_TOAST_ID }));
  }, [notice]);
  return <Navigate to={to} replace />;
}

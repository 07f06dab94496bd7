/**
 * The admin area's frame (spec §2 "Admin layout"): a sidebar on large screens, a drawer on small
 * ones, the signed-in admin's name and role, Logout, and the admin page beside it. It renders inside
 * the site's RootLayout `<main>`, so it never renders a `<main>` of its own.
 *
 * Below the large layout the drawer is the page's one menu: its opener takes the place of the
 * header's menu button (`useHeaderMenuSlot`), and it offers the site's pages and the account links
 * as well as the admin screens. On large screens the sidebar runs the height of the window beside
 * the page and stays in view as it scrolls (the admin area has no footer).
 */
import { Menu, X } from 'lucide-react';
import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { Outlet, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/context/session.tsx';
import { roleTitle } from '@/features/accounts/data/users.ts';
import { useLogout } from '@/context/use-logout.ts';
import { useHeaderMenuSlot } from './header.tsx';
import { AccountLinks, AdminNav, DRAWER_ID, SiteNav } from './admin-sidebar.tsx';
import { useAdminDrawer } from './use-admin-drawer.ts';
import { useNewArrivals } from './use-new-arrivals.ts';

export { ADMIN_NAV, type AdminNavItem } from './admin-sidebar.tsx';

export function AdminLayout() {
  const { user, profile, isAdmin, unreadEnquiries } = useSession();
  const logout = useLogout();
  const { open, setOpen, openerRef, closeRef, drawerRef, close, closeAfterNavigating } = useAdminDrawer();
  const headerSlot = useHeaderMenuSlot();
  const arrivals = useNewArrivals();
  const { pathname } = useLocation();

  const displayName = profile?.displayName || user?.displayName || user?.email || 'Admin';
  const role = roleTitle(profile?.role);

  // Small screens: the drawer's opener, in the header where its menu button would be.
  const opener = (
    <button
      ref={openerRef}
      type="button"
      aria-expanded={open}
      aria-controls={DRAWER_ID}
      aria-label="Open admin menu"
      onClick={() => setOpen(true)}
      className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
    >
      <Menu aria-hidden="true" className="h-6 w-6" />
    </button>
  );

  return (
    <div className="bg-slate-50 lg:flex lg:min-h-[calc(100vh-4rem)]">
      {headerSlot ? (
        createPortal(opener, headerSlot)
      ) : (
        // Outside the site's header (not rendered by RootLayout): a bar of its own.
        <div className="sticky top-16 z-30 flex items-center border-b border-slate-200 bg-white px-4 py-2 lg:hidden">{opener}</div>
      )}

      {open && (
        // Pointer presses outside the drawer close it (useAdminDrawer); keyboards use Escape or Close.
        <div aria-hidden="true" data-testid="admin-drawer-backdrop" className="fixed inset-0 z-50 bg-slate-900/60 lg:hidden" />
      )}

      <aside
        id={DRAWER_ID}
        ref={drawerRef}
        aria-label="Admin sidebar"
        // Opening shows the drawer at once (focus can only move into a visible element) and slides it in;
        // closing slides it out, then hides it.
        className={`fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto overscroll-contain border-r border-slate-200 bg-white shadow-xl duration-200 lg:visible lg:sticky lg:top-16 lg:bottom-auto lg:z-auto lg:h-[calc(100vh-4rem)] lg:w-64 lg:max-w-none lg:shrink-0 lg:translate-x-0 lg:shadow-none ${
          open ? 'visible translate-x-0 transition-[translate]' : 'invisible -translate-x-full transition-[translate,visibility]'
        }`}
      >
        <div className="flex items-start justify-between gap-2 border-b border-slate-200 px-4 py-4">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
            >
              {displayName.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{displayName}</p>
              <p className="text-xs font-medium text-brand-700">{role}</p>
            </div>
          </div>
          <button
            ref={closeRef}
            type="button"
            aria-label="Close admin menu"
            onClick={close}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>

        <AdminNav isAdmin={isAdmin} badges={{ unread: unreadEnquiries, ...arrivals }} onNavigate={closeAfterNavigating} />

        <SiteNav onNavigate={closeAfterNavigating} />

        <AccountLinks onNavigate={closeAfterNavigating} onLogout={() => void logout()} />
      </aside>

      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        {/* A screen's chunk on its way: the layout stays and says so at once. (Navigations are
            transitions, which keep an already shown boundary's content: a new one per address shows
            its fallback instead of the old screen staying put, unanswered.) As tall as the frame
            shown before the layout came (AdminLoading, src/app/guards.tsx): the status stays put. */}
        <Suspense key={pathname} fallback={<ScreenLoading path={pathname} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

/** A screen on its way: its tab says so (the last screen's title is gone with it), and so does the page. */
function ScreenLoading({ path }: { path: string }) {
  return (
    <>
      <Seo title="Loading... · Admin" path={path} noindex />
      <Spinner className="min-h-[calc(100vh-7rem)]" />
    </>
  );
}

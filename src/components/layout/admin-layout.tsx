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
import {
  BarChart3,
  Briefcase,
  ExternalLink,
  FileText,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  Send,
  Settings,
  User,
  UserCheck,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/app/session.tsx';
import { useLogout } from '@/app/use-logout.ts';
import { NAV_LINKS, useHeaderMenuSlot } from './header.tsx';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Match the path exactly (the dashboard at /admin would otherwise be active everywhere). */
  end?: boolean;
  /** Show the number of unread enquiries beside the label (for Messages). */
  badge?: 'unread';
}

/** The sidebar (spec §2 "Admin layout"): one line per admin screen. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard(), icon: LayoutDashboard, end: true },
  { label: 'Messages', to: paths.admin.messages(), icon: Mail, badge: 'unread' },
  { label: 'Users', to: paths.admin.users(), icon: Users },
  { label: 'Blogs', to: paths.admin.blogs(), icon: FileText },
  { label: 'Services', to: paths.admin.services(), icon: Briefcase },
  { label: 'Analytics', to: paths.admin.analytics(), icon: BarChart3 },
  { label: 'Applications', to: paths.admin.applications(), icon: UserCheck },
  { label: 'Subscribers', to: paths.admin.subscribers(), icon: Newspaper },
  { label: 'Outbox', to: paths.admin.outbox(), icon: Send },
  { label: 'Settings', to: paths.admin.settings(), icon: Settings },
];

const DRAWER_ID = 'admin-sidebar';
/** Tailwind's `lg` breakpoint, where the sidebar stops being a drawer. */
const LARGE_SCREEN = '(min-width: 64rem)';

export function roleLabel(role: string | undefined): 'Administrator' | 'User' {
  return role === 'admin' ? 'Administrator' : 'User';
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside `container`. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!container.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function AdminLayout() {
  const { user, profile, unreadEnquiries } = useSession();
  const location = useLocation();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const headerSlot = useHeaderMenuSlot();

  // Navigating closes the drawer.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  const close = () => {
    setOpen(false);
    openerRef.current?.focus();
  };

  // A link chosen in the open drawer: the drawer closes and keyboard focus goes back to its opener,
  // rather than being lost on a link that has just been hidden.
  const closeAfterNavigating = () => {
    if (open) close();
  };

  // While open: focus goes into the drawer; Escape closes it (focus back to the opener), as does a
  // press outside it (the backdrop) or growing to the large layout; the page behind does not scroll.
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        openerRef.current?.focus();
      } else if (event.key === 'Tab' && drawerRef.current) {
        keepFocusInside(drawerRef.current, event);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!drawerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const large = typeof window.matchMedia === 'function' ? window.matchMedia(LARGE_SCREEN) : null;
    const onResize = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    large?.addEventListener('change', onResize);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      large?.removeEventListener('change', onResize);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const displayName = profile?.displayName || user?.displayName || user?.email || 'Admin';
  const role = roleLabel(profile?.role);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition ${
      isActive ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700'
    }`;
  const plainLinkClass =
    'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700';

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
        // Pointer presses outside the drawer close it (see the effect above); keyboards use Escape or Close.
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

        <nav aria-label="Admin" className="px-3 py-4">
          <ul className="space-y-1">
            {ADMIN_NAV.map((item) => {
              const count = item.badge === 'unread' ? unreadEnquiries : 0;
              return (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass} onClick={closeAfterNavigating}>
                    <item.icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                    <span className="flex-1">{item.label}</span>
                    {count > 0 && (
                      <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                        {count}
                        <span className="sr-only"> unread</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>

        {/* Small screens: the header's menu is this one, so the site's pages are here too. */}
        <nav aria-labelledby={`${DRAWER_ID}-site`} className="border-t border-slate-200 px-3 py-4 lg:hidden">
          <p id={`${DRAWER_ID}-site`} className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Website
          </p>
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={plainLinkClass} onClick={closeAfterNavigating}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-1 border-t border-slate-200 px-3 py-4">
          <Link to={paths.profile()} className={plainLinkClass} onClick={closeAfterNavigating}>
            <User aria-hidden="true" className="h-5 w-5 shrink-0" />
            My Profile
          </Link>
          {/* Small screens have the site's pages above, Home among them. */}
          <Link to={paths.home()} className={`${plainLinkClass} max-lg:hidden`}>
            <ExternalLink aria-hidden="true" className="h-5 w-5 shrink-0" />
            View site
          </Link>
          <button
            type="button"
            onClick={() => void logout()}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-700"
          >
            <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
            Logout
          </button>
        </div>
      </aside>

      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <Outlet />
      </div>
    </div>
  );
}

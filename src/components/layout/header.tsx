/** The navigation bar (spec §2): fixed, opaque with a shadow once scrolled, user menu, mobile menu. */
import { ChevronDown, LayoutDashboard, LogOut, Mail, Menu, User, X } from 'lucide-react';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useStartedFromHtml } from '@/context/initial-data.tsx';
import { useSession } from '@/context/session.tsx';
import { useLogout } from '@/context/use-logout.ts';
import { site } from '@/content/site.ts';
import { containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { HeaderSearch } from '@/components/search/header-search.tsx';
import { SCROLLED } from '@/lib/page-contract.ts';

export const SCROLLED_THRESHOLD = 10;

/** The site's five pages (spec §2 "Navigation bar"); the admin area's menu offers them too. */
export const NAV_LINKS = [
  { label: 'Home', to: paths.home() },
  { label: 'Services', to: paths.services() },
  { label: 'Blog', to: paths.blog() },
  { label: 'About', to: paths.about() },
  { label: 'Contact', to: paths.contact() },
];

/**
 * Marks <html> `data-scrolled` while the page is scrolled past `threshold` (the header's scrolled look,
 * in CSS). A prerendered page's boot script does so from its first paint (scripts/page-boot.browser.js);
 * this keeps it on pages without one (the app shell, development), re-rendering nothing on scroll.
 */
function useScrolledMark(threshold: number) {
  useEffect(() => {
    const onScroll = () => document.documentElement.toggleAttribute(SCROLLED, window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
}

/**
 * Where the header's messages icon leads and what its red dot counts. A person: their Messages tab and
 * the replies they have not seen yet. An admin: the site's inbox and its unread enquiries, so the dot
 * goes once they have all been read (their own enquiries' replies are on their profile, as for anyone).
 */
function useMessagesTarget(): { to: string; count: number; label: string } {
  const { isAdmin, newReplies, unreadEnquiries } = useSession();
  const [to, count] = isAdmin ? [paths.admin.messages(), unreadEnquiries] : [paths.profile('messages'), newReplies];
  return { to, count, label: count > 0 ? `Messages (${count} new)` : 'Messages' };
}

function MessagesLink() {
  const { to, count, label } = useMessagesTarget();
  return (
    <Link
      to={to}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      aria-label={label}
    >
      <Mail aria-hidden="true" className="h-5 w-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-dot"
          className="absolute top-2 right-2 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white"
        />
      )}
    </Link>
  );
}

/**
 * A place at the header's end for another layout's menu button: the admin area puts the opener of its
 * drawer there (`useHeaderMenuSlot`), and while it does the header leaves out its own menu button, so a
 * phone shows one menu, not two. The drawer then offers the site's pages and the account links too.
 */
interface HeaderMenuSlot {
  element: HTMLElement | null;
  setElement: (element: HTMLElement | null) => void;
  replaced: boolean;
  claim: () => () => void;
}

const HeaderMenuSlotContext = createContext<HeaderMenuSlot | null>(null);

export function HeaderMenuSlotProvider({ children }: { children: ReactNode }) {
  const [element, setElementNow] = useState<HTMLElement | null>(null);
  // The header hands its slot over while it hydrates: a transition, which waits for the page's content
  // (still the server's HTML until its chunk arrives) instead of making React render it afresh.
  const setElement = useCallback((next: HTMLElement | null) => startTransition(() => setElementNow(next)), []);
  const [claims, setClaims] = useState(0);
  const claim = useCallback(() => {
    setClaims((count) => count + 1);
    return () => setClaims((count) => count - 1);
  }, []);
  const value = useMemo(() => ({ element, setElement, replaced: claims > 0, claim }), [element, setElement, claims, claim]);
  return <HeaderMenuSlotContext.Provider value={value}>{children}</HeaderMenuSlotContext.Provider>;
}

/**
 * For a layout whose own menu replaces the header's while it is shown: returns the element to portal its
 * menu button into (null until the header has rendered it, or outside a HeaderMenuSlotProvider).
 */
export function useHeaderMenuSlot(): HTMLElement | null {
  const slot = useContext(HeaderMenuSlotContext);
  const claim = slot?.claim;
  // Before paint, so the header's own button and this one are never both shown.
  useLayoutEffect(() => claim?.(), [claim]);
  return slot?.element ?? null;
}

function UserMenu() {
  const { user, canEditPosts } = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout(() => setOpen(false));
  const name = user?.displayName || 'User';

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const itemClass = 'flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-slate-100';
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        aria-label={`${name}, account menu`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-1.5 pr-3 pl-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        {/* The initial is drawn (src/index.css), not text: the visible text is the name alone, which the label starts with (WCAG 2.5.3). */}
        <span aria-hidden="true" data-initial={name.charAt(0).toUpperCase()} className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-white" />
        <span className="hidden max-w-40 truncate lg:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </button>
      {open && (
        <div
          id="user-menu"
          className="absolute right-0 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link to={paths.profile()} className={itemClass} onClick={() => setOpen(false)}>
            <User aria-hidden="true" className="h-4 w-4" /> My Profile
          </Link>
          {canEditPosts && (
            <Link to={paths.admin.dashboard()} className={itemClass} onClick={() => setOpen(false)}>
              <LayoutDashboard aria-hidden="true" className="h-4 w-4" /> Admin Panel
            </Link>
          )}
          <button type="button" className={itemClass} onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The mobile menu is a popover (`popover="auto"`, opened by the toggle's `popovertarget`): the browser
 * opens it, closes it on Escape or a click outside and gives focus back to the toggle, all without
 * JavaScript, so it works as soon as a prerendered page shows, before its scripts have arrived.
 * React only follows its state (the toggle's icon, label and aria-expanded) and closes it on navigation.
 */
const MENU_ID = 'mobile-menu';

const subscribeToNothing = () => () => {};
/** Browsers from before the Popover API (Safari < 17, Firefox < 125) and jsdom: React runs the menu. */
const hasPopovers = () => 'popover' in HTMLElement.prototype;

function isPopoverOpen(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false; // A browser without the Popover API does not know the selector.
  }
}

function usePopoverOpen(element: HTMLElement | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      element?.addEventListener('toggle', onChange);
      return () => element?.removeEventListener('toggle', onChange);
    },
    [element],
  );
  // Closed on the server; read after hydration too, in case it was opened before React arrived.
  return useSyncExternalStore(subscribe, () => isPopoverOpen(element), () => false);
}

function MobileMenu({
  ref,
  popovers,
  open,
  onClose,
}: {
  ref: (element: HTMLDivElement | null) => void;
  popovers: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { user, canEditPosts } = useSession();
  const messages = useMessagesTarget();
  const logout = useLogout(onClose);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'}`;
  return (
    <div
      ref={ref}
      id={MENU_ID}
      // Without the Popover API (known after hydration), React shows and hides it.
      popover={popovers ? 'auto' : undefined}
      hidden={!popovers && !open}
      className={
        // The browser's popover styles (centred, bordered, padded) give way to a full-width panel right
        // under the header: its bottom where anchor positioning exists, else 4 rem, the header's height.
        'fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 ' +
        'border-t border-solid border-slate-200 bg-white p-0 text-slate-900 shadow-md md:hidden ' +
        '[position-anchor:--site-header] supports-[top:anchor(bottom)]:top-[anchor(bottom)] ' +
        // Before hydration in a browser without popovers, the attribute alone would leave it open.
        (popovers ? 'supports-[not_selector(:popover-open)]:hidden' : '')
      }
    >
      <nav aria-label="Mobile" className={`${containerStyles} space-y-1 py-3`}>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        <div className="mt-2 border-t border-slate-200 pt-3">
          {user ? (
            <>
              <p className="px-3 pb-2 text-sm text-slate-600">
                Logged in as <span className="font-semibold text-slate-900">{user.displayName || 'User'}</span>
              </p>
              <NavLink to={messages.to} className={linkClass} onClick={onClose}>
                {messages.label}
              </NavLink>
              <NavLink to={paths.profile()} end className={linkClass} onClick={onClose}>
                My Profile
              </NavLink>
              {canEditPosts && (
                <NavLink to={paths.admin.dashboard()} className={linkClass} onClick={onClose}>
                  Admin Panel
                </NavLink>
              )}
              <button
                type="button"
                onClick={() => void logout()}
                className="block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                Logout
              </button>
            </>
          ) : (
            <Link to={paths.login()} className={`${linkStyles.primary} w-full`} onClick={onClose}>
              Login
            </Link>
          )}
        </div>
      </nav>
    </div>
  );
}

export function Header() {
  const { status, user } = useSession();
  // A prerendered page shows the Login link from its HTML on (nobody is signed in for the build); the
  // boot script hides it where someone signed in on this browser until the session knows (src/index.css).
  const startedFromHtml = useStartedFromHtml();
  const showLogin = !user && (status === 'ready' || (status === 'loading' && startedFromHtml));
  const slot = useContext(HeaderMenuSlotContext);
  const menuReplaced = slot?.replaced ?? false;
  useScrolledMark(SCROLLED_THRESHOLD);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The server renders a popover; after hydration a browser without them gets React's menu instead.
  const popovers = useSyncExternalStore(subscribeToNothing, hasPopovers, () => true);
  const [menu, setMenu] = useState<HTMLDivElement | null>(null);
  const popoverOpen = usePopoverOpen(menu);
  const [fallbackOpen, setFallbackOpen] = useState(false);
  const menuOpen = popovers ? popoverOpen : fallbackOpen;

  const closeMenu = useCallback(() => {
    if (isPopoverOpen(menu)) menu?.hidePopover();
    setFallbackOpen(false);
  }, [menu]);

  // A navigation closes the mobile menu (not the first render: it may have been opened before hydration).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    closeMenu();
  }, [location.pathname, closeMenu]);

  // The browser closes a popover on Escape itself; React's menu needs its own handler.
  useEffect(() => {
    if (popovers || !fallbackOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setFallbackOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [popovers, fallbackOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 text-sm font-medium transition ${isActive ? 'text-brand-700 bg-brand-50' : 'text-slate-700 hover:text-brand-700'}`;

  return (
    <header
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] [anchor-name:--site-header] ${
        menuOpen && !menuReplaced
          ? 'bg-white shadow-md'
          : 'bg-white/85 backdrop-blur [[data-scrolled]_&]:bg-white [[data-scrolled]_&]:shadow-md [[data-scrolled]_&]:backdrop-blur-none'
      }`}
    >
      <div className={`${containerStyles} flex h-16 items-center justify-between gap-4`}>
        <Link to={paths.home()} className="flex shrink-0 items-center gap-2 text-lg font-bold whitespace-nowrap text-slate-900">
          <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="sm:hidden">{site.shortName}</span>
          <span className="hidden sm:inline">{site.name}</span>
        </Link>
        {/* Where another menu replaces the header's (admin pages), it holds these links until the sidebar shows. */}
        <nav aria-label="Main" className={`hidden items-center gap-1 ${menuReplaced ? 'lg:flex' : 'md:flex'}`}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <HeaderSearch />
          {status === 'ready' && user && (
            <>
              <MessagesLink />
              <div className="hidden md:block">
                <UserMenu />
              </div>
            </>
          )}
          {showLogin && (
            <Link to={paths.login()} className={linkStyles.primary}>
              Login
            </Link>
          )}
          {!menuReplaced && (
            <button
              ref={toggleRef}
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
              popoverTarget={MENU_ID}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={popovers ? undefined : () => setFallbackOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            </button>
          )}
          <div ref={slot?.setElement} className="contents" />
        </div>
      </div>
      {!menuReplaced && <MobileMenu ref={setMenu} popovers={popovers} open={fallbackOpen} onClose={closeMenu} />}
    </header>
  );
}

/**
 * The admin sidebar's lists (./admin-layout.tsx): the admin screens, the site's pages (the drawer is
 * the one menu on small screens) and the account's links with Logout.
 */
import {
  BarChart3,
  Briefcase,
  BriefcaseBusiness,
  ExternalLink,
  FileText,
  History,
  LayoutDashboard,
  LogOut,
  Mail,
  Newspaper,
  UsersRound,
  Send,
  Settings,
  User,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { NAV_LINKS } from './header.tsx';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Match the path exactly (the dashboard at /admin would otherwise be active everywhere). */
  end?: boolean;
  /**
   * A number beside the label: the unread enquiries (Messages), or what arrived since this admin last
   * opened the screen (Applications, Subscribers).
   */
  badge?: keyof NavBadges;
  /** Editors see it too (the posts); every other screen is for admins only. */
  forEditors?: true;
}

/** The sidebar (spec §2 "Admin layout"): one line per admin screen. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard(), icon: LayoutDashboard, end: true },
  { label: 'Messages', to: paths.admin.messages(), icon: Mail, badge: 'unread' },
  { label: 'Users', to: paths.admin.users(), icon: Users },
  { label: 'Activity', to: paths.admin.activity(), icon: History },
  { label: 'Blogs', to: paths.admin.blogs(), icon: FileText, forEditors: true },
  { label: 'Services', to: paths.admin.services(), icon: Briefcase },
  { label: 'Analytics', to: paths.admin.analytics(), icon: BarChart3 },
  { label: 'Openings', to: paths.admin.openings(), icon: BriefcaseBusiness },
  { label: 'Applications', to: paths.admin.applications(), icon: UserCheck, badge: 'applications' },
  { label: 'Subscribers', to: paths.admin.subscribers(), icon: UsersRound, badge: 'subscribers' },
  { label: 'Newsletter', to: paths.admin.newsletter(), icon: Newspaper },
  { label: 'Outbox', to: paths.admin.outbox(), icon: Send },
  { label: 'Settings', to: paths.admin.settings(), icon: Settings },
];

/** The sidebar's id (the drawer's opener controls it). */
export const DRAWER_ID = 'admin-sidebar';

// Phones and tablets: 44 px targets (the drawer scrolls). Laptops: 36 px, so that the thirteen screens
// and the account links fit an 800 px window.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 lg:min-h-9 rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700'
  }`;
const plainLinkClass =
  'flex min-h-11 items-center gap-3 lg:min-h-9 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700';

/** The numbers beside the sidebar's links. */
export interface NavBadges {
  /** Enquiries with status unread. */
  unread: number;
  /** Applications and subscribers that arrived since this admin last opened their screen. */
  applications: number;
  subscribers: number;
}

/** What a badge's number counts, for screen readers ("2 unread", "3 new"). */
const BADGE_WORDS: Record<keyof NavBadges, string> = { unread: 'unread', applications: 'new', subscribers: 'new' };

/**
 * One link per admin screen (an editor's: the posts only); Messages shows the number of unread
 * enquiries, Applications and Subscribers what is new since this admin last opened them.
 */
export function AdminNav({ isAdmin, badges, onNavigate }: { isAdmin: boolean; badges: NavBadges; onNavigate: () => void }) {
  return (
    <nav aria-label="Admin" className="px-3 py-4">
      <ul className="space-y-1 lg:space-y-0.5">
        {ADMIN_NAV.filter((item) => isAdmin || item.forEditors).map((item) => {
          const count = item.badge ? badges[item.badge] : 0;
          return (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
                <item.icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                <span className="flex-1">{item.label}</span>
                {count > 0 && (
                  <>
                    {' '}
                    <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                      <span aria-hidden="true">{count}</span>
                      <span className="sr-only">{`${count} ${BADGE_WORDS[item.badge!]}`}</span>
                    </span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Small screens: the header's menu is this one, so the site's pages are here too. */
export function SiteNav({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-labelledby={`${DRAWER_ID}-site`} className="border-t border-slate-200 px-3 py-4 lg:hidden">
      <p id={`${DRAWER_ID}-site`} className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Website
      </p>
      <ul className="space-y-1">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={plainLinkClass} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** My Profile, View site (large screens) and Logout. */
export function AccountLinks({ onNavigate, onLogout }: { onNavigate: () => void; onLogout: () => void }) {
  return (
    <div className="space-y-1 border-t border-slate-200 lg:space-y-0.5 px-3 py-4">
      <Link to={paths.profile()} className={plainLinkClass} onClick={onNavigate}>
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
        onClick={onLogout}
        className="flex min-h-11 w-full items-center lg:min-h-9 gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-700"
      >
        <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
        Logout
      </button>
    </div>
  );
}

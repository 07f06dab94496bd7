/**
 * The admin dashboard (spec §2 "Admin dashboard"), also shown at /admin/analytics: four stat cards
 * with their month-over-month change, recent activity, quick actions and the system status, all
 * computed from what this page loaded.
 */
import {
  Activity,
  BarChart3,
  Briefcase,
  CheckCircle2,
  Eye,
  FileText,
  Globe,
  LayoutDashboard,
  Mail,
  TriangleAlert,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useMatch } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { useSession } from '@/app/session.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { listAllServices, listAllUsers } from '@/data/admin-lists.ts';
import { listAllBlogs, type BlogPost } from '@/data/blogs.ts';
import { listAllMessages, type ContactMessage } from '@/data/contact-messages.ts';
import type { Service } from '@/data/services.ts';
import type { UserProfile } from '@/data/users.ts';
import {
  monthOverMonth,
  NO_CHANGE_BASE,
  recentActivity,
  revenueFromViews,
  type ActivityType,
  type MonthOverMonth,
} from '@/lib/dashboard.ts';
import { formatRelative } from '@/lib/dates.ts';

// ---------------------------------------------------------------------------------------------
// Data: the four lists, loaded in parallel; a failed one is logged, toasted and counted as empty.

type Source = 'users' | 'blogs' | 'messages' | 'services';

/** Spec §8's messages, used for both the console and the toast. */
const LOAD_ERRORS: Record<Source, string> = {
  users: 'Error fetching users',
  blogs: 'Error fetching blogs',
  messages: 'Error fetching messages',
  services: 'Error fetching services',
};

interface DashboardData {
  status: 'loading' | 'ready';
  now: Date;
  users: UserProfile[];
  blogs: BlogPost[];
  messages: ContactMessage[];
  services: Service[];
  failed: Source[];
}

const EMPTY: Omit<DashboardData, 'status' | 'now'> = { users: [], blogs: [], messages: [], services: [], failed: [] };

function settledValue<T>(result: PromiseSettledResult<T[]>, source: Source, failed: Source[]): T[] {
  if (result.status === 'fulfilled') return result.value;
  console.error(LOAD_ERRORS[source], result.reason);
  toast.error(LOAD_ERRORS[source]);
  failed.push(source);
  return [];
}

function useDashboardData(): DashboardData {
  const [data, setData] = useState<DashboardData>(() => ({ status: 'loading', now: new Date(), ...EMPTY }));

  useEffect(() => {
    let cancelled = false;
    void Promise.allSettled([listAllUsers(), listAllBlogs(), listAllMessages(), listAllServices()]).then(
      ([users, blogs, messages, services]) => {
        if (cancelled) return;
        const failed: Source[] = [];
        setData({
          status: 'ready',
          now: new Date(),
          users: settledValue(users, 'users', failed),
          blogs: settledValue(blogs, 'blogs', failed),
          messages: settledValue(messages, 'messages', failed),
          services: settledValue(services, 'services', failed),
          failed,
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return data;
}

// ---------------------------------------------------------------------------------------------
// What the page offers today. A later admin screen adds one line to QUICK_ACTIONS.

interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'View Site', description: 'Open the public website', to: paths.home(), icon: Globe },
  { label: 'Dashboard', description: 'Greeting and overview', to: paths.admin.dashboard(), icon: LayoutDashboard },
  { label: 'Analytics', description: 'Figures and monthly change', to: paths.admin.analytics(), icon: BarChart3 },
  { label: 'My Profile', description: 'Your account and messages', to: paths.profile(), icon: User },
];

const ACTIVITY_ICONS: Record<ActivityType, LucideIcon> = {
  user: Users,
  blog: FileText,
  message: Mail,
  service: Briefcase,
};

const numberFormat = new Intl.NumberFormat('en-US');
const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// ---------------------------------------------------------------------------------------------

export function DashboardPage() {
  const { user, profile } = useSession();
  const { pathname } = useLocation();
  const isAnalytics = useMatch(paths.admin.analytics()) !== null;
  const data = useDashboardData();

  const heading = isAnalytics ? 'Analytics' : `Welcome back, ${profile?.displayName || user?.displayName || 'Admin'}`;
  const intro = isAnalytics
    ? 'Key figures for your users, content and enquiries, compared with last month.'
    : "Here's what is happening with your website.";

  return (
    <>
      <Seo title={isAnalytics ? 'Analytics' : 'Admin Dashboard'} path={pathname} noindex />
      <div className="mx-auto max-w-7xl">
        <header className="mb-6 sm:mb-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-slate-600">{intro}</p>
        </header>
        {data.status === 'loading' ? (
          <Spinner label="Loading..." className="rounded-xl border border-slate-200 bg-white" />
        ) : (
          <DashboardContent data={data} signedIn={user !== null} pathname={pathname} />
        )}
      </div>
    </>
  );
}

function DashboardContent({ data, signedIn, pathname }: { data: DashboardData; signedIn: boolean; pathname: string }) {
  const { now, users, blogs, messages, services, failed } = data;
  const unread = messages.filter((message) => message.status === 'unread').length;
  const totalViews = blogs.reduce((sum, post) => sum + post.views, 0);
  const activity = recentActivity({ users, blogs, messages, services }, now);

  const stats: StatCardProps[] = [
    {
      title: 'Total Users',
      value: numberFormat.format(users.length),
      icon: Users,
      trend: monthOverMonth(users, now),
      counted: 'new users',
    },
    {
      title: 'Total Blogs',
      value: numberFormat.format(blogs.length),
      icon: FileText,
      trend: monthOverMonth(blogs, now),
      counted: 'new posts',
    },
    {
      title: 'Contact Messages',
      value: numberFormat.format(messages.length),
      subtitle: unread > 0 ? `${unread} unread` : 'All read',
      icon: Mail,
      trend: monthOverMonth(messages, now),
      counted: 'new messages',
    },
    {
      title: 'Total Views',
      value: numberFormat.format(totalViews),
      subtitle: `Est. revenue ${currencyFormat.format(revenueFromViews(totalViews))}`,
      icon: Eye,
      // Views of the posts published each month.
      trend: monthOverMonth(blogs, now, (post) => post.views),
      counted: 'views on new posts',
    },
  ];

  const storeFailures = failed.length > 0 ? `Could not load ${failed.join(', ')}` : '';
  const systems: SystemStatus[] = [
    { name: 'Website', ok: true, okLabel: 'Operational' },
    { name: 'Database', ok: failed.length === 0, okLabel: 'Healthy', reason: storeFailures },
    { name: 'Authentication', ok: signedIn, okLabel: 'Healthy', reason: 'No signed-in session' },
    { name: 'Contact Form', ok: !failed.includes('messages'), okLabel: 'Operational', reason: 'Could not load messages' },
  ];

  return (
    <div className="space-y-6 lg:space-y-8">
      <ul aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map((stat) => (
          <li key={stat.title}>
            <StatCard {...stat} />
          </li>
        ))}
      </ul>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:gap-8">
        <Panel title="Recent Activity" icon={Activity} className="lg:col-span-2">
          {activity.length === 0 ? (
            <p className="py-6 text-center text-slate-600">No recent activity</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {activity.map((item) => {
                const Icon = ACTIVITY_ICONS[item.type];
                return (
                  <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                    <span
                      aria-hidden="true"
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                    >
                      <Icon className="h-4 w-4" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-slate-900">{item.action}</p>
                      <p className="text-sm break-words text-slate-600">{item.subject}</p>
                    </div>
                    <time dateTime={item.time.toISOString()} className="shrink-0 text-xs text-slate-600">
                      {formatRelative(item.time, now)}
                    </time>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>

        <div className="space-y-6 lg:space-y-8">
          <Panel title="Quick Actions" icon={LayoutDashboard}>
            <ul className="space-y-2">
              {QUICK_ACTIONS.filter((action) => action.to !== pathname).map((action) => (
                <li key={action.to}>
                  <Link
                    to={action.to}
                    className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm transition hover:border-brand-200 hover:bg-brand-50"
                  >
                    <action.icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{action.label}</span>
                      <span className="block text-xs text-slate-600">{action.description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>

          <Panel title="System Status" icon={CheckCircle2}>
            <ul className="space-y-3">
              {systems.map((system) => (
                <li key={system.name} className="text-sm">
                  <div className="flex items-center justify-between gap-3">
                    <span className="font-medium text-slate-800">{system.name}</span>
                    {system.ok ? (
                      <span className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                        <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
                        {system.okLabel}
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
                        <TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />
                        Degraded
                      </span>
                    )}
                  </div>
                  {!system.ok && system.reason && <p className="mt-1 text-xs text-amber-800">{system.reason}</p>}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------

interface SystemStatus {
  name: string;
  ok: boolean;
  okLabel: 'Healthy' | 'Operational';
  reason?: string;
}

interface StatCardProps {
  title: string;
  value: string;
  subtitle?: string;
  icon: LucideIcon;
  trend: MonthOverMonth;
  /** What the change counts, e.g. "new users": shown as "3 new users this month, 2 last month". */
  counted: string;
}

function StatCard({ title, value, subtitle, icon: Icon, trend, counted }: StatCardProps) {
  const titleId = useId();
  const tone = trend.change.startsWith('+')
    ? 'text-green-700'
    : trend.change.startsWith('-')
      ? 'text-red-700'
      : 'text-slate-600';
  return (
    <div role="group" aria-labelledby={titleId} className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={titleId} className="text-sm font-medium text-slate-600">
            {title}
          </p>
          <p className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
          {subtitle && <p className="mt-1 text-sm text-slate-700">{subtitle}</p>}
        </div>
        <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
          <Icon className="h-5 w-5" />
        </span>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {trend.change === NO_CHANGE_BASE ? (
          <>
            <span aria-hidden="true" className="font-semibold">
              {NO_CHANGE_BASE}
            </span>
            <span className="sr-only">No comparison</span>
          </>
        ) : (
          <span className={`font-semibold ${tone}`}>{trend.change}</span>
        )}{' '}
        from last month
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {numberFormat.format(trend.thisMonth)} {counted} this month, {numberFormat.format(trend.lastMonth)} last month
      </p>
    </div>
  );
}

function Panel({
  title,
  icon: Icon,
  className = '',
  children,
}: {
  title: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      <h2 id={headingId} className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

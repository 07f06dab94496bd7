/**
 * The admin dashboard (spec §2 "Admin dashboard"): the greeting, four stat cards with their
 * month-over-month change, recent activity, quick actions that go where they say, and the system
 * status as this page's own loads saw it. /admin/analytics shows the same cards with charts.
 */
import {
  Activity,
  Briefcase,
  CheckCircle2,
  FileText,
  LayoutDashboard,
  Mail,
  PenSquare,
  Settings,
  TriangleAlert,
  UserCheck,
  UserPlus,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/context/session.tsx';
import { DashboardStats } from '@/components/admin/dashboard-stats.tsx';
import { useDashboardData, type DashboardData } from '@/hooks/use-dashboard-data.ts';
import { AdminPageHeader, Panel } from '@/components/admin/panel.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { recentActivity, type ActivityType } from '@/lib/dashboard.ts';
import { formatRelative } from '@/lib/dates.ts';
import { DeliveryHealth } from '@/features/mail/admin/delivery-health.tsx';

interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

/** Spec §2's four quick actions, each opening the screen it names. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Add User', description: 'Invite someone to create an account', to: `${paths.admin.users()}?add=1`, icon: UserPlus },
  { label: 'New Blog', description: 'Write and publish a post', to: paths.admin.createBlog(), icon: PenSquare },
  { label: 'View Messages', description: 'Read and answer enquiries', to: paths.admin.messages(), icon: Mail },
  { label: 'Settings', description: 'Company details and social links', to: paths.admin.settings(), icon: Settings },
];

const ACTIVITY_ICONS: Record<ActivityType, LucideIcon> = {
  user: Users,
  blog: FileText,
  message: Mail,
  service: Briefcase,
  application: UserCheck,
  subscriber: UsersRound,
};

export function DashboardPage() {
  const { user, profile } = useSession();
  const data = useDashboardData({ activity: true });
  const name = profile?.displayName || user?.displayName || 'Admin';

  return (
    <>
      <Seo title="Admin Dashboard" path={paths.admin.dashboard()} noindex />
      <div className="mx-auto max-w-7xl">
        <AdminPageHeader title={`Welcome back, ${name}`} intro="Here's what is happening with your website." />
        <div className="mb-6 empty:hidden">
          <DeliveryHealth />
        </div>
        {data.status === 'loading' ? (
          <Spinner label="Loading..." className="rounded-xl border border-slate-200 bg-white" />
        ) : (
          <DashboardContent data={data} signedIn={user !== null} />
        )}
      </div>
    </>
  );
}

function DashboardContent({ data, signedIn }: { data: DashboardData; signedIn: boolean }) {
  const { now } = data;
  const activity = recentActivity(data.activity, now);

  return (
    <div className="space-y-6 lg:space-y-8">
      <DashboardStats data={data} />

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
            <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-1">
              {QUICK_ACTIONS.map((action) => (
                <li key={action.label}>
                  <Link
                    to={action.to}
                    className="flex h-full min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm transition hover:border-brand-200 hover:bg-brand-50"
                  >
                    <action.icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{action.label}</span>{' '}
                      <span className="block text-xs text-slate-600">{action.description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>

          <SystemStatusPanel data={data} signedIn={signedIn} />
        </div>
      </div>
    </div>
  );
}

interface SystemStatus {
  name: string;
  ok: boolean;
  okLabel: 'Healthy' | 'Operational';
  reason?: string;
}

/** What this page's own loads saw: a failed load is never shown as healthy. */
function SystemStatusPanel({ data, signedIn }: { data: DashboardData; signedIn: boolean }) {
  const { failed } = data;
  const storeFailures = failed.length > 0 ? `Could not load ${failed.join(', ')}` : '';
  const systems: SystemStatus[] = [
    { name: 'Website', ok: true, okLabel: 'Operational' },
    { name: 'Database', ok: failed.length === 0, okLabel: 'Healthy', reason: storeFailures },
    { name: 'Authentication', ok: signedIn, okLabel: 'Healthy', reason: 'No signed-in session' },
    { name: 'Contact Form', ok: !failed.includes('messages'), okLabel: 'Operational', reason: 'Could not load messages' },
  ];
  return (
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
  );
}

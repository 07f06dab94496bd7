/**
 * The dashboard and analytics screens' data (src/data/dashboard.ts), loaded per source in parallel.
 * A failed source is logged, toasted with spec §8's message and counted as empty (spec §8 "Dashboard
 * load failure"), and the screen's System Status says which one failed. Their four cards:
 * src/components/admin/dashboard-stats.tsx.
 */
import { useState } from 'react';
import { useLoad } from './use-load.ts';
import toast from 'react-hot-toast';
import {
  DASHBOARD_LOADERS,
  DASHBOARD_SOURCES,
  type DashboardCharts,
  type DashboardFigures,
  type DashboardOptions,
  type DashboardPart,
  type DashboardSource,
  type TrendFigure,
} from '@/data/dashboard.ts';
import { enquiryMonths, monthlyEnquiriesOf, monthOverMonthOf, type ActivitySources } from '@/lib/dashboard.ts';

/** Spec §8's messages, used for both the console and the toast. */
export const LOAD_ERRORS: Record<DashboardSource, string> = {
  users: 'Error fetching users',
  blogs: 'Error fetching blogs',
  messages: 'Error fetching messages',
  services: 'Error fetching services',
  applications: 'Error fetching applications',
  subscribers: 'Error fetching subscribers',
};

export interface DashboardData {
  status: 'loading' | 'ready';
  now: Date;
  figures: DashboardFigures;
  /** The newest few of each type (empty unless asked for). */
  activity: ActivitySources;
  /** The analytics charts (null unless asked for). */
  charts: DashboardCharts | null;
  failed: DashboardSource[];
}

const NO_TREND = monthOverMonthOf(0, 0);
const NO_FIGURE: TrendFigure = { total: 0, trend: NO_TREND };
const NO_FIGURES: DashboardFigures = { users: NO_FIGURE, blogs: { ...NO_FIGURE, published: 0, drafts: 0 }, messages: { ...NO_FIGURE, unread: 0 }, views: { total: 0 } };
const NO_ACTIVITY: ActivitySources = { users: [], blogs: [], messages: [], services: [], applications: [], subscribers: [] };
const noCharts = (now: Date): DashboardCharts => ({
  topPosts: [],
  enquiries: enquiryMonths(now).map((month) => monthlyEnquiriesOf(month, { unread: 0, read: 0, replied: 0 })),
});

/** The sources' parts put together; a failed source is reported and left at zero. */
function assemble(now: Date, results: PromiseSettledResult<DashboardPart>[], options: DashboardOptions): DashboardData {
  const data: DashboardData = {
    status: 'ready',
    now,
    figures: { ...NO_FIGURES },
    activity: { ...NO_ACTIVITY },
    charts: options.charts ? noCharts(now) : null,
    failed: [],
  };
  results.forEach((result, index) => {
    const source = DASHBOARD_SOURCES[index];
    if (result.status === 'rejected') {
      console.error(LOAD_ERRORS[source], result.reason);
      toast.error(LOAD_ERRORS[source]);
      data.failed.push(source);
      return;
    }
    const part = result.value;
    Object.assign(data.figures, part.figures);
    Object.assign(data.activity, part.activity);
    if (data.charts) Object.assign(data.charts, part.charts);
  });
  return data;
}

/** Every source at once (a failed one is reported by `assemble`, so the load itself never fails). */
async function loadDashboard(wanted: Required<DashboardOptions>): Promise<DashboardData> {
  const now = new Date();
  const results = await Promise.allSettled(DASHBOARD_SOURCES.map((source) => DASHBOARD_LOADERS[source](now, wanted)));
  return assemble(now, results, wanted);
}

export function useDashboardData(options: DashboardOptions = {}): DashboardData {
  const { activity = false, charts = false } = options;
  const [loading] = useState<DashboardData>(() => ({
    status: 'loading',
    now: new Date(),
    figures: NO_FIGURES,
    activity: NO_ACTIVITY,
    charts: null,
    failed: [],
  }));
  const { data } = useLoad(['dashboard', activity, charts], () => loadDashboard({ activity, charts }));
  return data ?? loading;
}

/**
 * /admin/analytics: the dashboard's four cards, then pictures an admin would rather look at than read
 * (spec §2 route table, issue "Dashboard"): views of the top posts and enquiries per month by status,
 * as SVG charts with their numbers in a text alternative. The charts' figures are counts (one per
 * month and status) and the five most viewed posts, never every document. Under them, the site's own
 * traffic, counted without cookies (src/features/traffic/admin/traffic-section.tsx).
 */
import { Inbox, TrendingUp } from 'lucide-react';
import { paths } from '@/lib/paths.ts';
import { BarChart } from '@/components/admin/bar-chart.tsx';
import { DashboardStats } from '@/components/admin/dashboard-stats.tsx';
import { useDashboardData } from '@/hooks/use-dashboard-data.ts';
import { AdminPageHeader, Panel } from '@/components/admin/panel.tsx';
import { StackedBarChart, type StackedSeries } from '@/components/admin/stacked-bar-chart.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TrafficSection } from '@/features/traffic/admin/traffic-section.tsx';
import { ENQUIRY_MONTHS, TOP_POSTS_SHOWN, type EnquiryStatus } from '@/lib/dashboard.ts';

/** Spec §4's badge colours: unread red, read blue, replied green. */
const STATUS_SERIES: readonly StackedSeries<EnquiryStatus>[] = [
  { key: 'unread', label: 'Unread', fill: 'fill-red-600', swatch: 'bg-red-600' },
  { key: 'read', label: 'Read', fill: 'fill-blue-600', swatch: 'bg-blue-600' },
  { key: 'replied', label: 'Replied', fill: 'fill-green-600', swatch: 'bg-green-600' },
];

/** A chart's visually hidden table is as wide as its longest line: its panel clips it, or it widens a phone's page. */
const CLIPPED = 'relative overflow-hidden';

export function AnalyticsPage() {
  const data = useDashboardData({ charts: true });
  const charts = data.charts;

  return (
    <>
      <Seo title="Analytics" path={paths.admin.analytics()} noindex />
      <div className="mx-auto max-w-7xl">
        <AdminPageHeader
          title="Analytics"
          intro="Key figures for your users, content and enquiries, this month so far against the same days of last month, and the site's traffic, counted without cookies."
        />
        {data.status === 'loading' || charts === null ? (
          <Spinner label="Loading..." className="rounded-xl border border-slate-200 bg-white" />
        ) : (
          <div className="space-y-6 lg:space-y-8">
            <DashboardStats data={data} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-8">
              <Panel title="Top Posts by Views" icon={TrendingUp} className={CLIPPED}>
                <BarChart
                  caption={`The ${TOP_POSTS_SHOWN} most viewed blog posts, by number of views.`}
                  itemHeading="Post"
                  valueHeading="Views"
                  emptyText="No post has been viewed yet."
                  data={charts.topPosts.map((post) => ({ id: post.id, label: post.title, value: post.views }))}
                />
              </Panel>
              <Panel title="Enquiries per Month" icon={Inbox} className={CLIPPED}>
                <StackedBarChart
                  caption={`Enquiries received in each of the last ${ENQUIRY_MONTHS} months, by status.`}
                  periodHeading="Month"
                  series={STATUS_SERIES}
                  data={charts.enquiries.map((month) => ({
                    key: month.key,
                    shortLabel: month.shortLabel,
                    label: month.label,
                    values: { unread: month.unread, read: month.read, replied: month.replied },
                  }))}
                />
              </Panel>
            </div>
          </div>
        )}
        <div className="mt-10 lg:mt-12">
          <TrafficSection />
        </div>
      </div>
    </>
  );
}

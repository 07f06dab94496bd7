/**
 * Admin → Analytics's Traffic part: the site's own figures (src/lib/traffic.ts), counted without a
 * cookie, for the period the admin picks (7, 30 or 90 days, kept in the address). Totals, visits per
 * day, the top pages and referrers, the device split and the Core Web Vitals by page type, each
 * picture with its numbers in a table; a spinner while the first report loads, and a way to try again
 * when it cannot be read.
 */
import { CalendarDays, Eye, FileText, Gauge, Layers, Link2, LineChart, MonitorSmartphone, MousePointerClick, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { BarChart } from '@/components/admin/bar-chart.tsx';
import { ListFailure } from '@/components/admin/admin-list-screen.tsx';
import { StatGrid, type StatCardProps } from '@/components/admin/stat-card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TOP_SHOWN, TRAFFIC_PERIODS, type TrafficPeriod, type TrafficReport } from '@/features/traffic/data/traffic-report.ts';
import { DIRECT, OTHER } from '@/lib/traffic.ts';
import { DailyChart } from './daily-chart.tsx';
import { DevicesTable } from './devices-table.tsx';
import { formatNumber, formatShortDay } from './traffic-format.ts';
import { useTrafficReport } from './use-traffic-report.ts';
import { VitalsTable } from './vitals-table.tsx';

/**
 * A card of the part: an h3 under the part's h2 (the page's panels are h2s). It clips what overflows
 * it: a chart's visually hidden table is as wide as its longest line, and would widen a phone's page.
 */
function TrafficPanel({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="relative min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {title}
      </h3>
      {children}
    </section>
  );
}

/** 7, 30 or 90 days: radio buttons drawn as one segmented control, named "Period". */
function PeriodControl({ period, onChange }: { period: TrafficPeriod; onChange: (period: TrafficPeriod) => void }) {
  const name = useId();
  return (
    <fieldset className="shrink-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Period</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
        {TRAFFIC_PERIODS.map((option) => (
          <label
            key={option}
            className="relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 transition hover:bg-slate-100 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input type="radio" name={name} value={option} checked={period === option} onChange={() => onChange(option)} className="sr-only" />
            {option} days
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const pagesPerVisit = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function totals(report: TrafficReport): StatCardProps[] {
  const within = `In the last ${report.period} days`;
  const busiest = report.days.reduce((best, day) => (day.visits > best.visits ? day : best), report.days[0]);
  return [
    { title: 'Visits', value: formatNumber(report.visits), subtitle: within, icon: MousePointerClick },
    { title: 'Page views', value: formatNumber(report.views), subtitle: within, icon: Eye, tone: 'bg-sky-600' },
    {
      title: 'Pages per visit',
      value: report.visits > 0 ? pagesPerVisit.format(report.views / report.visits) : '–',
      subtitle: within,
      icon: Layers,
      tone: 'bg-violet-600',
    },
    {
      title: 'Busiest day',
      value: busiest && busiest.visits > 0 ? formatNumber(busiest.visits) : '–',
      subtitle: busiest && busiest.visits > 0 ? `Visits on ${formatShortDay(busiest.day)}` : 'No visits yet',
      icon: CalendarDays,
      tone: 'bg-emerald-600',
    },
  ];
}

/** A referrer in words: the two that are not a domain say what they stand for. */
const referrerLabel = (domain: string) => (domain === DIRECT ? 'Direct (no referrer)' : domain === OTHER ? 'Other sites' : domain);

function TrafficFigures({ report }: { report: TrafficReport }) {
  const last = `the last ${report.period} days`;
  return (
    <div className="space-y-6 lg:space-y-8">
      <StatGrid label="Traffic totals" stats={totals(report)} />
      <TrafficPanel title="Visits per day" icon={LineChart}>
        <DailyChart days={report.days} caption={`Visits and page views on each of ${last} (UTC days).`} />
      </TrafficPanel>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-8">
        <TrafficPanel title="Top pages" icon={FileText}>
          <BarChart
            caption={`The ${TOP_SHOWN} most viewed pages in ${last}, by page views.`}
            itemHeading="Page"
            valueHeading="Views"
            emptyText="No page views in this period."
            data={report.pages.map((page) => ({ id: page.path, label: page.path, value: page.views }))}
          />
        </TrafficPanel>
        <div className="min-w-0 space-y-6 lg:space-y-8">
          <TrafficPanel title="Top referrers" icon={Link2}>
            <BarChart
              caption={`The ${TOP_SHOWN} sites that sent the most visits in ${last}, by visits. Direct: typed, bookmarked or from an app. Other sites: visits counted when a day had no room for more sites.`}
              itemHeading="Referrer"
              valueHeading="Visits"
              emptyText="No visits in this period."
              data={report.referrers.map((referrer) => ({ id: referrer.domain, label: referrerLabel(referrer.domain), value: referrer.visits }))}
            />
          </TrafficPanel>
          <TrafficPanel title="Devices" icon={MonitorSmartphone}>
            <DevicesTable devices={report.devices} caption={`Visits in ${last} by device: count and share.`} />
          </TrafficPanel>
        </div>
      </div>
      <TrafficPanel title="Core Web Vitals (p75)" icon={Gauge}>
        <VitalsTable vitals={report.vitals} caption={`The 75th percentile of each Core Web Vital by page type, over the page loads of ${last}.`} />
      </TrafficPanel>
    </div>
  );
}

export function TrafficSection() {
  const headingId = useId();
  const { period, setPeriod, report } = useTrafficReport();
  const { state, stale, retry } = report;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            Traffic
          </h2>
          <p className="mt-1 max-w-2xl text-slate-600">
            Visits and page views of the public pages, counted without cookies or any visitor id. Days are UTC days.
          </p>
        </div>
        <PeriodControl period={period} onChange={setPeriod} />
      </div>
      {state.status === 'loading' ? (
        <Spinner label="Loading traffic..." className="rounded-xl border border-slate-200 bg-white" />
      ) : state.status === 'error' ? (
        <ListFailure title="The traffic figures could not be loaded." detail="Please check your connection and try again." onRetry={retry} />
      ) : (
        <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <TrafficFigures report={state.data} />
        </div>
      )}
    </section>
  );
}

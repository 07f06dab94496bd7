/** Figure cards for the admin screens: plain ones (managers) and ones with a month-over-month change (dashboard). */
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { NO_CHANGE_BASE, type MonthOverMonth } from '@/lib/dashboard.ts';
import { plural, type Noun } from '@/lib/plural.ts';

const numberFormat = new Intl.NumberFormat('en-US');

export interface StatCardProps {
  title: string;
  value: ReactNode;
  subtitle?: string;
  icon: LucideIcon;
  /** The month-over-month change, with what it counts (e.g. "new user" / "new users"). */
  trend?: MonthOverMonth;
  counted?: Noun;
  /** The icon's background (a Tailwind class), the brand's colour by default. */
  tone?: string;
}

/** A group named by its title, so a test or a screen reader finds "Total Users" and reads its figure. */
export function StatCard({ title, value, subtitle, icon: Icon, trend, counted, tone = 'bg-brand-600' }: StatCardProps) {
  const titleId = useId();
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
        <span aria-hidden="true" className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-white ${tone}`}>
          <Icon className="h-5 w-5" />
        </span>
      </div>
      {trend && <Trend trend={trend} counted={counted ?? { one: 'item', other: 'items' }} />}
    </div>
  );
}

function Trend({ trend, counted }: { trend: MonthOverMonth; counted: Noun }) {
  const tone = trend.change.startsWith('+')
    ? 'text-green-700'
    : trend.change.startsWith('-')
      ? 'text-red-700'
      : 'text-slate-600';
  return (
    <>
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
        {numberFormat.format(trend.thisMonth)} {plural(trend.thisMonth, counted.one, counted.other)} this month,{' '}
        {numberFormat.format(trend.lastMonth)} last month
      </p>
    </>
  );
}

/** A row of cards, as a list named for screen readers. */
export function StatGrid({ label, stats, className = '' }: { label: string; stats: StatCardProps[]; className?: string }) {
  return (
    <ul aria-label={label} className={`grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-4 ${className}`}>
      {stats.map((stat) => (
        <li key={stat.title}>
          <StatCard {...stat} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Figure cards for the admin screens: plain ones (managers) and ones with a change against the same
 * days of last month (dashboard). Compact on a phone: two a row, so that a screen's list still starts
 * within the first screenful.
 */
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { changeTone, NO_CHANGE_BASE, type MonthOverMonth } from '@/lib/dashboard.ts';
import { plural, type Noun } from '@/lib/plural.ts';

const numberFormat = new Intl.NumberFormat('en-US');

export interface StatCardProps {
  title: string;
  value: ReactNode;
  subtitle?: string;
  icon: LucideIcon;
  /** The change against the same days of last month, with what it counts (e.g. "new user" / "new users"). */
  trend?: MonthOverMonth;
  counted?: Noun;
  /** The icon's background (a Tailwind class), the brand's colour by default. */
  tone?: string;
}

/** A group named by its title, so a test or a screen reader finds "Total Users" and reads its figure. */
export function StatCard({ title, value, subtitle, icon: Icon, trend, counted, tone = 'bg-brand-600' }: StatCardProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="h-full rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={titleId} className="text-sm font-medium text-slate-600">
            {title}
          </p>
          <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{value}</p>
          {subtitle && <p className="mt-1 text-xs text-slate-700 sm:text-sm">{subtitle}</p>}
        </div>
        {/* A phone's half-width card keeps its room for the words. */}
        <span aria-hidden="true" className={`hidden h-11 w-11 shrink-0 items-center justify-center rounded-lg text-white sm:flex ${tone}`}>
          <Icon className="h-5 w-5" />
        </span>
      </div>
      {trend && <Trend trend={trend} counted={counted ?? { one: 'item', other: 'items' }} />}
    </div>
  );
}

/** Coloured only when the change tells something (`changeTone`): a handful more or less, or nothing yet to compare with, is plain. */
const TONES = { rise: 'text-green-700', fall: 'text-red-700', plain: 'text-slate-700' } as const;

function Trend({ trend, counted }: { trend: MonthOverMonth; counted: Noun }) {
  const tone = TONES[changeTone(trend)];
  return (
    <>
      <p className="mt-2 text-xs text-slate-600 sm:mt-3 sm:text-sm">
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
        {numberFormat.format(trend.lastMonth)} in the same days last month
      </p>
    </>
  );
}

/** A row of cards, as a list named for screen readers. */
export function StatGrid({ label, stats, className = '' }: { label: string; stats: StatCardProps[]; className?: string }) {
  return (
    <ul aria-label={label} className={`grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4 ${className}`}>
      {stats.map((stat) => (
        <li key={stat.title}>
          <StatCard {...stat} />
        </li>
      ))}
    </ul>
  );
}

/**
 * How the Traffic part of Admin → Analytics words its figures: counts, shares, the counters' UTC
 * days, page types, and a Web Vital's p75 in the unit people read it in (seconds from one second up,
 * else milliseconds; CLS as a plain score), with its rating in words, since colour alone says nothing
 * to some readers.
 */
import type { VitalRating } from '@/features/traffic/data/traffic-report.ts';
import { VITALS, type Device, type PageType, type VitalName } from '@/lib/traffic.ts';

const numberFormat = new Intl.NumberFormat('en-US');
export const formatNumber = (value: number) => numberFormat.format(value);

/** A share as a whole percentage ("62%"); "0%" of nothing. */
export const formatShare = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`;

// The counters' days are UTC dates: shown as such, whatever the admin's time zone.
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Mar 9", under a chart's columns. */
export const formatShortDay = (day: string) => shortDay.format(utc(day));
/** "Mon, Mar 9, 2026", in tables. */
export const formatLongDay = (day: string) => longDay.format(utc(day));

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: 'Home page',
  blog: 'Blog list',
  article: 'Blog posts',
  careers: 'Careers',
  opening: 'Job openings',
  newsletter: 'Newsletter',
  page: 'Other pages',
};

export const DEVICE_LABELS: Record<Device, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

export const RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

const seconds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const score = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** A value of `metric` as read: "2.1 s", "180 ms", "0.05". */
export function formatVitalValue(metric: VitalName, value: number): string {
  if (VITALS[metric].unit === '') return score.format(value);
  return value >= 1000 ? `${seconds.format(value / 1000)} s` : `${Math.round(value)} ms`;
}

/** A p75 as shown: "≥ 10 s" when it lies in the open last bucket (at least its lower bound). */
export const formatP75 = (metric: VitalName, p75: number, atLeast: boolean) => `${atLeast ? '≥ ' : ''}${formatVitalValue(metric, p75)}`;

/** Google's thresholds in words, for the note under the table: "LCP good up to 2.5 s, poor above 4 s". */
export const thresholdText = (metric: VitalName) =>
  `${VITALS[metric].label} good up to ${formatVitalValue(metric, VITALS[metric].good)}, poor above ${formatVitalValue(metric, VITALS[metric].poor)}`;

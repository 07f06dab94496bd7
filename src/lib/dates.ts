/** Date helpers. Values from the backend may be Date, ISO string or missing. */

export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/**
 * Public pages print dates and counts while they hydrate, on phones: the first Intl formatter of each
 * kind costs a phone tens of milliseconds (its locale data is loaded then), so the site's one locale,
 * US English, is written out here for calendar dates, relative dates and counts
 * (tests/unit/format.test.ts checks them against Intl). Screens that are not prerendered use Intl.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** Spec §9 message dates: US English with year, short month, day, hour, minute; "Recently" when unreadable. */
export function formatDateTime(value: unknown, fallback = 'Recently'): string {
  const date = toDate(value);
  if (!date) return fallback;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dateTimeFormat.format(date);
}

/**
 * "Nov 3, 2026". Calendar dates are shown in UTC: a prerendered page (built in UTC) and the browser
 * that hydrates it then print the same day wherever the visitor is.
 */
export function formatDate(value: unknown, fallback = 'Unknown'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "1,234": a count with US thousands separators. */
export function formatCount(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A post's views: "1 view", "1,234 views" (the article, its card, and the page's own count: src/view-count.ts). */
export function formatViews(views: number): string {
  const count = Number.isFinite(views) ? views : 0;
  return `${formatCount(count)} ${count === 1 ? 'view' : 'views'}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** What `Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })` says for -1, 0 and 1 of a unit. */
const NAMED: Partial<Record<Intl.RelativeTimeFormatUnit, Record<number, string>>> = {
  year: { [-1]: 'last year', 0: 'this year', 1: 'next year' },
  month: { [-1]: 'last month', 0: 'this month', 1: 'next month' },
  week: { [-1]: 'last week', 0: 'this week', 1: 'next week' },
  day: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' },
  hour: { 0: 'this hour' },
  minute: { 0: 'this minute' },
};

function relative(amount: number, unit: Intl.RelativeTimeFormatUnit): string {
  const named = NAMED[unit]?.[amount];
  if (named) return named;
  const count = Math.abs(amount);
  const words = `${formatCount(count)} ${unit}${count === 1 ? '' : 's'}`;
  return amount < 0 || Object.is(amount, -0) ? `${words} ago` : `in ${words}`;
}

/** Article dates use relative wording: "3 days ago", "last week". */
export function formatRelative(value: unknown, now: Date = new Date(), fallback = 'Recently'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** A time as a `datetime-local` field holds it: "2026-11-28T09:30", in this device's time zone. */
export function toLocalDateTimeInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` field's value as a time (read in this device's time zone), or null when it is not one. */
export function fromLocalDateTimeInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The local day `date` falls on, as YYYY-MM-DD (a job opening's dates are written so). */
export const localDay = (date: Date) => toLocalDateTimeInput(date).slice(0, 10);

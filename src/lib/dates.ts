/** Date helpers. Values from the backend may be Date, ISO string or missing. */

export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** Spec §9 message dates: US English with year, short month, day, hour, minute; "Recently" when unreadable. */
export function formatDateTime(value: unknown, fallback = 'Recently'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function formatDate(value: unknown, fallback = 'Unknown'): string {
  const date = toDate(value);
  if (!date) return fallback;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Article dates use relative wording: "3 days ago", "last week". */
export function formatRelative(value: unknown, now: Date = new Date(), fallback = 'Recently'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

export function isSameMonth(value: unknown, now: Date = new Date()): boolean {
  const date = toDate(value);
  return !!date && date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
}

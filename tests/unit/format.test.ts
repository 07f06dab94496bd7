/** The hand-written US English formats (src/lib/dates.ts) say exactly what Intl says. */
import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatRelative } from '@/lib/dates.ts';

const DAY = 24 * 3600 * 1000;

describe('US English formats without Intl', () => {
  it('prints calendar dates as Intl does in UTC, for every day of two years', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2025, 0, 1, 23, 59); time < Date.UTC(2027, 0, 1); time += DAY) {
      expect(formatDate(new Date(time))).toBe(intl.format(time));
    }
    expect(formatDate('2026-11-03T00:30:00Z')).toBe('Nov 3, 2026');
    expect(formatDate('not a date')).toBe('Unknown');
  });

  it('prints counts as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 1, 12, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 1_000_000_000, -1234, 12.5]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });

  it('words relative dates as Intl does with numeric: auto', () => {
    const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
    const now = new Date(Date.UTC(2026, 10, 22, 12));
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['year', 365 * DAY],
      ['month', 30 * DAY],
      ['week', 7 * DAY],
      ['day', DAY],
      ['hour', 3600 * 1000],
      ['minute', 60 * 1000],
    ];
    let compared = 0;
    for (const [unit, size] of units) {
      for (const amount of [-12, -3, -2, -1, 1, 2, 5]) {
        const date = new Date(now.getTime() + amount * size);
        const expected = intl.format(amount, unit);
        // The largest unit that fits is used, as formatRelative picks it.
        const larger = units.findIndex(([, other]) => Math.abs(amount * size) >= other);
        if (units[larger][0] !== unit) continue;
        expect(formatRelative(date, now), `${amount} ${unit}`).toBe(expected);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(25);
    expect(formatRelative(new Date(now.getTime() - 20 * 1000), now)).toBe('just now');
    expect(formatRelative(undefined, now)).toBe('Recently');
  });
});

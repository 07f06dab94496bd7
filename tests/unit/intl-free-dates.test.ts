/**
 * What the prerendered public pages print while they hydrate (calendar dates, relative dates, counts)
 * is formatted without Intl, whose first formatter of each kind costs a phone tens of milliseconds
 * (docs/decisions/0013-intl-free-dates.md). tests/unit/format.test.ts checks they say what Intl says.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { formatCount, formatDate, formatRelative } from '@/lib/dates.ts';

afterEach(() => vi.unstubAllGlobals());

it('formats dates and counts for the public pages without constructing an Intl formatter', () => {
  const refuse = (name: string) =>
    function () {
      throw new Error(`Intl.${name} used on a public page's path`);
    };
  vi.stubGlobal('Intl', {
    DateTimeFormat: refuse('DateTimeFormat'),
    RelativeTimeFormat: refuse('RelativeTimeFormat'),
    NumberFormat: refuse('NumberFormat'),
    PluralRules: refuse('PluralRules'),
  });
  const now = new Date(Date.UTC(2026, 10, 23, 12));
  expect(formatDate(now)).toBe('Nov 23, 2026');
  expect(formatRelative(new Date(Date.UTC(2026, 10, 20, 12)), now)).toBe('3 days ago');
  expect(formatCount(1234567)).toBe('1,234,567');
  expect(() => new Intl.NumberFormat('en-US')).toThrow(/Intl.NumberFormat/);
});

/**
 * Counts with their noun in the right number, in the site's one language (US English): "1 new user",
 * "0 new users", "3 reviews". Written out rather than with Intl.PluralRules, whose first use costs a
 * phone tens of milliseconds on a public page (see dates.ts): English has two forms, one for exactly 1.
 */
import { formatCount } from './dates.ts';

/** A noun phrase in its two forms. */
export interface Noun {
  one: string;
  other: string;
}

/** `one` for a count of exactly 1 (or -1), `other` for everything else (0, 2, 1.5, …). */
export function plural(count: number, one: string, other = `${one}s`): string {
  return Math.abs(count) === 1 ? one : other;
}

/** "1,234 views", "1 view": the count with thousands separators, then its noun. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${formatCount(count)} ${plural(count, one, other)}`;
}

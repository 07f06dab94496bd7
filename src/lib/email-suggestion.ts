/**
 * "Did you mean …?" for an e-mail address with a likely typo in its domain (name@gmial.con →
 * name@gmail.com), from @zootools/email-spell-checker's lists of popular domains. Its distance is
 * given as the optimal string alignment distance, which counts two swapped letters as one change:
 * with the default, "gmial.con" is two changes too far from "gmail.com" and only its ending is fixed.
 */
import { run } from '@zootools/email-spell-checker';

/** Edits (insert, delete, replace, swap two neighbours) between `a` and `b`. */
export function alignmentDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length];
}

/** The address as it was likely meant, or null when it looks right (or is not an address yet). */
export function suggestEmail(email: string): string | null {
  const typed = email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(typed)) return null;
  const suggestion = run({ email: typed, distanceFunction: alignmentDistance });
  return suggestion && suggestion.full !== typed ? suggestion.full : null;
}

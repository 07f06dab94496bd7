/** Counts with their noun in the right number (src/lib/plural.ts), as Intl.PluralRules has English. */
import { describe, expect, it } from 'vitest';
import { countOf, plural } from '@/lib/plural.ts';

describe('plural', () => {
  it('uses the singular for exactly one, as Intl.PluralRules does for English', () => {
    const rules = new Intl.PluralRules('en-US');
    for (const count of [0, 1, 2, 5, 11, 21, 101, 1000, 1.5, -1, -2]) {
      expect(plural(count, 'user')).toBe(rules.select(count) === 'one' ? 'user' : 'users');
    }
  });

  it('takes an irregular plural, and prints the count with separators', () => {
    expect(plural(2, 'enquiry', 'enquiries')).toBe('enquiries');
    expect(countOf(1, 'new user')).toBe('1 new user');
    expect(countOf(0, 'new user')).toBe('0 new users');
    expect(countOf(1, 'view on new posts', 'views on new posts')).toBe('1 view on new posts');
    expect(countOf(1234, 'review')).toBe('1,234 reviews');
  });
});

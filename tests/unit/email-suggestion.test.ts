/** "Did you mean …?" for the contact form's e-mail address (src/lib/email-suggestion.ts). */
import { describe, expect, it } from 'vitest';
import { alignmentDistance, suggestEmail } from '@/lib/email-suggestion.ts';

describe('suggestEmail', () => {
  it('suggests the likely domain for a mistyped popular one, swapped letters included', () => {
    expect(suggestEmail('name@gmial.con')).toBe('name@gmail.com');
    expect(suggestEmail(' A@Hotmial.com ')).toBe('a@hotmail.com');
    expect(suggestEmail('j@outlok.com')).toBe('j@outlook.com');
    expect(suggestEmail('b@gmail.co')).toBe('b@gmail.com');
  });

  it('says nothing for an address that looks right, or is not one yet', () => {
    for (const email of ['name@gmail.com', 'kj@example.net', 'kay+1@example.org', 'd@novaforge.example.com', 'f@gmx.de', 'name@', 'name@gmial', '']) {
      expect(suggestEmail(email), email).toBeNull();
    }
  });
});

describe('alignmentDistance', () => {
  it('counts inserts, deletes, replacements and a swap of neighbours as one change each', () => {
    expect(alignmentDistance('gmail.com', 'gmail.com')).toBe(0);
    expect(alignmentDistance('gmial.com', 'gmail.com')).toBe(1);
    expect(alignmentDistance('gmial.con', 'gmail.com')).toBe(2);
    expect(alignmentDistance('gmal.com', 'gmail.com')).toBe(1);
    expect(alignmentDistance('', 'abc')).toBe(3);
  });
});

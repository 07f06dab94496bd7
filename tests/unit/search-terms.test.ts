import { describe, expect, it } from 'vitest';
import { matchesSearch, MESSAGE_SEARCH_TERMS_MAX, messageSearchTerms, SEARCH_TERM_MAX, searchPlanOf } from '@/lib/search-terms.ts';

const SOFIA = {
  name: 'Sofia Alvarez',
  email: 'sofia@brightleaf.example',
  company: 'Brightleaf Organics',
  service: 'Web Development',
  message: 'We run a small Bakery and need an online shop. The bakery ships bread boxes weekly.',
};

/** Would the inbox find the enquiry with these terms when the admin types `typed`? (The lookup is an exact term.) */
const finds = (terms: readonly string[], typed: string) => {
  const plan = searchPlanOf(typed)!;
  return terms.includes(plan.lookup) && matchesSearch(terms, plan);
};

describe('messageSearchTerms', () => {
  it('finds an enquiry by the beginning of its short fields and by the whole words of its message', () => {
    const terms = messageSearchTerms(SOFIA);
    expect(finds(terms, 'acm')).toBe(false);
    expect(finds(terms, 'brigh')).toBe(true);
    expect(finds(terms, 'alvarez')).toBe(true);
    expect(finds(terms, 'BAKERY')).toBe(true);
    expect(finds(terms, 'bread boxes')).toBe(true);
    // Message words are whole words: a half-typed one is not a term of its own.
    expect(finds(terms, 'bakeries')).toBe(false);
    expect(terms).not.toContain('bak');
  });

  it('holds each word once, in lower case, words of one character left out', () => {
    const terms = messageSearchTerms(SOFIA);
    expect(terms.filter((term) => term === 'bakery')).toHaveLength(1);
    expect(terms).not.toContain('a');
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.every((term) => term === term.toLowerCase())).toBe(true);
  });

  it('adds the words of follow-ups, and keeps those an earlier follow-up added', () => {
    const first = messageSearchTerms(SOFIA, { followUps: ['Could you add gift cards?'] });
    expect(finds(first, 'gift cards')).toBe(true);
    // The next follow-up is written by a browser that has the enquiry and its terms, not the first follow-up.
    const second = messageSearchTerms(SOFIA, { earlier: first, followUps: ['And a sourdough subscription.'] });
    expect(finds(second, 'gift')).toBe(true);
    expect(finds(second, 'sourdough')).toBe(true);
    expect(finds(second, 'bakery')).toBe(true);
    // Terms from elsewhere that are not words are not carried over.
    expect(messageSearchTerms(SOFIA, { earlier: ['not a word', 'x'.repeat(60)] })).not.toContain('not a word');
  });

  it('stays within the rules’ bound: the short fields first, then the longest words of the texts', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    // 300 different three-letter words ("zaa", "zab", …) first, then 150 different eleven-letter ones: 450 words.
    const short = Array.from({ length: 300 }, (_, i) => `z${letters[Math.floor(i / 26)]}${letters[i % 26]}`);
    const long = Array.from({ length: 150 }, (_, i) => `long${String(i).padStart(3, '0')}word`);
    const message = [...short, ...long].join(' ');
    expect(message.length).toBeLessThanOrEqual(5000);
    const identity = messageSearchTerms({ ...SOFIA, message: '' });

    const terms = messageSearchTerms({ ...SOFIA, message });
    expect(terms).toHaveLength(MESSAGE_SEARCH_TERMS_MAX);
    expect(terms.every((term) => term.length >= 2 && term.length <= SEARCH_TERM_MAX)).toBe(true);
    // The name, e-mail, company and service are all still found by their beginnings.
    expect(terms.slice(0, identity.length)).toEqual(identity);
    for (const typed of ['sof', 'alvarez', 'brightleaf.example', 'organ', 'web dev']) expect(finds(terms, typed)).toBe(true);
    // Every long word is kept; the room left goes to the short words written first, the rest are left out.
    for (const word of long) expect(terms).toContain(word);
    const keptShort = MESSAGE_SEARCH_TERMS_MAX - identity.length - long.length;
    expect(terms.filter((term) => short.includes(term))).toEqual(short.slice(0, keptShort));
    expect(finds(terms, short[0])).toBe(true);
    expect(finds(terms, short[short.length - 1])).toBe(false);
  });
});

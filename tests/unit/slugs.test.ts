import { describe, expect, it } from 'vitest';
import { firstFreeSlug, isSlug, slugCandidates, slugify, SLUG_MAX } from '@/lib/slugs.ts';

describe('slugify', () => {
  it('lower-cases a title and joins its words with single hyphens', () => {
    expect(slugify('How to Choose a Tech Stack Your Team Can Live With')).toBe('how-to-choose-a-tech-stack-your-team-can-live-with');
    expect(slugify('  Hello,   World!!  ')).toBe('hello-world');
    expect(slugify('Shipping --- a  MVP')).toBe('shipping-a-mvp');
  });

  it('drops accents and spells & as "and"', () => {
    expect(slugify('Café Crème & Résumé')).toBe('cafe-creme-and-resume');
    expect(slugify('Straße für Ærø')).toBe('strasse-fur-aero');
    expect(slugify('AI & Machine Learning')).toBe('ai-and-machine-learning');
  });

  it('keeps digits, drops apostrophes inside words and everything else that is not a–z or 0–9', () => {
    expect(slugify("What's new in 2026? (Part 2/3)")).toBe('whats-new-in-2026-part-2-3');
    expect(slugify('日本語 only')).toBe('only');
    expect(slugify('!!!')).toBe('');
  });

  it(`is at most ${SLUG_MAX} characters, cut at a word`, () => {
    const title = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(title.toLowerCase().replace(/ /g, '-').startsWith(slug + '-')).toBe(true);
    // One very long word is cut where it must.
    expect(slugify('a'.repeat(150))).toBe('a'.repeat(SLUG_MAX));
  });

  it('gives what the rules accept', () => {
    for (const title of ['Café & Co', 'x', 'A  -  B', 'Ünïcödé 2026', 'a'.repeat(150)]) expect(isSlug(slugify(title))).toBe(true);
    expect(isSlug('')).toBe(false);
    expect(isSlug('Upper')).toBe(false);
    expect(isSlug('double--hyphen')).toBe(false);
    expect(isSlug('-leading')).toBe(false);
    expect(isSlug('a'.repeat(SLUG_MAX + 1))).toBe(false);
  });
});

describe('the first free address', () => {
  it('is the base when it is free, else -2, -3, …', async () => {
    const taken = new Set(['launch-notes', 'launch-notes-2']);
    expect(await firstFreeSlug('fresh', async (slug) => taken.has(slug))).toBe('fresh');
    expect(await firstFreeSlug('launch-notes', async (slug) => taken.has(slug))).toBe('launch-notes-3');
  });

  it('keeps each candidate within the length limit, cutting the base at a word for the suffix', () => {
    const base = slugify(Array.from({ length: 30 }, (_, i) => `word${i}`).join(' '));
    const [first, second] = slugCandidates(base, 2);
    expect(first).toBe(base);
    expect(second.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(second).toMatch(/^word0-.*-2$/);
    expect(isSlug(second)).toBe(true);
  });

  it('gives up (null) after the candidates it may try', async () => {
    expect(await firstFreeSlug('busy', async () => true, 3)).toBeNull();
  });
});

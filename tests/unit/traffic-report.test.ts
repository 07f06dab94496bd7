/**
 * Admin → Analytics's traffic report (src/features/traffic/data/traffic-report.ts): the 75th percentile
 * of a Web Vital's histogram and Google's rating of it, and the period's figures from the day
 * counters; and the demo seed's counters (src/backend/local/seed/traffic.ts), which must add up as
 * real ones would.
 */
import { describe, expect, it } from 'vitest';
import { createSeed } from '@/backend/local/seed.ts';
import { seedTraffic, SEEDED_TRAFFIC_DAYS } from '@/backend/local/seed/traffic.ts';
import { percentile75, ratingOf, trafficReport, TOP_SHOWN } from '@/features/traffic/data/traffic-report.ts';
import { COUNTED_ITEM, isCountablePath, trafficDay, trafficDocId, VITALS, type VitalName } from '@/lib/traffic.ts';

/** A histogram of `metric` with `counts` (bucket → loads), zeros elsewhere. */
const histogram = (metric: VitalName, counts: Record<number, number>) =>
  Array.from({ length: VITALS[metric].bounds.length + 1 }, (_, bucket) => counts[bucket] ?? 0);

const NOW = new Date('2026-03-15T12:00:00Z');
const sum = (counters: Record<string, number>) => Object.values(counters).reduce((all, n) => all + n, 0);

describe('percentile75', () => {
  it('has no value without a sample', () => {
    expect(percentile75('lcp', histogram('lcp', {}))).toEqual({ p75: null, atLeast: false });
  });

  it('interpolates within the bucket that holds the 75th percentile', () => {
    // 4 loads in (0, 500]: the 3rd of 4 is three quarters of the way up.
    expect(percentile75('lcp', histogram('lcp', { 0: 4 }))).toEqual({ p75: 375, atLeast: false });
    // 2 loads below, 2 in (2000, 2500]: the target (3 of 4) is half-way into that bucket.
    expect(percentile75('lcp', histogram('lcp', { 1: 2, 4: 2 }))).toEqual({ p75: 2250, atLeast: false });
    // 8 loads in (150, 200], 2 in (200, 250]: 7.5 of 10 falls in the first, at 15/16 of its width.
    expect(percentile75('inp', histogram('inp', { 3: 8, 4: 2 }))).toEqual({ p75: 197, atLeast: false });
    // CLS keeps three decimals: (0.01, 0.025] at three quarters.
    expect(percentile75('cls', histogram('cls', { 1: 4 }))).toEqual({ p75: 0.021, atLeast: false });
  });

  it('skips empty buckets, and takes the top of a bucket the target ends in exactly', () => {
    expect(percentile75('lcp', histogram('lcp', { 2: 3, 6: 1 }))).toEqual({ p75: 1500, atLeast: false });
    expect(percentile75('inp', histogram('inp', { 0: 1, 5: 3 }))).toEqual({ p75: 283, atLeast: false });
  });

  it('gives the lower bound of the open last bucket, marked "at least"', () => {
    expect(percentile75('lcp', histogram('lcp', { 12: 5 }))).toEqual({ p75: 10000, atLeast: true });
    expect(percentile75('inp', histogram('inp', { 0: 1, 11: 3 }))).toEqual({ p75: 2000, atLeast: true });
    expect(percentile75('cls', histogram('cls', { 10: 1 }))).toEqual({ p75: 1, atLeast: true });
  });
});

describe('ratingOf', () => {
  it('rates a value at a threshold as the better side (good at most `good`, poor above `poor`)', () => {
    expect(ratingOf('lcp', 2500)).toBe('good');
    expect(ratingOf('lcp', 2501)).toBe('needs-improvement');
    expect(ratingOf('lcp', 4000)).toBe('needs-improvement');
    expect(ratingOf('lcp', 4001)).toBe('poor');
    expect(ratingOf('inp', 200)).toBe('good');
    expect(ratingOf('inp', 500)).toBe('needs-improvement');
    expect(ratingOf('inp', 501)).toBe('poor');
    expect(ratingOf('cls', 0.1)).toBe('good');
    expect(ratingOf('cls', 0.25)).toBe('needs-improvement');
    expect(ratingOf('cls', 0.251)).toBe('poor');
  });

  it('rates a p75 that ends exactly at a threshold by the bucket it ends (thresholds are bounds)', () => {
    const good = percentile75('lcp', histogram('lcp', { 4: 3, 8: 1 }));
    expect(good).toEqual({ p75: 2500, atLeast: false });
    expect(ratingOf('lcp', good.p75!)).toBe('good');
    const middling = percentile75('lcp', histogram('lcp', { 7: 3, 12: 1 }));
    expect(middling).toEqual({ p75: 4000, atLeast: false });
    expect(ratingOf('lcp', middling.p75!)).toBe('needs-improvement');
    const inp = percentile75('inp', histogram('inp', { 3: 3, 9: 1 }));
    expect(inp).toEqual({ p75: 200, atLeast: false });
    expect(ratingOf('inp', inp.p75!)).toBe('good');
  });
});

describe('trafficReport', () => {
  it('has every day of the period, oldest first, quiet ones with zeros, and leaves out other days', () => {
    const report = trafficReport(
      7,
      [
        { day: '2026-03-15', pages: { '/': 3 }, visits: 2 },
        { day: '2026-03-15', pages: { '/blog': 1 }, visits: 1 },
        { day: '2026-03-11', pages: { '/about': 4, '/contact': 1 }, visits: 3 },
        { day: '2026-03-08', pages: { '/': 100 }, visits: 100 },
        { day: '2026-03-16', pages: { '/': 100 }, visits: 100 },
      ],
      NOW,
    );
    expect(report.days).toEqual([
      { day: '2026-03-09', visits: 0, views: 0 },
      { day: '2026-03-10', visits: 0, views: 0 },
      { day: '2026-03-11', visits: 3, views: 5 },
      { day: '2026-03-12', visits: 0, views: 0 },
      { day: '2026-03-13', visits: 0, views: 0 },
      { day: '2026-03-14', visits: 0, views: 0 },
      { day: '2026-03-15', visits: 3, views: 4 },
    ]);
    expect(report).toMatchObject({ period: 7, visits: 6, views: 9 });
  });

  it('has zeros for a period with no counter, and no vitals', () => {
    const report = trafficReport(30, [], NOW);
    expect(report.days).toHaveLength(30);
    expect(report.days.every((day) => day.visits === 0 && day.views === 0)).toBe(true);
    expect(report).toMatchObject({ visits: 0, views: 0, pages: [], referrers: [], devices: { mobile: 0, tablet: 0, desktop: 0 }, vitals: [] });
  });

  it('lists the top ten pages and referrers, most first, ties by name, summed over the shards', () => {
    const pages = Object.fromEntries(Array.from({ length: 12 }, (_, n) => [`/blog/post-${String(n).padStart(2, '0')}`, n + 1]));
    const report = trafficReport(
      7,
      [
        { day: '2026-03-15', pages: { ...pages, '/': 5 }, referrers: { 'google.com': 3, 'bing.com': 4, '(direct)': 4 } },
        { day: '2026-03-14', pages: { '/': 3, '/about': 12 }, referrers: { 'google.com': 2 } },
      ],
      NOW,
    );
    expect(report.pages).toHaveLength(TOP_SHOWN);
    expect(report.pages.slice(0, 5)).toEqual([
      { path: '/about', views: 12 },
      { path: '/blog/post-11', views: 12 },
      { path: '/blog/post-10', views: 11 },
      { path: '/blog/post-09', views: 10 },
      { path: '/blog/post-08', views: 9 },
    ]);
    expect(report.pages.at(-1)).toEqual({ path: '/blog/post-04', views: 5 });
    // '/' (5 + 3, from two days) ties with post-07 and comes first by name.
    expect(report.pages[5]).toEqual({ path: '/', views: 8 });
    expect(report.pages[6]).toEqual({ path: '/blog/post-07', views: 8 });
    expect(report.referrers).toEqual([
      { domain: 'google.com', visits: 5 },
      { domain: '(direct)', visits: 4 },
      { domain: 'bing.com', visits: 4 },
    ]);
  });

  it('rates the Web Vitals of each page type measured, in the order of the page types', () => {
    const report = trafficReport(
      7,
      [{ day: '2026-03-15', vitals: { 'article:lcp:12': 2, 'home:inp:3': 3, 'home:inp:9': 1, 'home:cls:6': 4, 'nonsense:lcp:1': 9 } }],
      NOW,
    );
    expect(report.vitals.map(({ type, metric, samples, p75, atLeast, rating }) => [type, metric, samples, p75, atLeast, rating])).toEqual([
      ['home', 'lcp', 0, null, false, null],
      ['home', 'inp', 4, 200, false, 'good'],
      ['home', 'cls', 4, 0.238, false, 'needs-improvement'],
      ['article', 'lcp', 2, 10000, true, 'poor'],
      ['article', 'inp', 0, null, false, null],
      ['article', 'cls', 0, null, false, null],
    ]);
  });
});

describe('the demo seed’s traffic', () => {
  const counters = seedTraffic(NOW).traffic;
  const docs = Object.entries(counters);
  const seed = createSeed(NOW).collections;

  it('has one counter document a day, shard 0, up to today', () => {
    expect(docs).toHaveLength(SEEDED_TRAFFIC_DAYS);
    for (const [id, doc] of docs) expect(id).toBe(trafficDocId(doc.day as string, 0));
    expect(counters[trafficDocId(trafficDay(NOW), 0)]).toBeDefined();
    expect(createSeed(NOW).collections.traffic).toEqual(counters);
  });

  it('adds up as counting would: visits by referrer and by device, at least a view per visit', () => {
    for (const [, doc] of docs) {
      const { visits, pages, referrers, devices, vitals } = doc as Record<string, Record<string, number>> & { visits: number };
      expect(visits).toBeGreaterThan(0);
      expect(sum(referrers)).toBe(visits);
      expect(sum(devices)).toBe(visits);
      expect(sum(pages)).toBeGreaterThanOrEqual(visits);
      expect(Object.keys(pages).every(isCountablePath)).toBe(true);
      // An item's page only while the item exists, as the rules and the demo policy count them.
      for (const item of Object.keys(pages).map((page) => COUNTED_ITEM.exec(page))) {
        if (!item) continue;
        const [, section, id] = item;
        const collection = { blog: 'slugs', careers: 'openings', newsletter: 'newsletter_issues' }[section as 'blog'];
        expect(seed[collection]?.[id], `${section}/${id}`).toBeDefined();
      }
      expect(Object.keys(vitals).every((key) => /^(home|blog|article|page):(lcp|inp|cls):\d+$/.test(key))).toBe(true);
    }
  });

  it('names only published seeded posts, from the day each came out', () => {
    const blogs = createSeed(NOW).collections.blogs;
    for (const [, doc] of docs) {
      for (const path of Object.keys(doc.pages as object).filter((page) => page.startsWith('/blog/'))) {
        const post = blogs[path.slice('/blog/'.length)];
        expect(post?.isPublished, path).toBe(true);
        expect(Date.parse(doc.day as string) + 86_400_000, `${path} on ${String(doc.day)}`).toBeGreaterThan((post.publishAt as Date).getTime());
      }
    }
  });

  it('is the same for the same day, and rates most Web Vitals good, some needing improvement', () => {
    expect(seedTraffic(new Date(NOW.getTime() + 3_600_000)).traffic).toEqual(counters);
    const report = trafficReport(90, Object.values(counters), NOW);
    const ratings = report.vitals.map((figure) => figure.rating);
    expect(ratings.filter((rating) => rating === 'good').length).toBeGreaterThan(ratings.length / 2);
    expect(ratings).toContain('needs-improvement');
    expect(ratings).not.toContain(null);
  });
});

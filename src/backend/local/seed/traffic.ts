/**
 * Seeds the traffic counters (`traffic/{day}_0`, src/lib/traffic.ts) with four months of a small
 * company site's visits, so that Admin → Analytics's Traffic part has something to show for each of
 * its periods (7, 30 and 90 days) on a demo's first start: busier weekdays, a slow rise, the seeded
 * posts read from the day they came out, a day on Hacker News, and Web Vitals mostly good, with
 * articles' LCP and the blog list's INP in need of improvement.
 *
 * One document a day (shard 0), with a handful of keys in each map: the demo's data is one text in
 * localStorage, read at each of its operations, so the history is kept short. The numbers come from
 * formulas and a small generator seeded with the day, never Math.random: the same day always seeds
 * the same figures. Each document adds up as the counters would: visits is the sum of the referrers
 * and of the devices, and the page views are at least the visits (each visit views its first page).
 */
import type { LocalDoc } from '../db.ts';
import { TRAFFIC_COLLECTION, trafficDay, trafficDocId, vitalKey, type PageType, type VitalName } from '@/lib/traffic.ts';
import { DAY } from './shared.ts';

/** The days seeded: today and the 120 before it. */
export const SEEDED_TRAFFIC_DAYS = 121;

/**
 * The seeded posts the counters name, with how many days ago each came out (src/backend/local/seed/blogs.ts):
 * a post is read from that day on, most in its first week.
 */
const POSTS: readonly { slug: string; daysAgo: number }[] = [
  { slug: 'choosing-a-tech-stack-2026', daysAgo: 3 },
  { slug: 'local-seo-checklist', daysAgo: 9 },
  { slug: 'mobile-app-mvp', daysAgo: 16 },
  { slug: 'web-performance-budget', daysAgo: 24 },
  { slug: 'ai-customer-support', daysAgo: 38 },
  { slug: 'security-basics-for-smes', daysAgo: 52 },
];

/** The post linked from Hacker News, and the days (ago) of the visits it brought. */
const HN_POST = '/blog/web-performance-budget';
const HN_VISITS: Record<number, number> = { 22: 160, 21: 55, 20: 15 };

/** Where visits come from, as shares of an ordinary day. */
const REFERRERS: readonly [string, number][] = [
  ['google.com', 44],
  ['(direct)', 26],
  ['linkedin.com', 13],
  ['bing.com', 9],
  ['duckduckgo.com', 5],
];

/**
 * Each measured page type's histogram, as shares of its page loads per bucket (VITALS' bounds): the
 * home page and other pages good throughout; articles' LCP (their cover image) and the blog list's
 * INP (its filters) a little over Google's "good".
 */
const VITAL_SHARES: Partial<Record<PageType, Record<VitalName, Record<number, number>>>> = {
  home: { lcp: { 2: 50, 3: 35, 4: 15 }, inp: { 1: 60, 2: 40 }, cls: { 0: 70, 2: 30 } },
  page: { lcp: { 2: 60, 3: 40 }, inp: { 1: 70, 3: 30 }, cls: { 0: 100 } },
  article: { lcp: { 4: 45, 5: 40, 7: 15 }, inp: { 1: 50, 2: 50 }, cls: { 2: 50, 3: 50 } },
  blog: { lcp: { 3: 50, 4: 50 }, inp: { 3: 50, 4: 50 }, cls: { 1: 100 } },
};
const MEASURED = Object.keys(VITAL_SHARES) as PageType[];

/** mulberry32: a tiny deterministic generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `total` shared out by `weights` in whole numbers that add up to it (largest remainder); zeros left out. */
function share(total: number, weights: readonly [string, number][]): Record<string, number> {
  const sum = weights.reduce((all, [, weight]) => all + weight, 0);
  const exact = weights.map(([key, weight]) => ({ key, value: (total * weight) / sum }));
  const counts = exact.map(({ key, value }) => ({ key, count: Math.floor(value), rest: value - Math.floor(value) }));
  let left = total - counts.reduce((all, { count }) => all + count, 0);
  for (const entry of [...counts].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    entry.count += 1;
    left -= 1;
  }
  return Object.fromEntries(counts.filter(({ count }) => count > 0).map(({ key, count }) => [key, count]));
}

/** Each weight moved by up to ±15%, so that no two days split alike. */
const jittered = (weights: readonly [string, number][], random: () => number): [string, number][] =>
  weights.map(([key, weight]) => [key, weight * (0.85 + 0.3 * random())]);

/** The pages viewed on a day: the main pages, the newest post out by then, and one older post. */
function pageWeights(ago: number, hnVisits: number): [string, number][] {
  const weights = new Map<string, number>([
    ['/', 30],
    ['/services', 14],
    ['/blog', 12],
    ['/about', 7],
    ['/contact', 5],
    [ago % 2 === 0 ? '/careers' : '/newsletter', 4],
  ]);
  const add = (path: string, weight: number) => weights.set(path, (weights.get(path) ?? 0) + weight);
  const out = POSTS.filter((post) => post.daysAgo >= ago);
  const newest = out[0];
  if (newest) add(`/blog/${newest.slug}`, 6 + 14 * Math.exp(-(newest.daysAgo - ago) / 4));
  const older = out[1 + (ago % 3)] ?? out[out.length - 1];
  if (older && older !== newest) add(`/blog/${older.slug}`, 5);
  if (hnVisits > 0) add(HN_POST, hnVisits * 1.3);
  return [...weights];
}

/** One page type's Web Vitals for the day: `loads` page loads measured, bucketed by its shares. */
function vitalsOf(type: PageType, loads: number): Record<string, number> {
  const vitals: Record<string, number> = {};
  for (const [metric, shares] of Object.entries(VITAL_SHARES[type]!) as [VitalName, Record<number, number>][]) {
    // Not every load has an interaction to measure: INP comes from about two loads in three.
    const measured = metric === 'inp' ? Math.round((loads * 2) / 3) : loads;
    const counts = share(measured, Object.entries(shares).map(([bucket, weight]) => [bucket, weight]));
    for (const [bucket, count] of Object.entries(counts)) vitals[vitalKey(type, metric, Number(bucket))] = count;
  }
  return vitals;
}

/** The counter document of the day `ago` days before now. */
function trafficDoc(now: Date, ago: number): LocalDoc {
  const time = new Date(now.getTime() - ago * DAY);
  const day = trafficDay(time);
  const random = generator(Math.floor(time.getTime() / DAY) * 2_654_435_761);
  const weekend = [0, 6].includes(time.getUTCDay());
  // A slow rise over the four months, quieter weekends, and some noise.
  const ordinary = Math.round((48 + 0.3 * (SEEDED_TRAFFIC_DAYS - ago)) * (weekend ? 0.55 : 1) * (0.8 + 0.4 * random()));
  const hnVisits = HN_VISITS[ago] ?? 0;
  const visits = ordinary + hnVisits;

  const referrers = share(ordinary, jittered(REFERRERS, random));
  if (hnVisits > 0) referrers['news.ycombinator.com'] = hnVisits;
  const devices = share(ordinary, jittered([['mobile', 52], ['desktop', 41], ['tablet', 7]], random));
  // Hacker News readers are mostly at a desk.
  const hnDevices = share(hnVisits, [['desktop', 70], ['mobile', 30]]);
  for (const [device, count] of Object.entries(hnDevices)) devices[device] = (devices[device] ?? 0) + count;

  const views = visits + Math.round(visits * (0.5 + 0.4 * random()));
  const pages = share(views, jittered(pageWeights(ago, hnVisits), random));
  // One measured page type a day, in turn (the types a day has pages of).
  const types = MEASURED.filter((type) => type !== 'article' || Object.keys(pages).some((path) => path.startsWith('/blog/')));
  const vitals = vitalsOf(types[ago % types.length], Math.round(views * 0.6));
  return { day, hit: 'view /', pages, visits, referrers, devices, vitals };
}

/** The traffic counters, a document a day for SEEDED_TRAFFIC_DAYS days up to today. */
export function seedTraffic(now: Date): { [TRAFFIC_COLLECTION]: Record<string, LocalDoc> } {
  const traffic: Record<string, LocalDoc> = {};
  for (let ago = SEEDED_TRAFFIC_DAYS - 1; ago >= 0; ago -= 1) {
    const doc = trafficDoc(now, ago);
    traffic[trafficDocId(doc.day as string, 0)] = doc;
  }
  return { [TRAFFIC_COLLECTION]: traffic };
}

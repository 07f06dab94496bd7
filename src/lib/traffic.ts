/**
 * First-party traffic counting without a cookie (docs/decisions/0034-traffic-without-a-cookie.md): what
 * a visit counts and where. Each day (UTC) has a few counter documents, `traffic/{day}_{shard}`, and
 * each write counts one hit in one of them, picked at random so that a busy day does not contend:
 *
 * - a **view** of a public page (an item's — a post, an opening, an issue — while it exists): `pages[path]` one more;
 * - a **visit** (a view that arrived from elsewhere or directly, not from another page of this site):
 *   the view, and `visits`, `referrers[domain]` and `devices[class]` one more each;
 * - a **vital** (one Core Web Vital of one page load, measured by `web-vitals`): `vitals[key]` one
 *   more, the key naming the page type, the metric and its bucket (`article:lcp:4`).
 *
 * The write also says what it counted (`hit`, words joined by a space: `visit / google.com mobile`),
 * which the rules read to check that exactly those counters moved, by exactly one. (A string, not a
 * map: a merge replaces a string whole, where it would mix a map's keys with the last hit's.) (firestore.rules "traffic", src/backend/local/policy/traffic.ts).
 * Nothing identifies the visitor: no cookie, no id, no storage, and the referrer is its domain only.
 *
 * Small and without imports but types: the page's traffic counter (src/traffic-count.ts) is built on
 * its own, and this is copied into it.
 */

export const TRAFFIC_COLLECTION = 'traffic';

/** Counter documents per day: five writes a second before two visitors contend for one. */
export const TRAFFIC_SHARDS = 5;

/** How many distinct pages and referrers (besides OTHER) one counter document keeps (the rules' bound: a bounded document). */
export const TRAFFIC_KEY_LIMITS = { pages: 300, referrers: 200 } as const;

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** The referrer of a visit that came with none (typed, bookmarked, from an app). */
export const DIRECT = '(direct)';

/**
 * The referrer a visit is counted under when its own was refused: a document keeps at most 200
 * referrers (TRAFFIC_KEY_LIMITS), which made-up ones can fill, and this one may be the 201st, so a
 * visit still counts (the page's counter sends it again under this name once: src/traffic-count.ts).
 */
export const OTHER = '(other)';

/**
 * The public pages counted, by their path (no query, no fragment): the same two patterns as the rules.
 * A fixed page (COUNTED_PAGE) counts as it is; an item's page (COUNTED_ITEM: the section, then the
 * item's id) only while the item exists, which the rules and the demo policy check (`isItemPage`): a
 * post's address (`slugs/<slug>`, its current or a former one) or its id (`blogs/<id>`, older links and
 * posts without an address), an opening (`openings/<slug>`), an issue (`newsletter_issues/<id>`).
 * Sign-in, the profile, previews and the admin area are not counted.
 */
export const COUNTED_PAGE = /^\/(services|blog|about|contact|careers|terms|privacy|cookies|case-studies|docs|support|search|newsletter)?$/;
export const COUNTED_ITEM = /^\/(blog|careers|newsletter)\/([A-Za-z0-9][A-Za-z0-9-]{0,99})$/;

/**
 * The newsletter's pages that answer an e-mail's link (confirm a subscription, end one): no issue has
 * these ids (src/features/newsletter/data/issues.ts), so the rules would refuse them; not sent.
 */
const NOT_COUNTED = ['/newsletter/confirm', '/newsletter/unsubscribe'];

/** Whether the page's counter sends a hit for `path`: of the rules' shape, and not a page they refuse. */
export function isCountablePath(path: string): boolean {
  return (COUNTED_PAGE.test(path) || COUNTED_ITEM.test(path)) && !NOT_COUNTED.includes(path);
}

/** Page types the Web Vitals are reported by. */
export const PAGE_TYPES = ['home', 'blog', 'article', 'careers', 'opening', 'newsletter', 'page'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export function pageTypeOf(path: string): PageType {
  if (path === '/') return 'home';
  if (path === '/blog') return 'blog';
  if (path.startsWith('/blog/')) return 'article';
  if (path === '/careers') return 'careers';
  if (path.startsWith('/careers/')) return 'opening';
  if (path === '/newsletter' || path.startsWith('/newsletter/')) return 'newsletter';
  return 'page';
}

export type VitalName = 'lcp' | 'inp' | 'cls';

export interface VitalDefinition {
  label: string;
  /** Google's thresholds: good at most `good`, poor above `poor` (web.dev/articles/vitals). */
  good: number;
  poor: number;
  /**
   * Upper bounds of the histogram's buckets, ascending; a value above the last is in the last bucket
   * (index `bounds.length`). The thresholds are bounds, so a bucket is all good, all middling or all poor.
   */
  bounds: readonly number[];
  /** How a value reads: milliseconds as seconds or ms, CLS as a plain number. */
  unit: 'ms' | '';
}

export const VITALS: Record<VitalName, VitalDefinition> = {
  lcp: { label: 'LCP', good: 2500, poor: 4000, unit: 'ms', bounds: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000] },
  inp: { label: 'INP', good: 200, poor: 500, unit: 'ms', bounds: [50, 100, 150, 200, 250, 300, 400, 500, 700, 1000, 2000] },
  cls: { label: 'CLS', good: 0.1, poor: 0.25, unit: '', bounds: [0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.4, 0.6, 1] },
};

export const VITAL_NAMES = Object.keys(VITALS) as VitalName[];

/** The bucket `value` falls in: the first whose bound it does not exceed. */
export function vitalBucket(metric: VitalName, value: number): number {
  const { bounds } = VITALS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

export const vitalKey = (type: PageType, metric: VitalName, bucket: number) => `${type}:${metric}:${bucket}`;

/** What one write counts. */
export type TrafficHit =
  | { kind: 'view'; path: string }
  | { kind: 'visit'; path: string; referrer: string; device: Device }
  | { kind: 'vital'; key: string };

/** A referrer as counted: its domain without `www.`, or DIRECT; null when it is this site (a view, not a visit). */
export function referrerDomain(referrer: string, ownHost: string): string | null {
  if (!referrer) return DIRECT;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return DIRECT;
  }
  if (host === ownHost.toLowerCase()) return null;
  host = host.replace(/^www\./, '');
  return /^[a-z0-9.-]{1,100}$/.test(host) ? host : DIRECT;
}

/** The device class, from the screen's shorter side and the pointer: a phone, a tablet, or a desktop. */
export function deviceClass(shortSide: number, coarsePointer: boolean): Device {
  if (!coarsePointer) return 'desktop';
  return shortSide < 600 ? 'mobile' : 'tablet';
}

/** The day a hit is counted under: the UTC date, as the rules read the request's time. */
export function trafficDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

export const trafficDocId = (day: string, shard: number) => `${day}_${shard}`;

/** The hit as the write names it: its words joined by a space (none of them holds one). */
export function hitText(hit: TrafficHit): string {
  if (hit.kind === 'vital') return `vital ${hit.key}`;
  if (hit.kind === 'view') return `view ${hit.path}`;
  return `visit ${hit.path} ${hit.referrer} ${hit.device}`;
}

/**
 * The counters one hit moves, as a merge of `traffic/{day}_{shard}`: `one` is the backend's increment
 * by one (SDK or demo store), so this stays free of imports.
 */
export function hitCounters<T>(hit: TrafficHit, day: string, one: T): Record<string, unknown> {
  const counted: Record<string, unknown> = { day, hit: hitText(hit) };
  if (hit.kind === 'vital') counted.vitals = { [hit.key]: one };
  else counted.pages = { [hit.path]: one };
  if (hit.kind === 'visit') Object.assign(counted, { visits: one, referrers: { [hit.referrer]: one }, devices: { [hit.device]: one } });
  return counted;
}

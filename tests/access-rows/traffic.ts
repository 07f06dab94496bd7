/**
 * Access-table rows for first-party traffic counting (traffic/{day}_{shard}, src/lib/traffic.ts).
 * Rule number 90. The counter documents are of today and yesterday by the clock the rows run at
 * (the rules accept only those), so the world is built from today's date. The items whose pages
 * count are the other areas' documents: slugs/ and blogs/ (blog.ts), openings/ (openings.ts),
 * newsletter_issues/ (newsletter-issues.ts); and one post of its own, written before addresses.
 */
import { increment } from '@/backend/types.ts';
import { OTHER, hitCounters, trafficDay, type TrafficHit } from '@/lib/traffic.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { row } from './row.ts';

export const addedRules: Record<number, string> = {
  90:
    'traffic counters: anyone counts one hit a write (a view of a public page, a visit with its referrer domain and device class, or one ' +
    'Web Vital’s bucket for a page type), naming it, and exactly those counters move by one, on a document of today or yesterday (UTC) ' +
    'of the fixed shape; a page is a fixed public one or the page of an item that exists (a post by its address, current or former, ' +
    'or by its id; an opening; a newsletter issue); at most 300 pages and 200 referrers a document, besides ‘(other)’, which a visit ' +
    'may be counted under when made-up referrers fill the 200; only active admins read them; nothing is deleted or set back',
};

const DAY_MS = 86_400_000;
const TODAY = trafficDay(new Date());
const YESTERDAY = trafficDay(new Date(Date.now() - DAY_MS));
const TWO_DAYS_AGO = trafficDay(new Date(Date.now() - 2 * DAY_MS));
const TOMORROW = trafficDay(new Date(Date.now() + DAY_MS));

const at = (day: string, shard: number) => `traffic/${day}_${shard}`;

/** The counters a hit moves, as the app and the page's counter write them (a merge). */
const counted = (hit: TrafficHit, day = TODAY, by = 1): Doc => hitCounters(hit, day, increment(by));

/** A post's address: slugs/performance-budget names the post slugged-post (blog.ts). */
const VIEW: Extract<TrafficHit, { kind: 'view' }> = { kind: 'view', path: '/blog/performance-budget' };
const VISIT: TrafficHit = { kind: 'visit', path: '/', referrer: 'google.com', device: 'mobile' };
const VITAL: TrafficHit = { kind: 'vital', key: 'article:lcp:4' };

/** A day's counters after a few hits. */
const busy = (day: string): Doc => ({
  day,
  hit: 'view /',
  pages: { '/': 4, '/blog': 2 },
  visits: 3,
  referrers: { 'google.com': 2, '(direct)': 1 },
  devices: { mobile: 1, desktop: 2 },
  vitals: { 'home:lcp:3': 2 },
});

/** Counters holding as many referrers as a document may (made up, say). */
const FULL_REFERRERS = Object.fromEntries(Array.from({ length: 200 }, (_, n) => [`site${n}.example`, 1]));

/** Counters holding as many pages as a document may (written past the rules), /about among them. */
const FULL_PAGES = { ...Object.fromEntries(Array.from({ length: 299 }, (_, n) => [`/blog/post-${n}`, 1])), '/about': 1 };

/** A post written before addresses: no slug, read at /blog/<its id>, an id the site made (capitals in it). */
const LEGACY_POST = 'Qm7LegacyPost20Chars';

export const docs: Record<string, Record<string, Doc>> = {
  traffic: {
    [`${TODAY}_1`]: busy(TODAY),
    [`${YESTERDAY}_1`]: busy(YESTERDAY),
    [`${TWO_DAYS_AGO}_1`]: busy(TWO_DAYS_AGO),
    [`${TODAY}_2`]: { ...busy(TODAY), pages: FULL_PAGES },
    [`${TODAY}_4`]: { ...busy(TODAY), referrers: FULL_REFERRERS },
    // Full, and '(other)' counted beside the 200.
    [`${YESTERDAY}_4`]: { ...busy(YESTERDAY), referrers: { ...FULL_REFERRERS, [OTHER]: 1 } },
  },
  blogs: {
    [LEGACY_POST]: {
      title: 'Notes From Before Addresses',
      content: 'Written before posts had an address of their own.',
      category: 'Technology',
      isFeatured: false,
      isPublished: true,
      views: 0,
      likes: 0,
      createdAt: new Date('2026-01-05T09:00:00.000Z'),
      updatedAt: new Date('2026-01-05T09:00:00.000Z'),
      publishAt: new Date('2026-01-05T09:00:00.000Z'),
    },
  },
};

const merge = (data: Doc) => ({ data, merge: true });

export const rows: readonly AccessRow[] = [
  // Who counts.
  row(90, 'visitor', 'set', at(TODAY, 0), 'allow', 'a visitor counts a view on a new counter document (the page’s counter)', merge(counted(VIEW))),
  row(90, 'visitor', 'set', at(TODAY, 1), 'allow', 'a visitor counts a visit: the page, its referrer, its device and the visits', merge(counted(VISIT))),
  row(90, 'visitor', 'set', at(TODAY, 1), 'allow', 'a visitor counts a Web Vital of the page type', merge(counted(VITAL))),
  row(90, 'visitor', 'set', at(TODAY, 3), 'allow', 'a visitor counts a direct visit from a tablet', merge(counted({ ...VISIT, referrer: '(direct)', device: 'tablet' }))),
  row(90, 'anonymous', 'set', at(TODAY, 1), 'allow', 'an anonymous identity counts a view', merge(counted(VIEW))),
  row(90, 'user', 'set', at(TODAY, 1), 'allow', 'a signed-in user counts a view (the app, after a move within the site)', merge(counted(VIEW))),
  row(90, 'visitor', 'set', at(YESTERDAY, 1), 'allow', 'a visitor counts on yesterday’s document (a page loaded before midnight)', merge(counted(VITAL, YESTERDAY))),
  row(90, 'visitor', 'set', at(TODAY, 2), 'allow', 'a visitor counts a page the full document already has', merge(counted({ kind: 'view', path: '/about' }))),
  // Pages that exist.
  row(90, 'visitor', 'set', at(TODAY, 0), 'allow', 'a visitor counts a view of a post at its former address (its slugs/ document kept)', merge(counted({ kind: 'view', path: '/blog/five-security-basics' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'allow', 'a visitor counts a view of a post without an address, at its id', merge(counted({ kind: 'view', path: '/blog/published-post' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'allow', 'a visitor counts a visit to a post without an address, at its id the site made', merge(counted({ ...VISIT, path: `/blog/${LEGACY_POST}` }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'allow', 'a visitor counts a view of an opening', merge(counted({ kind: 'view', path: '/careers/ui-ux-designer' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'allow', 'a visitor counts a visit to a closed opening (it keeps its page)', merge(counted({ ...VISIT, path: '/careers/qa-engineer' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'allow', 'a visitor counts a view of a sent newsletter issue', merge(counted({ kind: 'view', path: '/newsletter/sent-issue' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of a made-up post', merge(counted({ kind: 'view', path: '/blog/made-up-post' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a visit to a made-up post', merge(counted({ ...VISIT, path: '/blog/made-up-post' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of a made-up opening', merge(counted({ kind: 'view', path: '/careers/made-up-opening' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of a made-up newsletter issue', merge(counted({ kind: 'view', path: '/newsletter/made-up-issue' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of the newsletter’s confirmation page (not an issue)', merge(counted({ kind: 'view', path: '/newsletter/confirm' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of an opening at a post’s address', merge(counted({ kind: 'view', path: '/careers/performance-budget' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of a post at an opening’s slug', merge(counted({ kind: 'view', path: '/blog/ui-ux-designer' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of a post at an issue’s id', merge(counted({ kind: 'view', path: '/blog/sent-issue' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of an address below a real post', merge(counted({ kind: 'view', path: '/blog/performance-budget/comments' }))),
  // By exactly one.
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a view twice in one write (an increment of two)', merge(counted(VIEW, TODAY, 2))),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor takes a view back (an increment of minus one)', merge(counted({ kind: 'view', path: '/' }, TODAY, -1))),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor writes a page’s count instead of adding one', merge({ day: TODAY, hit: 'view /', pages: { '/': 1000 } })),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor sets the counters back (a write without merge)', { data: counted(VIEW) }),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts two pages in one write', merge({ ...counted(VIEW), pages: { [VIEW.path]: increment(1), '/about': increment(1) } })),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a page other than the one the write names', merge({ ...counted(VIEW), pages: { '/about': increment(1) } })),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a view that also moves the visits', merge({ ...counted(VIEW), visits: increment(1) })),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a visit without its device', merge({ ...counted(VISIT), devices: {} })),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a visit without the visits', merge((({ visits: _visits, ...rest }) => rest)(counted(VISIT)))),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a visit that also moves a vital', merge({ ...counted(VISIT), vitals: { 'home:lcp:1': increment(1) } })),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a visit without its page', merge({ ...counted(VISIT), pages: {} })),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a visit’s referrer twice', merge({ ...counted(VISIT), referrers: { 'google.com': increment(2) } })),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a vital twice in one write', merge(counted(VITAL, TODAY, 2))),
  row(90, 'visitor', 'set', at(TODAY, 1), 'deny', 'a visitor counts a vital that also moves a page', merge({ ...counted(VITAL), pages: { '/': increment(1) } })),
  // Of the fixed shape.
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of the admin area', merge(counted({ kind: 'view', path: '/admin' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view of an address with a query', merge(counted({ kind: 'view', path: '/blog?q=x' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a visit whose referrer is a whole address', merge(counted({ ...VISIT, referrer: 'https://google.com/search?q=me' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a visit from a device of no known class', merge(counted({ ...VISIT, device: 'phone' as never }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a vital beyond the metric’s last bucket', merge(counted({ kind: 'vital', key: 'article:cls:11' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a vital of no known page type', merge(counted({ kind: 'vital', key: 'admin:lcp:1' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view that carries another field', merge({ ...counted(VIEW), visitor: 'abc123' })),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view whose hit says more', merge({ ...counted(VIEW), hit: `view ${VIEW.path} abc123` })),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a visit whose hit says more', merge({ ...counted(VISIT), hit: 'visit / google.com mobile abc123' })),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a vital whose hit says more', merge({ ...counted(VITAL), hit: 'vital article:lcp:4 abc123' })),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a visit under a kind of no known name', merge({ ...counted(VISIT), hit: 'arrival / google.com mobile' })),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a vital under a kind of no known name', merge({ ...counted(VITAL), hit: 'vitals article:lcp:4' })),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a visit to the admin area', merge(counted({ ...VISIT, path: '/admin' }))),
  row(90, 'visitor', 'set', at(TODAY, 4), 'deny', 'a visitor counts a 201st referrer on a full document', merge(counted({ ...VISIT, referrer: 'one-more.example' }))),
  row(90, 'visitor', 'set', at(TODAY, 4), 'allow', 'a visitor counts a referrer the full document already has', merge(counted({ ...VISIT, referrer: 'site7.example' }))),
  row(90, 'visitor', 'set', at(TODAY, 4), 'allow', 'a visitor counts a visit under ‘(other)’, the 201st referrer of a full document', merge(counted({ ...VISIT, referrer: OTHER }))),
  row(90, 'visitor', 'set', at(YESTERDAY, 4), 'allow', 'a visitor counts one more visit under ‘(other)’ beside the 200', merge(counted({ ...VISIT, referrer: OTHER }, YESTERDAY))),
  row(90, 'visitor', 'set', at(YESTERDAY, 4), 'deny', 'a visitor counts another new referrer beside the 200 and ‘(other)’', merge(counted({ ...VISIT, referrer: 'one-more.example' }, YESTERDAY))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a visit under a bracketed referrer of no known name', merge(counted({ ...VISIT, referrer: '(others)' }))),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a hit of no known kind', merge({ ...counted(VIEW), hit: `click ${VIEW.path}` })),
  row(90, 'visitor', 'set', at(TODAY, 0), 'deny', 'a visitor counts a view under another day than the document’s', merge(counted(VIEW, YESTERDAY))),
  row(90, 'visitor', 'set', at(TODAY, 2), 'deny', 'a visitor counts a 301st page on a full document (a real one)', merge(counted(VIEW))),
  // On known documents.
  row(90, 'visitor', 'set', at(TODAY, 5), 'deny', 'a visitor counts on a sixth shard', merge(counted(VIEW))),
  row(90, 'visitor', 'set', at(TWO_DAYS_AGO, 1), 'deny', 'a visitor counts on a document of two days ago', merge(counted(VIEW, TWO_DAYS_AGO))),
  row(90, 'visitor', 'set', at(TOMORROW, 0), 'deny', 'a visitor counts on tomorrow’s document', merge(counted(VIEW, TOMORROW))),
  row(90, 'visitor', 'set', 'traffic/totals', 'deny', 'a visitor counts on a document that is not a day’s', merge(counted(VIEW, 'totals'))),
  row(90, 'visitor', 'delete', at(TODAY, 1), 'deny', 'a visitor deletes a day’s counters'),
  row(90, 'admin', 'delete', at(TODAY, 1), 'deny', 'an admin deletes a day’s counters'),
  // Who reads.
  row(90, 'visitor', 'get', at(TODAY, 1), 'deny', 'a visitor reads the counters'),
  row(90, 'visitor', 'list', 'traffic', 'deny', 'a visitor lists the counters'),
  row(90, 'user', 'list', 'traffic', 'deny', 'a user lists the counters'),
  row(90, 'editor', 'list', 'traffic', 'deny', 'an editor lists the counters'),
  row(90, 'inactiveAdmin', 'list', 'traffic', 'deny', 'a deactivated admin lists the counters'),
  row(90, 'admin', 'list', 'traffic', 'allow', 'an admin lists the counters of a period (Admin → Analytics)', { query: { where: [['day', '>=', YESTERDAY]] } }),
  row(90, 'admin', 'get', at(TODAY, 1), 'allow', 'an admin reads a day’s counters'),
];

/**
 * traffic/{day}_{shard}: first-party counting without a cookie (src/lib/traffic.ts). It mirrors the
 * "traffic" part of `firestore.rules`, under the same helper names; change them together.
 */
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import { changedKeys, isMap } from './shapes.ts';
// The public pages counted: the counter's own patterns, written again in firestore.rules.
import { COUNTED_ITEM, COUNTED_PAGE, OTHER } from '../../../lib/traffic.ts';

const TRAFFIC_ID = /^[0-9]{4}-[0-9]{2}-[0-9]{2}_[0-4]$/;
const REFERRER = /^([a-z0-9.-]{1,100}|[(]direct[)]|[(]other[)])$/;
const VITAL_KEY = /^(home|blog|article|careers|opening|newsletter|page):(lcp:([0-9]|1[0-2])|inp:([0-9]|1[01])|cls:([0-9]|10))$/;
const DAY_MS = 86_400_000;

/** The day of the id is today or yesterday (UTC) by the request's time. */
function isTrafficDay(day: string, time: Date): boolean {
  const [year, month, date] = day.split('-').map(Number);
  const start = Date.UTC(year, month - 1, date);
  return time.getTime() >= start && time.getTime() < start + 2 * DAY_MS;
}

const counters = (doc: LocalDoc, key: string): LocalDoc => (isMap(doc[key]) ? doc[key] : {});

/**
 * The item a page shows exists (one read; two for a post not found by its address): a post by its
 * address (slugs/, current or former) or its id (older links, posts without an address), an opening,
 * a newsletter issue. Made-up items cannot fill a document's pages.
 */
function isItemPage(ctx: Context, section: string, id: string): boolean {
  return (
    (section === 'blog' && (ctx.get('slugs', id) !== null || ctx.get('blogs', id) !== null)) ||
    (section === 'careers' && ctx.get('openings', id) !== null) ||
    (section === 'newsletter' && ctx.get('newsletter_issues', id) !== null)
  );
}

/** A public page: a fixed one, or an item's page while the item exists. */
function isCountedPath(ctx: Context, path: string): boolean {
  const item = COUNTED_ITEM.exec(path);
  return COUNTED_PAGE.test(path) || (item !== null && isItemPage(ctx, item[1], item[2]));
}

/** counters[key] is one more than it was (0 when missing), and no other key of counters moved. */
function isCountedOnce(before: LocalDoc, after: LocalDoc, name: string, key: string): boolean {
  if (!isMap(after[name])) return false;
  const was = counters(before, name)[key] ?? 0;
  return changedKeys(counters(before, name), after[name]).every((moved) => moved === key) && after[name][key] === (was as number) + 1;
}

function isTrafficCount(ctx: Context, day: string, before: LocalDoc, after: LocalDoc): boolean {
  if (typeof after.hit !== 'string') return false;
  const hit = after.hit.split(' ');
  const moved = changedKeys(before, after);
  const movesOnly = (keys: string[]) => moved.every((key) => keys.includes(key));
  const counted =
    (hit.length === 2 && hit[0] === 'view' && isCountedPath(ctx, hit[1]) && movesOnly(['day', 'hit', 'pages']) && isCountedOnce(before, after, 'pages', hit[1])) ||
    (hit.length === 4 &&
      hit[0] === 'visit' &&
      isCountedPath(ctx, hit[1]) &&
      REFERRER.test(hit[2]) &&
      ['mobile', 'tablet', 'desktop'].includes(hit[3]) &&
      movesOnly(['day', 'hit', 'pages', 'visits', 'referrers', 'devices']) &&
      isCountedOnce(before, after, 'pages', hit[1]) &&
      isCountedOnce(before, after, 'referrers', hit[2]) &&
      isCountedOnce(before, after, 'devices', hit[3]) &&
      after.visits === ((before.visits ?? 0) as number) + 1) ||
    (hit.length === 2 && hit[0] === 'vital' && VITAL_KEY.test(hit[1]) && movesOnly(['day', 'hit', 'vitals']) && isCountedOnce(before, after, 'vitals', hit[1]));
  // Each kind moves only its own fields (so no other field is ever written), and a hit is short: its
  // words are bounded by the patterns. At most 300 pages and 200 referrers, OTHER not among them (it
  // may be the 201st: a visit counts when made-up referrers have filled the day's document).
  return (
    after.day === day &&
    counted &&
    Object.keys(counters(after, 'pages')).length <= 300 &&
    Object.keys(counters(after, 'referrers')).filter((key) => key !== OTHER).length <= 200
  );
}

export function trafficPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create': {
      const day = request.id.split('_')[0];
      return TRAFFIC_ID.test(request.id) && isTrafficDay(day, request.time) && isTrafficCount(ctx, day, {}, request.data);
    }
    case 'update': {
      const day = request.id.split('_')[0];
      return isTrafficDay(day, request.time) && isTrafficCount(ctx, day, request.resource, request.data);
    }
    case 'delete':
      return false;
  }
}

/**
 * traffic/{day}_{shard}: first-party counting without a cookie (src/lib/traffic.ts). It mirrors the
 * "traffic" part of `firestore.rules`, under the same helper names; change them together.
 */
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import { changedKeys, isMap } from './shapes.ts';
// The public pages counted: the counter's own test, written again in firestore.rules.
import { isCountedPath } from '../../../lib/traffic.ts';

const TRAFFIC_ID = /^[0-9]{4}-[0-9]{2}-[0-9]{2}_[0-4]$/;
const REFERRER = /^([a-z0-9.-]{1,100}|[(]direct[)])$/;
const VITAL_KEY = /^(home|blog|article|careers|opening|newsletter|page):(lcp:([0-9]|1[0-2])|inp:([0-9]|1[01])|cls:([0-9]|10))$/;
const DAY_MS = 86_400_000;

/** The day of the id is today or yesterday (UTC) by the request's time. */
function isTrafficDay(day: string, time: Date): boolean {
  const [year, month, date] = day.split('-').map(Number);
  const start = Date.UTC(year, month - 1, date);
  return time.getTime() >= start && time.getTime() < start + 2 * DAY_MS;
}

const counters = (doc: LocalDoc, key: string): LocalDoc => (isMap(doc[key]) ? doc[key] : {});

/** counters[key] is one more than it was (0 when missing), and no other key of counters moved. */
function isCountedOnce(before: LocalDoc, after: LocalDoc, name: string, key: string): boolean {
  if (!isMap(after[name])) return false;
  const was = counters(before, name)[key] ?? 0;
  return changedKeys(counters(before, name), after[name]).every((moved) => moved === key) && after[name][key] === (was as number) + 1;
}

function isTrafficCount(day: string, before: LocalDoc, after: LocalDoc): boolean {
  if (typeof after.hit !== 'string') return false;
  const hit = after.hit.split(' ');
  const moved = changedKeys(before, after);
  const movesOnly = (keys: string[]) => moved.every((key) => keys.includes(key));
  const counted =
    (hit.length === 2 && hit[0] === 'view' && isCountedPath(hit[1]) && movesOnly(['day', 'hit', 'pages']) && isCountedOnce(before, after, 'pages', hit[1])) ||
    (hit.length === 4 &&
      hit[0] === 'visit' &&
      isCountedPath(hit[1]) &&
      REFERRER.test(hit[2]) &&
      ['mobile', 'tablet', 'desktop'].includes(hit[3]) &&
      movesOnly(['day', 'hit', 'pages', 'visits', 'referrers', 'devices']) &&
      isCountedOnce(before, after, 'pages', hit[1]) &&
      isCountedOnce(before, after, 'referrers', hit[2]) &&
      isCountedOnce(before, after, 'devices', hit[3]) &&
      after.visits === ((before.visits ?? 0) as number) + 1) ||
    (hit.length === 2 && hit[0] === 'vital' && VITAL_KEY.test(hit[1]) && movesOnly(['day', 'hit', 'vitals']) && isCountedOnce(before, after, 'vitals', hit[1]));
  // Each kind moves only its own fields (so no other field is ever written), and a hit is short: its
  // words are bounded by the patterns.
  return (
    after.day === day &&
    counted &&
    Object.keys(counters(after, 'pages')).length <= 300 &&
    Object.keys(counters(after, 'referrers')).length <= 200
  );
}

export function trafficPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create': {
      const day = request.id.split('_')[0];
      return TRAFFIC_ID.test(request.id) && isTrafficDay(day, request.time) && isTrafficCount(day, {}, request.data);
    }
    case 'update': {
      const day = request.id.split('_')[0];
      return isTrafficDay(day, request.time) && isTrafficCount(day, request.resource, request.data);
    }
    case 'delete':
      return false;
  }
}

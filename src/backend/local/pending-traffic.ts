/**
 * Demo mode: traffic a page counted (src/traffic-count.ts, src/lib/traffic.ts), waiting for the demo
 * backend. In demo mode this browser's storage is the backend, so the page keeps its hits here, as a
 * queue of what was counted (never who), and the demo backend counts them into its `traffic`
 * documents when Admin → Analytics reads, each through the access policy as the rules would judge
 * the page's write (`countPendingTraffic`, ./index.ts).
 *
 * No imports but types: the page's traffic counter loads this module alone.
 */
import type { TrafficHit } from '../../lib/traffic.ts';

/** localStorage: the hits waiting to be counted, as a JSON list of { day, hit }. */
export const PENDING_TRAFFIC_KEY = 'nf:demo-traffic';

/** How many hits wait at most (a page left open for days in a browser that never runs the app). */
const MAX_PENDING = 500;

export interface PendingHit {
  day: string;
  hit: TrafficHit;
}

export function pendingHits(): PendingHit[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PENDING_TRAFFIC_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as PendingHit[]) : [];
  } catch {
    return [];
  }
}

/** Queues `hits`, counted on `day`. Throws when storage cannot keep them. */
export function queueDemoHits(hits: readonly TrafficHit[], day: string): void {
  const queued = [...pendingHits(), ...hits.map((hit) => ({ day, hit }))].slice(-MAX_PENDING);
  localStorage.setItem(PENDING_TRAFFIC_KEY, JSON.stringify(queued));
}

/** The queued hits, forgotten as they are taken. */
export function takePendingHits(): PendingHit[] {
  if (typeof localStorage === 'undefined') return [];
  const queued = pendingHits();
  if (queued.length > 0) localStorage.removeItem(PENDING_TRAFFIC_KEY);
  return queued;
}

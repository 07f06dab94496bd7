/**
 * The backend's small public entry for counting traffic (src/traffic-count.ts, src/lib/traffic.ts):
 * on Firebase, Firestore's REST API without an identity (./firebase/traffic-rest.ts: no SDK); in demo
 * mode, a queue the demo backend counts from (./local/pending-traffic.ts). traffic-count.ts is built
 * into one file, so this imports small modules only.
 */
import { trafficDay, type TrafficHit } from '../lib/traffic.ts';
import { readBackendSettings } from './config.ts';
import { commitHits } from './firebase/traffic-rest.ts';
import { queueDemoHits } from './local/pending-traffic.ts';

/** Counts `hits` now; `keepalive` when the page is being hidden. Rejects when they are not counted. */
export async function countHits(hits: readonly TrafficHit[], keepalive = false): Promise<void> {
  const { firebase, useEmulators } = readBackendSettings(import.meta.env);
  if (firebase) await commitHits({ firebase, useEmulators }, hits, keepalive);
  else queueDemoHits(hits, trafficDay(new Date()));
}

/**
 * Counting traffic on Firebase without the SDK and without an identity (src/lib/traffic.ts): one
 * `documents:commit` of the Firestore REST API, unauthenticated (the rules let anyone count, and
 * nothing is kept in the browser to sign in with). Each hit is one write to one of the day's counter
 * documents: the fields `day` and `hit` set, and its counters incremented by one (field transforms),
 * which is what the SDK's `setDoc(…, { merge: true })` with `increment(1)` sends
 * (https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/commit).
 *
 * Two hits of one commit go to two different documents. `keepalive` lets a request sent as the page is
 * hidden outlive it (the Web Vitals, reported then).
 */
import type { FirebaseConfig } from '../config.ts';
import { FIRESTORE_EMULATOR } from '../emulator-hosts.ts';
import { TRAFFIC_COLLECTION, TRAFFIC_SHARDS, hitCounters, trafficDay, trafficDocId, type TrafficHit } from '../../lib/traffic.ts';

export interface TrafficRestConfig {
  firebase: Pick<FirebaseConfig, 'apiKey' | 'projectId'>;
  useEmulators: boolean;
}

/** A field path's segment, quoted where it is not a plain name (https://firebase.google.com/docs/firestore/reference/rest/v1/StructuredQuery#fieldreference). */
const segment = (name: string) => (/^[a-zA-Z_][a-zA-Z_0-9]*$/.test(name) ? name : `\`${name.replace(/[\\`]/g, (c) => `\\${c}`)}\``);

/** One hit as a write of `documents:commit`: `day` and `hit` set, each counter plus one. */
function hitWrite(name: string, hit: TrafficHit, day: string) {
  const fields: Record<string, { stringValue: string }> = {};
  const updateTransforms: { fieldPath: string; increment: { integerValue: string } }[] = [];
  for (const [key, value] of Object.entries(hitCounters(hit, day, 1))) {
    if (typeof value === 'string') fields[key] = { stringValue: value };
    else if (typeof value === 'number') updateTransforms.push({ fieldPath: segment(key), increment: { integerValue: '1' } });
    else for (const counter of Object.keys(value as object)) updateTransforms.push({ fieldPath: `${segment(key)}.${segment(counter)}`, increment: { integerValue: '1' } });
  }
  return { update: { name, fields }, updateMask: { fieldPaths: Object.keys(fields) }, updateTransforms };
}

/** Counts `hits` (at most TRAFFIC_SHARDS), each in another of today's documents. Rejects when not counted. */
export async function commitHits(config: TrafficRestConfig, hits: readonly TrafficHit[], keepalive = false): Promise<void> {
  if (hits.length === 0) return;
  const { projectId, apiKey } = config.firebase;
  const documents = `projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
  const origin = config.useEmulators ? `http://${FIRESTORE_EMULATOR.host}:${FIRESTORE_EMULATOR.port}` : 'https://firestore.googleapis.com';
  const day = trafficDay(new Date());
  const first = Math.floor(Math.random() * TRAFFIC_SHARDS);
  const writes = hits
    .slice(0, TRAFFIC_SHARDS)
    .map((hit, n) => hitWrite(`${documents}/${TRAFFIC_COLLECTION}/${trafficDocId(day, (first + n) % TRAFFIC_SHARDS)}`, hit, day));
  const response = await fetch(`${origin}/v1/${documents}:commit?key=${encodeURIComponent(apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
    credentials: 'omit',
    cache: 'no-store',
    keepalive,
  });
  if (!response.ok) throw new Error(`Traffic not counted: ${response.status}`);
}

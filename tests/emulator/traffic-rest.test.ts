/**
 * Traffic counted through Firestore's REST API without an identity (src/backend/firebase/traffic-rest.ts),
 * as every public page counts it: against the Firestore emulator with the real firestore.rules, then
 * read as Admin → Analytics reads it (src/features/traffic/data/traffic-report.ts's pure report).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { commitHits, type TrafficRestConfig } from '@/backend/firebase/traffic-rest.ts';
import { trafficReport } from '@/features/traffic/data/traffic-report.ts';
import { TRAFFIC_COLLECTION, trafficDay, vitalBucket, vitalKey, type TrafficHit } from '@/lib/traffic.ts';
import { clearFirestore, isFirestoreUp, loadFirestoreRules } from '../../scripts/emulators.mjs';
import { firestoreAs } from './firebase-env.ts';

const PROJECT_ID = 'demo-traffic-rest';
const config: TrafficRestConfig = { firebase: { apiKey: 'demo-key', projectId: PROJECT_ID }, useEmulators: true };
const owner = () => firestoreAs(PROJECT_ID, 'owner');

beforeAll(async () => {
  if (!(await isFirestoreUp())) throw new Error('The Firestore emulator is not running (npm test starts it).');
  await loadFirestoreRules(PROJECT_ID, readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));
  await clearFirestore(PROJECT_ID);
});

const visit = (path: string, referrer: string, device: 'mobile' | 'tablet' | 'desktop'): TrafficHit => ({ kind: 'visit', path, referrer, device });

describe('Traffic counted through the REST API (emulator, real rules)', () => {
  it('counts views, visits and vitals one by one, with no identity, into today’s counters', async () => {
    await commitHits(config, [visit('/', 'google.com', 'mobile')]);
    await commitHits(config, [visit('/blog/first-post', '(direct)', 'desktop')]);
    await commitHits(config, [{ kind: 'view', path: '/services' }]);
    await commitHits(config, [{ kind: 'view', path: '/' }]);
    const lcp = vitalKey('home', 'lcp', vitalBucket('lcp', 1800));
    // Three in one request, as a page reports them when hidden, each on another document.
    await commitHits(config, [{ kind: 'vital', key: lcp }, { kind: 'vital', key: lcp }, { kind: 'vital', key: vitalKey('home', 'cls', vitalBucket('cls', 0.02)) }], true);

    const docs = await owner().list(TRAFFIC_COLLECTION);
    expect(docs.every((doc) => doc.day === trafficDay(new Date()))).toBe(true);
    const report = trafficReport(7, docs, new Date());
    expect(report.visits).toBe(2);
    expect(report.views).toBe(4);
    expect(report.pages).toEqual([
      { path: '/', views: 2 },
      { path: '/blog/first-post', views: 1 },
      { path: '/services', views: 1 },
    ]);
    expect(report.referrers).toEqual([
      { domain: '(direct)', visits: 1 },
      { domain: 'google.com', visits: 1 },
    ]);
    expect(report.devices).toEqual({ mobile: 1, tablet: 0, desktop: 1 });
    expect(report.vitals.find((vital) => vital.type === 'home' && vital.metric === 'lcp')).toMatchObject({ samples: 2, rating: 'good' });
  });

  it('is refused for a page that is not counted, and counts nothing', async () => {
    await clearFirestore(PROJECT_ID);
    await expect(commitHits(config, [{ kind: 'view', path: '/admin' }])).rejects.toThrow(/not counted: 403/);
    await expect(commitHits(config, [visit('/', 'https://evil.example/?q=1', 'mobile')])).rejects.toThrow(/not counted/);
    expect(await owner().list(TRAFFIC_COLLECTION)).toEqual([]);
  });
});

/**
 * Traffic counted through Firestore's REST API without an identity (src/backend/firebase/traffic-rest.ts),
 * as every public page counts it: against the Firestore emulator with the real firestore.rules, then
 * read as Admin → Analytics reads it (src/features/traffic/data/traffic-report.ts's pure report).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { commitHits, type TrafficRestConfig } from '@/backend/firebase/traffic-rest.ts';
import { trafficReport } from '@/features/traffic/data/traffic-report.ts';
import { OTHER, TRAFFIC_COLLECTION, TRAFFIC_SHARDS, trafficDay, trafficDocId, vitalBucket, vitalKey, type TrafficHit } from '@/lib/traffic.ts';
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
    // The post's address: an item's page counts while it exists.
    await owner().set('slugs', 'first-post', { postId: 'first-post' });
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
    // A made-up post, opening or issue: not a page of the site.
    await expect(commitHits(config, [{ kind: 'view', path: '/blog/made-up-post' }])).rejects.toThrow(/not counted: 403/);
    await expect(commitHits(config, [visit('/careers/made-up-opening', 'google.com', 'mobile')])).rejects.toThrow(/not counted: 403/);
    await expect(commitHits(config, [{ kind: 'view', path: '/newsletter/made-up-issue' }])).rejects.toThrow(/not counted: 403/);
    expect(await owner().list(TRAFFIC_COLLECTION)).toEqual([]);
  });

  it('counts a visit under (other) when made-up referrers have filled the day’s documents', async () => {
    await clearFirestore(PROJECT_ID);
    const day = trafficDay(new Date());
    const madeUp = Object.fromEntries(Array.from({ length: 200 }, (_, n) => [`junk${n}.example`, 1]));
    for (let shard = 0; shard < TRAFFIC_SHARDS; shard++) {
      await owner().set(TRAFFIC_COLLECTION, trafficDocId(day, shard), { day, hit: 'view /', pages: { '/': 200 }, visits: 200, referrers: madeUp, devices: { desktop: 200 } });
    }
    await expect(commitHits(config, [visit('/', 'google.com', 'mobile')])).rejects.toThrow(/not counted: 403/);
    await commitHits(config, [visit('/', OTHER, 'mobile')]);
    await commitHits(config, [visit('/', OTHER, 'mobile')]);
    // A referrer one of them already has still counts.
    await commitHits(config, [visit('/', 'junk7.example', 'tablet')]);
    const docs = await owner().list(TRAFFIC_COLLECTION);
    const report = trafficReport(7, docs, new Date());
    expect(report.visits).toBe(5 * 200 + 3);
    expect(report.devices).toEqual({ mobile: 2, tablet: 1, desktop: 1000 });
    const referrers = docs.map((doc) => doc.referrers as Record<string, number>);
    expect(referrers.reduce((sum, counted) => sum + (counted[OTHER] ?? 0), 0)).toBe(2);
    expect(referrers.every((counted) => Object.keys(counted).length <= 201 && !('google.com' in counted))).toBe(true);
  });
});

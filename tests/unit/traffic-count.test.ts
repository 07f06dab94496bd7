/**
 * What a page counts of its traffic (src/traffic-count.ts, src/lib/traffic.ts), in demo mode: the
 * page queues its hits (src/backend/local/pending-traffic.ts) and the demo backend counts them
 * through the access policy when Admin → Analytics reads (src/features/traffic/data/traffic-report.ts).
 * On Firebase the same module writes through the REST API: tests/emulator/traffic-rest.test.ts, and
 * tests/e2e/traffic.spec.ts in both builds.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTests } from '@/backend/index.ts';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { memoryStorage } from '@/backend/local/db.ts';
import { PENDING_TRAFFIC_KEY } from '@/backend/local/pending-traffic.ts';
import { readTrafficReport } from '@/features/traffic/data/traffic-report.ts';
import { countHits } from '@/backend/traffic-without-app.ts';
import { DIRECT, OTHER, deviceClass, hitCounters, isCountablePath, pageTypeOf, referrerDomain, vitalBucket, VITALS } from '@/lib/traffic.ts';
import { countMove, countPageLoad } from '@/traffic-count.ts';

// The backend's entry as it is, watched: a test makes it refuse (as Firebase's rules would) to see what the page does then.
vi.mock('@/backend/traffic-without-app.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/backend/traffic-without-app.ts')>();
  return { countHits: vi.fn(original.countHits) };
});

const queued = () => JSON.parse(localStorage.getItem(PENDING_TRAFFIC_KEY) ?? '[]') as { day: string; hit: unknown }[];

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.documentElement.removeAttribute('data-traffic-counted');
  localStorage.clear();
  vi.mocked(countHits).mockClear();
});

describe('what a hit says', () => {
  it('keeps a referrer’s domain only, and tells a move within the site from a visit', () => {
    expect(referrerDomain('https://www.google.com/search?q=novaforge', 'novaforge.example')).toBe('google.com');
    expect(referrerDomain('https://news.ycombinator.com/item?id=1', 'novaforge.example')).toBe('news.ycombinator.com');
    expect(referrerDomain('', 'novaforge.example')).toBe(DIRECT);
    expect(referrerDomain('not a url', 'novaforge.example')).toBe(DIRECT);
    expect(referrerDomain('https://novaforge.example/blog', 'novaforge.example')).toBeNull();
  });

  it('classes devices by pointer and screen', () => {
    expect(deviceClass(390, true)).toBe('mobile');
    expect(deviceClass(820, true)).toBe('tablet');
    expect(deviceClass(390, false)).toBe('desktop');
  });

  it('counts public pages only, and types them for the Web Vitals', () => {
    // An item's page is sent by its shape (whether the item exists, the rules and the demo policy judge):
    // a post by its address or by the id the site made it (older links, posts without an address).
    for (const path of ['/', '/blog', '/blog/some-post', '/blog/Qm7LegacyPost20Chars', '/careers/frontend-engineer', '/newsletter', '/newsletter/january-news', '/privacy'])
      expect(isCountablePath(path), path).toBe(true);
    for (const path of ['/admin', '/admin/analytics', '/login', '/profile', '/preview/abc', '/blog/', '/blog/Some Post', '/blog/post/comments'])
      expect(isCountablePath(path), path).toBe(false);
    // The pages an e-mail's link opens (no issue has their ids): not sent, rather than refused.
    for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) expect(isCountablePath(path), path).toBe(false);
    expect([pageTypeOf('/'), pageTypeOf('/blog/x'), pageTypeOf('/careers/x'), pageTypeOf('/about')]).toEqual(['home', 'article', 'opening', 'page']);
  });

  it('puts each threshold at the top of its bucket, so a bucket is wholly good, middling or poor', () => {
    for (const [metric, { good, poor, bounds }] of Object.entries(VITALS)) {
      expect(bounds).toContain(good);
      expect(bounds).toContain(poor);
      expect(vitalBucket(metric as 'lcp', good)).toBe(bounds.indexOf(good));
      expect(vitalBucket(metric as 'lcp', good + 0.001)).toBe(bounds.indexOf(good) + 1);
    }
    expect(vitalBucket('lcp', 60_000)).toBe(VITALS.lcp.bounds.length);
  });

  it('names what it counts beside the counters it moves', () => {
    expect(hitCounters({ kind: 'visit', path: '/', referrer: 'google.com', device: 'mobile' }, '2026-11-29', 1)).toEqual({
      day: '2026-11-29',
      hit: 'visit / google.com mobile',
      pages: { '/': 1 },
      visits: 1,
      referrers: { 'google.com': 1 },
      devices: { mobile: 1 },
    });
  });
});

describe('a page counting its traffic in demo mode', () => {
  it('counts the document’s load once and each move within the site, and the admin sees them', async () => {
    window.history.replaceState(null, '', '/services');
    countPageLoad();
    countPageLoad();
    countMove('/blog');
    countMove('/admin');
    await expect.poll(() => queued().length).toBe(2);
    expect(queued().map(({ hit }) => hit)).toEqual([
      // jsdom has no referrer: a direct visit, from a desktop (no coarse pointer).
      { kind: 'visit', path: '/services', referrer: DIRECT, device: 'desktop' },
      { kind: 'view', path: '/blog' },
    ]);
    expect(document.documentElement.hasAttribute('data-traffic-counted')).toBe(true);

    const backend = createLocalBackend(memoryStorage());
    setBackendForTests(backend);
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const before = await backend.store.list('traffic');
    const report = await readTrafficReport(7);
    expect(localStorage.getItem(PENDING_TRAFFIC_KEY)).toBeNull();
    const seeded = (await import('@/features/traffic/data/traffic-report.ts')).trafficReport(7, before, new Date());
    expect(report.visits).toBe(seeded.visits + 1);
    expect(report.views).toBe(seeded.views + 2);
    expect(report.devices.desktop).toBe(seeded.devices.desktop + 1);
  });

  it('counts nothing of a queue that holds something else, and still reads the figures', async () => {
    const day = new Date().toISOString().slice(0, 10);
    localStorage.setItem(PENDING_TRAFFIC_KEY, JSON.stringify([null, { day, hit: { kind: 'view', path: '/admin' } }, { day: 'x', hit: 7 }, { day, hit: { kind: 'view', path: '/about' } }]));
    const backend = createLocalBackend(memoryStorage());
    setBackendForTests(backend);
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const seeded = (await import('@/features/traffic/data/traffic-report.ts')).trafficReport(7, await backend.store.list('traffic'), new Date());
    const report = await readTrafficReport(7);
    expect(report.views).toBe(seeded.views + 1);
    expect(localStorage.getItem(PENDING_TRAFFIC_KEY)).toBeNull();
  });

  it('sends a refused visit once more under (other), a refused view or vital not again', async () => {
    // As Firebase's rules refuse a referrer the day's document has no room for (200 there already).
    vi.mocked(countHits).mockImplementationOnce(() => Promise.reject(new Error('Traffic not counted: 403')));
    window.history.replaceState(null, '', '/about');
    countPageLoad();
    await expect.poll(() => queued().length).toBe(1);
    expect(vi.mocked(countHits).mock.calls.map(([hits]) => hits)).toEqual([
      [{ kind: 'visit', path: '/about', referrer: DIRECT, device: 'desktop' }],
      [{ kind: 'visit', path: '/about', referrer: OTHER, device: 'desktop' }],
    ]);
    expect(queued().map(({ hit }) => hit)).toEqual([{ kind: 'visit', path: '/about', referrer: OTHER, device: 'desktop' }]);

    // Refused under (other) too (a made-up item's page, say): given up, not sent a third time.
    const settled = () => Promise.allSettled(vi.mocked(countHits).mock.results.map((result) => result.value as Promise<void>));
    const refused = () => Promise.reject(new Error('Traffic not counted: 403'));
    document.documentElement.removeAttribute('data-traffic-counted');
    vi.mocked(countHits).mockClear().mockImplementationOnce(refused).mockImplementationOnce(refused);
    countPageLoad('/careers/made-up-opening');
    await expect.poll(() => vi.mocked(countHits).mock.calls.length).toBe(2);
    await settled();
    expect(vi.mocked(countHits)).toHaveBeenCalledTimes(2);
    // A view (a move within the site) refused is not sent again: it names no referrer.
    vi.mocked(countHits).mockClear().mockImplementationOnce(refused);
    countMove('/blog');
    await settled();
    expect(vi.mocked(countHits)).toHaveBeenCalledTimes(1);
    expect(queued()).toHaveLength(1);
  });

  it('does not count a page that is not public', () => {
    window.history.replaceState(null, '', '/admin/users');
    countPageLoad();
    expect(queued()).toEqual([]);
    expect(document.documentElement.hasAttribute('data-traffic-counted')).toBe(false);
  });
});

import type { Page } from '@playwright/test';
import { createSeed } from '@/backend/local/seed.ts';
import { PENDING_TRAFFIC_KEY } from '@/backend/local/pending-traffic.ts';
import { trafficReport } from '@/features/traffic/data/traffic-report.ts';
import { DEMO, expect, MODE, test } from './fixtures.ts';

/**
 * Traffic counted without a cookie, end to end (docs/decisions/0034-traffic-without-a-cookie.md): a
 * visitor arrives from a search engine, moves to another page, comes back directly, and arrives from a
 * news site on a phone; leaving a page reports its Web Vitals. Counting sets no cookie and keeps nothing
 * in the browser (demo mode: only the demo's queue of counted hits, since there the browser is the
 * backend). Then an admin sees those visits in Admin → Analytics, with their referrers and devices.
 *
 * Pages are opened by their whole address, so that they stay as a visitor who only reads finds them
 * (the fixture's `goto('/…')` would use the page, which starts the app).
 */

const SEARCH = 'e2e-search.example';
const NEWS = 'e2e-news.example';

/** Waits until this document's load is counted (Firebase: the counter's commit answered). */
async function counted(page: Page) {
  await expect(page.locator('html[data-traffic-counted]')).toBeAttached({ timeout: 20_000 });
}

/** Whether a counter's commit (its JSON body) counts a view or a visit of `path`. */
function countsPage(body: string | null, path: string): boolean {
  const writes = (JSON.parse(body ?? '{}') as { writes?: { update: { fields: { hit?: { stringValue?: string } } } }[] }).writes ?? [];
  return writes.some(({ update }) => /^(view|visit)$/.test(update.fields.hit?.stringValue?.split(' ')[0] ?? '') && update.fields.hit?.stringValue?.split(' ')[1] === path);
}

/** Opens `path` as arriving from `referer` (none: typed or bookmarked), and waits until it is counted. */
async function arrive(page: Page, baseURL: string, path: string, referer?: string) {
  const commit = MODE === 'firebase' ? page.waitForResponse((response) => response.url().includes('documents:commit') && countsPage(response.request().postData(), path)) : null;
  await page.goto(`${baseURL}${path}`, referer ? { referer } : {});
  await counted(page);
  if (commit) expect((await commit).status()).toBe(200);
}

/** What this browser keeps: cookies, both storages' keys, IndexedDB's databases. */
async function kept(page: Page) {
  const cookies = await page.context().cookies();
  const storage = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
  return { cookies: cookies.map((cookie) => cookie.name), ...storage };
}

/** The row of the table captioned `caption` that says exactly `text` (its header cell, then its figures). */
const row = (page: Page, caption: RegExp, text: string | RegExp) =>
  page.getByRole('table', { name: caption }).getByRole('row', { name: text, exact: typeof text === 'string' });

const figure = (n: number) => n.toLocaleString('en-US');

test('visits counted without a cookie show in Admin → Analytics with their referrers and devices', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // What the seed alone shows for the last 7 days (both modes start from it).
  const seeded = trafficReport(7, Object.values(createSeed(new Date()).collections.traffic ?? {}), new Date());

  await arrive(page, baseURL!, '/', `https://www.${SEARCH}/search?q=novaforge`);
  // A move within the site (the page linked from the home page): a view, not a visit. Leaving the home
  // page reports its Web Vitals.
  await arrive(page, baseURL!, '/blog', `${baseURL}/`);
  await arrive(page, baseURL!, '/services');

  // On a phone (a touch screen, 390 px wide).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 3, mobile: true, screenWidth: 390, screenHeight: 844 });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await arrive(page, baseURL!, '/about', `https://${NEWS}/story/42`);
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  await arrive(page, baseURL!, '/contact', `${baseURL}/about`);

  // Nothing kept for counting: no cookie, no storage (demo mode: the queue of what was counted, no identifier).
  const browser = await kept(page);
  expect(browser.cookies).toEqual([]);
  expect(browser.session).toEqual([]);
  expect(browser.databases).toEqual([]);
  if (MODE === 'firebase') expect(browser.local).toEqual([]);
  else {
    expect(browser.local).toEqual([PENDING_TRAFFIC_KEY]);
    const queue = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PENDING_TRAFFIC_KEY))!) as { day: string; hit: Record<string, string> }[];
    expect(queue.every(({ day, hit }) => /^\d{4}-\d{2}-\d{2}$/.test(day) && ['view', 'visit', 'vital'].includes(hit.kind))).toBe(true);
  }

  // Straight to Analytics from the sign-in page (landing on a public page first would count one more view).
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/analytics?days=7')}`);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?days=7$/);
  await expect(page.getByRole('radio', { name: /7 days/ })).toBeChecked();

  // Three visits (search, direct, news), five page views.
  const totals = page.getByRole('list', { name: 'Traffic totals' });
  await expect(totals.getByRole('group', { name: 'Visits' })).toHaveText(new RegExp(`^Visits${figure(seeded.visits + 3)}In the last 7 days$`), { timeout: 20_000 });
  await expect(totals.getByRole('group', { name: 'Page views' })).toHaveText(new RegExp(`^Page views${figure(seeded.views + 5)}In the last 7 days$`));
  await expect(row(page, /sites that sent the most visits/, `${SEARCH} 1`)).toBeVisible();
  await expect(row(page, /sites that sent the most visits/, `${NEWS} 1`)).toBeVisible();
  await expect(row(page, /by device/, new RegExp(`^Mobile ${figure(seeded.devices.mobile + 1)} `))).toBeVisible();
  await expect(row(page, /by device/, new RegExp(`^Desktop ${figure(seeded.devices.desktop + 2)} `))).toBeVisible();
  const seededViews = (path: string) => seeded.pages.find((entry) => entry.path === path)?.views ?? 0;
  await expect(row(page, /most viewed pages/, `/ ${figure(seededViews('/') + 1)}`)).toBeVisible();
  await expect(row(page, /most viewed pages/, `/services ${figure(seededViews('/services') + 1)}`)).toBeVisible();
  // The home page's Web Vitals, reported as it was left: one more load measured.
  const homeLoads = seeded.vitals.find((vital) => vital.type === 'home' && vital.metric === 'cls')?.samples ?? 0;
  await expect(row(page, /Core Web Vital/, /^Home page /)).toContainText(`${figure(homeLoads + 1)} loads`);
});

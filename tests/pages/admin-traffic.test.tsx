/**
 * Admin → Analytics's Traffic part (src/features/traffic/admin/), as an admin sees it: the figures of
 * the period picked (7, 30 or 90 days, kept in the address), the top pages and referrers, the device
 * split and the Core Web Vitals with their rating in words. The counters are known ones written into
 * the demo store first (past the rules, as a console would), so the expected figures are worked out
 * here by hand; one test checks the demo seed against the report's own arithmetic.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, STORAGE_KEY, type LocalDoc } from '@/backend/local/db.ts';
import type { Backend } from '@/backend/types.ts';
import { trafficReport } from '@/features/traffic/data/traffic-report.ts';
import { renderApp, renderRoutes } from '../render.tsx';

/** Noon (UTC) on Sunday 15 March 2026: the 7 days are 9–15 March, the 30 from 14 February, the 90 from 16 December. */
const NOW = new Date('2026-03-15T12:00:00Z');

const COUNTERS: Record<string, LocalDoc> = {
  // Today, in two shards.
  '2026-03-15_0': {
    day: '2026-03-15',
    hit: 'view /',
    pages: { '/': 5, '/services': 3 },
    visits: 4,
    referrers: { 'google.com': 3, '(direct)': 1 },
    devices: { mobile: 3, desktop: 1 },
    vitals: {
      // Home LCP: 6 loads in (1 s, 1.5 s], 2 in (5 s, 6 s]: the 6th of 8 is the top of the first bucket.
      'home:lcp:2': 6,
      'home:lcp:9': 2,
      // Posts: every LCP over 10 s (the open last bucket), INP in (200, 250], CLS in (0.01, 0.025].
      'article:lcp:12': 4,
      'article:inp:4': 4,
      'article:cls:1': 4,
    },
  },
  '2026-03-15_3': { day: '2026-03-15', hit: 'view /blog', pages: { '/blog': 2 }, visits: 2, referrers: { 'linkedin.com': 2 }, devices: { tablet: 2 } },
  '2026-03-10_0': {
    day: '2026-03-10',
    hit: 'view /',
    pages: { '/blog/local-seo-checklist': 6, '/': 1 },
    visits: 5,
    // One visit counted as '(other)': the day's document had no room for its site.
    referrers: { 'google.com': 4, '(other)': 1 },
    devices: { desktop: 5 },
  },
  // 14 days ago: in the 30 and 90 days only.
  '2026-03-01_0': { day: '2026-03-01', hit: 'view /about', pages: { '/about': 20 }, visits: 10, referrers: { 'news.ycombinator.com': 10 }, devices: { desktop: 10 } },
  // 54 days ago: in the 90 days only.
  '2026-01-20_0': { day: '2026-01-20', hit: 'view /careers', pages: { '/careers': 50 }, visits: 40, referrers: { 'bing.com': 40 }, devices: { mobile: 40 } },
  // Before any period.
  '2025-11-01_0': { day: '2025-11-01', hit: 'view /', pages: { '/': 500 }, visits: 400, referrers: { 'google.com': 400 }, devices: { mobile: 400 } },
};

/** A `prepare` that replaces the seeded counters with `counters`. */
const withCounters = (counters: Record<string, LocalDoc>) => async () => {
  const data = decode(localStorage.getItem(STORAGE_KEY)!);
  data.collections.traffic = structuredClone(counters);
  localStorage.setItem(STORAGE_KEY, encode(data));
};

/** The rows of a table, as the cells' text (row headers first). */
function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent ?? ''));
}

const traffic = () => screen.getByRole('region', { name: 'Traffic' });
const card = (name: string) => within(traffic()).getByRole('group', { name });

async function openTraffic(path = '/admin/analytics', prepare: (backend: Backend) => Promise<void> = withCounters(COUNTERS)) {
  const rendered = await renderApp(path, { signedInAs: 'admin', prepare });
  await within(await screen.findByRole('region', { name: 'Traffic' })).findByRole('group', { name: 'Visits' });
  return rendered;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Admin analytics: traffic', () => {
  it('shows the last 30 days by default, and the figures of the period picked, kept in the address', async () => {
    const { user, router, unmount } = await openTraffic();
    const period = within(traffic()).getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(card('Visits')).toHaveTextContent('Visits21In the last 30 days');
    expect(card('Page views')).toHaveTextContent('Page views37In the last 30 days');

    await user.click(within(period).getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(card('Visits')).toHaveTextContent('Visits11In the last 7 days'));
    expect(card('Page views')).toHaveTextContent('Page views17');
    expect(card('Pages per visit')).toHaveTextContent('1.5');
    expect(card('Busiest day')).toHaveTextContent('6Visits on Mar 15');
    expect(within(period).getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(router.state.location.search).toBe('?days=7');

    // A reload keeps the period.
    unmount();
    renderRoutes(`${router.state.location.pathname}${router.state.location.search}`);
    await waitFor(() => expect(card('Visits')).toHaveTextContent('Visits11In the last 7 days'));
    expect(within(traffic()).getByRole('radio', { name: '7 days' })).toBeChecked();

    await user.click(within(traffic()).getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(card('Visits')).toHaveTextContent('Visits61In the last 90 days'));
    expect(card('Page views')).toHaveTextContent('Page views87');
  });

  it('charts visits and page views per day, with every day of the period in a table', async () => {
    await openTraffic('/admin/analytics?days=7');
    const region = within(traffic()).getByRole('region', { name: 'Visits per day' });
    const table = within(region).getByRole('table', { name: 'Visits and page views on each of the last 7 days (UTC days).' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Visits', 'Page views']);
    expect(tableRows(table)).toEqual([
      ['Mon, Mar 9, 2026', '0', '0'],
      ['Tue, Mar 10, 2026', '5', '7'],
      ['Wed, Mar 11, 2026', '0', '0'],
      ['Thu, Mar 12, 2026', '0', '0'],
      ['Fri, Mar 13, 2026', '0', '0'],
      ['Sat, Mar 14, 2026', '0', '0'],
      ['Sun, Mar 15, 2026', '6', '10'],
    ]);
  });

  it('lists the top pages and referrers and the device split of the period', async () => {
    await openTraffic('/admin/analytics?days=7');
    const pages = within(traffic()).getByRole('region', { name: 'Top pages' });
    expect(tableRows(within(pages).getByRole('table', { name: 'The 10 most viewed pages in the last 7 days, by page views.' }))).toEqual([
      ['/', '6'],
      ['/blog/local-seo-checklist', '6'],
      ['/services', '3'],
      ['/blog', '2'],
    ]);
    const referrers = within(traffic()).getByRole('region', { name: 'Top referrers' });
    const referrerTable = within(referrers).getByRole('table');
    expect(within(referrerTable).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Referrer', 'Visits']);
    expect(tableRows(referrerTable)).toEqual([
      ['google.com', '7'],
      ['linkedin.com', '2'],
      ['Direct (no referrer)', '1'],
      ['Other sites', '1'],
    ]);
    expect(referrerTable).toHaveAccessibleName(/Other sites: visits counted when a day had no room for more sites\.$/);
    const devices = within(traffic()).getByRole('region', { name: 'Devices' });
    const deviceTable = within(devices).getByRole('table', { name: 'Visits in the last 7 days by device: count and share.' });
    expect(within(deviceTable).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Device', 'Visits', 'Share']);
    expect(tableRows(deviceTable)).toEqual([
      ['Mobile', '3', '27%'],
      ['Tablet', '2', '18%'],
      ['Desktop', '6', '55%'],
    ]);
  });

  it('shows the p75 of each Core Web Vital by page type, rated in words, with the loads measured', async () => {
    await openTraffic('/admin/analytics?days=7');
    const region = within(traffic()).getByRole('region', { name: 'Core Web Vitals (p75)' });
    const table = within(region).getByRole('table', {
      name: 'The 75th percentile of each Core Web Vital by page type, over the page loads of the last 7 days.',
    });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Page type', 'LCP', 'INP', 'CLS']);
    // Only the page types measured, in the site's order.
    expect(tableRows(table)).toEqual([
      ['Home page', '1.5 sGood8 loads', 'No data', 'No data'],
      ['Blog posts', '≥ 10 sPoor4 loads', '238 msNeeds improvement4 loads', '0.021Good4 loads'],
    ]);
    expect(region).toHaveTextContent('LCP good up to 2.5 s, poor above 4 s; INP good up to 200 ms, poor above 500 ms; CLS good up to 0.10, poor above 0.25');
  });

  it('says when the period has nothing to show', async () => {
    await openTraffic('/admin/analytics', withCounters({}));
    expect(card('Visits')).toHaveTextContent('Visits0');
    expect(card('Busiest day')).toHaveTextContent('No visits yet');
    expect(within(traffic()).getByRole('region', { name: 'Top pages' })).toHaveTextContent('No page views in this period.');
    expect(within(traffic()).getByRole('region', { name: 'Top referrers' })).toHaveTextContent('No visits in this period.');
    expect(within(traffic()).getByRole('region', { name: 'Devices' })).toHaveTextContent('No visits in this period.');
    expect(within(traffic()).getByRole('region', { name: 'Core Web Vitals (p75)' })).toHaveTextContent('No Web Vitals measured in this period.');
    expect(within(traffic()).queryAllByRole('table')).toHaveLength(1); // The days' table, all zeros.
  });

  it('shows a spinner while loading, and a way to try again when the counters cannot be read', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const { user } = await renderApp('/admin/analytics', {
      signedInAs: 'admin',
      prepare: async (backend) => {
        await withCounters(COUNTERS)();
        // The first read of the counters hangs until it fails; the next one (Try again) answers.
        const list = backend.store.list.bind(backend.store);
        let failed = false;
        vi.spyOn(backend.store, 'list').mockImplementation((collection, query) => {
          if (collection !== 'traffic' || failed) return list(collection, query);
          failed = true;
          return new Promise((_, reject) => (fail = reject));
        });
      },
    });
    const region = await screen.findByRole('region', { name: 'Traffic' });
    expect(await within(region).findByText('Loading traffic...')).toBeInTheDocument();
    fail(new Error('offline'));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('The traffic figures could not be loaded.');
    expect(errors).toHaveBeenCalledWith('Error fetching traffic', expect.any(Error));

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card('Visits')).toHaveTextContent('Visits21'));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports the demo seed as the report itself adds it up', async () => {
    const { backend, user } = await renderApp('/admin/analytics?days=90', { signedInAs: 'admin' });
    const seeded = trafficReport(90, await backend.store.list('traffic'), new Date());
    expect(seeded.visits).toBeGreaterThan(0);
    await waitFor(() => expect(card('Visits')).toHaveTextContent(`Visits${seeded.visits.toLocaleString('en-US')}In the last 90 days`));
    expect(card('Page views')).toHaveTextContent(seeded.views.toLocaleString('en-US'));
    const pages = tableRows(within(within(traffic()).getByRole('region', { name: 'Top pages' })).getByRole('table'));
    expect(pages).toEqual(seeded.pages.map((page) => [page.path, page.views.toLocaleString('en-US')]));
    expect(pages).toHaveLength(10);
    // The seed has Web Vitals in each rating but poor.
    const vitals = within(traffic()).getByRole('region', { name: 'Core Web Vitals (p75)' });
    expect(within(vitals).getAllByText('Good').length).toBeGreaterThan(0);
    expect(within(vitals).getAllByText('Needs improvement').length).toBeGreaterThan(0);

    await user.click(within(traffic()).getByRole('radio', { name: '7 days' }));
    const week = trafficReport(7, await backend.store.list('traffic'), new Date());
    await waitFor(() => expect(card('Visits')).toHaveTextContent(`Visits${week.visits.toLocaleString('en-US')}In the last 7 days`));
  });
});

/**
 * The first use of a public page a visitor has read for a moment: its page waits for that use to run
 * its app (docs/decisions/0023-app-on-first-use.md), but once loaded and idle it has fetched every
 * module that use runs, in one flat set (docs/decisions/0035-first-use-fetched-beforehand.md). So the
 * press is answered from what is already here: each journey below cuts the page off from every script
 * it has not fetched yet, then presses, and sees the press's result. (`npm run perf` times the same
 * presses with each script request held back 300 ms and 1 s: scripts/first-use-probe.mjs.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Resolves once the page has loaded, been idle, and every module of its first use has arrived. */
async function readUntilFetched(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('data-app-start', 'on-use');
  const modules = (await page.locator('script[data-modules]').getAttribute('data-modules'))!.split(' ');
  expect(modules.length).toBeGreaterThan(4);
  await expect
    .poll(
      () =>
        page.evaluate(
          (paths) => {
            const arrived = new Set(
              performance
                .getEntriesByType('resource')
                .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
                .map((entry) => new URL(entry.name).pathname),
            );
            return paths.filter((path) => !arrived.has(path));
          },
          modules,
        ),
      { timeout: 15_000 },
    )
    .toEqual([]);
  // Fetched, not run: the page is still its HTML.
  await expect(page.locator('html')).not.toHaveAttribute('data-app-root');
}

/** From now on no script reaches the page: a request for one is held, unanswered, and counted. */
async function cutOffScripts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/*.js', (route) => {
    asked.push(new URL(route.request().url()).pathname);
  });
  return asked;
}

const USES: { path: string; what: string; press: (page: Page) => Promise<void>; shows: (page: Page) => Promise<void> }[] = [
  {
    path: '/services',
    what: 'a service filter',
    press: (page) => page.getByRole('button', { name: 'Marketing', exact: true }).click(),
    shows: async (page) => {
      await expect(page.getByRole('button', { name: 'Marketing', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'All Services', exact: true })).toHaveAttribute('aria-pressed', 'false');
    },
  },
  {
    path: '/blog',
    what: 'the list view',
    press: (page) => page.getByRole('button', { name: 'List view' }).click(),
    shows: (page) => expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true'),
  },
  {
    path: '/careers',
    what: 'Apply Now',
    press: (page) => page.getByRole('button', { name: /^Apply Now for / }).first().click(),
    shows: (page) => expect(page.getByRole('dialog')).toBeVisible(),
  },
  {
    path: '/',
    what: "the header's search",
    press: (page) => page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click(),
    shows: (page) => expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible(),
  },
  {
    path: '/blog/choosing-a-tech-stack-2026',
    what: 'Copy Link',
    press: (page) => page.getByRole('button', { name: 'Copy Link' }).click(),
    shows: (page) => expect(page.getByText('Link copied to clipboard!')).toBeVisible(),
  },
];

for (const use of USES) {
  test(`${use.path}: once read, ${use.what} is answered with no script fetched after the press`, async ({ page, context, baseURL, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    // Not the fixture's goto of '/…', which uses the page to bring it to life.
    await page.goto(new URL(use.path, baseURL).href);
    await readUntilFetched(page);
    const asked = await cutOffScripts(page);

    await use.press(page);
    await use.shows(page);
    await expect(page.locator('html[data-app-live]')).toBeAttached();
    // What the press needed was here; what the app asks for besides (its backend, on Firebase) may
    // be held, never the press's own code.
    expect(asked.filter((path) => /\/assets\/(index|react-dom|toaster|search-dialog)-/.test(path))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

/**
 * The prerendered site (scripts/prerender.mjs) as crawlers and visitors get it from the
 * built output: the HTML of every public page before any JavaScript, the sitemap, robots.txt and the
 * RSS feed, and hydration without a warning.
 */
import type { Page, Route } from '@playwright/test';
import { formatRelative } from '../../src/lib/dates.ts';
import { DEMO, expect, MODE, PUBLIC_ROUTES, signIn, signOut, test } from './fixtures.ts';

/** The seed's published posts (src/backend/local/seed.ts) and its one draft. */
const PUBLISHED_POSTS = [
  'choosing-a-tech-stack-2026',
  'local-seo-checklist',
  'mobile-app-mvp',
  'web-performance-budget',
  'ai-customer-support',
  'security-basics-for-smes',
];
const DRAFT = 'draft-cloud-cost-review';

/** Pages that depend on who is signed in are client-rendered. */
const CLIENT_RENDERED = new Set(['/login', '/forgot-password']);
/**
 * The traffic counter, which every page imports once loaded and idle, whether or not the app starts
 * (docs/decisions/0034-traffic-without-a-cookie.md): not the app. (tests/e2e/traffic.spec.ts covers it.)
 */
const notTrafficCounter = (script: string) => !/\/assets\/traffic-count-[\w-]+\.js$/.test(script);
/**
 * What a page that waits for use fetches once painted, loaded and idle, besides the traffic counter:
 * the modules its first use will run (the boot script's `data-modules`), fetched, not run
 * (docs/decisions/0035-first-use-fetched-beforehand.md; tests/e2e/first-use.spec.ts).
 */
async function notFetchedWhenIdle(page: Page): Promise<(script: string) => boolean> {
  const modules = ((await page.locator('script[data-modules]').getAttribute('data-modules')) ?? '').split(' ');
  return (script) => notTrafficCounter(script) && !modules.includes(new URL(script, 'http://host').pathname);
}
const PRERENDERED = PUBLIC_ROUTES.filter((route) => !CLIENT_RENDERED.has(route.path));

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

test.describe('the HTML the server sends', () => {
  for (const { path, h1 } of PRERENDERED) {
    test(`${path} carries its h1, title and metadata`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(h1);
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]));
      expect(titles).toHaveLength(1);
      expect(titles[0]).toMatch(/ \| NovaForge Digital$/);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="canonical" href="https://novaforge.example.com${path === '/' ? '/' : path}"`);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
      expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
      expect(html).toContain('<script type="application/ld+json">');
    });
  }

  test('public pages and their data carry no staff uids, names or e-mails, nor who saved or changed what', async ({ request }) => {
    // The seed's staff (src/content/demo-accounts.ts); a post shows only its public author.
    const STAFF = ['demo-admin', 'demo-editor', 'Demo Admin', 'Demo Editor', 'admin@example.com', 'editor@example.com'];
    const FIELDS = ['replacedBy', 'byName', 'activity_heads', '"by":'];
    const files = [...PRERENDERED.map((route) => route.path), ...PUBLISHED_POSTS.map((id) => `/blog/${id}`), '/search-index.json', '/rss.xml', '/sitemap.xml'];
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      const text = await response.text();
      expect(
        [...STAFF, ...FIELDS].filter((found) => text.includes(found)),
        file,
      ).toEqual([]);
    }
  });

  test('a post carries its own title, description and image for share previews', async ({ request }) => {
    const html = await (await request.get('/blog/mobile-app-mvp')).text();
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(/<meta property="og:title" content="Shipping a Mobile MVP in Twelve Weeks \| NovaForge Digital"/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/);
  });

  test('login and unknown paths get the client shell, which shows their page', async ({ page, request }) => {
    for (const path of ['/login', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<div id="root"></div>');
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
  });
});

test.describe('sitemap, robots and feed', () => {
  test('the sitemap lists every public page and published post, with dates, and no draft', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const { path } of PRERENDERED) expect(locs).toContain(path);
    for (const id of PUBLISHED_POSTS) expect(locs).toContain(`/blog/${id}`);
    expect(xml).not.toContain(DRAFT);
    expect(locs).not.toContain('/admin');
    expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(locs.length);
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://novaforge.example.com/sitemap.xml');
  });

  test('the RSS feed is valid XML with one item per published post', async ({ page, request }) => {
    const xml = await (await request.get('/rss.xml')).text();
    await page.goto('/about');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        links: [...doc.querySelectorAll('channel > item > link')].map((link) => link.textContent ?? ''),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.links.map((link) => new URL(link).pathname).sort()).toEqual(PUBLISHED_POSTS.map((id) => `/blog/${id}`).sort());
  });
});

test.describe('in the browser', () => {
  test('every prerendered page hydrates without a warning or an error', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // Demo mode says so once per load: expected without VITE_FIREBASE_* at build time.
      if (message.text().includes('Firebase') || message.text().includes('VITE_FIREBASE_')) return;
      if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    for (const { path, h1 } of PRERENDERED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
    }
  });

  test('a visitor who only reads runs no script until using the page', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const idle = () => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    const live = page.locator('html[data-app-live]');

    // Not the fixture's goto of '/…', which uses the page to bring it to life.
    await page.goto(new URL('/services', baseURL).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Everything you need to build, launch and grow' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('load');
    await idle();
    // Idle, and nothing asked for but the traffic counter and the modules of its first use, fetched and
    // not run: the page is its HTML. (On Firebase it has asked whether the stored content changed since
    // the build: it has not, as the emulators were seeded as for the build.)
    expect(scripts.filter(await notFetchedWhenIdle(page))).toEqual([]);
    // …and none of them before the page had loaded.
    const beforeLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < navigation.loadEventEnd)
        .map((entry) => entry.name);
    });
    expect(beforeLoad).toEqual([]);
    await expect(live).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'on-use');
    // The first use (a key pressed) brings it to life.
    await page.keyboard.press('Tab');
    await expect(live).toBeAttached({ timeout: 15_000 });
    expect(scripts.length).toBeGreaterThan(0);

    // Where someone signed in on this browser (the session marker), the Login link waits for the
    // session: hidden while the scripts are held back, shown once the session finds nobody.
    await page.evaluate(() => window.localStorage.setItem('nf:signed-in', '1'));
    const held: Route[] = [];
    let released = false;
    await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(new URL('/services', baseURL).href);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    // In the HTML (the header's and the phone menu's), but hidden: neither shown nor in the accessibility tree.
    await expect(page.getByRole('banner').locator('a[href="/login"]')).toHaveCount(2);
    await expect(login).toHaveCount(0);
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await expect(login).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('nf:signed-in'))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test("a page read long after its build says its ages and year by the reader's clock, before the app and once it has taken over", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The reader's clock, 400 days after the build: another year, and every article "last year".
    await page.clock.setSystemTime(new Date(Date.now() + 400 * 86_400_000));
    const readerNow = async () => new Date(await page.evaluate(() => Date.now()));
    for (const path of ['/blog', '/blog/choosing-a-tech-stack-2026']) {
      await page.goto(new URL(path, baseURL).href);
      const ages = page.getByRole('main').locator('time[datetime]');
      await expect(ages.first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-app-start', 'on-use');
      const now = await readerNow();
      const said = await ages.evaluateAll((times) => times.map((time) => [time.getAttribute('datetime'), time.textContent]));
      expect(said.length, path).toBeGreaterThan(0);
      expect(said, path).toEqual(said.map(([at]) => [at, formatRelative(new Date(at!), now)]));
      expect(said.map(([, text]) => text)).toContain('last year');
      const year = page.getByRole('contentinfo').getByText(/^© \d{4} /);
      await expect(year).toHaveText(new RegExp(`^© ${now.getFullYear()} `));
    }
    // The app takes the page over with the same words: nothing to patch, no hydration error.
    await page.keyboard.press('Tab');
    await expect(page.locator('html[data-app-live]')).toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('contentinfo').getByText(/^© \d{4} /)).toHaveText(new RegExp(`^© ${(await readerNow()).getFullYear()} `));
    // To the blog within the app: the list, its counts and its filters are asked for at once (on
    // Firebase refused together, for a time the server has not reached, then asked again with the
    // server's time), and the page shows posts, not an error.
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Error fetching blogs')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // (On Firebase, the rules refuse a list or a count of posts published up to a time the server has not reached
    // (rule 78): this reader's clock is 400 days ahead of it. The page keeps what it shows. They refuse
    // the traffic counter's counts too, made on a day the server has not reached (rule 90).)
    const refusedAhead = (error: string) => MODE === 'firebase' && /status of 403 .*documents:(runQuery|runAggregationQuery|commit)/.test(error);
    expect(consoleErrors.filter((error) => !refusedAhead(error))).toEqual([]);
  });

  test('an article counts its view without the app, once per reader, and the app shows the same figure', async ({ page, browser, baseURL, consoleErrors }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const article = new URL(`/blog/${PUBLISHED_POSTS[2]}`, baseURL).href;
    const facts = page.getByRole('list').filter({ hasText: 'min read' }).first();
    const figure = async () => Number((/([\d,]+) views?/.exec(await facts.innerText()) ?? ['', 'NaN'])[1].replace(/,/g, ''));
    const live = page.locator('html[data-app-live]');

    // Spec §4: a visit counts a view. The article shows the figure with its view in it, and runs no
    // more than the one small module that counted it (and the traffic counter): not the app.
    await page.goto(article);
    await expect(facts).toContainText(/\d+ views?/, { timeout: 15_000 });
    const views = await figure();
    expect(views).toBeGreaterThan(0);
    expect(scripts.filter(await notFetchedWhenIdle(page))).toEqual([expect.stringMatching(/^\/assets\/view-count-[\w-]+\.js$/)]);
    await expect(live).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'on-use');

    // The same reader again: the figure does not move.
    await page.reload();
    await expect(facts).toContainText(/\d+ views?/, { timeout: 15_000 });
    expect(await figure()).toBe(views);

    // Used, the page comes alive showing the same figure, without counting again or a hydration error.
    await page.keyboard.press('Tab');
    await expect(live).toBeAttached({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await figure()).toBe(views);
    await page.reload();
    await expect(facts).toContainText(/\d+ views?/, { timeout: 15_000 });
    expect(await figure()).toBe(views);

    // On Firebase another browser is another reader, and its view counts. (In demo mode each browser
    // has data of its own: a new one starts from the seed again.)
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(article);
    const secondFacts = second.getByRole('list').filter({ hasText: 'min read' }).first();
    const expected = MODE === 'demo' ? views : views + 1;
    await expect(secondFacts).toContainText(`${expected.toLocaleString('en-US')} views`, { timeout: 15_000 });
    await other.close();
    expect(consoleErrors).toEqual([]);
  });

  test('a prerendered page keeps the content it painted while it comes alive (never blanked and rebuilt)', async ({ page }) => {
    // The painted heading, and whether it was ever taken off the page: React rendering a page's content
    // afresh instead of hydrating it would remove it (a blank flash, and a layout shift).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const painted = document.querySelector('main h1');
        const seen = window as unknown as { paintedH1?: Element | null; h1Removed?: boolean };
        seen.paintedH1 = painted;
        seen.h1Removed = false;
        new MutationObserver(() => {
          if (painted && !painted.isConnected) seen.h1Removed = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    for (const path of ['/', '/services', '/blog', `/blog/${PUBLISHED_POSTS[0]}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const seen = window as unknown as { paintedH1?: Element | null; h1Removed?: boolean };
        return { had: Boolean(seen.paintedH1), removed: seen.h1Removed, same: seen.paintedH1 === document.querySelector('main h1') };
      });
      expect(kept, path).toEqual({ had: true, removed: false, same: true });
    }
  });

  test('links in the parts taken over as the server rendered them move within the app, without loading a page', async ({ page, consoleErrors }) => {
    // The footer and a text page's content, among others, are kept as the server's HTML (KeptHtml):
    // their links are plain links there, which the app routes itself.
    const markDocument = () => page.evaluate(() => ((window as unknown as { stillHere?: boolean }).stillHere = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);
    await page.goto('/');
    await markDocument();
    await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Case Studies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    await expect(page).toHaveURL(/\/case-studies$/);
    expect(await sameDocument()).toBe(true);

    await page.goto('/docs');
    await markDocument();
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Talk About Your Project/ })).toBeVisible();
    expect(await sameDocument()).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    expect(await sameDocument()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a prerendered page opened with a query shows what the query asks, without an error', async ({ page, consoleErrors }) => {
    await page.goto('/blog?q=Five%20Security%20Basics');
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('Five Security Basics');
    await expect(page.getByRole('link', { name: 'Five Security Basics Every Growing Company Should Have' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Shipping a Mobile MVP/i })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('settings changed since the build: the stored phone replaces the built one, without waiting for use, and nothing moves', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const built = '+1 (555) 012-3456';
    const stored = '+44 20 7946 0000';
    await signIn(page, DEMO.admin);
    await page.goto('/admin/settings');
    await page.getByLabel(/^Phone/).fill(stored);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();
    await signOut(page, DEMO.admin.name);

    // The HTML still carries the phone the site was built with (until `npm run rebuild`)…
    const html = await (await page.request.get('/contact')).text();
    expect(html).toContain(built);
    expect(html).not.toContain(stored);

    // A visitor who only reads gets the change without using the page: on Firebase the stored content
    // version is not the one the page was built from (docs/decisions/0025-content-version.md); in demo
    // mode this browser holds data of its own. (Not the fixture's goto of '/…', which uses the page.)
    const footer = page.getByRole('contentinfo');
    await page.goto(new URL('/contact', baseURL).href);
    await expect(footer.getByRole('link', { name: stored })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html[data-app-live]')).toBeAttached();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-start', 'used');

    // Another visitor, in a browser of their own: on Firebase the same; in demo mode the change lives
    // in the admin's browser only, and the other browser's page is the build's, running no script.
    const other = await browser.newPage();
    const otherScripts: string[] = [];
    other.on('request', (request) => {
      if (request.resourceType() === 'script') otherScripts.push(request.url());
    });
    await other.goto(new URL('/contact', baseURL).href);
    const otherFooter = other.getByRole('contentinfo');
    if (MODE === 'firebase') {
      await expect(otherFooter.getByRole('link', { name: stored })).toBeVisible({ timeout: 15_000 });
      await expect(other.locator('html')).toHaveAttribute('data-app-start', 'changed');
    } else {
      await other.waitForLoadState('load');
      await other.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      await expect(otherFooter.getByRole('link', { name: built })).toBeVisible();
      expect(otherScripts.filter(await notFetchedWhenIdle(other))).toEqual([]);
    }
    await other.close();

    // …and the page swaps it for the stored one in place: no layout shift in the contact card or the footer.
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { settingsShifts: string[] }).settingsShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            const moved = element?.closest('aside, footer');
            if (moved) shifts.push(`${moved.tagName}: ${element!.tagName} "${(element!.textContent ?? '').slice(0, 40)}"`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/contact');
    await expect(page.getByRole('region', { name: 'Contact Information' }).getByRole('link', { name: stored })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: stored })).toBeVisible();
    await expect(page.getByText(built)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { settingsShifts: string[] }).settingsShifts)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a prerendered page shows its content with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog/mobile-app-mvp');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping a Mobile MVP in Twelve Weeks' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('NovaForge Digital');
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Everything you need to build, launch and grow' })).toBeVisible();
    // The services the build read are in the HTML, not a spinner.
    await expect(page.getByRole('heading', { level: 3, name: 'Custom Software Development' })).toBeVisible();
    await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
    await context.close();
  });
});

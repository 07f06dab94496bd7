/**
 * What a link preview gets, and what a missing file gets, from the built site.
 * Every page names a real picture for previews (og:image / twitter:image: the default
 * public/og-image.png, 1200×630, or a post's cover), and a missing file answers 404 with a small
 * static page, not the app shell with 200 (vite.config.ts here, firebase.json's rewrite on Hosting:
 * tests/unit/hosting-rewrites.test.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures.ts';

const POST = { id: 'mobile-app-mvp', title: 'Shipping a Mobile MVP in Twelve Weeks' };
const COVER = 'https://images.example.com/covers/mobile-mvp-cover.png';

/** The share tags of a page's served HTML head, by property or name. */
function shareTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return new Map([...head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The picture a page names, fetched from this server by its path: it must be a PNG of the size the tags state. */
async function expectSharePicture(request: APIRequestContext, tags: Map<string, string>, origin: string, where: string) {
  const image = tags.get('og:image');
  expect(image, `${where}: og:image`).toBeTruthy();
  expect(tags.get('twitter:image'), `${where}: twitter:image`).toBe(image);
  const url = new URL(image!);
  // Absolute, on the site's own address (the canonical link's), as crawlers need it.
  expect(url.origin, `${where}: og:image origin`).toBe(origin);
  const response = await request.get(url.pathname);
  expect(response.status(), `${where}: ${url.pathname}`).toBe(200);
  expect(response.headers()['content-type'], `${where}: ${url.pathname}`).toBe('image/png');
  const size = pngSize(await response.body());
  expect(size, `${where}: ${url.pathname} is a PNG`).not.toBeNull();
  expect(tags.get('og:image:type')).toBe('image/png');
  expect(String(size!.width)).toBe(tags.get('og:image:width'));
  expect(String(size!.height)).toBe(tags.get('og:image:height'));
  expect(size).toEqual({ width: 1200, height: 630 });
  expect(tags.get('og:image:alt'), `${where}: og:image:alt`).toBe('NovaForge Digital: Software development and digital marketing');
  expect(tags.get('twitter:image:alt')).toBe(tags.get('og:image:alt'));
}

/** A post's cover as its share picture: on the site's own address, served as an image, described as the cover. */
async function expectCoverPicture(request: APIRequestContext, tags: Map<string, string>, origin: string, where: string) {
  const image = tags.get('og:image')!;
  expect(tags.get('twitter:image'), `${where}: twitter:image`).toBe(image);
  const url = new URL(image);
  expect(url.origin, `${where}: og:image origin`).toBe(origin);
  const response = await request.get(url.pathname);
  expect(response.status(), `${where}: ${url.pathname}`).toBe(200);
  expect(response.headers()['content-type'], `${where}: ${url.pathname}`).toMatch(/^image\//);
  expect(tags.get('og:image:alt'), `${where}: og:image:alt`).toMatch(/^Cover for “.+”$/);
}

/** The share tags in the live document's head (after the app has taken over the page). */
async function liveShareTags(page: Page): Promise<Map<string, string>> {
  const pairs = await page.evaluate(() =>
    [...document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((meta) => [
      meta.getAttribute('property') ?? meta.getAttribute('name') ?? '',
      meta.getAttribute('content') ?? '',
    ]),
  );
  return new Map(pairs as [string, string][]);
}

test.describe('link previews', () => {
  test('every prerendered page names a share picture the server has: the default 1200×630 PNG, or its post’s cover', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(paths.length).toBeGreaterThan(10);
    let covers = 0;
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, path).toBeTruthy();
      const tags = shareTags(html);
      const origin = new URL(canonical!).origin;
      // Seeded posts carry drawn covers (imagery): an article names its own; every other page the default.
      if (path.startsWith('/blog/') && tags.get('og:image') !== `${origin}/og-image.png`) {
        await expectCoverPicture(request, tags, origin, path);
        covers += 1;
      } else {
        await expectSharePicture(request, tags, origin, path);
      }
    }
    expect(covers, 'articles naming their cover').toBeGreaterThan(0);
    expect(covers, 'pages naming the default').toBeLessThan(paths.length);
  });

  test('a client-rendered page names it too', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await expectSharePicture(page.request, await liveShareTags(page), new URL(canonical!).origin, '/login');
  });

  test("a post with a cover image names its cover, with the cover's description", async ({ page }) => {
    // The cover's host is not reachable from here: the browser gets a picture from this test instead.
    const png = await (await page.request.get('/og-image.png')).body();
    await page.route(COVER, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png }));

    await signIn(page, DEMO.admin);
    await page.goto(`/admin/blogs/edit/${POST.id}`);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(POST.title);
    await page.getByRole('textbox', { name: /^Cover image URL/ }).fill(COVER);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();

    await page.goto(`/blog/${POST.id}`);
    await expect(page.getByRole('img', { name: `Cover for “${POST.title}”` })).toBeVisible();
    // One og:image, the cover (the page's metadata follows the post as stored now).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', COVER);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', COVER);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', `Cover for “${POST.title}”`);
    // Its size is not known: no width or height is claimed for it.
    await expect(page.locator('meta[property="og:image:width"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:image:height"]')).toHaveCount(0);
  });
});

test.describe('missing files', () => {
  for (const path of ['/missing.png', '/assets/old-chunk-Bq3x9Z1a.js', '/blog/mobile-app-mvp/cover.jpg']) {
    test(`${path} answers 404 with the small not-found page, not the app`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<h1>File not found</h1>');
      expect(html).not.toContain('id="root"');
      expect(html).not.toMatch(/<script/i);
      // The site's security headers still apply.
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }

  test('a visitor who opens a missing file sees that it is missing, and a way home', async ({ page, baseURL }) => {
    const response = await page.goto(new URL('/missing.png', baseURL).href);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'File not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' })).toBeVisible();
  });

  test('a page path that does not exist still gets the app and its not-found page', async ({ page, request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
  });
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PROJECT_ID } from '../../scripts/emulators.mjs';
import { axeProblems, expect, MODE, test } from './fixtures.ts';

/**
 * Cookie consent against a real build configured with Google Analytics (a fake id, G-TEST123). The
 * normal e2e builds have no analytics id (and so no banner), so this spec makes its own: a client-only
 * `vite build` (no SSR/prerender: the preview serves the client shell for every page), a few seconds,
 * served by `vite preview` on E2E_PORT + 20 with the security headers for that build — the CSP must let
 * gtag.js through. In Firebase mode the build is wired to the emulators as `npm run test:e2e:firebase`'s is.
 *
 * Nothing leaves the machine: every request to another host is answered here (gtag.js with an empty
 * script) or aborted, and recorded, so the test can count what the page asked for.
 */
const GA_ID = 'G-TEST123';
const BASE_PORT = Number(process.env.E2E_PORT ?? (MODE === 'firebase' ? 4174 : 4173));
const PORT = BASE_PORT + 20;
const OUT_DIR = join(tmpdir(), `consent-e2e-${MODE}-${PORT}`);
/** The same settings as scripts/e2e-firebase.mjs's EMULATOR_BUILD_ENV (that script cannot be imported: it runs). */
const FIREBASE_BUILD_ENV = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_USE_FIREBASE_EMULATORS: 'true',
};
const BUILD_ENV = { ...process.env, VITE_GA_MEASUREMENT_ID: GA_ID, ...(MODE === 'firebase' ? FIREBASE_BUILD_ENV : {}) };
const VITE = join('node_modules', 'vite', 'bin', 'vite.js');

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const started = Date.now();
  const build = spawnSync(process.execPath, [VITE, 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    env: BUILD_ENV,
    encoding: 'utf8',
    timeout: 170_000,
  });
  if (build.status !== 0) throw new Error(`The consent build failed:\n${build.stdout}\n${build.stderr}`);
  server = spawn(process.execPath, [VITE, 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', OUT_DIR], {
    env: BUILD_ENV,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => fetch(`http://127.0.0.1:${PORT}/`).then((response) => response.status, () => 0), { timeout: 30_000 })
    .toBe(200);
  console.log(`consent.spec: build with ${GA_ID} and its preview on port ${PORT} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test.afterAll(() => {
  server?.kill();
  rmSync(OUT_DIR, { recursive: true, force: true });
});

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

/** Answers or aborts every request to another host, and returns the list of them. */
async function blockThirdParties(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(
    (url) => !isLocal(url),
    async (route) => {
      const url = route.request().url();
      asked.push(url);
      if (new URL(url).hostname === 'www.googletagmanager.com') {
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in */' });
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
  return asked;
}

const toGoogleTagManager = (asked: string[]) => asked.filter((url) => new URL(url).hostname.endsWith('googletagmanager.com'));

/** The consent commands in the page's gtag queue, as plain arrays. */
function consentCommands(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((command) => command[0] === 'consent'),
  );
}

test('nothing of Google loads before consent; Accept all loads gtag.js once; the choice is kept and can be withdrawn', async ({
  page,
  consoleErrors,
}) => {
  const asked = await blockThirdParties(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  expect(await axeProblems(page, 'the cookie banner')).toEqual([]);
  // The banner's chunk has run (it sets the defaults before it shows): still nothing asked of Google.
  expect(toGoogleTagManager(asked)).toEqual([]);
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }],
  ]);

  // Keyboard: focus Accept all and press Enter.
  await banner.getByRole('button', { name: 'Accept all' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect.poll(() => toGoogleTagManager(asked)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);
  expect((await consentCommands(page)).at(-1)).toEqual([
    'consent',
    'update',
    // This build has analytics only: the advertising signals stay denied.
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
  ]);

  // Kept: the next page load asks nothing and loads gtag.js again.
  await page.reload();
  await expect.poll(() => toGoogleTagManager(asked).length).toBe(2);
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);

  // Withdrawn from the footer: denied at once, and the next page load asks Google for nothing.
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('region', { name: 'Cookie settings' });
  await expect(settings.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(settings.getByRole('heading', { name: 'Cookie settings' })).toBeFocused();
  expect(await axeProblems(page, 'the cookie settings')).toEqual([]);
  await settings.getByRole('switch', { name: 'Analytics' }).uncheck();
  await settings.getByRole('button', { name: 'Save choices' }).click();
  await expect(settings).toBeHidden();
  expect((await consentCommands(page)).at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied' });
  await page.reload();
  await expect.poll(() => consentCommands(page)).toEqual([
    ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
    ['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })],
  ]);
  expect(toGoogleTagManager(asked)).toHaveLength(2);
  expect(asked.filter((url) => !new URL(url).hostname.endsWith('googletagmanager.com'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('Reject all: no request to Google at all, now or on the next visit; the banner leaves a phone screen usable', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const asked = await blockThirdParties(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  // At 390 px the banner takes the bottom of the screen, not all of it: the page's heading stays in view.
  const box = (await banner.boundingBox())!;
  expect(box.height).toBeLessThan(844 * 0.6);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect.poll(async () => (await consentCommands(page)).at(-1)?.[2]).toEqual({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

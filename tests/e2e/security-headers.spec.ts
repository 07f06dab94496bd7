/**
 * The built site under `vite preview`, which sends the same security headers as Firebase Hosting
 * (security-headers.mjs, through the plugin in vite.config.ts): the headers are there, and the public
 * pages, sign-in and the admin area run under that Content-Security-Policy without a single violation.
 * Controls show the watch works: an injected inline script and an inline event handler are refused
 * and reported.
 */
import { loadEnv } from 'vite';
import type { Page } from '@playwright/test';
import { headerOptionsFromEnv, securityHeaders } from '../../security-headers.mjs';
import { DEMO, PUBLIC_ROUTES, expect, signIn, test } from './fixtures.ts';

/** What the preview server was started with: the same `VITE_*` settings the build reads. */
const expected = securityHeaders(headerOptionsFromEnv(loadEnv('production', process.cwd(), 'VITE_')));

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * Records every CSP violation the page reports (the `securitypolicyviolation` event, in every
 * document the page loads) and every console message about the Content Security Policy.
 */
async function watchCsp(page: Page) {
  const violations: Violation[] = [];
  const messages: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname });
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) messages.push(message.text());
  });
  return { violations, messages };
}

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/blog/choosing-a-tech-stack-2026', '/admin', '/favicon.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected)) {
      expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    }
  }

  const csp = expected['Content-Security-Policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(expected['X-Frame-Options']).toBe('DENY');
  expect(expected['X-Content-Type-Options']).toBe('nosniff');
  expect(expected['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(expected['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
  expect(expected['Permissions-Policy']).toContain('camera=()');
});

test('public pages, login and the admin area run with zero CSP violations', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  const csp = await watchCsp(page);

  for (const route of PUBLIC_ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toBeVisible();
  }

  // Sign in (a toast: react-hot-toast's run-time styles) and open the admin area.
  await signIn(page, DEMO.admin);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  expect(csp.violations).toEqual([]);
  expect(csp.messages).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('controls: an injected inline script and inline event handler are refused, and the watch reports them', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img alt="" src="/favicon.svg?control" onload="window.__handlerRan = true">';
    document.body.append(holder);
  });
  await expect.poll(() => csp.violations.map((violation) => violation.directive).sort()).toEqual([
    'script-src-attr',
    'script-src-elem',
  ]);
  const ran = await page.evaluate(() => {
    const globals = window as unknown as { __injected?: boolean; __handlerRan?: boolean };
    return { injected: globals.__injected === true, handler: globals.__handlerRan === true };
  });
  expect(ran).toEqual({ injected: false, handler: false });
  expect(csp.messages.length).toBeGreaterThan(0);
});

test('another site cannot frame the pages (frame-ancestors none, X-Frame-Options DENY)', async ({ page, baseURL }) => {
  // A page on another origin (localhost instead of 127.0.0.1) that frames the site twice: as served,
  // and - the control - with the two anti-framing headers taken out, which must then render.
  const site = new URL(baseURL!);
  const otherOrigin = `http://localhost:${site.port}`;
  await page.route(`${otherOrigin}/framing-test`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Framing test</title>
        <iframe title="as served" src="${site.origin}/contact"></iframe>
        <iframe title="control" src="${site.origin}/contact?control"></iframe>`,
    }),
  );
  await page.route(`${site.origin}/contact?control`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    delete headers['x-frame-options'];
    await route.fulfill({ response, headers });
  });

  await page.goto(`${otherOrigin}/framing-test`);
  await expect(page.frameLocator('iframe[title="control"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.frameLocator('iframe[title="as served"]').getByRole('heading', { level: 1 })).toHaveCount(0);
});

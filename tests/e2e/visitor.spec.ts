import { FIREBASE_ENV_WARNING, FIREBASE_INIT_FAILED_WARNING } from '../../src/backend/index.ts';
import { DEMO, expect, PUBLIC_ROUTES, signIn, test } from './fixtures.ts';

test('a visitor can open and use every public page without a console error or warning', async ({ page, consoleErrors }) => {
  // Demo mode's two notices are the spec's (§1: no backend configured); nothing else may warn.
  const notices = [FIREBASE_INIT_FAILED_WARNING, FIREBASE_ENV_WARNING];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && !notices.includes(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
  });
  for (const route of PUBLIC_ROUTES) {
    // The fixture's goto waits until the page is live: used (a key pressed) and taken over by the app.
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.h1, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
  expect(warnings).toEqual([]);
});

test('a visitor sends an enquiry and the admin can find it', async ({ page, consoleErrors }) => {
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByRole('textbox', { name: /^Email Address/ }).fill('grace@example.org');
  await page.getByLabel('Service Interested In').selectOption('Web Development');
  await page.getByLabel('Project Details').fill('We need a new website for our compiler museum.');
  await page.getByRole('button', { name: /send message/i }).click();
  await expect(
    page.getByText("Thank you! Your message has been sent successfully. We'll get back to you soon!"),
  ).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  expect(consoleErrors).toEqual([]);

  // Stored for real: the demo admin's dashboard counts one more unread enquiry.
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('group', { name: 'Contact Messages' }).getByText('3 unread')).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the header turns opaque with a shadow once scrolled, and back at the top', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('box-shadow', 'none');
  await page.mouse.wheel(0, 400);
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.mouse.wheel(0, -400);
  await expect(header).toHaveCSS('box-shadow', 'none');
});

test('scrolled with the wheel alone, before any use, a prerendered page’s header turns opaque with a shadow', async ({ page, baseURL }) => {
  // Not the fixture's goto of '/…', which uses the page until it is live.
  await page.goto(new URL('/about', baseURL).href);
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('box-shadow', 'none');
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, 600);
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.mouse.wheel(0, -600);
  await expect(header).toHaveCSS('box-shadow', 'none');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-live');
});

test('the mobile menu opens, lists the links and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['Home', 'Services', 'Blog', 'About', 'Contact', 'Login']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('a new page opens at its top, and Back returns to the spot the visitor left', async ({ page }) => {
  await page.goto('/blog');
  const article = page.getByRole('link', { name: 'Shipping a Mobile MVP in Twelve Weeks' });
  await article.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(200);

  await article.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping a Mobile MVP in Twelve Weeks' })).toBeVisible();
  // At the top at once, in the same render as the new page (not scrolled there smoothly from below).
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights, guides and stories from our team' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(left + 5);
});

test('pointing at a link starts loading that page before the click', async ({ page }) => {
  await page.goto('/');
  const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
  const careersChunk = page.waitForRequest(/\/assets\/careers-[\w-]+\.js$/, { timeout: 5_000 });
  await careers.hover();
  await careersChunk;
  await careers.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Do the best work of your career, for clients who notice' })).toBeVisible();
});

test('the services filter is kept in the address: a shared link opens filtered, a reload keeps it, All Services clears it', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // Not the fixture's goto of '/…', which uses the page until it is live: the page was prerendered
  // unfiltered, and a link with a query must start the app at once to show what it asks.
  await page.goto(new URL('/services?category=mobile', baseURL).href);
  const filters = page.getByRole('group', { name: 'Filter services by category' });
  const cards = page.getByRole('list', { name: 'Services' }).getByRole('article');
  await expect(filters.getByRole('button', { name: 'Mobile', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Mobile App Development' })).toBeVisible();

  await filters.getByRole('button', { name: 'Web', exact: true }).click();
  await expect(page).toHaveURL(/\/services\?category=web$/);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Web Development' })).toBeVisible();

  await page.reload();
  await expect(filters.getByRole('button', { name: 'Web', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Web Development' })).toBeVisible();

  await filters.getByRole('button', { name: 'All Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(cards).toHaveCount(6);
  expect(consoleErrors).toEqual([]);
});

test('a services filter pressed before the app arrives is applied once it has, and kept in the address', async ({ page, baseURL, consoleErrors }) => {
  // The prerendered page as painted (not the fixture's goto of '/…', which uses it until it is live):
  // the press is the first use, held by the boot script for the app.
  await page.goto(new URL('/services', baseURL).href);
  const filters = page.getByRole('group', { name: 'Filter services by category' });
  await filters.getByRole('button', { name: 'Marketing', exact: true }).click();
  await expect(page).toHaveURL(/\/services\?category=marketing$/, { timeout: 15_000 });
  await expect(filters.getByRole('button', { name: 'Marketing', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Digital Marketing' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

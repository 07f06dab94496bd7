/**
 * Journeys only a Firebase build has. playwright.config.ts leaves this file out of the demo-mode run
 * (and says so when the run starts): a demo-mode build has no Firebase to fail.
 */
import { expect, test } from './fixtures.ts';

test('when Firebase cannot load, the site says so and never falls back to demo mode', async ({ page, baseURL }) => {
  // The Firebase SDK's chunk does not arrive (a blocked or failing CDN, say).
  await page.route(/\/assets\/firebase-[\w-]+\.js$/, (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // An absolute address: the fixture's wait for a live header does not apply (the page is not live).
  await page.goto(`${baseURL}/contact`);
  // Its content unchanged since the build, the page waits for the visitor's first use before it starts
  // the app (docs/decisions/0025-content-version.md): the visitor starts using it.
  await expect(page.locator('html')).toHaveAttribute('data-app-start', 'on-use');
  await page.keyboard.press('Shift');
  await expect(page.getByRole('heading', { level: 1, name: "This site can't load right now" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Demo mode' })).toHaveCount(0);
  expect(errors.some((text) => text.includes('The site could not start its backend'))).toBe(true);
});

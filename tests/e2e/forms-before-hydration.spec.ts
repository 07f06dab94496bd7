/**
 * Forms and search work as soon as they show: on a slow phone a page's scripts arrive a
 * second or more after it paints. Typed text is kept, a submit made meanwhile is sent once the app has
 * taken the form over (scripts/page-boot.browser.js, src/hooks/use-form-takeover.ts), and the blog's
 * search is a plain form. Here the scripts are held back until the test lets them through.
 */
import { DEMO, expect, openWithoutScripts, signIn, test } from './fixtures.ts';

test('the newsletter box takes an address and a press of Subscribe before the scripts arrive, and subscribes it once they have', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const email = `early.reader.${Date.now()}@example.org`;
  const { release } = await openWithoutScripts(page, baseURL, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await release();
  await expect(
    footer.getByText(`Almost done: we sent a confirmation link to ${email}. Open it to start receiving the newsletter.`),
  ).toBeVisible({ timeout: 15_000 });
  expect(consoleErrors).toEqual([]);
});

test('the contact form keeps what was typed before the scripts arrived and sends it', async ({ page, baseURL, consoleErrors }) => {
  const { release } = await openWithoutScripts(page, baseURL, '/contact');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /^Email Address/ }).fill('ada@example.org');
  await page.getByLabel('Service Interested In').selectOption('Web Development');
  await page.getByLabel('Project Details').fill('An engine for our analytical notes, before the scripts were here.');
  await page.getByRole('button', { name: /send message/i }).click();
  await release();
  await expect(page.getByText("Thank you! Your message has been sent successfully. We'll get back to you soon!")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('the blog search answers Enter before the scripts arrive: it opens the results for the term', async ({ page, baseURL }) => {
  const { release } = await openWithoutScripts(page, baseURL, '/blog');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('Security Basics');
  await search.press('Enter');
  // A plain GET form: the browser opens the results' address itself.
  await expect(page).toHaveURL(/\/blog\?q=Security(\+|%20)Basics/);
  await release();
  await expect(search).toHaveValue('Security Basics');
  await expect(page.getByRole('link', { name: 'Five Security Basics Every Growing Company Should Have' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Shipping a Mobile MVP/i })).toHaveCount(0);
});

test('a query typed into the blog search before the scripts arrive (no Enter) filters the list once they have, without a warning', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const { release } = await openWithoutScripts(page, baseURL, '/blog');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('Security Basics');
  await release();
  await expect(page).toHaveURL(/\/blog\?q=Security(\+|%20)Basics/, { timeout: 15_000 });
  await expect(search).toHaveValue('Security Basics');
  await expect(page.getByRole('link', { name: 'Five Security Basics Every Growing Company Should Have' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Shipping a Mobile MVP/i })).toHaveCount(0);
  expect(warnings.filter((text) => /navigate\(\)/.test(text))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a button pressed before the scripts arrive is pressed once they have: the blog switches to its list layout', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const { release } = await openWithoutScripts(page, baseURL, '/blog');
  const layout = page.getByRole('group', { name: 'Layout' });
  await expect(layout.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
  // A click alone, as a screen reader sends it (no pointer or key event before it).
  await layout.getByRole('button', { name: 'List view' }).dispatchEvent('click');
  await release();
  await expect(layout.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(layout.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
  expect(consoleErrors).toEqual([]);
});

test('Send on the contact form says "Sending..." at once while the scripts are held back, then the app sends it once', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const name = `Slow Phone${Date.now()}`;
  const { release } = await openWithoutScripts(page, baseURL, '/contact');
  const form = page.getByRole('region', { name: 'Send Us a Message' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByRole('textbox', { name: /^Email Address/ }).fill('slow.phone@example.org');
  await form.getByLabel('Service Interested In').selectOption('Web Development');
  await form.getByLabel('Project Details').fill('Pressed Send while the page was still arriving.');

  // When the press comes, and when its button first says "Sending..." (checked every frame, in the page).
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('form[data-app-form] button[type="submit"]')!;
    const times: { pressed?: number; shown?: number } = {};
    (window as unknown as { pressTimes: typeof times }).pressTimes = times;
    button.addEventListener('click', () => {
      times.pressed = performance.now();
      const check = () => {
        if (button.innerText.trim() === 'Sending...') times.shown = performance.now();
        else requestAnimationFrame(check);
      };
      check();
    });
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  const times = () => page.evaluate(() => (window as unknown as { pressTimes: { pressed?: number; shown?: number } }).pressTimes);
  await expect.poll(async () => (await times()).shown !== undefined, { message: 'the button says Sending...' }).toBe(true);
  const { pressed, shown } = await times();
  expect(shown! - pressed!).toBeLessThan(100);
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();

  await release();
  await expect(form.getByText("Thank you! Your message has been sent successfully. We'll get back to you soon!")).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();

  // Sent once.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/messages');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(name.split(' ')[1]);
  await expect(page.getByRole('button', { name: `View message from ${name}` })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: `View message from ${name}` })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

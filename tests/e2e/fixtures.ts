import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page, type Route } from '@playwright/test';
import { authUrl, PROJECT_ID } from '../../scripts/emulators.mjs';
import { seedEmulators } from '../../scripts/emulator-seed.ts';

/**
 * Which build the journeys run against (playwright.config.ts): the demo-mode build, whose data lives
 * in each test's fresh browser profile, or the build wired to the Auth and Firestore emulators, which
 * are put back to the same seed before every test.
 */
export const MODE: 'demo' | 'firebase' = process.env.E2E_MODE === 'firebase' ? 'firebase' : 'demo';

/** Every public route with the h1 a visitor should see there. */
export const PUBLIC_ROUTES: { path: string; h1: string }[] = [
  { path: '/', h1: 'Transform Your Business with Digital Innovation' },
  { path: '/services', h1: 'Everything you need to build, launch and grow' },
  { path: '/blog', h1: 'Insights, guides and stories from our team' },
  { path: '/blog/choosing-a-tech-stack-2026', h1: 'How to Choose a Tech Stack Your Team Can Live With' },
  { path: '/about', h1: 'We build the technology that helps businesses grow' },
  { path: '/contact', h1: "Let's Talk About Your Project" },
  { path: '/careers', h1: 'Do the best work of your career, for clients who notice' },
  { path: '/careers/mobile-developer', h1: 'Mobile App Developer' },
  { path: '/login', h1: 'Welcome Back' },
  { path: '/forgot-password', h1: 'Reset Your Password' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/cookies', h1: 'Cookie Policy' },
  { path: '/case-studies', h1: 'Case Studies' },
  { path: '/docs', h1: 'Documentation' },
  { path: '/support', h1: 'Support' },
  { path: '/search', h1: 'Search the site' },
];

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin123', name: 'Demo Admin' },
  editor: { email: 'editor@example.com', password: 'editor123', name: 'Demo Editor' },
  user: { email: 'user@example.com', password: 'user123', name: 'Demo User' },
};

/**
 * Resolves once the page at hand is live, as a visitor who starts using it would find it. A
 * prerendered page shows its content before its JavaScript has loaded (scripts/page-boot.mjs), and in
 * demo mode fetches it only on the visitor's first use (docs/decisions/0023-app-on-first-use.md): a
 * press of Shift, which does nothing else, is that use. Then the app takes the page over, and the
 * header shows the Login link, or a signed-in person's Messages link once the session knows them.
 */
export async function waitUntilLive(page: Page) {
  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-app-live]')).toBeAttached({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: /^(Login|Messages)/ })).toBeVisible({ timeout: 15_000 });
}

/** The page is still its server's HTML: the app has not taken it over. */
export async function expectNotLive(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-app-live');
}

/**
 * Opens `path` as a visitor whose connection has not yet brought its scripts: every script request is
 * held back until `release()`, which lets them (and any later ones) through. Meanwhile the page is its
 * server's HTML, and what the visitor does is what a slow phone's visitor does before the app arrives.
 */
export async function openWithoutScripts(page: Page, baseURL: string | undefined, path: string) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  // Not the fixture's goto of '/…', which waits until the page is live.
  await page.goto(new URL(path, baseURL).href);
  await expectNotLive(page);
  return {
    release: async () => {
      // What was done meanwhile asked for the page's scripts, and got none.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await expectNotLive(page);
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * Every page starts with console errors and uncaught exceptions collected; a test fails on any.
 * `page.goto` of one of the site's paths ('/…') waits until the page is live (`waitUntilLive`), as a
 * visitor waits to see it respond.
 */
export const test = base.extend<{ consoleErrors: string[]; seeded: void }>({
  seeded: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (MODE === 'firebase') await seedEmulators();
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (url.startsWith('/')) await waitUntilLive(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // A failed request names only its status: add its address.
      if (message.type() === 'error') errors.push(message.text().startsWith('Failed to load resource') ? `${message.text()}: ${message.location().url}` : message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** Signs in from the sign-in page and waits until the header shows the account (the sign-in has landed). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toBeVisible({ timeout: 15_000 });
}

/** Creates an account on the sign-in page (opened at `from`, say with a redirect) and waits for the welcome. */
export async function signUp(page: Page, person: { name: string; email: string; password: string }, from = '/login') {
  await page.goto(from);
  await page.getByRole('main').getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
}

/**
 * Signs out through the header — its user menu (`name`: the display name on it), or on a phone the
 * mobile menu — and waits for the visitor's header.
 */
export async function signOut(page: Page, name: string | RegExp) {
  const banner = page.getByRole('banner');
  const userMenu = banner.getByRole('button', { name: typeof name === 'string' ? new RegExp(name) : name });
  if (await userMenu.isVisible()) {
    await userMenu.click();
  } else {
    await banner.getByRole('button', { name: 'Open menu' }).click();
  }
  await banner.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
}

/**
 * Follows the verification link the identity service sent to `email`, as its owner would from their
 * inbox. Firebase: the Auth emulator's outbox. Demo mode sends no e-mail: its accounts are verified.
 */
export async function verifyEmailFromInbox(email: string) {
  if (MODE === 'demo') return;
  const response = await fetch(`${authUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
  expect(link, `a verification e-mail to ${email}`).toBeTruthy();
  expect((await fetch(link!)).ok).toBe(true);
}

/**
 * On Firebase a read the rules refuse answers 403, which the browser logs as a console error. A test
 * that asks for one on purpose (a visitor opening a draft's or a deleted post's address: the rules
 * refuse both alike, so neither tells a draft exists) accounts for those entries here: on Firebase
 * there must be some, in demo mode none; other errors stay in the list.
 */
export function acceptRefusedReads(consoleErrors: string[]) {
  const refused = consoleErrors.filter((entry) => /^Failed to load resource: .* 403 .*\/documents:batchGet/.test(entry));
  if (MODE === 'firebase') expect(refused.length, 'the refused read was logged').toBeGreaterThan(0);
  else expect(refused).toEqual([]);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((entry) => !refused.includes(entry)));
}

/**
 * A page that does not exist (a deleted post, an opening nobody posted) is not counted: on Firebase the
 * rules refuse its traffic count (the page's counter's REST commit, rule 90: only existing items count),
 * which the browser logs as a failed load; a refused visit is sent once more under (other). Waits for
 * that refusal on Firebase, then takes those lines out; demo mode counts through a queue, with no request.
 */
export async function acceptRefusedCount(page: Page, consoleErrors: string[]) {
  const isRefused = (entry: string) => /^Failed to load resource: .* 403 .*\/documents:commit\?key=/.test(entry);
  if (MODE === 'firebase') {
    await expect.poll(() => consoleErrors.some(isRefused), { message: 'the refused count was logged' }).toBe(true);
    await page.waitForLoadState('networkidle');
  } else expect(consoleErrors.filter(isRefused)).toEqual([]);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((entry) => !isRefused(entry)));
}

/**
 * Serious or critical WCAG A/AA problems on the page as it is now; `experimental` names axe's
 * experimental rules to run as well (say label-content-name-mismatch, WCAG 2.5.3, off by default).
 */
export async function axeProblems(page: Page, where: string, { experimental = [] }: { experimental?: string[] } = {}): Promise<string[]> {
  // Colours as they settle: a hover's colour transition under the pointer, measured halfway, failed the
  // contrast check now and then (an admin's button, in CI). Transitions and finite animations end
  // first; endless ones (a spinner, a pulsing placeholder) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: Object.fromEntries(experimental.map((rule) => [rule, { enabled: true }])) })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * An article's view figure, as a reader finds it: the "N views" line among the details of the article
 * under the page's heading (the related articles below it list their own details).
 */
export function articleViews(page: Page) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .getByRole('list', { name: 'Article details' })
    .getByRole('listitem')
    .filter({ hasText: /^[\d,]+ views?$/ });
}

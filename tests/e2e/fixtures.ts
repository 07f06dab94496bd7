import { expect, test as base, type Page } from '@playwright/test';

/** Every public route with the h1 a visitor should see there. */
export const PUBLIC_ROUTES: { path: string; h1: string }[] = [
  { path: '/', h1: 'Transform Your Business with Digital Innovation' },
  { path: '/services', h1: 'Everything you need to build, launch and grow' },
  { path: '/blog', h1: 'Insights, guides and stories from our team' },
  { path: '/blog/choosing-a-tech-stack-2026', h1: 'How to Choose a Tech Stack Your Team Can Live With' },
  { path: '/about', h1: 'We build the technology that helps businesses grow' },
  { path: '/contact', h1: "Let's Talk About Your Project" },
  { path: '/careers', h1: 'Do the best work of your career, for clients who notice' },
  { path: '/login', h1: 'Welcome Back' },
  { path: '/forgot-password', h1: 'Reset Your Password' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/cookies', h1: 'Cookie Policy' },
  { path: '/case-studies', h1: 'Case Studies' },
  { path: '/docs', h1: 'Documentation' },
  { path: '/support', h1: 'Support' },
];

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin123', name: 'Demo Admin' },
  user: { email: 'user@example.com', password: 'user123', name: 'Demo User' },
};

/**
 * Resolves once the page at hand is live. A prerendered page shows its content before its JavaScript
 * has loaded (scripts/page-boot.mjs), and its buttons do nothing until then; the header's Login link,
 * or a signed-in person's Messages link, appears only once the app runs and knows who is there.
 */
export async function waitUntilLive(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: /^(Login|Messages)/ }).first()).toBeVisible({ timeout: 15_000 });
}

/**
 * Every page starts with console errors and uncaught exceptions collected; a test fails on any.
 * `page.goto` of one of the site's paths ('/…') waits until the page is live (`waitUntilLive`), as a
 * visitor waits to see it respond.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

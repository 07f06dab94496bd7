import { expect, test as base, type Page } from '@playwright/test';

export const PUBLIC_ROUTES: { path: string; h1: string | RegExp }[] = [
  { path: '/', h1: 'Transform Your Business with Digital Innovation' },
  { path: '/services', h1: /services/i },
  { path: '/blog', h1: /.+/ },
  { path: '/blog/choosing-a-tech-stack-2026', h1: 'How to Choose a Tech Stack Your Team Can Live With' },
  { path: '/about', h1: /.+/ },
  { path: '/contact', h1: /.+/ },
  { path: '/careers', h1: /.+/ },
  { path: '/login', h1: /.+/ },
  { path: '/forgot-password', h1: /.+/ },
  { path: '/terms', h1: /terms/i },
  { path: '/privacy', h1: /privacy/i },
  { path: '/cookies', h1: /cookie/i },
  { path: '/case-studies', h1: /case studies/i },
  { path: '/docs', h1: /.+/ },
  { path: '/support', h1: /support/i },
];

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin123', name: 'Demo Admin' },
  user: { email: 'user@example.com', password: 'user123', name: 'Demo User' },
};

/** Every page starts with console errors and uncaught exceptions collected; a test fails on any. */
export const test = base.extend<{ consoleErrors: string[] }>({
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

import { axeProblems, DEMO, expect, PUBLIC_ROUTES, signIn, test } from './fixtures.ts';

// One test per page and width: fifteen pages scanned in one test came within seconds of its time
// limit on a busy 2-core machine.
for (const width of [375, 1280]) {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} has no serious or critical axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toBeVisible();
      // Let lazy content (featured posts, services) settle before scanning.
      await page.waitForLoadState('networkidle');
      expect(await axeProblems(page, route.path)).toEqual([]);
    });
  }
}

/** Every screen a signed-in person reaches: the profile's two tabs and each admin screen (an admin sees them all). */
const SIGNED_IN_ROUTES = [
  '/profile',
  '/profile?tab=messages',
  '/admin',
  '/admin/analytics',
  '/admin/messages',
  '/admin/users',
  '/admin/blogs',
  '/admin/blogs/create',
  '/admin/blogs/edit/choosing-a-tech-stack-2026',
  '/admin/services',
  '/admin/settings',
  '/admin/applications',
  '/admin/openings',
  '/admin/subscribers',
  '/admin/newsletter',
  '/admin/newsletter/new',
  '/admin/outbox',
  '/admin/activity',
];

// One test per screen, both widths in it (one sign-in; the screen opened afresh at each width). With
// the experimental check that a control's name starts with its visible text (WCAG 2.5.3).
for (const path of SIGNED_IN_ROUTES) {
  test(`${path}, signed in, has no serious or critical axe violations at 1280px and 390px`, async ({ page }) => {
    await signIn(page, DEMO.admin);
    const problems: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      problems.push(...(await axeProblems(page, `${path} at ${width}px`, { experimental: ['label-content-name-mismatch'] })));
    }
    expect(problems).toEqual([]);
  });
}

test('/admin/analytics on the narrowest phone (320px): a table wider than the screen can be reached and scrolled by keyboard', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto('/admin/analytics');
  const vitals = page.getByRole('table', { name: /75th percentile of each Core Web Vital/ });
  await expect(vitals).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeProblems(page, '/admin/analytics at 320px')).toEqual([]);
  // The scroller is a named region in the Tab order: focused, the arrow keys scroll it.
  const region = page.getByRole('region', { name: /75th percentile of each Core Web Vital/ });
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
});

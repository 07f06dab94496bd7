import { axeProblems, expect, PUBLIC_ROUTES, test } from './fixtures.ts';

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

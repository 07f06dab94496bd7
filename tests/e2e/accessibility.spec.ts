import AxeBuilder from '@axe-core/playwright';
import { expect, PUBLIC_ROUTES, test } from './fixtures.ts';

// One test per page and width: fifteen pages scanned in one test came within seconds of its time
// limit on a busy 2-core machine.
for (const width of [375, 1280]) {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} has no serious or critical axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Let lazy content (featured posts, services) settle before scanning.
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const problems = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}) ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
        );
      expect(problems).toEqual([]);
    });
  }
}

import AxeBuilder from '@axe-core/playwright';
import { expect, PUBLIC_ROUTES, test } from './fixtures.ts';

for (const width of [375, 1280]) {
  test(`public pages have no serious or critical axe violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Let lazy content (featured posts, services) settle before scanning.
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          problems.push(
            `${route.path}: ${violation.id} (${violation.impact}) ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

// Screenshots of Admin → Analytics's Traffic part (the demo's seeded counters): the whole page, the
// Traffic part for the default 30 days, for 7 days (from the address) and for 90 days (picked with
// the Period control), and the Core Web Vitals table, at 1280 and 390 px, into /tmp/shots-traffic/
// (or the folder given second).
// Usage: node scripts/screenshots-traffic.mjs [baseURL] [outDir]   (serve a demo build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium, signIn } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4611';
const out = `${(process.argv[3] ?? '/tmp/shots-traffic').replace(/\/$/, '')}/`;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const shot = (name, options = {}) => page.screenshot({ path: `${out}${name}-${width}.png`, ...options });
  /** A part of the page, cut from the whole page (an element's own screenshot would show the sticky header over it). */
  const shotOf = async (name, locator) => {
    const clip = await locator.evaluate((element) => {
      // From the top of the page, where the header is too.
      const view = element.ownerDocument.defaultView;
      view.scrollTo(0, 0);
      const box = element.getBoundingClientRect();
      return { x: Math.max(0, box.left - 8), y: box.top - 8, width: box.width + 16, height: box.height + 16 };
    });
    await shot(name, { fullPage: true, clip });
  };
  const traffic = page.getByRole('region', { name: 'Traffic' });
  /** Waits until the Visits card says it counts `days` days (the report for that period is shown). */
  const shown = (days) => traffic.getByRole('group', { name: 'Visits' }).getByText(`In the last ${days} days`).waitFor();
  await signIn(page, base, 'admin@example.com', 'admin123');

  await page.goto(`${base}/admin/analytics`);
  await shown(30);
  await page.getByRole('region', { name: 'Top Posts by Views' }).waitFor();
  await shot('analytics', { fullPage: true });
  await shotOf('traffic-30', traffic);

  await page.goto(`${base}/admin/analytics?days=7`);
  await shown(7);
  await shotOf('traffic-7', traffic);

  // A person clicks the segment (the radio button in it is visually hidden).
  await traffic.getByRole('group', { name: 'Period' }).getByText('90 days').click();
  await shown(90);
  await page.waitForURL(/[?&]days=90\b/);
  await shotOf('traffic-90', traffic);
  await shotOf('vitals', traffic.getByRole('region', { name: 'Core Web Vitals (p75)' }));
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);

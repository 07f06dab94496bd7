// Screenshots of the openings' own pages: Careers' list linking to them, an opening's page (top and
// its apply dialog), at 1280 and 390 px, into docs/screenshots/openings/.
// Usage: node scripts/screenshots-openings.mjs [baseURL]   (serve a build with vite preview first)
import { mkdirSync } from 'node:fs';
import { launchChromium } from './screenshot-kit.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/openings/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await launchChromium();

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const shot = async (name, target) => {
    if (target) await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${out}${name}-${width}.png` });
  };

  await page.goto(`${base}/careers#positions`);
  await shot('careers-list', page.getByRole('heading', { name: 'Open Positions' }));

  await page.goto(`${base}/careers/ui-ux-designer`);
  await page.getByRole('heading', { level: 1, name: 'UI/UX Designer' }).waitFor();
  await shot('opening-page');
  await page.getByRole('heading', { name: 'Requirements' }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${out}opening-page-details-${width}.png` });

  await page.getByRole('button', { name: 'Apply Now for UI/UX Designer' }).click();
  await page.getByRole('dialog', { name: 'Apply for UI/UX Designer' }).waitFor();
  await page.screenshot({ path: `${out}opening-apply-${width}.png` });

  await page.goto(`${base}/careers/no-such-role`);
  await page.getByRole('heading', { level: 1, name: 'Position not found' }).waitFor();
  await shot('opening-not-found');
  await context.close();
}
await browser.close();

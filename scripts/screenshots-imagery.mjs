// Before/after screenshots of imagery: home, blog, one article and the new-post editor at 1280 and 390 px.
/* global document, window */
// Usage: node scripts/screenshots-imagery.mjs <before|after> [baseURL]   (serve a build with vite preview first)
import { chromium } from 'playwright-core';

const label = process.argv[2] ?? 'after';
const base = process.argv[3] ?? 'http://127.0.0.1:4523';
const out = new URL('../docs/screenshots/imagery/', import.meta.url).pathname;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function settle(page) {
  await page.waitForLoadState('networkidle');
  // Scroll through so lazy images load, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all([...document.images].map((i) => (i.complete ? 0 : new Promise((r) => { i.onload = i.onerror = r; })))));
}

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const shots = [
    ['home', '/'],
    ['blog', '/blog'],
    ['article', '/blog/web-performance-budget'],
  ];
  for (const [name, path] of shots) {
    await page.goto(base + path);
    await settle(page);
    await page.screenshot({ path: `${out}${name}-${label}-${width}.png`, fullPage: true });
    console.log('wrote', name, width);
  }
  await page.goto(base + '/login');
  await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(base + '/admin/blogs/create');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}editor-${label}-${width}.png`, fullPage: true });
  console.log('wrote editor', width);
  await context.close();
}
await browser.close();

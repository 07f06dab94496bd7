import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const base = 'http://127.0.0.1:4521';
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/blog/choosing-a-tech-stack-2026`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/md-article-${width}.png`, fullPage: true });
  await page.close();
}
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${base}/login`);
await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
await page.getByLabel('Password', { exact: true }).fill('admin123');
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await page.getByRole('banner').getByRole('link', { name: /^Messages/ }).waitFor();
await page.goto(`${base}/admin/blogs/edit/web-performance-budget`);
await page.getByRole('textbox', { name: /^Content/ }).waitFor();
await page.screenshot({ path: '/tmp/md-editor-write.png' });
await page.getByRole('button', { name: 'Preview' }).click();
await page.screenshot({ path: '/tmp/md-editor-preview.png', fullPage: true });
await browser.close();

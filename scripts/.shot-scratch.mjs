import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 700 } });
await p.goto(process.argv[2]); await p.waitForLoadState('networkidle'); await p.locator('#team').scrollIntoViewIfNeeded(); await p.waitForTimeout(800);
await p.screenshot({ path: process.argv[3], fullPage: false }); await b.close();

import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1200, height: 800 } });
await p.goto(process.argv[2]); await p.waitForLoadState('networkidle');
await p.screenshot({ path: process.argv[3], fullPage: true }); await b.close();

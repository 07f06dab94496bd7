#!/usr/bin/env node
/**
 * Makes `public/og-image.png`, the picture link previews (Facebook, LinkedIn, X, chat apps) show for
 * every page without a cover image of its own (src/components/seo/seo.tsx): a 1200×630 card with the
 * company's name, tagline and first four services from src/content/, rendered as HTML in headless
 * Chromium and screenshotted. The PNG is committed; run this again after changing those details.
 *
 * `npm run og-image [-- --out public/og-image.png]` (Chromium: /usr/bin/chromium, or CHROMIUM_PATH)
 *
 * Flat colours only (no gradients or photos), so the PNG stays small (about 65 KB): large previews
 * are fetched by every app a link is pasted into. Fonts: Arial, or its metric twin Liberation Sans on
 * Linux, so the card looks the same on any machine that makes it.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const OG_IMAGE = { file: 'public/og-image.png', width: 1200, height: 630 };

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card as a self-contained HTML page of exactly 1200×630 CSS pixels. */
export function cardHtml({ name, tagline, services, logoSvg, brand = '#2451e6' }) {
  const chips = services.map((service) => `<li>${escapeHtml(service)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; overflow: hidden; }
  body { position: relative; background: #020617; color: #fff; font-family: Arial, 'Liberation Sans', 'Helvetica Neue', sans-serif; }
  .disc { position: absolute; border-radius: 50%; }
  .disc.one { width: 760px; height: 760px; right: -260px; top: -300px; background: #0b1f5c; }
  .disc.two { width: 460px; height: 460px; right: -120px; top: -120px; background: #12308a; }
  .disc.three { width: 380px; height: 380px; left: -190px; bottom: -230px; background: #0b1a4a; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: ${brand}; }
  main { position: absolute; inset: 0; padding: 84px 88px 0; }
  .mark { display: flex; align-items: center; gap: 22px; }
  .mark svg { width: 88px; height: 88px; }
  .name { font-size: 64px; font-weight: 700; letter-spacing: -1.5px; }
  .tagline { margin-top: 54px; max-width: 900px; text-wrap: balance; font-size: 50px; line-height: 1.15; font-weight: 700; color: #dbe7ff; letter-spacing: -0.5px; }
  ul { list-style: none; display: flex; flex-wrap: wrap; gap: 14px; margin-top: 52px; max-width: 1020px; }
  li { font-size: 25px; font-weight: 700; color: #eef4ff; border: 2px solid #3b6cf6; border-radius: 999px; padding: 10px 22px; }
</style></head><body>
  <div class="disc one"></div><div class="disc two"></div><div class="disc three"></div>
  <main>
    <div class="mark">${logoSvg}<span class="name">${escapeHtml(name)}</span></div>
    <p class="tagline">${escapeHtml(tagline)}</p>
    <ul>${chips}</ul>
  </main>
  <div class="bar"></div>
</body></html>`;
}

function option(args, name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
}

async function main(args) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const out = resolve(root, option(args, 'out', OG_IMAGE.file));
  // The details come from the site's own content modules (TypeScript), loaded through Vite.
  const { runnerImport } = await import('vite');
  const load = async (file) => (await runnerImport(pathToFileURL(resolve(root, file)).href, { root, configFile: false, logLevel: 'error' })).module;
  const { site } = await load('src/content/site.ts');
  const { SERVICE_CATALOGUE } = await load('src/content/services.ts');
  const logoSvg = readFileSync(resolve(root, 'public/favicon.svg'), 'utf8');

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height }, deviceScaleFactor: 1 });
    await page.setContent(
      cardHtml({ name: site.name, tagline: site.tagline, services: SERVICE_CATALOGUE.slice(0, 4).map((entry) => entry.title), logoSvg, brand: site.themeColor }),
    );
    await page.evaluate('document.fonts.ready');
    mkdirSync(dirname(out), { recursive: true });
    const png = await page.screenshot({ path: out, type: 'png' });
    console.log(`${out}: ${OG_IMAGE.width}×${OG_IMAGE.height}, ${(png.length / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}

/**
 * Which requests the client shell answers: page paths only. A missing file —
 * `/og-image.png` before it existed, a deploy's old `/assets/…js` chunk — answers 404 with
 * public/404.html, on Firebase Hosting (the rewrite in firebase.json) as in `vite preview`/`vite dev`
 * (vite.config.ts), which take the same pattern from scripts/hosting.mjs. The e2e side:
 * tests/e2e/share-and-files.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPagePath, NOT_FOUND_FILE, PAGE_PATH_PATTERN, SHELL_FILE } from '../../scripts/hosting.mjs';

const root = process.cwd();
const hosting = (JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { hosting: { rewrites: Record<string, string>[] } })
  .hosting;

const PAGES = ['/', '/about', '/blog', '/blog/mobile-app-mvp', '/blog/Ab3xYz09', '/admin/blogs/edit/Ab3xYz09', '/no-such-page', '/login'];
const FILES = [
  '/og-image.png',
  '/missing.png',
  '/assets/old-chunk-BxQ3a1.js',
  '/assets/index-Old.css',
  '/favicon.ico',
  '/rss.xml',
  '/blog/mobile-app-mvp.html',
  '/.well-known/security.txt',
  '/wp-login.php',
];

describe("firebase.json's rewrite to the client shell", () => {
  it('is the one rewrite, by the shared pattern, to the shell file', () => {
    expect(hosting.rewrites).toEqual([{ regex: PAGE_PATH_PATTERN, destination: `/${SHELL_FILE}` }]);
  });

  it('takes page paths and leaves files to 404 (the pattern read from firebase.json itself)', () => {
    const rewrite = new RegExp(hosting.rewrites[0].regex);
    for (const path of PAGES) expect(rewrite.test(path), path).toBe(true);
    for (const path of FILES) expect(rewrite.test(path), path).toBe(false);
  });

  it('decides as the preview and dev servers do', () => {
    for (const path of [...PAGES, ...FILES]) expect(isPagePath(path), path).toBe(new RegExp(hosting.rewrites[0].regex).test(path));
  });

  it('is RE2 syntax, which Hosting uses: no lookaround, no back-references', () => {
    expect(PAGE_PATH_PATTERN).not.toMatch(/\(\?[=!<]|\\\d/);
    expect(PAGE_PATH_PATTERN.startsWith('^') && PAGE_PATH_PATTERN.endsWith('$')).toBe(true);
  });
});

describe('the page a missing file gets', () => {
  it('is public/404.html: static, no script, not the app shell', () => {
    const file = join(root, 'public', NOT_FOUND_FILE);
    expect(existsSync(file)).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<div id="root">');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<a href="\/">/);
  });
});

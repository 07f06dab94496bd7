/**
 * The static floor `npm run perf` measures each page against (scripts/floor-pages.mjs): the same
 * HTML with no scripts.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFloor, floorHtml } from '../../scripts/floor-pages.mjs';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script data-modules="/assets/index-a.js /assets/react-dom-b.js" data-first="/assets/react-dom-b.js">(function(e){let t=document.createElement("script");t.type="module"})(document.currentScript.dataset)</script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-b.js">
    <link rel="preload" as="script" href="/assets/other-c.js">
    <link rel="preload" as="image" href="/images/logo.svg"/>
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
    <script src="/legacy.js"></script>
    <script type="text/javascript">window.x = 1;</script>
    <script TYPE='application/ld+json'>{"@type":"Organization"}</script>
  </head>
  <body>
    <div id="root"><h1>Services</h1><img src="/images/a.webp" alt="A"></div>
    <script type="application/json" id="initial-data">{"posts":[]}</script>
  </body>
</html>`;

describe('floorHtml', () => {
  const floor = floorHtml(PAGE);

  it('removes every executable script and every link that fetches a script', () => {
    expect(floor).not.toContain('data-modules');
    expect(floor).not.toContain('document.createElement');
    expect(floor).not.toContain('/assets/index-a.js');
    expect(floor).not.toContain('modulepreload');
    expect(floor).not.toContain('/assets/other-c.js');
    expect(floor).not.toContain('/legacy.js');
    expect(floor).not.toContain('window.x');
    expect(floor.match(/<script/g)).toHaveLength(2);
  });

  it('keeps the data scripts, the styles, the images and the content', () => {
    expect(floor).toContain(`<script TYPE='application/ld+json'>{"@type":"Organization"}</script>`);
    expect(floor).toContain('<script type="application/json" id="initial-data">{"posts":[]}</script>');
    expect(floor).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(floor).toContain('<link rel="preload" as="image" href="/images/logo.svg"/>');
    expect(floor).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(floor).toContain('<div id="root"><h1>Services</h1><img src="/images/a.webp" alt="A"></div>');
  });

  it('leaves a page without scripts as it is', () => {
    const page = '<html><head><link rel="stylesheet" href="/a.css"></head><body><p>Hi</p></body></html>';
    expect(floorHtml(page)).toBe(page);
  });
});

describe('buildFloor', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies the build and turns every HTML file, nested ones too, into its floor; other files stay as they are', () => {
    dir = mkdtempSync(join(tmpdir(), 'perf-floor-test-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'blog'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, 'blog', 'post.html'), PAGE);
    writeFileSync(join(dist, 'assets', 'index-a.js'), 'console.log(1)');
    const pages = buildFloor(dist, join(dir, 'floor'));
    expect(pages.sort()).toEqual(['blog/post.html', 'index.html']);
    expect(readFileSync(join(dir, 'floor', 'blog', 'post.html'), 'utf8')).toBe(floorHtml(PAGE));
    expect(readFileSync(join(dir, 'floor', 'assets', 'index-a.js'), 'utf8')).toBe('console.log(1)');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(PAGE);
  });
});

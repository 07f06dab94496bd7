/**
 * `npm run perf` measures a first visit: every Lighthouse run and every Playwright try in a browser of
 * its own on a new, empty profile (scripts/perf-fresh-browser.mjs), served as Firebase Hosting would
 * serve the build (scripts/static-server.mjs). The launchers are stand-ins here: what is checked
 * is which profile folder each run gets, not Chrome itself.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshBrowsers, interleavedFreshRuns, launchTimes } from '../../scripts/perf-fresh-browser.mjs';
import { headersFor, hostingConfig, resolveRequest, serve } from '../../scripts/static-server.mjs';

const root = process.cwd();

/** A stand-in for chrome-launcher's `launch`: notes each profile folder as it is handed over and writes into it, as Chrome does. */
function fakeChromeLauncher() {
  const launches: { userDataDir: string; emptyAtLaunch: boolean; port: number; killed: boolean }[] = [];
  const launch = async ({ userDataDir }: { userDataDir: string }) => {
    const launched = { userDataDir, emptyAtLaunch: existsSync(userDataDir) && readdirSync(userDataDir).length === 0, port: 9000 + launches.length, killed: false };
    launches.push(launched);
    mkdirSync(join(userDataDir, 'Default', 'Code Cache', 'js'), { recursive: true });
    writeFileSync(join(userDataDir, 'Default', 'Code Cache', 'js', 'index'), 'compiled code');
    return { port: launched.port, kill: async () => void (launched.killed = true) };
  };
  return { launch, launches };
}

describe('Lighthouse runs (interleavedFreshRuns)', () => {
  it('start a new Chrome for every run of a page and of its floor, each on its own empty profile folder, deleted after', async () => {
    const { launch, launches } = fakeChromeLauncher();
    const measured: { port: number; url: string; chrome: (typeof launches)[number] }[] = [];
    const results = await interleavedFreshRuns({
      paths: ['/', '/blog'],
      runs: 3,
      pageOrigin: 'http://page',
      floorOrigin: 'http://floor',
      launch,
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new'],
      measure: async (port: number, url: string) => {
        measured.push({ port, url, chrome: launches[launches.length - 1] });
        return { url };
      },
    });

    // 3 runs × 2 paths × (page + floor): a Chrome for each.
    expect(launches).toHaveLength(12);
    expect(new Set(launches.map((chrome) => chrome.userDataDir)).size).toBe(12);
    for (const chrome of launches) {
      expect(chrome.emptyAtLaunch, chrome.userDataDir).toBe(true);
      expect(chrome.killed).toBe(true);
      expect(existsSync(chrome.userDataDir), chrome.userDataDir).toBe(false);
    }
    // Each run measured in the Chrome started for it, while it was still running.
    measured.forEach((run, i) => {
      expect(run.chrome).toBe(launches[i]);
      expect(run.port).toBe(launches[i].port);
    });
    // Page and floor taking turns, path by path, run by run.
    expect(measured.slice(0, 4).map((run) => run.url)).toEqual(['http://page/', 'http://floor/', 'http://page/blog', 'http://floor/blog']);
    expect(results['/blog'].page).toHaveLength(3);
    expect(results['/blog'].floor).toHaveLength(3);
    expect(launchTimes.length).toBeGreaterThanOrEqual(12);
  });

  it('deletes the profile folder of a run that failed', async () => {
    const { launch, launches } = fakeChromeLauncher();
    await expect(
      interleavedFreshRuns({
        paths: ['/'],
        runs: 1,
        pageOrigin: 'http://page',
        floorOrigin: 'http://floor',
        launch,
        measure: async () => {
          throw new Error('trace lost');
        },
      }),
    ).rejects.toThrow('trace lost');
    expect(launches).toHaveLength(1);
    expect(launches[0].killed).toBe(true);
    expect(existsSync(launches[0].userDataDir)).toBe(false);
  });
});

describe('Playwright tries (freshBrowsers)', () => {
  it('open every context in a new browser on its own empty profile folder, and close that browser with it', async () => {
    const calls: { dir: string; empty: boolean; options: Record<string, unknown>; closed: boolean }[] = [];
    const browser = freshBrowsers({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox'],
      launchPersistentContext: async (dir: string, options: Record<string, unknown>) => {
        const call = { dir, empty: existsSync(dir) && readdirSync(dir).length === 0, options, closed: false };
        calls.push(call);
        writeFileSync(join(dir, 'Cookies'), 'a visit');
        return { close: async () => void (call.closed = true) };
      },
    });
    const first = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await first.close();
    const second = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await second.close();

    expect(calls).toHaveLength(2);
    expect(calls[0].dir).not.toBe(calls[1].dir);
    for (const call of calls) {
      expect(call.empty).toBe(true);
      expect(call.closed).toBe(true);
      expect(existsSync(call.dir)).toBe(false);
      expect(call.options).toMatchObject({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    }
    expect(calls[1].options).toMatchObject({ viewport: { width: 390, height: 844 }, isMobile: true });
  });
});

describe('scripts/perf.mjs', () => {
  const source = readFileSync(join(root, 'scripts', 'perf.mjs'), 'utf8');

  it('starts no browser of its own: Lighthouse through interleavedFreshRuns, Playwright through freshBrowsers', () => {
    expect(source).not.toMatch(/chromeLauncher\.launch\s*\(/);
    expect(source).not.toMatch(/chromium\.launch\s*\(/);
    expect(source).not.toMatch(/\?\?=\s*await/);
    expect(source).toMatch(/interleavedFreshRuns\(/);
    expect(source.match(/freshBrowsers\(FRESH_BROWSER\)/g)?.length).toBe(3);
    expect(source).toMatch(/from '\.\/static-server\.mjs'/);
  });
});

describe('the server perf measures on (static-server.mjs)', () => {
  const hosting = hostingConfig(join(root, 'firebase.json'));
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'perf-server-test-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'blog'));
    for (const [name, text] of Object.entries({
      'index.html': 'home',
      'about.html': 'about',
      'blog.html': 'blog',
      'blog/first-post.html': 'post',
      'app-shell.html': 'shell',
      '404.html': 'not found',
      'assets/index-abc.js': 'console.log(1)',
    }))
      writeFileSync(join(dist, name), text);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("answers as firebase.json's cleanUrls, trailingSlash and rewrites say", () => {
    const at = (path: string) => {
      const target = resolveRequest(hosting, dist, path);
      return 'location' in target ? `${target.status} → ${target.location}` : `${target.status} ${target.file ? target.file.slice(dist.length + 1) : ''}`;
    };
    expect(at('/')).toBe('200 index.html');
    expect(at('/about')).toBe('200 about.html');
    expect(at('/blog')).toBe('200 blog.html');
    expect(at('/blog/first-post')).toBe('200 blog/first-post.html');
    expect(at('/about.html')).toBe('301 → /about');
    expect(at('/about/')).toBe('301 → /about');
    expect(at('/admin/users')).toBe('200 app-shell.html');
    expect(at('/missing.png')).toBe('404 404.html');
    expect(at('/assets/old-chunk.js')).toBe('404 404.html');
    expect(at('/../package.json')).toBe('404 ');
  });

  it("sends Hosting's headers: the security headers everywhere, assets cached for a year, the rest revalidated", async () => {
    const everywhere = (hosting.headers ?? []).find((rule) => rule.source === '**')?.headers.map((header) => header.key) ?? [];
    expect(everywhere).toContain('Content-Security-Policy');
    expect(headersFor(hosting, '/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(hosting, '/blog')['Cache-Control']).toBe('no-cache');

    const { server, origin } = await serve(dist, 0, { hosting });
    try {
      for (const [path, cache] of [
        ['/', 'no-cache'],
        ['/blog/first-post', 'no-cache'],
        ['/assets/index-abc.js', 'public, max-age=31536000, immutable'],
      ]) {
        const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe(cache);
        for (const key of everywhere.filter((name) => name !== 'Cache-Control')) expect(response.headers.get(key), `${path} ${key}`).toBeTruthy();
      }
      const post = await fetch(`${origin}/blog/first-post`);
      expect(await post.text()).toBe('post');
      const missing = await fetch(`${origin}/missing.png`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('not found');
      const moved = await fetch(`${origin}/about.html`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/about');
    } finally {
      server.close();
    }
  });
});

/**
 * Script a public page transfers as it loads, measured in the page with the Resource
 * Timing API, for `npm run perf` (scripts/perf.mjs):
 * - before idle: the `.js` requested before the page is idle (after `load` and its boot modules, the
 *   first idle callback: `idleProbe` below), as the app leaves its page content for then;
 * - whole visit: all the `.js` requested until the site's origin has been quiet for 2 s (reported,
 *   not a budget).
 * Sizes are the bodies as sent (gzip, as Firebase Hosting sends them: scripts/static-server.mjs).
 * Also which of the requested scripts carry the Firebase Auth SDK (`authChunks`).
 */
/* global window, document -- in the function run in the page */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What tells a chunk carries the Auth SDK when the manifest does not: the SDK's REST endpoint for
 * signing in with a password. (Not its host: the article's view counter, a few hundred bytes of this
 * app's own code, calls Auth's REST API for an anonymous reader: docs/decisions/0026.)
 */
const AUTH_SDK_MARK = '/v1/accounts:signInWithPassword';
const AUTH_SDK_SOURCE = /(^|\/)node_modules\/(@firebase\/auth|firebase\/auth)\//;

/**
 * The build's chunks ('assets/…js') that carry the Firebase Auth SDK: from the Vite manifest when a
 * module of the SDK has an entry of its own, and from the chunks' text (the SDK's endpoint) since the
 * SDK is usually bundled into a chunk named after the app's module that imports it.
 */
export function authChunks(dist) {
  const chunks = new Set();
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    for (const [key, entry] of Object.entries(JSON.parse(readFileSync(manifestFile, 'utf8')))) {
      if ([key, entry.src ?? '', entry.name ?? ''].some((name) => AUTH_SDK_SOURCE.test(name) || /^(@firebase\/auth|firebase\/auth)$/.test(name))) chunks.add(entry.file);
    }
  }
  const assets = join(dist, 'assets');
  if (existsSync(assets)) {
    for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
      if (readFileSync(join(assets, name), 'utf8').includes(AUTH_SDK_MARK)) chunks.add(`assets/${name}`);
    }
  }
  return [...chunks];
}

/**
 * Runs in the page before its own scripts: the idle moment. That is the first idle callback after
 * `load` once every module the page's boot script names (scripts/page-boot.mjs) has arrived, so the
 * entry and its imports count however late the boot script asks for them, or the start of the first
 * idle callback the app itself asked for after `load`, if that comes first: what the app does when
 * idle comes after the moment.
 */
function idleProbe() {
  window.__idleAt = null;
  let loaded = false;
  const mark = () => {
    if (loaded && window.__idleAt === null) window.__idleAt = performance.now();
  };
  const original = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) =>
    original((deadline) => {
      mark();
      return callback(deadline);
    }, options);
  const bootModulesArrived = () => {
    const boot = document.querySelector('script[data-modules]');
    // No boot script, or one waiting for the visitor's first use: no module to wait for.
    if (!boot || document.documentElement.getAttribute('data-app-start') === 'on-use') return true;
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    return [...boot.dataset.modules.split(' '), boot.dataset.first].filter(Boolean).every((path) => arrived.has(path));
  };
  const whenIdle = () =>
    original(() => {
      if (bootModulesArrived()) mark();
      else whenIdle();
    });
  window.addEventListener('load', () => {
    loaded = true;
    whenIdle();
  });
}

/** Resolves once no request to `origin` has been under way for `quietMs` (or `timeoutMs` passed: `false`). */
export function quietNetwork(page, origin, quietMs = 2000, timeoutMs = 60_000) {
  let inFlight = 0;
  let last = Date.now();
  const ours = (request) => request.url().startsWith(origin);
  const started = (request) => {
    if (!ours(request)) return;
    inFlight += 1;
    last = Date.now();
  };
  const ended = (request) => {
    if (!ours(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const until = Date.now() + timeoutMs;
  return {
    wait: () =>
      new Promise((done) => {
        const check = () => {
          if (inFlight === 0 && Date.now() - last >= quietMs) done(true);
          else if (Date.now() > until) done(false);
          else setTimeout(check, 100);
        };
        check();
      }),
  };
}

/**
 * Loads `origin + path` in a fresh context (never signed in, empty cache) of `browser` (Playwright)
 * and measures its script: `{ idleAt, beforeIdle, wholeVisit, quiet, authBeforeIdle, authInVisit }`,
 * sizes in bytes, the Auth SDK's chunks by path.
 */
export async function probeScripts(browser, origin, path, authFiles = []) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(idleProbe);
    const network = quietNetwork(page, origin);
    await page.goto(`${origin}${path}`, { timeout: 60_000 });
    await page.waitForFunction(() => window.__idleAt !== null, null, { timeout: 60_000 });
    const quiet = await network.wait();
    const { idleAt, scripts } = await page.evaluate(() => ({
      idleAt: window.__idleAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') || entry.initiatorType === 'script')
        .map((entry) => ({ url: entry.name, start: entry.startTime, bytes: entry.encodedBodySize })),
    }));
    const before = scripts.filter((script) => script.start < idleAt);
    const auth = (list) => list.map((script) => new URL(script.url).pathname.slice(1)).filter((file) => authFiles.includes(file));
    const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
    return { idleAt, beforeIdle: sum(before), wholeVisit: sum(scripts), quiet, authBeforeIdle: auth(before), authInVisit: auth(scripts), beforeIdleFiles: before.length, beforeIdleNames: before.map((script) => new URL(script.url).pathname) };
  } finally {
    await context.close();
  }
}

/** The interactions `probeFirstInteraction` makes: what a visitor does first, at a width. */
export const FIRST_INTERACTIONS = [
  { name: 'phone: open the menu', width: 390, height: 844, control: { role: 'button', name: 'Open menu', within: 'banner' } },
  { name: 'desktop: click the newsletter e-mail box', width: 1280, height: 800, control: { role: 'textbox', name: 'Email address', within: 'contentinfo' } },
];

/**
 * Opens `origin + path` in a fresh page of `browser` with the CPU slowed 4x (DevTools protocol), makes
 * the interaction as soon as its control is visible (not once the app is live) and resolves with its
 * INP: the longest Event Timing entry of the interaction (ms), with each entry's input delay and
 * processing time.
 */
export async function probeFirstInteraction(browser, origin, path, interaction) {
  const context = await browser.newContext({ viewport: { width: interaction.width, height: interaction.height } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__interaction = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId > 0) {
            window.__interaction.push({
              name: entry.name,
              delay: Math.round(entry.processingStart - entry.startTime),
              processing: Math.round(entry.processingEnd - entry.processingStart),
              duration: entry.duration,
            });
          }
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 60_000 });
    const { role, name, within } = interaction.control;
    const control = page.getByRole(within).getByRole(role, { name, exact: true });
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    await control.click();
    await page.waitForFunction(() => window.__interaction.length > 0, null, { timeout: 30_000 });
    const entries = await page.evaluate(() => window.__interaction);
    return { inp: Math.max(...entries.map((entry) => entry.duration)), entries };
  } finally {
    await context.close();
  }
}

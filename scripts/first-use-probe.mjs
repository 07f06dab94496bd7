/**
 * The first use of a public page, timed as a visitor meets it, for `npm run perf` (scripts/perf.mjs):
 * the page is opened in a fresh browser context (empty cache, never signed in), read for a few seconds
 * once its network is quiet, then one control is pressed; the time is from that press (its
 * `pointerdown`) to the first frame that shows the press's result, measured in the page.
 *
 * Each use runs on two pages side by side:
 * - the page as a visitor meets it (it waits for its first use: docs/decisions/0023-app-on-first-use.md);
 * - the same page whose app starts once painted (`?app=load`: any query makes the boot script start
 *   the app at once), the design this one is measured against.
 * The server holds every script response back by a fixed latency (scripts/static-server.mjs), standing
 * in for a connection where each request takes that long; HTTP caching is as Hosting's.
 *
 * Also counted, between the press and the result: the script requests made, those that went over the
 * network (not answered by the browser's cache), and the round trips: the longest chain of network
 * requests where each started only after the one before had answered.
 */
/* global window, document, requestAnimationFrame, MutationObserver -- in the functions run in the page */
import { quietNetwork } from './page-load-probe.mjs';

/** What a visitor does first on each public page, and what shows it was done (checked in the page). */
export const FIRST_USES = [
  {
    path: '/',
    what: 'search the site',
    control: { role: 'button', name: 'Search the site' },
    done: () => Boolean(document.querySelector('dialog[open] input')),
  },
  {
    path: '/services',
    what: 'filter: Marketing',
    control: { role: 'button', name: 'Marketing' },
    done: () => [...document.querySelectorAll('button[aria-pressed="true"]')].some((button) => button.textContent.trim() === 'Marketing'),
  },
  {
    path: '/blog',
    what: 'list view',
    control: { role: 'button', name: 'List view' },
    done: () => Boolean(document.querySelector('button[aria-label="List view"][aria-pressed="true"]')),
  },
  {
    path: '/careers',
    what: 'Apply Now (the first opening)',
    control: { role: 'button', name: /^Apply Now for / },
    done: () => Boolean(document.querySelector('dialog[open] form')),
  },
  {
    path: 'article',
    what: 'Copy Link',
    control: { role: 'button', name: 'Copy Link' },
    done: () => document.body.innerText.includes('Link copied to clipboard!'),
  },
];

/** Runs in the page before its scripts: keeps the time of the first press. */
function pressProbe() {
  window.__pressAt = null;
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (window.__pressAt === null) window.__pressAt = event.timeStamp;
    },
    true,
  );
}

/** The longest chain of requests in which each started after the one before it had answered. */
export function roundTrips(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = sorted.map(() => 0);
  sorted.forEach((request, i) => {
    depth[i] = 1 + Math.max(0, ...sorted.slice(0, i).map((other, j) => (other.end <= request.start ? depth[j] : 0)));
  });
  return Math.max(0, ...depth);
}

/**
 * Opens `origin + path` (`appAtLoad`: with `?app=load`) in a fresh context of `browser` (Playwright),
 * waits until its network has been quiet for `readMs`, presses the use's control and resolves with
 * `{ ms, requests, network, roundTrips, started }`: press to result, script requests after the press
 * (all, and over the network), their round trips, and how the page's app started (`data-app-start`).
 */
export async function probeFirstUse(browser, origin, path, use, { appAtLoad = false, readMs = 3000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const page = await context.newPage();
    await page.addInitScript(pressProbe);
    const read = quietNetwork(page, origin, readMs, 90_000);
    await page.goto(`${origin}${path}${appAtLoad ? '?app=load' : ''}`, { timeout: 90_000 });
    await read.wait();
    const started = await page.evaluate(() => document.documentElement.getAttribute('data-app-start'));
    const result = page.evaluate(
      (done) =>
        new Promise((resolve, reject) => {
          // The use's check, handed over as its source.
          const shown = new Function(`return (${done})()`);
          const finish = () => {
            if (window.__pressAt === null || !shown()) return false;
            const at = performance.now();
            observer.disconnect();
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.startTime >= window.__pressAt && entry.startTime <= at && new URL(entry.name).pathname.endsWith('.js'))
              .map((entry) => ({ start: entry.startTime, end: entry.responseEnd, network: entry.transferSize > 0 }));
            resolve({ ms: at - window.__pressAt, scripts });
            return true;
          };
          const observer = new MutationObserver(finish);
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
          const frame = () => {
            if (!finish()) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
          setTimeout(() => reject(new Error('The press showed nothing within 60 s')), 60_000);
        }),
      use.done.toString(),
    );
    await page.getByRole(use.control.role, { name: use.control.name, exact: typeof use.control.name === 'string' }).first().click({ timeout: 60_000 });
    const { ms, scripts } = await result;
    const network = scripts.filter((script) => script.network);
    return { ms, requests: scripts.length, network: network.length, roundTrips: roundTrips(network), started };
  } finally {
    await context.close();
  }
}

/**
 * "The page is idle": its HTML, CSS, images and first scripts have loaded (the window's `load` event)
 * and the main thread then had nothing to do (`requestIdleCallback`). What a prerendered page does not
 * need to paint or to answer a first tap waits for this moment (docs/decisions/0022-page-content-after-idle.md):
 * the page's own content hydrates, the backend starts, the site settings and the page's data are read.
 *
 * Resolved once per page load; later calls resolve at once.
 */
import { PAGE_START, type PageStart } from './page-contract.ts';

/** Longest wait for an idle period once loaded: a busy page still gets its content live. */
const IDLE_TIMEOUT_MS = 2000;

let idle: Promise<void> | null = null;

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function nextIdlePeriod(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    // Without requestIdleCallback (Safari): the next task after `load`.
    else setTimeout(resolve, 0);
  });
}

/** Resolves when the page is idle (see above); at once outside a browser. */
export function whenPageIdle(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  idle ??= afterLoad().then(nextIdlePeriod);
  return idle;
}

/**
 * Resolves at the visitor's first input on the page (a pointer or key pressed, a touch, focus moved
 * into it, a click): the moment to bring the rest of the page to life even if it is not idle yet. At once when
 * that input is what started the page's scripts (`data-app-start="used"` on <html>, set by the boot
 * script: scripts/page-boot.browser.js).
 */
export function whenVisitorActs(): Promise<void> {
  if (typeof document === 'undefined' || document.documentElement.getAttribute(PAGE_START) === ('used' satisfies PageStart)) return Promise.resolve();
  return new Promise((resolve) => {
    // A click too: a screen reader activates a control with a click alone; and a change made with no press.
    const types = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'change'] as const;
    const acted = () => {
      for (const type of types) document.removeEventListener(type, acted, true);
      resolve();
    };
    for (const type of types) document.addEventListener(type, acted, { capture: true, passive: true });
  });
}

/**
 * The one contract between a public page's HTML (scripts/prerender.mjs, scripts/page-boot.mjs), its
 * boot script (scripts/page-boot.browser.js, plain JavaScript inlined in the page) and the app: every
 * `data-*` attribute they share, and the states they mark. The app imports these names; the two plain
 * scripts cannot, and tests/unit/page-contract.test.ts fails when any file of src/ or scripts/ names
 * an attribute that is not here, or this module names one nobody uses. The life of a public page,
 * step by step, is in docs/architecture.md ("How a public page comes alive").
 */

// ----- On <html>: where the page is in its life.

/**
 * What started the page's scripts (`PageStart`): set by the boot script; `on-use` while the page is
 * its HTML, waiting for the visitor's first use.
 */
export const PAGE_START = 'data-app-start';
/** The app's entry has run and React owns the root (src/main.tsx). */
export const APP_ROOT = 'data-app-root';
/** The page's data is the app's (it no longer shows only what the build rendered: src/context/initial-data.tsx). */
export const APP_LIVE = 'data-app-live';
/** The first page's own chunk arrived and its part hydrated (src/app/routes.tsx `pageIsLive`). */
export const PAGE_LIVE = 'data-page-live';
/** The time (ms) the boot script brought the page's ages and year up to date with; the app renders with it. */
export const PAGE_NOW = 'data-now';
/** The page is scrolled past the header's threshold (the header's opaque style, from CSS). */
export const SCROLLED = 'data-scrolled';
/** This browser holds a session (src/backend/session-marker.ts): the header's account menu shows from CSS. */
export const SIGNED_IN = 'data-signed-in';
/** This document's load is counted (a view or a visit, and its Web Vitals when hidden: src/traffic-count.ts), by the boot script's counter or by the app. */
export const TRAFFIC_COUNTED = 'data-traffic-counted';
/** `<post id> <views>`: the article's view, counted before the app started (src/view-count.ts). */
export const VIEW_COUNTED = 'data-view-counted';

/** The values of `PAGE_START`. */
export type PageStart =
  /** Waiting for the visitor's first use. */
  | 'on-use'
  /** The visitor used the page: the app started for that use. */
  | 'used'
  /** A Firebase build's content changed since the build: started once painted to show what is stored. */
  | 'changed'
  /** An article whose view could not be counted without the app: started once painted to count it. */
  | 'uncounted';

// ----- On elements of the page.

/** A press the boot script keeps until the app can answer it (src/lib/held-click.ts presses it again). */
export const HELD_CLICK = 'data-held-click';
/**
 * A choice made in a select (outside a taken-over form) before the page's part was live: the boot
 * script keeps its value, and the app makes the same choice once it can (src/hooks/use-held-choice.ts).
 */
export const HELD_CHOICE = 'data-held-choice';
/** A form whose submit the boot script holds until the app has taken it over (src/hooks/use-form-takeover.ts). */
export const APP_FORM = 'data-app-form';
/** The app has taken that form over: its submits go through. */
export const FORM_LIVE = 'data-live';
/** A submit the boot script held: the app sends it once it has taken the form over. */
export const SUBMIT_PENDING = 'data-submit-pending';
/** A `<time>` whose age ("3 days ago") the boot script brings up to date. */
export const AGE = 'data-age';
/** An element that says the current year, brought up to date by the boot script. */
export const YEAR = 'data-year';
/** An article's views slot: its post id (src/view-count.ts fills it without the app). */
export const VIEW_POST = 'data-view-post';

// ----- On the boot script's own <script> element: what the build tells it (scripts/page-boot.mjs writes them).

/** The entry and its imports, space-separated, to preload and import on start. */
export const BOOT_MODULES = 'data-modules';
/** The chunk to import first (React DOM). */
export const BOOT_FIRST = 'data-first';
/** The localStorage key of the session marker: a session starts the page once painted. */
export const BOOT_SESSION_KEY = 'data-session-key';
/** localStorage keys whose presence starts the page once painted (data the HTML cannot show). */
export const BOOT_ON_USE = 'data-on-use';
/** A Firebase build's content version check: the REST address, the version built from, the publish time. */
export const BOOT_CONTENT = 'data-content';
export const BOOT_CONTENT_VERSION = 'data-content-version';
export const BOOT_CONTENT_SINCE = 'data-content-since';
/** The view counter's module (an article). */
export const BOOT_VIEW = 'data-view';
/** The module that counts the page's traffic once it is loaded and idle (src/traffic-count.ts). */
export const BOOT_TRAFFIC = 'data-traffic';


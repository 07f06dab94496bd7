/**
 * The boot script of a prerendered page (design.md §6; docs/decisions/0005-page-boot-script.md), as
 * the browser runs it. This file is browser code, a classic script (ESLint lints it so): the build
 * (scripts/page-boot.mjs) minifies it and inlines the result into every prerendered page, and the
 * Content-Security-Policy allows exactly that text by its hash (security-headers.mjs).
 *
 * The page paints from its HTML and CSS alone; its scripts are fetched only after that first paint,
 * so that on a slow link they do not compete with the HTML and CSS for bandwidth. Once the document
 * is parsed AND its first content painted (Paint Timing; the next frame where that is not supported),
 * in a task of its own:
 * 1. a modulepreload for each module the page's first use runs (`data-modules`: the entry, then the
 *    app's imports, the page's own chunks and theirs, the toaster, the search dialog: one flat list,
 *    fetched in one round, not a chain; docs/decisions/0035-first-use-fetched-beforehand.md);
 * 2. React DOM (`data-first`, when given) is imported and evaluated on its own;
 * 3. then, in another task, the entry module is added.
 *
 * A page whose HTML is all a visitor who does nothing needs (`data-on-use`) waits for more (docs/decisions/0023-app-on-first-use.md): its
 * scripts are fetched only once the visitor uses the page (a pointer or key pressed, a touch, focus
 * moved into it, a click), except that once painted, loaded and idle it preloads them (step 1, not run),
 * so that the first use finds them here; `data-app-start` on <html> says `on-use` meanwhile, then `used` (the app then starts
 * at once: src/lib/idle.ts). It starts as above, without waiting, when the address has a query (the
 * page shows what it asks) or when this browser keeps something the HTML cannot show: someone signed
 * in here (the session marker, localStorage key `data-session-key`), data of its own (the keys
 * `data-on-use` lists: the demo's data, a cookie choice), or storage that cannot be read; a Firebase
 * build's page (`data-content`) also starts once painted, `data-app-start` then saying `changed`, when
 * the stored content version is not `data-content-version`, the one it was built from, or cannot be
 * read (docs/decisions/0025-content-version.md). An article that waits (`data-view`: a module) counts
 * its view meanwhile, once parsed and painted, with that module's `countView()`; when it fails, the
 * page starts as one that starts once painted (`data-app-start` `uncounted`), and the app counts it
 * (docs/decisions/0026-views-without-the-app.md). On every
 * page, someone signed in here also gets `data-signed-in` on <html>, which hides the header's Login
 * link until the session is known (src/index.css).
 *
 * Meanwhile a form that needs the app (`data-app-form`: the newsletter box, the contact form) may be
 * filled in and submitted: until the app has taken it over (`data-live`), its submit is held back and
 * the form marked `data-submit-pending`; the app submits it again, with what was typed, when it takes
 * the form over (src/hooks/use-form-takeover.ts). A plain form (the blog's search, `method="get"`)
 * submits as HTML does. A press of a button that needs the app (`type="button"`, not a popover's)
 * made before the app has its root (`data-app-root` on <html>) is marked `data-held-click`: the app
 * presses it again once it has taken the page over (src/main.tsx), so a first press is not lost; and
 * until the page's own part is live (`data-page-live`), a press React could not answer because that
 * part's code had not arrived stays marked, and the page presses it again when it is (src/app/routes.tsx); so are
 * a press of the header's search button (`aria-keyshortcuts`, a submit button for pages without
 * scripts) and its shortcut (`/`, Ctrl+K or ⌘K): the app's press opens the search dialog.
 */
(function pageBoot(dataset) {
  // The header's scrolled look (opaque, with a shadow: src/components/layout/header.tsx) follows the
  // page's scroll from its first paint, whether or not the app has started: `data-scrolled` on <html>
  // once scrolled past SCROLLED_THRESHOLD (10 px; tests/unit/page-boot.test.ts keeps the two equal).
  const markScrolled = () => document.documentElement.toggleAttribute('data-scrolled', window.scrollY > 10);
  window.addEventListener('scroll', markScrolled, { passive: true });
  markScrolled();

  // Ages and the year by this browser's clock: the HTML says them as they were when the page was
  // built, and a page that waits for its first use may be read for days without the app. Once parsed,
  // each `<time data-age>` says how long ago its `datetime` was in the app's words (formatRelative in
  // src/lib/dates.ts: the same units and rounding, Intl's en-US wording; tests/unit/page-boot.test.ts
  // compares the two), and each `[data-year]` says this year. `data-now` on <html> keeps the time used,
  // so the app renders the same text when it takes the page over (useNow in src/context/initial-data.tsx).
  const now = Date.now();
  const showAges = () => {
    if (typeof Intl.RelativeTimeFormat !== 'function') return;
    document.documentElement.setAttribute('data-now', String(now));
    const words = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
    const units = [['year', 31536000], ['month', 2592000], ['week', 604800], ['day', 86400], ['hour', 3600], ['minute', 60]];
    for (const time of document.querySelectorAll('time[data-age]')) {
      const seconds = Math.round((Date.parse(time.getAttribute('datetime') || '') - now) / 1000);
      if (Number.isNaN(seconds)) continue;
      const unit = units.find(([, size]) => Math.abs(seconds) >= size);
      time.textContent = unit ? words.format(Math.round(seconds / unit[1]), unit[0]) : 'just now';
    }
    for (const year of document.querySelectorAll('[data-year]')) year.textContent = String(new Date(now).getFullYear());
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showAges);
  else showAges();

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-app-form') || form.hasAttribute('data-live')) return;
      event.preventDefault();
      form.setAttribute('data-submit-pending', '');
    },
    true,
  );

  document.addEventListener(
    'click',
    (event) => {
      const root = document.documentElement;
      if (root.hasAttribute('data-page-live') || !(event.target instanceof Element)) return;
      const button = event.target.closest('button[type="button"]:not([popovertarget]), button[aria-keyshortcuts]');
      if (!button) return;
      // The header's search is a submit button (without scripts it leads to /search): here it opens its dialog.
      if (button.type === 'submit' && !root.hasAttribute('data-app-root')) event.preventDefault();
      for (const held of document.querySelectorAll('[data-held-click]')) held.removeAttribute('data-held-click');
      button.setAttribute('data-held-click', '');
    },
    true,
  );
  // A choice in a select (not in a form the app takes over, which keeps its own values) made before
  // the page's part is live: its value is kept on it (`data-held-choice`), and the app makes the same
  // choice once it has taken the select over (src/hooks/use-held-choice.ts).
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (document.documentElement.hasAttribute('data-page-live') || !(select instanceof HTMLSelectElement) || select.closest('form[data-app-form]')) return;
      select.setAttribute('data-held-choice', select.value);
    },
    true,
  );

  // Once the app has its root, React answers a press itself, but only on a part it has hydrated (it
  // then keeps the element's props on it, `__reactProps$…`), which it does at once where it has the
  // code: not in the page's own part while its chunk is still on its way, where the press would be lost.
  // A press React answered is let go once it has passed; one it could not answer stays held, and the
  // page presses it again once it is live (`data-page-live`, src/app/routes.tsx).
  document.addEventListener('click', (event) => {
    if (!document.documentElement.hasAttribute('data-app-root') || !(event.target instanceof Element)) return;
    const held = event.target.closest('[data-held-click]');
    if (held && Object.keys(held).some((key) => key.startsWith('__reactProps$'))) held.removeAttribute('data-held-click');
  });

  // The search shortcut (`/` outside a text field, Ctrl+K or ⌘K) before the app has its root: the
  // button it stands for (the header's search, `aria-keyshortcuts`) is held, as a press of it would be.
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target;
      const button = document.querySelector('[aria-keyshortcuts]');
      if (document.documentElement.hasAttribute('data-app-root') || !button || event.altKey || !(target instanceof Element)) return;
      const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      const key = event.key.toLowerCase();
      if (key === 'k' ? !(event.ctrlKey || event.metaKey) : key !== '/' || event.ctrlKey || event.metaKey || typing) return;
      event.preventDefault();
      for (const held of document.querySelectorAll('[data-held-click]')) held.removeAttribute('data-held-click');
      button.setAttribute('data-held-click', '');
    },
    true,
  );

  /** Imports a module (one `import(` in the script: tests/unit/page-boot.test.ts stubs it). */
  const load = (path) => import(path);
  const [entry, ...imports] = dataset.modules.split(' ');
  let conditionsMet = 0;

  function addEntry() {
    setTimeout(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      document.head.appendChild(script);
    });
  }

  // The app's modules and the page's own, one flat list (`data-modules`, the entry first): preloaded
  // all at once, so that they arrive in one round of requests rather than a chain of imports, each
  // waiting for the one before; once, either when the app starts or, on a page that waits for its first
  // use, once it has loaded and is idle, so that the first use finds them here.
  let preloaded = false;
  function preload() {
    if (preloaded) return;
    preloaded = true;
    for (const path of [entry, ...imports]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = path;
      document.head.appendChild(link);
    }
  }
  /** Calls `task` once the page has loaded and the browser is idle. */
  function whenIdle(task) {
    const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }

  function start() {
    preload();
    // React DOM first, in a task of its own, then the app (even if React DOM failed to load: the
    // entry imports it again and reports the failure as usual).
    if (dataset.first) load(dataset.first).then(addEntry, addEntry);
    else addEntry();
  }

  // Someone signed in on this browser (the session marker), or storage that cannot be read: the
  // session may have someone to show.
  const onUse = dataset.onUse;
  let signedIn = false;
  let stored = false;
  try {
    signedIn = Boolean(dataset.sessionKey) && window.localStorage.getItem(dataset.sessionKey) !== null;
    stored = onUse !== undefined && onUse.split(' ').some((key) => key !== '' && window.localStorage.getItem(key) !== null);
  } catch {
    signedIn = true;
  }
  if (signedIn) document.documentElement.setAttribute('data-signed-in', '');
  const waitForUse = onUse !== undefined && !signedIn && !stored && window.location.search === '';
  const waiting = () => document.documentElement.getAttribute('data-app-start') === 'on-use';

  // A click too: a screen reader activates a control with a click alone, without a key or pointer event;
  // and a change (a field filled in or a choice made by the browser or an assistive tool, with no press).
  const types = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'change'];
  /**
   * Ends the wait, once: `used` (the app then hydrates at once), or `changed` or `uncounted` (when
   * idle, as a page that starts once painted).
   */
  function stopWaiting(how) {
    if (!waiting()) return;
    for (const type of types) document.removeEventListener(type, used, true);
    document.documentElement.setAttribute('data-app-start', how);
    conditionMet();
  }
  function used() {
    stopWaiting('used');
  }

  /** Called once per condition (parsed, painted, and used when waiting for use); starts after the last. */
  function conditionMet() {
    conditionsMet += 1;
    if (conditionsMet === (waitForUse ? 3 : 2)) setTimeout(start);
    // An article waiting for use, parsed and painted: its view is counted without the app, or, when
    // that fails, by the app, which then starts.
    else if (dataset.view && conditionsMet === 2 && waiting()) {
      setTimeout(() =>
        load(dataset.view)
          .then((counter) => counter.countView())
          .catch(() => stopWaiting('uncounted')),
      );
    }
  }

  if (waitForUse) {
    document.documentElement.setAttribute('data-app-start', 'on-use');
    for (const type of types) document.addEventListener(type, used, { capture: true, passive: true });

    // A Firebase build's page: its HTML is current while the stored content version is the one it was
    // built from and no post scheduled since has come out (meta/ holds only that document; a list
    // answers even before it exists). Otherwise, or when the answer does not come, the page starts to
    // show what is stored now.
    const contentUrl = dataset.content;
    if (contentUrl) {
      const changed = () => stopWaiting('changed');
      fetch(contentUrl, { credentials: 'omit', cache: 'no-store' })
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then((list) => {
          const fields = list.documents && list.documents[0] && list.documents[0].fields;
          // RFC 3339 with 0, 3, 6 or 9 decimals; the build's version is whole milliseconds.
          const time = (value) => Date.parse(String(value).replace(/(\.\d{3})\d+/, '$1'));
          const version = fields ? String(time(fields.updatedAt.timestampValue)) : '';
          // A post scheduled for a time after the build's, come a few seconds ago (the lists ask for
          // posts published by then: CLOCK_MARGIN_MS in src/features/blog/data/blog-store.ts).
          const since = Number(dataset.contentSince);
          const scheduled = (fields && fields.publishTimes && fields.publishTimes.arrayValue.values) || [];
          const due = scheduled.some((value) => time(value.timestampValue) > since && time(value.timestampValue) <= Date.now() - 5000);
          if (version !== dataset.contentVersion || due) changed();
        })
        .catch(changed);
    }
  }

  // The page's traffic (a view or a visit, and its Web Vitals once hidden: `data-traffic`), counted once
  // the page has loaded and is idle, whether or not the app starts (docs/decisions/0034-traffic-without-a-cookie.md).
  if (dataset.traffic) {
    whenIdle(() =>
      load(dataset.traffic)
        .then((counter) => counter.countPageLoad())
        .catch(() => {}),
    );
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', conditionMet);
  else conditionMet();

  /**
   * The first content painted: a condition of the start, and on a page that waits for use, the moment
   * from which its first use's modules are fetched once the page has loaded and is idle (not earlier,
   * where they could compete with what paints the page), unless the visitor asked to save data
   * (Save-Data): their first use then fetches them, still in one round.
   */
  function painted() {
    conditionMet();
    if (waitForUse && !(navigator.connection && navigator.connection.saveData)) whenIdle(preload);
  }
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        painted();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // Without Paint Timing: after the next frame.
    requestAnimationFrame(() => setTimeout(painted));
  }
})(document.currentScript.dataset);

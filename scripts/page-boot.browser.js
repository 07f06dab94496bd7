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
 * 1. a modulepreload for each of the entry's imports (`data-modules`: the entry, then its imports);
 * 2. React DOM (`data-first`, when given) is imported and evaluated on its own;
 * 3. then, in another task, the entry module is added.
 *
 * Meanwhile a form that needs the app (`data-app-form`: the newsletter box, the contact form) may be
 * filled in and submitted: until the app has taken it over (`data-live`), its submit is held back and
 * the form marked `data-submit-pending`; the app submits it again, with what was typed, when it takes
 * the form over (src/app/use-form-takeover.ts). A plain form (the blog's search, `method="get"`)
 * submits as HTML does.
 */
(function pageBoot(dataset) {
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

  function start() {
    for (const path of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = path;
      document.head.appendChild(link);
    }
    // React DOM first, in a task of its own, then the app (even if React DOM failed to load: the
    // entry imports it again and reports the failure as usual).
    if (dataset.first) import(dataset.first).then(addEntry, addEntry);
    else addEntry();
  }

  /** Called once per condition (parsed, painted); starts after the second. */
  function conditionMet() {
    conditionsMet += 1;
    if (conditionsMet === 2) setTimeout(start);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', conditionMet);
  else conditionMet();

  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        conditionMet();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // Without Paint Timing: after the next frame.
    requestAnimationFrame(() => setTimeout(conditionMet));
  }
})(document.currentScript.dataset);

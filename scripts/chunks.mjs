/**
 * The chunks the speed machinery relies on, in ONE place (docs/decisions/0005-0014): vite.config.ts
 * makes them, scripts/prerender.mjs and scripts/bundle-budget.mjs find them in the build. A rename is
 * one edit here; a build that lacks one of them fails, naming what it looked for and what it found,
 * instead of quietly shipping pages without the optimisation.
 */

/**
 * React and React DOM in a chunk of their own (with src/react-dom-init.ts, which runs their set-up
 * when the chunk is evaluated): a prerendered page evaluates it in a task before the app's
 * (scripts/page-boot.browser.js, `data-first`). docs/decisions/0006-react-dom-init.md.
 */
export const REACT_DOM_CHUNK = {
  name: 'react-dom',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]react-dom-init\.ts$/,
};

/** The chunks vite.config.ts groups modules into (`build.rolldownOptions.output.codeSplitting.groups`). */
export const CHUNK_GROUPS = [REACT_DOM_CHUNK];

/**
 * Modules that must stay chunks of their own, requested only after the first paint (Vite manifest
 * keys). The bundle budget fails when one is missing, not a dynamic entry, or in the first load.
 */
export const LAZY_MODULES = {
  'src/app/toaster.tsx': 'the toaster (docs/decisions/0011-lazy-toaster.md)',
  'src/context/session-data.ts': "the session's data functions (docs/decisions/0012-session-data-chunk.md)",
  'src/backend/firebase/auth-gateway.ts': 'the Firebase Auth SDK, loaded only when a session needs it (docs/decisions/0022-page-content-after-idle.md)',
  'src/components/search/search-dialog.tsx': 'the search dialog with MiniSearch, fetched with a page\'s first use (docs/decisions/0035-first-use-fetched-beforehand.md) or when search is first opened (docs/content-and-pages.md#site-search)',
};

/** The output files of the chunk named `name`: `/assets/<name>-<hash>.js`. */
export const chunkFilePattern = (name) => new RegExp(`/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]+\\.js$`);

/**
 * The file of the chunk named `name` among `paths` (script URLs); throws when there is none, as a
 * build that renamed or lost the chunk would otherwise ship without what relies on it.
 */
export function findChunk(paths, name, purpose) {
  const pattern = chunkFilePattern(name);
  const found = paths.find((path) => pattern.test(path));
  if (found) return found;
  throw new Error(
    `${purpose} relies on the "${name}" chunk (a file matching ${pattern}), which is not among: ${paths.join(', ') || '(none)'}. ` +
      'Was it renamed? Its name and test are in scripts/chunks.mjs, used by vite.config.ts.',
  );
}

/**
 * The module that counts a prerendered article's view without the app, built on its own into one file
 * (vite.config.ts `viewCounter`; the boot script imports it: `data-view`).
 * docs/decisions/0026-views-without-the-app.md.
 */
export const VIEW_COUNTER_ENTRY = 'src/view-count.ts';

/**
 * The module that counts a prerendered page's traffic (a view or a visit, and its Web Vitals), built on
 * its own the same way (the boot script imports it once the page is idle: `data-traffic`).
 * docs/decisions/0034-traffic-without-a-cookie.md.
 */
export const TRAFFIC_COUNTER_ENTRY = 'src/traffic-count.ts';

function ownFile(manifest, source, what) {
  const entry = manifest[source];
  if (!entry?.file.endsWith('.js')) throw new Error(`The build has no ${source} (vite.config.ts ownFile), which ${what}.`);
  return `/${entry.file}`;
}

/** The view counter's file (`/assets/…`) in Vite's manifest; throws when the build has none. */
export const viewCounterFile = (manifest) => ownFile(manifest, VIEW_COUNTER_ENTRY, 'articles import to count their views');

/** The traffic counter's file (`/assets/…`) in Vite's manifest; throws when the build has none. */
export const trafficCounterFile = (manifest) => ownFile(manifest, TRAFFIC_COUNTER_ENTRY, 'public pages import to count their traffic');

/**
 * The modules a first use of any public page may run, besides the app's and the page's own: the
 * toaster, which the app renders as it starts (docs/decisions/0011-lazy-toaster.md), and the search
 * dialog, which the header's search opens on every page.
 */
export const FIRST_USE_MODULES = ['src/app/toaster.tsx', 'src/components/search/search-dialog.tsx'];

/**
 * The files (`/assets/…`) of `sources` (Vite manifest keys: a page's module, say) and of everything
 * they import statically, in the order found; throws on a source the build does not have, which a
 * page's module renamed without its route's `prerendered(…)` would be (src/app/routes.tsx).
 */
export function moduleFiles(manifest, sources) {
  const files = [];
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`The build's manifest has no ${key}: is a route's prerendered(…) source out of date (src/app/routes.tsx)?`);
    const file = `/${entry.file}`;
    if (files.includes(file)) return;
    files.push(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return files;
}

/** The React DOM chunk among the client shell's modulepreloads (for the boot script's `data-first`). */
export const reactDomChunk = (imports) => findChunk(imports, REACT_DOM_CHUNK.name, 'The prerendered pages\' boot script (data-first)');

/**
 * What is wrong with the lazy chunks of a build, from Vite's manifest and the first-load files
 * (`/assets/…` paths): one sentence per problem, none when all is well.
 */
export function lazyChunkProblems(manifest, firstLoad) {
  return Object.entries(LAZY_MODULES).flatMap(([module, what]) => {
    const entry = manifest[module];
    if (!entry) return [`${module}, ${what}, is no chunk of the build (imported statically, moved or renamed? see scripts/chunks.mjs)`];
    if (!entry.isDynamicEntry) return [`${module}, ${what}, is not a chunk of its own (imported statically?)`];
    if (firstLoad.includes(`/${entry.file}`)) return [`${module}, ${what}, is in the first load`];
    return [];
  });
}

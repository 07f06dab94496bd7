import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { sizeCapBlocks } from './eslint.size-caps.js';


/**
 * The capabilities of src/features/ (docs/architecture.md, "Feature folders"): each keeps its data
 * (`data/`, plain TypeScript), components, public pages (`pages/`) and admin screens (`admin/`)
 * together. A feature's data/ is public, part of the data layer; the rest is its own: no other
 * feature or shared folder reaches into it (the shared pages compose features, and only the route
 * table imports their pages and screens).
 */
const FEATURES = existsSync(new URL('./src/features', import.meta.url))
  ? readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const FEATURE_DATA = FEATURES.map((feature) => `features/${feature}/data`);

/**
 * The layers of src/ (docs/architecture.md, "Layers and the way imports run"): each folder may import
 * only the folders listed for it. `import-x/no-restricted-paths` reports any other import of a file
 * in src/ (relative or through the `@/` alias) as an error.
 */
const DATA_LAYER = ['data', ...FEATURE_DATA, 'backend', 'content', 'lib'];
const LAYERS = [
  { target: './src/lib', may: ['lib'], what: 'lib/ holds pure helpers: it imports nothing else of the app' },
  { target: './src/content', may: ['content', 'lib'], what: 'content/ is static copy: it imports only lib/' },
  { target: './src/backend', may: ['backend', 'content', 'lib'], what: 'backend/ is the port: it imports only content/ and lib/' },
  {
    target: ['./src/data', ...FEATURE_DATA.map((folder) => `./src/${folder}`)],
    may: DATA_LAYER,
    what: "data/ (and a feature's data/) imports only data/, features' data/, backend/, content/ and lib/",
  },
  { target: './src/components/ui', may: ['components/ui', 'lib'], what: 'components/ui/ imports only lib/' },
  {
    target: './src/hooks',
    may: ['hooks', 'components/ui', ...DATA_LAYER],
    what: "hooks/ imports only components/ui/, data/ (features' data/ too), backend/, content/ and lib/",
  },
  {
    target: './src/context',
    may: ['context', 'hooks', 'components/ui', ...DATA_LAYER],
    what: "context/ (the session, initial data, site settings, navigation) imports only hooks/, components/ui/, data/ (features' data/ too), backend/, content/ and lib/",
  },
  {
    target: './src/components',
    may: ['components', 'hooks', 'context', ...DATA_LAYER],
    what: "components/ import no page, no feature's components (only its data/) and nothing of app/",
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    may: [`features/${feature}`, 'components', 'hooks', 'context', ...DATA_LAYER],
    what: `features/${feature}/ imports of another feature only its data/, and no shared page or app/ file`,
  })),
  {
    target: './src/pages',
    may: ['pages', 'features', 'components', 'hooks', 'context', ...DATA_LAYER],
    what: 'pages/ import nothing of app/ (the route table, the router, the providers) and no entry file',
  },
];

const layerZones = [
  ...LAYERS.map(({ target, may, what }) => ({
    target,
    from: './src',
    except: may.map((folder) => `./${folder}`),
    message: `Wrong-way import: ${what} (docs/architecture.md, "Layers").`,
  })),
  {
    // The route table imports the pages; in app/, only the router (an entry file) imports it.
    target: ['./src/app/!(router).tsx'],
    from: './src/app/routes.tsx',
    message: 'Wrong-way import: only the entry files import the route table (docs/architecture.md, "Layers").',
  },
];

/** What the Firebase SDK rule below forbids everywhere but src/backend/firebase/. */
const firebaseImports = [
  { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Import firebase/* only in src/backend/firebase/.' },
  { group: ['**/backend/firebase/*', '@/backend/firebase/*'], message: 'Reach Firebase through src/backend/index.ts.' },
];

/**
 * The app runs React Router in its declarative mode on its own history router
 * (src/context/history-router.tsx): the data router's APIs would add ~17 KB gzip to every first load
 * (docs/architecture.md, "Speed"), and its hooks do not work without it.
 */
const dataRouterImports = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  importNames: ['useBlocker', 'unstable_usePrompt', 'ScrollRestoration', 'createBrowserRouter', 'createHashRouter', 'RouterProvider'],
  message:
    'This app uses its own history router (src/context/history-router.tsx): useNavigationHold instead of useBlocker, useScrollRestoration instead of ScrollRestoration, HistoryRouter instead of createBrowserRouter/RouterProvider.',
}));

/** No React below app/: data/, backend/ and content/ are plain TypeScript. */
const reactImports = { group: ['react', 'react-*', 'react/*', 'lucide-react'], message: 'No React in data/, backend/ or content/ (docs/architecture.md, "Layers").' };

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-firebase', 'dist-ssr-firebase', 'node_modules', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      // How import-x reads the files an import reaches: `@/` through tsconfig.json's paths, .ts(x) with typescript-eslint.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The Firebase SDK lives in one folder; everything else talks to the port in src/backend/types.ts.
      'no-restricted-imports': ['error', { patterns: firebaseImports, paths: dataRouterImports }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Type-only imports are erased; a page's lazy import() in the route table is not a cycle to report.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      // Every mail draft link is built by mailtoHref (src/lib/email.ts), which encodes the address and
      // each field: a `mailto:` written by hand could let an address add a Cc or a body to the draft.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^mailto:/i], TemplateElement[value.raw=/^mailto:/i]',
          message: 'Build mailto: links with mailtoHref from src/lib/email.ts, which encodes the address and every field.',
        },
      ],
    },
  },
  {
    // The one builder of mailto: links, and the Markdown text helper, which only recognises them.
    files: ['src/lib/email.ts', 'src/lib/markdown-text.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Data, the backend and the copy are plain TypeScript: no React in them.
    files: ['src/data/**', 'src/features/*/data/**', 'src/backend/**', 'src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...firebaseImports, reactImports],
        },
      ],
    },
  },
  {
    // The one place allowed to use the SDK, and the emulator tests and seed script that exercise it.
    files: ['src/backend/firebase/**', 'src/backend/index.ts', 'src/backend/views-without-app.ts', 'src/backend/traffic-without-app.ts', 'tests/emulator/**', 'scripts/emulator-seed.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/backend/firebase/**', 'src/backend/index.ts', 'src/backend/views-without-app.ts', 'src/backend/traffic-without-app.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [reactImports] }] },
  },
  {
    // An article counts its view, and a page its traffic, before the app, through the backend's public
    // entries for them (src/backend/views-without-app.ts, traffic-without-app.ts), never past them into
    // one backend; no React.
    files: ['src/view-count.ts', 'src/traffic-count.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...firebaseImports,
            { group: ['**/backend/local/*', '@/backend/local/*'], message: 'Count through src/backend/views-without-app.ts or traffic-without-app.ts.' },
            reactImports,
          ],
        },
      ],
    },
  },
  ...sizeCapBlocks,
  {
    // Playwright fixtures call their `use` callback, which is not React's `use`.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // The prerendered pages' inline boot script (scripts/page-boot.mjs inlines it): browser code, a
    // classic script: browser globals only (the Node ones of the block above are turned off).
    files: ['scripts/page-boot.browser.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { ...Object.fromEntries(Object.keys(globals.node).map((name) => [name, 'off'])), ...globals.browser },
    },
  },
);

import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-firebase', 'dist-ssr-firebase', 'node_modules', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The Firebase SDK lives in one folder; everything else talks to the port in src/backend/types.ts.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Import firebase/* only in src/backend/firebase/.' },
            { group: ['**/backend/firebase/*', '@/backend/firebase/*'], message: 'Reach Firebase through src/backend/index.ts.' },
          ],
          // The app runs React Router in its declarative mode on its own history router
          // (src/app/history-router.tsx): the data router's APIs would add ~17 KB gzip to every first
          // load (docs/decisions), and its hooks do not work without it.
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            importNames: ['useBlocker', 'unstable_usePrompt', 'ScrollRestoration', 'createBrowserRouter', 'createHashRouter', 'RouterProvider'],
            message:
              'This app uses its own history router (src/app/history-router.tsx): useNavigationHold instead of useBlocker, useScrollRestoration instead of ScrollRestoration, HistoryRouter instead of createBrowserRouter/RouterProvider.',
          })),
        },
      ],
    },
  },
  {
    // The one place allowed to use the SDK, and the emulator tests and seed script that exercise it.
    files: ['src/backend/firebase/**', 'src/backend/index.ts', 'tests/emulator/**', 'scripts/emulator-seed.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
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

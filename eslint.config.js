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
);

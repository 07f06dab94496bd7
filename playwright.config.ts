import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (`apt-get install chromium`); Playwright's own browser download cannot work here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * E2E_MODE=firebase runs the same journeys against a build wired to the Auth and Firestore emulators
 * (`npm run test:e2e:firebase` builds it into dist-firebase and starts the emulators); the default is
 * the demo-mode build in dist. E2E_PORT / E2E_DIST let several checkouts test their own build side by side.
 */
const FIREBASE = process.env.E2E_MODE === 'firebase';
// The emulator build's settings, for the preview server and for the tests that read them (security headers).
if (FIREBASE) process.env.VITE_USE_FIREBASE_EMULATORS = 'true';
const PORT = Number(process.env.E2E_PORT ?? (FIREBASE ? 4174 : 4173));
const DIST = process.env.E2E_DIST ?? (FIREBASE ? 'dist-firebase' : 'dist');
/** Journeys only a Firebase build has: left out of the demo-mode run, which says so as it starts. */
const FIREBASE_ONLY = '**/firebase-only.spec.ts';
if (!FIREBASE && process.env.TEST_WORKER_INDEX === undefined) {
  console.log(
    'Demo mode: tests/e2e/firebase-only.spec.ts is left out — a demo-mode build has no Firebase to fail ' +
      '(tests/pages/service-unavailable.test.tsx covers its error page); npm run test:e2e:firebase runs it.',
  );
}

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: FIREBASE ? [] : [FIREBASE_ONLY],
  // Each mode its own folder (each run clears its folder as it starts): the two suites can run side by side.
  outputDir: FIREBASE ? 'test-results/firebase' : 'test-results/demo',
  fullyParallel: false,
  // On Firebase every test reseeds the one emulator project: one at a time.
  workers: process.env.CI || FIREBASE ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: FIREBASE ? 'firebase' : 'demo', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built site: demo mode (no VITE_FIREBASE_* at build time) or wired to the emulators.
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

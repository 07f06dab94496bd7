#!/usr/bin/env node
/**
 * `npm run test:e2e:firebase`: the end-to-end journeys against the real backend. Starts (or reuses)
 * the Auth and Firestore emulators, seeds them with demo mode's content (scripts/emulator-seed.ts),
 * builds the site wired to them into dist-firebase/ (prerendered from Firestore), then runs Playwright
 * with E2E_MODE=firebase (every test starts from the seed again). Arguments go to Playwright;
 * `--no-build` reuses dist-firebase/, `--build-only` stops after the build (CI builds it while other
 * checks run, then runs the journeys with `--no-build`).
 */
import { spawn } from 'node:child_process';
import { PROJECT_ID, startEmulators } from './emulators.mjs';
import { importProjectModule } from './seed-emulators.mjs';

/** The build's settings: a demo project on the local emulators. */
export const EMULATOR_BUILD_ENV = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_USE_FIREBASE_EMULATORS: 'true',
};

function run(command, env) {
  console.log(`\n> ${command}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const buildOnly = args.includes('--build-only');
const playwrightArgs = args.filter((arg) => arg !== '--no-build' && arg !== '--build-only');

const emulators = await startEmulators();
let code = 1;
try {
  const { seedEmulators } = await importProjectModule('./emulator-seed.ts');
  await seedEmulators();
  code = build
    ? await run(
        'npx vite build --outDir dist-firebase --emptyOutDir --logLevel warn && ' +
          'npx vite build --ssr src/entry-server.tsx --outDir dist-ssr-firebase --emptyOutDir --logLevel warn && ' +
          'node scripts/prerender.mjs --dist dist-firebase --ssr dist-ssr-firebase',
        // Production React, as deployed: loading the seed through Vite's module runner above set
        // NODE_ENV=development in this process, which the build would otherwise inherit.
        { ...EMULATOR_BUILD_ENV, NODE_ENV: 'production' },
      )
    : 0;
  const quoted = playwrightArgs.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  if (code === 0 && !buildOnly) code = await run(`npx playwright test ${quoted}`, { E2E_MODE: 'firebase' });
} finally {
  await emulators.stop();
}
process.exit(code);

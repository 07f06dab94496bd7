#!/usr/bin/env node
/**
 * `npm test`: the unit/page tests (Vitest, jsdom, local backend), then the bundle budgets of a fresh
 * client build in a temporary folder (scripts/bundle-budget.mjs), then the Firebase auth
 * gateway against the Auth emulator, which firebase-tools starts and stops around that run.
 * Extra arguments go to the first Vitest run: `npm test -- tests/unit/blogs.test.ts`.
 * Exits non-zero if either part fails.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const AUTH_HOST = '127.0.0.1';
const AUTH_PORT = 9099;
const PROJECT_ID = 'demo-test';

/** Quotes one argument for the shell that `spawn(..., { shell: true })` uses. */
const quote = (arg) =>
  process.platform === 'win32' ? `"${arg.replaceAll('"', '""')}"` : `'${arg.replaceAll("'", "'\\''")}'`;

function run(command, env = process.env) {
  console.log(`\n> ${command}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', shell: true, env });
    child.on('error', (error) => {
      console.error(`Could not start \`${command}\`: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Resolves true when nothing listens on the Auth emulator's port. */
function portIsFree(host, port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** Why the Auth emulator cannot start here, or null when nothing is in the way. */
async function authEmulatorBlocker() {
  try {
    createRequire(import.meta.url).resolve('firebase-tools/package.json');
  } catch {
    return 'firebase-tools is not installed (it is a devDependency: run `npm install`).';
  }
  if (!(await portIsFree(AUTH_HOST, AUTH_PORT))) {
    return (
      `port ${AUTH_PORT} on ${AUTH_HOST} is already in use (an emulator left running?). ` +
      `Stop it, or run the tests against it with \`npx vitest run --project auth-emulator\`.`
    );
  }
  return null;
}

async function main() {
  const extra = process.argv.slice(2).map(quote).join(' ');
  const unit = await run(`npx vitest run --project unit${extra ? ` ${extra}` : ''}`);

  // The first-load budgets of design.md §6 on a client build of its own (dist/ is left alone).
  const out = mkdtempSync(join(tmpdir(), 'novaforge-bundle-'));
  let bundle = await run(`npx vite build --outDir ${quote(out)} --emptyOutDir --logLevel warn`);
  if (bundle === 0) bundle = await run(`node scripts/bundle-budget.mjs --dist ${quote(out)}`);
  rmSync(out, { recursive: true, force: true });

  const blocker = await authEmulatorBlocker();
  let emulator = 1;
  if (blocker) {
    console.error(`\nThe Auth emulator cannot start: ${blocker}`);
  } else {
    emulator = await run(
      `npx firebase emulators:exec --only auth --project ${PROJECT_ID} ${quote('npx vitest run --project auth-emulator')}`,
      {
        ...process.env,
        // firebase-tools: no update check and no MOTD fetch (which needs the network and can
        // refuse to run an "outdated" CLI); CI also keeps it from prompting.
        CI: process.env.CI || 'true',
        NO_UPDATE_NOTIFIER: '1',
      },
    );
    if (emulator !== 0) {
      console.error(
        '\nThe auth-emulator tests failed, or the Auth emulator did not start (see the firebase-tools output above).',
      );
    }
  }

  const status = (code) => (code === 0 ? 'passed' : 'FAILED');
  console.log(`\nunit: ${status(unit)}   bundle budgets: ${status(bundle)}   auth-emulator: ${status(emulator)}`);
  process.exit(unit === 0 && bundle === 0 && emulator === 0 ? 0 : 1);
}

await main();

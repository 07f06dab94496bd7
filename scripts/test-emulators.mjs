#!/usr/bin/env node
/**
 * `npm run test:emulators`: the access table against the real `firestore.rules`, in the Firestore
 * emulator (with the Auth emulator beside it). The Firestore emulator needs Java 21+ and downloads
 * its jar on first run; where either is missing this prints why it skipped and exits 0.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The installed Java's major version, or null when there is none. `java -version` prints to stderr. */
function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function cachedFirestoreJar() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith('cloud-firestore-emulator'));
}

/** Resolves true when nothing listens on host:port. */
function portIsFree(host, port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

function skip(reason) {
  console.log(`SKIPPED: the Firestore rules suite (tests/emulator/firestore-*.test.ts) did not run: ${reason}`);
  console.log('The same access table runs against the demo backend in `npm test` (tests/unit/access-matrix.test.ts).');
  process.exit(0);
}

const java = javaMajorVersion();
if (java === null) skip('no Java runtime (the Firestore emulator needs JDK 21 or newer).');
if (java < 21) skip(`Java ${java} is installed; the Firestore emulator in current firebase-tools needs JDK 21 or newer.`);
if (!cachedFirestoreJar() && process.env.FIRESTORE_EMULATOR_DOWNLOAD !== '1') {
  // On a machine with internet access firebase-tools downloads the jar on first use; set
  // FIRESTORE_EMULATOR_DOWNLOAD=1 to let it (CI machines here cannot reach the download host).
  skip('the Firestore emulator jar is not in ~/.cache/firebase/emulators (set FIRESTORE_EMULATOR_DOWNLOAD=1 to download it).');
}

// The machine can run the suite: a busy port is a problem to fix, not a reason to skip.
for (const [name, port] of [['Firestore', 8080], ['Auth', 9099]]) {
  if (!(await portIsFree('127.0.0.1', port))) {
    console.error(
      `The ${name} emulator's port ${port} on 127.0.0.1 is already in use (an emulator left running?). ` +
        'Stop it, or run the suite against it with `npx vitest run --project firestore-emulator`.',
    );
    process.exit(1);
  }
}

const result = spawnSync(
  'npx',
  ['firebase', 'emulators:exec', '--only', 'firestore,auth', '--project', 'demo-test', 'npx vitest run --project firestore-emulator'],
  { stdio: 'inherit', env: { ...process.env, CI: process.env.CI || 'true', NO_UPDATE_NOTIFIER: '1' } },
);
process.exit(result.status ?? 1);

#!/usr/bin/env node
/**
 * The Firebase emulators the tests and the emulator-backed build run against: Auth (firebase-tools,
 * 127.0.0.1:9099) and Cloud Firestore (127.0.0.1:8080), both for any `demo-*` project id.
 *
 * firebase-tools 15 refuses to start its Firestore emulator on Java below 21. Where a Firestore
 * emulator jar is installed — Debian/Ubuntu's `google-cloud-cli-firestore-emulator` package, a gcloud
 * SDK's `cloud-firestore-emulator` component, or any jar named by FIRESTORE_EMULATOR_JAR — this starts
 * it with `java` directly (it runs on Java 11+); without one, on Java 21+, firebase-tools starts its own
 * (downloading it on first use). An emulator already answering on its port is reused, not started
 * again, so one pair serves every suite of a CI run (`.ci/run` starts them once).
 *
 *   node scripts/emulators.mjs start          both, until Ctrl+C                  (npm run emulators)
 *   node scripts/emulators.mjs exec <command> both up for one command, then down; exits with its code
 *   node scripts/emulators.mjs status         which are running, and how this machine would start them
 *   node scripts/emulators.mjs wait [--pid N] until both answer (at most 3 minutes, or until process N ends)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PROJECT_ID = 'demo-test';
export const FIRESTORE = { host: '127.0.0.1', port: 8080 };
export const AUTH = { host: '127.0.0.1', port: 9099 };
export const firestoreUrl = `http://${FIRESTORE.host}:${FIRESTORE.port}`;
export const authUrl = `http://${AUTH.host}:${AUTH.port}`;

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const JAR_IN_SDK = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
/** Where gcloud SDKs usually live: Debian/Ubuntu packages, the tarball installer, Homebrew, snap. */
const SDK_ROOTS = [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  join(homedir(), 'google-cloud-sdk'),
  '/opt/homebrew/share/google-cloud-sdk',
  '/usr/local/share/google-cloud-sdk',
  '/snap/google-cloud-cli/current',
];
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

// ---------------------------------------------------------------------------------------------
// What this machine has

/** The installed Java's major version, or null without one. `java -version` prints to stderr. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** A Firestore emulator jar on this machine, or null. */
export function findFirestoreJar(env = process.env) {
  if (env.FIRESTORE_EMULATOR_JAR) return existsSync(env.FIRESTORE_EMULATOR_JAR) ? env.FIRESTORE_EMULATOR_JAR : null;
  for (const root of SDK_ROOTS) {
    if (existsSync(join(root, JAR_IN_SDK))) return join(root, JAR_IN_SDK);
  }
  const dpkg = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  const listed = dpkg.status === 0 ? dpkg.stdout.split('\n').find((line) => line.endsWith('.jar')) : undefined;
  if (listed && existsSync(listed)) return listed;
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  const sdkRoot = gcloud.status === 0 ? gcloud.stdout.trim() : '';
  return sdkRoot && existsSync(join(sdkRoot, JAR_IN_SDK)) ? join(sdkRoot, JAR_IN_SDK) : null;
}

function firebaseToolsBin() {
  try {
    return createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  } catch {
    return null;
  }
}

export const HOW_TO_GET_FIRESTORE =
  'install a Firestore emulator: Debian/Ubuntu `sudo apt-get install google-cloud-cli-firestore-emulator` ' +
  '(from Google\'s Cloud SDK apt repository), or `gcloud components install cloud-firestore-emulator`, ' +
  'or a JDK 21+ so that firebase-tools can run its own; or point FIRESTORE_EMULATOR_JAR at a jar.';

/**
 * How this machine would start each emulator: `{ firestore: { how, detail } | { how: null, reason },
 * auth: … }`. `how` is 'jar' (java -cp), 'firebase-tools', or null with the reason.
 */
export function emulatorPlan(env = process.env) {
  const tools = firebaseToolsBin();
  const java = javaMajorVersion();
  const jar = findFirestoreJar(env);
  const auth = tools
    ? { how: 'firebase-tools', detail: `firebase-tools (${tools})` }
    : { how: null, reason: 'firebase-tools is not installed (it is a devDependency: run `npm install`).' };
  let firestore;
  if (jar && java !== null) firestore = { how: 'jar', jar, detail: `${jar} on Java ${java}` };
  else if (jar) firestore = { how: null, reason: `found ${jar}, but no Java runtime to run it (install a JRE 11 or newer).` };
  else if (java !== null && java >= 21 && tools) {
    firestore = { how: 'firebase-tools', detail: `firebase-tools on Java ${java} (downloads the emulator on first use)` };
  } else {
    const javaText = java === null ? 'no Java' : `Java ${java}`;
    firestore = { how: null, reason: `no Firestore emulator jar and ${javaText} (firebase-tools needs 21+): ${HOW_TO_GET_FIRESTORE}` };
  }
  return { auth, firestore };
}

// ---------------------------------------------------------------------------------------------
// Probes

async function get(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return { status: response.status, text: await response.text() };
  } catch {
    return null;
  }
}

/** 'firestore' / 'auth' when that emulator answers on its port, 'other' when something else does, null when nothing. */
async function whoAnswers(name) {
  const response = await get(name === 'firestore' ? `${firestoreUrl}/` : `${authUrl}/`);
  if (!response) return null;
  if (name === 'firestore') return response.status === 200 && response.text.trim() === 'Ok' ? 'firestore' : 'other';
  return response.text.includes('authEmulator') ? 'auth' : 'other';
}

export const isFirestoreUp = async () => (await whoAnswers('firestore')) === 'firestore';
export const isAuthUp = async () => (await whoAnswers('auth')) === 'auth';

async function waitUntil(check, { child, output }, what) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited before it was ready (code ${child.exitCode ?? child.signalCode}):\n${output.join('')}`);
    }
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${what} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`);
}

// ---------------------------------------------------------------------------------------------
// Start and stop

function startProcess(command, args, what, signal) {
  const output = [];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: process.env.CI || 'true', NO_UPDATE_NOTIFIER: '1' } });
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // Never leave an emulator behind when this process ends.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return { child, output, what, signal };
}

async function stopProcess({ child, what }, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => {
    console.error(`${what} did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it.`);
    child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Makes sure the named emulators answer, starting those that do not. Resolves with
 * `{ started: [...], reused: [...], stop() }`; `stop()` ends only what this call started.
 * Rejects, saying why, when one cannot run here or its port is held by something else.
 */
export async function startEmulators({ only = ['auth', 'firestore'], log = (line) => console.error(line) } = {}) {
  const plan = emulatorPlan();
  const reused = [];
  const wanted = [];
  for (const name of only) {
    const answer = await whoAnswers(name);
    const { host, port } = name === 'firestore' ? FIRESTORE : AUTH;
    if (answer === name) reused.push(name);
    else if (answer === 'other') throw new Error(`Port ${port} on ${host} is in use by something that is not the ${name} emulator.`);
    else if (!plan[name].how) throw new Error(`The ${name} emulator cannot start here: ${plan[name].reason}`);
    else wanted.push(name);
  }

  const processes = [];
  const stop = async () => {
    await Promise.all(processes.map((entry) => stopProcess(entry, entry.signal)));
  };
  try {
    /** name → the process that serves it (firebase-tools may serve both). */
    const serving = {};
    if (wanted.includes('firestore') && plan.firestore.how === 'jar') {
      log(`Starting the Firestore emulator: ${plan.firestore.detail}`);
      serving.firestore = startProcess(
        'java',
        ['-cp', plan.firestore.jar, FIRESTORE_MAIN_CLASS, '--host', FIRESTORE.host, '--port', String(FIRESTORE.port)],
        'The Firestore emulator (java)',
        'SIGTERM',
      );
      processes.push(serving.firestore);
    }
    const viaTools = wanted.filter((name) => plan[name].how === 'firebase-tools');
    if (viaTools.length > 0) {
      log(`Starting the ${viaTools.join(' and ')} emulator${viaTools.length > 1 ? 's' : ''} with firebase-tools`);
      const tools = startProcess(
        process.execPath,
        [firebaseToolsBin(), 'emulators:start', '--only', viaTools.join(','), '--project', PROJECT_ID],
        'firebase-tools emulators:start',
        // firebase-tools shuts its emulators down cleanly on SIGINT.
        'SIGINT',
      );
      processes.push(tools);
      for (const name of viaTools) serving[name] = tools;
    }
    for (const name of wanted) {
      await waitUntil(name === 'firestore' ? isFirestoreUp : isAuthUp, serving[name], `The ${name} emulator`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  if (wanted.length) log(`Emulators ready: ${wanted.join(', ')}${reused.length ? ` (reusing ${reused.join(', ')})` : ''}.`);
  return { started: wanted, reused, stop };
}

// ---------------------------------------------------------------------------------------------
// The emulators' own REST endpoints (not part of any product API)

/** Loads rules into the Firestore emulator for one project; rejects with the compiler's message. */
export async function loadFirestoreRules(projectId, source) {
  const response = await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
  });
  if (!response.ok) {
    const body = await response.text();
    let message = body;
    try {
      message = JSON.parse(body).error?.message ?? body;
    } catch {
      // Not JSON: keep the text.
    }
    throw new Error(`firestore.rules did not load in the Firestore emulator: ${message}`);
  }
}

/** Deletes every document of a project in the Firestore emulator. */
export async function clearFirestore(projectId) {
  const response = await fetch(`${firestoreUrl}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Firestore emulator: ${response.status} ${await response.text()}`);
}

/** Deletes every account of a project in the Auth emulator. */
export async function clearAuthAccounts(projectId) {
  const response = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: ${response.status} ${await response.text()}`);
}

/** Creates an account with a chosen uid in the Auth emulator (its admin API, as firebase-admin's createUser). */
export async function createAuthAccount(projectId, { uid, email, password, displayName, emailVerified }) {
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, email, password, displayName: displayName ?? undefined, emailVerified }),
  });
  if (!response.ok) throw new Error(`Could not create ${email} in the Auth emulator: ${response.status} ${await response.text()}`);
}

/** The accounts of the Auth emulator with this e-mail address (its admin API, as firebase-admin's getUserByEmail). */
export async function authAccountsWithEmail(projectId, email) {
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  if (!response.ok) throw new Error(`Could not look up ${email} in the Auth emulator: ${response.status} ${await response.text()}`);
  return (await response.json()).users ?? [];
}

// ---------------------------------------------------------------------------------------------
// Command line

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'status') {
    const plan = emulatorPlan();
    for (const name of ['auth', 'firestore']) {
      const running = name === 'auth' ? await isAuthUp() : await isFirestoreUp();
      const how = plan[name].how ? `would start with ${plan[name].detail}` : `cannot start here: ${plan[name].reason}`;
      console.log(`${name}: ${running ? 'running' : 'not running'}; ${how}`);
    }
    return 0;
  }
  if (command === 'wait') {
    const pid = rest[0] === '--pid' ? Number(rest[1]) : null;
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if ((await isAuthUp()) && (await isFirestoreUp())) return 0;
      if (pid !== null) {
        try {
          process.kill(pid, 0);
        } catch {
          console.error(`The emulators' process (${pid}) has ended before they were ready.`);
          return 1;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.error('The emulators did not answer within 3 minutes.');
    return 1;
  }
  if (command !== 'start' && command !== 'exec') {
    console.error('usage: node scripts/emulators.mjs start | exec <command…> | status | wait [--pid N]');
    return 2;
  }
  const emulators = await startEmulators();
  let stopping = null;
  const shutdown = () => (stopping ??= emulators.stop());
  process.on('SIGINT', () => void shutdown().then(() => process.exit(130)));
  process.on('SIGTERM', () => void shutdown().then(() => process.exit(143)));
  if (command === 'start') {
    console.log(`Auth ${authUrl}, Firestore ${firestoreUrl} (any demo-* project). Ctrl+C stops them.`);
    await new Promise(() => {});
  }
  const child = spawn(rest.join(' '), { stdio: 'inherit', shell: true });
  const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  await shutdown();
  return code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

#!/usr/bin/env node
/**
 * `npm test`:
 * 1. the Auth and Firestore emulators (scripts/emulators.mjs: started here, or reused when running);
 * 2. Vitest, both projects: `unit` (jsdom, the demo backend: helpers, pages, the access table, the
 *    store contract, the data journey) and `emulator` (node: firestore.rules loaded into the
 *    emulator — a compile error fails the run — and the access table, the store contract, the data
 *    journey and the auth gateway on the app's own Firebase adapter);
 * 3. the bundle budgets on a client build in a temporary folder (scripts/bundle-budget.mjs).
 * It prints how many access-table rows ran on each enforcer.
 *
 * Where no Firestore emulator can run (a laptop without the jar or Java 21) the emulator project is
 * not run and the summary says so loudly; with CI=true that is a failure. Extra arguments go to
 * Vitest (`npm test -- tests/unit/blogs.test.ts`); the emulators start only when no arguments are
 * given or one names tests/emulator.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorPlan, startEmulators } from './emulators.mjs';

const quote = (arg) => `'${arg.replaceAll("'", "'\\''")}'`;

function run(command) {
  console.log(`\n> ${command}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', shell: true });
    child.on('error', (error) => {
      console.error(`Could not start \`${command}\`: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Access-table rows per enforcer, from Vitest's JSON report: `{ enforcer → { passed, failed, control } }`
 * (`control`: deny rows replayed with that enforcer out of the way, which must then go through).
 */
function accessTableCounts(reportFile) {
  const counts = {};
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return counts;
  }
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      for (const title of test.ancestorTitles ?? []) {
        const row = / enforces the access table$/.exec(title);
        const control = /^control: with (.+) out of the way/.exec(title);
        const enforcer = row ? title.slice(0, row.index) : control?.[1];
        if (!enforcer) continue;
        const entry = (counts[enforcer] ??= { passed: 0, failed: 0, control: 0, controlFailed: 0 });
        if (row) entry[test.status === 'passed' ? 'passed' : 'failed'] += 1;
        else entry[test.status === 'passed' ? 'control' : 'controlFailed'] += 1;
      }
    }
  }
  return counts;
}

async function main() {
  const extra = process.argv.slice(2);
  const wantsEmulators = extra.length === 0 || extra.some((arg) => arg.includes('emulator'));
  const ci = process.env.CI === 'true' || process.env.CI === '1';

  let emulators = null;
  let notRun = null;
  if (wantsEmulators) {
    const plan = emulatorPlan();
    const missing = ['firestore', 'auth'].filter((name) => !plan[name].how);
    if (missing.length) {
      notRun = missing.map((name) => `the ${name} emulator cannot run here: ${plan[name].reason}`).join('\n  ');
    } else {
      try {
        emulators = await startEmulators();
      } catch (error) {
        notRun = error instanceof Error ? error.message : String(error);
      }
    }
  }

  const out = mkdtempSync(join(tmpdir(), 'novaforge-test-'));
  const report = join(out, 'vitest.json');
  const projects = emulators ? '' : '--project unit';
  const vitest = await run(
    `npx vitest run ${projects} --reporter=default --reporter=json --outputFile.json=${quote(report)} ${extra.map(quote).join(' ')}`,
  );
  const counts = accessTableCounts(report);
  await emulators?.stop();

  // The first-load budgets of design.md §6 on a client build of its own (dist/ is left alone). CI
  // (.ci/run) builds dist/ beside this run and checks the budgets on it instead: one build less.
  let bundle = 0;
  const budgetsElsewhere = process.env.BUNDLE_BUDGETS_ON_DIST === '1';
  if (extra.length === 0 && !budgetsElsewhere) {
    const build = join(out, 'dist');
    bundle = await run(`npx vite build --outDir ${quote(build)} --emptyOutDir --logLevel warn`);
    if (bundle === 0) bundle = await run(`node scripts/bundle-budget.mjs --dist ${quote(build)}`);
  }
  rmSync(out, { recursive: true, force: true });

  const status = (code) => (code === 0 ? 'passed' : 'FAILED');
  console.log('\nAccess table (tests/access-matrix.ts), rows run on each enforcer:');
  for (const [enforcer, { passed, failed, control, controlFailed }] of Object.entries(counts)) {
    const rows = failed === 0 ? 'all passed' : `${failed} FAILED`;
    const controls = controlFailed === 0 ? `all ${control} deny rows go through without it` : `${controlFailed} deny rows FAILED without it`;
    console.log(`  ${String(passed + failed).padStart(4)} rows on ${enforcer}: ${rows}; control: ${controls}`);
  }
  if (notRun) {
    console.log(
      `\n${'!'.repeat(100)}\nNOT RUN: the emulator suites (firestore.rules, the Firebase adapter, the data journey on Firebase).\n  ${notRun}\n` +
        `${ci ? 'CI=true: a missing emulator fails the run.' : 'The rules and the Firebase adapter are untested by this run.'}\n${'!'.repeat(100)}`,
    );
  }
  const budgets = extra.length ? 'not run (arguments given)' : budgetsElsewhere ? 'checked by .ci/run on dist/' : status(bundle);
  console.log(`\nvitest: ${status(vitest)}   bundle budgets: ${budgets}`);
  const failed = vitest !== 0 || bundle !== 0 || (notRun !== null && ci);
  process.exit(failed ? 1 : 0);
}

await main();

#!/usr/bin/env node
/**
 * `npm run rebuild [-- --deploy] [--project <id>] [--dry-run]`: builds the site again from the content
 * as stored in Firestore now, and optionally publishes it.
 *
 * The prerendered pages, rss.xml and sitemap.xml hold the posts, services and site settings as they
 * were when the site was built (scripts/prerender.mjs). The live pages show an admin's changes as soon
 * as they load, but search engines, link previews, feed readers and the first moment of each page read
 * those files: they catch up when the site is built again. This is that step:
 *
 * 1. `npm run build` — client, server and prerender, reading Firestore with the `VITE_FIREBASE_*`
 *    settings in .env / .env.production / the environment (a build without them would prerender
 *    demo mode's seed, so the script refuses);
 * 2. with `--deploy`: `node security-headers.mjs` (firebase.json's headers must match the settings),
 *    then `npx firebase deploy --only hosting [--project <id>]`. Rules and indexes are left alone.
 *
 * Run it after changing content or settings, or on a schedule (README: "Rebuild after content changes").
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What a Firebase web app needs (src/backend/config.ts says the same). */
export const REQUIRED_FIREBASE_KEYS = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'];

export const USAGE = 'usage: npm run rebuild [-- --deploy] [--project <firebase-project-id>] [--dry-run]';

const set = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * The steps a rebuild runs for these arguments and this environment, or the problem that stops it.
 * `{ steps: { label, command, args }[], dryRun, problem: string | null, help }`.
 */
export function rebuildPlan(args, env) {
  const options = { deploy: false, project: null, dryRun: false, help: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--deploy') options.deploy = true;
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--project' || arg.startsWith('--project=')) {
      const value = arg === '--project' ? args[(i += 1)] : arg.slice('--project='.length);
      if (!set(value) || value.startsWith('-')) return refuse(`--project needs a Firebase project id. ${USAGE}`);
      options.project = value;
    } else return refuse(`Unknown argument ${arg}. ${USAGE}`);
  }
  if (options.help) return { steps: [], dryRun: true, problem: null, help: true };
  if (options.project && !options.deploy) return refuse('--project is for --deploy: a build alone goes to dist/ whatever the project.');

  const missing = REQUIRED_FIREBASE_KEYS.filter((key) => !set(env[key]));
  if (missing.length === REQUIRED_FIREBASE_KEYS.length) {
    return refuse(
      'No Firebase settings (VITE_FIREBASE_*) for this build: it would prerender demo mode\'s sample content, not the site\'s. ' +
        'Put them in .env (README: "Run it on Firebase"). For a demo build, use npm run build.',
    );
  }
  if (missing.length > 0) return refuse(`Firebase is configured incompletely: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`);
  if (options.deploy && (env.VITE_USE_FIREBASE_EMULATORS === 'true' || env.VITE_USE_FIREBASE_EMULATORS === true)) {
    return refuse('VITE_USE_FIREBASE_EMULATORS=true: this build talks to the local emulators and must not be deployed.');
  }
  if (options.deploy && !set(env.VITE_SITE_URL)) {
    return refuse('VITE_SITE_URL is not set: canonical links, share tags and the feed would point to the placeholder address. Set it in .env.');
  }

  const steps = [{ label: 'Build and prerender from the stored content', command: 'npm', args: ['run', 'build'] }];
  if (options.deploy) {
    steps.push({ label: "Check firebase.json's security headers", command: 'node', args: ['security-headers.mjs'] });
    steps.push({
      label: 'Publish to Firebase Hosting',
      command: 'npx',
      args: ['firebase', 'deploy', '--only', 'hosting', ...(options.project ? ['--project', options.project] : [])],
    });
  }
  return { steps, dryRun: options.dryRun, problem: null, help: false };
}

function refuse(problem) {
  return { steps: [], dryRun: false, problem, help: false };
}

async function main(args) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { loadEnv } = await import('vite');
  const plan = rebuildPlan(args, loadEnv('production', root, 'VITE_'));
  if (plan.help) {
    console.log(USAGE);
    return 0;
  }
  if (plan.problem) {
    console.error(`rebuild: ${plan.problem}`);
    return 1;
  }
  for (const [index, step] of plan.steps.entries()) {
    const line = [step.command, ...step.args].join(' ');
    console.log(`\n[${index + 1}/${plan.steps.length}] ${step.label}: ${line}`);
    if (plan.dryRun) continue;
    const command = process.platform === 'win32' && step.command !== 'node' ? `${step.command}.cmd` : step.command;
    const result = spawnSync(command, step.args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`rebuild: "${line}" failed${result.error ? ` (${result.error.message})` : ''}; nothing after it ran.`);
      return result.status || 1;
    }
  }
  const deployed = plan.steps.length > 1;
  console.log(
    plan.dryRun
      ? '\n(dry run: nothing ran)'
      : deployed
        ? '\nRebuilt from the stored content and published.'
        : '\nRebuilt dist/ from the stored content. Publish it with: npx firebase deploy --only hosting (or npm run rebuild -- --deploy).',
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}

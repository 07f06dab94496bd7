/**
 * `npm run rebuild` (scripts/rebuild.mjs): which steps it runs for its arguments and
 * the build's settings, and when it refuses — before anything runs — instead of building the wrong site.
 */
import { describe, expect, it } from 'vitest';
import { rebuildPlan } from '../../scripts/rebuild.mjs';

const FIREBASE = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'novaforge.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'novaforge',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_SITE_URL: 'https://www.novaforge.com',
};
const lines = (args: string[], env: Record<string, string> = FIREBASE) =>
  rebuildPlan(args, env).steps.map((step) => [step.command, ...step.args].join(' '));

describe('npm run rebuild', () => {
  it('builds and prerenders from the stored content, and publishes nothing by default', () => {
    expect(lines([])).toEqual(['npm run build']);
    expect(rebuildPlan([], FIREBASE)).toMatchObject({ problem: null, dryRun: false });
  });

  it('--deploy checks the security headers, then publishes the hosting only', () => {
    expect(lines(['--deploy'])).toEqual(['npm run build', 'node security-headers.mjs', 'npx firebase deploy --only hosting']);
  });

  it('--project names the Firebase project to publish to, either way of writing it', () => {
    const expected = ['npm run build', 'node security-headers.mjs', 'npx firebase deploy --only hosting --project novaforge-prod'];
    expect(lines(['--deploy', '--project', 'novaforge-prod'])).toEqual(expected);
    expect(lines(['--project=novaforge-prod', '--deploy'])).toEqual(expected);
  });

  it('--dry-run keeps the steps and marks them to be printed only', () => {
    expect(rebuildPlan(['--deploy', '--dry-run'], FIREBASE)).toMatchObject({ dryRun: true, problem: null });
    expect(lines(['--deploy', '--dry-run'])).toHaveLength(3);
  });

  it('refuses unknown arguments and a --project without an id or without --deploy', () => {
    expect(rebuildPlan(['--deplyo'], FIREBASE).problem).toMatch(/^Unknown argument --deplyo\. usage: npm run rebuild/);
    expect(rebuildPlan(['--deploy', '--project'], FIREBASE).problem).toMatch(/--project needs a Firebase project id/);
    expect(rebuildPlan(['--deploy', '--project', '--dry-run'], FIREBASE).problem).toMatch(/--project needs a Firebase project id/);
    expect(rebuildPlan(['--project', 'x'], FIREBASE).problem).toMatch(/--project is for --deploy/);
    expect(rebuildPlan(['--deplyo'], FIREBASE).steps).toEqual([]);
  });

  it('refuses without Firebase settings: the pages would be the demo seed, not the site', () => {
    const plan = rebuildPlan([], { VITE_SITE_URL: 'https://www.novaforge.com' });
    expect(plan.problem).toMatch(/^No Firebase settings \(VITE_FIREBASE_\*\) for this build/);
    expect(plan.steps).toEqual([]);
  });

  it('names what is missing from a half-done configuration', () => {
    const { VITE_FIREBASE_APP_ID: _appId, VITE_FIREBASE_API_KEY: _key, ...partial } = FIREBASE;
    expect(rebuildPlan([], partial).problem).toBe('Firebase is configured incompletely: VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID are not set.');
    expect(rebuildPlan([], { ...FIREBASE, VITE_FIREBASE_APP_ID: '  ' }).problem).toMatch(/VITE_FIREBASE_APP_ID is not set/);
  });

  it('will not publish a build wired to the local emulators, or one without the public address', () => {
    expect(rebuildPlan(['--deploy'], { ...FIREBASE, VITE_USE_FIREBASE_EMULATORS: 'true' }).problem).toMatch(/must not be deployed/);
    const { VITE_SITE_URL: _url, ...noUrl } = FIREBASE;
    expect(rebuildPlan(['--deploy'], noUrl).problem).toMatch(/^VITE_SITE_URL is not set/);
    // Building alone is fine for both: nothing leaves the machine.
    expect(lines([], { ...FIREBASE, VITE_USE_FIREBASE_EMULATORS: 'true' })).toEqual(['npm run build']);
    expect(lines([], noUrl)).toEqual(['npm run build']);
  });

  it('--help asks for the usage line and nothing else', () => {
    expect(rebuildPlan(['--help'], {})).toMatchObject({ help: true, steps: [], problem: null });
  });
});

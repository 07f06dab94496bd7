/**
 * The preview link journey (tests/preview-link-journey.ts) on Firebase: the app's own backend
 * (createFirebaseBackend) against the Auth and Firestore emulators, with the real firestore.rules, in
 * this file's own Firestore project, signed in as an admin made for the run.
 */
import { readFileSync } from 'node:fs';
import { createFirebaseBackend } from '@/backend/firebase/index.ts';
import { clearFirestore, createAuthAccount, isAuthUp, isFirestoreUp, loadFirestoreRules, PROJECT_ID as AUTH_PROJECT_ID } from '../../scripts/emulators.mjs';
import { describePreviewLinkJourney, type PreviewJourneyBackend } from '../preview-link-journey.ts';
import { firestoreAs } from './firebase-env.ts';

const PROJECT_ID = 'demo-preview-links';
let opened: Promise<PreviewJourneyBackend> | null = null;

async function open(): Promise<PreviewJourneyBackend> {
  if (!(await isFirestoreUp()) || !(await isAuthUp())) throw new Error('The Auth and Firestore emulators are not running (npm test starts them).');
  await loadFirestoreRules(PROJECT_ID, readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));
  await clearFirestore(PROJECT_ID);
  // In the Auth emulator's own project, where the SDK signs in; a fresh uid each run: it keeps accounts between runs.
  const admin = { uid: `preview-admin-${Date.now()}`, email: `preview-admin-${Date.now()}@example.com`, password: 'admin-secret', displayName: 'Ada Admin' };
  await createAuthAccount(AUTH_PROJECT_ID, { ...admin, emailVerified: true });
  await firestoreAs(PROJECT_ID, 'owner').set('users', admin.uid, {
    uid: admin.uid,
    email: admin.email,
    displayName: admin.displayName,
    role: 'admin',
    createdAt: new Date().toISOString(),
    isActive: true,
  });
  const backend = await createFirebaseBackend(
    { apiKey: 'demo-key', authDomain: `${PROJECT_ID}.firebaseapp.com`, projectId: PROJECT_ID, appId: 'demo-app' },
    { useEmulators: true, recaptchaSiteKey: null },
  );
  await backend.auth.signIn(admin.email, admin.password);
  return { backend, adminName: admin.displayName };
}

describePreviewLinkJourney('Firebase (emulators)', () => (opened ??= open()));

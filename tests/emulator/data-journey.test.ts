/**
 * Every data function on Firebase: the app's own backend (createFirebaseBackend: the auth gateway and
 * the Firestore adapter) against the Auth and Firestore emulators, with the real firestore.rules
 * (tests/data-journey.ts; the same journey runs on the demo backend).
 */
import { readFileSync } from 'node:fs';
import { createFirebaseBackend } from '@/backend/firebase/index.ts';
import { authAccountsWithEmail, clearFirestore, createAuthAccount, isAuthUp, isFirestoreUp, loadFirestoreRules, PROJECT_ID } from '../../scripts/emulators.mjs';
import { describeDataJourney } from '../data-journey.ts';
import { oobCodes } from './auth-emulator.ts';
import { firestoreAs } from './firebase-env.ts';

describeDataJourney('Firebase (emulators)', async () => {
  if (!(await isFirestoreUp()) || !(await isAuthUp())) throw new Error('The Auth and Firestore emulators are not running (npm test starts them).');
  await loadFirestoreRules(PROJECT_ID, readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));
  await clearFirestore(PROJECT_ID);
  const owner = firestoreAs(PROJECT_ID, 'owner');
  const backend = await createFirebaseBackend(
    { apiKey: 'demo-key', authDomain: `${PROJECT_ID}.firebaseapp.com`, projectId: PROJECT_ID, appId: 'demo-app' },
    { useEmulators: true, recaptchaSiteKey: null },
  );
  return {
    backend,
    signUpIsVerified: false,
    async verifyEmail(email) {
      await backend.auth.sendEmailVerification();
      const link = (await oobCodes()).filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
      if (!link || !(await fetch(link)).ok) throw new Error(`no verification link for ${email}`);
      await backend.auth.reload();
    },
    // The link as the page it opens receives it: Firebase's action handler passes mode, oobCode and
    // apiKey on to the continue URL.
    async emailLinkFor(email) {
      const sent = (await oobCodes()).filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN').at(-1);
      if (!sent) throw new Error(`no login link for ${email}`);
      const mailed = new URL(sent.oobLink);
      const page = new URL(mailed.searchParams.get('continueUrl')!);
      for (const key of ['mode', 'oobCode', 'apiKey']) page.searchParams.set(key, mailed.searchParams.get(key)!);
      return page.href;
    },
    accountsWith: async (email) => (await authAccountsWithEmail(PROJECT_ID, email)).length,
    async seedAccount(account) {
      // A fresh uid each run: the Auth emulator keeps accounts between runs.
      await createAuthAccount(PROJECT_ID, { ...account, emailVerified: true });
      await owner.set('users', account.uid, {
        uid: account.uid,
        email: account.email,
        displayName: account.displayName,
        role: account.role,
        createdAt: new Date().toISOString(),
        isActive: true,
      });
    },
    seedDoc: (collection, id, data) => owner.set(collection, id, data),
  };
});

/** Every data function on the demo backend (tests/data-journey.ts; the same journey runs on Firebase). */
import { createLocalBackend } from '@/backend/local/index.ts';
import type { LocalData } from '@/backend/local/db.ts';
import { describeDataJourney } from '../data-journey.ts';

describeDataJourney('the demo backend', async () => {
  let data: LocalData = { version: 1, accounts: {}, collections: {}, session: null };
  const backend = createLocalBackend({
    read: () => data,
    write: (next) => {
      data = next;
    },
  });
  return {
    backend,
    signUpIsVerified: true,
    // The demo backend sends no e-mail: its accounts are verified from the start.
    verifyEmail: async () => {},
    // It sends no e-mail either: the link is the one it handed back, opened on this site.
    emailLinkFor: async (_email, demoLink) => new URL(demoLink!, 'http://localhost:3000').href,
    accountsWith: async (email) => Object.values(data.accounts).filter((account) => account.email === email).length,
    async seedAccount(account) {
      const time = new Date().toUTCString();
      data.accounts[account.uid] = {
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
        creationTime: time,
        lastSignInTime: time,
      };
      data.collections.users = { ...data.collections.users, [account.uid]: profileOf(account) };
    },
    async seedDoc(collection, id, doc) {
      data.collections[collection] = { ...data.collections[collection], [id]: structuredClone(doc) };
    },
  };
});

function profileOf(account: { uid: string; email: string; displayName: string; role: string }) {
  return { uid: account.uid, email: account.email, displayName: account.displayName, role: account.role, createdAt: new Date().toISOString(), isActive: true };
}

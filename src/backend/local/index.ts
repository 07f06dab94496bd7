/** The demo backend: everything in this browser, seeded with content, with the access policy enforced. */
import type { Backend } from '../types.ts';
import { browserStorage, STORAGE_KEY, type LocalData, type Storage } from './db.ts';
import { anonymousAccount, createLocalAuth } from './local-auth.ts';
import { createLocalStore } from './local-store.ts';
import { applyPendingViews } from './pending-views.ts';
import { createSeed } from './seed.ts';
import { expireDocuments } from './ttl.ts';

export { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';

export function createLocalBackend(storage: Storage = browserStorage()): Backend {
  const read = (): LocalData => {
    const existing = storage.read();
    if (existing) {
      // (Views are queued only while there is no data; storage that failed to keep it may hold some.)
      const viewsCounted = applyPendingViews(existing, anonymousAccount);
      if (expireDocuments(existing, new Date()) || viewsCounted) storage.write(existing);
      return existing;
    }
    const seeded = createSeed(new Date());
    // Views a prerendered article queued before this browser had data (./pending-views.ts).
    applyPendingViews(seeded, anonymousAccount);
    storage.write(seeded);
    return seeded;
  };
  const write = (data: LocalData) => storage.write(data);
  const auth = createLocalAuth({ read, write });
  const store = createLocalStore({
    read,
    write,
    token(data) {
      const account = data.session ? data.accounts[data.session] : undefined;
      return account
        ? { uid: account.uid, email: account.isAnonymous ? null : account.email, emailVerified: account.emailVerified, isAnonymous: account.isAnonymous === true }
        : null;
    },
  });

  // Another tab signing in or out changes this tab's session too.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY) auth.notify();
    });
  }

  return {
    kind: 'demo',
    auth,
    store,
    meter: store.meter,
    demoInbox: { pendingEmailChange: auth.pendingEmailChange, followEmailChangeLink: auth.followEmailChangeLink },
    async resetDemoData() {
      const before = storage.read();
      // Memory storage hands out the live object: keep a copy.
      const snapshot = before ? structuredClone(before) : null;
      storage.write(createSeed(new Date()));
      auth.notify();
      return async () => {
        if (!snapshot) return;
        storage.write(structuredClone(snapshot));
        auth.notify();
      };
    },
  };
}

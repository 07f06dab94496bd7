/** The demo backend: everything in this browser, seeded with content, with the access policy enforced. */
import { browserStorage, STORAGE_KEY, type LocalData, type Storage } from './db.ts';
import { anonymousAccount, createLocalAuth } from './local-auth.ts';
import { createLocalEmailLinks } from './email-links.ts';
import { createLocalStore } from './local-store.ts';
import { applyPendingViews } from './pending-views.ts';
import { takePendingHits } from './pending-traffic.ts';
import { increment, type Backend } from '../types.ts';
import { OTHER, TRAFFIC_COLLECTION, TRAFFIC_SHARDS, hitCounters, trafficDocId } from '../../lib/traffic.ts';
import { createSeed } from './seed.ts';
import { expireDocuments } from './ttl.ts';

export { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';

export function createLocalBackend(storage: Storage = browserStorage()): Backend {
  /** Whether this page's backend has counted the views queued before it started (once is enough). */
  let pendingViewsCounted = false;
  const read = (): LocalData => {
    const existing = storage.read();
    const data = existing ?? createSeed(new Date());
    let changed = existing ? expireDocuments(existing, new Date()) : true;
    // Views a prerendered article queued while this browser had no data of its own (./pending-views.ts).
    if (!pendingViewsCounted) {
      pendingViewsCounted = true;
      changed = applyPendingViews(data, anonymousAccount) || changed;
    }
    if (changed) storage.write(data);
    return data;
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
    emailLinks: createLocalEmailLinks({ read, write }),
    demoInbox: { pendingEmailChange: auth.pendingEmailChange, followEmailChangeLink: auth.followEmailChangeLink },
    async countPendingTraffic() {
      // Each as the page's write would be on Firebase (a refused one, say of a day now past, is dropped).
      // Whatever else the queue holds (edited by hand, say) counts nothing.
      // A refused visit is sent once more under the referrer (other), as the page's counter does on
      // Firebase (src/traffic-count.ts): a document full of referrers still counts the visit.
      const count = ({ day, hit }: ReturnType<typeof takePendingHits>[number]) =>
        store.set(TRAFFIC_COLLECTION, trafficDocId(day, Math.floor(Math.random() * TRAFFIC_SHARDS)), hitCounters(hit, day, increment(1)), { merge: true });
      for (const pending of takePendingHits()) {
        try {
          await count(pending).catch((error: unknown) => {
            if (pending.hit?.kind !== 'visit') throw error;
            return count({ ...pending, hit: { ...pending.hit, referrer: OTHER } });
          });
        } catch {
          // Refused or malformed: not counted.
        }
      }
    },
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

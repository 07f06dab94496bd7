/**
 * What people sent since an admin last looked: the admin sidebar's "n new" beside Applications and
 * Subscribers (src/components/layout/use-new-arrivals.ts). Each is one count, an aggregation bounded
 * by the time the admin last opened that screen (`applicationsSeenAt`, `subscribersSeenAt` on their own
 * user document, the server's time; an admin who never opened it counts everything): billed per 1,000
 * index entries, no document read, whatever the size of the collection.
 */
import { getBackend } from '@/backend/index.ts';
import { SERVER_TIME } from '@/backend/types.ts';
import type { UserProfile } from '../features/accounts/data/users.ts';
import { COLLECTIONS } from './collections.ts';

/** Where an admin's own user document keeps their last look at each screen (firestore.rules, isOwnProfileEdit). */
export type SeenScreenField = 'applicationsSeenAt' | 'subscribersSeenAt';

export type ArrivalScreen = 'applications' | 'subscribers';

export const ARRIVAL_SCREENS: Record<ArrivalScreen, { collection: string; seenField: SeenScreenField }> = {
  applications: { collection: COLLECTIONS.applications, seenField: 'applicationsSeenAt' },
  subscribers: { collection: COLLECTIONS.newsletterSubscribers, seenField: 'subscribersSeenAt' },
};

export type Arrivals = Record<ArrivalScreen, number>;

export const NO_ARRIVALS: Arrivals = { applications: 0, subscribers: 0 };

/** Documents of the screen's collection created after `since` (every one when null). */
export async function countArrivedSince(screen: ArrivalScreen, since: Date | null): Promise<number> {
  const { store } = await getBackend();
  return store.count(ARRIVAL_SCREENS[screen].collection, { where: since ? [['createdAt', '>', since]] : [] });
}

/** What is new for this admin on each screen, since they last opened it. */
export async function countNewArrivals(profile: Pick<UserProfile, SeenScreenField>): Promise<Arrivals> {
  const [applications, subscribers] = await Promise.all(
    (['applications', 'subscribers'] as const).map((screen) => countArrivedSince(screen, profile[ARRIVAL_SCREENS[screen].seenField] ?? null)),
  );
  return { applications, subscribers };
}

/** Records that the admin has just opened that screen (the server's time): its badge counts from now. */
export async function markScreenSeen(uid: string, field: SeenScreenField): Promise<void> {
  const { store } = await getBackend();
  await store.update(COLLECTIONS.users, uid, { [field]: SERVER_TIME });
}

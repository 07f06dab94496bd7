/**
 * The admin sidebar's "n new" beside Applications and Subscribers (./admin-sidebar.tsx): what arrived
 * since this admin last opened each screen (src/data/arrivals.ts). Opening one records the server's
 * time on the admin's own user document (`markScreenSeen`) and reads the session again, which clears
 * its badge; the counts are taken again whenever the session reads the user document (a navigation
 * at most every 30 s, src/context/use-session-recheck.ts).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/context/session.tsx';
import { useLoad } from '@/hooks/use-load.ts';
import { ARRIVAL_SCREENS, countNewArrivals, markScreenSeen, NO_ARRIVALS, type ArrivalScreen, type Arrivals } from '@/data/arrivals.ts';
import { paths } from '@/lib/paths.ts';

const SCREEN_PATHS: Record<ArrivalScreen, string> = {
  applications: paths.admin.applications(),
  subscribers: paths.admin.subscribers(),
};

const screenAt = (pathname: string): ArrivalScreen | null =>
  (Object.keys(SCREEN_PATHS) as ArrivalScreen[]).find((screen) => pathname.replace(/\/+$/, '') === SCREEN_PATHS[screen]) ?? null;

export function useNewArrivals(): Arrivals {
  const { user, profile, isAdmin, checkedAt, refresh } = useSession();
  const { pathname } = useLocation();
  const uid = isAdmin ? (user?.uid ?? null) : null;
  const opened = uid ? screenAt(pathname) : null;

  useEffect(() => {
    if (!uid || !opened) return;
    markScreenSeen(uid, ARRIVAL_SCREENS[opened].seenField)
      .then(refresh)
      .catch((error: unknown) => console.warn('Could not record that the screen was opened', error));
  }, [uid, opened, refresh]);

  const applicationsSeenAt = profile?.applicationsSeenAt ?? null;
  const subscribersSeenAt = profile?.subscribersSeenAt ?? null;
  const { data } = useLoad(
    uid ? [uid, applicationsSeenAt?.getTime() ?? null, subscribersSeenAt?.getTime() ?? null, checkedAt] : null,
    () => countNewArrivals({ applicationsSeenAt, subscribersSeenAt }),
    { toast: false, keepPrevious: true },
  );
  const counts = (uid && data) || NO_ARRIVALS;
  // The screen open now has nothing new beside it, also before its look is recorded and counted.
  return opened ? { ...counts, [opened]: 0 } : counts;
}

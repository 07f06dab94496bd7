/**
 * Keeps a long-lived session honest: when the signed-in person moves to another page (at most every
 * 30 s), the identity service is asked whether the account is still good and the person's user
 * document is read again through the session's `refresh()` — so an account an admin deactivated is
 * signed out on its next navigation, and a new role shows without a reload. Whenever a session ends
 * this way (or the identity service reports the account disabled or expired anywhere), a toast says why.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { loadSessionData, useSession, whenSessionDataLoaded } from './session.tsx';
import { showToast } from '@/lib/toast.ts';

/** At most one recheck per this many milliseconds of navigation. */
export const SESSION_RECHECK_MS = 30_000;
/** One toast, however many places notice the same ending. */
export const SESSION_ENDED_TOAST_ID = 'session-ended';

export function useSessionRecheck(): void {
  const { pathname } = useLocation();
  const { user, refresh, signingOut, checkedAt } = useSession();
  const uid = user?.uid ?? null;

  // The latest values, for the async check to read when it finishes.
  const signingOutRef = useRef(signingOut);
  useEffect(() => {
    signingOutRef.current = signingOut;
  }, [signingOut]);

  // Notices come from the session's data functions: listened to once something has loaded them (a
  // visitor who never signed in loads none of it).
  useEffect(() => {
    let stop: (() => void) | undefined;
    const stopWaiting = whenSessionDataLoaded(({ onSessionEnded }) => {
      stop = onSessionEnded((notice) => {
        showToast((toast) => toast.error(notice.message, { id: SESSION_ENDED_TOAST_ID }));
      });
    });
    return () => {
      stopWaiting();
      stop?.();
    };
  }, []);

  // When this hook last started a check. The session's own reads of the user document count as
  // checks too (`checkedAt`, stamped when the read answered, not when a screen got round to it).
  const lastStarted = useRef(0);
  const checking = useRef(false);

  useEffect(() => {
    if (!uid) return;
    const now = Date.now();
    if (checking.current || now - Math.max(checkedAt, lastStarted.current) < SESSION_RECHECK_MS) return;
    lastStarted.current = now;
    checking.current = true;

    void (async () => {
      try {
        const { announceSessionEnded, isSignedInAs, recheckAccount, sessionEndCode } = await loadSessionData();
        // Disabled or expired at the identity service: the session is ended and announced there.
        if (!(await recheckAccount(uid))) return;
        await refresh();
        // The session's load signs out an account an admin has deactivated or deleted.
        if (!signingOutRef.current && !(await isSignedInAs(uid))) announceSessionEnded(sessionEndCode(uid) ?? 'account-deactivated');
      } catch (error) {
        console.error('Error checking the session', error);
      } finally {
        checking.current = false;
      }
    })();
  }, [pathname, uid, refresh, checkedAt]);
}

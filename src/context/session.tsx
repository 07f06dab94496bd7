/** The signed-in person, their user document and what is new for them, shared with every screen. */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readBackendSettings } from '@/backend/config.ts';
import { getBackend, onBackendStart, onBackendUnavailable } from '@/backend/index.ts';
import { hasSessionMarker, setSessionMarker } from '@/backend/session-marker.ts';
import { errorCode, type BackendKind, type SessionUser } from '@/backend/types.ts';
import type { UserProfile } from '@/features/accounts/data/users.ts';
import { whenPageIdle } from '@/lib/idle.ts';
import { useStartedFromHtml } from './initial-data.tsx';

type SessionData = typeof import('./session-data.ts');

let sessionData: Promise<SessionData> | null = null;
const sessionDataListeners = new Set<(data: SessionData) => void>();

/** The session's data functions (session-data.ts): a chunk of their own, fetched with the backend. */
export function loadSessionData(): Promise<SessionData> {
  if (!sessionData) {
    const loading = import('./session-data.ts');
    sessionData = loading;
    loading.then(
      (data) => sessionDataListeners.forEach((listener) => listener(data)),
      // A failed fetch is tried again by the next caller.
      () => {
        if (sessionData === loading) sessionData = null;
      },
    );
  }
  return sessionData;
}

/**
 * Calls `listener` once something has loaded the session's data functions (at once if loaded), without
 * loading them: what only they can raise (a session-ended notice) needs no listener before.
 */
export function whenSessionDataLoaded(listener: (data: SessionData) => void): () => void {
  let active = true;
  const call = (data: SessionData) => {
    if (active) listener(data);
  };
  if (sessionData) void sessionData.then(call, () => {});
  else sessionDataListeners.add(call);
  return () => {
    active = false;
    sessionDataListeners.delete(call);
  };
}

export interface Session {
  /** `unavailable`: the site is configured for Firebase and it did not start (the layout shows an error page). */
  status: 'loading' | 'ready' | 'unavailable';
  backendKind: BackendKind | null;
  user: SessionUser | null;
  profile: UserProfile | null;
  isAdmin: boolean;
  /** An active admin or editor: may write, schedule, publish and delete posts, and read drafts. */
  canEditPosts: boolean;
  /**
   * Spec: the header's red dot shows when this is above 0. What is new for this person: replies to
   * their enquiries that arrived after they last opened their Messages tab, plus (admins) unread enquiries.
   */
  unreadCount: number;
  /** Replies to this person's own enquiries that arrived after they last opened their Messages tab. */
  newReplies: number;
  /** Admins only (0 for everyone else): enquiries with status unread, for the sidebar's Messages badge. */
  unreadEnquiries: number;
  /** When (`Date.now()`) the user document was last read, so the account last checked; 0 without a user. */
  checkedAt: number;
  /** True from a deliberate sign-out until the next sign-in: guards then wait instead of sending to /login. */
  signingOut: boolean;
  /** Re-reads the user document and the unread count (after a profile edit, a role change, a reply…). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * Deletes the signed-in person's account, after checking `password` (data/account.ts
   * deleteOwnAccount). Like a sign-out, guards wait meanwhile instead of sending to /login.
   */
  closeAccount: (password: string) => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

interface Figures {
  unreadCount: number;
  newReplies: number;
  unreadEnquiries: number;
}

const NO_FIGURES: Figures = { unreadCount: 0, newReplies: 0, unreadEnquiries: 0 };

/** The backend this build runs on, known without starting it. */
const BUILT_FOR: BackendKind = readBackendSettings(import.meta.env).firebase ? 'firebase' : 'demo';

/** Replies that arrived after the person last opened Messages, plus (for admins) unread enquiries. */
async function figuresFor(user: SessionUser, profile: UserProfile | null): Promise<Figures> {
  // Without a user document (a sign-up still writing it, or a deleted one) the rules allow no list:
  // asking would only be refused.
  if (!profile) return NO_FIGURES;
  const { countNewReplies, countUnreadMessages, isActiveAdmin, listMyMessages } = await loadSessionData();
  const [mine, unreadEnquiries] = await Promise.all([
    listMyMessages(user),
    isActiveAdmin(profile) ? countUnreadMessages() : Promise.resolve(0),
  ]);
  // Enquiries the person hid from their list (sent by someone else with their address) bring no dot.
  const hidden = new Set(profile?.hiddenMessageIds ?? []);
  const visible = mine.filter((message) => message.userId === user.uid || !hidden.has(message.id));
  const newReplies = countNewReplies(visible, profile?.messagesSeenAt ?? null);
  return { unreadCount: newReplies + unreadEnquiries, newReplies, unreadEnquiries };
}

type SessionState = Omit<Session, 'refresh' | 'signOut' | 'signingOut' | 'closeAccount'>;

/** Sets the session state: as a transition on a prerendered page (see SessionProvider). */
type SetSession = (next: SessionState | ((current: SessionState) => SessionState)) => void;

/**
 * Follows the backend's session with `load`: at once, or on a prerendered page once the page is idle
 * (someone signed in here) or once something starts the backend (nobody has); marks the session
 * `unavailable` if the backend does not start.
 */
function useFollowBackend(
  load: (user: SessionUser | null, backendKind: BackendKind) => Promise<void>,
  prerenderedStart: boolean,
  setSession: SetSession,
): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const follow = () => {
      Promise.all([getBackend(), loadSessionData()]).then(
        ([backend]) => {
          if (cancelled) return;
          unsubscribe = backend.auth.onSessionChange((user) => void load(user, backend.kind));
        },
        (error: unknown) => {
          console.error('The site could not start its backend', error);
          if (!cancelled) setSession((current) => ({ ...current, status: 'unavailable' }));
        },
      );
    };
    let stopWaiting = () => {};
    if (!prerenderedStart) follow();
    else if (hasSessionMarker()) {
      // Someone signed in here: their session starts once the page is idle (the page paints and
      // answers first).
      void whenPageIdle().then(() => {
        if (!cancelled) follow();
      });
    } else {
      // Nobody has signed in on this browser: nobody is, and the public pages need neither the backend
      // nor (on Firebase) the Auth SDK. Should something start the backend (a sign-in, a form), the
      // session follows it from then on. (Said after the hydration commit, in a transition.)
      void Promise.resolve().then(() => {
        if (!cancelled) setSession((current) => (current.status === 'loading' ? { ...current, status: 'ready', backendKind: BUILT_FOR } : current));
      });
      const stopFollowing = onBackendStart(() => {
        stopWaiting();
        if (!cancelled) follow();
      });
      // A Firebase site whose Firebase does not start (found out by a page's read): the error page,
      // as when the session starts it.
      const stopWatching = onBackendUnavailable((error) => {
        stopWaiting();
        console.error('The site could not start its backend', error);
        if (!cancelled) setSession((current) => ({ ...current, status: 'unavailable' }));
      });
      stopWaiting = () => {
        stopFollowing();
        stopWatching();
      };
    }
    return () => {
      cancelled = true;
      stopWaiting();
      unsubscribe?.();
    };
  }, [load, prerenderedStart, setSession]);
}

/**
 * The signing-out phase: `signOut` and `closeAccount` start it (and end it if they fail); a new
 * sign-in (`uid` changing to someone's) ends it.
 */
function useSigningOut(uid: string | null): Pick<Session, 'signingOut' | 'signOut' | 'closeAccount'> {
  const [signingOut, setSigningOut] = useState(false);

  const endSession = useCallback(async () => {
    setSigningOut(true);
    try {
      await (await loadSessionData()).signOut();
    } catch (error) {
      setSigningOut(false);
      throw error;
    }
  }, []);

  const closeAccount = useCallback(async (password: string) => {
    setSigningOut(true);
    try {
      await (await loadSessionData()).deleteOwnAccount(password);
    } catch (error) {
      setSigningOut(false);
      throw error;
    }
  }, []);

  // A new sign-in ends the signing-out phase.
  const [lastUid, setLastUid] = useState<string | null>(null);
  if (uid !== lastUid) {
    setLastUid(uid);
    if (uid) setSigningOut(false);
  }

  return { signingOut, signOut: endSession, closeAccount };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({
    status: 'loading',
    backendKind: null,
    user: null,
    profile: null,
    isAdmin: false,
    canEditPosts: false,
    checkedAt: 0,
    ...NO_FIGURES,
  });

  const prerenderedStart = useStartedFromHtml();
  // On a prerendered page every change is a transition: while the page's content waits to hydrate
  // (until its chunk has arrived), an urgent update of a context above it would make React drop its server
  // HTML and render it afresh; a transition waits for it instead (docs/decisions/0022-page-content-after-idle.md).
  const setSession = useCallback(
    (next: SessionState | ((current: SessionState) => SessionState)) => {
      if (prerenderedStart) startTransition(() => setState(next));
      else setState(next);
    },
    [prerenderedStart],
  );

  // Only the newest load may set state: a slow load started by an earlier session change (say, the
  // moment sign-up creates the account, before its profile is written) must not overwrite a later one.
  const latestLoad = useRef(0);

  const load = useCallback(async (user: SessionUser | null, backendKind: BackendKind) => {
    const loadId = ++latestLoad.current;
    // A visitor's anonymous identity (made to send an enquiry or count a view) is nobody's account.
    if (!user || user.isAnonymous) {
      setSessionMarker(false);
      // Nobody is signed in here (logged out, a session ended, an account closed, in this tab or another,
      // or found so at start): the post editor's unsaved forms go too, for whoever uses this browser
      // next. (The session's data functions are loaded by now: the session follows the backend with them.)
      void loadSessionData().then(({ forgetAllKeptDrafts }) => forgetAllKeptDrafts(), () => {});
      setSession({ status: 'ready', backendKind, user: null, profile: null, isAdmin: false, canEditPosts: false, checkedAt: 0, ...NO_FIGURES });
      return;
    }
    setSessionMarker(true);
    const { closedAccountCode, endSession: endSessionOf, endsSession, followAccountEmail, isActiveAdmin, isActiveStaff, sessionProfile } =
      await loadSessionData();
    const stale = () => loadId !== latestLoad.current;
    let sessionOver = false;
    const stored = await sessionProfile(user.uid).catch(async (error: unknown) => {
      if (endsSession(error)) {
        // Disabled or expired: end the session and say why.
        sessionOver = true;
        await endSessionOf(user.uid, errorCode(error) ?? '');
      } else if (!stale()) console.error('Error fetching user profile', error);
      return null;
    });
    if (stale() || sessionOver) return;
    const checkedAt = Date.now();
    const closed = closedAccountCode(stored);
    if (closed) {
      // An admin deactivated or deleted this account: the session ends on the next load, with a notice.
      await endSessionOf(user.uid, closed);
      return;
    }
    // After an e-mail change, the user document follows the account's new, verified address.
    const profile =
      stored &&
      (await followAccountEmail(stored, user).catch((error: unknown) => {
        if (!stale()) console.warn('Could not record the new e-mail address on the profile', error);
        return stored;
      }));
    if (stale()) return;
    const figures = await figuresFor(user, profile).catch((error: unknown) => {
      if (!stale()) console.error('Error fetching messages', error);
      return NO_FIGURES;
    });
    if (stale()) return;
    setSession({
      status: 'ready', backendKind, user, profile, isAdmin: isActiveAdmin(profile), canEditPosts: isActiveStaff(profile), checkedAt, ...figures,
    });
  }, [setSession]);

  useFollowBackend(load, prerenderedStart, setSession);

  const refresh = useCallback(async () => {
    const backend = await getBackend();
    await load(backend.auth.currentUser(), backend.kind);
  }, [load]);

  const { signingOut, signOut, closeAccount } = useSigningOut(state.user?.uid ?? null);

  const value = useMemo<Session>(
    () => ({ ...state, signingOut, refresh, signOut, closeAccount }),
    [state, signingOut, refresh, signOut, closeAccount],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

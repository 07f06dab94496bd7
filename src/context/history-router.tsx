/**
 * React Router in its declarative mode, driven by a `history` object (design.md §6): the data router
 * (`createBrowserRouter`) would add ~17 KB gzip to every page's first load for features the site does
 * not use (loaders, actions, fetchers). What it did use is here, on `history`'s own API:
 * - `HistoryRouter`: renders the routes for the history's location; navigations are transitions, so
 *   the current page stays on screen while the next page's lazy chunk loads;
 * - `useNavigationHold`: holds a navigation (links, back/forward) until the person answers. Not React
 *   Router's `useBlocker` (a data-router hook, which this app cannot use; eslint.config.js bans it):
 *   its own name and signature, `useNavigationHold(active, shouldHold)`;
 * - `useScrollRestoration`: top of the page on a new navigation, the old position on back/forward.
 */
import type { Action, History, Location, Transition } from 'history';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Router, useLocation, useNavigationType, type NavigationType } from 'react-router-dom';

const HistoryContext = createContext<History | null>(null);

export function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState<{ action: Action; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      history.listen((update) => {
        startTransition(() => setState(update));
      }),
    [history],
  );
  return (
    <HistoryContext.Provider value={history}>
      <Router navigator={history} location={state.location} navigationType={state.action as unknown as NavigationType}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useHistory() needs a <HistoryRouter> above it');
  return history;
}

/** Says whether a navigation from `currentLocation` to `nextLocation` is held. */
export type HoldPredicate = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A held navigation: `proceed` lets it through, `reset` stays here. */
export type NavigationHold =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * While `active`, every navigation for which `shouldHold` says yes is held (a back/forward step is
 * undone by `history` until `proceed`); the others go through as usual.
 */
export function useNavigationHold(active: boolean, shouldHold: HoldPredicate): NavigationHold {
  const history = useHistory();
  const shouldHoldRef = useRef(shouldHold);
  const unblockRef = useRef<() => void>(() => {});
  const [held, setHeld] = useState<Transition | null>(null);
  // Bumped after a navigation is let through, so the block is taken up again if the page stays.
  const [round, setRound] = useState(0);

  useEffect(() => {
    shouldHoldRef.current = shouldHold;
  }, [shouldHold]);

  useEffect(() => {
    if (!active) return;
    const block = (transition: Transition) => {
      if (shouldHoldRef.current({ currentLocation: history.location, nextLocation: transition.location })) {
        setHeld(transition);
        return;
      }
      unblockRef.current();
      transition.retry();
      unblockRef.current = history.block(block);
    };
    unblockRef.current = history.block(block);
    return () => unblockRef.current();
  }, [history, active, round]);

  const proceed = useCallback(() => {
    if (!held) return;
    unblockRef.current();
    setHeld(null);
    held.retry();
    setRound((value) => value + 1);
  }, [held]);
  const reset = useCallback(() => setHeld(null), []);

  return held ? { state: 'blocked', proceed, reset } : { state: 'unblocked' };
}

const SCROLL_STORAGE_KEY = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A new page starts at its top (or at its #section, which the layout scrolls to); a new query on the
 * same page (search, filters) keeps the position; back and forward return to where the person was,
 * also after a reload (positions are kept per history entry and path in sessionStorage).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    const save = () => sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions.current));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    // The first entry of every document is keyed 'default': the path tells those apart.
    const entry = `${location.key} ${location.pathname}`;
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    // Instant, as a page load would be: the stylesheet's smooth scrolling is for links within a page.
    if (action === 'POP') {
      const saved = positions.current[entry];
      if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
    } else if (!samePage && !location.hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.current![entry] = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key, location.pathname, location.hash, action]);
}

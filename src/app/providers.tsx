/**
 * What every screen stands in: the session and the toaster (spec §9 durations). Page metadata needs no
 * provider: on React 19 `<Helmet>` renders its tags and React hoists them into <head> (also when prerendering).
 */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { SessionProvider } from './session.tsx';

export const TOAST_LIMIT = 20;

// Its own chunk, mounted in the browser only: toasts raised before it arrives show when it does.
const AppToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.AppToaster })));

const subscribeToNothing = () => () => {};

/** False on the server and while a prerendered page hydrates; true in the browser after that. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const inBrowser = useInBrowser();
  return (
    <SessionProvider>
      {children}
      {inBrowser && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </SessionProvider>
  );
}

/**
 * What every screen stands in: the session and the toaster (spec §9 durations). Page metadata needs no
 * provider: on React 19 `<Helmet>` renders its tags and React hoists them into <head> (also when prerendering).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from './initial-data.tsx';
import { SessionProvider } from './session.tsx';

export const TOAST_LIMIT = 20;

// Its own chunk, mounted in the browser only: toasts raised before it arrives show when it does.
const AppToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.AppToaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  // Not on the server, nor while a prerendered page hydrates.
  const inBrowser = useHydrated();
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

/**
 * What every screen stands in: the session and the toaster (spec §9 durations). Page metadata needs no
 * provider: on React 19 `<Helmet>` renders its tags and React hoists them into <head> (also when prerendering).
 */
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenPageIdle } from '@/lib/idle.ts';
import { useHydrated, useStartedFromHtml } from '../context/initial-data.tsx';
import { SessionProvider } from '../context/session.tsx';

export const TOAST_LIMIT = 20;

// Its own chunk, mounted in the browser once the page is idle: toasts raised before it arrives show
// when it does.
const AppToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.AppToaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  // Not on the server, nor while a prerendered page hydrates, and there not before the page is idle.
  const hydrated = useHydrated();
  const prerendered = useStartedFromHtml();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!prerendered) return;
    let active = true;
    void whenPageIdle().then(() => {
      if (active) startTransition(() => setIdle(true));
    });
    return () => {
      active = false;
    };
  }, [prerendered]);
  const inBrowser = hydrated && (idle || !prerendered);
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

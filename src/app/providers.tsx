/**
 * What every screen stands in: the session and the toaster (spec §9 durations). Page metadata needs no
 * provider: on React 19 `<Helmet>` renders its tags and React hoists them into <head> (also when prerendering).
 */
import { createElement, useEffect, useState, type ReactNode } from 'react';
import { whenPageIdle, whenVisitorActs } from '@/lib/idle.ts';
import { useHydrated, useStartedFromHtml } from '../context/initial-data.tsx';
import { SessionProvider } from '../context/session.tsx';

export const TOAST_LIMIT = 20;

/**
 * The toaster, its own chunk, mounted in the browser once it has arrived: on a prerendered page not
 * before the page is idle or the visitor acts (a press's toast may be its result, and must not wait for
 * the page's other work to settle). Toasts raised before it mounts show when it does. Imported first and
 * then rendered, not through React.lazy: React holds back the reveal of a suspended part for a while
 * (about 300 ms) to group reveals, which a first press's toast would wait for.
 */
function useToaster(): ReactNode {
  const hydrated = useHydrated();
  const prerendered = useStartedFromHtml();
  const [toaster, setToaster] = useState<ReactNode>(null);
  useEffect(() => {
    if (!hydrated) return;
    let active = true;
    const ready = prerendered ? Promise.race([whenPageIdle(), whenVisitorActs()]) : Promise.resolve();
    void ready
      .then(() => import('./toaster.tsx'))
      .then(
        (module) => {
          if (active) setToaster(createElement(module.AppToaster));
        },
        // Without its chunk (the connection dropped) the site still works; its toasts are not shown.
        () => {},
      );
    return () => {
      active = false;
    };
  }, [hydrated, prerendered]);
  return toaster;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const toaster = useToaster();
  return (
    <SessionProvider>
      {children}
      {toaster}
    </SessionProvider>
  );
}

/** What every screen stands in: metadata, the session, and the toaster (spec §9 durations). */
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Toaster } from 'react-hot-toast';
import { SessionProvider } from './session.tsx';

export const TOAST_LIMIT = 20;

export function AppProviders({ children, helmetContext }: { children: ReactNode; helmetContext?: object }) {
  return (
    <HelmetProvider context={helmetContext}>
      <SessionProvider>
        {children}
        <Toaster
          position="top-right"
          containerStyle={{ top: 80 }}
          toastOptions={{
            duration: 4000,
            success: { duration: 2000 },
            error: { duration: 4000 },
            loading: { duration: Infinity },
            style: { maxWidth: 350 },
          }}
        />
      </SessionProvider>
    </HelmetProvider>
  );
}

/**
 * Third-party analytics and ads, only with the visitor's consent. When this build is configured with
 * Google Analytics (VITE_GA_MEASUREMENT_ID) or AdSense (VITE_ADSENSE_CLIENT_ID), the consent manager —
 * a lazy chunk — is requested after the page is up: it sets Google's consent mode defaults to denied,
 * asks (or applies the stored choice) and loads only what the choice allows
 * (src/components/consent/, docs/decisions/0020-cookie-consent.md). With neither configured nothing is
 * rendered and nothing is requested: in a build Vite writes the settings in, so the chunk is left out.
 * Scripts are added from code (no inline script), so the Content-Security-Policy can stay hash-free.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { consentServices } from '@/components/consent/config.ts';

const ConsentManager = /* @__PURE__ */ lazy(() => import('@/components/consent/consent-manager.tsx'));

const subscribeToNothing = () => () => {};

export function Analytics() {
  // Only in the browser, after hydration: the prerendered HTML has no banner, so nothing shifts or mismatches.
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  // Written out here (not only inside the helper) so that a build with neither setting folds this to
  // `return null`, and the consent chunk and its import are left out of the build altogether.
  if (!import.meta.env.VITE_GA_MEASUREMENT_ID && !import.meta.env.VITE_ADSENSE_CLIENT_ID) return null;
  const services = consentServices();
  if (!services || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <ConsentManager services={services} />
    </Suspense>
  );
}

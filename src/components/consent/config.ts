/**
 * What the cookie banner needs to know on every page, kept tiny because it is in the first-load
 * bundle: which optional Google services this build is configured for, and a way for the footer's
 * "Cookie settings" control to ask for the choice again. Everything else (the stored choice, the
 * banner, Google's tags) lives in the lazy chunk `consent-manager.tsx`, requested only when a
 * service is configured.
 *
 * The settings are read when called (not when the module loads), so tests can stub them; in a build
 * Vite writes their values in, and a build with neither leaves `consentServices()` returning null.
 */

const GA_ID = /^G-[A-Z0-9]+$/;
const ADSENSE_ID = /^ca-pub-\d+$/;

export interface ConsentServices {
  /** Google Analytics 4 measurement id (G-…), or null. */
  gaId: string | null;
  /** AdSense publisher id (ca-pub-…), or null. */
  adsenseId: string | null;
}

/** The configured optional services, or null when there are none (then: no banner, no script). */
export function consentServices(): ConsentServices | null {
  const ga = (import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined)?.trim();
  const ads = (import.meta.env.VITE_ADSENSE_CLIENT_ID as string | undefined)?.trim();
  const gaId = ga && GA_ID.test(ga) ? ga : null;
  const adsenseId = ads && ADSENSE_ID.test(ads) ? ads : null;
  return gaId || adsenseId ? { gaId, adsenseId } : null;
}

/** The DOM event the consent manager listens for to show the choice again. */
export const OPEN_COOKIE_SETTINGS = 'novaforge:open-cookie-settings';

let pendingRequest: HTMLElement | null | undefined;

/**
 * Shows the cookie choice again (the footer's "Cookie settings"). `trigger` gets focus back when the
 * choice closes. If the consent chunk has not arrived yet, the request waits for it.
 */
export function openCookieSettings(trigger: HTMLElement | null = null) {
  pendingRequest = trigger;
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS, { detail: trigger }));
}

/** For the consent manager as it mounts: a request made before it was there (then cleared). */
export function takePendingRequest(): { trigger: HTMLElement | null } | null {
  if (pendingRequest === undefined) return null;
  const trigger = pendingRequest;
  pendingRequest = undefined;
  return { trigger };
}

/** For the consent manager: it has handled the request (so it is not replayed on a later mount). */
export function clearPendingRequest() {
  pendingRequest = undefined;
}

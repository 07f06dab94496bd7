/**
 * Google's tags, driven by the visitor's choice (consent mode v2). The order matters:
 * 1. `gtag('consent', 'default', …)` with everything denied, before any Google script or command;
 * 2. `gtag('consent', 'update', …)` with the stored or new choice;
 * 3. only then the scripts the choice allows: gtag.js for analytics, adsbygoogle.js for ads.
 * Scripts are added from code (no inline script), so the Content-Security-Policy stays hash-free.
 */
import type { ConsentChoice } from './store.ts';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

export const GA_LOADER = 'https://www.googletagmanager.com/gtag/js';
export const ADSENSE_LOADER = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** How long Google's tags wait for an update after the default (ms); our update follows at once. */
const WAIT_FOR_UPDATE_MS = 500;

type Signal = 'granted' | 'denied';

/** Consent mode v2's four signals for a choice. */
export function consentSignals(choice: ConsentChoice): Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', Signal> {
  const ads: Signal = choice.ads ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

/**
 * The gtag queue. gtag.js reads `arguments` objects from `dataLayer` (as Google's own snippet pushes
 * them); plain arrays are not read as commands, so the function pushes `arguments` itself.
 */
function gtag(target: GtagWindow): (...args: unknown[]) => void {
  target.dataLayer = target.dataLayer ?? [];
  if (!target.gtag) {
    target.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      target.dataLayer!.push(arguments);
    };
  }
  return target.gtag;
}

/**
 * Step 1: everything denied until the visitor chooses (once per page: the queue remembers). Returns
 * whether it did so now (false when this page already had them, e.g. the manager mounted again).
 */
export function setConsentDefaults(target: GtagWindow = window as unknown as GtagWindow): boolean {
  const send = gtag(target);
  const isDefault = (entry: unknown) => {
    const args = entry as ArrayLike<unknown> | null;
    return args !== null && typeof args === 'object' && args[0] === 'consent' && args[1] === 'default';
  };
  if (target.dataLayer!.some(isDefault)) return false;
  send('consent', 'default', { ...consentSignals({ analytics: false, ads: false }), wait_for_update: WAIT_FOR_UPDATE_MS });
  return true;
}

/** Step 2: the visitor's choice. */
export function updateConsent(choice: ConsentChoice, target: GtagWindow = window as unknown as GtagWindow) {
  gtag(target)('consent', 'update', consentSignals(choice));
}

function addScript(src: string, attributes: Record<string, string> = {}) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

const gaLoaderOf = (measurementId: string) => `${GA_LOADER}?id=${encodeURIComponent(measurementId)}`;

/** Step 3, analytics: the measurement's config, then gtag.js (once per page). */
export function startGoogleAnalytics(measurementId: string, target: GtagWindow = window as unknown as GtagWindow) {
  // Consent given again after it was withdrawn on this page: measurement may resume.
  delete target[`ga-disable-${measurementId}`];
  if (document.querySelector(`script[src="${gaLoaderOf(measurementId)}"]`)) return;
  const send = gtag(target);
  send('js', new Date());
  send('config', measurementId);
  addScript(gaLoaderOf(measurementId));
}

/**
 * Analytics consent withdrawn: gtag.js (if it loaded on this page) stops measuring (Google's documented
 * opt-out flag, on top of the consent update to denied), and its first-party cookies are removed.
 */
export function stopGoogleAnalytics(measurementId: string, target: GtagWindow = window as unknown as GtagWindow) {
  target[`ga-disable-${measurementId}`] = true;
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid');
  const host = location.hostname;
  const parts = host.split('.');
  // GA sets its cookies on the widest domain it may (e.g. .example.com): try each level.
  const domains = ['', ...parts.slice(0, -1).map((_, index) => `; domain=.${parts.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain}`;
  }
}

/** Step 3, ads: the AdSense loader (once per page). */
export function startAdSense(clientId: string) {
  addScript(`${ADSENSE_LOADER}?client=${encodeURIComponent(clientId)}`, { crossorigin: 'anonymous' });
}

/** Whether a Google loader is on this page (so a withdrawal can say a reload removes it). */
export function hasLoaded(prefix: string): boolean {
  return document.querySelector(`script[src^="${prefix}"]`) !== null;
}

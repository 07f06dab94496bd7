/**
 * Third-party analytics and ad scripts, loaded only when their environment settings are present.
 * They are added from an effect after the page is up (React does not run inline <script> text it
 * renders), so no inline script is needed and the Content-Security-Policy can stay hash-free.
 */
import { useEffect } from 'react';

const GA_ID = /^G-[A-Z0-9]+$/;
const ADSENSE_ID = /^ca-pub-\d+$/;

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

function addScript(src: string, attributes: Record<string, string> = {}) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

/** Google Analytics 4: the gtag.js queue, then its loader. */
export function startGoogleAnalytics(measurementId: string, target: GtagWindow = window) {
  target.dataLayer = target.dataLayer ?? [];
  target.gtag =
    target.gtag ??
    function gtag(...args: unknown[]) {
      target.dataLayer!.push(args);
    };
  target.gtag('js', new Date());
  target.gtag('config', measurementId);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

export function Analytics() {
  const gaId = (import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined)?.trim();
  const adsenseId = (import.meta.env.VITE_ADSENSE_CLIENT_ID as string | undefined)?.trim();

  useEffect(() => {
    if (gaId && GA_ID.test(gaId)) startGoogleAnalytics(gaId);
    if (adsenseId && ADSENSE_ID.test(adsenseId)) {
      addScript(`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${adsenseId}`, {
        crossorigin: 'anonymous',
      });
    }
  }, [gaId, adsenseId]);

  return null;
}

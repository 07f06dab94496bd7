/**
 * Counts this page's traffic, without a cookie (src/lib/traffic.ts, docs/decisions/0034-traffic-without-a-cookie.md):
 * once per document, a view of the page — a visit when it came from elsewhere (its referrer's domain
 * and the device class with it; under `(other)` when refused, as when the day has no room for the
 * domain) — and, when the page is hidden, its Core Web Vitals (LCP, INP, CLS,
 * measured by `web-vitals`) in buckets by page type; then, while the app moves within the site, a
 * view of each page it shows. Nothing is kept in the browser for it on Firebase (no cookie, no
 * storage, no identity); see src/backend/traffic-without-app.ts.
 *
 * Built on its own, into one file (vite.config.ts `ownFile`): the boot script of a prerendered page
 * imports it once the page has loaded and is idle (`data-traffic`), whether or not the app starts;
 * the app imports it too (src/app/use-traffic-count.ts), for the pages it shows and where no boot
 * script ran. `data-traffic-counted` on <html> makes the document's load counted once, whichever is first.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { countHits } from './backend/traffic-without-app.ts';
import { TRAFFIC_COUNTED } from './lib/page-contract.ts';
import { OTHER, deviceClass, isCountablePath, pageTypeOf, referrerDomain, vitalBucket, vitalKey, type TrafficHit, type VitalName } from './lib/traffic.ts';

const ignore = () => {};

function count(hits: TrafficHit[], keepalive = false) {
  countHits(hits, keepalive).catch(ignore);
}

/**
 * Counts the arrival; a visit refused (the day's document may hold its 200 referrers already, made up
 * or not) is sent once more under OTHER, which the rules let be the 201st. (Demo mode queues: never refused here.)
 */
function countArrival(hit: TrafficHit) {
  countHits([hit]).catch(() => hit.kind === 'visit' && count([{ ...hit, referrer: OTHER }]));
}

/** This document's arrival: a visit from elsewhere (or typed), a view when it came from another page of this site. */
function arrival(path: string): TrafficHit {
  const referrer = referrerDomain(document.referrer, location.hostname);
  if (referrer === null) return { kind: 'view', path };
  const device = deviceClass(Math.min(screen.width, screen.height), matchMedia('(pointer: coarse)').matches);
  return { kind: 'visit', path, referrer, device };
}

/** Counts the document's load at `path` (the address it was loaded at) and, once hidden, its Web Vitals. Once per document. */
export function countPageLoad(path = location.pathname): void {
  const root = document.documentElement;
  if (root.hasAttribute(TRAFFIC_COUNTED) || !isCountablePath(path)) return;
  root.setAttribute(TRAFFIC_COUNTED, '');
  countArrival(arrival(path));
  const type = pageTypeOf(path);
  const report = ({ name, value }: Metric) => {
    const metric = name.toLowerCase() as VitalName;
    count([{ kind: 'vital', key: vitalKey(type, metric, vitalBucket(metric, value)) }], true);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}

/** Counts a view of `path`, shown by the app after a move within the site. */
export function countMove(path: string): void {
  if (isCountablePath(path)) count([{ kind: 'view', path }]);
}

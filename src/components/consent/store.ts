/**
 * The visitor's cookie choice, kept in localStorage: versioned and dated. "Necessary" storage (the
 * sign-in session, the demo data) is always on and not part of the choice; the optional categories
 * are `analytics` (Google Analytics) and `ads` (Google AdSense).
 *
 * A stored choice counts only while its version is the current one and it is younger than
 * `CONSENT_MAX_AGE_DAYS`: after that (or if it cannot be read) the visitor is asked again. Raise
 * `CONSENT_VERSION` when the categories or what they mean change.
 */

export const CONSENT_STORAGE_KEY = 'novaforge-cookie-consent';
export const CONSENT_VERSION = 1;
/** Ask again after about a year (regulators expect a choice to be renewed within 6–13 months). */
export const CONSENT_MAX_AGE_DAYS = 365;

export type ConsentCategory = 'analytics' | 'ads';

export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
}

export interface StoredConsent extends ConsentChoice {
  version: typeof CONSENT_VERSION;
  necessary: true;
  /** When the visitor chose, ISO 8601. */
  decidedAt: string;
}

export const REJECT_ALL: ConsentChoice = { analytics: false, ads: false };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Storage blocked: the choice lasts for this page only.
  }
}

/** The stored choice, or null when there is none that still counts. */
export function readConsent(now: Date = new Date(), store: Storage | null = storage()): StoredConsent | null {
  let value: unknown;
  try {
    value = JSON.parse(store?.getItem(CONSENT_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<StoredConsent>;
  if (record.version !== CONSENT_VERSION) return null;
  if (typeof record.analytics !== 'boolean' || typeof record.ads !== 'boolean') return null;
  const decided = typeof record.decidedAt === 'string' ? Date.parse(record.decidedAt) : NaN;
  if (Number.isNaN(decided) || decided > now.getTime() + 60_000) return null;
  if (now.getTime() - decided > CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000) return null;
  return { version: CONSENT_VERSION, necessary: true, analytics: record.analytics, ads: record.ads, decidedAt: record.decidedAt! };
}

/** Keeps the choice (as far as storage allows) and returns what was kept. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date(), store: Storage | null = storage()): StoredConsent {
  const record: StoredConsent = {
    version: CONSENT_VERSION,
    necessary: true,
    analytics: choice.analytics,
    ads: choice.ads,
    decidedAt: now.toISOString(),
  };
  try {
    store?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Full or blocked storage: the choice still applies to this page.
  }
  return record;
}

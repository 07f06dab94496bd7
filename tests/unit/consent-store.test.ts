import { afterEach, describe, expect, it } from 'vitest';
import { consentSignals, setConsentDefaults, updateConsent } from '@/components/consent/google.ts';
import {
  CONSENT_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  readConsent,
  saveConsent,
} from '@/components/consent/store.ts';

type GtagWindow = Window & { dataLayer?: ArrayLike<unknown>[]; gtag?: unknown };
const win = window as GtagWindow;
const commands = () => (win.dataLayer ?? []).map((entry) => Array.from(entry));

afterEach(() => {
  delete win.dataLayer;
  delete win.gtag;
});

describe('the stored cookie choice', () => {
  const decided = new Date('2026-03-01T10:00:00Z');

  it('is kept with its version and the date, necessary always on, and read back', () => {
    expect(readConsent()).toBeNull();
    const saved = saveConsent({ analytics: true, ads: false }, decided);
    expect(saved).toEqual({ version: CONSENT_VERSION, necessary: true, analytics: true, ads: false, decidedAt: '2026-03-01T10:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(saved);
    expect(readConsent(new Date('2026-03-02T00:00:00Z'))).toEqual(saved);
  });

  it('no longer counts once a year old, so the visitor is asked again', () => {
    saveConsent({ analytics: true, ads: true }, decided);
    const day = 24 * 60 * 60 * 1000;
    expect(readConsent(new Date(decided.getTime() + CONSENT_MAX_AGE_DAYS * day))).not.toBeNull();
    expect(readConsent(new Date(decided.getTime() + CONSENT_MAX_AGE_DAYS * day + 1))).toBeNull();
  });

  it('ignores a choice of another version, a broken one, or one dated in the future', () => {
    const now = new Date('2026-03-02T00:00:00Z');
    const store = (value: unknown) => localStorage.setItem(CONSENT_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
    const good = { version: CONSENT_VERSION, necessary: true, analytics: true, ads: true, decidedAt: decided.toISOString() };
    store(good);
    expect(readConsent(now)).toEqual(good);
    store({ ...good, version: CONSENT_VERSION + 1 });
    expect(readConsent(now)).toBeNull();
    store({ ...good, analytics: 'yes' });
    expect(readConsent(now)).toBeNull();
    store({ ...good, decidedAt: 'yesterday' });
    expect(readConsent(now)).toBeNull();
    store({ ...good, decidedAt: '2026-04-01T00:00:00Z' });
    expect(readConsent(now)).toBeNull();
    store('{not json');
    expect(readConsent(now)).toBeNull();
  });

  it('still applies for the page when storage refuses it', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(saveConsent({ analytics: false, ads: true }, decided, full)).toMatchObject({ analytics: false, ads: true });
  });
});

describe("Google's consent mode signals", () => {
  it('map analytics to analytics_storage and ads to the three advertising signals', () => {
    expect(consentSignals({ analytics: true, ads: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentSignals({ analytics: false, ads: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('start denied (once per page) and are updated as gtag.js reads them: arguments objects', () => {
    setConsentDefaults();
    setConsentDefaults();
    updateConsent({ analytics: true, ads: true });
    expect(commands()).toEqual([
      [
        'consent',
        'default',
        { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
      ],
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
    ]);
    // gtag.js ignores plain arrays in the queue: each entry must be an `arguments` object.
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]');
  });
});

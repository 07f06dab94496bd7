/**
 * The cookie choice (lazy chunk, requested only by builds configured with Google Analytics or
 * AdSense — see `src/components/seo/analytics.tsx`). It sets Google's consent defaults to denied,
 * applies a stored choice, and otherwise shows the banner: Accept all, Reject all, or Choose (a switch
 * per category, then Save). The footer's "Cookie settings" opens the choice again.
 *
 * The banner is a labelled region at the foot of the screen, not a modal: the page stays usable
 * (and readable at 390 px) while it is open, and nothing loads until the visitor chooses. It comes
 * early in the document, so keyboard and screen-reader users meet it first. When it was opened on
 * purpose (Choose, Cookie settings) its heading takes focus; when it closes, focus goes back to the
 * control that opened it.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { buttonClass } from '@/components/ui/styles.ts';
import { clearPendingRequest, OPEN_COOKIE_SETTINGS, takePendingRequest, type ConsentServices } from './config.ts';
import { setConsentDefaults, startAdSense, startGoogleAnalytics, stopGoogleAnalytics, updateConsent } from './google.ts';
import { CONSENT_STORAGE_KEY, readConsent, REJECT_ALL, saveConsent, type ConsentChoice, type StoredConsent } from './store.ts';

/** Applies a choice: consent signals first, then only the scripts it allows. */
function applyChoice(choice: ConsentChoice, services: ConsentServices) {
  updateConsent(choice);
  if (services.gaId) {
    if (choice.analytics) startGoogleAnalytics(services.gaId);
    else stopGoogleAnalytics(services.gaId);
  }
  if (services.adsenseId && choice.ads) startAdSense(services.adsenseId);
}

type View = 'summary' | 'choose';

export default function ConsentManager({ services: given }: { services: ConsentServices }) {
  // The same services on every render of the layout (which re-renders on each navigation).
  const { gaId, adsenseId } = given;
  const services = useMemo(() => ({ gaId, adsenseId }), [gaId, adsenseId]);
  const [consent, setConsent] = useState<StoredConsent | null>(() => readConsent());
  // "Cookie settings" pressed before this chunk arrived: open on the settings at once.
  const [early] = useState(() => takePendingRequest());
  const [open, setOpen] = useState(consent === null || early !== null);
  const [view, setView] = useState<View>(early ? 'choose' : 'summary');
  const [draft, setDraft] = useState<ConsentChoice>(() => consent ?? REJECT_ALL);
  const [announcement, setAnnouncement] = useState('');
  const trigger = useRef<HTMLElement | null>(early?.trigger ?? null);
  const focusHeading = useRef(early !== null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  // Consent mode's defaults before anything else, then the stored choice (once), before the banner paints.
  useLayoutEffect(() => {
    // Mounted again on the same page (the layout re-renders around it): its choice is already applied.
    if (!setConsentDefaults()) return;
    const stored = readConsent();
    if (stored) applyChoice(stored, services);
  }, [services]);

  const showSettings = useCallback((opener: HTMLElement | null) => {
    trigger.current = opener;
    setDraft(readConsent() ?? REJECT_ALL);
    setView('choose');
    setOpen(true);
    focusHeading.current = true;
    clearPendingRequest();
  }, []);

  // The footer's "Cookie settings".
  useEffect(() => {
    const onOpen = (event: Event) => showSettings((event as CustomEvent<HTMLElement | null>).detail ?? null);
    window.addEventListener(OPEN_COOKIE_SETTINGS, onOpen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, onOpen);
  }, [showSettings]);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CONSENT_STORAGE_KEY) return;
      const stored = readConsent();
      if (!stored) return;
      setConsent(stored);
      applyChoice(stored, services);
      setOpen(false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [services]);

  // After a render that opened the settings on purpose: the heading takes focus (no dependency list:
  // the request is in a ref, and reopening what is already open renders nothing new).
  useEffect(() => {
    if (focusHeading.current && heading.current) {
      focusHeading.current = false;
      heading.current.focus();
    }
  });

  function close() {
    setOpen(false);
    setView('summary');
    const opener = trigger.current;
    trigger.current = null;
    if (opener?.isConnected) opener.focus();
  }

  function choose(choice: ConsentChoice) {
    const saved = saveConsent({ analytics: choice.analytics && services.gaId !== null, ads: choice.ads && services.adsenseId !== null });
    setConsent(saved);
    applyChoice(saved, services);
    const allowed = [saved.analytics ? 'analytics' : '', saved.ads ? 'advertising' : ''].filter(Boolean);
    setAnnouncement(
      allowed.length > 0
        ? `Cookie choice saved: ${allowed.join(' and ')} allowed.`
        : 'Cookie choice saved: only necessary storage is used.',
    );
    close();
  }

  function onKeyDown(event: KeyboardEvent) {
    // Escape closes a choice opened again, without changing it; a first visit needs an answer.
    if (event.key === 'Escape' && consent !== null) {
      event.stopPropagation();
      close();
    }
  }

  const titleId = `${id}-title`;
  const uses = [
    services.gaId ? 'Google Analytics to count visits and see which pages help people' : '',
    services.adsenseId ? 'Google AdSense to show ads' : '',
  ].filter(Boolean);
  const categories: { key: keyof ConsentChoice; label: string; description: string }[] = [
    ...(services.gaId
      ? [{ key: 'analytics' as const, label: 'Analytics', description: 'Google Analytics counts visits and pages viewed, with its own cookies (_ga, _ga_…).' }]
      : []),
    ...(services.adsenseId
      ? [{ key: 'ads' as const, label: 'Advertising', description: 'Google AdSense shows ads and measures them; Google and its partners may set cookies.' }]
      : []),
  ];
  // Three to a row on a phone: a little less padding there, and labels on one line.
  const fit = ' whitespace-nowrap px-3! sm:px-5!';
  const primary = buttonClass() + fit;
  const secondary = buttonClass({ variant: 'secondary' }) + fit;
  // Only what this site offers: a category it does not use is never granted (its Google signals stay denied).
  const acceptAll: ConsentChoice = { analytics: services.gaId !== null, ads: services.adsenseId !== null };

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {open && (
        // A landmark region, not a modal: the page stays usable while it is open.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <section
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          className="fixed inset-x-0 bottom-0 z-40 max-h-[70vh] overflow-y-auto sm:max-h-[85vh] border-t border-slate-200 bg-white text-slate-700 shadow-[0_-8px_24px_rgba(15,23,42,0.15)]"
        >
          <div className="mx-auto max-w-4xl px-4 py-4 sm:px-6 sm:py-5">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
              {view === 'choose' ? 'Cookie settings' : 'Cookies on this site'}
            </h2>
            {view === 'summary' ? (
              <p className="mt-1 text-sm leading-6">
                We would like to use {uses.join(', and ')}. They set cookies only if you allow them; change your mind at
                any time under “Cookie settings” at the foot of the page. Storage the site needs (staying signed in) is
                always on. <Link to={paths.cookies()} className="font-medium text-brand-700 underline">Cookie Policy</Link>
              </p>
            ) : (
              <p className="mt-1 text-sm leading-6">
                Choose which optional cookies to allow. You can change this at any time.{' '}
                <Link to={paths.cookies()} className="font-medium text-brand-700 underline">Cookie Policy</Link>
              </p>
            )}
            {view === 'choose' && (
              <fieldset className="mt-3 space-y-2">
                <legend className="sr-only">Cookie categories</legend>
                <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
                  <input
                    id={`${id}-necessary`}
                    type="checkbox"
                    role="switch"
                    checked
                    disabled
                    aria-describedby={`${id}-necessary-text`}
                    className="mt-1 h-5 w-5 accent-brand-600"
                  />
                  <div className="text-sm">
                    <label htmlFor={`${id}-necessary`} className="font-semibold text-slate-900">
                      Necessary (always on)
                    </label>
                    <p id={`${id}-necessary-text`}>Keeps you signed in and, in demo mode, holds the demo data in this browser.</p>
                  </div>
                </div>
                {categories.map((category) => (
                  <div key={category.key} className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
                    <input
                      id={`${id}-${category.key}`}
                      type="checkbox"
                      role="switch"
                      checked={draft[category.key]}
                      onChange={(event) => setDraft((current) => ({ ...current, [category.key]: event.target.checked }))}
                      aria-describedby={`${id}-${category.key}-text`}
                      className="mt-1 h-5 w-5 accent-brand-600"
                    />
                    <div className="text-sm">
                      <label htmlFor={`${id}-${category.key}`} className="font-semibold text-slate-900">
                        {category.label}
                      </label>
                      <p id={`${id}-${category.key}-text`}>{category.description}</p>
                    </div>
                  </div>
                ))}
                <p className="text-xs leading-5 text-slate-500">
                  Turning a category off stops its scripts from loading from now on. A script already loaded on this page is
                  told at once to stop using cookies; reload the page to remove it completely.
                </p>
              </fieldset>
            )}
            <div className={`mt-3 grid gap-2 sm:flex sm:flex-wrap sm:justify-end ${view === 'summary' ? 'grid-cols-3' : 'grid-cols-2'}`}>
              {view === 'choose' && (
                <button type="button" className={primary} onClick={() => choose(draft)}>
                  Save choices
                </button>
              )}
              <button type="button" className={view === 'choose' ? secondary : primary} onClick={() => choose(REJECT_ALL)}>
                Reject all
              </button>
              <button type="button" className={view === 'choose' ? secondary : primary} onClick={() => choose(acceptAll)}>
                Accept all
              </button>
              {view === 'summary' && (
                <button
                  type="button"
                  className={secondary}
                  onClick={() => {
                    setDraft(consent ?? REJECT_ALL);
                    setView('choose');
                    focusHeading.current = true;
                  }}
                >
                  Choose
                </button>
              )}
              {view === 'choose' && consent !== null && (
                <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={close}>
                  Cancel
                </button>
              )}
            </div>
          </div>
        </section>
      )}
    </>
  );
}

/**
 * The cookie choice (lazy chunk, requested only by builds configured with Google Analytics or
 * AdSense — see `src/components/seo/analytics.tsx`). It sets Google's consent defaults to denied,
 * applies a stored choice, and otherwise shows the banner (`./consent-banner.tsx`): Accept all,
 * Reject all, or Choose (a switch per category, then Save). The footer's "Cookie settings" opens the
 * choice again.
 *
 * The banner is a labelled region at the foot of the screen, not a modal: the page stays usable
 * (and readable at 390 px) while it is open, and nothing loads until the visitor chooses. It comes
 * early in the document, so keyboard and screen-reader users meet it first. When it was opened on
 * purpose (Choose, Cookie settings) its heading takes focus; when it closes, focus goes back to the
 * control that opened it.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ConsentBanner, type View } from './consent-banner.tsx';
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

  // Choose: the switches, set as stored (all off on a first visit); the heading takes focus.
  function showChoices() {
    setDraft(consent ?? REJECT_ALL);
    setView('choose');
    focusHeading.current = true;
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {open && (
        <ConsentBanner
          id={id}
          services={services}
          view={view}
          consent={consent}
          draft={draft}
          setDraft={setDraft}
          heading={heading}
          onKeyDown={onKeyDown}
          choose={choose}
          showChoices={showChoices}
          close={close}
        />
      )}
    </>
  );
}

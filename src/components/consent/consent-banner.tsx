/**
 * The cookie banner that ConsentManager (./consent-manager.tsx) shows: the summary (Accept all,
 * Reject all, Choose) or the settings (a switch per category, then Save). The manager holds the
 * state and where focus goes; this renders it, in the same lazy chunk.
 */
import type { Dispatch, KeyboardEvent, RefObject, SetStateAction } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { buttonClass } from '@/components/ui/styles.ts';
import type { ConsentServices } from './config.ts';
import { REJECT_ALL, type ConsentChoice, type StoredConsent } from './store.ts';

export type View = 'summary' | 'choose';

interface ConsentBannerProps {
  /** The manager's `useId`, which the banner's ids are made from. */
  id: string;
  services: ConsentServices;
  view: View;
  /** The stored choice, or null on a first visit (then the banner needs an answer: no Cancel). */
  consent: StoredConsent | null;
  draft: ConsentChoice;
  setDraft: Dispatch<SetStateAction<ConsentChoice>>;
  heading: RefObject<HTMLHeadingElement | null>;
  onKeyDown: (event: KeyboardEvent) => void;
  /** Saves a choice and closes the banner. */
  choose: (choice: ConsentChoice) => void;
  /** Choose: the switches, its heading taking focus. */
  showChoices: () => void;
  /** Closes without changing the choice; focus goes back to the control that opened it. */
  close: () => void;
}

export function ConsentBanner({ id, services, view, consent, draft, setDraft, heading, onKeyDown, choose, showChoices, close }: ConsentBannerProps) {
  const titleId = `${id}-title`;
  const uses = [
    services.gaId ? 'Google Analytics to count visits and see which pages help people' : '',
    services.adsenseId ? 'Google AdSense to show ads' : '',
  ].filter(Boolean);
  // Three to a row on a phone: a little less padding there, and labels on one line.
  const fit = ' whitespace-nowrap px-3! sm:px-5!';
  const primary = buttonClass() + fit;
  const secondary = buttonClass({ variant: 'secondary' }) + fit;
  // Only what this site offers: a category it does not use is never granted (its Google signals stay denied).
  const acceptAll: ConsentChoice = { analytics: services.gaId !== null, ads: services.adsenseId !== null };

  return (
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
            any time under “Cookie settings” at the foot of the page. Storage the site needs (staying logged in) is
            always on. <Link to={paths.cookies()} className="font-medium text-brand-700 underline">Cookie Policy</Link>
          </p>
        ) : (
          <p className="mt-1 text-sm leading-6">
            Choose which optional cookies to allow. You can change this at any time.{' '}
            <Link to={paths.cookies()} className="font-medium text-brand-700 underline">Cookie Policy</Link>
          </p>
        )}
        {view === 'choose' && <CookieCategories id={id} services={services} draft={draft} setDraft={setDraft} />}
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
            <button type="button" className={secondary} onClick={showChoices}>
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
  );
}

/** The settings' switches: necessary storage (always on), then each optional category this site uses. */
function CookieCategories({
  id,
  services,
  draft,
  setDraft,
}: Pick<ConsentBannerProps, 'id' | 'services' | 'draft' | 'setDraft'>) {
  const categories: { key: keyof ConsentChoice; label: string; description: string }[] = [
    ...(services.gaId
      ? [{ key: 'analytics' as const, label: 'Analytics', description: 'Google Analytics counts visits and pages viewed, with its own cookies (_ga, _ga_…).' }]
      : []),
    ...(services.adsenseId
      ? [{ key: 'ads' as const, label: 'Advertising', description: 'Google AdSense shows ads and measures them; Google and its partners may set cookies.' }]
      : []),
  ];

  return (
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
          <p id={`${id}-necessary-text`}>Keeps you logged in and, in demo mode, holds the demo data in this browser.</p>
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
  );
}

/** The apply form's larger parts (./apply-form.tsx): the links, the consent, the honeypot and the thank-you. */
import { CheckCircle2, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import type { SessionUser } from '@/backend/types.ts';
import { Field, RequiredMark } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { APPLY_LIMITS, CONSENT_TEXT, withScheme, type ApplyErrors } from './apply-form-rules.ts';

/** The thank-you that replaces the form once the application is sent; its heading takes the focus. */
export function ApplicationSent({
  position,
  email,
  acknowledged,
  user,
  headingRef,
  onClose,
}: {
  position: string;
  /** Where the acknowledgement went. */
  email: string;
  /** False when the address was sent one in the last day, so none went this time (one a day per address). */
  acknowledged: boolean;
  user: SessionUser | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  return (
    <div role="status" className="space-y-4 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Application sent
      </h3>
      <p className="text-slate-700">
        Thank you! We have your application for <strong className="font-semibold">{position}</strong>. A person reads every
        application, and we reply to everyone within five working days.
      </p>
      <p className="text-sm break-words text-slate-600">
        {acknowledged ? (
          <>
            A confirmation is on its way to <strong className="font-semibold">{email}</strong>.
          </>
        ) : (
          <>
            <strong className="font-semibold">{email}</strong> was sent a confirmation of an application in the last 24 hours, so no other
            is sent today. This application has arrived all the same.
          </>
        )}
      </p>
      {user?.emailVerified && <p className="text-sm text-slate-600">You can follow it under My Profile.</p>}
      <button type="button" onClick={onClose} className={buttonStyles.primary}>
        Done
      </button>
    </div>
  );
}

/**
 * One to five https links, each its own field, with Add and Remove. After a link is added or removed,
 * focus goes to the new link, or to the one before the removed one.
 */
export function LinksFieldset({
  id,
  links,
  errors,
  linkId,
  onLink,
  onAdd,
  onRemove,
}: {
  id: string;
  links: string[];
  errors: ApplyErrors;
  linkId: (index: number) => string;
  onLink: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const focusLink = useRef<number | null>(null);
  useEffect(() => {
    if (focusLink.current === null) return;
    document.getElementById(linkId(focusLink.current))?.focus();
    focusLink.current = null;
  });
  const add = () => {
    focusLink.current = links.length;
    onAdd();
  };
  const remove = (index: number) => {
    onRemove(index);
    focusLink.current = Math.max(0, index - 1);
  };
  const linkCount = links.length;

  return (
    <fieldset aria-describedby={`${id}-links-hint${errors.links ? ` ${id}-links-error` : ''}`}>
      <legend className="block text-sm font-medium text-slate-800">
        Links to your CV or portfolio<RequiredMark />
      </legend>
      <p id={`${id}-links-hint`} className="mt-1 text-sm text-slate-600">
        One to {APPLY_LIMITS.links} https links: a CV in your cloud storage, LinkedIn, GitHub, a portfolio (linkedin.com/in/… is
        fine: we add the https://). We do not take file uploads.
      </p>
      <ul className="mt-2 space-y-3">
        {links.map((link, index) => (
          // The links have no identity but their place: a removed one shifts the rest up.
          <li key={index} className="flex items-start gap-2">
            <Field
              id={linkId(index)}
              className="min-w-0 flex-1"
              label={<span className="sr-only">Link {index + 1}</span>}
              error={errors.linkAt?.[index] ?? (index === 0 ? errors.links : undefined)}
            >
              {(control) => (
                <input
                  {...control}
                  name={`link-${index + 1}`}
                  type="url"
                  inputMode="url"
                  autoComplete={index === 0 ? 'url' : 'off'}
                  maxLength={APPLY_LIMITS.link}
                  placeholder="https://"
                  value={link}
                  onChange={(event) => onLink(index, event.target.value)}
                  // A link typed without https:// shows with it, as it will be sent.
                  onBlur={(event) => {
                    const full = withScheme(event.target.value);
                    if (full !== event.target.value) onLink(index, full);
                  }}
                  className={inputClass({ invalid: Boolean(errors.linkAt?.[index] ?? (index === 0 && errors.links)) })}
                />
              )}
            </Field>
            {linkCount > 1 && (
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove link ${index + 1}`}
                className="mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {linkCount < APPLY_LIMITS.links && (
        <button type="button" onClick={add} className={`${buttonStyles.secondary} mt-3`}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add another link
        </button>
      )}
    </fieldset>
  );
}

/** The consent to keep the application for the stated time, with its error. */
export function ConsentCheckbox({ id, checked, error, onChange }: { id: string; checked: boolean; error?: string; onChange: (checked: boolean) => void }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-consent`}
          name="consent"
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-consent-error` : undefined}
          className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={`${id}-consent`} className="text-sm text-slate-800">
          {CONSENT_TEXT}
          <RequiredMark />
        </label>
      </div>
      {error && (
        <p id={`${id}-consent-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Honeypot: invisible to people and screen readers; bots that fill every field give themselves away. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${id}-website`}>Leave this field empty</label>
      <input
        id={`${id}-website`}
        name="nf-website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The careers apply form (issue #17), shown in the Apply modal: name, e-mail, position, 1–5 https
 * links to a CV or portfolio, a cover note and the consent to keep the data for a stated time. The
 * data code (src/data/applications.ts, and with it the backend) is loaded only when the form is sent,
 * so the public page's first load stays small. As the contact form: a honeypot, a minimum fill time,
 * one application a minute (the rules' limit), and nothing typed is lost when sending fails.
 */
import { CheckCircle2, Loader2, Plus, Send, Trash2, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorCode, type SessionUser } from '@/backend/types.ts';
import { Field, RequiredMark } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { OPEN_POSITIONS } from '@/content/positions.ts';
import { site } from '@/content/site.ts';
import { isEmail } from '@/lib/email.ts';
import { APPLICATION_RETENTION_TEXT } from '@/lib/retention.ts';

/** The same bounds as firestore.rules (src/data/applications.ts APPLICATION_LIMITS; repeated here to keep the data code off the page). */
export const APPLY_LIMITS = { name: 100, email: 254, links: 5, link: 2000, coverNote: 5000 } as const;

/** How long we keep an application: the consent says it, and so does the privacy page. */
export const RETENTION = APPLICATION_RETENTION_TEXT;

export const CONSENT_TEXT = `I agree that ${site.name} keeps this application and the details in it for ${RETENTION} to consider me for open roles, and deletes it after that.`;

/** A person needs a few seconds to fill the form: a sooner submit is held until then (as the contact form). */
export const MIN_FILL_MS = 3000;

export const APPLY_ERROR_TEXT = 'Sorry, your application could not be sent. Please try again: what you typed is still here.';
export const APPLY_RATE_LIMITED_TEXT =
  'You sent an application less than a minute ago. Please wait a minute, then send this one: what you typed is still here.';

interface Values {
  name: string;
  email: string;
  position: string;
  links: string[];
  coverNote: string;
  consent: boolean;
}

type FieldName = 'name' | 'email' | 'position' | 'links' | 'coverNote' | 'consent';
type Errors = Partial<Record<FieldName, string>> & { linkAt?: Record<number, string> };

const isHttpsLink = (value: string) => value.length >= 9 && value.length <= APPLY_LIMITS.link && /^https:\/\/\S+$/.test(value);

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Please enter your full name.';
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email address.';
  else if (!isEmail(email)) errors.email = 'Please enter a valid email address.';
  if (!values.position) errors.position = 'Please choose a position.';
  const linkAt: Record<number, string> = {};
  values.links.forEach((link, index) => {
    const value = link.trim();
    if (value && !isHttpsLink(value)) linkAt[index] = 'Please enter a link that starts with https://';
  });
  if (Object.keys(linkAt).length) errors.linkAt = linkAt;
  else if (!values.links.some((link) => link.trim())) errors.links = 'Please add at least one link to your CV or portfolio.';
  if (values.coverNote.trim().length > APPLY_LIMITS.coverNote) errors.coverNote = `At most ${APPLY_LIMITS.coverNote} characters, please.`;
  if (!values.consent) errors.consent = 'Please agree to how we keep your application, or we cannot consider it.';
  return errors;
}

type Outcome = { kind: 'sent'; position: string } | { kind: 'error' } | { kind: 'rate-limited' };

export function ApplyForm({
  position,
  user,
  onClose,
}: {
  /** The title of the position whose Apply button was used (chosen in the form, can be changed). */
  position: string;
  user: SessionUser | null;
  onClose: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Values>(() => ({
    name: user?.displayName ?? '',
    email: user?.email ?? '',
    position,
    links: [''],
    coverNote: '',
    consent: false,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const renderedAt = useRef<number | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    renderedAt.current ??= Date.now();
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (outcome?.kind === 'sent') sentRef.current?.focus();
  }, [outcome]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key as FieldName]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const setLink = (index: number, value: string) => {
    setValues((current) => ({ ...current, links: current.links.map((link, i) => (i === index ? value : link)) }));
    if (errors.linkAt?.[index] || errors.links) {
      setErrors((current) => {
        const linkAt = { ...current.linkAt };
        delete linkAt[index];
        return { ...current, links: undefined, linkAt };
      });
    }
  };

  const linkId = (index: number) => `${id}-link-${index}`;

  // After a link is added or removed, focus goes to the new link, or to the one before the removed one.
  const focusLink = useRef<number | null>(null);
  useEffect(() => {
    if (focusLink.current === null) return;
    document.getElementById(`${id}-link-${focusLink.current}`)?.focus();
    focusLink.current = null;
  });

  const addLink = () => {
    focusLink.current = values.links.length;
    setValues((current) => ({ ...current, links: [...current.links, ''] }));
  };

  const removeLink = (index: number) => {
    setValues((current) => ({ ...current, links: current.links.filter((_, i) => i !== index) }));
    setErrors((current) => ({ ...current, linkAt: undefined }));
    focusLink.current = Math.max(0, index - 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validate(values);
    setErrors(found);
    const firstLink = found.linkAt ? Number(Object.keys(found.linkAt)[0]) : found.links ? 0 : null;
    const first =
      (found.name && `${id}-name`) ||
      (found.email && `${id}-email`) ||
      (found.position && `${id}-position`) ||
      (firstLink !== null && linkId(firstLink)) ||
      (found.coverNote && `${id}-cover`) ||
      (found.consent && `${id}-consent`) ||
      null;
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    // Spam: a filled honeypot looks sent but is dropped.
    if (honeypot.trim() !== '') {
      setOutcome({ kind: 'sent', position: values.position });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const wait = MIN_FILL_MS - (Date.now() - (renderedAt.current ?? Date.now()));
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!mounted.current) return;
      const { submitApplication } = await import('@/data/applications.ts');
      await submitApplication(values, user);
      if (!mounted.current) return;
      setOutcome({ kind: 'sent', position: values.position });
    } catch (error) {
      if (!mounted.current) return;
      const rateLimited = errorCode(error) === 'application-rate-limited';
      if (!rateLimited) console.error('Error sending application', error);
      setOutcome({ kind: rateLimited ? 'rate-limited' : 'error' });
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  if (outcome?.kind === 'sent') {
    return (
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
        <h3 ref={sentRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          Application sent
        </h3>
        <p className="text-slate-700">
          Thank you! We have your application for <strong className="font-semibold">{outcome.position}</strong>. A person
          reads every application, and we reply to everyone within five working days.
        </p>
        {user?.emailVerified && <p className="text-sm text-slate-600">You can follow it under My Profile.</p>}
        <button type="button" onClick={onClose} className={buttonStyles.primary}>
          Done
        </button>
      </div>
    );
  }

  const linkCount = values.links.length;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label={<>Full Name<RequiredMark /></>} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={APPLY_LIMITS.name}
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              className={inputClass({ invalid: Boolean(errors.name) })}
            />
          )}
        </Field>
        <Field
          id={`${id}-email`}
          label={<>Email Address<RequiredMark /></>}
          error={errors.email}
          hint={
            user?.emailVerified
              ? 'Your account’s address: our reply goes there, and the application shows on your profile.'
              : user
                ? // Only a verified address applies from the account (src/data/contact-messages.ts, sendsAsAccount).
                  'Your account’s address is not verified yet, so this application is sent as a visitor’s: our reply goes to this address.'
                : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              readOnly={Boolean(user?.email && user.emailVerified)}
              maxLength={APPLY_LIMITS.email}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              className={inputClass({ invalid: Boolean(errors.email) })}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-position`} label={<>Position<RequiredMark /></>} error={errors.position}>
        {(control) => (
          <select
            {...control}
            name="position"
            required
            value={values.position}
            onChange={(event) => set('position', event.target.value)}
            className={inputClass({ invalid: Boolean(errors.position) })}
          >
            {OPEN_POSITIONS.map((opening) => (
              <option key={opening.id} value={opening.title}>
                {opening.title}
              </option>
            ))}
          </select>
        )}
      </Field>

      <fieldset aria-describedby={`${id}-links-hint${errors.links ? ` ${id}-links-error` : ''}`}>
        <legend className="block text-sm font-medium text-slate-800">
          Links to your CV or portfolio<RequiredMark />
        </legend>
        <p id={`${id}-links-hint`} className="mt-1 text-sm text-slate-600">
          One to {APPLY_LIMITS.links} https links: a CV in your cloud storage, LinkedIn, GitHub, a portfolio. We do not take
          file uploads.
        </p>
        <ul className="mt-2 space-y-3">
          {values.links.map((link, index) => (
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
                    onChange={(event) => setLink(index, event.target.value)}
                    className={inputClass({ invalid: Boolean(errors.linkAt?.[index] ?? (index === 0 && errors.links)) })}
                  />
                )}
              </Field>
              {linkCount > 1 && (
                <button
                  type="button"
                  onClick={() => removeLink(index)}
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
          <button type="button" onClick={addLink} className={`${buttonStyles.secondary} mt-3`}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add another link
          </button>
        )}
      </fieldset>

      <Field
        id={`${id}-cover`}
        label="Cover Note"
        error={errors.coverNote}
        hint={`Optional, up to ${APPLY_LIMITS.coverNote} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            name="coverNote"
            rows={5}
            maxLength={APPLY_LIMITS.coverNote}
            value={values.coverNote}
            onChange={(event) => set('coverNote', event.target.value)}
            placeholder={`Tell us why you would be a great ${values.position || 'fit'}.`}
            className={inputClass({ invalid: Boolean(errors.coverNote) })}
          />
        )}
      </Field>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            required
            checked={values.consent}
            onChange={(event) => set('consent', event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-slate-800">
            {CONSENT_TEXT}
            <RequiredMark />
          </label>
        </div>
        {errors.consent && (
          <p id={`${id}-consent-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        )}
      </div>

      {/* Honeypot: invisible to people and screen readers; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name="nf-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      <div role="alert">
        {outcome && (
          <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {outcome.kind === 'rate-limited' ? APPLY_RATE_LIMITED_TEXT : APPLY_ERROR_TEXT}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={sending} className={buttonStyles.primary}>
          {sending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Send aria-hidden="true" className="h-4 w-4" />}
          {sending ? 'Sending...' : 'Send Application'}
        </button>
      </div>
    </form>
  );
}

/**
 * The careers apply form, shown in the Apply modal: name, e-mail, position, 1–5 https links to a CV or
 * portfolio, a cover note and the consent to keep the data for a stated time. Its state and sending
 * are ./use-apply-form.ts, its checks and texts ./apply-form-rules.ts, its larger parts
 * ./apply-form-parts.tsx.
 */
import { Loader2, Send, XCircle } from 'lucide-react';
import type { SessionUser } from '@/backend/types.ts';
import { Field, RequiredMark } from '@/components/ui/field.tsx';
import { useUnsavedInModal } from '@/components/ui/modal.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import type { JobOpening } from '@/features/careers/data/openings.ts';
import { ApplicationSent, ConsentCheckbox, Honeypot, LinksFieldset } from './apply-form-parts.tsx';
import { APPLY_ERROR_TEXT, APPLY_LIMITS, APPLY_RATE_LIMITED_TEXT } from './apply-form-rules.ts';
import { useApplyForm } from './use-apply-form.ts';

export function ApplyForm({
  opening,
  openings,
  user,
  onClose,
}: {
  /** The slug of the opening whose Apply button was used (chosen in the form, can be changed). */
  opening: string;
  /** The openings the form offers: the open ones. */
  openings: readonly JobOpening[];
  user: SessionUser | null;
  onClose: () => void;
}) {
  const { id, sentRef, values, errors, set, setLink, addLink, removeLink, linkId, honeypot, setHoneypot, sending, outcome, typed, onSubmit } =
    useApplyForm(opening, openings, user);
  useUnsavedInModal(typed ? 'your application' : null);

  if (outcome?.kind === 'sent') return <ApplicationSent position={outcome.position} email={outcome.email} acknowledged={outcome.acknowledged} user={user} headingRef={sentRef} onClose={onClose} />;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
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
                ? // Only a verified address applies from the account (src/features/enquiries/data/contact-messages.ts, sendsAsAccount).
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
            {openings.map((choice) => (
              <option key={choice.slug} value={choice.slug}>
                {choice.title}
              </option>
            ))}
          </select>
        )}
      </Field>

      <LinksFieldset id={id} links={values.links} errors={errors} linkId={linkId} onLink={setLink} onAdd={addLink} onRemove={removeLink} />

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

      <ConsentCheckbox id={id} checked={values.consent} error={errors.consent} onChange={(checked) => set('consent', checked)} />
      <Honeypot id={id} value={honeypot} onChange={setHoneypot} />

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

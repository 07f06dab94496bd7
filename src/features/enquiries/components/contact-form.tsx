/** The enquiry form (spec §2 "Contact", §5): its heading, the fields, the honeypot, Send Message and the outcome. */
import { Loader2, Send } from 'lucide-react';
import { useRef } from 'react';
import { APP_FORM_ATTRIBUTE, useFormTakeover } from '@/hooks/use-form-takeover.ts';
import { ContactFields } from '@/features/enquiries/components/contact-fields.tsx';
import { ContactOutcomeNotice } from '@/features/enquiries/components/contact-outcome.tsx';
import { useContactForm } from '@/features/enquiries/components/use-contact-form.ts';
import { buttonStyles } from '@/components/ui/styles.ts';
import type { SessionUser } from '@/backend/types.ts';

export function ContactForm({
  fieldId,
  user,
  requested,
}: {
  /** The page's id for a part of it (`name`, `form-heading`, …). */
  fieldId: (name: string) => string;
  user: SessionUser | null;
  /** The service a link asked for, chosen once the page is live. */
  requested: string | null;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useContactForm(user, requested, formRef);
  // Usable before the app is: what was typed, and a submit made meanwhile, are taken over.
  useFormTakeover(formRef, form.adoptTyped);
  const { sending } = form;

  return (
    <section aria-labelledby={fieldId('form-heading')} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {/* Focus comes here when the thanks it moved to clear (./contact-outcome.tsx). */}
      <h2 ref={headingRef} tabIndex={-1} id={fieldId('form-heading')} className="text-2xl font-semibold text-slate-900">
        Send Us a Message
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      {user && (
        <p className="mt-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-800">
          You are logged in as <strong className="font-semibold">{user.email}</strong>.{' '}
          {user.emailVerified
            ? 'Our reply will also appear on your profile.'
            : // Only a verified address sends from the account (src/features/enquiries/data/contact-messages.ts, sendsAsAccount).
              'That address is not verified yet, so this message is sent as a visitor’s: our reply goes to the e-mail address below. Verify your address on your profile to see replies there too.'}
        </p>
      )}

      <form ref={formRef} {...{ [APP_FORM_ATTRIBUTE]: '' }} noValidate onSubmit={(event) => void form.onSubmit(event)} className="mt-6 space-y-5">
        <ContactFields fieldId={fieldId} form={form} />

        {/* Honeypot: invisible to people and screen readers; bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={fieldId('website')}>Leave this field empty</label>
          <input
            id={fieldId('website')}
            name="nf-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.honeypot}
            onChange={(event) => form.setHoneypot(event.target.value)}
          />
        </div>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <button type="submit" disabled={sending} className={`${buttonStyles.primary} w-full sm:w-auto`}>
            <span className="contents in-data-[submit-pending]:hidden">
              {sending ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Send aria-hidden="true" className="h-4 w-4" />
              )}
              {sending ? 'Sending...' : 'Send Message'}
            </span>
            {/* A press before the app has arrived, held by the boot script (which marks the form
                `data-submit-pending`), says so at once, without the app (CSS; the app sends it later). */}
            <span style={{ display: 'none' }} className="in-data-[submit-pending]:contents!">
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              Sending...
            </span>
          </button>
        </div>

        <ContactOutcomeNotice outcome={form.outcome} sentTo={form.sentTo} afterwards={headingRef} />
      </form>
    </section>
  );
}

/** /contact: the enquiry form, contact details, support hours and FAQ (spec §2 "Contact", §5). */
import { CheckCircle2, ChevronDown, Clock, Loader2, Mail, MapPin, Phone, Send, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/app/initial-data.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/app/session.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { buttonStyles, containerStyles, fieldStyles } from '@/components/ui/styles.ts';
import { useSiteSettings } from '@/app/site-settings.tsx';
import { contactFaq } from '@/content/resources.ts';
import { site } from '@/content/site.ts';
import { linesOf, phoneHref } from '@/data/settings.ts';
import { errorCode } from '@/backend/types.ts';
import { addContactMessage, CONTACT_LIMITS, CONTACT_SERVICES, RATE_LIMITED, type ContactInput } from '@/data/contact-messages.ts';
import { isEmail, mailtoHref } from '@/lib/email.ts';

export const CONTACT_SUCCESS_TEXT = "Thank you! Your message has been sent successfully. We'll get back to you soon!";
export const CONTACT_ERROR_TEXT = 'Sorry! There was an error sending your message. Please try again.';
export const CONTACT_SUCCESS_TOAST = "Message sent successfully! We'll get back to you soon.";
export const CONTACT_ERROR_TOAST = 'Error sending message. Please try again.';
/** Spec §9: the status message clears after 5000 ms. */
export const STATUS_CLEAR_MS = 5000;
/**
 * A person needs a few seconds to fill the form: a submit sooner than this after the form appeared is
 * held (the button says "Sending...") until the time has passed, then sent. Bots that fill the
 * honeypot field are dropped silently; the rules limit every sender to one enquiry a minute.
 */
export const MIN_FILL_MS = 3000;

export const RATE_LIMITED_TEXT =
  'You sent us a message less than a minute ago. Please wait a minute, then send this one: what you typed is still here.';

type Field = keyof ContactInput;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: ContactInput = { name: '', email: '', phone: '', company: '', service: '', message: '' };
const REQUIRED_ORDER: Field[] = ['name', 'email', 'service', 'message'];

/**
 * The option a link asked for (`/contact?service=Web%20Development`, from a service's Get Started),
 * matched by name whatever its case; anything else is ignored.
 */
export function requestedService(value: string | null): string | null {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return null;
  return CONTACT_SERVICES.find((service) => service.toLowerCase() === wanted) ?? null;
}

function validate(values: ContactInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your full name.';
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email address.';
  else if (!isEmail(email)) errors.email = 'Please enter a valid email address';
  if (!values.service) errors.service = 'Please select a service.';
  if (!values.message.trim()) errors.message = 'Please tell us about your project.';
  return errors;
}

export function ContactPage() {
  const hydrated = useHydrated();
  const { user } = useSession();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;

  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<'success' | 'error' | 'rate-limited' | null>(null);

  // Signed-in people get their name and e-mail filled in, once per account (adjusting state on a change).
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (user && prefilledFor !== user.uid) {
    setPrefilledFor(user.uid);
    setValues((current) => ({
      ...current,
      name: current.name || user.displayName || '',
      email: current.email || user.email || '',
    }));
  }

  // A service's Get Started link chooses it, once the page is live (the prerendered form has none):
  // once per link followed, so the person can still change it.
  const [searchParams] = useSearchParams();
  const requested = hydrated ? requestedService(searchParams.get('service')) : null;
  const [chosenFor, setChosenFor] = useState<string | null>(null);
  if (requested && chosenFor !== requested) {
    setChosenFor(requested);
    setValues((current) => ({ ...current, service: requested }));
  }

  const renderedAt = useRef<number | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    mounted.current = true;
    renderedAt.current ??= Date.now();
    return () => {
      mounted.current = false;
      if (clearTimer.current) clearTimeout(clearTimer.current);
    };
  }, []);

  const showOutcome = (next: 'success' | 'error' | 'rate-limited') => {
    setOutcome(next);
    if (clearTimer.current) clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setOutcome(null), STATUS_CLEAR_MS);
  };

  const emptyForm = () => {
    setValues({ ...EMPTY, name: user?.displayName ?? '', email: user?.email ?? '' });
    setHoneypot('');
    setErrors({});
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;

    const found = validate(values);
    setErrors(found);
    const firstInvalid = REQUIRED_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }

    // Spam: a filled honeypot looks sent but is dropped.
    if (honeypot.trim() !== '') {
      emptyForm();
      showOutcome('success');
      toast.success(CONTACT_SUCCESS_TOAST);
      return;
    }

    setSending(true);
    setOutcome(null);
    try {
      // Sooner than a person fills the form: held until the minimum time has passed, then sent.
      const wait = MIN_FILL_MS - (Date.now() - (renderedAt.current ?? Date.now()));
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!mounted.current) return;
      await addContactMessage(values, user);
      if (!mounted.current) return;
      emptyForm();
      showOutcome('success');
      toast.success(CONTACT_SUCCESS_TOAST);
    } catch (error) {
      if (!mounted.current) return;
      if (errorCode(error) === RATE_LIMITED) {
        showOutcome('rate-limited');
        return;
      }
      console.error(CONTACT_ERROR_TOAST, error);
      showOutcome('error');
      toast.error(CONTACT_ERROR_TOAST);
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? fieldId(`${field}-error`) : undefined].filter(Boolean).join(' ') || undefined;

  const inputClass = (field: Field) =>
    `${fieldStyles.input} ${errors[field] ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30' : ''}`;

  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={fieldId(`${field}-error`)} className={fieldStyles.error}>
        {errors[field]}
      </p>
    ) : null;

  const requiredMark = (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  );

  return (
    <>
      <Seo
        title="Contact Us"
        description={`Tell ${site.name} about your project: custom software, web and mobile apps or digital marketing. We reply within one business day.`}
        path={paths.contact()}
      />

      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className={`${containerStyles} py-14 text-center sm:py-20`}>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Contact</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">Let&apos;s Talk About Your Project</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Tell us what you want to build or grow. We reply within one business day with questions, ideas and a
            clear next step.
          </p>
        </div>
      </header>

      <div className={`${containerStyles} grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12`}>
        <section aria-labelledby={fieldId('form-heading')} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h2 id={fieldId('form-heading')} className="text-2xl font-semibold text-slate-900">
            Send Us a Message
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">as required</span> are required.
          </p>
          {user && (
            <p className="mt-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-800">
              You are signed in as <strong className="font-semibold">{user.email}</strong>. Our reply will also appear
              on your profile.
            </p>
          )}

          <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <div>
                <label htmlFor={fieldId('name')} className={fieldStyles.label}>
                  Full Name{requiredMark}
                </label>
                <input
                  disabled={!hydrated}
                  id={fieldId('name')}
                  name="name"
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={CONTACT_LIMITS.name}
                  value={values.name}
                  onChange={onChange}
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={describedBy('name')}
                  className={inputClass('name')}
                />
                {errorText('name')}
              </div>
              <div>
                <label htmlFor={fieldId('email')} className={fieldStyles.label}>
                  Email Address{requiredMark}
                </label>
                <input
                  disabled={!hydrated}
                  id={fieldId('email')}
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  maxLength={CONTACT_LIMITS.email}
                  value={values.email}
                  onChange={onChange}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={describedBy('email')}
                  className={inputClass('email')}
                />
                {errorText('email')}
              </div>
              <div>
                <label htmlFor={fieldId('phone')} className={fieldStyles.label}>
                  Phone Number <span className="font-normal text-slate-600">(optional)</span>
                </label>
                <input
                  disabled={!hydrated}
                  id={fieldId('phone')}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={CONTACT_LIMITS.phone}
                  value={values.phone}
                  onChange={onChange}
                  className={inputClass('phone')}
                />
              </div>
              <div>
                <label htmlFor={fieldId('company')} className={fieldStyles.label}>
                  Company Name <span className="font-normal text-slate-600">(optional)</span>
                </label>
                <input
                  disabled={!hydrated}
                  id={fieldId('company')}
                  name="company"
                  type="text"
                  autoComplete="organization"
                  maxLength={CONTACT_LIMITS.company}
                  value={values.company}
                  onChange={onChange}
                  className={inputClass('company')}
                />
              </div>
            </div>

            <div>
              <label htmlFor={fieldId('service')} className={fieldStyles.label}>
                Service Interested In{requiredMark}
              </label>
              <select
                disabled={!hydrated}
                id={fieldId('service')}
                name="service"
                required
                value={values.service}
                onChange={onChange}
                aria-invalid={errors.service ? true : undefined}
                aria-describedby={describedBy('service')}
                className={inputClass('service')}
              >
                <option value="">Select a service</option>
                {CONTACT_SERVICES.map((service) => (
                  <option key={service} value={service}>
                    {service}
                  </option>
                ))}
              </select>
              {errorText('service')}
            </div>

            <div>
              <label htmlFor={fieldId('message')} className={fieldStyles.label}>
                Project Details{requiredMark}
              </label>
              <textarea
                disabled={!hydrated}
                id={fieldId('message')}
                name="message"
                rows={6}
                required
                maxLength={CONTACT_LIMITS.message}
                value={values.message}
                onChange={onChange}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy('message', fieldId('message-hint'))}
                className={`${inputClass('message')} resize-y`}
              />
              <p id={fieldId('message-hint')} className={fieldStyles.hint}>
                Goals, timeline and budget help us reply with something useful. {values.message.length}/
                {CONTACT_LIMITS.message} characters.
              </p>
              {errorText('message')}
            </div>

            {/* Honeypot: invisible to people and screen readers; bots that fill every field give themselves away. */}
            <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
              <label htmlFor={fieldId('website')}>Leave this field empty</label>
              <input
                disabled={!hydrated}
                id={fieldId('website')}
                name="nf-website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={honeypot}
                onChange={(event) => setHoneypot(event.target.value)}
              />
            </div>

            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <button type="submit" disabled={sending || !hydrated} className={`${buttonStyles.primary} w-full sm:w-auto`}>
                {sending ? (
                  <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                ) : (
                  <Send aria-hidden="true" className="h-4 w-4" />
                )}
                {sending ? 'Sending...' : 'Send Message'}
              </button>
            </div>

            <div role="status" aria-live="polite">
              {outcome === 'success' && (
                <p className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  {CONTACT_SUCCESS_TEXT}
                </p>
              )}
            </div>
            <div role="alert">
              {outcome === 'error' && (
                <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                  <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  {CONTACT_ERROR_TEXT}
                </p>
              )}
              {outcome === 'rate-limited' && (
                <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
                  <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  {RATE_LIMITED_TEXT}
                </p>
              )}
            </div>
          </form>
        </section>

        <ContactDetails headingId={fieldId('details-heading')} hoursHeadingId={fieldId('hours-heading')} />
      </div>

      <section aria-labelledby={fieldId('faq-heading')} className="border-t border-slate-200 bg-slate-50">
        <div className={`${containerStyles} py-12 sm:py-16`}>
          <h2 id={fieldId('faq-heading')} className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">
            Frequently Asked Questions
          </h2>
          <div className="mx-auto mt-8 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {contactFaq.map((faq) => (
              <details key={faq.question} className="group px-5 py-4 sm:px-6">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-600 transition group-open:rotate-180" />
                </summary>
                <p className="mt-3 leading-relaxed text-slate-700">{faq.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

/** The office, phone, e-mail and support hours, as the admin set them in Settings (built-in ones until they load). */
function ContactDetails({ headingId, hoursHeadingId }: { headingId: string; hoursHeadingId: string }) {
  const settings = useSiteSettings();
  const address = linesOf(settings.address);
  const hours = linesOf(settings.supportHours);
  return (
    <aside className="space-y-6">
      <section aria-labelledby={headingId} className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8">
        <h2 id={headingId} className="text-xl font-semibold">
          Contact Information
        </h2>
        <ul className="mt-5 space-y-5">
          {address.length > 0 && (
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
              <address className="not-italic text-slate-200">
                <span className="block font-semibold text-white">Office</span>
                {address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          )}
          {settings.phone && (
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
              <div>
                <span className="block font-semibold">Phone</span>
                <a
                  href={phoneHref(settings.phone)}
                  className="text-slate-200 underline-offset-4 hover:text-white hover:underline"
                >
                  {settings.phone}
                </a>
              </div>
            </li>
          )}
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
            <div className="min-w-0">
              <span className="block font-semibold">Email</span>
              <a
                href={mailtoHref(settings.email)}
                className="break-all text-slate-200 underline-offset-4 hover:text-white hover:underline"
              >
                {settings.email}
              </a>
            </div>
          </li>
        </ul>
      </section>

      {hours.length > 0 && (
        <section aria-labelledby={hoursHeadingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id={hoursHeadingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
            Support Hours
          </h2>
          <ul className="mt-4 space-y-2 text-slate-700">
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            Times are Pacific Time. Messages sent outside these hours are answered the next working morning.
          </p>
        </section>
      )}
    </aside>
  );
}

/**
 * The enquiry form's state (spec §2 "Contact", §5, §9): what was typed, which fields are wrong, the
 * honeypot, the send and its outcome. Signed-in people get their name and e-mail filled in; a
 * service a link asked for is chosen once per link followed.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import toast from 'react-hot-toast';
import { errorCode, type SessionUser } from '@/backend/types.ts';
import { addContactMessage, RATE_LIMITED, type ContactInput } from '@/features/enquiries/data/contact-messages.ts';
import { isEmail } from '@/lib/email.ts';
import { notifyFailure } from '@/lib/failure.ts';

/**
 * The spec's toast for a sent enquiry. Not shown: the thanks below the form say the same, stay 5 s
 * rather than 2, take the focus, and repeat the address the reply goes to, so a person is told once,
 * there (./contact-outcome.tsx).
 */
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

export type ContactField = keyof ContactInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
export type ContactOutcome = 'success' | 'error' | 'rate-limited';

const EMPTY: ContactInput = { name: '', email: '', phone: '', company: '', service: '', message: '' };
const REQUIRED_ORDER: ContactField[] = ['name', 'email', 'service', 'message'];

function validate(values: ContactInput): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your full name.';
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email address.';
  else if (!isEmail(email)) errors.email = 'Please enter a valid email address';
  if (!values.service) errors.service = 'Please select a service.';
  if (!values.message.trim()) errors.message = 'Please tell us about your project.';
  return errors;
}

/**
 * The form for `user` (null when signed out), with `requested` (a service a link asked for) chosen;
 * `formRef` is the form element, where a failed check focuses the first wrong field.
 */
export function useContactForm(user: SessionUser | null, requested: string | null, formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);
  /** The address the last message was sent with (the thank-you repeats it). */
  const [sentTo, setSentTo] = useState('');

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
  const [chosenFor, setChosenFor] = useState<string | null>(null);
  if (requested && chosenFor !== requested) {
    setChosenFor(requested);
    setValues((current) => ({ ...current, service: requested }));
  }

  const renderedAt = useRef<number | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    renderedAt.current ??= Date.now();
    return () => {
      mounted.current = false;
      if (clearTimer.current) clearTimeout(clearTimer.current);
    };
  }, []);

  const showOutcome = (next: ContactOutcome) => {
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
    const field = event.target.name as ContactField;
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** What was typed before the app took the form over (useFormTakeover): into the form's state. */
  const adoptTyped = (typed: Record<string, string>) => {
    const fields = Object.keys(EMPTY) as ContactField[];
    const found = fields.filter((field) => typed[field]);
    if (found.length) setValues((current) => ({ ...current, ...Object.fromEntries(found.map((field) => [field, typed[field]])) }));
    if (typed['nf-website']) setHoneypot(typed['nf-website']);
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
      setSentTo(values.email.trim());
      emptyForm();
      showOutcome('success');
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
      setSentTo(values.email.trim());
      emptyForm();
      showOutcome('success');
    } catch (error) {
      if (!mounted.current) return;
      if (errorCode(error) === RATE_LIMITED) {
        showOutcome('rate-limited');
        return;
      }
      showOutcome('error');
      notifyFailure(toast, CONTACT_ERROR_TOAST, error);
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  /** Takes a suggested address ("Did you mean …?") in place of the typed one. */
  const setEmail = (email: string) => {
    setValues((current) => ({ ...current, email }));
    setErrors((current) => ({ ...current, email: undefined }));
  };

  return { values, errors, honeypot, setHoneypot, sending, outcome, sentTo, onChange, onSubmit, adoptTyped, setEmail };
}

export type ContactFormState = ReturnType<typeof useContactForm>;

/**
 * The newsletter box (footer, blog page and the newsletter's past issues). Subscribing stores the
 * address as unconfirmed and has a confirmation link mailed to it (src/features/newsletter/data/newsletter.ts, loaded on submit so the public pages' first
 * load stays small); only a confirmed address receives the newsletter. Someone signed in with the
 * address, verified, is subscribed at once. Demo mode sends no e-mail: it says so and offers to open
 * the confirmation link the message would hold. A page with two boxes asks once: after one of them
 * subscribes, the other says so instead of asking again.
 */
import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, type Location } from 'react-router-dom';
import { APP_FORM_ATTRIBUTE, useFormTakeover } from '@/hooks/use-form-takeover.ts';
import { buttonStyles } from '@/components/ui/styles.ts';
import { isEmail } from '@/lib/email.ts';

/** What the box says before the data module loads (the rest: SUBSCRIBE_TEXT in src/features/newsletter/data/newsletter.ts, loaded on submit). */
export const NEWSLETTER_TEXT = {
  invalid: 'Please enter a valid email address',
  failed: 'We could not subscribe you just now. Please try again.',
} as const;

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; text: string }
  | { kind: 'done'; text: string; demoLink: string | null };

/** The last subscription made on this page view (its location), by which box, for the page's other boxes. */
interface Subscribed {
  location: Location;
  box: string;
  text: string;
}
let lastSubscribed: Subscribed | null = null;
const listeners = new Set<() => void>();
const subscribedStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => lastSubscribed,
  set(value: Subscribed) {
    lastSubscribed = value;
    for (const listener of listeners) listener();
  },
};

export interface NewsletterFormProps {
  variant?: 'light' | 'dark';
  heading?: string;
  intro?: ReactNode;
}

export function NewsletterForm({
  variant = 'light',
  heading = 'Subscribe to our newsletter',
  intro = 'Practical articles on software, the web and marketing, once a month.',
}: NewsletterFormProps) {
  const id = useId();
  const location = useLocation();
  const subscribedHere = useSyncExternalStore(subscribedStore.subscribe, subscribedStore.get, () => null);
  const [email, setEmail] = useState('');
  // Usable before the app is: what was typed, and a submit made meanwhile, are taken over.
  const formRef = useRef<HTMLFormElement>(null);
  useFormTakeover(formRef, (typed) => {
    if (typed.email) setEmail(typed.email);
  });
  const [state, setState] = useState<State>({ kind: 'idle' });
  const dark = variant === 'dark';
  const busy = state.kind === 'busy';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!isEmail(value)) {
      setState({ kind: 'error', text: NEWSLETTER_TEXT.invalid });
      return;
    }
    setState({ kind: 'busy' });
    let newsletter: typeof import('@/features/newsletter/data/newsletter.ts');
    try {
      newsletter = await import('@/features/newsletter/data/newsletter.ts');
    } catch (error) {
      console.error('Newsletter subscription failed', error);
      setState({ kind: 'error', text: NEWSLETTER_TEXT.failed });
      return;
    }
    try {
      const result = await newsletter.subscribe(value, null);
      setEmail('');
      const text = newsletter.subscribedText(result);
      setState({ kind: 'done', text, demoLink: result.kind === 'link-sent' ? result.demoLink : null });
      subscribedStore.set({ location, box: id, text });
    } catch (error) {
      const invalid = error instanceof Error && 'code' in error && error.code === newsletter.NEWSLETTER_ERRORS.invalidEmail;
      const text = invalid ? NEWSLETTER_TEXT.invalid : newsletter.subscribeErrorText(error);
      if (!text) console.error('Newsletter subscription failed', error);
      setState({ kind: 'error', text: text ?? NEWSLETTER_TEXT.failed });
    }
  }

  const statusText = state.kind === 'error' || state.kind === 'done' ? state.text : null;
  const textColour = dark ? 'text-emerald-300' : 'text-emerald-800';
  const linkColour = dark ? 'text-white underline' : 'text-brand-700 underline';
  // Another box on this page has just subscribed: this one says so rather than ask again.
  const answeredElsewhere = subscribedHere?.location === location && subscribedHere.box !== id ? subscribedHere.text : null;

  return (
    <form ref={formRef} {...{ [APP_FORM_ATTRIBUTE]: '' }} onSubmit={submit} noValidate className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div>
        <h2 className={`text-lg font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>{heading}</h2>
        <p className={`mt-1 text-sm ${dark ? 'text-slate-300' : 'text-slate-700'}`}>{intro}</p>
      </div>
      {answeredElsewhere ? (
        <p className={`w-full text-sm lg:max-w-md ${textColour}`}>{answeredElsewhere}</p>
      ) : (
        <div className="w-full lg:max-w-md">
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              readOnly={busy}
              autoComplete="email"
              placeholder="Enter your email"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={state.kind === 'error'}
              aria-describedby={statusText ? `${id}-status` : undefined}
              className={`min-h-11 w-full rounded-lg border px-3 py-2 ${
                dark
                  ? 'border-slate-600 bg-slate-800 text-white placeholder:text-slate-400'
                  : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500'
              }`}
            />
            <button type="submit" aria-disabled={busy} className={buttonStyles.primary}>
              {busy ? 'Subscribing…' : 'Subscribe'}
            </button>
          </div>
          {statusText && (
            <p
              id={`${id}-status`}
              role={state.kind === 'error' ? 'alert' : 'status'}
              className={`mt-2 text-sm ${state.kind === 'error' ? (dark ? 'text-red-300' : 'text-red-700') : textColour}`}
            >
              {statusText}
            </p>
          )}
          {state.kind === 'done' && state.demoLink && (
            <p className={`mt-1 text-sm ${textColour}`}>
              Demo mode sends no e-mail, so the link is here instead.{' '}
              <Link to={state.demoLink} className={`font-semibold ${linkColour}`}>
                Open the confirmation link
              </Link>
            </p>
          )}
        </div>
      )}
    </form>
  );
}

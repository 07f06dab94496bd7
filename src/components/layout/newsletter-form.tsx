/**
 * The newsletter box. There is no mailing-list service behind the site, so subscribing opens the
 * visitor's mail app with a subscription request to the company, and says so, rather than pretending.
 */
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '@/app/initial-data.tsx';
import { site } from '@/content/site.ts';
import { buttonStyles } from '@/components/ui/styles.ts';
import { isEmail, mailtoHref } from '@/lib/email.ts';

export function subscribeHref(email: string): string {
  return mailtoHref(site.email, { subject: 'Newsletter subscription', body: `Please add ${email} to the ${site.name} newsletter.` });
}

export function NewsletterForm({ variant = 'light' }: { variant?: 'light' | 'dark' }) {
  const hydrated = useHydrated();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'error' | 'done'; text?: string }>({ kind: 'idle' });
  const dark = variant === 'dark';

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!isEmail(value)) {
      setState({ kind: 'error', text: 'Please enter a valid email address' });
      return;
    }
    window.location.href = subscribeHref(value);
    setState({ kind: 'done', text: 'Your e-mail app has opened with the request: send it and you are subscribed.' });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <h2 className={`text-lg font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>Subscribe to our newsletter</h2>
        <p className={`mt-1 text-sm ${dark ? 'text-slate-300' : 'text-slate-700'}`}>
          Practical articles on software, the web and marketing, once a month.
        </p>
      </div>
      <div className="w-full lg:max-w-md">
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            disabled={!hydrated}
            autoComplete="email"
            placeholder="Enter your email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={state.kind === 'error'}
            aria-describedby={state.text ? `${id}-status` : undefined}
            className={`min-h-11 w-full rounded-lg border px-3 py-2 ${
              dark
                ? 'border-slate-600 bg-slate-800 text-white placeholder:text-slate-400'
                : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500'
            }`}
          />
          <button type="submit" disabled={!hydrated} className={buttonStyles.primary}>
            Subscribe
          </button>
        </div>
        {state.text && (
          <p
            id={`${id}-status`}
            role={state.kind === 'error' ? 'alert' : 'status'}
            className={`mt-2 text-sm ${state.kind === 'error' ? (dark ? 'text-red-300' : 'text-red-700') : dark ? 'text-emerald-300' : 'text-emerald-800'}`}
          >
            {state.text}
          </p>
        )}
      </div>
    </form>
  );
}

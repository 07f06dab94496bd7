/** /forgot-password: sends a password-reset e-mail (linked from the sign-in page). */
import { ArrowLeft, Info, KeyRound, Loader2, MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/context/session.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { SIGN_UP_MESSAGES } from '@/features/accounts/data/auth-errors.ts';
import { errorCode } from '@/backend/types.ts';
import { sendPasswordReset } from '@/features/accounts/data/session.ts';
import { EMAIL_MAX, isEmail } from '@/lib/email.ts';
import { notifyFailure } from '@/lib/failure.ts';

const INVALID_EMAIL = SIGN_UP_MESSAGES['auth/invalid-email'];

/** The sign-in page passes the e-mail already typed there. */
function emailFromState(state: unknown): string {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') return state.email;
  return '';
}

export function ForgotPasswordPage() {
  const { backendKind } = useSession();
  const location = useLocation();
  const id = useId();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!isEmail(address)) {
      setError(INVALID_EMAIL);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await sendPasswordReset(address);
      toast.success('Password reset email sent!');
      setSentTo(address);
    } catch (caught) {
      if (errorCode(caught) === 'auth/invalid-email') setError(INVALID_EMAIL);
      notifyFailure(toast, 'Error sending reset email', caught);
    } finally {
      setSending(false);
    }
  };


  return (
    <>
      <Seo
        title="Reset Your Password"
        description="Get a link to reset the password of your account."
        path={paths.forgotPassword()}
        noindex
      />
      <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:items-center sm:py-16">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
          <div className="text-center">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <KeyRound aria-hidden="true" className="h-6 w-6" />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Reset Your Password</h1>
            <p className="mt-2 text-sm text-slate-600">
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </p>
          </div>

          {backendKind === 'demo' && (
            <p className="mt-6 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-slate-800">
              <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
              <span>
                Note: no e-mail is actually sent in demo mode. To try the site, log in with one of the demo accounts
                listed on the login page.
              </span>
            </p>
          )}

          {sentTo ? (
            <div role="status" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-5 text-center">
              <MailCheck aria-hidden="true" className="mx-auto h-8 w-8 text-green-700" />
              <h2 className="mt-3 font-semibold text-slate-900">Check your email</h2>
              <p className="mt-2 text-sm text-slate-700">
                If an account exists for <strong className="break-all font-semibold">{sentTo}</strong>, a password reset
                link is on its way. It may take a few minutes; check your spam folder too.
              </p>
              <button
                type="button"
                onClick={() => setSentTo(null)}
                className="mt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Use a different email
              </button>
            </div>
          ) : (
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5">
              <Field id={`${id}-email`} label="Email" error={error} errorRole="alert">
                {(control) => (
                  <input
                    {...control}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    required
                    maxLength={EMAIL_MAX}
                    value={email}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      if (error) setError(null);
                    }}
                    className={inputClass({ invalid: Boolean(error) })}
                  />
                )}
              </Field>
              <button type="submit" disabled={sending} className={`${buttonStyles.primary} w-full`}>
                {sending && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
                {sending ? 'Sending...' : 'Send reset link'}
              </button>
            </form>
          )}

          <p className="mt-6 text-center text-sm">
            <Link
              to={paths.login()}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to login
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}

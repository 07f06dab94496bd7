/** The sign-in page's password field and its demo accounts (./login.tsx). */
import { SupportLinked } from '@/components/ui/support-linked.tsx';
import { AlertCircle, Eye, EyeOff, LogIn, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { fieldStyles } from '@/components/ui/styles.ts';
import { MIN_PASSWORD_LENGTH, PASSWORD_RULE_HINT, warmPasswordCheck } from '@/features/accounts/data/password-rule.ts';
import { DISPLAY_NAME_MAX } from '@/features/accounts/data/users.ts';
import { paths } from '@/lib/paths.ts';

const PASSWORD_MAX = 128;

/** The demo backend's seeded accounts (a tiny module: the demo backend itself is not pulled in). */
const DEMO_ACCOUNT_LIST = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.editor, DEMO_ACCOUNTS.user];

export type DemoAccount = (typeof DEMO_ACCOUNT_LIST)[number];

/**
 * The password, with Show/Hide; signing up it states the password rule and fetches the rule's check as
 * the field is entered.
 */
export function PasswordField({
  id,
  signingUp,
  value,
  onChange,
  errorId,
  className,
}: {
  id: string;
  signingUp: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The form's error, when it shows one. */
  errorId: string | null;
  className: string;
}) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        Password
      </label>
      <div className="relative">
        <input
          id={id}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          minLength={signingUp ? MIN_PASSWORD_LENGTH : undefined}
          maxLength={PASSWORD_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={signingUp ? warmPasswordCheck : undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[signingUp ? `${id}-hint` : '', errorId ?? ''].filter(Boolean).join(' ') || undefined}
          className={`${className} pr-12`}
        />
        <button
          type="button"
          onClick={() => setShowPassword((shown) => !shown)}
          aria-label={showPassword ? 'Hide password' : 'Show password'}
          aria-pressed={showPassword}
          aria-controls={id}
          className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {showPassword ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
        </button>
      </div>
      {signingUp && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {PASSWORD_RULE_HINT}
        </p>
      )}
    </div>
  );
}

/**
 * Signing in: "Forgot password?" (carrying the e-mail typed), below Log In, so that Tab goes from the
 * e-mail to the password to Log In and reaches it after them.
 */
export function ForgotPasswordLink({ email }: { email: string }) {
  return (
    <p className="text-center text-sm">
      <Link
        to={paths.forgotPassword()}
        state={email.trim() ? { email: email.trim() } : undefined}
        className="font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        Forgot password?
      </Link>
    </p>
  );
}

/** Demo mode only: the seeded accounts, each with a button that fills the form in. */
export function DemoAccounts({ onUse }: { onUse: (account: DemoAccount) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-demo`} className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-slate-800">
      <h2 id={`${id}-demo`} className="font-semibold text-slate-900">
        Demo accounts
      </h2>
      <p className="mt-1 text-slate-700">This site is running in demo mode. Try it with one of these accounts:</p>
      <ul className="mt-3 space-y-2">
        {DEMO_ACCOUNT_LIST.map((account) => (
          <li key={account.email} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-amber-200">
            <span className="min-w-0">
              <span className="font-semibold">{account.role}:</span> <span className="break-all font-mono text-xs">{account.email}</span> /{' '}
              <span className="font-mono text-xs">{account.password}</span>
            </span>
            <button
              type="button"
              onClick={() => onUse(account)}
              aria-label={`Use ${account.role.toLowerCase()} account`}
              className="rounded-md border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Use
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The card's heading: what this mode is for. */
export function LoginHeading({ signingUp }: { signingUp: boolean }) {
  return (
    <div className="text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {signingUp ? <UserPlus aria-hidden="true" className="h-6 w-6" /> : <LogIn aria-hidden="true" className="h-6 w-6" />}
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{signingUp ? 'Create Your Account' : 'Welcome Back'}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {signingUp ? 'Follow your enquiries and read our replies in one place.' : 'Log in to follow your enquiries and read our replies.'}
      </p>
    </div>
  );
}

/** Below the form: the switch to the other mode, and the terms. */
export function LoginFooter({ signingUp, onSwitch }: { signingUp: boolean; onSwitch: () => void }) {
  return (
    <>
      <p className="mt-6 text-center text-sm text-slate-700">
        {signingUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button
          type="button"
          onClick={onSwitch}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {signingUp ? 'Log in' : 'Sign up'}
        </button>
      </p>

      <p className="mt-4 text-center text-xs leading-relaxed text-slate-600">
        By continuing you agree to our{' '}
        <Link to={paths.terms()} className="font-medium text-brand-700 underline underline-offset-2">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy()} className="font-medium text-brand-700 underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </>
  );
}

/** What went wrong, above the form; the fields point to it. */
export function LoginError({ id, text }: { id: string; text: string }) {
  return (
    <div id={id} role="alert" className="mt-6 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <SupportLinked text={text} />
      </span>
    </div>
  );
}

/** Signing up: the full name. */
export function NameField({
  id,
  value,
  onChange,
  errorId,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  errorId: string | null;
  className: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={fieldStyles.label}>
        Full Name
      </label>
      <input
        id={id}
        name="name"
        type="text"
        autoComplete="name"
        required
        maxLength={DISPLAY_NAME_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={errorId ?? undefined}
        className={className}
      />
    </div>
  );
}

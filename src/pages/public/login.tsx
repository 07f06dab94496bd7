/** /login: one page for signing in and signing up (spec §2 "Login / sign-up", §5, §8). */
import { AlertCircle, Eye, EyeOff, Loader2, LogIn, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect } from '@/lib/paths.ts';
import { useSession } from '@/app/session.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, fieldStyles } from '@/components/ui/styles.ts';
import { isExpectedAuthFailure, signInMessage, signUpMessage, SIGN_UP_MESSAGES } from '@/data/auth-errors.ts';
import { site } from '@/content/site.ts';
import { MIN_PASSWORD_LENGTH, signIn, signUp } from '@/data/session.ts';
import { DISPLAY_NAME_MAX } from '@/data/users.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { EMAIL_MAX, isEmail } from '@/lib/email.ts';

type Mode = 'signin' | 'signup';

/** The demo backend's seeded accounts (a tiny module: the demo backend itself is not pulled in). */
const DEMO_ACCOUNT_LIST = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.user];

const PASSWORD_MAX = 128;

/** The guards pass where the person was going as `?redirect=`, or as `state.from` (a path or a location). */
function fromState(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('from' in state)) return undefined;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const { pathname, search, hash } = from as { pathname: string; search?: unknown; hash?: unknown };
    return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return undefined;
}

export function LoginPage() {
  const { status, user, backendKind, refresh } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect') ?? fromState(location.state));
  const id = useId();

  const [mode, setMode] = useState<Mode>(searchParams.get('mode') === 'signup' ? 'signup' : 'signin');
  const [name, setName] = useState('');
  // An admin's invitation link (/login?mode=signup&email=…) fills the e-mail in.
  const [email, setEmail] = useState(() => searchParams.get('email')?.trim().slice(0, EMAIL_MAX) ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // Once this page has been used, it navigates itself; the automatic redirect is for people already signed in.
  const [attempted, setAttempted] = useState(false);

  const signingUp = mode === 'signup';
  const errorId = `${id}-error`;

  if (status === 'ready' && user && !attempted) return <Navigate to={target} replace />;

  const switchMode = () => {
    setMode(signingUp ? 'signin' : 'signup');
    setError(null);
  };

  const fillDemoAccount = (account: (typeof DEMO_ACCOUNT_LIST)[number]) => {
    setMode('signin');
    setEmail(account.email);
    setPassword(account.password);
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    setError(null);

    if (signingUp && !name.trim()) return setError('Please enter your full name');
    if (!email.trim() || !isEmail(email.trim())) return setError(SIGN_UP_MESSAGES['auth/invalid-email']);
    if (!password) return setError('Please enter your password');
    if (signingUp && password.length < MIN_PASSWORD_LENGTH) return setError(SIGN_UP_MESSAGES['auth/weak-password']);

    setAttempted(true);
    setWorking(true);
    try {
      if (signingUp) {
        await signUp(name, email, password);
        toast.success('Account created successfully!');
      } else {
        await signIn(email, password);
        toast.success('Welcome back!');
      }
      // The display name and the user document were written after the session began: read them now.
      await refresh();
      navigate(target, { replace: true });
    } catch (caught) {
      // A wrong password or a deactivated account is the form's to say, not an error of the site's.
      if (!isExpectedAuthFailure(caught)) console.error(signingUp ? 'Sign-up failed' : 'Sign-in failed', caught);
      setError(signingUp ? signUpMessage(caught) : signInMessage(caught));
      setWorking(false);
    }
  };

  if (status === 'loading') {
    return (
      <>
        <Seo title="Sign In" path={paths.login()} noindex />
        <Spinner className="min-h-[50vh]" />
      </>
    );
  }

  const inputClass = `${fieldStyles.input} ${error ? 'border-red-600' : ''}`;
  const submitLabel = signingUp ? 'Create Account' : 'Sign In';

  return (
    <>
      <Seo
        title={signingUp ? 'Create an Account' : 'Sign In'}
        description={`Sign in to your ${site.name} account to follow your enquiries and read our replies.`}
        path={paths.login()}
        noindex
      />
      <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:items-center sm:py-16">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
            <div className="text-center">
              <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                {signingUp ? <UserPlus aria-hidden="true" className="h-6 w-6" /> : <LogIn aria-hidden="true" className="h-6 w-6" />}
              </span>
              <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
                {signingUp ? 'Create Your Account' : 'Welcome Back'}
              </h1>
              <p className="mt-2 text-sm text-slate-600">
                {signingUp
                  ? 'Follow your enquiries and read our replies in one place.'
                  : 'Sign in to follow your enquiries and read our replies.'}
              </p>
            </div>

            {error && (
              <div
                id={errorId}
                role="alert"
                className="mt-6 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{error}</span>
              </div>
            )}

            <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5">
              {signingUp && (
                <div>
                  <label htmlFor={`${id}-name`} className={fieldStyles.label}>
                    Full Name
                  </label>
                  <input
                    id={`${id}-name`}
                    name="name"
                    type="text"
                    autoComplete="name"
                    required
                    maxLength={DISPLAY_NAME_MAX}
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    aria-describedby={error ? errorId : undefined}
                    className={inputClass}
                  />
                </div>
              )}

              <div>
                <label htmlFor={`${id}-email`} className={fieldStyles.label}>
                  Email
                </label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  maxLength={EMAIL_MAX}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={inputClass}
                />
              </div>

              <div>
                <div className="flex items-center justify-between gap-3">
                  <label htmlFor={`${id}-password`} className={fieldStyles.label}>
                    Password
                  </label>
                  {!signingUp && (
                    <Link
                      to={paths.forgotPassword()}
                      state={email.trim() ? { email: email.trim() } : undefined}
                      className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                    >
                      Forgot password?
                    </Link>
                  )}
                </div>
                <div className="relative">
                  <input
                    id={`${id}-password`}
                    name="password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete={signingUp ? 'new-password' : 'current-password'}
                    required
                    minLength={signingUp ? MIN_PASSWORD_LENGTH : undefined}
                    maxLength={PASSWORD_MAX}
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[signingUp ? `${id}-password-hint` : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
                    className={`${inputClass} pr-12`}
                  />
                  <button
                    type="button"
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    aria-pressed={showPassword}
                    aria-controls={`${id}-password`}
                    className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {showPassword ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
                  </button>
                </div>
                {signingUp && (
                  <p id={`${id}-password-hint`} className={fieldStyles.hint}>
                    At least {MIN_PASSWORD_LENGTH} characters.
                  </p>
                )}
              </div>

              <button type="submit" disabled={working} className={`${buttonStyles.primary} w-full`}>
                {working && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
                {working ? (signingUp ? 'Creating account...' : 'Signing in...') : submitLabel}
              </button>
            </form>

            <p className="mt-6 text-center text-sm text-slate-700">
              {signingUp ? 'Already have an account?' : "Don't have an account?"}{' '}
              <button
                type="button"
                onClick={switchMode}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {signingUp ? 'Sign in' : 'Sign up'}
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
          </div>

          {backendKind === 'demo' && (
            <section
              aria-labelledby={`${id}-demo`}
              className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-slate-800"
            >
              <h2 id={`${id}-demo`} className="font-semibold text-slate-900">
                Demo accounts
              </h2>
              <p className="mt-1 text-slate-700">This site is running in demo mode. Try it with one of these accounts:</p>
              <ul className="mt-3 space-y-2">
                {DEMO_ACCOUNT_LIST.map((account) => (
                  <li
                    key={account.email}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-amber-200"
                  >
                    <span className="min-w-0">
                      <span className="font-semibold">{account.role}:</span>{' '}
                      <span className="break-all font-mono text-xs">{account.email}</span> /{' '}
                      <span className="font-mono text-xs">{account.password}</span>
                    </span>
                    <button
                      type="button"
                      onClick={() => fillDemoAccount(account)}
                      aria-label={`Use ${account.role.toLowerCase()} account`}
                      className="rounded-md border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      Use
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </>
  );
}

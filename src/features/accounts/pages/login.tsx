/** /login: one page for signing in and signing up (spec §2 "Login / sign-up", §5, §8). */
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect } from '@/lib/paths.ts';
import { useSession } from '@/context/session.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, fieldStyles, inputClass } from '@/components/ui/styles.ts';
import { isExpectedAuthFailure, signInMessage, signUpMessage, SIGN_UP_MESSAGES } from '@/features/accounts/data/auth-errors.ts';
import { site } from '@/content/site.ts';
import { newPasswordProblem } from '@/features/accounts/data/password-rule.ts';
import { signIn, signUp } from '@/features/accounts/data/session.ts';
import { EMAIL_MAX, isEmail } from '@/lib/email.ts';
import { DemoAccounts, ForgotPasswordLink, LoginError, LoginFooter, LoginHeading, NameField, PasswordField, type DemoAccount } from './login-parts.tsx';

type Mode = 'signin' | 'signup';


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

  const fillDemoAccount = (account: DemoAccount) => {
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
    if (signingUp) {
      setWorking(true);
      const problem = await newPasswordProblem(password, [name, email]);
      if (problem) {
        setWorking(false);
        return setError(problem);
      }
    }

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
      if (!isExpectedAuthFailure(caught)) console.error(signingUp ? 'Sign-up failed' : 'Login failed', caught);
      setError(signingUp ? signUpMessage(caught) : signInMessage(caught));
      setWorking(false);
    }
  };

  if (status === 'loading') {
    return (
      <>
        <Seo title="Log In" path={paths.login()} noindex />
        <Spinner className="min-h-[50vh]" />
      </>
    );
  }

  const controlClass = inputClass({ invalid: Boolean(error) });
  const submitLabel = signingUp ? 'Create Account' : 'Log In';

  return (
    <>
      <Seo
        title={signingUp ? 'Create an Account' : 'Log In'}
        description={`Log in to your ${site.name} account to follow your enquiries and read our replies.`}
        path={paths.login()}
        noindex
      />
      <div className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12 sm:items-center sm:py-16">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
            <LoginHeading signingUp={signingUp} />

            {error && <LoginError id={errorId} text={error} />}

            <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5">
              {signingUp && (
                <NameField id={`${id}-name`} value={name} onChange={setName} errorId={error ? errorId : null} className={controlClass} />
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
                  className={controlClass}
                />
              </div>

              <PasswordField
                id={`${id}-password`}
                signingUp={signingUp}
                value={password}
                onChange={setPassword}
                errorId={error ? errorId : null}
                className={controlClass}
              />

              <button type="submit" disabled={working} className={`${buttonStyles.primary} w-full`}>
                {working && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
                {working ? (signingUp ? 'Creating account...' : 'Logging in...') : submitLabel}
              </button>
              {!signingUp && <ForgotPasswordLink email={email} />}
            </form>

            <LoginFooter signingUp={signingUp} onSwitch={switchMode} />
          </div>

          {backendKind === 'demo' && <DemoAccounts onUse={fillDemoAccount} />}
        </div>
      </div>
    </>
  );
}

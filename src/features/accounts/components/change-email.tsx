/**
 * Change e-mail with verification (account self-service): the new address and the current password;
 * a link goes to the new address, and the account's e-mail changes only when it is followed
 * (Firebase's `verifyBeforeUpdateEmail`). Until then this says where the link went and that the
 * e-mail stays. The person follows it in their mail (demo mode sends none: its "inbox" is a button
 * here), then says so; the account is asked again and, changed, the profile follows.
 */
import { Loader2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@/context/session.tsx';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { demoPendingEmailChange, followDemoEmailChangeLink, requestEmailChange } from '@/features/accounts/data/account.ts';
import { accountChangeMessage, endsSession, isExpectedAccountChangeFailure, isWrongCurrentPassword, SIGN_UP_MESSAGES } from '@/features/accounts/data/auth-errors.ts';
import { reloadAccount } from '@/features/accounts/data/session.ts';
import { isEmail } from '@/lib/email.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { CURRENT_PASSWORD_MISSING } from './change-password.tsx';
import { PasswordInput } from './password-input.tsx';

interface Errors {
  email?: string;
  password?: string;
}

export const SAME_EMAIL = 'This is already your email address';

/** What happens, said before it does: the address changes with the link; the history stays. */
export const EMAIL_CHANGE_HINT =
  'We will send a link to this address. Your email changes once you follow it. Your messages and applications stay with your account.';

export function ChangeEmail({ onDone }: { onDone: () => void }) {
  const { user, backendKind, refresh } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'sending' | 'checking' | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const demo = backendKind === 'demo';

  // Demo mode remembers a link not yet followed (Firebase keeps that to itself).
  useEffect(() => {
    if (!demo) return;
    let live = true;
    void demoPendingEmailChange().then((address) => live && address && setPending(address));
    return () => {
      live = false;
    };
  }, [demo]);

  if (!user) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim().toLowerCase();
    const found: Errors = {};
    if (!isEmail(address)) found.email = SIGN_UP_MESSAGES['auth/invalid-email'];
    else if (address === user.email) found.email = SAME_EMAIL;
    if (!password) found.password = CURRENT_PASSWORD_MISSING;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy('sending');
    try {
      await requestEmailChange(password, address);
      setPending(address);
      setPassword('');
      toast.success(`Verification link sent to ${address}`);
    } catch (error) {
      const message = accountChangeMessage(error);
      const code = (error as { code?: string }).code;
      if (isWrongCurrentPassword(error)) setErrors({ password: message });
      else if (code === 'auth/email-already-in-use' || code === 'auth/invalid-email') setErrors({ email: message });
      else if (isExpectedAccountChangeFailure(error)) toast.error(message);
      else notifyFailure(toast, 'Error sending the e-mail change link', error, { shown: message });
    } finally {
      setBusy(null);
    }
  };

  /** Asks the account again: has the link been followed? */
  const check = async (followDemoLink: boolean) => {
    if (!pending) return;
    setBusy('checking');
    try {
      if (followDemoLink) await followDemoEmailChangeLink();
      const account = await reloadAccount();
      if (account?.email === pending) {
        await refresh();
        toast.success(`Your email address is now ${pending}`);
        setPending(null);
        onDone();
      } else {
        toast.error(`Not changed yet: open the link in the e-mail we sent to ${pending}`);
      }
    } catch (error) {
      // A session the identity service ended has been signed out with a notice already.
      if (endsSession(error)) return;
      if (isExpectedAccountChangeFailure(error)) toast.error(accountChangeMessage(error));
      else notifyFailure(toast, 'Error checking the e-mail change', error, { shown: accountChangeMessage(error) });
      if (followDemoLink) setPending(null);
    } finally {
      setBusy(null);
    }
  };

  if (pending) {
    return (
      <div className="grid gap-4">
        <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
          <p>
            We sent a link to <strong className="break-all">{pending}</strong>. Your email address stays{' '}
            <strong className="break-all">{user.email}</strong> until you follow it.
          </p>
          {demo && <p className="mt-2 text-slate-700">Demo mode sends no e-mail: open the link here instead.</p>}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          {demo ? (
            <button type="button" onClick={() => void check(true)} disabled={busy !== null} className={buttonStyles.primary}>
              {busy === 'checking' && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
              Open the Link
            </button>
          ) : (
            <button type="button" onClick={() => void check(false)} disabled={busy !== null} className={buttonStyles.primary}>
              {busy === 'checking' && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
              {"I've Followed the Link"}
            </button>
          )}
          <button type="button" onClick={() => setPending(null)} disabled={busy !== null} className={buttonStyles.secondary}>
            Use Another Address
          </button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Change email" className="grid gap-4">
      <Field label="New Email" error={errors.email} errorRole="alert" hint={EMAIL_CHANGE_HINT}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={`${inputClass({ invalid: Boolean(errors.email) })} max-w-md`}
          />
        )}
      </Field>
      <PasswordInput label="Current Password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={busy !== null} className={buttonStyles.primary}>
          {busy === 'sending' && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {busy === 'sending' ? 'Sending...' : 'Send Verification Link'}
        </button>
        <button type="button" onClick={onDone} disabled={busy !== null} className={buttonStyles.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}

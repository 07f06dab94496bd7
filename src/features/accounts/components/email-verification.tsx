/**
 * The Profile tab's "Email Verification" entry: Verified (in demo mode, which sends no e-mail, "Not
 * checked", as it is), or Not verified with a way to get the link
 * again and to say "I've verified it". The person verifies in their mail, usually in another tab; when
 * they come back to this one (focus), the account is asked again, so the badge — and the enquiries
 * sent with that address before they signed up — follow without a reload.
 */
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@/context/session.tsx';
import { reloadAccount, resendVerificationEmail } from '@/features/accounts/data/session.ts';
import { notifyFailure } from '@/lib/failure.ts';

/** What demo mode's profile says of an address: it was never checked, only taken as verified. */
export const DEMO_VERIFICATION_NOTE = 'Demo mode sends no e-mail, so nobody has confirmed this address: the demo treats it as verified.';

const linkButton = 'text-sm font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-60';

export function EmailVerification() {
  const { user, refresh, backendKind } = useSession();
  const [busy, setBusy] = useState<'resending' | 'checking' | null>(null);
  const verified = user?.emailVerified ?? false;

  /** Asks the identity service again; says what it found when the person asked. */
  const check = useCallback(
    async (announce: boolean) => {
      try {
        const account = await reloadAccount();
        if (account?.emailVerified) {
          await refresh();
          if (announce) toast.success('Email verified');
        } else if (announce) {
          toast.error(`Not verified yet: open the link in the e-mail we sent to ${account?.email ?? 'you'}`);
        }
      } catch (error) {
        if (!announce) return;
        notifyFailure(toast, 'Error checking the e-mail verification', error, { shown: 'Could not check your e-mail verification. Please try again.' });
      }
    },
    [refresh],
  );

  useEffect(() => {
    if (verified) return;
    const onFocus = () => void check(false);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [verified, check]);

  // Demo mode sends no e-mail: its accounts count as verified from the start (src/backend/local/local-auth.ts),
  // though nobody has opened a link. The profile says so rather than "Verified".
  if (verified && backendKind === 'demo') {
    return (
      <>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-800">Not checked</span>
        <span className="text-sm text-slate-600">{DEMO_VERIFICATION_NOTE}</span>
      </>
    );
  }
  if (verified) {
    return <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-medium text-green-800">Verified</span>;
  }

  const resend = async () => {
    setBusy('resending');
    try {
      await resendVerificationEmail();
      toast.success('Verification email sent');
    } catch (error) {
      notifyFailure(toast, 'Error sending verification email', error);
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    setBusy('checking');
    await check(true);
    setBusy(null);
  };

  return (
    <>
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">Not verified</span>
      <button type="button" onClick={() => void resend()} disabled={busy !== null} className={linkButton}>
        {busy === 'resending' ? 'Sending...' : 'Resend verification email'}
      </button>
      <button type="button" onClick={() => void confirm()} disabled={busy !== null} className={linkButton}>
        {busy === 'checking' ? 'Checking...' : "I've verified it"}
      </button>
    </>
  );
}

/**
 * Delete my account (account self-service). A dialog lists what goes (the profile, the login, the
 * enquiries sent logged in with our replies, the job applications sent logged in) and what stays (what
 * was sent logged out), counted from the person's own lists, and asks them to type DELETE and their
 * password; then those are deleted, staff's activity log says so with the counts, and the person is
 * signed out, taken home and told. An administrator is told to have their admin role removed first
 * (the rules refuse it too), so that the site is never left without one.
 */
import { Loader2, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/context/session.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonClass, buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { accountClosurePlan, DELETE_CONFIRMATION, type AccountClosure } from '@/features/accounts/data/account.ts';
import { countOf } from '@/lib/plural.ts';
import {
  accountChangeMessage,
  ADMIN_CANNOT_CLOSE_MESSAGE,
  endsSession,
  isExpectedAccountChangeFailure,
  isWrongCurrentPassword,
} from '@/features/accounts/data/auth-errors.ts';
import { paths } from '@/lib/paths.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { CURRENT_PASSWORD_MISSING } from './change-password.tsx';
import { PasswordInput } from './password-input.tsx';

export const ACCOUNT_DELETED_TOAST = 'Your account has been deleted';
export const CONFIRMATION_MISSING = `Type ${DELETE_CONFIRMATION} to confirm`;

interface Errors {
  confirmation?: string;
  password?: string;
}

/**
 * What the dialog says goes and stays, counted as it opens (this mounts with the dialog's content):
 * null while counting, 'unknown' if that failed.
 */
function useClosurePlan(): AccountClosure | 'unknown' | null {
  const { user, profile } = useSession();
  const [plan, setPlan] = useState<AccountClosure | 'unknown' | null>(null);
  const hidden = profile?.hiddenMessageIds;
  useEffect(() => {
    if (!user) return;
    let current = true;
    accountClosurePlan(user, hidden).then(
      (found) => current && setPlan(found),
      (error: unknown) => {
        console.warn('Could not count what closing the account deletes', error);
        if (current) setPlan('unknown');
      },
    );
    return () => {
      current = false;
    };
  }, [user, hidden]);
  return plan;
}

function ClosurePlan() {
  const plan = useClosurePlan();
  if (plan === null) return <p className="text-sm text-slate-700">Checking what you have sent us...</p>;
  if (plan === 'unknown')
    return (
      <p className="text-slate-800">
        This deletes your profile and your login, and the messages and job applications you sent us while logged in, with our replies. What you sent us
        while logged out stays with us. It cannot be undone.
      </p>
    );
  const kept = [
    plan.keptEnquiries > 0 ? countOf(plan.keptEnquiries, 'enquiry', 'enquiries') : '',
    plan.keptApplications > 0 ? countOf(plan.keptApplications, 'job application') : '',
  ].filter(Boolean);
  return (
    <div className="grid gap-3 text-slate-800">
      <div>
        <p className="font-medium text-slate-900">This deletes, and it cannot be undone:</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          <li>your profile and your login</li>
          <li>{countOf(plan.enquiries, 'enquiry', 'enquiries')} you sent while logged in, with our replies</li>
          <li>{countOf(plan.applications, 'job application')} you sent while logged in</li>
        </ul>
      </div>
      <div>
        <p className="font-medium text-slate-900">This stays with us:</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          {kept.length > 0 && (
            <li>
              {kept.join(' and ')} you sent while logged out: we can still answer {plan.keptEnquiries + plan.keptApplications === 1 ? 'it' : 'them'} by e-mail
            </li>
          )}
          <li>a line in our activity log that you deleted your account, with the numbers above, not what you wrote</li>
        </ul>
      </div>
    </div>
  );
}

export function DeleteAccount() {
  const { profile, closeAccount } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [deleting, setDeleting] = useState(false);

  if (profile?.role === 'admin') {
    return <p className="text-sm text-slate-700">{ADMIN_CANNOT_CLOSE_MESSAGE}</p>;
  }

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    const found: Errors = {};
    if (confirmation.trim() !== DELETE_CONFIRMATION) found.confirmation = CONFIRMATION_MISSING;
    if (!password) found.password = CURRENT_PASSWORD_MISSING;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setDeleting(true);
    try {
      await closeAccount(password);
      toast.success(ACCOUNT_DELETED_TOAST);
      await navigate(paths.home(), { replace: true });
    } catch (error) {
      setDeleting(false);
      const message = accountChangeMessage(error);
      if (isWrongCurrentPassword(error)) setErrors({ password: message });
      else if (endsSession(error)) setOpen(false);
      else if (isExpectedAccountChangeFailure(error)) toast.error(message);
      else notifyFailure(toast, 'Error deleting the account', error, { shown: message });
    }
  };

  return (
    <>
      <p className="text-sm text-slate-700">
        Deleting your account removes your profile, and the messages and job applications you sent us while logged in, with our replies. What you sent
        while logged out stays with us. You will be logged out, and you cannot undo it.
      </p>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonStyles.danger} mt-4`}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete Account
      </button>
      <Modal open={open} title="Delete your account?" onClose={close} size="max-w-md">
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Delete account" className="grid gap-4">
          <ClosurePlan />
          <Field label={`Type ${DELETE_CONFIRMATION} to confirm`} error={errors.confirmation} errorRole="alert">
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                className={inputClass({ invalid: Boolean(errors.confirmation) })}
              />
            )}
          </Field>
          <PasswordInput label="Current Password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} disabled={deleting} className={buttonClass({ variant: 'secondary' })}>
              Cancel
            </button>
            <button type="submit" disabled={deleting} className={buttonClass({ variant: 'danger' })}>
              {deleting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
              {deleting ? 'Deleting...' : 'Delete My Account'}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

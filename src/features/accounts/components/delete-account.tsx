/**
 * Delete my account (account self-service). A dialog asks the person to type DELETE and their
 * password; then their enquiries (those sent signed in, with our replies), their job applications
 * (sent signed in), their profile and their sign-in are deleted, they are signed out, taken home and
 * told. An administrator is told to have their admin role removed first (the rules refuse it too),
 * so that the site is never left without one.
 */
import { Loader2, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/context/session.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonClass, buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { DELETE_CONFIRMATION } from '@/features/accounts/data/account.ts';
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
        Deleting your account removes your profile, and the messages and job applications you sent us while logged in, with our replies. You will be logged
        out, and you cannot undo it.
      </p>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonStyles.danger} mt-4`}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete Account
      </button>
      <Modal open={open} title="Delete your account?" onClose={close} size="max-w-md">
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Delete account" className="grid gap-4">
          <p className="text-slate-800">
            This deletes your profile, and the messages and job applications you sent us while logged in, with our replies, and then your login. It cannot be
            undone.
          </p>
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

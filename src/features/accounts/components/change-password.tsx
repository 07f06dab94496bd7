/**
 * Change password (account self-service): the current password first (the identity service wants a
 * recent sign-in, and a session left open must not be enough), then the new one twice, held to
 * sign-up's rule (password-rule.ts: at least 8 characters, not a common one). A refusal keeps what
 * was typed and says which field is wrong.
 */
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '@/components/ui/styles.ts';
import { changePassword } from '@/features/accounts/data/account.ts';
import { accountChangeMessage, isExpectedAccountChangeFailure, isWrongCurrentPassword, SIGN_UP_MESSAGES } from '@/features/accounts/data/auth-errors.ts';
import { newPasswordProblem, PASSWORD_RULE_HINT, warmPasswordCheck } from '@/features/accounts/data/password-rule.ts';
import { useSession } from '@/context/session.tsx';
import { notifyFailure } from '@/lib/failure.ts';
import { PasswordInput } from './password-input.tsx';

interface Errors {
  current?: string;
  next?: string;
  confirm?: string;
}

export const PASSWORDS_DIFFER = 'Passwords do not match';
export const PASSWORD_UNCHANGED = 'The new password must be different from your current one';
export const CURRENT_PASSWORD_MISSING = 'Please enter your current password';
/** The identity service's refusals of the new password, shown under that field. */
const REFUSED_NEW_PASSWORD: string[] = [SIGN_UP_MESSAGES['auth/weak-password'], SIGN_UP_MESSAGES['auth/password-does-not-meet-requirements']];

export function ChangePassword({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const { user } = useSession();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found: Errors = {};
    if (!current) found.current = CURRENT_PASSWORD_MISSING;
    if (next && next === current) found.next = PASSWORD_UNCHANGED;
    setSaving(true);
    if (!found.next) {
      const problem = await newPasswordProblem(next, [user?.displayName ?? '', user?.email ?? '']);
      if (problem) found.next = problem;
    }
    if (!found.next && confirm !== next) found.confirm = PASSWORDS_DIFFER;
    setErrors(found);
    if (Object.keys(found).length > 0) return setSaving(false);
    try {
      await changePassword(current, next);
      toast.success('Password changed successfully');
      onDone();
    } catch (error) {
      const message = accountChangeMessage(error);
      if (isWrongCurrentPassword(error)) setErrors({ current: message });
      else if (REFUSED_NEW_PASSWORD.includes(message)) setErrors({ next: message });
      else if (isExpectedAccountChangeFailure(error)) toast.error(message);
      else notifyFailure(toast, 'Error changing the password', error, { shown: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Change password" className="grid gap-4">
      <PasswordInput label="Current Password" autoComplete="current-password" value={current} onChange={setCurrent} error={errors.current} />
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        error={errors.next}
        hint={PASSWORD_RULE_HINT}
        onFocus={warmPasswordCheck}
      />
      <PasswordInput label="Confirm New Password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={saving} className={buttonStyles.primary}>
          {saving && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {saving ? 'Saving...' : 'Change Password'}
        </button>
        <button type="button" onClick={onDone} disabled={saving} className={buttonStyles.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}

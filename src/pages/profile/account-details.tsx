/**
 * The Profile tab's account card (./profile.tsx): the person's name and e-mail address, the display
 * name editable (spec §5), and the account's details.
 */
import { BadgeCheck, Loader2, Mail, Pencil, ShieldCheck, User as UserIcon, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@/context/session.tsx';
import { EmailVerification } from '@/features/accounts/components/email-verification.tsx';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { updateDisplayName } from '@/features/accounts/data/session.ts';
import { DISPLAY_NAME_MAX, roleTitle, type Role } from '@/features/accounts/data/users.ts';
import { formatDate } from '@/lib/dates.ts';
import { notifyFailure } from '@/lib/failure.ts';

/** The Profile tab: the account, with the display name editable (spec §5). */
export function AccountDetails() {
  const { user, profile, refresh } = useSession();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!user) return null;

  const displayName = profile?.displayName || user.displayName || '';
  const email = profile?.email || user.email;
  const joined = formatDate(profile?.createdAt || user.metadata.creationTime);
  const lastSignIn = formatDate(user.metadata.lastSignInTime);
  const initial = (displayName || email || 'U').charAt(0).toUpperCase();

  const startEditing = () => {
    setDraft(displayName);
    setNameError(null);
    setEditing(true);
  };

  const cancel = () => {
    setDraft(displayName);
    setNameError(null);
    setEditing(false);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const name = draft.trim();
    if (!name) {
      setNameError('Please enter a display name');
      return;
    }
    setNameError(null);
    setSaving(true);
    try {
      await updateDisplayName(user.uid, name);
      await refresh();
      toast.success('Profile updated successfully');
      setEditing(false);
    } catch (error) {
      notifyFailure(toast, 'Error updating profile', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-account`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-col gap-4 border-b border-slate-200 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-semibold text-white"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-account`} className="truncate text-xl font-semibold text-slate-900">
              {displayName || 'User'}
            </h2>
            <p className="truncate text-sm text-slate-600">{email}</p>
          </div>
        </div>
        {!editing && (
          <button type="button" onClick={startEditing} className={buttonStyles.secondary}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit Profile
          </button>
        )}
      </div>

      {editing && (
        <DisplayNameForm
          id={id}
          draft={draft}
          nameError={nameError}
          saving={saving}
          onChange={(value) => {
            setDraft(value);
            if (nameError) setNameError(null);
          }}
          onSubmit={(event) => void save(event)}
          onCancel={cancel}
        />
      )}

      <AccountFacts displayName={displayName} email={email} role={profile?.role} joined={joined} lastSignIn={lastSignIn} />
    </section>
  );
}

interface DisplayNameFormProps {
  /** The account card's id: the name field's id is made from it. */
  id: string;
  draft: string;
  nameError: string | null;
  saving: boolean;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

/** Editing the display name: Save and Cancel; an empty name is refused with an inline message. */
function DisplayNameForm({ id, draft, nameError, saving, onChange, onSubmit, onCancel }: DisplayNameFormProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Edit profile"
      className="border-b border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <Field
        id={`${id}-name`}
        label="Display Name"
        hint="Shown on your enquiries and in the site header. Change your e-mail address under Login and Security below."
        error={nameError}
        errorRole="alert"
        errorReplacesHint
      >
        {(control) => (
          <input
            {...control}
            name="displayName"
            type="text"
            autoComplete="name"
            required
            maxLength={DISPLAY_NAME_MAX}
            value={draft}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClass({ invalid: Boolean(nameError) })} max-w-md`}
          />
        )}
      </Field>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={saving} className={buttonStyles.primary}>
          {saving && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" onClick={onCancel} disabled={saving} className={buttonStyles.secondary}>
          <X aria-hidden="true" className="h-4 w-4" />
          Cancel
        </button>
      </div>
    </form>
  );
}

interface AccountFactsProps {
  displayName: string;
  email: string | null;
  role: Role | undefined;
  joined: string;
  lastSignIn: string;
}

/** The account's details: name, e-mail address and its verification, role, and dates. */
function AccountFacts({ displayName, email, role, joined, lastSignIn }: AccountFactsProps) {
  return (
  <dl className="grid gap-x-8 gap-y-6 p-6 sm:grid-cols-2 sm:p-8">
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <UserIcon aria-hidden="true" className="h-4 w-4" />
        Display Name
      </dt>
      <dd className="mt-1 text-slate-900">{displayName || 'Not set'}</dd>
    </div>
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Mail aria-hidden="true" className="h-4 w-4" />
        Email
      </dt>
      <dd className="mt-1 break-all text-slate-900">{email}</dd>
    </div>
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <BadgeCheck aria-hidden="true" className="h-4 w-4" />
        Email Verification
      </dt>
      <dd className="mt-1 flex flex-wrap items-center gap-3">
        <EmailVerification />
      </dd>
    </div>
    {/* A role is staff's business: a customer's account has none worth naming ("Role: User"). */}
    {role !== 'user' && (
      <div>
        <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          Role
        </dt>
        <dd className="mt-1 text-slate-900">{roleTitle(role)}</dd>
      </div>
    )}
    <div>
      <dt className="text-sm font-medium text-slate-600">Member Since</dt>
      <dd className="mt-1 text-slate-900">{joined}</dd>
    </div>
    <div>
      <dt className="text-sm font-medium text-slate-600">Last Login</dt>
      <dd className="mt-1 text-slate-900">{lastSignIn}</dd>
    </div>
  </dl>
  );
}

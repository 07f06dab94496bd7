/** /profile: the signed-in person's account (spec §2 "Profile", §5: only the display name is editable). */
import { BadgeCheck, Loader2, Mail, Pencil, ShieldCheck, User as UserIcon, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { useSession } from '@/app/session.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { buttonStyles, containerStyles, fieldStyles } from '@/components/ui/styles.ts';
import { resendVerificationEmail, updateDisplayName } from '@/data/session.ts';
import { DISPLAY_NAME_MAX } from '@/data/users.ts';
import { formatDate } from '@/lib/dates.ts';

export function ProfilePage() {
  const { user, profile, refresh } = useSession();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [resending, setResending] = useState(false);

  if (!user) {
    return (
      <>
        <Seo title="My Profile" path={paths.profile()} noindex />
        <div className={`${containerStyles} py-20 text-center`}>
          <h1 className="text-2xl font-bold text-slate-900">Please log in</h1>
          <p className="mt-3 text-slate-700">You need to be signed in to see your profile.</p>
          <Link to={paths.login()} state={{ from: paths.profile() }} className={`${buttonStyles.primary} mt-6`}>
            Sign In
          </Link>
        </div>
      </>
    );
  }

  const displayName = profile?.displayName || user.displayName || '';
  const email = profile?.email || user.email;
  const isAdminRole = profile?.role === 'admin';
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
      console.error('Error updating profile', error);
      toast.error('Error updating profile');
    } finally {
      setSaving(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await resendVerificationEmail();
      toast.success('Verification email sent');
    } catch (error) {
      console.error('Error sending verification email', error);
      toast.error('Error sending verification email');
    } finally {
      setResending(false);
    }
  };

  const nameErrorId = `${id}-name-error`;

  return (
    <>
      <Seo title="My Profile" path={paths.profile()} noindex />
      <div className="bg-slate-50">
        <div className={`${containerStyles} py-10 sm:py-14`}>
          <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Profile</h1>
          <p className="mt-2 text-slate-700">Your account details.</p>

          <section
            aria-labelledby={`${id}-account`}
            className="mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
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
              <form
                noValidate
                onSubmit={(event) => void save(event)}
                aria-label="Edit profile"
                className="border-b border-slate-200 bg-slate-50 p-6 sm:p-8"
              >
                <label htmlFor={`${id}-name`} className={fieldStyles.label}>
                  Display Name
                </label>
                <input
                  id={`${id}-name`}
                  name="displayName"
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={DISPLAY_NAME_MAX}
                  value={draft}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    if (nameError) setNameError(null);
                  }}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? nameErrorId : `${id}-name-hint`}
                  className={`${fieldStyles.input} max-w-md ${nameError ? 'border-red-600' : ''}`}
                />
                {nameError ? (
                  <p id={nameErrorId} role="alert" className={fieldStyles.error}>
                    {nameError}
                  </p>
                ) : (
                  <p id={`${id}-name-hint`} className={fieldStyles.hint}>
                    Shown on your enquiries and in the site header. Your e-mail address cannot be changed here.
                  </p>
                )}
                <div className="mt-5 flex flex-col gap-3 sm:flex-row">
                  <button type="submit" disabled={saving} className={buttonStyles.primary}>
                    {saving && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
                    {saving ? 'Saving...' : 'Save'}
                  </button>
                  <button type="button" onClick={cancel} disabled={saving} className={buttonStyles.secondary}>
                    <X aria-hidden="true" className="h-4 w-4" />
                    Cancel
                  </button>
                </div>
              </form>
            )}

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
                  {user.emailVerified ? (
                    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-medium text-green-800">Verified</span>
                  ) : (
                    <>
                      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">
                        Not verified
                      </span>
                      <button
                        type="button"
                        onClick={() => void resend()}
                        disabled={resending}
                        className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-60"
                      >
                        {resending ? 'Sending...' : 'Resend verification email'}
                      </button>
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                  <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                  Role
                </dt>
                <dd className="mt-1 text-slate-900">{isAdminRole ? 'Administrator' : 'User'}</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-slate-600">Member Since</dt>
                <dd className="mt-1 text-slate-900">{joined}</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-slate-600">Last Sign-In</dt>
                <dd className="mt-1 text-slate-900">{lastSignIn}</dd>
              </div>
            </dl>
          </section>
          </div>
        </div>
      </div>
    </>
  );
}

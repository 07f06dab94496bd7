/**
 * /profile (spec §2 "Profile"): two tabs. Profile shows the account (§5: only the display name is
 * editable); Messages shows the person's enquiries and our replies. `?tab=messages` opens Messages,
 * and the chosen tab is kept in the URL.
 */
import { BadgeCheck, Loader2, Mail, MessageSquare, Pencil, ShieldCheck, User as UserIcon, X, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/app/session.tsx';
import { AccountSecurity } from '@/components/account/account-security.tsx';
import { EmailVerification } from '@/components/account/email-verification.tsx';
import { MyMessages } from '@/components/messages/my-messages.tsx';
import { MyApplications } from '@/components/account/my-applications.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, containerStyles, inputClass, linkStyles } from '@/components/ui/styles.ts';
import { updateDisplayName } from '@/data/session.ts';
import { DISPLAY_NAME_MAX } from '@/data/users.ts';
import { formatDate } from '@/lib/dates.ts';
import { notifyFailure } from '@/lib/failure.ts';

type Tab = 'profile' | 'messages';

const TABS: { value: Tab; label: string; icon: LucideIcon }[] = [
  { value: 'profile', label: 'Profile', icon: UserIcon },
  { value: 'messages', label: 'Messages', icon: MessageSquare },
];

export function ProfilePage() {
  const { user } = useSession();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'messages' ? 'messages' : 'profile';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  if (!user) {
    return (
      <>
        <Seo title="My Profile" path={paths.profile()} noindex />
        <div className={`${containerStyles} py-20 text-center`}>
          <h1 className="text-2xl font-bold text-slate-900">Please log in</h1>
          <p className="mt-3 text-slate-700">You need to be signed in to see your profile.</p>
          <Link to={paths.login()} state={{ from: paths.profile() }} className={`${linkStyles.primary} mt-6`}>
            Sign In
          </Link>
        </div>
      </>
    );
  }

  /** The tab lives in the URL: Profile is plain /profile, Messages is /profile?tab=messages. */
  const select = (next: Tab, focus = false) => {
    if (next !== tab) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'messages') updated.set('tab', 'messages');
          else updated.delete('tab');
          return updated;
        },
        { replace: true },
      );
    }
    if (focus) tabRefs.current[next]?.focus();
  };

  // WAI-ARIA tabs: arrows move between tabs (and select them), Home and End jump to the ends.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.value === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(TABS[next].value, true);
  };

  const tabId = (value: Tab) => `${id}-tab-${value}`;
  const panelId = (value: Tab) => `${id}-panel-${value}`;

  return (
    <>
      <Seo title={tab === 'messages' ? 'My Messages' : 'My Profile'} path={paths.profile()} noindex />
      <div className="bg-slate-50">
        <div className={`${containerStyles} py-10 sm:py-14`}>
          <div className="mx-auto max-w-4xl">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Profile</h1>
            <p className="mt-2 text-slate-700">Your account details, and the messages you have sent us.</p>

            <div role="tablist" aria-label="Profile sections" className="mt-8 flex gap-1 border-b border-slate-200">
              {TABS.map(({ value, label, icon: Icon }) => {
                const selected = value === tab;
                return (
                  <button
                    key={value}
                    ref={(element) => {
                      tabRefs.current[value] = element;
                    }}
                    type="button"
                    role="tab"
                    id={tabId(value)}
                    aria-selected={selected}
                    aria-controls={panelId(value)}
                    tabIndex={selected ? 0 : -1}
                    onClick={() => select(value)}
                    onKeyDown={onTabKey}
                    className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
                    }`}
                  >
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    {label}
                  </button>
                );
              })}
            </div>

            <div role="tabpanel" id={panelId('profile')} aria-labelledby={tabId('profile')} hidden={tab !== 'profile'} className="mt-6">
              {tab === 'profile' && (
                <>
                  <AccountDetails />
                  <MyApplications />
                  <AccountSecurity />
                </>
              )}
            </div>
            <div role="tabpanel" id={panelId('messages')} aria-labelledby={tabId('messages')} hidden={tab !== 'messages'} className="mt-6">
              {tab === 'messages' && <MyMessages />}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/** The Profile tab: the account, with the display name editable (spec §5). */
function AccountDetails() {
  const { user, profile, refresh } = useSession();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!user) return null;

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
        <form
          noValidate
          onSubmit={(event) => void save(event)}
          aria-label="Edit profile"
          className="border-b border-slate-200 bg-slate-50 p-6 sm:p-8"
        >
          <Field
            id={`${id}-name`}
            label="Display Name"
            hint="Shown on your enquiries and in the site header. Change your e-mail address under Sign-in and Security below."
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
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (nameError) setNameError(null);
                }}
                className={`${inputClass({ invalid: Boolean(nameError) })} max-w-md`}
              />
            )}
          </Field>
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
            <EmailVerification />
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
  );
}

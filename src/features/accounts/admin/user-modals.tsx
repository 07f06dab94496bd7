/**
 * The dialogs of /admin/users (./users.tsx): View's details of a person with their enquiries count,
 * and Add User's invitation link.
 */
import { Copy, Mail, UserPlus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useLoad } from '@/hooks/use-load.ts';
import { useSiteSettings } from '@/context/site-settings.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass, linkStyles } from '@/components/ui/styles.ts';
import { countUserEnquiries, findUserByEmail, invitationLink, roleName, type UserProfile } from '@/features/accounts/data/users.ts';
import { formatDate } from '@/lib/dates.ts';
import { EMAIL_MAX, isEmail, mailtoHref } from '@/lib/email.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { nameOf, statusOf } from './users-table.tsx';

export function UserDetailsModal({ user, onClose }: { user: UserProfile | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} title="User Details" onClose={onClose}>
      {user && <UserDetails key={user.uid} user={user} />}
    </Modal>
  );
}

function UserDetails({ user }: { user: UserProfile }) {
  const count = useLoad(user.uid, () => countUserEnquiries(user), { errorMessage: 'Error fetching messages', toast: false });
  const enquiries = count.state.status === 'ready' ? count.state.data : count.state.status === 'error' ? 'error' : null;

  const rows: [string, string][] = [
    ['Name', nameOf(user)],
    ['Email', user.email],
    ['Role', roleName(user.role)],
    ['Status', user.deletedAt ? `Deleted on ${formatDate(user.deletedAt)}` : statusOf(user)],
    ['Joined', formatDate(user.createdAt)],
    [
      'Enquiries',
      enquiries === null ? 'Counting...' : enquiries === 'error' ? 'Could not be counted' : String(enquiries),
    ],
    ['User ID', user.uid],
  ];
  return (
    <div>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white">
          {(user.displayName.trim() || user.email || '?').charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{nameOf(user)}</p>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{user.email}</p>
        </div>
      </div>
      <dl className="mt-5 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[7rem_1fr] gap-3 px-4 py-2.5 text-sm">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------

export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Add User" onClose={onClose}>
      {open && <InviteForm onClose={onClose} />}
    </Modal>
  );
}

/**
 * The account that already has `email` (null: not looked up, or none): one query by e-mail when an
 * invitation link is made, not a list of everyone. A failed look-up just says nothing.
 */
function useExistingAccount(email: string | null): UserProfile | null {
  const [found, setFound] = useState<{ email: string; user: UserProfile | null } | null>(null);
  useEffect(() => {
    if (email === null) return;
    let active = true;
    findUserByEmail(email)
      .catch((error: unknown) => {
        console.error('Error fetching users', error);
        return null;
      })
      .then((user) => {
        if (active) setFound({ email, user });
      });
    return () => {
      active = false;
    };
  }, [email]);
  return email !== null && found?.email === email ? found.user : null;
}

/**
 * A browser cannot create an account for someone else (only the person, or a server, can), so Add
 * User makes a sign-up link with their e-mail filled in, to copy or send by e-mail.
 */
function InviteForm({ onClose }: { onClose: () => void }) {
  const settings = useSiteSettings();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  const existing = useExistingAccount(link === null ? null : email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!isEmail(value)) {
      setError('Please enter a valid email address');
      setLink(null);
      return;
    }
    setError(null);
    setLink(invitationLink(window.location.origin, value));
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied to clipboard!');
    } catch (caught) {
      notifyFailure(toast, 'Copy failed', caught, { shown: 'Could not copy the link: select it and copy it by hand.' });
    }
  };

  const mailto = link
    ? mailtoHref(email.trim(), {
        subject: `Your invitation to ${settings.companyName}`,
        body: `Hello,\n\nYou are invited to create an account on the ${settings.companyName} website. Open this link to sign up:\n\n${link}\n`,
      })
    : '';

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        People create their own accounts. Enter their e-mail to make a sign-up link with it filled in, then copy the
        link or send it by e-mail. They join as a user; you can make them an admin here afterwards.
      </p>
      <form noValidate onSubmit={submit} className="space-y-3">
        <Field label="Email address" error={error}>
          {(control) => (
            <input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="off"
              maxLength={EMAIL_MAX}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setLink(null);
              }}
              className={inputClass({ invalid: error !== null })}
            />
          )}
        </Field>
        <button type="submit" className={buttonStyles.primary}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Create Invitation Link
        </button>
      </form>

      {link && (
        <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
          {existing && (
            <p className="text-sm text-amber-800">
              {existing.email} already has an account ({roleName(existing.role)}).
            </p>
          )}
          <Field label="Invitation link">
            {(control) => (
              <input
                {...control}
                type="text"
                readOnly
                value={link}
                onFocus={(event) => event.target.select()}
                className={`${inputClass()} font-mono text-xs`}
              />
            )}
          </Field>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button type="button" onClick={() => void copy()} className={buttonStyles.primary}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy Link
            </button>
            <a href={mailto} className={linkStyles.secondary}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              Send by Email
            </a>
          </div>
        </div>
      )}

      <div className="flex justify-end border-t border-slate-200 pt-4">
        <button type="button" onClick={onClose} className={buttonStyles.secondary}>
          Done
        </button>
      </div>
    </div>
  );
}

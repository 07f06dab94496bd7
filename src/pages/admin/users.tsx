/**
 * /admin/users (spec §2 "Admin users manager"): stats, search and role filter, the users table with
 * an inline role select, activate/deactivate and delete; View opens the person's details with their
 * enquiries count; Add User makes a sign-up invitation link (a browser cannot create someone else's
 * account). An admin cannot demote, deactivate or delete themselves, nor remove the last active admin.
 *
 * What a visit costs stays flat as the users grow: the table is one page of 20 (newest
 * first, Previous/Next by cursors), the figures are counts, and the search is a few prefix queries.
 */
import { CalendarPlus, Copy, Eye, Mail, Power, ShieldCheck, Trash2, UserCheck, UserPlus, Users } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/app/session.tsx';
import { useAction } from '@/app/use-action.ts';
import { useLoad } from '@/app/use-load.ts';
import { useSettled } from '@/app/use-settled.ts';
import { useSiteSettings } from '@/app/site-settings.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { withUndo } from '@/components/ui/undo-toast.tsx';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass, linkStyles } from '@/components/ui/styles.ts';
import type { Cursor } from '@/backend/types.ts';
import { pageCountOf } from '@/data/paging.ts';
import {
  activeAdminsOf,
  ALL_ROLES,
  countUserEnquiries,
  countUsers,
  deleteUser,
  findUserByEmail,
  invitationLink,
  listedCount,
  listUsersPage,
  protectionOf,
  searchUsers,
  setUserActive,
  summaryOf,
  updateUserRole,
  USERS_PAGE_SIZE,
  type Role,
  type RoleFilter,
  type UserCounts,
  type UserProfile,
  type UsersPage,
} from '@/data/users.ts';
import { formatDate } from '@/lib/dates.ts';
import { countOf } from '@/lib/plural.ts';
import { EMAIL_MAX, isEmail, mailtoHref } from '@/lib/email.ts';
import { notifyFailure } from '@/lib/failure.ts';


/** Spec §8's message for any failed read of the users screen (one toast, however many reads failed). */
const LOAD_ERROR = 'Error fetching users';

const ROLE_OPTIONS = [
  { value: ALL_ROLES, label: 'All Roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

const NO_COUNTS: UserCounts = { total: 0, inactive: 0, admins: 0, inactiveAdmins: 0, users: 0, newThisMonth: 0 };
const NO_USERS_PAGE: UsersPage = { users: [], end: null };

// The screen's three loads (`useLoad`): a failure is logged and toasted once with spec §8's message,
// and shows as zero figures or an empty list.
const LOAD_OPTIONS = { errorMessage: LOAD_ERROR } as const;

/**
 * The screen's figures, counted by the backend; `refresh` counts again after a change (a handful of
 * aggregations, whatever the number of users).
 */
function useUserCounts() {
  const counts = useLoad('user-counts', () => countUsers(), LOAD_OPTIONS);
  return { counts: counts.state.status === 'loading' ? null : (counts.data ?? NO_COUNTS), refresh: counts.refresh };
}

/**
 * The page of users that `trail` leads to: each entry is the cursor a visited page starts after
 * (null: the first page), so Next pushes the current page's end and Previous pops it.
 */
function useUsersPage(role: RoleFilter, trail: readonly (Cursor | null)[]) {
  const after = trail.at(-1) ?? null;
  const page = useLoad([role, trail.length, after?.id ?? ''], () => listUsersPage(role, after), { ...LOAD_OPTIONS, keepPrevious: true });
  const shown = page.state.status === 'error' ? NO_USERS_PAGE : (page.data ?? null);
  return { page: shown, loading: page.state.status === 'loading' || page.stale, update: page.update };
}

/** The users whose e-mail or name begins with `query` (after the pause in typing), with the role filter. */
function useUserSearch(query: string, role: RoleFilter) {
  const found = useLoad(query ? [role, query] : null, () => searchUsers(query, role), LOAD_OPTIONS);
  return { found: query && found.state.status !== 'loading' ? (found.data ?? []) : null, update: found.update };
}

const nameOf = (user: UserProfile) => user.displayName.trim() || 'No Name';
/** Spec §2's Active/Inactive, and Deleted for an account an admin deleted (it stays, rule 57). */
const statusOf = (user: UserProfile) => (user.deletedAt ? 'Deleted' : user.isActive ? 'Active' : 'Inactive');
/** How a control names its person: the display name, else the e-mail. */
const whoOf = (user: UserProfile) => user.displayName.trim() || user.email;

export function UsersPage() {
  const session = useSession();
  const currentUid = session.user?.uid ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [role, setRoleFilter] = useState<RoleFilter>(ALL_ROLES);
  const [trail, setTrail] = useState<(Cursor | null)[]>([null]);
  // A role or status change, about one person (their uid); a deletion.
  const change = useAction();
  const busy = change.busyWith;
  const deletion = useAction();
  const [viewing, setViewing] = useState<UserProfile | null>(null);
  const [toDelete, setToDelete] = useState<UserProfile | null>(null);
  const [toPromote, setToPromote] = useState<UserProfile | null>(null);
  // The dashboard's "Add User" opens this screen with ?add=1.
  const inviting = searchParams.get('add') === '1';

  const query = useSettled(search.trim());
  const { counts, refresh: refreshCounts } = useUserCounts();
  const { page, loading: pageLoading, update: updatePage } = useUsersPage(role, trail);
  const { found, update: updateFound } = useUserSearch(query, role);

  const searching = query !== '';
  const shown = (searching ? found : page?.users) ?? [];
  const figures = counts ?? NO_COUNTS;
  const summary = summaryOf(figures);
  const activeAdmins = activeAdminsOf(figures);
  const listed = listedCount(figures, role);
  const pageCount = pageCountOf(listed, USERS_PAGE_SIZE);
  const pageNumber = trail.length;

  const setRole = (next: RoleFilter) => {
    setRoleFilter(next);
    setTrail([null]);
  };

  const setInviting = (open: boolean) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('add', '1');
        else next.delete('add');
        return next;
      },
      { replace: true },
    );
  };

  /** Changes (or, with null, removes) a person in the page and the search results shown. */
  const replace = (uid: string, changes: Partial<UserProfile> | null) => {
    const edit = (users: UserProfile[]) =>
      changes === null ? users.filter((u) => u.uid !== uid) : users.map((u) => (u.uid === uid ? { ...u, ...changes } : u));
    updatePage((current) => ({ ...current, users: edit(current.users) }));
    updateFound(edit);
  };

  /**
   * Changes a role. The toast offers Undo, which puts the previous role back (`undoing`: this is
   * that undo, which offers none).
   */
  const changeRole = async (target: UserProfile, next: Role, undoing = false): Promise<boolean> => {
    // An undo puts back what was there a moment ago: the figures it would be checked against may be stale.
    if (next === target.role || (!undoing && protectionOf(target, currentUid, activeAdmins))) return false;
    return change.run(
      'Error updating user role',
      async () => {
        await updateUserRole(target, next);
        replace(target.uid, { role: next });
        await refreshCounts();
        if (undoing) toast.success('User role updated successfully');
        else
          toast.success(
            withUndo(
              'User role updated successfully',
              () => void changeRole({ ...target, role: next }, target.role, true),
              toast.dismiss,
              `Undo: make ${whoOf(target)} ${target.role === 'admin' ? 'an admin' : 'a user'} again`,
            ),
            { duration: 10_000 },
          );
        // Spec §6: when the target is the person signed in, their admin flag updates at once.
        if (target.uid === currentUid) await session.refresh();
      },
      target.uid,
    );
  };

  /** Admin rights are asked about first; a step down goes at once (its toast offers Undo). */
  const chooseRole = (target: UserProfile, next: Role) => {
    if (next === 'admin') setToPromote(target);
    else void changeRole(target, next);
  };

  const confirmPromotion = async () => {
    if (!toPromote) return;
    if (await changeRole(toPromote, 'admin')) setToPromote(null);
  };

  const toggleActive = async (target: UserProfile) => {
    if (protectionOf(target, currentUid, activeAdmins)) return;
    const next = !target.isActive;
    await change.run(
      'Error updating user status',
      async () => {
        await setUserActive(target, next);
        replace(target.uid, { isActive: next });
        await refreshCounts();
        toast.success(next ? 'User activated successfully' : 'User deactivated successfully');
      },
      target.uid,
    );
  };

  const confirmDelete = (target: UserProfile) =>
    deletion.run('Error deleting user', async () => {
      replace(target.uid, await deleteUser(target.uid));
      await refreshCounts();
      toast.success('User deleted successfully');
      setToDelete(null);
    });

  return (
    <>
      <Seo title="Manage Users" path={paths.admin.users()} noindex />
      <div className="mx-auto max-w-7xl">
        <AdminPageHeader
          title="Users"
          intro="Everyone with an account: roles, status and their enquiries."
          actions={
            <button type="button" onClick={() => setInviting(true)} className={buttonStyles.primary}>
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              Add User
            </button>
          }
        />

        {counts === null || page === null ? (
          <Spinner label="Loading..." className="rounded-xl border border-slate-200 bg-white" />
        ) : (
          <div className="space-y-6">
            <StatGrid
              label="User figures"
              stats={[
                { title: 'Total Users', value: String(summary.total), icon: Users },
                { title: 'Active Users', value: String(summary.active), icon: UserCheck },
                { title: 'Admins', value: String(summary.admins), icon: ShieldCheck },
                { title: 'New This Month', value: String(summary.newThisMonth), icon: CalendarPlus },
              ]}
            />

            <FilterBar
              search={{
                label: 'Search users',
                value: search,
                onChange: setSearch,
                placeholder: 'Beginning of an email or name',
                hint: 'Finds names and e-mails by their beginning: “car” finds Carol and carol@example.com.',
              }}
              filters={[{ label: 'Role', value: role, onChange: (value) => setRole(value as RoleFilter), options: ROLE_OPTIONS, width: 'md:w-48' }]}
              trailing={
                <p role="status">
                  {searching && found === null ? 'Searching...' : `${searching ? shown.length : listed} of ${countOf(summary.total, 'user')}`}
                </p>
              }
            />

            {searching && found === null ? null : shown.length === 0 ? (
              <EmptyState
                icon={Users}
                title="No users found"
                text={summary.total > 0 ? 'Try another search or role.' : 'Invite someone with Add User.'}
              />
            ) : (
              <UsersTable
                users={shown}
                activeAdmins={activeAdmins}
                currentUid={currentUid}
                busy={busy}
                loading={!searching && pageLoading}
                onRole={chooseRole}
                onToggle={(target) => void toggleActive(target)}
                onView={setViewing}
                onDelete={setToDelete}
              />
            )}

            {!searching && (
              <Pager
                label="Users pages"
                page={pageNumber}
                pageCount={pageCount}
                busy={pageLoading}
                hasPrevious={pageNumber > 1}
                hasNext={page.end !== null && page.users.length > 0 && pageNumber < pageCount}
                onPrevious={() => setTrail((current) => (current.length > 1 ? current.slice(0, -1) : current))}
                onNext={() => setTrail((current) => [...current, page.end])}
              />
            )}
          </div>
        )}
      </div>

      <UserDetailsModal user={viewing} onClose={() => setViewing(null)} />
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete User"
        message="Are you sure you want to delete this user?"
        detail={toDelete ? `${nameOf(toDelete)} (${toDelete.email})` : undefined}
        confirmLabel="Delete"
        working={deletion.busy}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={toPromote !== null}
        title="Make Admin"
        message="Make this user an admin? Admins can read every enquiry, publish posts, change the site's settings and manage every account, other admins included."
        detail={toPromote ? `${nameOf(toPromote)} (${toPromote.email})` : undefined}
        confirmLabel="Make Admin"
        workingLabel="Saving..."
        tone="primary"
        working={toPromote !== null && busy === toPromote.uid}
        onConfirm={() => void confirmPromotion()}
        onCancel={() => setToPromote(null)}
      />
    </>
  );
}

// ---------------------------------------------------------------------------------------------

interface UsersTableProps {
  users: UserProfile[];
  /** Counted by the backend: the last active admin is protected. */
  activeAdmins: number;
  currentUid: string | null;
  busy: string | null;
  /** Another page is on its way: the rows shown are the previous page's. */
  loading: boolean;
  onRole: (user: UserProfile, role: Role) => void;
  onToggle: (user: UserProfile) => void;
  onView: (user: UserProfile) => void;
  onDelete: (user: UserProfile) => void;
}

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   Below 1280 px the rows are displayed as grids, and browsers then drop a table's implicit roles:
   stating them keeps the table a table for screen readers (the usual responsive-table technique). */

/**
 * A table from 1280 px; below that each row stacks into a card (name, then role, status and joined
 * side by side, then the actions), so nothing scrolls sideways on a phone. The explicit roles keep
 * the table's meaning for assistive technology when CSS changes how rows are displayed.
 */
function UsersTable({ users, activeAdmins, currentUid, busy, loading, onRole, onToggle, onView, onDelete }: UsersTableProps) {
  const headClass = 'px-4 py-3';
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table role="table" aria-busy={loading || undefined} className={`w-full text-left text-sm ${loading ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Users</caption>
        <thead
          role="rowgroup"
          className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase max-xl:sr-only"
        >
          <tr role="row">
            <th role="columnheader" scope="col" className={headClass}>
              User
            </th>
            <th role="columnheader" scope="col" className={headClass}>
              Role
            </th>
            <th role="columnheader" scope="col" className={headClass}>
              Status
            </th>
            <th role="columnheader" scope="col" className={headClass}>
              Joined
            </th>
            <th role="columnheader" scope="col" className={`${headClass} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-200">
          {users.map((user) => (
            <UserRow
              key={user.uid}
              user={user}
              isSelf={user.uid === currentUid}
              protection={protectionOf(user, currentUid, activeAdmins)}
              busy={busy === user.uid}
              onRole={(next) => onRole(user, next)}
              onToggle={() => onToggle(user)}
              onView={() => onView(user)}
              onDelete={() => onDelete(user)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a card (below 1280 px) a cell shows its column's name; in the table the header says it. */
function CellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mb-1 block text-xs font-medium text-slate-600 xl:hidden">
      {children}
    </span>
  );
}

function UserRow({
  user,
  isSelf,
  protection,
  busy,
  onRole,
  onToggle,
  onView,
  onDelete,
}: {
  user: UserProfile;
  isSelf: boolean;
  protection: string | null;
  busy: boolean;
  onRole: (role: Role) => void;
  onToggle: () => void;
  onView: () => void;
  onDelete: () => void;
}) {
  const reasonId = useId();
  const who = whoOf(user);
  const locked = protection !== null;
  const describedBy = locked ? reasonId : undefined;
  const cell = 'xl:px-4 xl:py-3 xl:align-top';
  const actionClass =
    'inline-flex h-10 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-500';
  return (
    <tr
      role="row"
      className={`max-xl:grid max-xl:grid-cols-3 max-xl:gap-x-3 max-xl:gap-y-3 max-xl:p-4 ${user.isActive ? '' : 'bg-slate-50'}`}
    >
      <td role="cell" className={`max-xl:col-span-3 ${cell}`}>
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
          >
            {(user.displayName.trim() || user.email || '?').charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {nameOf(user)}
              {isSelf && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">You</span>}
            </p>
            <p className="break-words text-slate-600 [overflow-wrap:anywhere]">{user.email}</p>
            {protection && (
              <p id={reasonId} className="mt-1 text-xs text-amber-800 xl:max-w-xs">
                {protection}
              </p>
            )}
          </div>
        </div>
      </td>
      <td role="cell" className={cell}>
        <CellLabel>Role</CellLabel>
        <label htmlFor={`${reasonId}-role`} className="sr-only">
          Role for {who}
        </label>
        <select
          id={`${reasonId}-role`}
          value={user.role}
          disabled={locked || busy}
          aria-describedby={describedBy}
          onChange={(event) => onRole(event.target.value as Role)}
          className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 disabled:bg-slate-100 disabled:text-slate-600"
        >
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </select>
      </td>
      <td role="cell" className={cell}>
        <CellLabel>Status</CellLabel>
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            user.deletedAt ? 'bg-red-100 text-red-800' : user.isActive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'
          }`}
        >
          {statusOf(user)}
        </span>
        {user.deletedAt && <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">{formatDate(user.deletedAt)}</span>}
      </td>
      <td role="cell" className={`whitespace-nowrap text-slate-700 ${cell}`}>
        <CellLabel>Joined</CellLabel>
        {formatDate(user.createdAt)}
      </td>
      <td role="cell" className={`max-xl:col-span-3 ${cell}`}>
        <div className="flex flex-wrap gap-2 xl:flex-nowrap xl:justify-end">
          <button type="button" onClick={onView} aria-label={`View ${who}`} className={actionClass}>
            <Eye aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
            View
          </button>
          <button
            type="button"
            onClick={onToggle}
            disabled={locked || busy}
            aria-describedby={describedBy}
            aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${who}`}
            className={actionClass}
          >
            <Power aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
            {user.isActive ? 'Deactivate' : 'Activate'}
          </button>
          <button
            type="button"
            onClick={onDelete}
            disabled={locked || busy}
            aria-describedby={describedBy}
            aria-label={`Delete ${who}`}
            className={`${actionClass} text-red-700 enabled:hover:bg-red-50`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}

/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

// ---------------------------------------------------------------------------------------------

function UserDetailsModal({ user, onClose }: { user: UserProfile | null; onClose: () => void }) {
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
    ['Role', user.role === 'admin' ? 'Admin' : 'User'],
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

function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
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
              {existing.email} already has an account ({existing.role === 'admin' ? 'Admin' : 'User'}).
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

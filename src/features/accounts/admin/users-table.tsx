/**
 * The users table of /admin/users (./users.tsx): one row per person with the role select (saved with its own button),
 * View, Activate/Deactivate and Delete; a protected row (oneself, the last active admin, a deleted
 * account) says why its controls are disabled. Also how the screen names a person and their status.
 */
import { Eye, Power, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { protectionOf, roleName, ROLES, type Role, type UserProfile } from '@/features/accounts/data/users.ts';
import { formatDate } from '@/lib/dates.ts';

export const nameOf = (user: UserProfile) => user.displayName.trim() || 'No Name';
/** Spec §2's Active/Inactive, and Deleted for an account an admin deleted (it stays, rule 57). */
export const statusOf = (user: UserProfile) => (user.deletedAt ? 'Deleted' : user.isActive ? 'Active' : 'Inactive');
/** How a control names its person: the display name, else the e-mail. */
export const whoOf = (user: UserProfile) => user.displayName.trim() || user.email;

export interface UsersTableProps {
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
 * The Activate/Deactivate button pressed last, which keeps focus: the change may draw the list again
 * (its figures and rows reload), and a keyboard user's focus must not fall back to the page. Kept
 * outside the table, which a reload may replace; let go once focus moves on elsewhere.
 */
const keepsFocus = { uid: null as string | null };

/**
 * The id of a row's control that opens a dialog (View, Delete; the role select, before Make Admin).
 * Made from the person's uid, so that it stays the same when the list is drawn anew while the dialog
 * is open (a search answering): the dialog then gives focus back to the control drawn in its place.
 */
const controlId = (user: UserProfile, control: 'view' | 'delete' | 'role') => `user-${user.uid}-${control}`;

/** Gives the button focus again when it is drawn anew while nothing else has focus. */
const refocusToggle = (uid: string) => (button: HTMLButtonElement | null) => {
  if (button && keepsFocus.uid === uid && (document.activeElement === null || document.activeElement === document.body)) button.focus();
};

/**
 * A table from 1280 px; below that each row stacks into a card (name, then role, status and joined
 * side by side, then the actions), so nothing scrolls sideways on a phone. The explicit roles keep
 * the table's meaning for assistive technology when CSS changes how rows are displayed.
 */
export function UsersTable({ users, activeAdmins, currentUid, busy, loading, onRole, onToggle, onView, onDelete }: UsersTableProps) {
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

/**
 * The role select, which changes nothing by itself: a browser changes a closed select's value on each
 * arrow key, and a keyboard user looking through the roles must not change someone's access on the
 * way (WCAG 3.2.2). A role chosen other than the saved one shows Save and Cancel; Save changes it
 * (making someone an admin still asks first). The choice is kept against the role it was made from,
 * so it is let go if the saved role changes meanwhile.
 */
function RoleChoice({
  user,
  who,
  locked,
  busy,
  describedBy,
  onRole,
}: {
  user: UserProfile;
  who: string;
  locked: boolean;
  busy: boolean;
  describedBy: string | undefined;
  onRole: (role: Role) => void;
}) {
  const id = controlId(user, 'role');
  const select = useRef<HTMLSelectElement>(null);
  const [chosen, setChosen] = useState<{ from: Role; to: Role } | null>(null);
  const pending = chosen && chosen.from === user.role && chosen.to !== user.role ? chosen.to : null;
  const smallButton =
    'inline-flex h-10 items-center rounded-lg px-2.5 text-xs font-semibold aria-disabled:cursor-wait aria-disabled:opacity-60';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Role for {who}
      </label>
      <select
        id={id}
        ref={select}
        value={pending ?? user.role}
        disabled={locked}
        aria-describedby={describedBy}
        onChange={(event) => setChosen({ from: user.role, to: event.target.value as Role })}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && pending) {
            event.preventDefault();
            setChosen(null);
          }
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 disabled:bg-slate-100 disabled:text-slate-600"
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleName(role)}
          </option>
        ))}
      </select>
      {pending && (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => {
              if (busy) return;
              // The select shows the saved role until the change is done (or confirmed, for an
              // admin); focus waits on it, and a confirmation dialog gives it back there.
              setChosen(null);
              select.current?.focus();
              onRole(pending);
            }}
            aria-disabled={busy || undefined}
            aria-label={`Save role for ${who}`}
            className={`${smallButton} bg-brand-600 text-white hover:bg-brand-700`}
          >
            Save
          </button>
          <button
            type="button"
            onClick={() => {
              setChosen(null);
              select.current?.focus();
            }}
            aria-label={`Cancel role change for ${who}`}
            className={`${smallButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            Cancel
          </button>
        </div>
      )}
    </div>
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
    'inline-flex h-10 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-500 aria-disabled:cursor-wait aria-disabled:opacity-60';
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
        <RoleChoice user={user} who={who} locked={locked} busy={busy} describedBy={describedBy} onRole={onRole} />
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
          <button type="button" id={controlId(user, 'view')} onClick={onView} aria-label={`View ${who}`} className={actionClass}>
            <Eye aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
            View
          </button>
          <button
            type="button"
            ref={refocusToggle(user.uid)}
            onClick={() => {
              keepsFocus.uid = user.uid;
              if (!busy) onToggle();
            }}
            onBlur={(event) => {
              if (event.relatedTarget) keepsFocus.uid = null;
            }}
            disabled={locked}
            aria-disabled={busy || undefined}
            aria-describedby={describedBy}
            aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${who}`}
            className={actionClass}
          >
            <Power aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
            {user.isActive ? 'Deactivate' : 'Activate'}
          </button>
          <button
            type="button"
            id={controlId(user, 'delete')}
            onClick={() => !busy && onDelete()}
            disabled={locked}
            aria-disabled={busy || undefined}
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

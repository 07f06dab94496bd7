/**
 * /admin/users (spec §2 "Admin users manager"): stats, search and role filter, the users table with
 * an inline role select, activate/deactivate and delete; View opens the person's details with their
 * enquiries count; Add User makes a sign-up invitation link (a browser cannot create someone else's
 * account). An admin cannot demote, deactivate or delete themselves, nor remove the last active admin.
 *
 * An admin list (src/components/admin/admin-list-screen.tsx) over its own paging: what a visit costs
 * stays flat as the users grow: the table is one page of 20 (newest
 * first, Previous/Next by cursors), the figures are counts, and the search is a few prefix queries.
 */
import { CalendarPlus, ShieldCheck, UserCheck, UserPlus, Users } from 'lucide-react';
import { AdminListScreen, type AdminListDefinition } from '@/components/admin/admin-list-screen.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { ALL_ROLES, summaryOf, USERS_PAGE_SIZE, type RoleFilter, type UserCounts, type UserProfile } from '@/features/accounts/data/users.ts';
import { countOf } from '@/lib/plural.ts';
import { paths } from '@/lib/paths.ts';
import { useUsersScreen } from './use-users-screen.ts';
import { InviteModal, UserDetailsModal } from './user-modals.tsx';
import { nameOf, UsersTable } from './users-table.tsx';

const ROLE_OPTIONS: { value: RoleFilter; label: string }[] = [
  { value: ALL_ROLES, label: 'All Roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
  { value: 'user', label: 'User' },
];

/** What the users table needs besides its rows: who is signed in, what is being saved, and the changes. */
type TableProps = Omit<Parameters<typeof UsersTable>[0], 'users'>;

const definition = (table: TableProps, loaded: boolean): AdminListDefinition<UserProfile, RoleFilter, UserCounts> => ({
  title: 'Users',
  documentTitle: 'Manage Users',
  path: paths.admin.users(),
  intro: 'Everyone with an account: roles, status and their enquiries.',
  width: 'max-w-7xl',
  heading: { text: 'All users' },
  loading: 'Loading...',
  pager: 'Users pages',
  pageSize: USERS_PAGE_SIZE,
  search: {
    label: 'Search users',
    placeholder: 'Beginning of an email or name',
    hint: 'Finds names and e-mails by their beginning: “car” finds Carol and carol@example.com.',
  },
  filter: { label: 'Role', options: ROLE_OPTIONS, width: 'md:w-48' },
  figures: (counts) => {
    if (!loaded) return null;
    const summary = summaryOf(counts);
    return (
      <StatGrid
        label="User figures"
        stats={[
          { title: 'Total Users', value: String(summary.total), icon: Users },
          { title: 'Active Users', value: String(summary.active), icon: UserCheck },
          { title: 'Admins', value: String(summary.admins), icon: ShieldCheck },
          { title: 'New This Month', value: String(summary.newThisMonth), icon: CalendarPlus },
        ]}
      />
    );
  },
  empty: ({ stats }) => (
    <EmptyState icon={Users} title="No users found" text={summaryOf(stats).total > 0 ? 'Try another search or role.' : 'Invite someone with Add User.'} />
  ),
  rows: (users) => <UsersTable users={users} {...table} />,
});

export function UsersPage() {
  const {
    screen, currentUid, counts, pageLoading, found, searching, shown, summary, activeAdmins, listed, busy, deletion, viewing,
    setViewing, toDelete, setToDelete, toPromote, setToPromote, chooseRole, confirmPromotion, toggleActive, confirmDelete, inviting,
    setInviting,
  } = useUsersScreen();
  const table: TableProps = {
    activeAdmins,
    currentUid,
    busy,
    loading: !searching && pageLoading,
    onRole: chooseRole,
    onToggle: (target) => void toggleActive(target),
    onView: setViewing,
    onDelete: setToDelete,
  };

  return (
    <AdminListScreen
      definition={definition(table, counts !== null)}
      screen={screen}
      paged={!searching}
      actions={
        <button type="button" onClick={() => setInviting(true)} className={buttonStyles.primary}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Add User
        </button>
      }
      trailing={
        <p role="status">{searching && found === null ? 'Searching...' : `${searching ? shown.length : listed} of ${countOf(summary.total, 'user')}`}</p>
      }
      failure={null}
    >
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
    </AdminListScreen>
  );
}

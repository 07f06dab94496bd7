/**
 * /admin/users (spec §2 "Admin users manager"): stats, search and role filter, the users table with
 * an inline role select, activate/deactivate and delete; View opens the person's details with their
 * enquiries count; Add User makes a sign-up invitation link (a browser cannot create someone else's
 * account). An admin cannot demote, deactivate or delete themselves, nor remove the last active admin.
 *
 * What a visit costs stays flat as the users grow: the table is one page of 20 (newest
 * first, Previous/Next by cursors), the figures are counts, and the search is a few prefix queries.
 */
import { CalendarPlus, ShieldCheck, UserCheck, UserPlus, Users } from 'lucide-react';
import { paths } from '@/lib/paths.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { ALL_ROLES, type RoleFilter } from '@/features/accounts/data/users.ts';
import { countOf } from '@/lib/plural.ts';
import { useUsersScreen } from './use-users-screen.ts';
import { InviteModal, UserDetailsModal } from './user-modals.tsx';
import { nameOf, UsersTable } from './users-table.tsx';

const ROLE_OPTIONS = [
  { value: ALL_ROLES, label: 'All Roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];

export function UsersPage() {
  const {
    currentUid, search, setSearch, role, setRole, setTrail, counts, page, pageLoading, found, searching, shown,
    summary, activeAdmins, listed, pageCount, pageNumber, busy, deletion, viewing, setViewing, toDelete, setToDelete,
    toPromote, setToPromote, chooseRole, confirmPromotion, toggleActive, confirmDelete, inviting, setInviting,
  } = useUsersScreen();

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

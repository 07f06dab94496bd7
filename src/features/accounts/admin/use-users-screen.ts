/**
 * The state and handlers of /admin/users (./users.tsx): what is listed (search, role filter, the page
 * of users and the figures), and the changes an admin makes to a person (role, status, deletion),
 * each through `useAction`, with the shown rows and figures updated after it.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/context/session.tsx';
import { useAction } from '@/hooks/use-action.ts';
import { useLoad } from '@/hooks/use-load.ts';
import type { ListScreenState } from '@/hooks/use-admin-list.ts';
import { useSettled } from '@/hooks/use-settled.ts';
import { withUndo } from '@/components/ui/undo-toast.tsx';
import type { Cursor } from '@/backend/types.ts';
import { pageCountOf } from '@/data/paging.ts';
import {
  activeAdminsOf,
  ALL_ROLES,
  countUsers,
  deleteUser,
  listedCount,
  listUsersPage,
  protectionOf,
  ROLE_WITH_ARTICLE,
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
} from '@/features/accounts/data/users.ts';
import { whoOf } from './users-table.tsx';

/** Spec §8's message for any failed read of the users screen (one toast, however many reads failed). */
const LOAD_ERROR = 'Error fetching users';

const NO_COUNTS: UserCounts = { total: 0, inactive: 0, admins: 0, inactiveAdmins: 0, editors: 0, users: 0, newThisMonth: 0 };
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
  return { found: query && found.state.status !== 'loading' ? (found.data ?? []) : null, update: found.update, refresh: found.refresh };
}

/** What is listed: the search, the role filter, the page of users (or the search results) and the figures. */
function useUsersList() {
  const [search, setSearch] = useState('');
  const [role, setRoleFilter] = useState<RoleFilter>(ALL_ROLES);
  const [trail, setTrail] = useState<(Cursor | null)[]>([null]);
  const query = useSettled(search.trim());
  const { counts, refresh: refreshCounts } = useUserCounts();
  const { page, loading: pageLoading, update: updatePage } = useUsersPage(role, trail);
  const { found, update: updateFound, refresh: refreshFound } = useUserSearch(query, role);

  const searching = query !== '';
  const shown = (searching ? found : page?.users) ?? [];
  const figures = counts ?? NO_COUNTS;
  const summary = summaryOf(figures);
  const activeAdmins = activeAdminsOf(figures);
  const listed = listedCount(figures, role);
  const pageCount = pageCountOf(listed, USERS_PAGE_SIZE);
  const pageNumber = trail.length;

  // A search under way when a change is stored may have read the account before it: it is asked
  // again (its earlier answer dropped), so what it shows has the change. (Called from the change's
  // closure, made before the search began: without a search, nothing is read.)
  const searchAgain = () => void refreshFound();

  const setRole = (next: RoleFilter) => {
    setRoleFilter(next);
    setTrail([null]);
  };

  // What the list screen shows: loading until the figures and the page (or the search's results) are in.
  const loading = counts === null || page === null || (searching && found === null);
  const screen: ListScreenState<UserProfile, RoleFilter, UserCounts> = {
    filter: role,
    setFilter: setRole,
    search,
    setSearch,
    list: {
      loaded: { state: { status: loading ? 'loading' : 'ready' }, stale: false },
      view: loading ? null : shown,
      position: { page: pageNumber },
      hasPrevious: pageNumber > 1,
      hasNext: page !== null && page.end !== null && page.users.length > 0 && pageNumber < pageCount,
      previous: () => setTrail((current) => (current.length > 1 ? current.slice(0, -1) : current)),
      next: () => setTrail((current) => [...current, page?.end ?? null]),
    },
    items: shown,
    stats: figures,
    listed,
    narrowed: searching || role !== ALL_ROLES,
  };

  return {
    screen,
    search,
    setSearch,
    role,
    setRole,
    setTrail,
    counts,
    refreshCounts,
    page,
    pageLoading,
    updatePage,
    found,
    updateFound,
    searchAgain,
    searching,
    shown,
    summary,
    activeAdmins,
    listed,
    pageCount,
    pageNumber,
  };
}

/** The dashboard's "Add User" opens this screen with ?add=1: the invite dialog is open while it is there. */
function useInviting() {
  const [searchParams, setSearchParams] = useSearchParams();
  const inviting = searchParams.get('add') === '1';

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

  return { inviting, setInviting };
}

/** What the changes need from the list: the active admins counted, and how to update what is shown. */
interface ChangesInput {
  activeAdmins: number;
  updatePage: ReturnType<typeof useUsersPage>['update'];
  updateFound: ReturnType<typeof useUserSearch>['update'];
  searchAgain: () => void;
  refreshCounts: ReturnType<typeof useUserCounts>['refresh'];
}

/**
 * The changes to one person: role (admin rights asked about first), status and deletion. A locked
 * person (`protectionOf`: oneself, the last active admin, a deleted account) is not changed.
 */
function useUserChanges({ activeAdmins, updatePage, updateFound, searchAgain, refreshCounts }: ChangesInput) {
  const session = useSession();
  const currentUid = session.user?.uid ?? null;
  // A role or status change, about one person (their uid); a deletion.
  const change = useAction();
  const busy = change.busyWith;
  const deletion = useAction();
  const [viewing, setViewing] = useState<UserProfile | null>(null);
  const [toDelete, setToDelete] = useState<UserProfile | null>(null);
  const [toPromote, setToPromote] = useState<UserProfile | null>(null);

  /** Changes (or, with null, removes) a person in the page and the search results shown. */
  const replace = (uid: string, changes: Partial<UserProfile> | null) => {
    const edit = (users: UserProfile[]) =>
      changes === null ? users.filter((u) => u.uid !== uid) : users.map((u) => (u.uid === uid ? { ...u, ...changes } : u));
    updatePage((current) => ({ ...current, users: edit(current.users) }));
    updateFound(edit);
    searchAgain();
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
              `Undo: make ${whoOf(target)} ${ROLE_WITH_ARTICLE[target.role]} again`,
            ),
            { duration: 10_000 },
          );
        // Spec §6: when the target is the person signed in, their admin flag updates at once.
        if (target.uid === currentUid) await session.refresh();
      },
      target.uid,
    );
  };

  /** Admin rights are asked about first; editor rights and a step down go at once (the toast offers Undo). */
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
      replace(target.uid, await deleteUser(target));
      await refreshCounts();
      toast.success('User deleted successfully');
      setToDelete(null);
    });

  return {
    currentUid,
    busy,
    deletion,
    viewing,
    setViewing,
    toDelete,
    setToDelete,
    toPromote,
    setToPromote,
    chooseRole,
    confirmPromotion,
    toggleActive,
    confirmDelete,
  };
}

/** Everything /admin/users shows and does, for the page to lay out. */
export function useUsersScreen() {
  const list = useUsersList();
  const changes = useUserChanges(list);
  const invite = useInviting();
  return { ...list, ...changes, ...invite };
}

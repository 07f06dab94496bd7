import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, STORAGE_KEY } from '@/backend/local/db.ts';
import { SERVER_TIME, type Backend } from '@/backend/types.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { ACCOUNT_DELETED } from '@/features/accounts/data/auth-errors.ts';
import { ACCOUNT_DELETED_LOCK, activeAdminsOf, invitationLink, LAST_ADMIN_PROTECTED, protectionOf, SELF_PROTECTED, userSearchPrefixes, type UserProfile } from '@/features/accounts/data/users.ts';
import { renderApp } from '../render.tsx';

const CAROL = { email: 'carol@studio.test', name: 'Carol Nguyen' };

/** A third account, made this month by signing up as it (the only way one is made), then the admin again. */
async function addAccount(backend: Backend, email: string, displayName: string) {
  await act(async () => {
    await backend.auth.signOut();
    const account = await backend.auth.signUp(email, 'secret123');
    await backend.store.set('users', account.uid, {
      uid: account.uid,
      email,
      displayName,
      role: 'user',
      createdAt: SERVER_TIME,
      isActive: true,
    });
    await backend.auth.signOut();
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
}

async function openUsers(options: { withCarol?: boolean; path?: string } = {}) {
  const path = options.path ?? '/admin/users';
  if (!options.withCarol) {
    const app = await renderApp(path, { signedInAs: 'admin' });
    await screen.findByRole('table', { name: 'Users' });
    return app;
  }
  const app = await renderApp('/', { signedInAs: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' });
  await addAccount(app.backend, CAROL.email, CAROL.name);
  await act(() => app.router.navigate(path));
  await screen.findByRole('table', { name: 'Users' });
  return app;
}

/** A figure card's value: the line under its title. */
const stat = (name: string) => within(screen.getByRole('group', { name })).getByText(name).nextElementSibling?.textContent;

/** The table's rows (without the header row). */
const rows = () => within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row').slice(1);
const rowOf = (text: string) => {
  const row = rows().find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
};
/** The e-mail shown under each name, in the table's order. */
const emails = () => rows().map((row) => within(row).queryByText(/^[^\s@]+@[^\s@]+$/)?.textContent);

/** Chooses a role in a row's select and presses its Save. */
async function saveRole(user: UserEvent, select: HTMLElement, role: string) {
  await user.selectOptions(select, role);
  await user.click(within(select.closest('td')!).getByRole('button', { name: /^Save role for / }));
}

/** Chooses Admin for the demo user and confirms it; resolves with their role select. */
async function promoteDemoUser(user: UserEvent) {
  const select = within(rowOf(DEMO_ACCOUNTS.user.email)).getByRole('combobox', { name: 'Role for Demo User' });
  await saveRole(user, select, 'admin');
  await user.click(within(await screen.findByRole('dialog', { name: 'Make Admin' })).getByRole('button', { name: 'Make Admin' }));
  return select;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Admin users manager', () => {
  it('shows the stats and the table: avatar initial, name or "No Name", e-mail, role, status, joined', async () => {
    await openUsers({ withCarol: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(stat('Total Users')).toBe('4');
    expect(stat('Active Users')).toBe('4');
    expect(stat('Admins')).toBe('1');
    // Carol signed up today; the demo accounts 45, 90 and 120 days ago.
    expect(stat('New This Month')).toBe('1');
    expect(screen.getByText('4 of 4 users')).toBeInTheDocument();

    const headers = within(screen.getByRole('table', { name: 'Users' })).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['User', 'Role', 'Status', 'Joined', 'Actions']);
    // Newest first.
    expect(emails()).toEqual([CAROL.email, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.admin.email]);

    const carol = rowOf(CAROL.email);
    expect(within(carol).getByText('C')).toBeInTheDocument();
    expect(within(carol).getByText(CAROL.name)).toBeInTheDocument();
    expect(within(carol).getByRole('combobox', { name: `Role for ${CAROL.name}` })).toHaveValue('user');
    expect(within(carol).getByText('Active')).toBeInTheDocument();
    expect(within(carol).getByText(new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }))).toBeInTheDocument();
    expect(within(rowOf(DEMO_ACCOUNTS.admin.email)).getByRole('combobox', { name: 'Role for Demo Admin' })).toHaveValue('admin');
    expect(within(rowOf(DEMO_ACCOUNTS.editor.email)).getByRole('combobox', { name: 'Role for Demo Editor' })).toHaveValue('editor');
  });

  it('shows "No Name" for a profile without a display name', async () => {
    const app = await renderApp('/', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1 });
    // Written before sign-up required a name (the rules refuse an empty one now): put in the stored data.
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    data.collections.users['nameless'] = { uid: 'nameless', email: 'anon@studio.test', displayName: '', role: 'user', createdAt: new Date().toISOString(), isActive: true };
    localStorage.setItem(STORAGE_KEY, encode(data));
    await act(() => app.router.navigate('/admin/users'));
    await screen.findByRole('table', { name: 'Users' });
    const row = rowOf('anon@studio.test');
    expect(within(row).getByText('No Name')).toBeInTheDocument();
    expect(within(row).getByText('A')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Role for anon@studio.test' })).toBeEnabled();
  });

  it('counts a single account in the singular', async () => {
    const app = await renderApp('/', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1 });
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    delete data.collections.users[DEMO_ACCOUNTS.user.uid];
    delete data.collections.users[DEMO_ACCOUNTS.editor.uid];
    localStorage.setItem(STORAGE_KEY, encode(data));
    await act(() => app.router.navigate('/admin/users'));
    await screen.findByRole('table', { name: 'Users' });
    expect(await screen.findByText('1 of 1 user')).toBeInTheDocument();
  });

  it('searches names and e-mails by their beginning, combined with the role filter', async () => {
    const { user } = await openUsers({ withCarol: true });
    const search = screen.getByLabelText('Search users');
    expect(search).toHaveAccessibleDescription(/Finds names and e-mails by their beginning/);
    const role = screen.getByLabelText('Role');
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Roles', 'Admin', 'Editor', 'User']);

    // "demo" begins the demo accounts' names (matched with a capital first letter), newest first.
    await user.type(search, 'demo');
    await waitFor(() => expect(emails()).toEqual([DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.admin.email]));
    expect(screen.getByText('3 of 4 users')).toBeInTheDocument();
    await user.selectOptions(role, 'admin');
    await waitFor(() => expect(emails()).toEqual([DEMO_ACCOUNTS.admin.email]));

    // By the beginning of an e-mail, with the role filter; a surname or a domain is not a beginning.
    await user.clear(search);
    await user.type(search, 'carol');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    await user.selectOptions(role, 'user');
    await waitFor(() => expect(emails()).toEqual([CAROL.email]));
    await user.clear(search);
    await user.type(search, 'nguyen');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    await user.selectOptions(role, 'all');
    await user.clear(search);
    await waitFor(() => expect(emails()).toHaveLength(4));
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('will not let the admin demote, deactivate or delete themselves, and says why', async () => {
    await openUsers();
    const me = rowOf(DEMO_ACCOUNTS.admin.email);
    expect(within(me).getByText('You')).toBeInTheDocument();
    const reason = within(me).getByText(SELF_PROTECTED);
    const controls = [
      within(me).getByRole('combobox', { name: 'Role for Demo Admin' }),
      within(me).getByRole('button', { name: 'Deactivate Demo Admin' }),
      within(me).getByRole('button', { name: 'Delete Demo Admin' }),
    ];
    for (const control of controls) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(reason.textContent ?? '');
    }
    // Viewing is always allowed; the demo user's controls are not locked.
    expect(within(me).getByRole('button', { name: 'View Demo Admin' })).toBeEnabled();
    const other = rowOf(DEMO_ACCOUNTS.user.email);
    expect(within(other).getByRole('combobox', { name: 'Role for Demo User' })).toBeEnabled();
    expect(within(other).getByRole('button', { name: 'Delete Demo User' })).not.toHaveAccessibleDescription();
  });

  it('protects the last active admin, whoever looks', () => {
    const profile = (uid: string, role: 'admin' | 'user', isActive = true): UserProfile => ({
      uid,
      email: `${uid}@example.com`,
      displayName: uid,
      role,
      createdAt: '2026-01-01T00:00:00.000Z',
      hiddenMessageIds: [],
      isActive,
      messagesSeenAt: null,
      deletedAt: null,
    });
    const ada = profile('ada', 'admin');
    const bob = profile('bob', 'admin');
    const cy = profile('cy', 'user');
    const inactiveAdmin = profile('di', 'admin', false);
    // The active admins are counted by the backend: admins minus inactive admins.
    const twoActive = activeAdminsOf({ admins: 2, inactiveAdmins: 0 });
    const oneActive = activeAdminsOf({ admins: 2, inactiveAdmins: 1 });
    expect([twoActive, oneActive]).toEqual([2, 1]);
    expect(protectionOf(ada, 'ada', twoActive)).toBe(SELF_PROTECTED);
    expect(protectionOf(bob, 'ada', twoActive)).toBeNull();
    // Ada is the only active admin: nobody (not even a session without rights) may remove her.
    expect(protectionOf(ada, 'cy', oneActive)).toBe(LAST_ADMIN_PROTECTED);
    expect(protectionOf(ada, null, oneActive)).toBe(LAST_ADMIN_PROTECTED);
    expect(protectionOf(inactiveAdmin, 'ada', oneActive)).toBeNull();
    expect(protectionOf(cy, 'ada', oneActive)).toBeNull();
  });

  it('asks before making someone an admin; Cancel leaves them a user', async () => {
    const { user, backend } = await openUsers();
    const select = within(rowOf(DEMO_ACCOUNTS.user.email)).getByRole('combobox', { name: 'Role for Demo User' });
    await saveRole(user, select, 'admin');
    const dialog = await screen.findByRole('dialog', { name: 'Make Admin' });
    expect(within(dialog).getByText(/^Make this user an admin\? Admins can read every enquiry/)).toBeInTheDocument();
    expect(within(dialog).getByText(`Demo User (${DEMO_ACCOUNTS.user.email})`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make Admin' })).not.toBeInTheDocument());
    expect(select).toHaveValue('user');
    expect(stat('Admins')).toBe('1');
    expect((await backend.store.get('users', DEMO_ACCOUNTS.user.uid))?.role).toBe('user');
  });

  it('choosing a role changes nothing until Save; Cancel and Escape put the saved role back', async () => {
    const { user, backend } = await openUsers();
    const row = rowOf(DEMO_ACCOUNTS.user.email);
    const select = within(row).getByRole('combobox', { name: 'Role for Demo User' });
    expect(within(row).queryByRole('button', { name: 'Save role for Demo User' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'editor');
    expect(select).toHaveValue('editor');
    expect(within(row).getByRole('button', { name: 'Save role for Demo User' })).toBeInTheDocument();
    expect(screen.queryByText('User role updated successfully')).not.toBeInTheDocument();
    expect((await backend.store.get('users', DEMO_ACCOUNTS.user.uid))?.role).toBe('user');

    await user.click(within(row).getByRole('button', { name: 'Cancel role change for Demo User' }));
    expect(select).toHaveValue('user');
    expect(select).toHaveFocus();
    expect(within(row).queryByRole('button', { name: 'Save role for Demo User' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'admin');
    expect(screen.queryByRole('dialog', { name: 'Make Admin' })).not.toBeInTheDocument();
    select.focus();
    await user.keyboard('{Escape}');
    expect(select).toHaveValue('user');

    // Saved: the role changes, and focus stays on the select.
    await saveRole(user, select, 'editor');
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    expect(select).toHaveFocus();
    expect(within(row).queryByRole('button', { name: 'Save role for Demo User' })).not.toBeInTheDocument();
    expect((await backend.store.get('users', DEMO_ACCOUNTS.user.uid))?.role).toBe('editor');
  });

  it('a role change can be undone from its toast', async () => {
    const { user, backend } = await openUsers();
    const select = await promoteDemoUser(user);
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    expect(select).toHaveValue('admin');
    await user.click(screen.getByRole('button', { name: 'Undo: make Demo User a user again' }));
    await waitFor(() => expect(select).toHaveValue('user'));
    expect((await backend.store.get('users', DEMO_ACCOUNTS.user.uid))?.role).toBe('user');
    await waitFor(() => expect(stat('Admins')).toBe('1'));
  });

  it('changes a role inline once confirmed; the promoted user gets the admin area', async () => {
    const { user, backend } = await openUsers();
    const select = await promoteDemoUser(user);
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    expect(select).toHaveValue('admin');
    await waitFor(() => expect(stat('Admins')).toBe('2'));
    expect((await backend.store.get('users', DEMO_ACCOUNTS.user.uid))?.role).toBe('admin');

    // With two active admins, the demo user's own rights are real: they may now list users.
    await act(async () => {
      await backend.auth.signOut();
      await backend.auth.signIn(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    });
    expect(await backend.store.list('users')).toHaveLength(3);
    await act(async () => {
      await backend.auth.signOut();
      await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    });

    const again = await screen.findByRole('combobox', { name: 'Role for Demo User' });
    await saveRole(user, again, 'user');
    await waitFor(() => expect(again).toHaveValue('user'));
    expect((await backend.store.get('users', DEMO_ACCOUNTS.user.uid))?.role).toBe('user');
  });

  it('deactivates and activates a user', async () => {
    const { user, backend } = await openUsers();
    const row = rowOf(DEMO_ACCOUNTS.user.email);
    await user.click(within(row).getByRole('button', { name: 'Deactivate Demo User' }));
    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    await waitFor(() => expect(stat('Active Users')).toBe('2'));
    expect((await backend.store.get('users', DEMO_ACCOUNTS.user.uid))?.isActive).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Activate Demo User' }));
    expect(await screen.findByText('User activated successfully')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect((await backend.store.get('users', DEMO_ACCOUNTS.user.uid))?.isActive).toBe(true);
  });

  it('a search answered after a change shows the change, not the account as it was when the search read it', async () => {
    const { user, backend } = await openUsers();
    // On a slow connection: the search reads the account before the deactivation is stored, and
    // its answer arrives after the deactivation's.
    let searched = () => {};
    const searchRead = new Promise<void>((resolve) => (searched = resolve));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const list = backend.store.list.bind(backend.store);
    vi.spyOn(backend.store, 'list').mockImplementation(async (...args) => {
      const answer = await list(...args);
      searched();
      await held;
      return answer;
    });
    const batch = backend.store.batch.bind(backend.store);
    vi.spyOn(backend.store, 'batch').mockImplementationOnce(async (...args) => {
      await searchRead;
      return batch(...args);
    });

    await user.click(within(rowOf(DEMO_ACCOUNTS.user.email)).getByRole('button', { name: 'Deactivate Demo User' }));
    await user.type(screen.getByLabelText('Search users'), DEMO_ACCOUNTS.user.email);
    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
    release();
    await waitFor(() => expect(emails()).toEqual([DEMO_ACCOUNTS.user.email]));
    const row = rowOf(DEMO_ACCOUNTS.user.email);
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Activate Demo User' })).toBeInTheDocument();
  });

  it('deletes a user only after confirming; the account stays listed as Deleted, locked', async () => {
    const { user, backend } = await openUsers();
    await user.click(within(rowOf(DEMO_ACCOUNTS.user.email)).getByRole('button', { name: 'Delete Demo User' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
    expect(within(dialog).getByText(`Demo User (${DEMO_ACCOUNTS.user.email})`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(emails()).toHaveLength(3);

    await user.click(within(rowOf(DEMO_ACCOUNTS.user.email)).getByRole('button', { name: 'Delete Demo User' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    // Still findable: listed, marked Deleted, nothing to change on it any more (rule 57).
    expect(emails()).toHaveLength(3);
    const row = rowOf(DEMO_ACCOUNTS.user.email);
    expect(within(row).getByText('Deleted')).toBeInTheDocument();
    expect(within(row).getByText(ACCOUNT_DELETED_LOCK)).toBeInTheDocument();
    for (const name of ['Role for Demo User', 'Activate Demo User', 'Delete Demo User']) {
      expect(within(row).getByRole(name.startsWith('Role') ? 'combobox' : 'button', { name })).toBeDisabled();
    }
    await waitFor(() => expect(stat('Active Users')).toBe('2'));
    expect(await backend.store.get('users', DEMO_ACCOUNTS.user.uid)).toMatchObject({ isActive: false, deletedAt: expect.any(Date) });
  });

  it('a cancelled Delete gives focus back to the Delete button, also when the rows were drawn anew meanwhile', async () => {
    const { user } = await openUsers();
    // Delete pressed from the keyboard just after typing a search (before its pause in typing has
    // passed): the search answers while the confirmation is open, and its rows replace the ones the
    // confirmation was opened from.
    await user.type(screen.getByLabelText('Search users'), DEMO_ACCOUNTS.user.email);
    within(rowOf(DEMO_ACCOUNTS.user.email)).getByRole('button', { name: 'Delete Demo User' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(await screen.findByText('1 of 3 users')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(within(rowOf(DEMO_ACCOUNTS.user.email)).getByRole('button', { name: 'Delete Demo User' })).toHaveFocus();
  });

  it('a deleted person cannot log in again, and is told why', async () => {
    const { user, backend } = await openUsers();
    await user.click(within(rowOf(DEMO_ACCOUNTS.user.email)).getByRole('button', { name: 'Delete Demo User' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await act(() => backend.auth.signOut());
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });

    await user.type(screen.getByLabelText('Email', { exact: true }), DEMO_ACCOUNTS.user.email);
    await user.type(screen.getByLabelText('Password', { exact: true }), DEMO_ACCOUNTS.user.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_DELETED);
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
    expect(backend.auth.currentUser()).toBeNull();
    // What they typed stays.
    expect(screen.getByLabelText('Email', { exact: true })).toHaveValue(DEMO_ACCOUNTS.user.email);
  });

  it('views a user with their enquiries count', async () => {
    const { user } = await openUsers();
    await user.click(within(rowOf(DEMO_ACCOUNTS.user.email)).getByRole('button', { name: 'View Demo User' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    const value = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    // The seed holds two enquiries from the demo user.
    await waitFor(() => expect(value('Enquiries')).toBe('2'));
    expect(value('Email')).toBe(DEMO_ACCOUNTS.user.email);
    expect(value('Role')).toBe('User');
    expect(value('Status')).toBe('Active');
    expect(value('User ID')).toBe(DEMO_ACCOUNTS.user.uid);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(rowOf(DEMO_ACCOUNTS.admin.email)).getByRole('button', { name: 'View Demo Admin' }));
    const mine = await screen.findByRole('dialog', { name: 'User Details' });
    await waitFor(() => expect(within(mine).getByText('Enquiries').nextElementSibling).toHaveTextContent('0'));
  });

  it('Add User (also from ?add=1) makes a sign-up link with the e-mail to copy, and the login page takes it', async () => {
    const { user, router } = await openUsers({ path: '/admin/users?add=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const email = within(dialog).getByLabelText('Email address');
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create Invitation Link' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveValue('not-an-email');
    expect(within(dialog).queryByLabelText('Invitation link')).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'new.person+ops@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Create Invitation Link' }));
    const expected = `${window.location.origin}/login?mode=signup&email=new.person%2Bops%40example.org`;
    expect(within(dialog).getByLabelText('Invitation link')).toHaveValue(expected);
    expect(invitationLink('https://novaforge.example.com/', ' a@b.co ')).toBe('https://novaforge.example.com/login?mode=signup&email=a%40b.co');
    expect(within(dialog).getByRole('link', { name: 'Send by Email' }).getAttribute('href')).toMatch(/^mailto:new.person%2Bops@example.org\?subject=/);

    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(expected);

    // Closing the panel drops ?add=1.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    // An e-mail that already has an account says so.
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const again = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(again).getByLabelText('Email address'), DEMO_ACCOUNTS.user.email);
    await user.click(within(again).getByRole('button', { name: 'Create Invitation Link' }));
    // Looked up by one query on the e-mail (as typed, or lowercase as sign-up stores it).
    expect(await within(again).findByText(`${DEMO_ACCOUNTS.user.email} already has an account (User).`)).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const third = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(third).getByLabelText('Email address'), DEMO_ACCOUNTS.admin.email.toUpperCase());
    await user.click(within(third).getByRole('button', { name: 'Create Invitation Link' }));
    expect(await within(third).findByText(`${DEMO_ACCOUNTS.admin.email} already has an account (Admin).`)).toBeInTheDocument();
  });

  it('the invitation opens sign-up with the e-mail filled in', async () => {
    await renderApp('/login?mode=signup&email=new.person%2Bops%40example.org');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email', { exact: true })).toHaveValue('new.person+ops@example.org');
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('reports failures with the spec’s toasts and leaves the row as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, backend } = await openUsers();
    const failure = () => Promise.reject(new Error('offline'));
    const row = rowOf(DEMO_ACCOUNTS.user.email);
    // Each change is one batch: the account and its entry in the audit log.

    vi.spyOn(backend.store, 'batch').mockImplementationOnce(failure);
    await promoteDemoUser(user);
    expect(await screen.findByText('Error updating user role')).toBeInTheDocument();
    // The question stays open to try again, and the row is as it was.
    await user.click(within(screen.getByRole('dialog', { name: 'Make Admin' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(row).getByRole('combobox', { name: 'Role for Demo User' })).toHaveValue('user'));

    vi.spyOn(backend.store, 'batch').mockImplementationOnce(failure);
    await user.click(within(row).getByRole('button', { name: 'Deactivate Demo User' }));
    expect(await screen.findByText('Error updating user status')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();

    vi.spyOn(backend.store, 'batch').mockImplementationOnce(failure);
    await user.click(within(row).getByRole('button', { name: 'Delete Demo User' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting user')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('empties the list when the users cannot be read', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend } = await renderApp('/admin/users', { signedInAs: 'admin' });
    const list = backend.store.list.bind(backend.store);
    const count = backend.store.count.bind(backend.store);
    vi.spyOn(backend.store, 'list').mockImplementation((collection, query) =>
      collection === 'users' ? Promise.reject(new Error('offline')) : list(collection, query),
    );
    vi.spyOn(backend.store, 'count').mockImplementation((collection, query) =>
      collection === 'users' ? Promise.reject(new Error('offline')) : count(collection, query),
    );
    expect(await screen.findByText('Error fetching users')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching users', expect.any(Error));
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(stat('Total Users')).toBe('0');
  });
});

describe('Admin users manager at scale: pages and counts, not every document', () => {
  /** 15 March 2026, noon: the seeded members' dates (and so "New This Month") are fixed. */
  const NOW = new Date(2026, 2, 15, 12);
  const SEEDED = 45;
  const two = (i: number) => String(i).padStart(2, '0');
  /** Member i joined i days before 14 March (0–13 in March); every 5th is inactive, every 9th an admin. */
  const member = (i: number) => ({
    uid: `member-${two(i)}`,
    email: `member${two(i)}@corp.test`,
    displayName: `Member ${two(i)}`,
    role: i % 9 === 0 ? 'admin' : 'user',
    createdAt: new Date(2026, 2, 14 - i, 10),
    isActive: i % 5 !== 4,
  });
  const members = Array.from({ length: SEEDED }, (_, i) => member(i));

  /** The app at /admin/users with 45 more users in the stored data; `reads` counts the visit's reads. */
  async function openWithMembers() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const app = await renderApp('/', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' });
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    for (const profile of members) data.collections.users[profile.uid] = { ...profile };
    localStorage.setItem(STORAGE_KEY, encode(data));
    app.backend.meter!.reset();
    await act(() => app.router.navigate('/admin/users'));
    await screen.findByText('Page 1 of 3');
    await screen.findByRole('table', { name: 'Users' });
    return { ...app, reads: app.backend.meter!.reads };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 20 users a page, newest first, with Previous and Next, and the older ISO-dated accounts last', async () => {
    const { user } = await openWithMembers();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(rows()).toHaveLength(20);
    expect(emails()).toEqual(members.slice(0, 20).map((m) => m.email));
    expect(previous).toBeDisabled();
    expect(screen.getByText('Page 1 of 3')).toHaveAttribute('aria-live', 'polite');

    await user.click(next);
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(emails()).toEqual(members.slice(20, 40).map((m) => m.email)));
    await user.click(next);
    await screen.findByText('Page 3 of 3');
    // The demo accounts' createdAt is an ISO string (an older document): they follow the timestamps.
    await waitFor(() =>
      expect(emails()).toEqual([...members.slice(40).map((m) => m.email), DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.admin.email]),
    );
    expect(next).toBeDisabled();

    await user.click(previous);
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(emails()).toEqual(members.slice(20, 40).map((m) => m.email)));
    await user.click(previous);
    await screen.findByText('Page 1 of 3');
    // Back on page 1: its first row is the newest member (a position on purpose: this is about order).
    await waitFor(() => expect(emails()[0]).toBe(members[0].email));
    expect(previous).toBeDisabled();
  });

  it('counts the figures: total, active, admins and new this month', async () => {
    await openWithMembers();
    const inactive = members.filter((m) => !m.isActive).length;
    const admins = members.filter((m) => m.role === 'admin').length + 1;
    expect([inactive, admins]).toEqual([9, 6]);
    expect(stat('Total Users')).toBe('48');
    expect(stat('Active Users')).toBe(String(48 - inactive));
    expect(stat('Admins')).toBe(String(admins));
    // Members 0–13 joined on 14 March down to 1 March; the demo accounts 45, 90 and 120 days ago.
    expect(stat('New This Month')).toBe('14');
    expect(screen.getByText('48 of 48 users')).toBeInTheDocument();
  });

  it('filters by role with a query: its own pages and count', async () => {
    const { user } = await openWithMembers();
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await screen.findByText('Page 1 of 1');
    await waitFor(() =>
      expect(emails()).toEqual([...members.filter((m) => m.role === 'admin').map((m) => m.email), DEMO_ACCOUNTS.admin.email]),
    );
    expect(screen.getByText('6 of 48 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Role'), 'editor');
    await waitFor(() => expect(emails()).toEqual([DEMO_ACCOUNTS.editor.email]));
    expect(screen.getByText('1 of 48 users')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Role'), 'user');
    await screen.findByText('Page 1 of 3');
    expect(screen.getByText('41 of 48 users')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    for (const row of rows()) expect(within(row).getByRole('combobox', { name: /^Role for / })).toHaveValue('user');
    expect(emails()).not.toContain(members[0].email);
  });

  it('finds a user by the beginning of their e-mail, without the page of everyone', async () => {
    const { user } = await openWithMembers();
    await user.type(screen.getByLabelText('Search users'), 'MEMBER37');
    await waitFor(() => expect(emails()).toEqual(['member37@corp.test']));
    expect(screen.getByText('1 of 48 users')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).not.toBeInTheDocument();
    // By a name's beginning, as typed in lowercase.
    await user.clear(screen.getByLabelText('Search users'));
    await user.type(screen.getByLabelText('Search users'), 'member 4');
    await waitFor(() => expect(emails()).toEqual(['member40@corp.test', 'member41@corp.test', 'member42@corp.test', 'member43@corp.test', 'member44@corp.test']));
  });

  it('reads at most 30 documents to show the first page and the figures of 48 users', async () => {
    const { reads } = await openWithMembers();
    expect(stat('Total Users')).toBe('48');
    // 20 rows, and one read per count (total, inactive, admins, inactive admins, editors, users, new this month × 2).
    expect(reads).toBeGreaterThanOrEqual(20);
    expect(reads).toBeLessThanOrEqual(30);
  });
});

describe('userSearchPrefixes', () => {
  it('matches e-mails in lowercase and names as typed and with a capital first letter', () => {
    expect(userSearchPrefixes('  carol ')).toEqual([
      { field: 'email', prefix: 'carol' },
      { field: 'displayName', prefix: 'carol' },
      { field: 'displayName', prefix: 'Carol' },
    ]);
    expect(userSearchPrefixes('Ada')).toEqual([
      { field: 'email', prefix: 'ada' },
      { field: 'displayName', prefix: 'Ada' },
    ]);
    expect(userSearchPrefixes('   ')).toEqual([]);
  });
});

/**
 * The Profile tab's Sign-in and Security section (account self-service), on the demo backend: change the
 * password, change the e-mail through the link sent to the new address, delete the account.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decode, encode, STORAGE_KEY } from '@/backend/local/db.ts';
import { errorCode, type Backend } from '@/backend/types.ts';
import { renderApp } from '../render.tsx';

const USER = { uid: 'demo-user', email: 'user@example.com', password: 'user123' };

async function openProfile(as: 'user' | 'admin' = 'user', prepare?: (backend: Backend) => Promise<void>) {
  const ui = await renderApp('/profile', { signedInAs: as, prepare });
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  await screen.findByRole('heading', { level: 2, name: 'Login and Security' });
  return ui;
}

/** The value shown under a label in the account details list. */
function detail(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((element) => element.textContent?.trim() === label);
  if (!term?.nextElementSibling) throw new Error(`No detail labelled ${label}`);
  return term.nextElementSibling as HTMLElement;
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return errorCode(error);
  }
  throw new Error('expected the call to fail');
}

describe('Opening and closing the forms', () => {
  it('moves focus into a form when it opens and back to its button when it is cancelled', async () => {
    const { user } = await openProfile();
    for (const [opener, form, first] of [
      ['Change Password', 'Change password', 'Current Password'],
      ['Change Email', 'Change email', 'New Email'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: opener }));
      const opened = screen.getByRole('form', { name: form });
      await waitFor(() => expect(within(opened).getByLabelText(first)).toHaveFocus());
      await user.click(within(opened).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.getByRole('button', { name: opener })).toHaveFocus());
    }
  });
});

describe('Change password', () => {
  it('checks the current password first: a wrong one is refused and everything typed stays', async () => {
    const { user, backend, unmount } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), 'not-my-password');
    await user.type(within(form).getByLabelText('New Password'), 'brand-new-1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'brand-new-1');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Your current password is not correct');
    expect(within(form).getByLabelText('Current Password')).toHaveValue('not-my-password');
    expect(within(form).getByLabelText('New Password')).toHaveValue('brand-new-1');
    expect(within(form).getByLabelText('Confirm New Password')).toHaveValue('brand-new-1');
    unmount();
    await backend.auth.signOut();
    await expect(backend.auth.signIn(USER.email, USER.password)).resolves.toMatchObject({ uid: USER.uid });
  });

  it("holds the new password to sign-up's rule and asks for it twice", async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), USER.password);
    const next = within(form).getByLabelText('New Password');
    await user.type(next, 'x9!kq2m');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Password should be at least 8 characters');
    expect(next).toHaveAccessibleDescription(/At least 8 characters, and not a common password/);

    await user.clear(next);
    await user.type(next, 'password1');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This password is too common or easy to guess');
    expect(next).toHaveValue('password1');

    await user.clear(next);
    await user.type(next, 'brand-new-1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'brand-new-2');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { user, backend, unmount } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), USER.password);
    await user.type(within(form).getByLabelText('New Password'), 'brand-new-1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'brand-new-1');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
    expect(backend.auth.currentUser()?.uid).toBe(USER.uid);
    unmount();
    await backend.auth.signOut();
    expect(await codeOf(backend.auth.signIn(USER.email, USER.password))).toBe('auth/invalid-credential');
    await expect(backend.auth.signIn(USER.email, 'brand-new-1')).resolves.toMatchObject({ uid: USER.uid });
  });
});

describe('Change email', () => {
  it('refuses an address that has an account, and a wrong password, keeping what was typed', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    const form = screen.getByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText('New Email'), 'admin@example.com');
    await user.type(within(form).getByLabelText('Current Password'), USER.password);
    await user.click(within(form).getByRole('button', { name: 'Send Verification Link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An account with this email already exists');

    await user.clear(within(form).getByLabelText('New Email'));
    await user.type(within(form).getByLabelText('New Email'), 'uma@example.org');
    await user.clear(within(form).getByLabelText('Current Password'));
    await user.type(within(form).getByLabelText('Current Password'), 'wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Send Verification Link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your current password is not correct');
    expect(within(form).getByLabelText('New Email')).toHaveValue('uma@example.org');
  });

  it('sends a link to the new address; the e-mail stays until it is followed, then the account and profile follow', async () => {
    const { user, backend, unmount } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    const form = screen.getByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText('New Email'), 'Uma@Example.org');
    await user.type(within(form).getByLabelText('Current Password'), USER.password);
    await user.click(within(form).getByRole('button', { name: 'Send Verification Link' }));

    expect(await screen.findByText('Verification link sent to uma@example.org')).toBeInTheDocument();
    expect(screen.getByText(/^We sent a link/).closest('[role="status"]')).toHaveTextContent('We sent a link to uma@example.org. Your email address stays user@example.com until you follow it.');
    expect(detail('Email')).toHaveTextContent('user@example.com');
    expect(backend.auth.currentUser()?.email).toBe(USER.email);

    await user.click(screen.getByRole('button', { name: 'Open the Link' }));
    expect(await screen.findByText('Your email address is now uma@example.org')).toBeInTheDocument();
    await waitFor(() => expect(detail('Email')).toHaveTextContent('uma@example.org'));
    expect(backend.auth.currentUser()).toMatchObject({ email: 'uma@example.org', emailVerified: true });
    await waitFor(async () => expect(await backend.store.get('users', USER.uid)).toMatchObject({ email: 'uma@example.org' }));

    unmount();
    await backend.auth.signOut();
    expect(await codeOf(backend.auth.signIn(USER.email, USER.password))).toBe('auth/invalid-credential');
    await expect(backend.auth.signIn('uma@example.org', USER.password)).resolves.toMatchObject({ uid: USER.uid });
  });
});

describe('Change email keeps the history', () => {
  /**
   * A `prepare`: the demo user's enquiries and application as if sent signed out with their address (no
   * uid: the profile finds them by that address only), and one more such enquiry, which they hid as not theirs.
   */
  async function sentSignedOut(backend: Backend): Promise<void> {
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    const { contact_messages: messages, applications } = data.collections;
    for (const doc of [...Object.values(messages), ...Object.values(applications)]) if (doc.userId === USER.uid) doc.userId = null;
    const hiddenId = 'planted-enquiry';
    messages[hiddenId] = { ...Object.values(messages).find((doc) => doc.email === USER.email), message: 'Somebody else typed your address.' };
    data.collections.users[USER.uid].hiddenMessageIds = [hiddenId];
    localStorage.setItem(STORAGE_KEY, encode(data));
    await backend.auth.reload();
  }

  it('says beforehand that messages and applications stay, and keeps them after the address changes; a hidden one stays hidden', async () => {
    const { user } = await openProfile('user', sentSignedOut);
    const tab = (name: string) => user.click(screen.getByRole('tab', { name }));
    await tab('Messages');
    const panel = () => screen.getByRole('tabpanel', { name: 'Messages' });
    await waitFor(() => expect(within(panel()).getAllByRole('article').length).toBeGreaterThan(0));
    // Each enquiry by what was asked (the text after the sender's notice and badges changes: it is the account's now).
    const asked = () => within(panel()).getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    const before = asked();
    const signedOut = () => within(panel()).getAllByRole('article').filter((article) => article.textContent?.includes('Sent without logging in, from user@example.com.'));
    expect(signedOut()).toHaveLength(before.length);
    await tab('Profile');
    const applications = within(await screen.findByRole('list', { name: 'My applications' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(applications.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    const form = screen.getByRole('form', { name: 'Change email' });
    expect(within(form).getByLabelText('New Email')).toHaveAccessibleDescription(/Your messages and applications stay with your account\./);
    await user.type(within(form).getByLabelText('New Email'), 'uma@example.org');
    await user.type(within(form).getByLabelText('Current Password'), USER.password);
    await user.click(within(form).getByRole('button', { name: 'Send Verification Link' }));
    await user.click(await screen.findByRole('button', { name: 'Open the Link' }));
    expect(await screen.findByText('Your email address is now uma@example.org')).toBeInTheDocument();

    await tab('Messages');
    await waitFor(() => expect(asked()).toEqual(before));
    expect(signedOut()).toHaveLength(0);
    expect(within(panel()).queryByText('Somebody else typed your address.')).not.toBeInTheDocument();
    await tab('Profile');
    const list = await screen.findByRole('list', { name: 'My applications' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(applications);
  });
});

describe('Delete account', () => {
  it('asks for DELETE and the password; a wrong password deletes nothing and keeps what was typed', async () => {
    const { user, backend } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Type DELETE to confirm',
      'Please enter your current password',
    ]);

    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Current Password'), 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your current password is not correct');
    expect(within(dialog).getByLabelText('Type DELETE to confirm')).toHaveValue('DELETE');
    expect(await backend.store.get('users', USER.uid)).not.toBeNull();
    expect(await backend.store.list('contact_messages', { where: [['userId', '==', USER.uid]] })).not.toEqual([]);
  });

  it('deletes the profile, the enquiries and applications sent logged in and the login, then signs out and says so', async () => {
    const { user, backend, router, unmount } = await openProfile();
    expect(await backend.store.list('applications', { where: [['userId', '==', USER.uid]] })).not.toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Current Password'), USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));

    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(backend.auth.currentUser()).toBeNull();
    unmount();
    expect(await codeOf(backend.auth.signIn(USER.email, USER.password))).toBe('auth/invalid-credential');
    await backend.auth.signIn('admin@example.com', 'admin123');
    expect(await backend.store.get('users', USER.uid)).toBeNull();
    expect(await backend.store.list('contact_messages', { where: [['userId', '==', USER.uid]] })).toEqual([]);
    expect(await backend.store.list('applications', { where: [['userId', '==', USER.uid]] })).toEqual([]);
  });

  it('leaves what was sent logged out, though the account kept it since, says so beforehand, and logs the deletion with what went', async () => {
    // One of the demo user's enquiries and one application as if sent logged out with their address.
    let signedOut: { message: string; application: string } = { message: '', application: '' };
    let signedIn: { messages: string[]; applications: string[] } = { messages: [], applications: [] };
    const { user, backend, unmount } = await openProfile('user', async (prepared) => {
      const data = decode(localStorage.getItem(STORAGE_KEY)!);
      const mine = (collection: Record<string, Record<string, unknown>>) => Object.entries(collection).filter(([, doc]) => doc.userId === USER.uid).map(([id]) => id);
      const [message, ...messages] = mine(data.collections.contact_messages);
      const [application, ...applications] = mine(data.collections.applications);
      data.collections.contact_messages[message].userId = null;
      data.collections.applications[application].userId = null;
      signedOut = { message, application };
      signedIn = { messages, applications };
      localStorage.setItem(STORAGE_KEY, encode(data));
      await prepared.auth.reload();
    });
    expect(signedIn.messages.length).toBeGreaterThan(0);

    // The e-mail changes: what was sent logged out gets the account's uid, so the profile still shows it.
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    const form = screen.getByRole('form', { name: 'Change email' });
    await user.type(within(form).getByLabelText('New Email'), 'uma@example.org');
    await user.type(within(form).getByLabelText('Current Password'), USER.password);
    await user.click(within(form).getByRole('button', { name: 'Send Verification Link' }));
    await user.click(await screen.findByRole('button', { name: 'Open the Link' }));
    expect(await screen.findByText('Your email address is now uma@example.org')).toBeInTheDocument();
    expect(await backend.store.get('contact_messages', signedOut.message)).toMatchObject({ userId: USER.uid });

    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const [goes, stays] = await within(dialog).findAllByRole('list');
    const items = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);
    const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
    expect(items(goes)).toEqual([
      'your profile and your login',
      `${count(signedIn.messages.length, 'enquiry', 'enquiries')} you sent while logged in, with our replies`,
      `${count(signedIn.applications.length, 'job application', 'job applications')} you sent while logged in`,
    ]);
    expect(items(stays)[0]).toBe('1 enquiry and 1 job application you sent while logged out: we can still answer them by e-mail');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Current Password'), USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    unmount();

    await backend.auth.signIn('admin@example.com', 'admin123');
    expect(await backend.store.get('contact_messages', signedOut.message)).not.toBeNull();
    expect(await backend.store.get('applications', signedOut.application)).not.toBeNull();
    for (const id of signedIn.messages) expect(await backend.store.get('contact_messages', id)).toBeNull();
    for (const id of signedIn.applications) expect(await backend.store.get('applications', id)).toBeNull();
    const log = await backend.store.list('activity', { where: [['target', '==', `users/${USER.uid}`]] });
    expect(log.map((entry) => [entry.by, entry.area, entry.summary])).toEqual([
      [
        USER.uid,
        'users',
        `Demo User deleted their account: ${count(signedIn.messages.length, 'enquiry', 'enquiries')} and ${count(signedIn.applications.length, 'application', 'applications')} removed`,
      ],
    ]);
  });

  it('is not offered to an administrator, who is told why', async () => {
    await openProfile('admin');
    expect(
      await screen.findByText('Administrators cannot delete their own account. Ask another administrator to remove your admin role first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });
});

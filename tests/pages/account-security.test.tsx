/**
 * Accounts that lose their right to a session: an account an admin deactivated is refused at sign-in
 * and signed out on its next navigation (at most every 30 s) or reload; an account the identity
 * service reports disabled or expired is signed out wherever that surfaces; each time the person is
 * told why. The identity service's other codes get clear messages on the sign-in form.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_RECHECK_MS } from '@/context/use-session-recheck.ts';
import { decode, encode, STORAGE_KEY } from '@/backend/local/db.ts';
import { BackendError } from '@/backend/types.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { renderApp, renderRoutes } from '../render.tsx';

const DEACTIVATED = 'This account has been deactivated. Please contact support.';
const SIGNED_OUT_DEACTIVATED = `You have been logged out. ${DEACTIVATED}`;
const SIGNED_OUT_DISABLED = 'You have been logged out. This account has been disabled. Please contact support.';
const SIGNED_OUT_EXPIRED = 'You have been logged out. Your session has expired. Please log in again.';

type Ui = Awaited<ReturnType<typeof renderApp>>;

/** What an admin elsewhere did to a user document: written straight into the demo store's saved data. */
function changeStoredUser(uid: string, patch: Record<string, unknown>) {
  const text = localStorage.getItem(STORAGE_KEY);
  if (!text) throw new Error('The demo store has not been seeded');
  const data = decode(text);
  const profile = data.collections.users?.[uid];
  if (!profile) throw new Error(`No user document ${uid}`);
  Object.assign(profile, patch);
  localStorage.setItem(STORAGE_KEY, encode(data));
}

const userMenu = (name: string) => screen.findByRole('button', { name: new RegExp(name) });
const loginLink = () => screen.findByRole('link', { name: 'Login' });

async function goTo(router: Ui['router'], path: string, h1?: string | RegExp) {
  await act(() => router.navigate(path));
  if (h1) await screen.findByRole('heading', { level: 1, name: h1 });
}

/** Moves the clock past the recheck interval (only Date is faked; timers stay real). */
function passRecheckInterval() {
  vi.setSystemTime(Date.now() + SESSION_RECHECK_MS + 1000);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Failed sign-ins and checks are logged on purpose. */
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('a deactivated account', () => {
  it('is refused at login with a clear message, keeps what was typed and leaves nobody logged in', async () => {
    const logged = quietConsole();
    const { user, backend } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    changeStoredUser(DEMO_ACCOUNTS.user.uid, { isActive: false });

    await user.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.user.email);
    await user.type(screen.getByLabelText('Password'), DEMO_ACCOUNTS.user.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(DEACTIVATED);
    // "Please contact support" gives the way there.
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNTS.user.email);
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_ACCOUNTS.user.password);
    expect(backend.auth.currentUser()).toBeNull();
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
    // Refused on the form: no second "you have been signed out" notice.
    expect(screen.queryByText(SIGNED_OUT_DEACTIVATED)).not.toBeInTheDocument();
    expect(await loginLink()).toBeInTheDocument();
    // An expected refusal, told on the form: not logged as an error of the site's.
    expect(logged).not.toHaveBeenCalled();
  });

  it('is logged out on the next navigation once 30 s have passed, with a toast saying why', async () => {
    const { router, backend } = await renderApp('/', { signedInAs: 'user' });
    await userMenu(DEMO_ACCOUNTS.user.displayName);
    changeStoredUser(DEMO_ACCOUNTS.user.uid, { isActive: false });

    // Within 30 s of the last check, navigating does not read the document again.
    await goTo(router, '/services', 'Everything you need to build, launch and grow');
    expect(screen.getByRole('button', { name: /Demo User/ })).toBeInTheDocument();
    expect(backend.auth.currentUser()?.uid).toBe(DEMO_ACCOUNTS.user.uid);

    passRecheckInterval();
    await goTo(router, '/blog');
    expect(await screen.findByText(SIGNED_OUT_DEACTIVATED)).toBeInTheDocument();
    expect(await loginLink()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Demo User/ })).not.toBeInTheDocument();
    expect(backend.auth.currentUser()).toBeNull();
  });

  it('is logged out when the app loads again (a reload) with the session still stored', async () => {
    const first = await renderApp('/', { signedInAs: 'user' });
    await userMenu(DEMO_ACCOUNTS.user.displayName);
    changeStoredUser(DEMO_ACCOUNTS.user.uid, { isActive: false });
    first.unmount();

    // The same browser storage, a fresh start of the app on a guarded page.
    const { router } = renderRoutes('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(first.backend.auth.currentUser()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
  });
});

describe('a deleted account', () => {
  const DELETED = 'This account has been deleted. Please contact support if you think this is a mistake.';

  it('is refused on the form alone, whichever order its reads and sign-outs finish in', async () => {
    const logged = quietConsole();
    const { user, backend } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    changeStoredUser(DEMO_ACCOUNTS.user.uid, { isActive: false, role: 'user', deletedAt: new Date('2026-11-20T10:00:00Z') });
    // The order CI met on the emulator, forced: the session's load and the sign-in check each read the
    // profile, the later read answers first, and each signs the deleted account out; the first
    // sign-out finishes last. (Each hold ends after 2 s if what it waits for never comes.)
    const hold = (until: () => boolean) => waitFor(() => expect(until()).toBe(true), { timeout: 2000 }).catch(() => {});
    const get = backend.store.get.bind(backend.store);
    const signOut = backend.auth.signOut.bind(backend.auth);
    let profileReads = 0;
    let profileAnswers = 0;
    let signOuts = 0;
    const done = new Set<number>();
    vi.spyOn(backend.store, 'get').mockImplementation(async (name, id) => {
      if (name !== 'users' || id !== DEMO_ACCOUNTS.user.uid) return get(name, id);
      if (++profileReads === 1) await hold(() => profileAnswers > 0);
      const profile = await get(name, id);
      profileAnswers += 1;
      return profile;
    });
    vi.spyOn(backend.auth, 'signOut').mockImplementation(async () => {
      const call = ++signOuts;
      if (call === 1) await hold(() => done.size > 0);
      await signOut();
      done.add(call);
    });

    await user.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.user.email);
    await user.type(screen.getByLabelText('Password'), DEMO_ACCOUNTS.user.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(DELETED);
    expect(await loginLink()).toBeInTheDocument();
    expect(backend.auth.currentUser()).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNTS.user.email);
    // Told once, on the form: no "You have been signed out" notice as well, and nothing logged.
    await waitFor(() => expect(done.size).toBe(signOuts));
    await act(async () => {});
    expect(screen.queryByText(`You have been logged out. ${DELETED}`)).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('the navigation recheck', () => {
  it('picks up a role an admin took away: the former admin is sent away from /admin', async () => {
    quietConsole();
    const { router } = await renderApp('/', { signedInAs: 'admin' });
    await userMenu(DEMO_ACCOUNTS.admin.displayName);
    changeStoredUser(DEMO_ACCOUNTS.admin.uid, { role: 'user' });

    passRecheckInterval();
    await goTo(router, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/^That page is for admins\./)).toBeInTheDocument();
    // Still signed in, as a user now, and not told they were signed out.
    expect(await userMenu(DEMO_ACCOUNTS.admin.displayName)).toBeInTheDocument();
    expect(screen.queryByText(/You have been logged out/)).not.toBeInTheDocument();
  });

  it.each([
    ['auth/user-disabled', SIGNED_OUT_DISABLED],
    ['auth/user-token-expired', SIGNED_OUT_EXPIRED],
  ])('signs the person out when the identity service says %s, with a toast saying why', async (code, message) => {
    const { router, backend } = await renderApp('/', { signedInAs: 'user' });
    await userMenu(DEMO_ACCOUNTS.user.displayName);
    const reload = vi.spyOn(backend.auth, 'reload').mockRejectedValue(new BackendError(code));

    passRecheckInterval();
    await goTo(router, '/services');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(reload).toHaveBeenCalled();
    expect(await loginLink()).toBeInTheDocument();
    expect(backend.auth.currentUser()).toBeNull();
  });

  it('keeps the session when the check cannot reach the service (network failure)', async () => {
    quietConsole();
    const { router, backend } = await renderApp('/', { signedInAs: 'user' });
    await userMenu(DEMO_ACCOUNTS.user.displayName);
    const reload = vi.spyOn(backend.auth, 'reload').mockRejectedValue(new BackendError('auth/network-request-failed'));

    passRecheckInterval();
    await goTo(router, '/services', 'Everything you need to build, launch and grow');
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 30_000 });
    await goTo(router, '/blog');
    expect(screen.getByRole('button', { name: /Demo User/ })).toBeInTheDocument();
    expect(backend.auth.currentUser()?.uid).toBe(DEMO_ACCOUNTS.user.uid);
    expect(screen.queryByText(/You have been logged out/)).not.toBeInTheDocument();
  });

  it('does not call a deliberate logout a deactivation', async () => {
    const { user, router } = await renderApp('/', { signedInAs: 'user' });
    await user.click(await userMenu(DEMO_ACCOUNTS.user.displayName));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();

    passRecheckInterval();
    await goTo(router, '/services', 'Everything you need to build, launch and grow');
    expect(await loginLink()).toBeInTheDocument();
    expect(screen.queryByText(/You have been logged out/)).not.toBeInTheDocument();
  });
});

describe('an expired session surfacing in a profile save', () => {
  it('signs the person out and says why, besides the save error', async () => {
    quietConsole();
    const { user, router, backend } = await renderApp('/profile', { signedInAs: 'user' });
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    vi.spyOn(backend.auth, 'updateProfile').mockRejectedValue(new BackendError('auth/user-token-expired'));

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Display Name');
    await user.clear(name);
    await user.type(name, 'Renamed User');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SIGNED_OUT_EXPIRED)).toBeInTheDocument();
    expect(backend.auth.currentUser()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the identity service’s own codes on the login form', () => {
  it.each([
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/network-request-failed', 'Network error. Please check your connection and try again.'],
    ['auth/user-disabled', 'This account has been disabled. Please contact support.'],
  ])('%s → "%s", keeping what was typed', async (code, message) => {
    quietConsole();
    const { user, backend } = await renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    vi.spyOn(backend.auth, 'signIn').mockRejectedValue(new BackendError(code));

    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });
});

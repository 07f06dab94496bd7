/**
 * The post editor's unsaved changes, kept in this browser (kept-draft.tsx), last only as long as the
 * session: logging out, a session ended because the account was deactivated or the identity service
 * says it expired, and deleting one's own account each forget every kept form in this browser,
 * whoever's, so the next person at the device (or the same one, logged in again) is offered none.
 * The same in a browser, on both backends: tests/e2e/unsaved-changes.spec.ts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, STORAGE_KEY } from '@/backend/local/db.ts';
import { BackendError, type Backend } from '@/backend/types.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { SESSION_RECHECK_MS } from '@/context/use-session-recheck.ts';
import { keptDraftKey } from '@/features/blog/components/kept-draft.tsx';
import { renderApp, renderRoutes } from '../render.tsx';

type Ui = Awaited<ReturnType<typeof renderApp>>;

const POST = { id: 'mobile-app-mvp', edit: '/admin/blogs/edit/mobile-app-mvp' };
const EDITOR = DEMO_ACCOUNTS.editor;
const ADMIN = DEMO_ACCOUNTS.admin;
/** What the offer says of how long the changes stay (its description ends with the way on). */
const KEPT_FOR = /^This browser kept them when the editor closed before they were saved\. They stay in this browser until you log out\. /;

const offer = () => screen.queryByRole('region', { name: /^You have unsaved changes from / });
const titleField = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Title/ });

/** Every form the editor keeps in this browser's storage, whoever's. */
function keptInStorage(): string[] {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith('nf:unsaved-post:')) keys.push(key);
  }
  return keys;
}

/**
 * Another person's unsaved form for the same post, left in this browser's storage by an older version
 * of the site (which kept them after logging out): the admin's, to be offered if they ever log in here.
 */
function leftBehindByAdmin() {
  const key = keptDraftKey(ADMIN.uid, POST.id);
  const values = { title: 'The Admin’s Half-Written Title', content: 'Left on a shared computer.' };
  localStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() - 60_000 }));
  return key;
}

/** What an admin elsewhere did to a user document: written straight into the demo store's saved data. */
function changeStoredUser(uid: string, patch: Record<string, unknown>) {
  const data = decode(localStorage.getItem(STORAGE_KEY)!);
  Object.assign(data.collections.users![uid], patch);
  localStorage.setItem(STORAGE_KEY, encode(data));
}

/**
 * The editor changes the post's title and the tab closes before it is saved; the editor, opened again
 * in the same browser, offers the changes back and says how long they stay. Returns the saved title.
 */
async function keepAnEdit(prepare?: (backend: Backend) => Promise<void>) {
  const first = await renderApp(POST.edit, { signedInAs: 'editor', prepare });
  await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
  const saved = titleField().value;
  await first.user.type(titleField(), ' (unsaved)');
  expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  first.unmount();

  const reopened = renderRoutes(POST.edit);
  await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
  expect(titleField()).toHaveValue(saved);
  expect(offer()).toBeInTheDocument();
  expect(offer()).toHaveAccessibleDescription(KEPT_FOR);
  expect(keptInStorage()).toContain(keptDraftKey(EDITOR.uid, POST.id));
  return { ...reopened, user: first.user, backend: first.backend, saved };
}

async function goTo(router: Ui['router'], path: string, h1: string | RegExp) {
  await act(() => router.navigate(path));
  await screen.findByRole('heading', { level: 1, name: h1 });
}

/** Logs in on the login page, as anyone at this device would. */
async function logIn(ui: Ui, account: { email: string; password: string }) {
  await goTo(ui.router, '/login', 'Welcome Back');
  await ui.user.type(screen.getByLabelText('Email'), account.email);
  await ui.user.type(screen.getByLabelText('Password'), account.password);
  await ui.user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  await waitFor(() => expect(ui.router.state.location.pathname).not.toBe('/login'));
}

/** Logout from the admin menu (the admin area's header opens it). */
async function logOutFromAdminMenu(ui: Ui) {
  await ui.user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Open admin menu' }));
  const sidebar = screen.getByRole('complementary', { name: 'Admin sidebar' });
  await ui.user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(ui.router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
}

/** Opens the post in the editor: the saved post, with no offer of kept changes. */
async function expectNothingOffered(ui: Ui, saved: string) {
  await goTo(ui.router, POST.edit, 'Edit Post');
  await waitFor(() => expect(titleField()).toHaveValue(saved));
  expect(offer()).not.toBeInTheDocument();
  expect(screen.queryByText(/^You have unsaved changes/)).not.toBeInTheDocument();
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('kept changes when the person logs out', () => {
  it('are forgotten, whoever’s: logged in again, neither the editor nor the next person is offered any', async () => {
    let adminsKey = '';
    const ui = await keepAnEdit(async () => {
      adminsKey = leftBehindByAdmin();
    });
    expect(keptInStorage()).toContain(adminsKey);

    // Logout with the offer still open (nothing typed since: nothing holds the way).
    await logOutFromAdminMenu(ui);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(keptInStorage()).toEqual([]);

    await logIn(ui, EDITOR);
    await expectNothingOffered(ui, ui.saved);

    // The next person at this device: the admin, whose form left behind went too.
    await logOutFromAdminMenu(ui);
    await logIn(ui, ADMIN);
    await expectNothingOffered(ui, ui.saved);
    expect(keptInStorage()).toEqual([]);
    ui.unmount();
  });
});

describe('kept changes when the session ends without the person asking', () => {
  const SIGNED_OUT_DEACTIVATED = 'You have been logged out. This account has been deactivated. Please contact support.';
  const SIGNED_OUT_EXPIRED = 'You have been logged out. Your session has expired. Please log in again.';

  beforeEach(() => {
    // Only Date is faked (timers stay real): the navigation recheck runs at most every 30 s.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });

  const endings: { why: string; notice: string; end: (backend: Backend) => void; undo: () => void }[] = [
    {
      why: 'an admin deactivated the account',
      notice: SIGNED_OUT_DEACTIVATED,
      end: () => changeStoredUser(EDITOR.uid, { isActive: false }),
      // An admin turns the account on again, so its owner can log in once more.
      undo: () => changeStoredUser(EDITOR.uid, { isActive: true }),
    },
    {
      why: 'the identity service says the session expired',
      notice: SIGNED_OUT_EXPIRED,
      end: (backend) => {
        vi.spyOn(backend.auth, 'reload').mockRejectedValue(new BackendError('auth/user-token-expired'));
      },
      undo: () => vi.restoreAllMocks(),
    },
  ];

  it.each(endings)('are forgotten when $why: logged in again, the editor offers none', async ({ notice, end, undo }) => {
    const ui = await keepAnEdit();
    // The offer is left open; the person goes elsewhere on the site.
    await goTo(ui.router, '/services', 'Everything you need to build, launch and grow');
    expect(keptInStorage()).toEqual([keptDraftKey(EDITOR.uid, POST.id)]);

    end(ui.backend);
    vi.setSystemTime(Date.now() + SESSION_RECHECK_MS + 1000);
    await act(() => ui.router.navigate('/blog'));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(keptInStorage()).toEqual([]));

    undo();
    await logIn(ui, EDITOR);
    await expectNothingOffered(ui, ui.saved);
    ui.unmount();
  });
});

describe('kept changes when the person deletes their account', () => {
  it('are forgotten with it, whoever’s: the next person at the device is offered none', async () => {
    let adminsKey = '';
    const ui = await keepAnEdit(async () => {
      adminsKey = leftBehindByAdmin();
    });
    expect(keptInStorage()).toEqual(expect.arrayContaining([adminsKey, keptDraftKey(EDITOR.uid, POST.id)]));

    await goTo(ui.router, '/profile', 'My Profile');
    await ui.user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await ui.user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await ui.user.type(within(dialog).getByLabelText('Current Password'), EDITOR.password);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(ui.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(keptInStorage()).toEqual([]);

    await logIn(ui, ADMIN);
    await expectNothingOffered(ui, ui.saved);
    ui.unmount();
  });
});

/**
 * Renders the real route table on a memory history, on a fresh, seeded demo backend, so page tests see
 * what a visitor sees. `signedInAs` signs a demo account in first.
 */
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, parsePath } from 'history';
import { HistoryRouter } from '@/context/history-router.tsx';
import { AppProviders } from '@/app/providers.tsx';
import { AppRoutes } from '@/app/routes.tsx';
import { setBackendForTests } from '@/backend/index.ts';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { decode, encode, STORAGE_KEY } from '@/backend/local/db.ts';
import type { Backend } from '@/backend/types.ts';

export interface RenderAppOptions {
  signedInAs?: keyof typeof DEMO_ACCOUNTS;
  /** Changes the data before the page first renders (signed in as `signedInAs`). */
  prepare?: (backend: Backend) => Promise<void>;
}

/**
 * The app at `path` on the backend and storage as they are (a reload, say); `strict` renders it in
 * React's StrictMode, as the site does. `router.navigate(to)` is a visitor following a link to `to`
 * (a number: back or forward); `router.state.location` is what the address bar shows.
 */
export function renderRoutes(path: string, { strict = false }: { strict?: boolean } = {}) {
  // The first entry's key is 'default', as for the page a browser tab opened with.
  const history = createMemoryHistory({ initialEntries: [{ ...parsePath(path), key: 'default' }] });
  const router = {
    navigate: (to: string | number) => act(async () => (typeof to === 'number' ? history.go(to) : history.push(to))),
    state: {
      get location() {
        return history.location;
      },
    },
  };
  const app = (
    <AppProviders>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router };
}

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  localStorage.clear();
  const backend: Backend = createLocalBackend();
  setBackendForTests(backend);
  if (options.signedInAs) {
    const account = DEMO_ACCOUNTS[options.signedInAs];
    await backend.auth.signIn(account.email, account.password);
  }
  await options.prepare?.(backend);
  const user = userEvent.setup();
  return { ...renderRoutes(path), user, backend };
}

/**
 * A `prepare` that makes the signed-in demo user's e-mail unverified (demo sign-ups are verified from
 * the start; on Firebase a new account is unverified until its owner follows the link).
 */
export async function withUnverifiedEmail(backend: Backend): Promise<void> {
  const data = decode(localStorage.getItem(STORAGE_KEY)!);
  data.accounts[DEMO_ACCOUNTS.user.uid].emailVerified = false;
  localStorage.setItem(STORAGE_KEY, encode(data));
  await backend.auth.reload();
}

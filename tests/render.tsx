/**
 * Renders the real route table in a memory router on a fresh, seeded demo backend, so page tests see
 * what a visitor sees. `signedInAs` signs a demo account in first.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers.tsx';
import { routes } from '@/app/routes.tsx';
import { setBackendForTests } from '@/backend/index.ts';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import type { Backend } from '@/backend/types.ts';

export interface RenderAppOptions {
  signedInAs?: 'admin' | 'user';
}

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  localStorage.clear();
  const backend: Backend = createLocalBackend();
  setBackendForTests(backend);
  if (options.signedInAs) {
    const account = DEMO_ACCOUNTS[options.signedInAs];
    await backend.auth.signIn(account.email, account.password);
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router, backend };
}

/** A site configured for Firebase whose backend did not start shows an error page, never demo mode. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSessionData } from '@/context/session.tsx';
import { BackendUnavailableError, setBackendForTests } from '@/backend/index.ts';
import type { Backend } from '@/backend/types.ts';
import { renderRoutes } from '../render.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  // The session loads its data functions alongside the backend (src/context/session.tsx); when the
  // backend fails at once, that import is still under way: the test waits for it rather than end
  // with it in flight (which Vitest reports as an error at teardown).
  await loadSessionData();
});

describe('when the backend does not start', () => {
  it.each(['/contact', '/login', '/blog'])('%s shows the error page, with a way to retry and to reach the company', async (path) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed: Promise<Backend> = Promise.reject(new BackendUnavailableError('Firebase did not start.'));
    failed.catch(() => {});
    setBackendForTests(failed);
    renderRoutes(path);

    expect(await screen.findByRole('heading', { level: 1, name: "This site can't load right now" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't connect to our services");
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href^="mailto:"]')).not.toBeNull();
    // Nothing of the page that needs the backend, and nothing of demo mode.
    expect(screen.queryByRole('button', { name: /Send Message|Log In/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('The site could not start its backend', expect.any(BackendUnavailableError));
  });
});

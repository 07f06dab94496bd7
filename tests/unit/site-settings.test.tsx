/**
 * The site settings a prerendered page starts from: the ones it was built with
 * (its initial data), until the stored ones are read. When nothing changed since the build nothing
 * renders again; when something did, the stored values replace the built ones.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@/features/site/data/settings.ts';

const BUILT: SiteSettings = { ...DEFAULT_SITE_SETTINGS, phone: '+44 20 7946 0000', address: '1 Canal Street\nManchester' };

/**
 * A page load: fresh modules (the settings store starts empty, as in a new tab) on a backend holding
 * `stored` (or nothing) as the settings document, and a page built with `built` (or none: the client
 * shell). Counts the renders of the one reader.
 */
async function openPage({ stored, built }: { stored: SiteSettings | null; built?: SiteSettings }) {
  vi.resetModules();
  const { initialDataKeys, InitialDataProvider } = await import('@/context/initial-data.tsx');
  const { loadSiteSettings, useSiteSettings } = await import('@/context/site-settings.tsx');
  const { setBackendForTests } = await import('@/backend/index.ts');
  const { memoryStorage } = await import('@/backend/local/db.ts');
  const { createLocalBackend, DEMO_ACCOUNTS } = await import('@/backend/local/index.ts');
  const { saveSiteSettings } = await import('@/features/site/data/settings.ts');

  const backend = createLocalBackend(memoryStorage());
  setBackendForTests(backend);
  if (stored) {
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await saveSiteSettings(stored);
    await backend.auth.signOut();
  }

  const counter = { renders: 0 };
  function Phone() {
    counter.renders += 1;
    return <p data-testid="phone">{useSiteSettings().phone}</p>;
  }
  render(
    <InitialDataProvider value={built ? { [initialDataKeys.siteSettings]: built } : {}} hydrating>
      <Phone />
    </InitialDataProvider>,
  );
  return { counter, loadSiteSettings, phone: () => screen.getByTestId('phone') };
}

describe('useSiteSettings on a prerendered page', () => {
  it('shows the settings the page was built with, then the stored ones where they differ', async () => {
    // Changed back to the built-in details since the build.
    const page = await openPage({ stored: null, built: BUILT });
    expect(page.phone()).toHaveTextContent('+44 20 7946 0000');
    await waitFor(() => expect(page.phone()).toHaveTextContent(DEFAULT_SITE_SETTINGS.phone));
  });

  it('keeps them, without rendering again, when the stored ones are the same', async () => {
    const page = await openPage({ stored: BUILT, built: BUILT });
    expect(page.phone()).toHaveTextContent('+44 20 7946 0000');
    const first = page.counter.renders;
    await act(() => page.loadSiteSettings()); // The read the page started: the same settings.
    expect(page.phone()).toHaveTextContent('+44 20 7946 0000');
    expect(page.counter.renders).toBe(first);
  });

  it('starts from the built-in details where the page carries none (the client shell)', async () => {
    const page = await openPage({ stored: BUILT });
    expect(page.phone()).toHaveTextContent(DEFAULT_SITE_SETTINGS.phone);
    await waitFor(() => expect(page.phone()).toHaveTextContent('+44 20 7946 0000'));
  });
});

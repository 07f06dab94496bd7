/**
 * The demo banner's "Reset demo data": it asks first (it wipes everything this browser added), and
 * the toast that follows can undo it, session included.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.tsx';
import { staffBatch } from '../logged-writes.ts';

const ADDED_POST = 'local-seo-checklist';

async function openAsAdminWithoutAPost() {
  const app = await renderApp('/', {
    signedInAs: 'admin',
    // Something this browser changed: one of the demo's posts deleted.
    // (With its address, as deleteBlog does: the rules free an address with its post.)
    prepare: async (backend) => {
      await staffBatch(backend, [
        { op: 'delete', collection: 'blogs', id: ADDED_POST },
        { op: 'delete', collection: 'slugs', id: ADDED_POST },
      ]);
    },
  });
  const banner = await screen.findByRole('banner');
  await within(banner).findByRole('link', { name: /^Messages/ });
  return app;
}

const noticeButton = async (name: string) =>
  within(await screen.findByRole('complementary', { name: 'Demo mode' })).getByRole('button', { name });

describe('Reset demo data', () => {
  it('asks first; Cancel changes nothing', async () => {
    const { user, backend } = await openAsAdminWithoutAPost();
    await user.click(await noticeButton('Reset demo data'));
    const dialog = await screen.findByRole('dialog', { name: 'Reset demo data?' });
    expect(dialog).toHaveTextContent('goes back to the demo\'s sample content, and you are logged out');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset demo data?' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Messages/ })).toBeInTheDocument();
    expect(await backend.store.get('blogs', ADDED_POST)).toBeNull();
  });

  it('resets once confirmed, and Undo in its toast brings everything back', async () => {
    const { user, backend } = await openAsAdminWithoutAPost();
    await user.click(await noticeButton('Reset demo data'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset demo data?' })).getByRole('button', { name: 'Reset Demo Data' }));
    expect(await screen.findByText('Demo data restored')).toBeInTheDocument();
    // Signed out, the seed back.
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(await backend.store.get('blogs', ADDED_POST)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Your demo data is back')).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: /^Messages/ })).toBeInTheDocument();
    expect(await backend.store.get('blogs', ADDED_POST)).toBeNull();
  });
});

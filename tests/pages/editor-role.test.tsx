/**
 * The editor role: an editor's admin area is the posts — the sidebar lists Blogs only, /admin opens
 * the posts, any other admin screen sends them there and says why — and in it they write, publish and
 * delete posts and read drafts. Admins grant and revoke the role in Users. (What the rules allow an
 * editor is the access table's, rule 80; the journey in a browser on both backends is
 * tests/e2e/editor-role.spec.ts.)
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDITORS_NOTICE } from '@/app/guards.tsx';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { renderApp } from '../render.tsx';

const DRAFT = 'A Cloud Cost Review in One Afternoon';

async function openSidebar(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Open admin menu' }));
  return screen.getByRole('complementary', { name: 'Admin sidebar' });
}

describe("an editor's admin area", () => {
  it('opens on the posts, drafts included, with Blogs the only admin screen in the sidebar', async () => {
    const { user, router } = await renderApp('/admin', { signedInAs: 'editor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Posts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blogs');
    const table = await screen.findByRole('table', { name: 'Blog posts' });
    expect(within(table).getByText(DRAFT)).toBeInTheDocument();
    // Arriving at their own area is not a refusal.
    expect(screen.queryByText(EDITORS_NOTICE)).not.toBeInTheDocument();

    const sidebar = await openSidebar(user);
    const nav = within(sidebar).getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Blogs', '/admin/blogs']]);
    expect(within(sidebar).getByText('Editor')).toBeInTheDocument();
    expect(within(sidebar).getByText(DEMO_ACCOUNTS.editor.displayName)).toBeInTheDocument();
  });

  it.each(['/admin/users', '/admin/messages', '/admin/settings', '/admin/services', '/admin/applications', '/admin/subscribers', '/admin/outbox', '/admin/analytics', '/admin/activity'])(
    'sends an editor from %s to the posts, saying why',
    async (path) => {
      const { router } = await renderApp(path, { signedInAs: 'editor' });
      expect(await screen.findByText(EDITORS_NOTICE)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Blog Posts' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/blogs');
    },
  );

  it("offers the admin area from the account menu, and the editor's messages icon stays their own", async () => {
    const { user } = await renderApp('/', { signedInAs: 'editor' });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/profile?tab=messages');
    await user.click(within(banner).getByRole('button', { name: /Demo Editor/ }));
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('publishes a draft, reads it on the site with an edit link, and deletes it', async () => {
    const { user, backend, router } = await renderApp('/admin/blogs/edit/draft-cloud-cost-review', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog post published')).toBeInTheDocument();
    expect((await backend.store.get<{ isPublished: boolean }>('blogs', 'draft-cloud-cost-review'))?.isPublished).toBe(true);

    await act(() => router.navigate('/blog/draft-cloud-cost-review'));
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit post' })).toHaveAttribute('href', '/admin/blogs/edit/draft-cloud-cost-review');

    await act(() => router.navigate('/admin/blogs'));
    const table = await screen.findByRole('table', { name: 'Blog posts' });
    await user.click(within(table).getByRole('button', { name: `Delete “${DRAFT}”` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete blog post' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog deleted successfully!')).toBeInTheDocument();
    expect(await backend.store.get('blogs', 'draft-cloud-cost-review')).toBeNull();
  });

  it('reads no enquiries or accounts: the backend refuses what the screens would ask', async () => {
    const { backend } = await renderApp('/', { signedInAs: 'editor' });
    await expect(backend.store.list('contact_messages')).rejects.toThrow();
    await expect(backend.store.list('users')).rejects.toThrow();
    await expect(backend.store.update('users', DEMO_ACCOUNTS.editor.uid, { role: 'admin', isActive: true })).rejects.toThrow();
  });
});

describe('granting and revoking the editor role', () => {
  it('goes at once with an Undo; the new editor gets the posts, and loses them when it is revoked', async () => {
    const { user, backend, router } = await renderApp('/admin/users', { signedInAs: 'admin' });
    const row = (await screen.findAllByRole('row')).find((candidate) => candidate.textContent?.includes(DEMO_ACCOUNTS.user.email))!;
    const select = within(row).getByRole('combobox', { name: 'Role for Demo User' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['User', 'Editor', 'Admin']);

    await user.selectOptions(select, 'editor');
    await user.click(within(row).getByRole('button', { name: 'Save role for Demo User' }));
    // No question first: editor rights reach the posts only.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('User role updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo: make Demo User a user again' })).toBeInTheDocument();
    expect((await backend.store.get<{ role: string }>('users', DEMO_ACCOUNTS.user.uid))?.role).toBe('editor');

    // Their rights are real: as an editor they read drafts, and still not the accounts.
    const asUser = async () => {
      await backend.auth.signOut();
      await backend.auth.signIn(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    };
    await act(asUser);
    expect(await backend.store.get('blogs', 'draft-cloud-cost-review')).not.toBeNull();
    await expect(backend.store.list('users')).rejects.toThrow();

    await act(async () => {
      await backend.auth.signOut();
      await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    });
    // (Signed in as the editor, this tab may have been sent to the posts.)
    await act(() => router.navigate('/admin/users'));
    const again = await screen.findByRole('combobox', { name: 'Role for Demo User' });
    await waitFor(() => expect(again).toHaveValue('editor'));
    await user.selectOptions(again, 'user');
    await user.click(screen.getByRole('button', { name: 'Save role for Demo User' }));
    await waitFor(async () => expect((await backend.store.get<{ role: string }>('users', DEMO_ACCOUNTS.user.uid))?.role).toBe('user'));

    await act(asUser);
    await expect(backend.store.get('blogs', 'draft-cloud-cost-review')).rejects.toThrow();
  });
});

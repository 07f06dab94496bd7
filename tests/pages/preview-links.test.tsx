/**
 * Private preview links: from a draft's editor, "Share preview" makes /preview/<token>, which shows the
 * post as its article will look, under a "Preview — not published" banner, to anyone with the link;
 * a save shows in it on reload; Revoke and expiry make it say it has expired; once the post is
 * published, the link leads to the article. (Who may read and write what: tests/access-rows/previews.ts.)
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/types.ts';
import { renderApp, renderRoutes } from '../render.tsx';

const DRAFT = { id: 'draft-cloud-cost-review', title: 'A Cloud Cost Review in One Afternoon' };

afterEach(() => vi.useRealTimers());

/** The admin opens the draft's editor and shares a preview: the link's path. */
async function sharePreviewOfDraft() {
  const rendered = await renderApp(`/admin/blogs/edit/${DRAFT.id}`, { signedInAs: 'admin' });
  const panel = await screen.findByRole('region', { name: 'Private preview' });
  // Offered once the panel knows whether a link exists (disabled until then: a click would do nothing).
  const share = await within(panel).findByRole('button', { name: 'Share preview' });
  await waitFor(() => expect(share).toBeEnabled());
  await rendered.user.click(share);
  const field = await within(panel).findByRole('textbox', { name: 'Preview link' });
  const url = new URL((field as HTMLInputElement).value);
  expect(url.pathname).toMatch(/^\/preview\/[A-Za-z0-9_-]{32}$/);
  expect(within(panel).getByText(/^Works until /)).toBeInTheDocument();
  expect(await screen.findByText('Preview link ready')).toBeInTheDocument();
  return { ...rendered, panel, path: url.pathname };
}

/** Someone else opens the link, in a browser where nobody is signed in. */
async function openAsVisitor(backend: Backend, path: string) {
  cleanup();
  await backend.auth.signOut();
  return renderRoutes(path);
}

describe('a private preview link', () => {
  it('shows the draft as its article will look, to a visitor, under the preview banner', async () => {
    const { backend, path } = await sharePreviewOfDraft();
    await openAsVisitor(backend, path);
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT.title })).toBeInTheDocument();
    const banner = screen.getByRole('note', { name: 'Preview' });
    expect(banner).toHaveTextContent('Preview — not published');
    expect(screen.queryByText(/Draft: this post is not published/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The afternoon, step by step' })).toBeInTheDocument();
    expect(screen.getByText('#Cloud')).toBeInTheDocument();
  });

  it('shows what was saved since, on reload', async () => {
    const { backend, path, user } = await sharePreviewOfDraft();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: 'A Cloud Cost Review, Revised' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    await openAsVisitor(backend, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'A Cloud Cost Review, Revised' })).toBeInTheDocument();
  });

  it('says it has expired once revoked, and the editor offers a new one', async () => {
    const { backend, path, panel, user } = await sharePreviewOfDraft();
    await user.click(within(panel).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Preview link revoked')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Share preview' })).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'Preview link' })).not.toBeInTheDocument();
    await openAsVisitor(backend, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'This preview link has expired' })).toBeInTheDocument();
    expect(screen.queryByText(DRAFT.title)).not.toBeInTheDocument();
  });

  it('says it has expired after 48 hours', async () => {
    const { backend, path } = await sharePreviewOfDraft();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 48 * 3_600_000 + 60_000 });
    await openAsVisitor(backend, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'This preview link has expired' })).toBeInTheDocument();
  });

  it('leads to the article once the post is published', async () => {
    const { backend, path, user } = await sharePreviewOfDraft();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog post published')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Private preview' })).not.toBeInTheDocument();
    const { router } = await openAsVisitor(backend, path);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog/${DRAFT.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT.title })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('replaces the last link when shared again, which then says it has expired', async () => {
    const { backend, path, panel, user } = await sharePreviewOfDraft();
    await user.click(within(panel).getByRole('button', { name: 'Revoke' }));
    await user.click(await within(panel).findByRole('button', { name: 'Share preview' }));
    const next = new URL((await within(panel).findByRole('textbox', { name: 'Preview link' }) as HTMLInputElement).value).pathname;
    expect(next).not.toBe(path);
    await openAsVisitor(backend, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'This preview link has expired' })).toBeInTheDocument();
    cleanup();
    renderRoutes(next);
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT.title })).toBeInTheDocument();
  });
});

/**
 * What the app writes for a private preview link (src/features/blog/data/previews.ts), on one backend,
 * whose rules must let each step through (rule 77): a link ends with its copy (sharing again removes
 * the old link's copy, Revoke removes the copy with the link), and a copy's published state is always
 * its post's, refreshed in the batch of each save of the post. Run on the demo backend
 * (tests/unit/preview-link-state.test.ts) and on Firebase: the app's own adapter against the Firestore
 * emulator with the real firestore.rules (tests/emulator/preview-links.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { setBackendForTests } from '@/backend/index.ts';
import { SERVER_TIME, type Backend } from '@/backend/types.ts';
import { COLLECTIONS } from '@/data/collections.ts';
import { createBlog, getBlog, updateBlog } from '@/features/blog/data/blogs.ts';
import { getPreviewLink, revokePreview, sharePreview } from '@/features/blog/data/previews.ts';

export interface PreviewJourneyBackend {
  /** The backend, with an admin signed in. */
  backend: Backend;
  /** The signed-in admin's name, as their user document holds it (posts are written under it). */
  adminName: string;
}

/** `open` runs before each test (the demo backend's storage is cleared after each); it may hand back the same backend each time. */
export function describePreviewLinkJourney(name: string, open: () => Promise<PreviewJourneyBackend>) {
  describe(`private preview links on ${name}`, () => {
    let backend: Backend;
    let adminName = '';

    beforeEach(async () => {
      ({ backend, adminName } = await open());
      setBackendForTests(backend);
    });

    const copyOf = (token: string) => backend.store.get(COLLECTIONS.previews, token);
    const postOf = (id: string) => backend.store.get(COLLECTIONS.blogs, id);

    /** A new draft, as the editor makes it (createBlog: its publishAt is the server's time). */
    const newDraft = (title: string) =>
      createBlog({ title, excerpt: '', content: `${title}: notes.`, category: 'Business', tags: [], isFeatured: false, isPublished: false }, adminName);

    async function share(id: string) {
      const post = await getBlog(id);
      if (!post) throw new Error(`No post ${id} to share`);
      return sharePreview(post);
    }

    it('sharing again removes the copy of the link it replaces, in the same batch', async () => {
      const id = await newDraft('Shared twice');
      const first = await share(id);
      const second = await share(id);
      expect(await copyOf(first.token)).toBeNull();
      expect(await copyOf(second.token)).not.toBeNull();
      expect((await getPreviewLink(id))?.token).toBe(second.token);
    });

    it('Revoke removes the copy with the link; with no link there is nothing to do', async () => {
      const id = await newDraft('Revoked');
      const { token } = await share(id);
      await revokePreview(id);
      expect(await copyOf(token)).toBeNull();
      expect(await getPreviewLink(id)).toBeNull();
      await expect(revokePreview(id)).resolves.toBeUndefined();
    });

    it('a save of a post whose copy was removed by hand forgets the link in the same batch', async () => {
      const id = await newDraft('Copy removed');
      const { token } = await share(id);
      await backend.store.batch([{ op: 'delete', collection: COLLECTIONS.previews, id: token }]);
      await updateBlog(id, { title: 'Copy removed, saved' });
      expect((await postOf(id))?.title).toBe('Copy removed, saved');
      expect(await getPreviewLink(id)).toBeNull();
    });

    it('a copy follows its post as it is saved, published (at a new address), unpublished and scheduled', async () => {
      const id = await newDraft('Followed');
      const { token } = await share(id);
      expect(await copyOf(token)).toMatchObject({ isPublished: false, publishAt: (await postOf(id))?.publishAt });

      await updateBlog(id, { title: 'Followed, revised' });
      expect(await copyOf(token)).toMatchObject({ title: 'Followed, revised', isPublished: false });

      await updateBlog(id, { isPublished: true, slug: 'followed-revised' });
      const published = await postOf(id);
      expect(await copyOf(token)).toMatchObject({ isPublished: true, publishAt: published?.publishAt, slug: 'followed-revised' });

      await updateBlog(id, { isPublished: false });
      expect((await copyOf(token))?.isPublished).toBe(false);

      const later = new Date(Date.now() + 7 * 24 * 3_600_000);
      await updateBlog(id, { isPublished: true, publishAt: later });
      expect(await copyOf(token)).toMatchObject({ isPublished: true, publishAt: later });
    });

    it('a copy of a draft marked published on its own is refused', async () => {
      const id = await newDraft('Not published');
      const { token } = await share(id);
      await expect(
        backend.store.batch([{ op: 'update', collection: COLLECTIONS.previews, id: token, data: { isPublished: true, updatedAt: SERVER_TIME } }]),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    });
  });
}

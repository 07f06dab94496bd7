/**
 * Private preview links (docs/content-and-pages.md, "Private preview links"): from the editor of a
 * draft, an admin shares `/preview/<token>`, which shows the post as its article page will, to anyone
 * who has the link, until it expires (48 hours by default) or is revoked.
 *
 * A draft is readable by admins only, so the link cannot read the post itself: `previews/{token}`
 * holds a copy of what the article shows, which every save of the post refreshes in the save's own
 * batch (`refreshPreview`), and anyone may get it by its token while it has not expired — or once
 * the post is published, when the link leads to the article. Nobody lists previews. Which link a post
 * has is kept for admins in `preview_links/{postId}` (one link per post: sharing again replaces it).
 * The rules hold the app to it (rule 77): a copy's published state (`isPublished`, `publishAt`) is its
 * post's after the batch, and replacing or revoking a link removes the copy it named in the same batch.
 */
import { getBackend, getPublicStore } from '@/backend/index.ts';
import { errorCode, SERVER_TIME, type BatchWrite } from '@/backend/types.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { normalise, type BlogPost } from './blog-post.ts';

/** How long a shared link works, by default. */
export const PREVIEW_HOURS = 48;
/** The longest a link may be made to work (the rules' bound). */
export const MAX_PREVIEW_DAYS = 30;

/** What the article shows of a post, as a preview copies it (the post's own field names). */
export const PREVIEW_FIELDS = [
  'title',
  'excerpt',
  'content',
  'format',
  'category',
  'tags',
  'image',
  'authorName',
  'readTime',
  'isPublished',
  'publishAt',
  'slug',
] as const;

export interface PreviewLink {
  token: string;
  expiresAt: Date;
}

/** A preview as its link shows it: the post as copied, and until when the link works. */
export interface PostPreview {
  post: BlogPost;
  expiresAt: Date;
}

/** 32 characters of a-z, A-Z, 0-9, _ and - (192 bits): a link nobody can guess. */
export function newPreviewToken(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}

/** The fields of `source` a preview copies (those it has). */
function copiedFields(source: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const field of PREVIEW_FIELDS) if (field in source && source[field] !== undefined) copy[field] = source[field];
  return copy;
}

/** The post's current link, for admins (null when it has none). */
export async function getPreviewLink(postId: string): Promise<PreviewLink | null> {
  const { store } = await getBackend();
  const link = await store.get(COLLECTIONS.previewLinks, postId);
  return link && typeof link.token === 'string' && link.expiresAt instanceof Date ? { token: link.token, expiresAt: link.expiresAt } : null;
}

/**
 * Makes a new link to the post as it is saved, working for `hours`; a link the post had stops working
 * (its copy is removed in the same batch).
 */
export async function sharePreview(post: BlogPost, hours = PREVIEW_HOURS): Promise<PreviewLink> {
  const { store } = await getBackend();
  const stored = await store.get(COLLECTIONS.blogs, post.id);
  if (!stored) throw new Error('The post no longer exists.');
  const previous = await getPreviewLink(post.id);
  const token = newPreviewToken();
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  const writes: BatchWrite[] = [
    {
      op: 'set',
      collection: COLLECTIONS.previews,
      id: token,
      data: { ...copiedFields(stored), postId: post.id, createdAt: SERVER_TIME, updatedAt: SERVER_TIME, expiresAt },
    },
    { op: 'set', collection: COLLECTIONS.previewLinks, id: post.id, data: { token, expiresAt } },
  ];
  if (previous) writes.push({ op: 'delete', collection: COLLECTIONS.previews, id: previous.token });
  await store.batch(writes);
  return { token, expiresAt };
}

/**
 * Stops the post's link from working: it then says it has expired. Its copy and the link go in one
 * batch (the rules refuse the link's removal otherwise); nothing to do for a post without a link.
 */
export async function revokePreview(postId: string): Promise<void> {
  const { store } = await getBackend();
  const link = await getPreviewLink(postId);
  if (!link) return;
  await store.batch([
    { op: 'delete', collection: COLLECTIONS.previews, id: link.token },
    { op: 'delete', collection: COLLECTIONS.previewLinks, id: postId },
  ]);
}

/**
 * The writes that make a save of the post show in its preview, for the save's own batch: reloading
 * the link shows what was saved, and once the post is published it leads to the article. `before` is
 * the post as stored, `changes` the fields as written. The copy always takes the post's published
 * state as the batch leaves it (`isPublished`, and `publishAt` when the post has one), which the rules
 * compare with the post after the batch. None for a post without a link; a link whose copy is gone
 * (removed by hand) is forgotten in the same batch (the link already says it has expired).
 */
export async function refreshPreview(
  postId: string,
  before: Record<string, unknown> | null,
  changes: Record<string, unknown>,
): Promise<BatchWrite[]> {
  const link = await getPreviewLink(postId);
  if (!link) return [];
  const { store } = await getBackend();
  if (!(await store.get(COLLECTIONS.previews, link.token))) return [{ op: 'delete', collection: COLLECTIONS.previewLinks, id: postId }];
  const after = { ...before, ...changes };
  const published = copiedFields({ isPublished: after.isPublished, publishAt: after.publishAt });
  return [{ op: 'update', collection: COLLECTIONS.previews, id: link.token, data: { ...copiedFields(changes), ...published, updatedAt: SERVER_TIME } }];
}

/**
 * What `/preview/<token>` shows: the post as copied and until when the link works, or null when the
 * link has expired, was revoked or never existed (the rules refuse an expired one, and the three are
 * told apart for nobody).
 */
export async function getPreview(token: string): Promise<PostPreview | null> {
  const store = await getPublicStore();
  try {
    const preview = await store.get(COLLECTIONS.previews, token);
    if (!preview || typeof preview.postId !== 'string' || !(preview.expiresAt instanceof Date)) return null;
    const { postId, expiresAt, ...fields } = preview;
    return { post: normalise({ ...fields, id: postId }), expiresAt };
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return null;
    throw error;
  }
}

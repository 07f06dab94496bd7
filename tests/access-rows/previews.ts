/**
 * Access-table rows for private preview links: previews/{token}, a copy of a draft for whoever has its
 * link, and preview_links/{postId}, which link a post has (src/features/blog/data/previews.ts). Rule
 * number 77. `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import { SERVER_TIME, type BatchWrite } from '@/backend/types.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { FAR_AHEAD as SCHEDULED_AT } from './blog.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  77:
    'private preview links: anyone with a link reads its preview until it expires, or once its post is published; staff read it always; ' +
    'nobody lists previews or links; active staff (an admin or an editor) make one for an existing post (an unguessable token, a copy ' +
    'of the post’s fields as a post bounds them, server times, ending within 30 days, named by the post’s preview_links/ document in ' +
    'the same batch), refresh its copy (not its post, birth or end), and revoke it; a copy’s isPublished and publishAt are its post’s ' +
    'after the batch (on making and on refreshing it: the post’s save refreshes its copy in the same batch); replacing a post’s link ' +
    'with a new one removes the old link’s copy, and revoking a link removes its copy, in the same batch; staff may remove a stale ' +
    'copy on its own; only staff read or write preview_links/',
};

const JAN_5 = new Date('2026-01-05T09:00:00.000Z');
const LONG_AGO = new Date('2020-01-01T00:00:00.000Z');
const FAR_AHEAD = new Date('2099-01-01T00:00:00.000Z');
const HOUR = 3_600_000;
/** 48 hours from when the rows run: what the editor's "Share preview" sets. */
export const IN_TWO_DAYS = new Date(Date.now() + 48 * HOUR);

export const LIVE_TOKEN = 'LiveToken_0123456789abcdefghijklmn';
export const EXPIRED_TOKEN = 'ExpiredToken_0123456789abcdefghij';
const PUBLISHED_TOKEN = 'PublishedToken_0123456789abcdefgh';
export const NEW_TOKEN = 'NewToken-0123456789abcdefghijklmnop';
/** The expired link of a scheduled post. */
const SCHEDULED_TOKEN = 'ScheduledToken_0123456789abcdefgh';

/** A post's link whose preview is gone (removed by hand): its token is free to be written again. */
const ORPHAN_TOKEN = 'OrphanToken_0123456789abcdefghijk';

/** What a preview copies of the world's draft post (blog.ts). */
const COPY: Doc = {
  title: 'Our 2027 Roadmap',
  excerpt: 'Not ready yet.',
  content: 'Draft notes.',
  category: 'Business',
  tags: [],
  image: null,
  authorName: 'Emily Rodriguez',
  readTime: 1,
  isPublished: false,
};

const preview = (expiresAt: Date, extra: Doc = {}): Doc => ({ ...COPY, postId: 'draft-post', createdAt: JAN_5, updatedAt: JAN_5, expiresAt, ...extra });

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  previews: {
    [LIVE_TOKEN]: preview(FAR_AHEAD),
    [EXPIRED_TOKEN]: preview(LONG_AGO),
    [PUBLISHED_TOKEN]: preview(LONG_AGO, { postId: 'published-post', isPublished: true, publishAt: JAN_5, slug: 'shipping-a-mobile-mvp' }),
    // The expired link of a post published for a time to come (scheduled publishing, rule 78), with its post's time.
    [SCHEDULED_TOKEN]: preview(LONG_AGO, { postId: 'scheduled-post', isPublished: true, publishAt: SCHEDULED_AT }),
  },
  preview_links: {
    'draft-post': { token: LIVE_TOKEN, expiresAt: FAR_AHEAD },
    'slugged-post': { token: ORPHAN_TOKEN, expiresAt: IN_TWO_DAYS },
  },
};

/** The copy and the post's link of "Share preview", without ending the link the post had. */
const copyAndLink = (token: string, copy: Doc, link: Doc, postId: string): BatchWrite[] => [
  { op: 'set', collection: 'previews', id: token, data: copy },
  { op: 'set', collection: 'preview_links', id: postId, data: link },
];

/**
 * The editor's "Share preview" (sharePreview): the copy and the post's link, in one batch, with the
 * copy of the link the post had removed (the draft's live link, here).
 */
export const share = (token: string, copy: Doc, link: Doc = { token, expiresAt: IN_TWO_DAYS }, postId = 'draft-post'): BatchWrite[] => {
  const old = docs.preview_links[postId]?.token;
  return [
    ...copyAndLink(token, copy, link, postId),
    ...(typeof old === 'string' && old !== token ? [{ op: 'delete' as const, collection: 'previews', id: old }] : []),
  ];
};
export const NEW_COPY: Doc = { ...COPY, postId: 'draft-post', createdAt: SERVER_TIME, updatedAt: SERVER_TIME, expiresAt: IN_TWO_DAYS };
/** A copy of the scheduled post (blog.ts): published, from its time. */
const SCHEDULED_COPY: Doc = { ...NEW_COPY, postId: 'scheduled-post', isPublished: true, publishAt: SCHEDULED_AT };
const shareScheduled = (copy: Doc): BatchWrite[] => share(NEW_TOKEN, copy, undefined, 'scheduled-post');
/** The same copy without a publication time. */
const UNTIMED_SCHEDULED_COPY: Doc = Object.fromEntries(Object.entries(SCHEDULED_COPY).filter(([key]) => key !== 'publishAt'));
/** A save of the post refreshes its preview (refreshPreview). */
export const REFRESH: Doc = { title: 'Our 2027 Roadmap, revised', content: 'Better notes.', updatedAt: SERVER_TIME };

/** updateBlog on the draft: the post saved, and its preview refreshed with the post's published state, in one batch. */
const saveDraft = (refresh: Doc = {}): BatchWrite[] => [
  { op: 'update', collection: 'blogs', id: 'draft-post', data: { title: 'Our 2027 Roadmap, revised', content: 'Better notes.', readTime: 1, updatedAt: SERVER_TIME } },
  { op: 'update', collection: 'previews', id: LIVE_TOKEN, data: { ...REFRESH, isPublished: false, ...refresh } },
];
/** updateBlog publishing the draft now, at a new address: the post, its address and its preview, in one batch. */
const publishDraft = (refresh: Doc = {}): BatchWrite[] => [
  {
    op: 'update',
    collection: 'blogs',
    id: 'draft-post',
    data: { isPublished: true, publishAt: SERVER_TIME, slug: 'our-2027-roadmap', updatedAt: SERVER_TIME },
  },
  { op: 'set', collection: 'slugs', id: 'our-2027-roadmap', data: { postId: 'draft-post' } },
  {
    op: 'update',
    collection: 'previews',
    id: LIVE_TOKEN,
    data: { isPublished: true, publishAt: SERVER_TIME, slug: 'our-2027-roadmap', updatedAt: SERVER_TIME, ...refresh },
  },
];
/** revokePreview: the copy and the post's link, in one batch. */
const REVOKE: BatchWrite[] = [
  { op: 'delete', collection: 'previews', id: LIVE_TOKEN },
  { op: 'delete', collection: 'preview_links', id: 'draft-post' },
];

export const rows: readonly AccessRow[] = [
  // Reading a preview by its link.
  row(77, 'visitor', 'get', `previews/${LIVE_TOKEN}`, 'allow', 'a visitor with the link reads a preview that has not expired'),
  row(77, 'user', 'get', `previews/${LIVE_TOKEN}`, 'allow', 'a signed-in reader with the link reads a preview that has not expired'),
  row(77, 'visitor', 'get', `previews/${EXPIRED_TOKEN}`, 'deny', 'a visitor reads an expired preview'),
  row(77, 'user', 'get', `previews/${EXPIRED_TOKEN}`, 'deny', 'a signed-in reader reads an expired preview'),
  row(77, 'visitor', 'get', `previews/${PUBLISHED_TOKEN}`, 'allow', 'a visitor reads the expired preview of a post since published (the link leads to it)'),
  row(77, 'admin', 'get', `previews/${EXPIRED_TOKEN}`, 'allow', 'an admin reads an expired preview'),
  row(78, 'visitor', 'get', `previews/${SCHEDULED_TOKEN}`, 'deny', 'a visitor reads the expired preview of a post scheduled for later'),
  row(78, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'allow', 'an admin shares a preview of a scheduled post, with its time (sharePreview)', {
    writes: shareScheduled(SCHEDULED_COPY),
  }),
  row(77, 'inactiveAdmin', 'get', `previews/${EXPIRED_TOKEN}`, 'deny', 'an inactive admin reads an expired preview'),
  row(77, 'visitor', 'list', 'previews', 'deny', 'a visitor lists the previews'),
  row(77, 'admin', 'list', 'previews', 'deny', 'an admin lists the previews'),
  row(77, 'admin', 'list', 'previews', 'deny', 'an admin lists the previews of one post', { query: { where: [['postId', '==', 'draft-post']] } }),

  // Making one.
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'allow', 'an admin shares a preview of a draft for 48 hours, its last link’s copy removed (sharePreview)', {
    writes: share(NEW_TOKEN, NEW_COPY),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a new link, keeping the copy of the link it replaces', {
    writes: copyAndLink(NEW_TOKEN, NEW_COPY, { token: NEW_TOKEN, expiresAt: IN_TWO_DAYS }, 'draft-post'),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview of a draft, marked published', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, isPublished: true }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview of a draft (no publishAt), with a publication time', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, publishAt: JAN_5 }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview of a scheduled post with another time than the post’s', {
    writes: shareScheduled({ ...SCHEDULED_COPY, publishAt: FAR_AHEAD }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview of a scheduled post without its time', {
    writes: shareScheduled(UNTIMED_SCHEDULED_COPY),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview of a scheduled post, marked a draft', {
    writes: shareScheduled({ ...SCHEDULED_COPY, isPublished: false }),
  }),
  row(77, 'user', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'a user shares a preview', { writes: share(NEW_TOKEN, NEW_COPY) }),
  row(77, 'admin', 'create', `previews/${ORPHAN_TOKEN}`, 'allow', 'an admin writes the preview a post’s link names, published as its post is', {
    data: { ...NEW_COPY, postId: 'slugged-post', isPublished: true, publishAt: JAN_5 },
  }),
  row(77, 'user', 'create', `previews/${ORPHAN_TOKEN}`, 'deny', 'a user writes the preview a post’s link names', {
    data: { ...NEW_COPY, postId: 'slugged-post', isPublished: true, publishAt: JAN_5 },
  }),
  row(77, 'inactiveAdmin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an inactive admin shares a preview', { writes: share(NEW_TOKEN, NEW_COPY) }),
  row(77, 'admin', 'batch', 'previews/short-token', 'deny', 'an admin shares a preview under a guessable token', { writes: share('short-token', NEW_COPY) }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview without naming it in the post’s link', {
    writes: [{ op: 'set', collection: 'previews', id: NEW_TOKEN, data: NEW_COPY }],
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview of a post that does not exist', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, postId: 'no-such-post' }, undefined, 'no-such-post'),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview that has already ended', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, expiresAt: LONG_AGO }, { token: NEW_TOKEN, expiresAt: LONG_AGO }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview for longer than 30 days', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, expiresAt: FAR_AHEAD }, { token: NEW_TOKEN, expiresAt: FAR_AHEAD }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview ending at a time that is not a time', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, expiresAt: 'tomorrow' }, { token: NEW_TOKEN, expiresAt: IN_TWO_DAYS }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', "an admin shares a preview made at the client's time", {
    writes: share(NEW_TOKEN, { ...NEW_COPY, createdAt: JAN_5 }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', "an admin shares a preview changed at the client's time", {
    writes: share(NEW_TOKEN, { ...NEW_COPY, updatedAt: JAN_5 }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview with a field a post does not have', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, views: 0 }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview without a title', { writes: share(NEW_TOKEN, { ...NEW_COPY, title: '' }) }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview with a body over 50,000 characters', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, content: 'x'.repeat(50_001) }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview without a category', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, category: '' }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview whose excerpt is too long', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, excerpt: 'x'.repeat(501) }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview with 21 tags', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview with a cover that is not https', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, image: 'javascript:alert(1)' }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview with an author name over 100 characters', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, authorName: 'x'.repeat(101) }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview with a fractional read time', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, readTime: 1.5 }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview in another format than Markdown', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, format: 'html' }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'allow', 'an admin shares a preview of a Markdown post with an address', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, format: 'markdown', slug: 'our-2027-roadmap' }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview with an address that is not one', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, slug: 'Not An Address!' }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin shares a preview whose published flag is not a flag', {
    writes: share(NEW_TOKEN, { ...NEW_COPY, isPublished: 'no' }),
  }),

  // The post's link: which preview it has.
  row(77, 'admin', 'get', 'preview_links/draft-post', 'allow', 'an admin reads which link a post has'),
  row(77, 'user', 'get', 'preview_links/draft-post', 'deny', 'a user reads which link a post has'),
  row(77, 'visitor', 'get', 'preview_links/draft-post', 'deny', 'a visitor reads which link a post has'),
  row(77, 'admin', 'list', 'preview_links', 'deny', 'an admin lists the links'),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin names a preview in another post’s link', {
    writes: share(NEW_TOKEN, NEW_COPY, { token: NEW_TOKEN, expiresAt: IN_TWO_DAYS }, 'published-post'),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin gives the link another end than its preview’s', {
    writes: share(NEW_TOKEN, NEW_COPY, { token: NEW_TOKEN, expiresAt: FAR_AHEAD }),
  }),
  row(77, 'admin', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'an admin writes the link with another field', {
    writes: share(NEW_TOKEN, NEW_COPY, { token: NEW_TOKEN, expiresAt: IN_TWO_DAYS, note: 'x' }),
  }),
  row(77, 'admin', 'set', 'preview_links/published-post', 'deny', 'an admin points a post’s link at another post’s preview', {
    data: { token: LIVE_TOKEN, expiresAt: FAR_AHEAD },
  }),
  row(77, 'admin', 'set', 'preview_links/draft-post', 'allow', 'an admin points a post’s link at its own preview, with its end', {
    data: { token: LIVE_TOKEN, expiresAt: FAR_AHEAD },
  }),
  row(77, 'admin', 'set', 'preview_links/draft-post', 'deny', 'an admin points a link at a preview that does not exist', {
    data: { token: NEW_TOKEN, expiresAt: IN_TWO_DAYS },
  }),
  row(77, 'user', 'set', 'preview_links/draft-post', 'deny', 'a user points a post’s link at an existing preview', {
    data: { token: LIVE_TOKEN, expiresAt: FAR_AHEAD },
  }),

  // A save of the post refreshes its copy.
  row(77, 'admin', 'update', `previews/${LIVE_TOKEN}`, 'allow', 'an admin’s save refreshes the preview (refreshPreview)', { data: REFRESH }),
  row(77, 'admin', 'batch', 'blogs/draft-post', 'allow', 'an admin saves a draft and refreshes its preview, a draft still, in one batch (updateBlog)', {
    writes: saveDraft(),
  }),
  row(77, 'admin', 'batch', 'blogs/draft-post', 'deny', 'an admin saves a draft and marks its preview published in the same batch', {
    writes: saveDraft({ isPublished: true }),
  }),
  row(77, 'admin', 'batch', 'blogs/draft-post', 'allow', 'publishing the post marks its preview published from the same time, with its address, in one batch (updateBlog)', {
    writes: publishDraft(),
  }),
  row(77, 'admin', 'batch', 'blogs/draft-post', 'deny', 'publishing the post gives its preview another publication time than the post’s', {
    writes: publishDraft({ publishAt: JAN_5 }),
  }),
  row(77, 'admin', 'update', `previews/${LIVE_TOKEN}`, 'deny', 'an admin marks a draft’s preview published (it would outlive its end)', {
    data: { isPublished: true, updatedAt: SERVER_TIME },
  }),
  row(77, 'admin', 'update', `previews/${LIVE_TOKEN}`, 'deny', 'an admin gives a draft’s preview a publication time', {
    data: { publishAt: FAR_AHEAD, updatedAt: SERVER_TIME },
  }),
  row(78, 'admin', 'update', `previews/${SCHEDULED_TOKEN}`, 'allow', 'an admin’s save refreshes a scheduled post’s preview, with the post’s state (refreshPreview)', {
    data: { ...REFRESH, isPublished: true, publishAt: SCHEDULED_AT },
  }),
  row(78, 'admin', 'update', `previews/${SCHEDULED_TOKEN}`, 'deny', 'an admin brings a scheduled post’s preview forward to a time already passed', {
    data: { ...REFRESH, isPublished: true, publishAt: JAN_5 },
  }),
  row(77, 'user', 'update', `previews/${LIVE_TOKEN}`, 'deny', 'a user changes a preview', { data: REFRESH }),
  row(77, 'visitor', 'update', `previews/${LIVE_TOKEN}`, 'deny', 'a visitor changes a preview', { data: REFRESH }),
  row(77, 'admin', 'update', `previews/${LIVE_TOKEN}`, 'deny', 'an admin moves a preview to another post', { data: { ...REFRESH, postId: 'unrecorded-slug-post' } }),
  row(77, 'admin', 'update', `previews/${LIVE_TOKEN}`, 'deny', 'an admin changes when a preview was made', { data: { ...REFRESH, createdAt: SERVER_TIME } }),
  row(77, 'admin', 'update', `previews/${LIVE_TOKEN}`, 'deny', 'an admin moves a preview’s end', { data: { ...REFRESH, expiresAt: IN_TWO_DAYS } }),
  row(77, 'admin', 'update', `previews/${LIVE_TOKEN}`, 'deny', "an admin refreshes a preview at the client's time", { data: { ...REFRESH, updatedAt: JAN_5 } }),
  row(77, 'admin', 'update', `previews/${LIVE_TOKEN}`, 'deny', 'an admin refreshes a preview with an empty body', { data: { ...REFRESH, content: '' } }),

  // Revoking.
  row(77, 'admin', 'batch', `previews/${LIVE_TOKEN}`, 'allow', 'an admin revokes a post’s link with its copy (revokePreview)', { writes: REVOKE }),
  row(77, 'admin', 'delete', 'preview_links/draft-post', 'deny', 'an admin revokes a post’s link, keeping its copy (readable until it ends)'),
  row(77, 'admin', 'delete', 'preview_links/slugged-post', 'allow', 'an admin forgets a link whose copy is gone (refreshPreview)'),
  row(77, 'user', 'delete', 'preview_links/slugged-post', 'deny', 'a user removes a link whose copy is gone'),
  row(77, 'admin', 'delete', `previews/${EXPIRED_TOKEN}`, 'allow', 'an admin removes a stale preview on its own'),
  row(77, 'user', 'delete', `previews/${LIVE_TOKEN}`, 'deny', 'a user revokes a preview'),
  row(77, 'inactiveAdmin', 'delete', `previews/${LIVE_TOKEN}`, 'deny', 'an inactive admin revokes a preview'),
];

/**
 * Access-table rows for the editor role: an active account with role editor does the post work — posts
 * (blogs/), their addresses (slugs/), their revisions, private preview links (previews/, preview_links/)
 * and the content version (meta/content) — exactly as an admin does it, and nothing else an admin may;
 * admins grant and revoke the role. Rule number 80, and the editor's rows of 62 (closing one's own
 * account). The post work's rows write what the admin rows of blog.ts, previews.ts and
 * content-version.ts write, with their builders. `tests/access-matrix.ts` adds these to the table,
 * `docs` to its world.
 */
import { SERVER_TIME, type BatchWrite } from '@/backend/types.ts';
import { contentChanged } from '@/data/collections.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { ACCOUNT_DELETION } from './accounts.ts';
import { actors } from './actors.ts';
import { notesWrite, storedApplication } from './applications.ts';
import { ALL_BY_NEWEST, FAR_AHEAD, newPost, newPostAt, postEdit, PUBLISHED_AS_STORED, saveKeepingRevision } from './blog.ts';
import { MOVED } from './content-version.ts';
import { MARK_READ, storedMessage } from './enquiries.ts';
import { NEWEST_FIRST } from './mail.ts';
import { NEWEST, PENDING, subscriberPath } from './newsletter.ts';
import { docs as previewDocs, EXPIRED_TOKEN, IN_TWO_DAYS, LIVE_TOKEN, NEW_COPY, NEW_TOKEN, REFRESH, share } from './previews.ts';
import { row } from './row.ts';
import { newService, SERVICE_TOGGLE, siteSettings } from './site.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  80:
    'an editor (role editor on an active account) does the post work — writes, schedules, publishes and deletes posts, their addresses, ' +
    'preview links and the content version, and reads drafts and revisions — and nothing else an admin may; admins grant and revoke the role',
};

// ---------------------------------------------------------------------------------------------
// The world: what the editor sent signed in (closing their account deletes it). Their user document
// is in accounts.ts, with every account's.

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  contact_messages: {
    'editor-message': storedMessage({
      name: actors.editor.displayName,
      email: actors.editor.email,
      userId: actors.editor.uid,
      service: 'Web Development',
      message: 'Could you review our blog’s page speed?',
    }),
  },
  applications: {
    editorApplication: storedApplication({ name: actors.editor.displayName, email: actors.editor.email, userId: actors.editor.uid }),
  },
};

// ---------------------------------------------------------------------------------------------
// What the app writes for the editor (src/features/blog/data/blogs.ts, revisions.ts, previews.ts).

const { editor } = actors;

/** The content version's move in the batch of each change to the posts (contentChanged). */
const CONTENT_MOVED: BatchWrite = contentChanged(SERVER_TIME);

/** The revision a save by the editor keeps: who replaced the version is the editor (revisionWrite). */
const BY_EDITOR: Doc = { replacedBy: editor.uid, replacedByName: editor.displayName };

/** updateBlog's batch when the editor saves the published post: the post, the version it replaces, the content version. */
const editorSave = (): BatchWrite[] => [...saveKeepingRevision(BY_EDITOR), CONTENT_MOVED];

/** deleteBlog's batch for the draft: the post, its preview link and the preview, the content version. */
const DELETE_DRAFT: BatchWrite[] = [
  { op: 'delete', collection: 'blogs', id: 'draft-post' },
  { op: 'delete', collection: 'previews', id: LIVE_TOKEN },
  { op: 'delete', collection: 'preview_links', id: 'draft-post' },
  CONTENT_MOVED,
];

/** revokePreview: the preview and the post's link, in one batch. */
const REVOKE: BatchWrite[] = [
  { op: 'delete', collection: 'previews', id: LIVE_TOKEN },
  { op: 'delete', collection: 'preview_links', id: 'draft-post' },
];

/** The end of the draft's live preview link, as its preview holds it. */
const LIVE_END = previewDocs.previews[LIVE_TOKEN].expiresAt;

const REVISIONS_PAGE = { orderBy: { field: 'replacedAt', direction: 'desc' as const }, limit: 11 };

export const rows: readonly AccessRow[] = [
  // ----- the post work: as an admin does it ------------------------------------------------------
  row(80, 'editor', 'list', 'blogs', 'allow', 'an editor lists the posts, drafts included, newest first (listBlogPage, scope all)', {
    query: ALL_BY_NEWEST,
  }),
  row(80, 'editor', 'count', 'blogs', 'allow', 'an editor counts every post, drafts too (countBlogPosts, scope all)', { query: ALL_BY_NEWEST }),
  row(80, 'editor', 'get', 'blogs/draft-post', 'allow', 'an editor reads a draft (the editor form)'),
  row(80, 'editor', 'get', 'blogs/scheduled-post', 'allow', 'an editor reads a post scheduled for later'),
  row(80, 'editor', 'create', 'blogs/new-post', 'allow', 'an editor creates a post', { data: newPost({ authorName: editor.displayName }) }),
  row(80, 'editor', 'batch', 'blogs', 'allow', 'an editor creates a post with its address and moves the content version (createBlog)', {
    writes: [...newPostAt('new-post', 'editors-first-post', { authorName: editor.displayName }), CONTENT_MOVED],
  }),
  row(80, 'editor', 'batch', 'blogs', 'allow', 'an editor schedules a new post, with its coming publication time (createBlog)', {
    writes: [...newPostAt('new-post', 'editors-roadmap', { publishAt: FAR_AHEAD }), contentChanged(SERVER_TIME, [FAR_AHEAD])],
  }),
  row(80, 'editor', 'update', 'blogs/published-post', 'allow', 'an editor edits a post', { data: postEdit() }),
  row(80, 'editor', 'batch', 'blogs/published-post', 'allow', 'an editor saves a post, keeping the version it replaces (updateBlog)', {
    writes: editorSave(),
  }),
  row(80, 'editor', 'update', 'blogs/draft-post', 'allow', 'an editor publishes a draft, from now (updateBlog)', {
    data: { isPublished: true, publishAt: SERVER_TIME, updatedAt: SERVER_TIME },
  }),
  row(80, 'editor', 'update', 'blogs/scheduled-post', 'allow', 'an editor reschedules a post (updateBlog)', {
    data: { publishAt: new Date('2099-02-01T09:00:00.000Z'), updatedAt: SERVER_TIME },
  }),
  row(80, 'editor', 'batch', 'blogs/slugged-post', 'allow', "an editor changes a post's address, freeing the old one (updateBlog)", {
    writes: [
      { op: 'update', collection: 'blogs', id: 'slugged-post', data: postEdit({ slug: 'web-performance-budget' }) },
      { op: 'set', collection: 'slugs', id: 'web-performance-budget', data: { postId: 'slugged-post' } },
      { op: 'delete', collection: 'slugs', id: 'performance-budget' },
    ],
  }),
  row(80, 'editor', 'batch', 'blogs/slugged-post', 'allow', 'an editor deletes a post and frees its address (deleteBlog)', {
    writes: [
      { op: 'delete', collection: 'blogs', id: 'slugged-post' },
      { op: 'delete', collection: 'slugs', id: 'performance-budget' },
      CONTENT_MOVED,
    ],
  }),
  row(80, 'editor', 'batch', 'blogs/draft-post', 'allow', 'an editor deletes a draft with its preview link (deleteBlog)', { writes: DELETE_DRAFT }),
  row(80, 'editor', 'delete', 'blogs/draft-post', 'allow', 'an editor deletes a post'),
  // The same limits as an admin's: an edit keeps the counters, a post's address stays its own.
  row(80, 'editor', 'update', 'blogs/published-post', 'deny', "an editor changes a post's views", { data: postEdit({ views: 10_000 }) }),
  row(80, 'editor', 'update', 'blogs/published-post', 'deny', 'an editor gives a post the address another post holds', {
    data: postEdit({ slug: 'performance-budget' }),
  }),

  // Revisions.
  row(80, 'editor', 'list', 'blogs/published-post/revisions', 'allow', "an editor lists a post's revisions (listRevisions)", { query: REVISIONS_PAGE }),
  row(80, 'editor', 'get', 'blogs/published-post/revisions/first-save', 'allow', 'an editor reads a revision'),
  row(80, 'editor', 'batch', 'blogs/published-post', 'deny', 'an editor keeps a revision under an admin’s uid', {
    writes: saveKeepingRevision({ replacedByName: editor.displayName }),
  }),
  row(80, 'editor', 'batch', 'blogs/published-post', 'deny', 'an editor keeps a version with text the post did not have', {
    writes: saveKeepingRevision({ ...BY_EDITOR, version: { ...PUBLISHED_AS_STORED, title: 'Something Never Published' } }),
  }),
  row(80, 'editor', 'delete', 'blogs/gone-post/revisions/left-behind', 'allow', "an editor removes a deleted post's revision (deleteBlog)"),
  row(80, 'editor', 'delete', 'blogs/published-post/revisions/first-save', 'deny', 'an editor removes a revision of a post that is still there'),

  // Addresses.
  row(80, 'editor', 'get', 'slugs/performance-budget', 'allow', 'an editor asks who holds an address (slugHolder)'),
  row(80, 'editor', 'set', 'slugs/unrecorded-address', 'allow', 'an editor records the address a post holds (a repair)', {
    data: { postId: 'unrecorded-slug-post' },
  }),
  row(80, 'editor', 'delete', 'slugs/stale-address', 'allow', 'an editor frees an address its post no longer holds'),
  row(80, 'editor', 'delete', 'slugs/performance-budget', 'deny', 'an editor frees the address a post still holds'),

  // Preview links.
  row(80, 'editor', 'batch', `previews/${NEW_TOKEN}`, 'allow', 'an editor shares a preview of a draft for 48 hours (sharePreview)', {
    writes: share(NEW_TOKEN, NEW_COPY),
  }),
  row(80, 'editor', 'update', `previews/${LIVE_TOKEN}`, 'allow', 'an editor’s save refreshes the preview (refreshPreview)', { data: REFRESH }),
  row(80, 'editor', 'get', `previews/${EXPIRED_TOKEN}`, 'allow', 'an editor reads an expired preview'),
  row(80, 'editor', 'get', 'preview_links/draft-post', 'allow', 'an editor reads which link a post has'),
  row(80, 'editor', 'set', 'preview_links/draft-post', 'allow', 'an editor points a post’s link at its own preview, with its end', {
    data: { token: LIVE_TOKEN, expiresAt: LIVE_END },
  }),
  row(80, 'editor', 'batch', `previews/${LIVE_TOKEN}`, 'allow', 'an editor revokes a post’s link (revokePreview)', { writes: REVOKE }),
  row(80, 'editor', 'update', `previews/${LIVE_TOKEN}`, 'deny', 'an editor moves a preview’s end', { data: { ...REFRESH, expiresAt: IN_TWO_DAYS } }),

  // The content version.
  row(80, 'editor', 'set', 'meta/content', 'allow', 'an editor moves the content version to now (contentChanged)', { data: MOVED }),
  row(80, 'editor', 'update', 'meta/content', 'allow', 'an editor moves the content version with the coming publication times', {
    data: { ...MOVED, publishTimes: [FAR_AHEAD] },
  }),
  row(80, 'editor', 'set', 'meta/other', 'deny', 'an editor writes another document of meta/', { data: MOVED }),

  // ----- nothing else an admin may -------------------------------------------------------------
  row(80, 'editor', 'list', 'users', 'deny', 'an editor lists users (listUsersPage)'),
  row(80, 'editor', 'count', 'users', 'deny', 'an editor counts users (countUsers)'),
  row(80, 'editor', 'get', 'users/other-user', 'deny', "an editor reads another user's document"),
  row(80, 'editor', 'update', 'users/other-user', 'deny', 'an editor makes a user an editor', { data: { role: 'editor' } }),
  row(80, 'editor', 'update', 'users/other-user', 'deny', 'an editor deactivates a user', { data: { isActive: false } }),
  row(80, 'editor', 'update', 'users/other-user', 'deny', 'an editor deletes a user', { data: ACCOUNT_DELETION }),
  row(80, 'editor', 'update', 'users/{self}', 'deny', 'an editor makes themselves an admin', { data: { role: 'admin' } }),
  row(80, 'editor', 'list', 'contact_messages', 'deny', 'an editor lists the enquiries (listMessagesPage)', { query: ALL_BY_NEWEST }),
  row(80, 'editor', 'get', 'contact_messages/user-message', 'deny', "an editor reads a user's enquiry"),
  row(80, 'editor', 'update', 'contact_messages/user-message', 'deny', 'an editor marks an enquiry read', { data: MARK_READ }),
  row(80, 'editor', 'delete', 'contact_messages/other-message', 'deny', "an editor deletes another person's enquiry"),
  row(80, 'editor', 'create', 'services/new-service', 'deny', 'an editor adds a service', { data: newService() }),
  row(80, 'editor', 'update', 'services/active-service', 'deny', 'an editor deactivates a service', { data: SERVICE_TOGGLE }),
  row(80, 'editor', 'delete', 'services/inactive-service', 'deny', 'an editor deletes a service'),
  row(80, 'editor', 'get', 'services/inactive-service', 'deny', 'an editor reads an inactive service'),
  row(80, 'editor', 'set', 'settings/site', 'deny', 'an editor saves the site settings', { data: siteSettings() }),
  row(80, 'editor', 'list', 'applications', 'deny', 'an editor lists applications (listApplicationsPage)'),
  row(80, 'editor', 'get', 'applications/otherApplication', 'deny', 'an editor reads an application'),
  row(80, 'editor', 'get', 'application_notes/userApplication', 'deny', 'an editor reads the notes on an application'),
  row(80, 'editor', 'update', 'applications/otherApplication', 'deny', 'an editor moves an application to interview', { data: { status: 'interview', updatedAt: SERVER_TIME } }),
  row(80, 'editor', 'batch', 'application_notes', 'deny', 'an editor writes notes on an application', { writes: [notesWrite('otherApplication')] }),
  row(80, 'editor', 'delete', 'applications/otherApplication', 'deny', 'an editor deletes an application'),
  row(80, 'editor', 'list', 'newsletter_subscribers', 'deny', 'an editor lists subscribers (listSubscribersPage)', { query: NEWEST }),
  row(80, 'editor', 'delete', subscriberPath(PENDING.email), 'deny', 'an editor deletes a subscriber'),
  row(80, 'editor', 'list', 'mail', 'deny', 'an editor lists the Outbox (outboxView)', { query: NEWEST_FIRST }),
  row(80, 'editor', 'get', 'mail_templates/enquiry-received', 'deny', 'an editor reads a mail template'),
  row(80, 'editor', 'get', 'mail_recipients/staff', 'deny', 'an editor reads the notifications address'),
  row(80, 'editor', 'set', 'mail_recipients/staff', 'deny', 'an editor sets the notifications address', { data: { email: 'office@example.com' } }),

  // ----- an editor's own account: a user's rights ------------------------------------------------
  row(80, 'editor', 'get', 'users/{self}', 'allow', 'an editor reads their own document (getUserProfile)'),
  row(80, 'editor', 'update', 'users/{self}', 'allow', 'an editor changes their display name (updateOwnDisplayName)', {
    data: { displayName: 'Eddie E. Editor' },
  }),

  // ----- a deactivated editor: no post work ------------------------------------------------------
  row(80, 'inactiveEditor', 'list', 'blogs', 'deny', 'a deactivated editor lists posts including drafts', { query: ALL_BY_NEWEST }),
  row(80, 'inactiveEditor', 'get', 'blogs/draft-post', 'deny', 'a deactivated editor reads a draft'),
  row(80, 'inactiveEditor', 'create', 'blogs/new-post', 'deny', 'a deactivated editor creates a post', { data: newPost() }),
  row(80, 'inactiveEditor', 'update', 'blogs/published-post', 'deny', 'a deactivated editor edits a post', { data: postEdit() }),
  row(80, 'inactiveEditor', 'delete', 'blogs/draft-post', 'deny', 'a deactivated editor deletes a post'),
  row(80, 'inactiveEditor', 'list', 'blogs/published-post/revisions', 'deny', "a deactivated editor lists a post's revisions", { query: REVISIONS_PAGE }),
  row(80, 'inactiveEditor', 'get', 'slugs/performance-budget', 'deny', 'a deactivated editor asks who holds an address'),
  row(80, 'inactiveEditor', 'batch', `previews/${NEW_TOKEN}`, 'deny', 'a deactivated editor shares a preview', { writes: share(NEW_TOKEN, NEW_COPY) }),
  row(80, 'inactiveEditor', 'get', `previews/${EXPIRED_TOKEN}`, 'deny', 'a deactivated editor reads an expired preview'),
  row(80, 'inactiveEditor', 'set', 'meta/content', 'deny', 'a deactivated editor moves the content version', { data: MOVED }),

  // ----- a user: none of it (the rows of 24, 60, 77, 78 and 79 refuse the writes) ----------------------
  row(80, 'user', 'list', 'blogs', 'deny', 'a user lists the posts, drafts included', { query: ALL_BY_NEWEST }),
  row(80, 'user', 'get', 'blogs/draft-post', 'deny', 'a user reads a draft'),

  // ----- admins grant and revoke the role -------------------------------------------------------
  row(80, 'admin', 'update', 'users/other-user', 'allow', 'an admin makes a user an editor (setUserRole)', { data: { role: 'editor' } }),
  row(80, 'admin', 'update', 'users/editor', 'allow', "an admin takes an editor's role away (setUserRole)", { data: { role: 'user' } }),
  row(80, 'admin', 'update', 'users/editor', 'allow', 'an admin makes an editor an admin (setUserRole)', { data: { role: 'admin' } }),
  row(80, 'admin', 'update', 'users/editor', 'allow', 'an admin deactivates an editor', { data: { isActive: false } }),
  row(80, 'admin', 'update', 'users/editor', 'allow', "an admin deletes an editor's account: it becomes a deleted user", { data: ACCOUNT_DELETION }),
  row(80, 'admin', 'update', 'users/other-user', 'deny', 'an admin sets the role superuser', { data: { role: 'superuser' } }),
  row(80, 'admin', 'update', 'users/other-user', 'deny', 'an admin sets the role Editor (capitalised)', { data: { role: 'Editor' } }),
  row(80, 'inactiveAdmin', 'update', 'users/other-user', 'deny', 'an inactive admin makes a user an editor', { data: { role: 'editor' } }),

  // ----- 62: an editor closes their own account ----------------------------------------------------
  // What they sent themselves, not staff work: not logged.
  row(62, 'editor', 'delete', 'contact_messages/editor-message', 'allow', 'an editor deletes the enquiry they sent logged in (deleteOwnAccount)', { unlogged: true }),
  row(62, 'editor', 'delete', 'applications/editorApplication', 'allow', 'an editor deletes the application they sent logged in (deleteOwnAccount)', { unlogged: true }),
  // (With the activity log's line saying so, as closing any account: ./activity.ts.)
  row(62, 'editor', 'delete', 'users/{self}', 'deny', 'an editor deletes their own document (closing their account) without the activity log’s line'),
  row(62, 'inactiveEditor', 'delete', 'users/{self}', 'deny', 'a deactivated editor deletes their own document'),
];

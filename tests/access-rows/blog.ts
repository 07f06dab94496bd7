/**
 * Access-table rows for the blog: posts (blogs/), their readable addresses (slugs/) and the view counter
 * (blogs/{id}/viewers/). Rule numbers 17–27, 54, 60 and 61, and the blogs/ rows of 16, 52 and 56.
 * `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import { increment, SERVER_TIME, type BatchWrite, type ListQuery } from '@/backend/types.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { actors } from './actors.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  54: 'one view per reader identity, recorded with the view: exactly one more, a whole number, only by a reader not recorded before',
  60:
    'a post’s readable address (slug: a–z, 0–9 and single hyphens, at most 100 characters) is unique: slugs/{slug} names the one post ' +
    'holding it, written with the post; it is never given to another post; a post that changes its address or is deleted frees the old one ' +
    'in the same batch; only staff (admins and editors) read or write slugs/',
  83:
    'a post’s former addresses: a post that changes its address may keep the old one held (slugs/ still naming it) only by listing it in ' +
    'its formerSlugs (at most 20), which anyone may query, as the post, where the post is public; a post may move back to a former address',
  61: 'a post’s meta description (at most 160 characters) and social image (an https address) are optional and bounded',
  79:
    'a post’s revisions (blogs/{id}/revisions/): staff read them; one is written only in the batch of a save of its post, holding the post ' +
    'as it was (its text and flags exactly), who replaced it (the writer) and when (the server’s time); nobody changes one; they are ' +
    'removed only once their post is gone, by staff',
  78:
    'scheduled publishing: visitors read a published post only once its publishAt (a time, required on a new post) has come by the ' +
    'server’s clock, and their queries must say so (publishAt at or before a time the server has passed); a scheduled or unmigrated post ' +
    '(no publishAt) is read by staff only and counts no views; staff (admins and editors) schedule, reschedule and publish posts',
};

// ---------------------------------------------------------------------------------------------
// The world: a published post, a draft, posts with and without a recorded address, and one view counted.

const JAN_5 = new Date('2026-01-05T09:00:00.000Z');
const JAN_12 = new Date('2026-01-12T09:00:00.000Z');
/** A time a client could make up: any fixed date, never the server's clock at the write. */
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');
/** A scheduled post's time: long after any run of the table. */
export const FAR_AHEAD = new Date('2099-01-05T09:00:00.000Z');
/** The time a public query asks for posts published by (publicTime(): at or before the server's clock). */
const PASSED = new Date('2026-06-01T00:00:00.000Z');

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  blogs: {
    'published-post': {
      title: 'Shipping a Mobile MVP in Twelve Weeks',
      excerpt: 'What we cut, what we kept, and how a clear scope got us into both app stores.',
      content: 'Twelve weeks is enough time to ship a mobile app that people love.\n\nBe ruthless about scope.',
      category: 'Mobile Development',
      tags: ['Mobile', 'MVP'],
      image: null,
      authorName: 'Ada Admin',
      readTime: 1,
      views: 41,
      likes: 3,
      isFeatured: true,
      isPublished: true,
      createdAt: JAN_5,
      updatedAt: JAN_5,
      publishAt: JAN_5,
    },
    'draft-post': {
      title: 'A Cloud Cost Review in One Afternoon',
      excerpt: 'A step-by-step review that usually finds savings.',
      content: 'Cloud bills grow quietly.',
      category: 'Technology',
      tags: ['Cloud'],
      image: null,
      authorName: 'Ada Admin',
      readTime: 1,
      views: 0,
      likes: 0,
      isFeatured: false,
      isPublished: false,
      createdAt: JAN_12,
      updatedAt: JAN_12,
    },
    // A post with a readable address (/blog/<slug>), held in slugs/ (rule 60).
    'slugged-post': {
      title: 'Why Every Website Needs a Performance Budget',
      excerpt: 'Slow pages cost sales.',
      content: 'Visitors on a phone decide within a couple of seconds whether to stay.',
      category: 'Web Development',
      tags: ['Performance'],
      image: null,
      authorName: 'Ada Admin',
      readTime: 1,
      views: 7,
      likes: 0,
      isFeatured: false,
      isPublished: true,
      createdAt: JAN_5,
      updatedAt: JAN_5,
      publishAt: JAN_5,
      slug: 'performance-budget',
    },
    // Published, then moved to a new address: its old one leads to it still (rule 83).
    'moved-post': {
      title: 'Five Security Basics',
      content: 'Most breaches exploit the basics.',
      category: 'Cybersecurity',
      isFeatured: false,
      isPublished: true,
      views: 0,
      createdAt: JAN_5,
      updatedAt: JAN_5,
      publishAt: JAN_5,
      slug: 'security-basics',
      formerSlugs: ['five-security-basics'],
    },
    // Published, its views written as a fraction past the rules: no reader counts a view of it.
    'fractional-views-post': {
      title: 'Counting Half a View',
      content: 'Its counter was written before the rules kept it whole.',
      category: 'Technology',
      isFeatured: false,
      isPublished: true,
      views: 2.5,
      likes: 0,
      createdAt: JAN_12,
      updatedAt: JAN_12,
      publishAt: JAN_12,
    },
    // Published for a time to come (rule 78): staff read it; visitors, once its time has come.
    'scheduled-post': {
      title: 'Our 2099 Roadmap',
      content: 'Announced on the day.',
      category: 'Business',
      isFeatured: false,
      isPublished: true,
      views: 0,
      likes: 0,
      createdAt: JAN_12,
      updatedAt: JAN_12,
      publishAt: FAR_AHEAD,
    },
    // Published before scheduling existed, not yet migrated (no publishAt): staff read it until it is.
    'unmigrated-post': {
      title: 'Notes From Before Scheduling',
      content: 'Written before posts had a publication time.',
      category: 'Technology',
      isFeatured: false,
      isPublished: true,
      views: 3,
      likes: 0,
      createdAt: JAN_5,
      updatedAt: JAN_5,
    },
    // A draft whose address was never recorded in slugs/ (written past the rules): an admin may repair it.
    'unrecorded-slug-post': {
      title: 'Notes on Unrecorded Addresses',
      content: 'Written before addresses were recorded.',
      category: 'Technology',
      isFeatured: false,
      isPublished: false,
      views: 0,
      likes: 0,
      createdAt: JAN_12,
      updatedAt: JAN_12,
      slug: 'unrecorded-address',
    },
  },
  slugs: {
    'performance-budget': { postId: 'slugged-post' },
    // The moved post's address, and the one it had before (rule 83).
    'security-basics': { postId: 'moved-post' },
    'five-security-basics': { postId: 'moved-post' },
    // Left behind by a post that no longer holds it (the published post has no address): free to remove.
    'stale-address': { postId: 'published-post' },
  },
  // The other user has counted their view of the published post.
  'blogs/published-post/viewers': {
    [actors.otherUser.uid]: { viewedAt: JAN_12 },
  },  // A save of the published post kept the version it replaced; a deleted post's revision was left behind.
  'blogs/published-post/revisions': {
    'first-save': { version: { title: 'Shipping an MVP' }, replacedBy: actors.admin.uid, replacedByName: 'Ada Admin', replacedAt: JAN_12 },
  },
  'blogs/gone-post/revisions': {
    'left-behind': { version: { title: 'A Deleted Post' }, replacedBy: actors.admin.uid, replacedByName: 'Ada Admin', replacedAt: JAN_12 },
  },
};

// ---------------------------------------------------------------------------------------------
// What the app writes (src/features/blog/data/blogs.ts) and the queries it runs.

/** blogs.ts createBlog. */
export const newPost = (extra: Doc = {}): Doc => ({
  title: 'Why Every Website Needs a Performance Budget',
  excerpt: 'Slow pages cost sales.',
  content: 'Visitors on a phone decide within a couple of seconds whether to stay.',
  category: 'Web Development',
  tags: ['Performance', 'Web Vitals'],
  image: null,
  isFeatured: false,
  isPublished: true,
  authorName: 'Ada Admin',
  readTime: 1,
  views: 0,
  likes: 0,
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  publishAt: SERVER_TIME,
  ...extra,
});

/** blogs.ts createBlog with an address: the post under a new id, and its slugs/ record, in one batch. */
export const newPostAt = (id: string, slug: string, extra: Doc = {}): BatchWrite[] => [
  { op: 'set', collection: 'blogs', id, data: newPost({ slug, ...extra }) },
  { op: 'set', collection: 'slugs', id: slug, data: { postId: id } },
];
const SLUG_100 = `${'performance-'.repeat(8)}budget-abcd`.slice(0, 100).replace(/-$/, 'x');

/** blogs.ts updateBlog with a new title and content. */
export const postEdit = (extra: Doc = {}): Doc => ({
  title: 'Shipping a Mobile MVP in 12 Weeks',
  content: 'Twelve weeks, one clear scope, two app stores.',
  readTime: 1,
  updatedAt: SERVER_TIME,
  ...extra,
});

/** How recordBlogView counts: one more view, and the reader under the post's viewers, in one batch. */
const VIEWED_NOW: Doc = { viewedAt: SERVER_TIME };
const view = (post = 'published-post', record: Doc = VIEWED_NOW): BatchWrite[] => [
  { op: 'update', collection: 'blogs', id: post, data: { views: increment(1) } },
  { op: 'set', collection: `blogs/${post}/viewers`, id: '{self}', data: record },
];

/** The published post as stored, the version a save of it replaces (its counters and times may be older). */
export const PUBLISHED_AS_STORED: Doc = { ...docs.blogs['published-post'], views: 40 };
/** revisions.ts revisionWrite: the version, who replaced it, when. */
const revisionOfPublished = (extra: Doc = {}): Doc => ({
  version: PUBLISHED_AS_STORED,
  replacedBy: actors.admin.uid,
  replacedByName: 'Ada Admin',
  replacedAt: SERVER_TIME,
  ...extra,
});
/** updateBlog: the post saved, and the version it replaces kept, in one batch. */
export const saveKeepingRevision = (extra: Doc = {}): BatchWrite[] => [
  { op: 'update', collection: 'blogs', id: 'published-post', data: postEdit() },
  { op: 'set', collection: 'blogs/published-post/revisions', id: 'new-save', data: revisionOfPublished(extra) },
];

const PUBLISHED_POSTS: ListQuery = {
  where: [
    ['isPublished', '==', true],
    ['publishAt', '<=', PASSED],
  ],
  orderBy: { field: 'publishAt', direction: 'desc' },
};
const FEATURED_POSTS: ListQuery = {
  where: [
    ['isPublished', '==', true],
    ['publishAt', '<=', PASSED],
    ['isFeatured', '==', true],
  ],
  orderBy: { field: 'publishAt', direction: 'desc' },
  limit: 3,
};
/** The most viewed first (listBlogPage, popular): views, then the publication time the range names. */
const POPULAR_POSTS: ListQuery = { ...PUBLISHED_POSTS, orderBy: { field: 'views', direction: 'desc', then: 'publishAt' }, limit: 9 };
export const ALL_BY_NEWEST: ListQuery = { orderBy: { field: 'createdAt', direction: 'desc' } };

const { user } = actors;

export const rows: readonly AccessRow[] = [
  // ----- inactive admins ---------------------------------------------------------------------
  row(16, 'inactiveAdmin', 'list', 'blogs', 'deny', 'an inactive admin lists posts including drafts', { query: ALL_BY_NEWEST }),
  row(16, 'inactiveAdmin', 'create', 'blogs/new-post', 'deny', 'an inactive admin creates a post', { data: newPost() }),
  row(16, 'inactiveAdmin', 'update', 'blogs/published-post', 'deny', 'an inactive admin edits a post', { data: postEdit() }),
  row(16, 'inactiveAdmin', 'delete', 'blogs/draft-post', 'deny', 'an inactive admin deletes a post'),

  // ----- blogs/{id} --------------------------------------------------------------------------
  row(17, 'visitor', 'get', 'blogs/published-post', 'allow', 'a visitor reads a published post (getBlog)'),
  row(18, 'visitor', 'get', 'blogs/draft-post', 'deny', 'a visitor reads a draft'),
  row(19, 'visitor', 'list', 'blogs', 'allow', 'a visitor lists published posts (listPublishedBlogs)', {
    query: PUBLISHED_POSTS,
  }),
  row(19, 'visitor', 'list', 'blogs', 'allow', 'a visitor lists featured posts (listFeaturedBlogs)', {
    query: FEATURED_POSTS,
  }),
  row(20, 'visitor', 'list', 'blogs', 'deny', 'a visitor lists every post (the query without the filter)', {
    query: ALL_BY_NEWEST,
  }),
  row(20, 'visitor', 'list', 'blogs', 'deny', 'a visitor lists featured posts without the isPublished filter', {
    query: { where: [['isFeatured', '==', true]] },
  }),
  row(19, 'visitor', 'count', 'blogs', 'allow', 'a visitor counts the published posts (countBlogPosts)', { query: PUBLISHED_POSTS }),
  row(20, 'visitor', 'count', 'blogs', 'deny', 'a visitor counts every post, drafts too', { query: ALL_BY_NEWEST }),
  row(21, 'anonymous', 'batch', 'blogs/published-post', 'allow', 'a visitor counts one view (recordBlogView)', {
    writes: view(),
  }),
  row(21, 'user', 'batch', 'blogs/published-post', 'allow', 'a signed-in reader counts one view (recordBlogView)', {
    writes: view(),
  }),
  row(21, 'user', 'get', 'blogs/published-post/viewers/other-user', 'deny', "a reader reads another reader's view record"),
  row(21, 'otherUser', 'get', 'blogs/published-post/viewers/{self}', 'allow', 'a reader reads their own view record (recordBlogView)'),
  row(22, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor adds five views', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: increment(5) } }, view()[1]],
  }),
  row(22, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor adds one view and one like', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: increment(1), likes: increment(1) } }, view()[1]],
  }),
  row(22, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor adds one view and changes the title', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: increment(1), title: 'Defaced' } }, view()[1]],
  }),
  row(23, 'anonymous', 'batch', 'blogs/draft-post', 'deny', 'a visitor counts one view of a draft', { writes: view('draft-post') }),
  row(24, 'user', 'create', 'blogs', 'deny', 'a user creates a post', { data: newPost() }),
  row(24, 'user', 'update', 'blogs/published-post', 'deny', 'a user edits a post', { data: postEdit() }),
  row(24, 'user', 'delete', 'blogs/published-post', 'deny', 'a user deletes a post'),
  row(25, 'admin', 'list', 'blogs', 'allow', 'an admin lists the posts, drafts included, newest first (listBlogPage, scope all)', {
    query: ALL_BY_NEWEST,
  }),
  row(25, 'admin', 'get', 'blogs/draft-post', 'allow', 'an admin reads a draft'),
  row(26, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post (createBlog)', { data: newPost() }),
  row(26, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post whose title is exactly 200 characters', {
    data: newPost({ title: 'T'.repeat(200) }),
  }),
  row(26, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post with twenty tags, one of 50 characters', {
    data: newPost({ tags: ['T'.repeat(50), ...Array.from({ length: 19 }, (_, i) => `Tag ${i}`)] }),
  }),
  row(26, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post with an https cover image', {
    data: newPost({ image: 'https://images.example.com/covers/performance.jpg' }),
  }),
  row(26, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post with no tags', { data: newPost({ tags: [] }) }),
  row(26, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post written in Markdown (createBlog)', {
    data: newPost({ format: 'markdown' }),
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'allow', 'an admin switches a plain-text post to Markdown (updateBlog)', {
    data: postEdit({ format: 'markdown' }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose format is not markdown', {
    data: newPost({ format: 'html' }),
  }),
  row(27, 'admin', 'update', 'blogs/published-post', 'deny', "an admin sets a post's format to something other than markdown", {
    data: postEdit({ format: 'html' }),
  }),
  row(26, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post without likes or a read time (as older versions did)', {
    data: Object.fromEntries(Object.entries(newPost()).filter(([key]) => key !== 'likes' && key !== 'readTime')),
  }),
  row(26, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post with a cover address of 2,000 characters', {
    data: newPost({ image: `https://images.example.com/${'c'.repeat(1973)}` }),
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'allow', 'an admin edits a post (updateBlog)', { data: postEdit() }),
  row(26, 'admin', 'update', 'blogs/draft-post', 'allow', 'an admin publishes a draft, from now (updateBlog)', {
    data: { isPublished: true, publishAt: SERVER_TIME, updatedAt: SERVER_TIME },
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'deny', "an admin edits a post with the client's clock as updatedAt", {
    data: postEdit({ updatedAt: CLIENT_TIME }),
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin edits a post without moving updatedAt', {
    data: { title: 'Shipping a Mobile MVP in 12 Weeks' },
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'deny', "an admin moves a post's creation time", {
    data: postEdit({ createdAt: CLIENT_TIME }),
  }),
  row(26, 'admin', 'delete', 'blogs/draft-post', 'allow', 'an admin deletes a post (deleteBlog)'),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose title is 201 characters', {
    data: newPost({ title: 'T'.repeat(201) }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with an unknown key', {
    data: newPost({ authorUid: 'admin' }),
  }),
  row(27, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin edits a post adding an unknown key', {
    data: postEdit({ sponsored: true }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose likes is not a number', {
    data: newPost({ likes: null }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose cover image is a javascript: address', {
    data: newPost({ image: 'javascript:alert(1)' }),
  }),
  row(27, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin gives a post an http (not https) cover image', {
    data: postEdit({ image: 'http://images.example.com/cover.jpg' }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with a cover address of 2,001 characters', {
    data: newPost({ image: `https://images.example.com/${'c'.repeat(1974)}` }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with an empty title', { data: newPost({ title: '' }) }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with no content', { data: newPost({ content: '' }) }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with content over 50,000 characters', {
    data: newPost({ content: 'c'.repeat(50_001) }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with an excerpt over 500 characters', {
    data: newPost({ excerpt: 'e'.repeat(501) }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with no category', { data: newPost({ category: '' }) }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with a category over 50 characters', {
    data: newPost({ category: 'C'.repeat(51) }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post by an author whose name is over 100 characters', {
    data: newPost({ authorName: 'A'.repeat(101) }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose featured flag is not a boolean', {
    data: newPost({ isFeatured: 'yes' }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose published flag is not a boolean', {
    data: newPost({ isPublished: 1 }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', "an admin creates a post with the client's clock as createdAt", {
    data: newPost({ createdAt: CLIENT_TIME }),
  }),
  row(27, 'admin', 'create', 'blogs/new-post', 'deny', "an admin creates a post with the client's clock as updatedAt", {
    data: newPost({ updatedAt: CLIENT_TIME }),
  }),

  // ----- 52: loose values --------------------------------------------------------------------
  row(52, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin sets views to NaN', { data: postEdit({ views: Number.NaN }) }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with likes -5', { data: newPost({ likes: -5 }) }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with views already counted', { data: newPost({ views: 1000 }) }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with likes already counted', { data: newPost({ likes: 7 }) }),
  row(52, 'admin', 'update', 'blogs/published-post', 'deny', "an admin changes a post's likes", { data: postEdit({ likes: 1000 }) }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with a read time of 1.5', { data: newPost({ readTime: 1.5 }) }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with a 200 KB map inside its tags', {
    data: newPost({ tags: [{ blob: 'x'.repeat(200_000) }] }),
  }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with a tag of 51 characters', {
    data: newPost({ tags: ['T'.repeat(51)] }),
  }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with 21 tags', {
    data: newPost({ tags: Array.from({ length: 21 }, (_, i) => `Tag ${i}`) }),
  }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with an empty tag', { data: newPost({ tags: ['Performance', ''] }) }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose tags are not a list', { data: newPost({ tags: 'Performance' }) }),
  row(52, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose tags are an empty text', { data: newPost({ tags: '' }) }),
  row(52, 'admin', 'update', 'blogs/published-post', 'deny', "an admin sets a post's views to 10,000", { data: postEdit({ views: 10_000 }) }),

  // ----- 54: one view per reader ---------------------------------------------------------------
  row(54, 'otherUser', 'batch', 'blogs/published-post', 'deny', 'a reader counts a second view of the same post', { writes: view() }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor counts a view twice in a row', {
    setup: [view()],
    writes: view(),
  }),
  row(54, 'anonymous', 'update', 'blogs/published-post', 'deny', 'a visitor counts a view without recording themselves', {
    data: { views: increment(1) },
  }),
  row(54, 'visitor', 'update', 'blogs/published-post', 'deny', 'a visitor with no identity counts a view', {
    data: { views: increment(1) },
  }),
  row(54, 'anonymous', 'create', 'blogs/published-post/viewers/{self}', 'deny', 'a visitor records themselves without counting the view', {
    data: VIEWED_NOW,
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor counts a view recorded under someone else', {
    writes: [view()[0], { op: 'set', collection: 'blogs/published-post/viewers', id: user.uid, data: VIEWED_NOW }],
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor records someone else as a viewer along with their own view', {
    writes: [...view(), { op: 'set', collection: 'blogs/published-post/viewers', id: user.uid, data: VIEWED_NOW }],
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', "a visitor records a view with the client's clock", {
    writes: view('published-post', { viewedAt: CLIENT_TIME }),
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor records a view with an extra key', {
    writes: view('published-post', { viewedAt: SERVER_TIME, note: 'x' }),
  }),
  row(54, 'otherUser', 'delete', 'blogs/published-post/viewers/{self}', 'deny', 'a reader removes their view record to count again'),
  row(54, 'otherUser', 'set', 'blogs/published-post/viewers/{self}', 'deny', 'a reader rewrites their view record', { data: VIEWED_NOW }),
  row(54, 'admin', 'list', 'blogs/published-post/viewers', 'deny', "an admin lists a post's readers"),
  row(54, 'otherUser', 'update', 'blogs/published-post', 'deny', 'a reader counted before counts one more view', {
    data: { views: increment(1) },
  }),
  row(54, 'otherUser', 'update', 'blogs/published-post', 'deny', 'a reader counted before sets the views to any number', {
    data: { views: 1_000_000 },
  }),
  row(54, 'otherUser', 'update', 'blogs/published-post', 'deny', 'a reader counted before sets the views to a long string', {
    data: { views: 'x'.repeat(10_000) },
  }),
  row(54, 'otherUser', 'update', 'blogs/published-post', 'deny', 'a reader counted before sets the views back to what they are', {
    data: { views: 41 },
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a first-time reader sets the views to a string with their record', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: '42' } }, view()[1]],
  }),
  row(54, 'anonymous', 'batch', 'blogs/fractional-views-post', 'deny', 'a first-time reader counts a view of a post whose views are not a whole number', {
    writes: view('fractional-views-post'),
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'allow', 'a first-time reader sets the views to exactly one more, with their record', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: 42 } }, view()[1]],
  }),

  // ----- 56: search terms --------------------------------------------------------------------
  row(56, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post with 1,000 search terms of 50 characters', {
    data: newPost({ searchTerms: Array.from({ length: 1000 }, (_, i) => `${i}`.padEnd(50, 't')) }),
  }),
  row(56, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with 1,001 search terms', {
    data: newPost({ searchTerms: Array.from({ length: 1001 }, (_, i) => `term${i}`) }),
  }),
  row(56, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with a 51-character search term', {
    data: newPost({ searchTerms: ['t'.repeat(51)] }),
  }),
  row(56, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin stores a 200 KB map among a post’s search terms', {
    data: { ...postEdit(), searchTerms: [{ blob: 'x'.repeat(200_000) }] },
  }),

  // ----- blogs/{id}.slug and slugs/{slug}: readable addresses ---------------------------------
  row(60, 'admin', 'batch', 'blogs', 'allow', 'an admin creates a post with its address (createBlog)', {
    writes: newPostAt('new-post', 'performance-budget-2'),
  }),
  row(60, 'admin', 'batch', 'blogs', 'allow', 'an admin creates a post whose address is exactly 100 characters', {
    writes: newPostAt('new-post', SLUG_100),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post whose address is 101 characters', {
    writes: newPostAt('new-post', `${SLUG_100}a`),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post whose address has capitals and spaces', {
    writes: newPostAt('new-post', 'Performance Budget'),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post whose address has a double hyphen', {
    writes: newPostAt('new-post', 'performance--budget'),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post whose address is a list, not text', {
    writes: [
      { op: 'set', collection: 'blogs', id: 'new-post', data: newPost({ slug: ['performance-budget-2'] }) },
      { op: 'set', collection: 'slugs', id: 'performance-budget-2', data: { postId: 'new-post' } },
    ],
  }),
  row(60, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with an address but no slugs/ record of it', {
    data: newPost({ slug: 'performance-budget-2' }),
  }),
  row(60, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with the address another post holds (without its record)', {
    data: newPost({ slug: 'performance-budget' }),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post taking the address another post holds (rewriting its record)', {
    writes: newPostAt('new-post', 'performance-budget'),
  }),
  row(60, 'admin', 'update', 'blogs/slugged-post', 'allow', 'an admin edits a post keeping its address (updateBlog)', { data: postEdit() }),
  row(60, 'admin', 'batch', 'blogs/slugged-post', 'allow', "an admin changes a post's address, freeing the old one (updateBlog)", {
    writes: [
      { op: 'update', collection: 'blogs', id: 'slugged-post', data: postEdit({ slug: 'web-performance-budget' }) },
      { op: 'set', collection: 'slugs', id: 'web-performance-budget', data: { postId: 'slugged-post' } },
      { op: 'delete', collection: 'slugs', id: 'performance-budget' },
    ],
  }),
  row(60, 'admin', 'batch', 'blogs/slugged-post', 'deny', "an admin changes a post's address, keeping the old one held", {
    writes: [
      { op: 'update', collection: 'blogs', id: 'slugged-post', data: postEdit({ slug: 'web-performance-budget' }) },
      { op: 'set', collection: 'slugs', id: 'web-performance-budget', data: { postId: 'slugged-post' } },
    ],
  }),
  // Former addresses (rule 83).
  row(83, 'admin', 'batch', 'blogs/slugged-post', 'allow', "an admin changes a published post's address, keeping the old one as a former address (updateBlog)", {
    writes: [
      { op: 'update', collection: 'blogs', id: 'slugged-post', data: postEdit({ slug: 'web-performance-budget', formerSlugs: ['performance-budget'] }) },
      { op: 'set', collection: 'slugs', id: 'web-performance-budget', data: { postId: 'slugged-post' } },
    ],
  }),
  row(83, 'editor', 'batch', 'blogs/slugged-post', 'allow', "an editor changes a published post's address, keeping the old one as a former address", {
    writes: [
      { op: 'update', collection: 'blogs', id: 'slugged-post', data: postEdit({ slug: 'web-performance-budget', formerSlugs: ['performance-budget'] }) },
      { op: 'set', collection: 'slugs', id: 'web-performance-budget', data: { postId: 'slugged-post' } },
    ],
  }),
  row(83, 'admin', 'batch', 'blogs/slugged-post', 'deny', 'an admin keeps the old address held, its former addresses a string rather than a list', {
    writes: [
      { op: 'update', collection: 'blogs', id: 'slugged-post', data: postEdit({ slug: 'web-performance-budget', formerSlugs: 'performance-budget' }) },
      { op: 'set', collection: 'slugs', id: 'web-performance-budget', data: { postId: 'slugged-post' } },
    ],
  }),
  row(83, 'admin', 'batch', 'blogs/slugged-post', 'deny', 'an admin keeps the old address held among 21 former addresses', {
    writes: [
      {
        op: 'update',
        collection: 'blogs',
        id: 'slugged-post',
        data: postEdit({ slug: 'web-performance-budget', formerSlugs: [...Array.from({ length: 20 }, (_, i) => `older-${i}`), 'performance-budget'] }),
      },
      { op: 'set', collection: 'slugs', id: 'web-performance-budget', data: { postId: 'slugged-post' } },
    ],
  }),
  row(83, 'admin', 'batch', 'blogs/moved-post', 'allow', 'an admin moves a post back to its former address, keeping the one it leaves (updateBlog)', {
    writes: [{ op: 'update', collection: 'blogs', id: 'moved-post', data: postEdit({ slug: 'five-security-basics', formerSlugs: ['security-basics'] }) }],
  }),
  row(83, 'admin', 'batch', 'blogs/moved-post', 'allow', 'an admin deletes a post and frees its address and its former one (deleteBlog)', {
    writes: [
      { op: 'delete', collection: 'blogs', id: 'moved-post' },
      { op: 'delete', collection: 'slugs', id: 'security-basics' },
      { op: 'delete', collection: 'slugs', id: 'five-security-basics' },
    ],
  }),
  row(83, 'visitor', 'list', 'blogs', 'allow', 'a visitor finds a published post by a former address (getBlogByAddress)', {
    query: { where: [['formerSlugs', 'array-contains', 'five-security-basics'], ['isPublished', '==', true], ['publishAt', '<=', PASSED]], limit: 1 },
  }),
  row(83, 'visitor', 'list', 'blogs', 'deny', 'a visitor finds a post by a former address without the published filter', {
    query: { where: [['formerSlugs', 'array-contains', 'five-security-basics']], limit: 1 },
  }),
  row(60, 'admin', 'batch', 'blogs/published-post', 'allow', 'an admin gives an older post (read by its id) an address (updateBlog)', {
    writes: [
      { op: 'update', collection: 'blogs', id: 'published-post', data: postEdit({ slug: 'shipping-a-mobile-mvp' }) },
      { op: 'set', collection: 'slugs', id: 'shipping-a-mobile-mvp', data: { postId: 'published-post' } },
    ],
  }),
  row(60, 'admin', 'update', 'blogs/published-post', 'deny', "an admin gives a post the address another post holds", {
    data: postEdit({ slug: 'performance-budget' }),
  }),
  row(60, 'admin', 'batch', 'blogs/slugged-post', 'allow', 'an admin deletes a post and frees its address (deleteBlog)', {
    writes: [
      { op: 'delete', collection: 'blogs', id: 'slugged-post' },
      { op: 'delete', collection: 'slugs', id: 'performance-budget' },
    ],
  }),
  row(60, 'admin', 'delete', 'blogs/slugged-post', 'deny', 'an admin deletes a post leaving its address held'),
  row(60, 'admin', 'get', 'slugs/performance-budget', 'allow', 'an admin asks who holds an address (slugHolder)'),
  row(60, 'visitor', 'get', 'slugs/performance-budget', 'deny', 'a visitor reads the address records'),
  row(60, 'user', 'get', 'slugs/performance-budget', 'deny', 'a user reads the address records'),
  row(60, 'admin', 'set', 'slugs/unrecorded-address', 'allow', "an admin records the address a post holds (a repair)", {
    data: { postId: 'unrecorded-slug-post' },
  }),
  row(60, 'user', 'set', 'slugs/unrecorded-address', 'deny', "a user records the address a post holds", {
    data: { postId: 'unrecorded-slug-post' },
  }),
  row(60, 'inactiveAdmin', 'set', 'slugs/unrecorded-address', 'deny', 'an inactive admin records the address a post holds', {
    data: { postId: 'unrecorded-slug-post' },
  }),
  row(60, 'admin', 'set', 'slugs/unrecorded-address', 'deny', 'an admin records an address with an extra key', {
    data: { postId: 'unrecorded-slug-post', note: 'x' },
  }),
  row(60, 'admin', 'set', 'slugs/reserved-address', 'deny', 'an admin reserves an address for a post that does not hold it', {
    data: { postId: 'published-post' },
  }),
  row(60, 'admin', 'set', 'slugs/performance-budget', 'deny', 'an admin hands a held address to another post', {
    data: { postId: 'published-post' },
  }),
  row(60, 'admin', 'delete', 'slugs/performance-budget', 'deny', 'an admin frees the address a post still holds'),
  row(60, 'admin', 'delete', 'slugs/stale-address', 'allow', 'an admin frees an address its post no longer holds'),
  row(60, 'user', 'delete', 'slugs/stale-address', 'deny', 'a user frees an address its post no longer holds'),

  // ----- blogs/{id}: meta description and social image ----------------------------------------
  row(61, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin creates a post with a 160-character description and an https social image', {
    data: newPost({ seoDescription: 'd'.repeat(160), socialImage: 'https://images.example.com/share.png' }),
  }),
  row(61, 'admin', 'update', 'blogs/published-post', 'allow', 'an admin clears the social image (the cover is shared)', {
    data: postEdit({ seoDescription: '', socialImage: null }),
  }),
  row(61, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with a 161-character description', {
    data: newPost({ seoDescription: 'd'.repeat(161) }),
  }),
  row(61, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose description is not text', { data: newPost({ seoDescription: 42 }) }),
  row(61, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with an http (not https) social image', {
    data: newPost({ socialImage: 'http://images.example.com/share.png' }),
  }),
  row(61, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin gives a post a javascript: social image', {
    data: postEdit({ socialImage: 'javascript:alert(1)' }),
  }),

  // ----- 78: scheduled publishing ----------------------------------------------------------------
  row(78, 'visitor', 'get', 'blogs/scheduled-post', 'deny', 'a visitor reads a post scheduled for later'),
  row(78, 'user', 'get', 'blogs/scheduled-post', 'deny', 'a signed-in reader reads a post scheduled for later'),
  row(78, 'visitor', 'get', 'blogs/unmigrated-post', 'deny', 'a visitor reads a published post without a publication time (not yet migrated)'),
  row(78, 'admin', 'get', 'blogs/scheduled-post', 'allow', 'an admin reads a scheduled post (the editor)'),
  row(78, 'admin', 'get', 'blogs/unmigrated-post', 'allow', 'an admin reads a post without a publication time (the migration)'),
  row(78, 'inactiveAdmin', 'get', 'blogs/scheduled-post', 'deny', 'an inactive admin reads a scheduled post'),
  row(78, 'visitor', 'list', 'blogs', 'allow', 'a visitor lists the most viewed posts published by a time passed (listBlogPage, popular)', {
    query: POPULAR_POSTS,
  }),
  row(78, 'visitor', 'list', 'blogs', 'deny', 'a visitor lists published posts without the time filter', {
    query: { where: [['isPublished', '==', true]], orderBy: { field: 'publishAt', direction: 'desc' } },
  }),
  row(78, 'visitor', 'list', 'blogs', 'deny', 'a visitor lists posts published by a time to come (the scheduled ones too)', {
    query: { ...PUBLISHED_POSTS, where: [['isPublished', '==', true], ['publishAt', '<=', FAR_AHEAD]] },
  }),
  row(78, 'visitor', 'list', 'blogs', 'deny', 'a visitor lists posts by a time filter without the published filter (drafts too)', {
    query: { where: [['publishAt', '<=', PASSED]], orderBy: { field: 'publishAt', direction: 'desc' } },
  }),
  row(78, 'visitor', 'count', 'blogs', 'deny', 'a visitor counts posts published by a time to come', {
    query: { where: [['isPublished', '==', true], ['publishAt', '<=', FAR_AHEAD]] },
  }),
  row(78, 'anonymous', 'batch', 'blogs/scheduled-post', 'deny', 'a visitor counts a view of a scheduled post', { writes: view('scheduled-post') }),
  row(78, 'admin', 'create', 'blogs/new-post', 'allow', 'an admin schedules a new post for a later time (createBlog)', {
    data: newPost({ publishAt: FAR_AHEAD }),
  }),
  row(78, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post without a publication time', {
    data: Object.fromEntries(Object.entries(newPost()).filter(([key]) => key !== 'publishAt')),
  }),
  row(78, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post whose publication time is text', {
    data: newPost({ publishAt: '2099-01-05T09:00' }),
  }),
  row(78, 'admin', 'update', 'blogs/scheduled-post', 'allow', 'an admin reschedules a post (updateBlog)', {
    data: { publishAt: new Date('2099-02-01T09:00:00.000Z'), updatedAt: SERVER_TIME },
  }),
  row(78, 'admin', 'update', 'blogs/scheduled-post', 'allow', 'an admin publishes a scheduled post now (updateBlog)', {
    data: { publishAt: SERVER_TIME, updatedAt: SERVER_TIME },
  }),
  row(78, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin gives a post a publication time that is not a time', {
    data: postEdit({ publishAt: 'tomorrow' }),
  }),
  row(78, 'admin', 'update', 'blogs/unmigrated-post', 'allow', 'an admin gives an older post its creation time as its publication time (the migration)', {
    data: { publishAt: JAN_5, updatedAt: SERVER_TIME },
  }),
  row(78, 'admin', 'update', 'blogs/unmigrated-post', 'allow', 'an admin edits an older post before the migration has given it a publication time', {
    data: { title: 'Notes From Before Scheduling, Revised', updatedAt: SERVER_TIME },
  }),
  row(78, 'user', 'update', 'blogs/scheduled-post', 'deny', 'a user publishes a scheduled post now', {
    data: { publishAt: SERVER_TIME, updatedAt: SERVER_TIME },
  }),
  // A post's revisions (src/features/blog/data/revisions.ts).
  row(79, 'admin', 'batch', 'blogs/published-post', 'allow', 'an admin saves a post, keeping the version it replaces (updateBlog)', {
    writes: saveKeepingRevision(),
  }),
  row(79, 'admin', 'batch', 'blogs/published-post', 'deny', 'an admin keeps a version with text the post did not have', {
    writes: saveKeepingRevision({ version: { ...PUBLISHED_AS_STORED, title: 'Something Never Published' } }),
  }),
  row(79, 'admin', 'create', 'blogs/published-post/revisions/made-up', 'deny', 'an admin writes a revision without saving the post', {
    data: revisionOfPublished(),
  }),
  row(79, 'admin', 'batch', 'blogs/published-post', 'deny', 'an admin keeps a revision under another person’s name', {
    writes: saveKeepingRevision({ replacedBy: actors.user.uid }),
  }),
  row(79, 'admin', 'batch', 'blogs/published-post', 'deny', 'an admin keeps a revision without a name', {
    writes: saveKeepingRevision({ replacedByName: '' }),
  }),
  row(79, 'admin', 'batch', 'blogs/published-post', 'deny', 'an admin keeps a revision replaced at a time of their choosing', {
    writes: saveKeepingRevision({ replacedAt: CLIENT_TIME }),
  }),
  row(79, 'admin', 'batch', 'blogs/published-post', 'deny', 'an admin keeps a revision with a field of its own', {
    writes: saveKeepingRevision({ note: 'approved' }),
  }),
  row(79, 'admin', 'list', 'blogs/published-post/revisions', 'allow', "an admin lists a post's revisions (listRevisions)", {
    query: { orderBy: { field: 'replacedAt', direction: 'desc' }, limit: 11 },
  }),
  row(79, 'admin', 'get', 'blogs/published-post/revisions/first-save', 'allow', 'an admin reads a revision'),
  row(79, 'user', 'list', 'blogs/published-post/revisions', 'deny', "a user lists a post's revisions", {
    query: { orderBy: { field: 'replacedAt', direction: 'desc' }, limit: 11 },
  }),
  row(79, 'anonymous', 'get', 'blogs/published-post/revisions/first-save', 'deny', 'a visitor reads a revision'),
  row(79, 'admin', 'update', 'blogs/published-post/revisions/first-save', 'deny', 'an admin edits a revision', {
    data: { replacedByName: 'Someone Else' },
  }),
  row(79, 'admin', 'delete', 'blogs/published-post/revisions/first-save', 'deny', 'an admin removes a revision of a post that is still there'),
  row(79, 'admin', 'delete', 'blogs/gone-post/revisions/left-behind', 'allow', "an admin removes a deleted post's revision (deleteBlog)"),
  row(79, 'user', 'delete', 'blogs/gone-post/revisions/left-behind', 'deny', "a user removes a deleted post's revision"),
];

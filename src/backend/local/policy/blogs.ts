/**
 * blogs/{id}, the post's address in slugs/{slug}, and its readers in blogs/{post}/viewers/{uid}: posts
 * written by staff (admins and editors), read by anyone once published, counted once per reader. It
 * mirrors the blogs and slugs sections of `firestore.rules`, under the same helper names; change them
 * together.
 */
import { isSlug } from '@/lib/slugs.ts';
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import {
  BLOG_KEYS, changesOnly, hasOnly, isBool, isCount, isNow, isOptionalCount, isOptionalHttpsUrl, isOptionalText, isOptionalTextList,
  isMap, isText, isTime, isUnchanged, LIMITS, queryBoundsAtOrBefore, queryFilters,
} from './shapes.ts';

// blogs/{id} -----------------------------------------------------------------------------------

function isValidPost(data: LocalDoc) {
  return (
    hasOnly(data, BLOG_KEYS) &&
    isArticleText(data) &&
    isOptionalTextList(data, 'searchTerms', LIMITS.postSearchTerms, LIMITS.searchTerm) &&
    // The addresses it had while public, which lead to it still (rule 83).
    isOptionalTextList(data, 'formerSlugs', LIMITS.formerSlugs, LIMITS.slug) &&
    isOptionalText(data, 'seoDescription', LIMITS.seoDescription) &&
    isOptionalHttpsUrl(data, 'socialImage') &&
    isBool(data.isFeatured) &&
    // When visitors may read it (a later time: scheduled); older posts have none until migrated.
    (!('publishAt' in data) || isTime(data.publishAt))
  );
}

/**
 * What visitors read: a published post whose time has come (publishAt, the server's clock). A post
 * scheduled for later, and an older post without publishAt (until migrated), only staff read.
 */
export function isPublic(post: LocalDoc | null, time: Date) {
  return post?.isPublished === true && isTime(post.publishAt) && post.publishAt.getTime() <= time.getTime();
}

/** What the article page shows of a post, as a post and its private preview's copy hold it. */
export function isArticleText(data: LocalDoc) {
  return (
    isText(data.title, 1, LIMITS.blogTitle) &&
    isText(data.content, 1, LIMITS.blogContent) &&
    isOptionalText(data, 'excerpt', LIMITS.blogExcerpt) &&
    isText(data.category, 1, LIMITS.blogCategory) &&
    isOptionalTextList(data, 'tags', LIMITS.blogTags, LIMITS.blogTag) &&
    isOptionalHttpsUrl(data, 'image') &&
    isOptionalText(data, 'authorName', LIMITS.displayName) &&
    isOptionalCount(data, 'readTime') &&
    // How the body is written: 'markdown', or absent for plain text (the older posts).
    (!('format' in data) || data.format === 'markdown') &&
    isBool(data.isPublished)
  );
}

// A post's address: blogs/{id}.slug, held in slugs/{slug} -------------------------------------
// slugs/{slug} names the one post holding an address, written in the same batch as the post. No
// update: a slug held by one post cannot be given to another; a post that changes its address (or is
// deleted) frees the old one in the same batch, or keeps it as a former address (rule 83).

/** No address (older posts, read by their id), or one its slugs/ document gives to this post. */
function isSlugHeld(ctx: Context, id: string, data: LocalDoc) {
  return !('slug' in data) || (isSlug(data.slug) && ctx.getAfter('slugs', data.slug)?.postId === id);
}

/**
 * An edit that changes (or drops) the address frees the old one in the same batch, or keeps it among
 * the post's former addresses (rule 83).
 */
function isOldSlugFreed(ctx: Context, before: LocalDoc, after: LocalDoc) {
  const former = 'formerSlugs' in after ? after.formerSlugs : [];
  return (
    !('slug' in before) ||
    isUnchanged(before, after, 'slug') ||
    (typeof before.slug === 'string' && ctx.getAfter('slugs', before.slug) === null) ||
    (Array.isArray(former) && former.includes(before.slug))
  );
}

/**
 * slugs/{slug}: read by staff (admins and editors); taken with the post that takes it, freed when that
 * post gives it up.
 */
export function slugsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isActiveStaff();
    case 'create': {
      const { data } = request;
      const post = typeof data.postId === 'string' ? ctx.getAfter('blogs', data.postId) : null;
      return hasOnly(data, ['postId']) && post !== null && post.slug === request.id && ctx.isActiveStaff();
    }
    case 'delete': {
      const holder = request.resource?.postId;
      if (typeof holder !== 'string') return false;
      const post = ctx.getAfter('blogs', holder);
      return (post === null || ('slug' in post ? post.slug : '') !== request.id) && ctx.isActiveStaff();
    }
    default:
      return false;
  }
}

/**
 * A reader's only write: exactly one more view of a published post, a whole number, once per reader
 * identity: the same batch records them under the post's viewers, where they were not before (that
 * record's own rule allows it once, with exactly one more view). A reader counted before changes nothing.
 */
function isOneMoreView(ctx: Context, post: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    isPublic(before, time) &&
    changesOnly(before, after, ['views']) &&
    isCount(after.views) &&
    // Exactly one more: the reader's record, created in this batch, is allowed only with one more view.
    ctx.signedIn() &&
    ctx.get(`blogs/${post}/viewers`, ctx.auth!.uid) === null &&
    ctx.getAfter(`blogs/${post}/viewers`, ctx.auth!.uid) !== null
  );
}

/**
 * Staff (admins and editors) edit posts. Counters only count: an edit keeps the post's views and
 * likes, and its creation time.
 */
function isStaffPostEdit(ctx: Context, id: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    isValidPost(after) &&
    isSlugHeld(ctx, id, after) &&
    isOldSlugFreed(ctx, before, after) &&
    isUnchanged(before, after, 'createdAt') &&
    isUnchanged(before, after, 'views') &&
    isUnchanged(before, after, 'likes') &&
    isNow(after.updatedAt, time) &&
    ctx.isActiveStaff() &&
    ctx.isLogged(`blogs/${id}`, time)
  );
}

export function blogsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    // Staff (admins and editors) read drafts and write posts.
    case 'get':
      return isPublic(request.resource, request.time) || ctx.isActiveStaff();
    case 'list':
      // Rules are not filters: a public query says it keeps to published posts whose time has come.
      return (
        (queryFilters(request.query, 'isPublished', true) && queryBoundsAtOrBefore(request.query, 'publishAt', request.time)) ||
        ctx.isActiveStaff()
      );
    case 'create':
      return (
        isValidPost(request.data) &&
        isTime(request.data.publishAt) &&
        isSlugHeld(ctx, request.id, request.data) &&
        request.data.views === 0 &&
        ('likes' in request.data ? request.data.likes : 0) === 0 &&
        isNow(request.data.createdAt, request.time) &&
        isNow(request.data.updatedAt, request.time) &&
        ctx.isActiveStaff() &&
        ctx.isLogged(`blogs/${request.id}`, request.time)
      );
    case 'update':
      return (
        isOneMoreView(ctx, request.id, request.resource, request.data, request.time) ||
        isStaffPostEdit(ctx, request.id, request.resource, request.data, request.time)
      );
    case 'delete': {
      // Its address is freed with it (slugs/{slug} removed in the same batch).
      const held = request.resource && 'slug' in request.resource ? request.resource.slug : undefined;
      return (
        ctx.isActiveStaff() &&
        request.resource !== null &&
        (held === undefined || (typeof held === 'string' && ctx.getAfter('slugs', held) === null)) &&
        ctx.isLogged(`blogs/${request.id}`, request.time)
      );
    }
  }
}

/** blogs/{post}/viewers/{uid}: written once, with the view, never changed or removed. */
export function viewersPolicy(ctx: Context, request: Request, post: string): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isSelf(request.id);
    case 'create': {
      const before = ctx.get('blogs', post);
      const after = ctx.getAfter('blogs', post);
      return (
        ctx.isSelf(request.id) &&
        hasOnly(request.data, ['viewedAt']) &&
        isNow(request.data.viewedAt, request.time) &&
        before !== null &&
        after !== null &&
        isCount(before.views) &&
        after.views === before.views + 1
      );
    }
    default:
      return false;
  }
}

/** What a revision may hold older than its post: its counters, search terms and times. */
const REVISION_LOOSE_KEYS = ['views', 'likes', 'searchTerms', 'createdAt', 'updatedAt', 'publishAt'];

/**
 * blogs/{post}/revisions/{id}: the versions a save replaced. Staff (admins and editors) read them; one
 * is written only in the batch of a save of its post, holding the post as it was before (its text and
 * flags exactly), with who replaced it and when. Nobody changes one; they go only with their post,
 * once it is gone, by staff.
 */
export function revisionsPolicy(ctx: Context, request: Request, post: string): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveStaff();
    case 'create': {
      const before = ctx.get('blogs', post);
      const { version } = request.data;
      return (
        hasOnly(request.data, ['version', 'replacedBy', 'replacedByName', 'replacedAt']) &&
        // (The rules' diff() of a version that is not a map is an error, which denies.)
        isMap(version) &&
        before !== null &&
        changesOnly(before, version, REVISION_LOOSE_KEYS) &&
        isNow(ctx.getAfter('blogs', post)?.updatedAt, request.time) &&
        ctx.isSelf(request.data.replacedBy) &&
        isText(request.data.replacedByName, 1, 100) &&
        // Only staff save posts (the condition above), so only staff write revisions.
        isNow(request.data.replacedAt, request.time)
      );
    }
    case 'delete':
      return ctx.getAfter('blogs', post) === null && ctx.isActiveStaff();
    default:
      return false;
  }
}

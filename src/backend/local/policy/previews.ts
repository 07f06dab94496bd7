/**
 * Private preview links: previews/{token}, a copy of a draft for whoever has its link until it
 * expires (or once the post is published), and preview_links/{postId}, which link a post has, for
 * staff (admins and editors). A copy's published state is always its post's, and a link ends with its
 * copy: replacing or revoking one removes the copy it named in the same batch. It mirrors the "private
 * preview links" section of `firestore.rules`, under the same helper names; change them together.
 */
import { isSlug } from '@/lib/slugs.ts';
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import { isArticleText, isPublic } from './blogs.ts';
import { hasOnly, isNow, isTime, isUnchanged } from './shapes.ts';

const PREVIEW_KEYS = [
  'postId', 'title', 'excerpt', 'content', 'format', 'category', 'tags', 'image',
  'authorName', 'readTime', 'isPublished', 'publishAt', 'slug', 'createdAt', 'updatedAt', 'expiresAt',
];
const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
const MAX_PREVIEW_MS = 30 * 24 * 3_600_000;

/** The copy: what the article shows of the post, bounded as a post's (src/features/blog/data/previews.ts). */
function isPreviewCopy(data: LocalDoc) {
  return hasOnly(data, PREVIEW_KEYS) && isArticleText(data) && (!('slug' in data) || isSlug(data.slug));
}

/**
 * The copy is published exactly when, and as of when, its post is, after the batch (a save of the post
 * refreshes its copy in the save's own batch); the post must exist after the batch. A post or copy
 * without publishAt (an older post) matches only one without (the rules' `get('publishAt', null)`).
 */
function isPostsPublication(ctx: Context, data: LocalDoc) {
  const post = typeof data.postId === 'string' ? ctx.getAfter('blogs', data.postId) : null;
  return post !== null && data.isPublished === post.isPublished && isSameTime(data.publishAt ?? null, post.publishAt ?? null);
}

/** Both absent, or the same time to the millisecond (the demo store keeps Dates: milliseconds already). */
const isSameTime = (a: unknown, b: unknown) => (a === null && b === null) || (isTime(a) && isTime(b) && a.getTime() === b.getTime());

/** The link names a preview of its own post, with the same end. */
function isPreviewLink(ctx: Context, postId: string, data: LocalDoc) {
  const preview = typeof data.token === 'string' ? ctx.getAfter('previews', data.token) : null;
  return (
    ctx.isActiveStaff() &&
    hasOnly(data, ['token', 'expiresAt']) &&
    preview?.postId === postId &&
    isTime(preview.expiresAt) &&
    isTime(data.expiresAt) &&
    preview.expiresAt.getTime() === data.expiresAt.getTime()
  );
}

/** The copy a link names is gone after the batch (a link that names none, or no link, is refused, as the rules' error). */
function isCopyGone(ctx: Context, link: LocalDoc | null) {
  return link !== null && typeof link.token === 'string' && ctx.getAfter('previews', link.token) === null;
}

export function previewsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get': {
      const preview = request.resource;
      return (
        (preview !== null && isTime(preview.expiresAt) && preview.expiresAt.getTime() > request.time.getTime()) ||
        isPublic(preview, request.time) ||
        ctx.isActiveStaff()
      );
    }
    case 'create': {
      const { data, time } = request;
      const expiresAt = data.expiresAt;
      return (
        ctx.isActiveStaff() &&
        TOKEN.test(request.id) &&
        isPreviewCopy(data) &&
        isPostsPublication(ctx, data) &&
        isNow(data.createdAt, time) &&
        isNow(data.updatedAt, time) &&
        isTime(expiresAt) &&
        expiresAt.getTime() > time.getTime() &&
        expiresAt.getTime() <= time.getTime() + MAX_PREVIEW_MS &&
        ctx.getAfter('preview_links', data.postId as string)?.token === request.id
      );
    }
    case 'update':
      return (
        ctx.isActiveStaff() &&
        isPreviewCopy(request.data) &&
        isPostsPublication(ctx, request.data) &&
        isUnchanged(request.resource, request.data, 'postId') &&
        isUnchanged(request.resource, request.data, 'createdAt') &&
        isUnchanged(request.resource, request.data, 'expiresAt') &&
        isNow(request.data.updatedAt, request.time)
      );
    // Revoked (or the post deleted, or replaced by a new link), with its link; staff may also remove a stale copy on its own.
    case 'delete':
      return ctx.isActiveStaff();
    default:
      return false;
  }
}

export function previewLinksPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isActiveStaff();
    case 'create':
      return isPreviewLink(ctx, request.id, request.data);
    // Shared again: the new link ends the old one, whose copy is removed in the same batch.
    case 'update':
      return isPreviewLink(ctx, request.id, request.data) && (request.data.token === request.resource.token || isCopyGone(ctx, request.resource));
    // Revoked (or its post deleted): the copy it names goes in the same batch.
    case 'delete':
      return ctx.isActiveStaff() && isCopyGone(ctx, request.resource);
    default:
      return false;
  }
}

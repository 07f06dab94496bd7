/**
 * Private preview links: previews/{token}, a copy of a draft for whoever has its link until it
 * expires (or once the post is published), and preview_links/{postId}, which link a post has, for
 * staff (admins and editors). It mirrors the "private preview links" section of `firestore.rules`,
 * under the same helper names; change them together.
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
        typeof data.postId === 'string' &&
        ctx.get('blogs', data.postId) !== null &&
        isNow(data.createdAt, time) &&
        isNow(data.updatedAt, time) &&
        isTime(expiresAt) &&
        expiresAt.getTime() > time.getTime() &&
        expiresAt.getTime() <= time.getTime() + MAX_PREVIEW_MS &&
        ctx.getAfter('preview_links', data.postId)?.token === request.id
      );
    }
    case 'update':
      return (
        ctx.isActiveStaff() &&
        isPreviewCopy(request.data) &&
        isUnchanged(request.resource, request.data, 'postId') &&
        isUnchanged(request.resource, request.data, 'createdAt') &&
        isUnchanged(request.resource, request.data, 'expiresAt') &&
        isNow(request.data.updatedAt, request.time)
      );
    case 'delete':
      return ctx.isActiveStaff();
    default:
      return false;
  }
}

export function previewLinksPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'delete':
      return ctx.isActiveStaff();
    case 'create':
    case 'update': {
      const { data } = request;
      const preview = typeof data.token === 'string' ? ctx.getAfter('previews', data.token) : null;
      return (
        ctx.isActiveStaff() &&
        hasOnly(data, ['token', 'expiresAt']) &&
        preview?.postId === request.id &&
        isTime(preview.expiresAt) &&
        isTime(data.expiresAt) &&
        preview.expiresAt.getTime() === data.expiresAt.getTime()
      );
    }
    default:
      return false;
  }
}

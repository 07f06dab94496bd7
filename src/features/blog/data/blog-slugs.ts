/** A post's readable address (`/blog/<slug>`): which post holds one, and the one a draft gets. */
import { getBackend } from '@/backend/index.ts';
import { firstFreeSlug, isSlug, slugify } from '@/lib/slugs.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import type { BlogDraft } from './blog-post.ts';

/** An address the admin typed that another post holds: nothing is saved. */
export class SlugTakenError extends Error {
  readonly code = 'slug-taken';
  constructor(readonly slug: string) {
    super(`The address /blog/${slug} is already used by another post.`);
    this.name = 'SlugTakenError';
  }
}

/** Which post holds an address (admins only: the rules let nobody else read slugs/), or null when it is free. */
export async function slugHolder(slug: string): Promise<string | null> {
  const { store } = await getBackend();
  const record = await store.get(COLLECTIONS.slugs, slug);
  return record && typeof record.postId === 'string' ? record.postId : null;
}

/** The first free address of `base`, `base-2`, `base-3`, … (one held by `postId` itself counts as free). */
export async function proposeSlug(base: string, postId?: string): Promise<string | null> {
  const slug = slugify(base);
  if (!slug) return null;
  return firstFreeSlug(slug, async (candidate) => {
    const holder = await slugHolder(candidate);
    return holder !== null && holder !== postId;
  });
}

/**
 * The address a draft gets: the one typed (made a slug), which must be free or already this post's;
 * or, following the title, the first free of it, -2, -3, …. Null when the title gives no slug at all.
 */
export async function chooseSlug(draft: Partial<BlogDraft>, postId?: string): Promise<string | null> {
  const typed = slugify(draft.slug ?? '');
  if (typed && !draft.slugFromTitle) {
    const holder = await slugHolder(typed);
    if (holder !== null && holder !== postId) throw new SlugTakenError(typed);
    return typed;
  }
  return proposeSlug(typed || (draft.title ?? ''), postId);
}

/** At most this many former addresses per post (the rules' limit): the oldest is freed for the next. */
export const FORMER_SLUGS_MAX = 20;

/** The former addresses a stored post lists (none when it lists none). */
export const formerSlugsOf = (post: Record<string, unknown> | null): string[] =>
  Array.isArray(post?.formerSlugs) ? post.formerSlugs.filter(isSlug) : [];

/**
 * A post's former addresses after it moves to `next`, leaving `left` (null: freed, not kept): `kept`
 * the list to store (undefined: unchanged, none before or after), `freed` the addresses to let go.
 */
export function formerAddresses(current: Record<string, unknown> | null, left: string | null, next: string) {
  const before = formerSlugsOf(current);
  const all = [...before.filter((slug) => slug !== left && slug !== next), ...(left ? [left] : [])];
  const kept = all.slice(-FORMER_SLUGS_MAX);
  const leaving = typeof current?.slug === 'string' && current.slug !== next && !left ? [current.slug] : [];
  const freed = [...leaving, ...all.slice(0, all.length - kept.length)];
  return { kept: before.length === 0 && kept.length === 0 ? undefined : kept, freed };
}

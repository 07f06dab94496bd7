/** Blog posts: the queries the pages run and the rules of a post (read time, excerpt, defaults). */
import { getBackend } from '@/backend/index.ts';
import { errorCode, increment, SERVER_TIME, type WithId } from '@/backend/types.ts';
import { COLLECTIONS, viewersOf } from './collections.ts';

export const BLOG_CATEGORIES = [
  'Technology',
  'Business',
  'Digital Marketing',
  'Web Development',
  'Mobile Development',
  'Software Development',
  'AI & Machine Learning',
  'Cybersecurity',
] as const;

export const FEATURED_BLOG_COUNT = 3;
export const DEFAULT_AUTHOR = 'Admin';
export const WORDS_PER_MINUTE = 200;
/** Spec §9: the admin table cuts the content at 100 characters when a post has no excerpt. */
export const ADMIN_EXCERPT_LENGTH = 100;

/**
 * Field bounds: the same numbers as `firestore.rules` (and the demo policy), so a form's maxLength
 * stops what the rules would refuse. `tagLength` is the form's own bound (the rules cannot look inside a list).
 */
export const BLOG_LIMITS = {
  title: 200,
  excerpt: 500,
  content: 50_000,
  category: 50,
  tags: 20,
  tagLength: 50,
  image: 2_000,
} as const;

export interface BlogPostData {
  [key: string]: unknown;
  title: string;
  excerpt: string;
  content: string;
  authorName: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  category: string;
  tags: string[];
  image: string | null;
  views: number;
  likes: number;
  readTime: number;
  isFeatured: boolean;
  isPublished: boolean;
}
export type BlogPost = WithId<BlogPostData>;

export type BlogDraft = Pick<BlogPostData, 'title' | 'excerpt' | 'content' | 'category' | 'tags' | 'isFeatured' | 'isPublished'> & {
  image?: string | null;
};

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Spec §9: words (split on spaces) / 200, rounded up, in minutes. */
export function readTimeOf(content: string): number {
  return Math.ceil(countWords(content) / WORDS_PER_MINUTE);
}

/** The post's excerpt, or its content cut at `length` characters (120 compact, 140 default, 180 featured). */
export function excerptOf(post: Pick<BlogPostData, 'excerpt' | 'content'>, length: number): string {
  const excerpt = post.excerpt?.trim();
  if (excerpt) return excerpt;
  const content = (post.content ?? '').replace(/\s+/g, ' ').trim();
  return content.length > length ? `${content.slice(0, length).trimEnd()}...` : content;
}

/** An absolute https address of at most 2,000 characters: what the editor accepts as a cover image. */
export function isHttpsUrl(value: string): boolean {
  const url = value.trim();
  if (!url || url.length > BLOG_LIMITS.image || !/^https:\/\//i.test(url)) return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

/** A cover image the site will show: an https address, or a path on this site. */
export function isCoverImageUrl(value: string): boolean {
  const url = value.trim();
  const sitePath = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && url.length <= BLOG_LIMITS.image;
  return sitePath || isHttpsUrl(url);
}

export type TagRefusal = 'empty' | 'duplicate' | 'limit' | 'too-long';

/**
 * Spec §5: a tag is added only when it is non-empty after trimming and not already present (compared
 * case-insensitively); the rules allow at most 20 tags.
 */
export function addTag(tags: readonly string[], raw: string): { tags: string[]; refused?: TagRefusal } {
  const tag = raw.trim().replace(/\s+/g, ' ');
  if (!tag) return { tags: [...tags], refused: 'empty' };
  if (tag.length > BLOG_LIMITS.tagLength) return { tags: [...tags], refused: 'too-long' };
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return { tags: [...tags], refused: 'duplicate' };
  if (tags.length >= BLOG_LIMITS.tags) return { tags: [...tags], refused: 'limit' };
  return { tags: [...tags, tag] };
}

/** Paragraphs of a post's body: split on blank lines. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function normalise(raw: WithId<Record<string, unknown>>): BlogPost {
  return {
    ...raw,
    id: raw.id,
    title: String(raw.title ?? ''),
    excerpt: String(raw.excerpt ?? ''),
    content: String(raw.content ?? ''),
    // Left blank when missing: the public pages show "Admin", the admin table "Unknown" (spec §9, §2).
    authorName: typeof raw.authorName === 'string' ? raw.authorName.trim() : '',
    createdAt: raw.createdAt instanceof Date ? raw.createdAt : null,
    updatedAt: raw.updatedAt instanceof Date ? raw.updatedAt : null,
    category: typeof raw.category === 'string' ? raw.category : '',
    tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    // Only addresses the site is willing to load (https, or its own paths).
    image: typeof raw.image === 'string' && isCoverImageUrl(raw.image) ? raw.image.trim() : null,
    views: typeof raw.views === 'number' ? raw.views : 0,
    likes: typeof raw.likes === 'number' ? raw.likes : 0,
    readTime: typeof raw.readTime === 'number' ? raw.readTime : readTimeOf(String(raw.content ?? '')),
    isFeatured: raw.isFeatured === true,
    // As the rules read it: only an explicit true is published.
    isPublished: raw.isPublished === true,
  };
}

/** Published posts, newest first. The query carries the filter the rules check. */
export async function listPublishedBlogs(): Promise<BlogPost[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.blogs, {
    where: [['isPublished', '==', true]],
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return rows.map(normalise);
}

/** The newest featured published posts (spec: 3). */
export async function listFeaturedBlogs(count = FEATURED_BLOG_COUNT): Promise<BlogPost[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.blogs, {
    where: [
      ['isPublished', '==', true],
      ['isFeatured', '==', true],
    ],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: count,
  });
  return rows.map(normalise);
}

/** Every post, drafts included (admins only). */
export async function listAllBlogs(): Promise<BlogPost[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.blogs, { orderBy: { field: 'createdAt', direction: 'desc' } });
  return rows.map(normalise);
}

/** One post, or null when it does not exist or the reader may not see it (a draft, for visitors). */
export async function getBlog(id: string): Promise<BlogPost | null> {
  const { store } = await getBackend();
  try {
    const row = await store.get(COLLECTIONS.blogs, id);
    return row ? normalise(row) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}

/**
 * Counts one view of a published post, once per reader: the +1 and the reader's entry under the
 * post's viewers go together, and the rules allow each reader identity (an account, or a visitor's
 * anonymous one, made here) one. Resolves true when this call counted the view, false when this
 * reader had already been counted.
 */
export async function recordBlogView(id: string): Promise<boolean> {
  const { auth, store } = await getBackend();
  const reader = auth.currentUser() ?? (await auth.signInAnonymously());
  if (await store.get(viewersOf(id), reader.uid)) return false;
  try {
    await store.batch([
      { op: 'update', collection: COLLECTIONS.blogs, id, data: { views: increment(1) } },
      { op: 'set', collection: viewersOf(id), id: reader.uid, data: { viewedAt: SERVER_TIME } },
    ]);
    return true;
  } catch (error) {
    // Counted meanwhile (another tab of the same reader): nothing to do.
    if (errorCode(error) === 'permission-denied' && (await store.get(viewersOf(id), reader.uid).catch(() => null))) return false;
    throw error;
  }
}

/** The fields of a draft as they are stored: trimmed, blank cover as null, tags cleaned. */
function cleanDraft(draft: Partial<BlogDraft>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (typeof draft.title === 'string') data.title = draft.title.trim();
  if (typeof draft.excerpt === 'string') data.excerpt = draft.excerpt.trim();
  if (typeof draft.content === 'string') {
    data.content = draft.content.trim();
    data.readTime = readTimeOf(draft.content);
  }
  if (typeof draft.category === 'string') data.category = draft.category;
  if (Array.isArray(draft.tags)) data.tags = draft.tags.map((tag) => tag.trim()).filter(Boolean);
  if ('image' in draft) data.image = draft.image?.trim() || null;
  if (typeof draft.isFeatured === 'boolean') data.isFeatured = draft.isFeatured;
  if (typeof draft.isPublished === 'boolean') data.isPublished = draft.isPublished;
  return data;
}

/** A new post (spec §7): views and likes 0, the author's name, server timestamps. Returns its id. */
export async function createBlog(draft: BlogDraft, authorName: string): Promise<string> {
  const { store } = await getBackend();
  return store.add(COLLECTIONS.blogs, {
    ...cleanDraft({ image: null, ...draft }),
    authorName: authorName.trim() || DEFAULT_AUTHOR,
    views: 0,
    likes: 0,
    createdAt: SERVER_TIME,
    updatedAt: SERVER_TIME,
  });
}

/** Changes a post and sets `updatedAt` (the server's time); `createdAt`, views and the author stay. */
export async function updateBlog(id: string, changes: Partial<BlogDraft>): Promise<void> {
  const { store } = await getBackend();
  await store.update(COLLECTIONS.blogs, id, { ...cleanDraft(changes), updatedAt: SERVER_TIME });
}

export async function deleteBlog(id: string): Promise<void> {
  const { store } = await getBackend();
  await store.delete(COLLECTIONS.blogs, id);
}

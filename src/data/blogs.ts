/** Blog posts: the queries the pages run and the rules of a post (read time, excerpt, defaults). */
import { getBackend } from '@/backend/index.ts';
import { increment, SERVER_TIME, type WithId } from '@/backend/types.ts';
import { COLLECTIONS } from './collections.ts';

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
    authorName: typeof raw.authorName === 'string' && raw.authorName.trim() ? raw.authorName : DEFAULT_AUTHOR,
    createdAt: raw.createdAt instanceof Date ? raw.createdAt : null,
    updatedAt: raw.updatedAt instanceof Date ? raw.updatedAt : null,
    category: typeof raw.category === 'string' ? raw.category : '',
    tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    image: typeof raw.image === 'string' && raw.image ? raw.image : null,
    views: typeof raw.views === 'number' ? raw.views : 0,
    likes: typeof raw.likes === 'number' ? raw.likes : 0,
    readTime: typeof raw.readTime === 'number' ? raw.readTime : readTimeOf(String(raw.content ?? '')),
    isFeatured: raw.isFeatured === true,
    isPublished: raw.isPublished !== false,
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

/** Counts one view of a published post (the rules allow exactly +1). */
export async function recordBlogView(id: string): Promise<void> {
  const { store } = await getBackend();
  await store.update(COLLECTIONS.blogs, id, { views: increment(1) });
}

export async function createBlog(draft: BlogDraft, authorName: string): Promise<string> {
  const { store } = await getBackend();
  return store.add(COLLECTIONS.blogs, {
    title: draft.title.trim(),
    excerpt: draft.excerpt.trim(),
    content: draft.content.trim(),
    category: draft.category,
    tags: draft.tags,
    image: draft.image?.trim() || null,
    isFeatured: draft.isFeatured,
    isPublished: draft.isPublished,
    authorName: authorName.trim() || DEFAULT_AUTHOR,
    readTime: readTimeOf(draft.content),
    views: 0,
    likes: 0,
    createdAt: SERVER_TIME,
    updatedAt: SERVER_TIME,
  });
}

export async function updateBlog(id: string, changes: Partial<BlogDraft>): Promise<void> {
  const { store } = await getBackend();
  const data: Record<string, unknown> = { ...changes, updatedAt: SERVER_TIME };
  if (typeof changes.content === 'string') data.readTime = readTimeOf(changes.content);
  await store.update(COLLECTIONS.blogs, id, data);
}

export async function deleteBlog(id: string): Promise<void> {
  const { store } = await getBackend();
  await store.delete(COLLECTIONS.blogs, id);
}

/** Blog posts: the queries the pages run and the rules of a post (read time, excerpt, defaults). */
import { getBackend, getPublicStore } from '@/backend/index.ts';
import { errorCode, increment, SERVER_TIME, type Cursor, type ListQuery, type WhereClause, type WithId } from '@/backend/types.ts';
import { monthBounds } from '@/lib/dashboard.ts';
import { markdownToPlainText } from '@/lib/markdown-text.ts';
import { isHttpsUrl as isHttpsAddress } from '@/lib/urls.ts';
import { matchesSearch, postSearchTerms, searchPlanOf } from '@/lib/search-terms.ts';
import { firstFreeSlug, isSlug, SLUG_MAX, slugify } from '@/lib/slugs.ts';
import { COLLECTIONS, contentChanged, viewersOf } from './collections.ts';
import { readPage, type PageRequest } from './paging.ts';
import { newDocumentId } from '@/lib/ids.ts';

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
/** An article's "Related Articles": up to 3 other posts of its category. */
export const RELATED_BLOG_COUNT = 3;
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
  /** The readable address (`/blog/<slug>`), src/lib/slugs.ts. */
  slug: SLUG_MAX,
  /** The meta description link previews and search results show. */
  seoDescription: 160,
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
  /** 'markdown' for a post written in Markdown; absent for plain text (the older posts). */
  format?: PostFormat;
  /** The readable address (`/blog/<slug>`); null for older posts, which are read by their id. */
  slug: string | null;
  /** The meta description ('' : the excerpt, or the start of the post, is used). */
  seoDescription: string;
  /** The picture link previews show (https; null: the cover, else the site's default). */
  socialImage: string | null;
}
export type BlogPost = WithId<BlogPostData>;

/** How a post's body is written: Markdown (docs/decisions/0015). Plain text has no format. */
export type PostFormat = 'markdown';

export type BlogDraft = Pick<BlogPostData, 'title' | 'excerpt' | 'content' | 'category' | 'tags' | 'isFeatured' | 'isPublished'> & {
  image?: string | null;
  /**
   * The address the admin wants ('' or absent: made from the title). With `slugFromTitle` the first
   * free of it, -2, -3, … is taken; otherwise it must be free (else `SlugTakenError`).
   */
  slug?: string;
  /** True while the Address field follows the title (the admin has not typed one). */
  slugFromTitle?: boolean;
  seoDescription?: string;
  socialImage?: string | null;
  /** Who wrote it (the editor offers the team's names); blank is "Admin". */
  authorName?: string;
  /** 'markdown', or left out for plain text. */
  format?: PostFormat;
};

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The words a reader sees of a post's body: a Markdown post's without its syntax, a plain post's as written. */
export function postTextOf(content: string, format?: PostFormat): string {
  return format === 'markdown' ? markdownToPlainText(content) : content;
}

/** Spec §9: words (split on spaces) / 200, rounded up, in minutes (of the text a reader sees, for a Markdown post). */
export function readTimeOf(content: string, format?: PostFormat): number {
  return Math.ceil(countWords(postTextOf(content, format)) / WORDS_PER_MINUTE);
}

/**
 * The post's excerpt, or its content cut at `length` characters (120 compact, 140 default, 180
 * featured) — a Markdown post's text, never its syntax.
 */
export function excerptOf(post: Pick<BlogPostData, 'excerpt' | 'content' | 'format'>, length: number): string {
  const excerpt = post.excerpt?.trim();
  if (excerpt) return excerpt;
  const content = postTextOf(post.content ?? '', post.format).replace(/\s+/g, ' ').trim();
  return content.length > length ? `${content.slice(0, length).trimEnd()}...` : content;
}

/** An absolute https address of at most 2,000 characters: what the editor accepts as a cover image (the site's one rule, src/lib/urls.ts). */
export function isHttpsUrl(value: string): boolean {
  return isHttpsAddress(value, BLOG_LIMITS.image);
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
  // The search terms are the index's business, not the page's (they would only weigh down its data).
  const { searchTerms: _terms, ...fields } = raw;
  return {
    ...fields,
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
    readTime: typeof raw.readTime === 'number' ? raw.readTime : readTimeOf(String(raw.content ?? ''), raw.format === 'markdown' ? 'markdown' : undefined),
    ...(raw.format === 'markdown' ? { format: 'markdown' as const } : {}),
    isFeatured: raw.isFeatured === true,
    // As the rules read it: only an explicit true is published.
    isPublished: raw.isPublished === true,
    slug: isSlug(raw.slug) ? raw.slug : null,
    seoDescription: typeof raw.seoDescription === 'string' ? raw.seoDescription : '',
    socialImage: typeof raw.socialImage === 'string' && isHttpsUrl(raw.socialImage.trim()) ? raw.socialImage.trim() : null,
  };
}

/** The address of a post: `/blog/<slug>`, or `/blog/<id>` for an older post without one. */
export const addressOf = (post: Pick<BlogPost, 'id' | 'slug'>): string => post.slug ?? post.id;

/** The meta description of a post: its own, else its excerpt, else the start of its body (at most 160 characters). */
export function seoDescriptionOf(post: Pick<BlogPostData, 'excerpt' | 'content'> & { seoDescription?: string }): string {
  return post.seoDescription?.trim() || excerptOf(post, BLOG_LIMITS.seoDescription);
}

/** The picture a link to the post shows: its social image, else its cover, else null (the site's default). */
export function shareImageOf(post: { socialImage?: string | null; image?: string | null }): string | null {
  return post.socialImage?.trim() || post.image?.trim() || null;
}

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
async function chooseSlug(draft: Partial<BlogDraft>, postId?: string): Promise<string | null> {
  const typed = slugify(draft.slug ?? '');
  if (typed && !draft.slugFromTitle) {
    const holder = await slugHolder(typed);
    if (holder !== null && holder !== postId) throw new SlugTakenError(typed);
    return typed;
  }
  return proposeSlug(typed || (draft.title ?? ''), postId);
}

/** Every published post, newest first: for the build (sitemap, feed, one page per post), never a screen. */
export async function listPublishedBlogs(): Promise<BlogPost[]> {
  const store = await getPublicStore();
  const rows = await store.list(COLLECTIONS.blogs, {
    where: [PUBLISHED],
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return rows.map(normalise);
}

/** Published posts are read without starting sign-in (`getPublicStore`); other scopes need the session's backend. */
async function storeFor(scope: BlogScope) {
  return scope === 'published' ? getPublicStore() : (await getBackend()).store;
}

/** Public queries carry the filter the rules check. */
const PUBLISHED: WhereClause = ['isPublished', '==', true];

export type BlogSortKey = 'latest' | 'popular' | 'oldest';

/** The order of each sort: popular is by views (ties: the later id first, as Firestore breaks them). */
const SORT_ORDER: Record<BlogSortKey, NonNullable<ListQuery['orderBy']>> = {
  latest: { field: 'createdAt', direction: 'desc' },
  popular: { field: 'views', direction: 'desc' },
  oldest: { field: 'createdAt', direction: 'asc' },
};

export interface BlogPageRequest extends PageRequest {
  /** The public blog's published posts (the default), or every post for the admin. */
  scope?: BlogScope;
  /** '' for every category. */
  category: string;
  sort: BlogSortKey;
  /** What the visitor typed ('' for no search). */
  search: string;
}

export interface BlogPage {
  posts: BlogPost[];
  /** Where the pages before and after this one start, or null when there is none. */
  previous: Cursor | null;
  next: Cursor | null;
}

/** Which posts a list shows: the published ones (the public blog), or all of them, drafts too (admins). */
export type BlogScope = 'published' | 'all';

function listFilters(scope: BlogScope, category: string, search: string): { where: WhereClause[]; plan: ReturnType<typeof searchPlanOf> } {
  const plan = searchPlanOf(search);
  const where: WhereClause[] = scope === 'published' ? [PUBLISHED] : [];
  if (category) where.push(['category', '==', category]);
  if (plan) where.push(['searchTerms', 'array-contains', plan.lookup]);
  return { where, plan };
}

/**
 * One page of the blog, read as one query (`readPage`): the category and the search are filters,
 * the sort is the order, and Previous/Next are cursors. A search looks up its longest word in the posts' search
 * terms and keeps the posts whose terms match its other words too, so a page of a several-word
 * search can hold fewer posts than the page size.
 */
export async function listBlogPage(request: BlogPageRequest): Promise<BlogPage> {
  const store = await storeFor(request.scope ?? 'published');
  const { where, plan } = listFilters(request.scope ?? 'published', request.category, request.search);
  const page = await readPage(store, COLLECTIONS.blogs, { where, orderBy: SORT_ORDER[request.sort] }, request);
  const posts = page.rows
    .filter((row) => !plan || matchesSearch(Array.isArray(row.searchTerms) ? (row.searchTerms as string[]) : undefined, plan))
    .map((row) => asListed(normalise(row)));
  return { posts, previous: page.hasPrevious ? page.first : null, next: page.hasNext ? page.last : null };
}

/** What a list shows of a post's body: enough for a card's or a table row's excerpt (spec: at most 180 characters). */
export const LISTED_CONTENT_LENGTH = 300;

/** A post as a list carries it: its body cut to the start, so a page (and its prerendered data) stays small. */
function asListed(post: BlogPost): BlogPost {
  return post.content.length > LISTED_CONTENT_LENGTH ? { ...post, content: post.content.slice(0, LISTED_CONTENT_LENGTH) } : post;
}

/** How many published posts the list's filters match (an aggregation: one read per 1,000). */
export async function countBlogPosts(category: string, search: string, scope: BlogScope = 'published'): Promise<number> {
  const store = await storeFor(scope);
  return store.count(COLLECTIONS.blogs, { where: listFilters(scope, category, search).where });
}

export interface PublicBlogStats {
  totalArticles: number;
  totalViews: number;
  authors: number;
  categories: number;
}

/**
 * The distinct values of a field among the scope's posts, one query each: the first value, then the
 * first after it, and so on (reads grow with the number of authors or categories, not of posts).
 */
async function distinctValues(field: string, scope: BlogScope, max = 100): Promise<unknown[]> {
  const store = await storeFor(scope);
  const values: unknown[] = [];
  const base: WhereClause[] = scope === 'published' ? [PUBLISHED] : [];
  for (let found = 0; found < max; found += 1) {
    const last = values[values.length - 1];
    const rows = await store.list(COLLECTIONS.blogs, {
      where: values.length ? [...base, [field, '>', last as string]] : base,
      orderBy: { field },
      limit: 1,
    });
    if (rows.length === 0) break;
    values.push(rows[0][field]);
  }
  return values;
}

/** The blog's statistics row: counts and a sum, and the distinct authors and categories. */
export async function publicBlogStats(): Promise<PublicBlogStats> {
  const store = await getPublicStore();
  const [totalArticles, totalViews, authors, categories] = await Promise.all([
    store.count(COLLECTIONS.blogs, { where: [PUBLISHED] }),
    store.sum(COLLECTIONS.blogs, 'views', { where: [PUBLISHED] }),
    distinctValues('authorName', 'published'),
    distinctValues('category', 'published'),
  ]);
  // A blank author shows as "Admin" (spec §2), so it is the same author as "Admin".
  const authorNames = new Set(authors.map((name) => (typeof name === 'string' && name.trim()) || DEFAULT_AUTHOR));
  return {
    totalArticles,
    totalViews,
    authors: authorNames.size,
    categories: categories.filter((category) => typeof category === 'string' && category.trim()).length,
  };
}

export interface AdminBlogFigures {
  totalPosts: number;
  totalViews: number;
  /** The categories in use, each once, in code-point order. */
  categories: string[];
  /** Posts created in the current calendar month and year. */
  thisMonth: number;
}

/** The admin manager's statistics (drafts included): counts, a sum and the categories in use. */
export async function adminBlogFigures(now: Date = new Date()): Promise<AdminBlogFigures> {
  const { store } = await getBackend();
  const month = monthBounds(now);
  const [totalPosts, totalViews, categories, thisMonth] = await Promise.all([
    store.count(COLLECTIONS.blogs),
    store.sum(COLLECTIONS.blogs, 'views'),
    distinctValues('category', 'all'),
    store.count(COLLECTIONS.blogs, { where: [['createdAt', '>=', month.start], ['createdAt', '<', month.end]] }),
  ]);
  return {
    totalPosts,
    totalViews,
    categories: categories.filter((category): category is string => typeof category === 'string' && category.trim() !== ''),
    thisMonth,
  };
}

/** Up to `count` other published posts of the post's category, newest first. */
export async function listRelatedBlogs(post: Pick<BlogPost, 'id' | 'category'>, count = RELATED_BLOG_COUNT): Promise<BlogPost[]> {
  if (!post.category) return [];
  const store = await getPublicStore();
  const rows = await store.list(COLLECTIONS.blogs, {
    where: [PUBLISHED, ['category', '==', post.category]],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: count + 1,
  });
  return rows.map((row) => asListed(normalise(row))).filter((other) => other.id !== post.id).slice(0, count);
}

/** The newest featured published posts (spec: 3). */
export async function listFeaturedBlogs(count = FEATURED_BLOG_COUNT): Promise<BlogPost[]> {
  const store = await getPublicStore();
  const rows = await store.list(COLLECTIONS.blogs, {
    where: [
      ['isPublished', '==', true],
      ['isFeatured', '==', true],
    ],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: count,
  });
  return rows.map((row) => asListed(normalise(row)));
}

/**
 * The post at `/blog/<address>`: the post whose slug it is (one query, limit 1), else (an older link)
 * the post whose id it is. `bySlug` says which: a post found by its id that has a slug is to be shown
 * at its slug's address. `scope` 'published' for visitors (the rules' filter), 'all' for admins.
 */
export async function getBlogByAddress(
  address: string,
  scope: BlogScope = 'published',
): Promise<{ post: BlogPost; bySlug: boolean } | null> {
  if (isSlug(address)) {
    const store = await storeFor(scope);
    const rows = await store.list(COLLECTIONS.blogs, {
      where: scope === 'published' ? [['slug', '==', address], PUBLISHED] : [['slug', '==', address]],
      limit: 1,
    });
    if (rows[0]) return { post: normalise(rows[0]), bySlug: true };
  }
  const post = await getBlog(address);
  return post ? { post, bySlug: false } : null;
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
 * anonymous one: on Firebase this browser's REST reader, in demo mode one made here) one. Resolves
 * true when this call counted the view, false when this reader had already been counted.
 */
export async function recordBlogView(id: string): Promise<boolean> {
  const { auth, store, countReaderView } = await getBackend();
  const account = auth.currentUser();
  // A visitor on Firebase is this browser's reader, whoever counts: the app, or a prerendered article
  // without it (src/view-count.ts) — one browser, one reader (docs/decisions/0026-views-without-the-app.md).
  if (countReaderView && (!account || account.isAnonymous)) return countReaderView(id);
  const reader = account ?? (await auth.signInAnonymously());
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
    data.readTime = readTimeOf(draft.content, draft.format);
  }
  // Only ever set: a Markdown post stays Markdown (the rules accept 'markdown' or no format).
  if (draft.format === 'markdown') data.format = 'markdown';
  if (typeof draft.category === 'string') data.category = draft.category;
  if (Array.isArray(draft.tags)) data.tags = draft.tags.map((tag) => tag.trim()).filter(Boolean);
  if ('image' in draft) data.image = draft.image?.trim() || null;
  if (typeof draft.isFeatured === 'boolean') data.isFeatured = draft.isFeatured;
  if (typeof draft.isPublished === 'boolean') data.isPublished = draft.isPublished;
  if (typeof draft.authorName === 'string') data.authorName = draft.authorName.trim() || DEFAULT_AUTHOR;
  if (typeof draft.seoDescription === 'string') data.seoDescription = draft.seoDescription.trim();
  if ('socialImage' in draft) data.socialImage = draft.socialImage?.trim() || null;
  return data;
}

/**
 * A new post (spec §7): views and likes 0, the author's name (the draft's, else `authorName`), server
 * timestamps, and its address: written with its slugs/ record in one batch (the rules check the two
 * agree and that nobody else holds the address). Returns its id. A typed address another post holds:
 * `SlugTakenError`, nothing written.
 */
export async function createBlog(draft: BlogDraft, authorName = ''): Promise<string> {
  const { store } = await getBackend();
  const author = (draft.authorName ?? authorName).trim() || DEFAULT_AUTHOR;
  const id = newDocumentId();
  const slug = await chooseSlug(draft);
  const { slug: _slug, slugFromTitle: _fromTitle, ...fields } = draft;
  const data = {
    ...cleanDraft({ image: null, ...fields }),
    searchTerms: postSearchTerms({ ...fields, authorName: author }),
    authorName: author,
    views: 0,
    likes: 0,
    createdAt: SERVER_TIME,
    updatedAt: SERVER_TIME,
    ...(slug ? { slug } : {}),
  };
  try {
    await store.batch([
      { op: 'set', collection: COLLECTIONS.blogs, id, data },
      ...(slug ? [{ op: 'set' as const, collection: COLLECTIONS.slugs, id: slug, data: { postId: id } }] : []),
      contentChanged(SERVER_TIME),
    ]);
  } catch (error) {
    // Taken meanwhile (by another admin's post): say so, as for a typed address.
    if (slug && errorCode(error) === 'permission-denied' && (await slugHolder(slug).catch(() => null))) throw new SlugTakenError(slug);
    throw error;
  }
  return id;
}

/**
 * Changes a post (its author too) and sets `updatedAt` (the server's time); `createdAt` and views stay.
 * A new address is taken and the old one freed in the same batch (a typed address another post holds:
 * `SlugTakenError`, nothing written); an older post without one gets one from its title. Resolves with
 * the post's address when the changes named one (else undefined).
 */
export async function updateBlog(id: string, changes: Partial<BlogDraft>): Promise<string | null | undefined> {
  const { store } = await getBackend();
  const { slug: _slug, slugFromTitle: _fromTitle, ...fields } = changes;
  const data: Record<string, unknown> = { ...cleanDraft(fields), updatedAt: SERVER_TIME };
  const addressChange = 'slug' in changes;
  // A change to what search looks at, or to the address, reads the post as it is.
  const current = SEARCHED_FIELDS.some((field) => field in changes) || addressChange ? await store.get(COLLECTIONS.blogs, id) : null;
  if (current && SEARCHED_FIELDS.some((field) => field in changes)) {
    const post = normalise(current);
    data.searchTerms = postSearchTerms({ ...post, ...fields, authorName: typeof data.authorName === 'string' ? data.authorName : post.authorName });
  }
  const oldSlug = current && isSlug(current.slug) ? current.slug : null;
  const newSlug = addressChange && current ? await chooseSlug({ title: String(current.title ?? ''), ...changes }, id) : oldSlug;
  if (!newSlug || newSlug === oldSlug) {
    await store.batch([{ op: 'update', collection: COLLECTIONS.blogs, id, data }, contentChanged(SERVER_TIME)]);
    return addressChange ? oldSlug : undefined;
  }
  try {
    await store.batch([
      { op: 'update', collection: COLLECTIONS.blogs, id, data: { ...data, slug: newSlug } },
      ...((await slugHolder(newSlug)) === id ? [] : [{ op: 'set' as const, collection: COLLECTIONS.slugs, id: newSlug, data: { postId: id } }]),
      ...(oldSlug ? [{ op: 'delete' as const, collection: COLLECTIONS.slugs, id: oldSlug }] : []),
      contentChanged(SERVER_TIME),
    ]);
  } catch (error) {
    if (errorCode(error) === 'permission-denied' && ((await slugHolder(newSlug).catch(() => null)) ?? id) !== id) throw new SlugTakenError(newSlug);
    throw error;
  }
  return newSlug;
}

const SEARCHED_FIELDS: readonly (keyof BlogDraft)[] = ['title', 'excerpt', 'content', 'category', 'tags', 'authorName'];

/** Deletes a post, freeing its address in the same batch. */
export async function deleteBlog(id: string): Promise<void> {
  const { store } = await getBackend();
  const current = await store.get(COLLECTIONS.blogs, id);
  const slug = current && isSlug(current.slug) ? current.slug : null;
  await store.batch([
    { op: 'delete', collection: COLLECTIONS.blogs, id },
    ...(slug ? [{ op: 'delete' as const, collection: COLLECTIONS.slugs, id: slug }] : []),
    contentChanged(SERVER_TIME),
  ]);
}

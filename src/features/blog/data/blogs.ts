/**
 * Blog posts: the queries the pages run, and writing a post with its address. The rules of a post
 * (read time, excerpt, defaults) are in ./blog-post.ts, the statistics in ./blog-figures.ts: both re-exported here.
 */
import { getBackend, getPublicStore } from '@/backend/index.ts';
import { errorCode, increment, SERVER_TIME, type Cursor, type ListQuery, type WhereClause, type WithId } from '@/backend/types.ts';
import { matchesSearch, postSearchTerms, searchPlanOf } from '@/lib/search-terms.ts';
import { isSlug } from '@/lib/slugs.ts';
import { COLLECTIONS, comingPublishTimes, CONTENT_VERSION_ID, contentChanged, viewersOf } from '../../../data/collections.ts';
import { readPage, type PageRequest } from '../../../data/paging.ts';
import { newDocumentId } from '@/lib/ids.ts';
import { DEFAULT_AUTHOR, FEATURED_BLOG_COUNT, isPublicNow, normalise, readTimeOf, RELATED_BLOG_COUNT, type BlogDraft, type BlogPost } from './blog-post.ts';
import { askPublic, storeFor, type BlogScope } from './blog-store.ts';
import { getPreviewLink, refreshPreview } from './previews.ts';
import { chooseSlug, formerAddresses, formerSlugsOf, slugHolder, SlugTakenError } from './blog-slugs.ts';
import { deleteRevisions, revisionWrite } from './revisions.ts';
import { logOf } from '@/features/activity/data/activity.ts';
import { postChange, whatChanged } from './post-activity.ts';

export { formerAddresses, proposeSlug, slugHolder, SlugTakenError } from './blog-slugs.ts';

export {
  ADMIN_EXCERPT_LENGTH, addressOf, addTag, BLOG_CATEGORIES, BLOG_LIMITS, countWords, DEFAULT_AUTHOR, excerptOf,
  FEATURED_BLOG_COUNT, isCoverImageUrl, isHttpsUrl, isPublicNow, isScheduled, paragraphsOf, postTextOf, readTimeOf,
  RELATED_BLOG_COUNT, seoDescriptionOf, shareImageOf, WORDS_PER_MINUTE, type BlogDraft, type BlogPost, type BlogPostData,
  type PostFormat, type TagRefusal,
} from './blog-post.ts';
export { CLOCK_MARGIN_MS, publicTime, type BlogScope } from './blog-store.ts';
export { adminBlogFigures, publicBlogStats, type AdminBlogFigures, type PublicBlogStats } from './blog-figures.ts';

/** Every published post whose time has come, newest first: for the build (sitemap, feed, one page per post), never a screen. */
export async function listPublishedBlogs(): Promise<BlogPost[]> {
  const store = await getPublicStore();
  const rows = await askPublic((filters) => store.list(COLLECTIONS.blogs, { where: filters, orderBy: { field: 'publishAt', direction: 'desc' } }));
  return rows.map(normalise);
}


/**
 * The published posts changed since `since` — edited, or whose scheduled time has come — the latest
 * first, at most `limit` of each: what the site search adds to the index the build wrote
 * (src/features/search/data/site-search.ts). Without `since` (no index built), the latest `limit`.
 */
export async function listPostsChangedSince(since: Date | null, limit: number): Promise<BlogPost[]> {
  const store = await getPublicStore();
  const [edited, due] = await askPublic((filters) =>
    Promise.all([
      store.list(COLLECTIONS.blogs, {
        where: since ? [...filters, ['updatedAt', '>', since]] : filters,
        orderBy: { field: 'updatedAt', direction: 'desc' },
        limit,
      }),
      since
        ? store.list(COLLECTIONS.blogs, { where: [...filters, ['publishAt', '>', since]], orderBy: { field: 'publishAt', direction: 'desc' }, limit })
        : Promise.resolve([]),
    ]),
  );
  const seen = new Set(edited.map((row) => row.id));
  return [...edited, ...due.filter((row) => !seen.has(row.id))].map(normalise);
}

export type BlogSortKey = 'latest' | 'popular' | 'oldest';

/**
 * The order of each sort. Visitors' lists go by the publication time; popular is by views, then (ties)
 * by that time, which the public query's range on it makes Firestore order by. The admin's list (every
 * post, older ones without a publication time too) goes by creation.
 */
const SORT_ORDER: Record<BlogScope, Record<BlogSortKey, NonNullable<ListQuery['orderBy']>>> = {
  published: {
    latest: { field: 'publishAt', direction: 'desc' },
    popular: { field: 'views', direction: 'desc', then: 'publishAt' },
    oldest: { field: 'publishAt', direction: 'asc' },
  },
  all: {
    latest: { field: 'createdAt', direction: 'desc' },
    popular: { field: 'views', direction: 'desc' },
    oldest: { field: 'createdAt', direction: 'asc' },
  },
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


function listFilters(
  visible: WhereClause[],
  category: string,
  search: string,
): { where: WhereClause[]; plan: ReturnType<typeof searchPlanOf> } {
  const plan = searchPlanOf(search);
  const where: WhereClause[] = [...visible];
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
  const scope = request.scope ?? 'published';
  const store = await storeFor(scope);
  const read = (visible: WhereClause[]) => {
    const { where, plan } = listFilters(visible, request.category, request.search);
    return readPage(store, COLLECTIONS.blogs, { where, orderBy: SORT_ORDER[scope][request.sort] }, request).then((page) => ({ page, plan }));
  };
  const { page, plan } = scope === 'published' ? await askPublic(read) : await read([]);
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
  const count = (visible: WhereClause[]) => store.count(COLLECTIONS.blogs, { where: listFilters(visible, category, search).where });
  return scope === 'published' ? askPublic(count) : count([]);
}


/** Up to `count` other published posts of the post's category, newest first. */
export async function listRelatedBlogs(post: Pick<BlogPost, 'id' | 'category'>, count = RELATED_BLOG_COUNT): Promise<BlogPost[]> {
  if (!post.category) return [];
  const store = await getPublicStore();
  const rows = await askPublic((filters) =>
    store.list(COLLECTIONS.blogs, {
      where: [...filters, ['category', '==', post.category]],
      orderBy: { field: 'publishAt', direction: 'desc' },
      limit: count + 1,
    }),
  );
  return rows.map((row) => asListed(normalise(row))).filter((other) => other.id !== post.id).slice(0, count);
}

/** The newest featured published posts (spec: 3). */
export async function listFeaturedBlogs(count = FEATURED_BLOG_COUNT): Promise<BlogPost[]> {
  const store = await getPublicStore();
  const rows = await askPublic((filters) =>
    store.list(COLLECTIONS.blogs, {
      where: [...filters, ['isFeatured', '==', true]],
      orderBy: { field: 'publishAt', direction: 'desc' },
      limit: count,
    }),
  );
  return rows.map((row) => asListed(normalise(row)));
}

/**
 * The post at `/blog/<address>`: the post whose slug it is (one query, limit 1), else the post that
 * had it while public (one more), else (an older link) the post whose id it is. `bySlug` says which:
 * a post found otherwise that has a slug is to be shown at its slug's address. `scope` 'published' for visitors (the rules' filter), 'all' for admins.
 */
export async function getBlogByAddress(
  address: string,
  scope: BlogScope = 'published',
): Promise<{ post: BlogPost; bySlug: boolean } | null> {
  if (isSlug(address)) {
    const store = await storeFor(scope);
    // The post whose address it is, else the one that had it while public (it leads there still).
    for (const [holds, bySlug] of [[['slug', '==', address], true], [['formerSlugs', 'array-contains', address], false]] as const) {
      const find = (visible: WhereClause[]) => store.list(COLLECTIONS.blogs, { where: [holds, ...visible], limit: 1 });
      const rows = scope === 'published' ? await askPublic(find) : await find([]);
      if (rows[0]) return { post: normalise(rows[0]), bySlug };
    }
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
  if ('publishAt' in draft) data.publishAt = draft.publishAt ?? SERVER_TIME;
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
    publishAt: fields.publishAt ?? SERVER_TIME,
    ...(slug ? { slug } : {}),
  };
  try {
    await store.batch([
      { op: 'set', collection: COLLECTIONS.blogs, id, data },
      ...(slug ? [{ op: 'set' as const, collection: COLLECTIONS.slugs, id: slug, data: { postId: id } }] : []),
      await contentChangedFor(data),
      ...(await logOf(postChange(id, 'created', `Created “${draft.title.trim()}”${draft.isPublished ? ', published' : ' as a draft'}`))),
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
  // Published without a time: a post that was not public yet (a draft, a scheduled one, an older one
  // without a time) is public from now; a public post keeps its time.
  const publishing = changes.isPublished === true && !('publishAt' in changes);
  // The post as it is: the version this save replaces, kept as a revision in the same batch.
  const current = await store.get(COLLECTIONS.blogs, id);
  const revision = current ? [await revisionWrite(id, current)] : [];
  if (publishing && (!current || !isPublicNow(normaliseStored(current)))) data.publishAt = SERVER_TIME;
  if (current && SEARCHED_FIELDS.some((field) => field in changes)) {
    const post = normalise(current);
    data.searchTerms = postSearchTerms({ ...post, ...fields, authorName: typeof data.authorName === 'string' ? data.authorName : post.authorName });
  }
  const oldSlug = current && isSlug(current.slug) ? current.slug : null;
  const newSlug = addressChange && current ? await chooseSlug({ title: String(current.title ?? ''), ...changes }, id) : oldSlug;
  const log = await logOf(postChange(id, ...whatChanged(current, data)));
  if (!newSlug || newSlug === oldSlug) {
    // Its private preview follows in the same batch (the rules compare the copy's published state with the post's after it).
    const preview = await refreshPreview(id, current, data);
    await store.batch([{ op: 'update', collection: COLLECTIONS.blogs, id, data }, ...revision, await contentChangedFor(data), ...log, ...preview]);
    return addressChange ? oldSlug : undefined;
  }
  // The address it leaves: kept as a former one if the post was public (links to it are out there),
  // else freed; the new one is no longer former.
  const addresses = formerAddresses(current, oldSlug !== null && current !== null && isPublicNow(normaliseStored(current)) ? oldSlug : null, newSlug);
  const preview = await refreshPreview(id, current, { ...data, slug: newSlug });
  try {
    await store.batch([
      { op: 'update', collection: COLLECTIONS.blogs, id, data: { ...data, slug: newSlug, ...(addresses.kept ? { formerSlugs: addresses.kept } : {}) } },
      ...revision,
      ...((await slugHolder(newSlug)) === id ? [] : [{ op: 'set' as const, collection: COLLECTIONS.slugs, id: newSlug, data: { postId: id } }]),
      ...addresses.freed.map((slug) => ({ op: 'delete' as const, collection: COLLECTIONS.slugs, id: slug })),
      await contentChangedFor(data),
      ...log,
      ...preview,
    ]);
  } catch (error) {
    if (errorCode(error) === 'permission-denied' && ((await slugHolder(newSlug).catch(() => null)) ?? id) !== id) throw new SlugTakenError(newSlug);
    throw error;
  }
  return newSlug;
}

/**
 * The content version's move for a save of these fields: a post published for a later time adds that
 * time to the coming publication times (src/data/content-version.ts), which the stored document holds.
 */
async function contentChangedFor(data: Record<string, unknown>) {
  const time = data.publishAt;
  if (data.isPublished === false || !(time instanceof Date) || time.getTime() <= Date.now()) return contentChanged(SERVER_TIME);
  const { store } = await getBackend();
  const stored = await store.get(COLLECTIONS.meta, CONTENT_VERSION_ID);
  return contentChanged(SERVER_TIME, comingPublishTimes(stored?.publishTimes, time, new Date()));
}

/** A stored post as the rules see it: without a stored publishAt (an older post) it is not public. */
const normaliseStored = (row: WithId<Record<string, unknown>>) => ({ ...normalise(row), publishAt: row.publishAt instanceof Date ? row.publishAt : null });

const SEARCHED_FIELDS: readonly (keyof BlogDraft)[] = ['title', 'excerpt', 'content', 'category', 'tags', 'authorName'];

/** Deletes a post, freeing its addresses and ending its preview link in the same batch, then its revisions. */
export async function deleteBlog(id: string): Promise<void> {
  const { store } = await getBackend();
  const [current, preview] = await Promise.all([store.get(COLLECTIONS.blogs, id), getPreviewLink(id)]);
  const slug = current && isSlug(current.slug) ? current.slug : null;
  const addresses = [...(slug ? [slug] : []), ...formerSlugsOf(current)];
  await store.batch([
    { op: 'delete', collection: COLLECTIONS.blogs, id },
    ...addresses.map((address) => ({ op: 'delete' as const, collection: COLLECTIONS.slugs, id: address })),
    ...(preview
      ? [
          { op: 'delete' as const, collection: COLLECTIONS.previews, id: preview.token },
          { op: 'delete' as const, collection: COLLECTIONS.previewLinks, id },
        ]
      : []),
    contentChanged(SERVER_TIME),
    ...(await logOf(postChange(id, 'deleted', `Deleted “${String(current?.title ?? id)}”`))),
  ]);
  // Its revisions go with it (once it is gone, the rules let them go), a batch at a time.
  await deleteRevisions(id);
}

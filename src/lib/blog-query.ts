/**
 * The blog lists' client-side queries: the public list (spec §5 "Search", §7 "Public search and category
 * filtering are client-side", §9 page sizes, sort options and card tags) and the admin manager (search
 * over title, content and author, category filter, statistics). Pure functions: no React, no backend.
 */
import { BLOG_CATEGORIES, DEFAULT_AUTHOR, type BlogPost } from '@/data/blogs.ts';
import { isSameMonth } from '@/lib/dates.ts';

/** Spec §9: 9 posts a page in the grid view, 6 in the list view. */
export const GRID_PAGE_SIZE = 9;
export const LIST_PAGE_SIZE = 6;
/** Spec §9: cards show at most 3 tags, then "+N". */
export const MAX_CARD_TAGS = 3;

export type BlogSort = 'latest' | 'popular' | 'oldest';
export type BlogView = 'grid' | 'list';

export const BLOG_SORT_OPTIONS: readonly { value: BlogSort; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'oldest', label: 'Oldest' },
];

type Searchable = Pick<BlogPost, 'title' | 'content' | 'category'>;
type Dated = Pick<BlogPost, 'createdAt'>;

/** Case-insensitive substring match over title, content or category; a blank term keeps every post. */
export function searchBlogs<T extends Searchable>(posts: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...posts];
  return posts.filter((post) =>
    [post.title, post.content, post.category].some((field) => (field ?? '').toLowerCase().includes(needle)),
  );
}

/** Posts of one category; '', null or 'all' keeps every post. */
export function filterByCategory<T extends Pick<BlogPost, 'category'>>(
  posts: readonly T[],
  category: string | null | undefined,
): T[] {
  if (!category || category === 'all') return [...posts];
  return posts.filter((post) => post.category === category);
}

const timeOf = (post: Dated): number | null => {
  const time = post.createdAt instanceof Date ? post.createdAt.getTime() : NaN;
  return Number.isNaN(time) ? null : time;
};

/** Newest first; posts without a readable date go last. */
function byLatest(a: Dated, b: Dated): number {
  const ta = timeOf(a);
  const tb = timeOf(b);
  if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
  return tb - ta;
}

/** Oldest first; posts without a readable date still go last. */
function byOldest(a: Dated, b: Dated): number {
  const ta = timeOf(a);
  const tb = timeOf(b);
  if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
  return ta - tb;
}

/** A sorted copy: latest (createdAt, newest first), popular (views, ties newest first) or oldest. */
export function sortBlogs<T extends Pick<BlogPost, 'createdAt' | 'views'>>(posts: readonly T[], sort: BlogSort): T[] {
  const copy = [...posts];
  switch (sort) {
    case 'popular':
      return copy.sort((a, b) => (b.views ?? 0) - (a.views ?? 0) || byLatest(a, b));
    case 'oldest':
      return copy.sort(byOldest);
    case 'latest':
    default:
      return copy.sort(byLatest);
  }
}

export interface Page<T> {
  items: T[];
  /** The page shown, clamped to 1..pageCount. */
  page: number;
  /** At least 1, so an empty list still has "page 1 of 1". */
  pageCount: number;
}

/** One page of `items` (pages count from 1); out-of-range or unreadable pages are clamped. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(1, wanted), pageCount);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount };
}

export const pageSizeFor = (view: BlogView): number => (view === 'list' ? LIST_PAGE_SIZE : GRID_PAGE_SIZE);

/**
 * The page numbers a pagination bar shows: all of them up to 7 pages, else the first, the last and the
 * neighbours of the current page, with 'gap' where numbers are left out.
 */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  if (page <= 3) [2, 3, 4].forEach((n) => shown.add(n));
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((n) => shown.add(n));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1] > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

export interface BlogStats {
  totalArticles: number;
  totalViews: number;
  /** Distinct author names (a missing name counts as "Admin"). */
  authors: number;
  /** Distinct non-empty categories in use. */
  categories: number;
}

export function blogStats(posts: readonly Pick<BlogPost, 'views' | 'authorName' | 'category'>[]): BlogStats {
  const authors = new Set(posts.map((post) => (post.authorName ?? '').trim() || DEFAULT_AUTHOR));
  const categories = new Set(posts.map((post) => (post.category ?? '').trim()).filter(Boolean));
  return {
    totalArticles: posts.length,
    totalViews: posts.reduce((sum, post) => sum + (Number.isFinite(post.views) ? post.views : 0), 0),
    authors: authors.size,
    categories: categories.size,
  };
}

/** The tags a card shows and how many more there are (for the "+N"). */
export function visibleTags(tags: readonly string[], max: number = MAX_CARD_TAGS): { shown: string[]; more: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}

// The list's state lives in the URL (?q=&category=&sort=&view=&page=): readers for each parameter.

export const BLOG_QUERY_PARAMS = { term: 'q', category: 'category', sort: 'sort', view: 'view', page: 'page' } as const;

export interface BlogListQuery {
  term: string;
  /** One of BLOG_CATEGORIES, or '' for all. */
  category: string;
  sort: BlogSort;
  view: BlogView;
  page: number;
}

export function readBlogListQuery(params: URLSearchParams): BlogListQuery {
  const category = params.get(BLOG_QUERY_PARAMS.category) ?? '';
  const sort = params.get(BLOG_QUERY_PARAMS.sort);
  const page = Number.parseInt(params.get(BLOG_QUERY_PARAMS.page) ?? '', 10);
  return {
    term: params.get(BLOG_QUERY_PARAMS.term) ?? '',
    category: (BLOG_CATEGORIES as readonly string[]).includes(category) ? category : '',
    sort: sort === 'popular' || sort === 'oldest' ? sort : 'latest',
    view: params.get(BLOG_QUERY_PARAMS.view) === 'list' ? 'list' : 'grid',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The search string for a query, leaving defaults out so shared links stay short. */
export function writeBlogListQuery(query: BlogListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.term) params.set(BLOG_QUERY_PARAMS.term, query.term);
  if (query.category) params.set(BLOG_QUERY_PARAMS.category, query.category);
  if (query.sort !== 'latest') params.set(BLOG_QUERY_PARAMS.sort, query.sort);
  if (query.view !== 'grid') params.set(BLOG_QUERY_PARAMS.view, query.view);
  if (query.page > 1) params.set(BLOG_QUERY_PARAMS.page, String(query.page));
  return params;
}

/** Search, filter and sort together (the order the list applies them in). */
export function queryBlogs<T extends Searchable & Pick<BlogPost, 'createdAt' | 'views'>>(
  posts: readonly T[],
  { term, category, sort }: Pick<BlogListQuery, 'term' | 'category' | 'sort'>,
): T[] {
  return sortBlogs(filterByCategory(searchBlogs(posts, term), category), sort);
}

// The admin manager (spec §2 "Admin blog manager", §5 "Search", §9 "This Month").

/** Admin search: case-insensitive substring over title, content and author name; a blank term keeps every post. */
export function searchAdminBlogs<T extends Pick<BlogPost, 'title' | 'content' | 'authorName'>>(posts: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...posts];
  return posts.filter((post) =>
    [post.title, post.content, post.authorName].some((field) => (field ?? '').toLowerCase().includes(needle)),
  );
}

/** Search and category filter together, keeping the list's order (newest first from the query). */
export function queryAdminBlogs<T extends Pick<BlogPost, 'title' | 'content' | 'authorName' | 'category'>>(
  posts: readonly T[],
  { term, category }: { term: string; category: string },
): T[] {
  return filterByCategory(searchAdminBlogs(posts, term), category);
}

export interface AdminBlogStats {
  totalPosts: number;
  totalViews: number;
  /** Distinct non-empty categories in use. */
  categories: number;
  /** Posts created in the current calendar month and year. */
  thisMonth: number;
}

export function adminBlogStats(
  posts: readonly Pick<BlogPost, 'views' | 'category' | 'createdAt'>[],
  now: Date = new Date(),
): AdminBlogStats {
  return {
    totalPosts: posts.length,
    totalViews: posts.reduce((sum, post) => sum + (Number.isFinite(post.views) ? post.views : 0), 0),
    categories: new Set(posts.map((post) => (post.category ?? '').trim()).filter(Boolean)).size,
    thisMonth: posts.filter((post) => isSameMonth(post.createdAt, now)).length,
  };
}

/** The category filter's options: the eight blog categories, then any other category a post still uses. */
export function adminCategoryOptions(posts: readonly Pick<BlogPost, 'category'>[]): string[] {
  const known = new Set<string>(BLOG_CATEGORIES);
  const extra = [...new Set(posts.map((post) => (post.category ?? '').trim()).filter((c) => c && !known.has(c)))].sort();
  return [...BLOG_CATEGORIES, ...extra];
}

/**
 * The blog lists' settings: the public list's page sizes, sort options, card tags and its state in
 * the URL (its search, filter, sort and pages are queries: src/features/blog/data/blogs.ts), and the admin
 * manager's category options. Pure functions: no React, no backend.
 */
import { BLOG_CATEGORIES } from './blogs.ts';

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

export const pageSizeFor = (view: BlogView): number => (view === 'list' ? LIST_PAGE_SIZE : GRID_PAGE_SIZE);

/** The tags a card shows and how many more there are (for the "+N"). */
export function visibleTags(tags: readonly string[], max: number = MAX_CARD_TAGS): { shown: string[]; more: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}

// The list's state lives in the URL (?q=&category=&sort=&view=&page=): readers for each parameter.

export const BLOG_QUERY_PARAMS = { term: 'q', category: 'category', sort: 'sort', view: 'view', page: 'page', after: 'after', before: 'before' } as const;

/**
 * Where a page starts, as the URL carries it: a post's id and its value of the sort's field (a
 * time in milliseconds, or a number of views), so a shared link opens the same page with one query.
 */
export interface PageCursor {
  id: string;
  value: number;
}

const readCursor = (text: string | null): PageCursor | undefined => {
  const match = /^(.+)~(-?\d+)$/.exec(text ?? '');
  return match ? { id: match[1], value: Number(match[2]) } : undefined;
};
const writeCursor = (cursor: PageCursor) => `${cursor.id}~${cursor.value}`;

export interface BlogListQuery {
  term: string;
  /** One of BLOG_CATEGORIES, or '' for all. */
  category: string;
  sort: BlogSort;
  view: BlogView;
  /** The page's number, for display: which page it is comes from the cursor. */
  page: number;
  /** The page after this post (Next) or before it (Previous); neither on page 1. */
  after?: PageCursor;
  before?: PageCursor;
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
    after: readCursor(params.get(BLOG_QUERY_PARAMS.after)),
    before: readCursor(params.get(BLOG_QUERY_PARAMS.before)),
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
  if (query.page > 1 && query.after) params.set(BLOG_QUERY_PARAMS.after, writeCursor(query.after));
  else if (query.page > 1 && query.before) params.set(BLOG_QUERY_PARAMS.before, writeCursor(query.before));
  return params;
}

/**
 * The public filter's categories: those of the blog's eight (spec §9, so never more) that have a
 * published post (`inUse`, from the statistics row's figures), and the chosen one even when it has
 * none, so a link to it still shows its empty state. Before the figures arrive only the chosen one;
 * should they fail (`null`), all eight.
 */
export function offeredCategories(inUse: readonly string[] | null | undefined, selected: string): string[] {
  if (inUse === null) return [...BLOG_CATEGORIES];
  const offered = new Set(inUse ?? []);
  return BLOG_CATEGORIES.filter((category) => category === selected || offered.has(category));
}

// The admin manager (spec §2 "Admin blog manager").

/** The category filter's options: the eight blog categories, then any other category posts still use. */
export function adminCategoryOptions(inUse: readonly string[]): string[] {
  const known = new Set<string>(BLOG_CATEGORIES);
  const extra = [...new Set(inUse.map((category) => category.trim()).filter((c) => c && !known.has(c)))].sort();
  return [...BLOG_CATEGORIES, ...extra];
}

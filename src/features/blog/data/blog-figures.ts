/** The blog's figures: the public statistics row, and the admin manager's statistics (drafts included). */
import { getBackend, getPublicStore } from '@/backend/index.ts';
import type { WhereClause } from '@/backend/types.ts';
import { monthBounds } from '@/lib/dashboard.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { DEFAULT_AUTHOR } from './blog-post.ts';
import { askPublic, storeFor, type BlogScope } from './blog-store.ts';

export interface PublicBlogStats {
  totalArticles: number;
  totalViews: number;
  authors: number;
  categories: number;
  /** The categories with a published post, each once, in code-point order (the blog's category filter offers these). */
  categoriesInUse: string[];
}

/**
 * The distinct values of a field among the scope's posts, one query each: the first value, then the
 * first after it, and so on (reads grow with the number of authors or categories, not of posts).
 */
async function distinctValues(field: string, scope: BlogScope, max = 100): Promise<unknown[]> {
  return scope === 'published' ? askPublic((visible) => distinctValuesWhere(field, visible, max)) : distinctValuesWhere(field, [], max);
}

async function distinctValuesWhere(field: string, base: WhereClause[], max: number): Promise<unknown[]> {
  const store = await storeFor(base.length ? 'published' : 'all');
  const values: unknown[] = [];
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
    askPublic((visible) => store.count(COLLECTIONS.blogs, { where: visible })),
    askPublic((visible) => store.sum(COLLECTIONS.blogs, 'views', { where: visible })),
    distinctValues('authorName', 'published'),
    distinctValues('category', 'published'),
  ]);
  // A blank author shows as "Admin" (spec §2), so it is the same author as "Admin".
  const authorNames = new Set(authors.map((name) => (typeof name === 'string' && name.trim()) || DEFAULT_AUTHOR));
  const categoriesInUse = categories.filter((category): category is string => typeof category === 'string' && category.trim() !== '');
  return {
    totalArticles,
    totalViews,
    authors: authorNames.size,
    categories: categoriesInUse.length,
    categoriesInUse,
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

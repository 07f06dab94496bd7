/**
 * The blog (spec §2 "Blog list"): search, statistics, category filters, grid/list views, sort and
 * pagination over the published posts, then the newsletter box. Search, category, sort, view and page
 * live in the URL, so back/forward and shared links show the same list. The parts it shows are in
 * src/features/blog/components/list/; this page loads the data and keeps the URL.
 */
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { initialDataKeys, useInitialData } from '@/context/initial-data.tsx';
import type { PagePrerender } from '@/context/page-prerender.ts';
import { useLoad } from '@/hooks/use-load.ts';
import { useSettled } from '@/hooks/use-settled.ts';
import { paths } from '@/lib/paths.ts';
import { BlogHero } from '@/features/blog/components/list/blog-hero.tsx';
import { BlogResults } from '@/features/blog/components/list/blog-results.tsx';
import { BlogStats } from '@/features/blog/components/list/blog-stats.tsx';
import { BlogToolbar } from '@/features/blog/components/list/blog-toolbar.tsx';
import { CategoryFilters } from '@/features/blog/components/list/category-filters.tsx';
import { Pagination } from '@/features/blog/components/list/pagination.tsx';
import { NewsletterForm } from '@/components/layout/newsletter-form.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { containerStyles } from '@/components/ui/styles.ts';
import { HydrationChunk } from '@/components/ui/hydration-chunk.tsx';
import type { Cursor } from '@/backend/types.ts';
import {
  BLOG_CATEGORIES,
  countBlogPosts,
  listBlogPage,
  publicBlogStats,
  type BlogPage,
  type BlogPost,
  type BlogSortKey,
  type PublicBlogStats,
} from '@/features/blog/data/blogs.ts';
import { pageCountOf } from '@/data/paging.ts';
import {
  offeredCategories,
  pageSizeFor,
  readBlogListQuery,
  writeBlogListQuery,
  type BlogListQuery,
  type PageCursor,
} from '@/features/blog/data/blog-query.ts';

/** One page of the list and how many posts its filters match. */
export interface BlogListPage extends BlogPage {
  total: number;
}

const NO_POSTS: BlogPost[] = [];

/** The URL's cursor as the backend's: the sort's field is a time (latest, oldest) or a number of views. */
const toCursor = (cursor: PageCursor | undefined, sort: BlogSortKey): Cursor | undefined =>
  cursor && { id: cursor.id, value: sort === 'popular' ? cursor.value : new Date(cursor.value) };
const fromCursor = (cursor: Cursor): PageCursor => ({
  id: cursor.id,
  value: cursor.value instanceof Date ? cursor.value.getTime() : Number(cursor.value),
});

/** A page of the list as the URL asks for it, with how many posts its filters match. */
async function loadBlogListPage(request: {
  category: string;
  sort: BlogSortKey;
  search: string;
  pageSize: number;
  after?: PageCursor;
  before?: PageCursor;
}): Promise<BlogListPage> {
  const [page, total] = await Promise.all([
    listBlogPage({ ...request, after: toCursor(request.after, request.sort), before: toCursor(request.before, request.sort) }),
    countBlogPosts(request.category, request.search),
  ]);
  return { ...page, total };
}

/** The build's data for the list: its first page as it first shows (newest first, every category, no search) and the statistics. */
export const prerender: PagePrerender = async () => {
  const [page, stats] = await Promise.all([
    loadBlogListPage({ category: '', sort: 'latest', search: '', pageSize: pageSizeFor('grid') }),
    publicBlogStats(),
  ]);
  return { [initialDataKeys.blogListPage]: { page, stats } };
};

/**
 * The list's state in the URL, and the search box that answers each keystroke while the URL follows
 * (the first keystroke adds a history entry, the rest replace it).
 */
function useBlogListUrl(query: BlogListQuery, setSearchParams: SetURLSearchParams) {
  const [term, setTerm] = useState(query.term);
  const lastWrittenTerm = useRef(query.term);
  useEffect(() => {
    // Back/forward or a new link changed ?q=: show it in the box.
    if (query.term !== lastWrittenTerm.current) {
      lastWrittenTerm.current = query.term;
      setTerm(query.term);
    }
  }, [query.term]);

  /** Any change but a page change goes back to page 1 (spec §4). */
  const update = useCallback(
    (changes: Partial<BlogListQuery>, options: { replace?: boolean } = {}) => {
      const next: BlogListQuery = { ...query, term, ...changes };
      if (!('page' in changes)) next.page = 1;
      lastWrittenTerm.current = next.term;
      setSearchParams(writeBlogListQuery(next), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [query, term, setSearchParams],
  );

  function onSearchChange(value: string) {
    setTerm(value);
    // The first keystroke of a search makes a history entry; the rest of the word replaces it.
    update({ term: value }, { replace: lastWrittenTerm.current !== '' });
  }

  function clearAll() {
    setTerm('');
    update({ term: '', category: '' });
  }

  /** The address of the page before or after this one: its number and the cursor it starts from. */
  const pageHref = (page: number, cursor: { after?: Cursor; before?: Cursor }) => {
    const next: BlogListQuery = {
      ...query,
      term,
      page,
      after: cursor.after && fromCursor(cursor.after),
      before: cursor.before && fromCursor(cursor.before),
    };
    const search = writeBlogListQuery(next).toString();
    return { pathname: paths.blog(), search: search ? `?${search}` : '' };
  };

  return { term, update, onSearchChange, clearAll, pageHref };
}

/** The page of posts the URL asks for (after the search box settles), and the statistics. */
function useBlogListData(query: BlogListQuery) {
  // Prerendered with the first page (newest first, no filters); each page is then one query.
  const prerendered = useInitialData<{ page: BlogListPage; stats: PublicBlogStats }>(initialDataKeys.blogListPage);
  const pageSize = pageSizeFor(query.view);
  const searched = useSettled(query.term);
  const request = {
    category: query.category,
    sort: query.sort,
    search: searched,
    pageSize,
    after: query.page > 1 ? query.after : undefined,
    before: query.page > 1 ? query.before : undefined,
  };
  const isFirstPage = !request.category && !request.search && request.sort === 'latest' && request.pageSize === pageSizeFor('grid') && query.page === 1;
  const list = useLoad(request, () => loadBlogListPage(request), {
    initial: isFirstPage ? prerendered?.page : undefined,
    errorMessage: 'Error fetching blogs',
    // Typing and paging keep the last answer on screen until the next one arrives.
    keepPrevious: true,
  });
  // The statistics row: counts and sums, loaded once (the prerendered figures show meanwhile). Its
  // categories are also the ones the filter offers (null: unknown, the figures failed).
  const { data: stats, state: statsState } = useLoad('blog-stats', publicBlogStats, { initial: prerendered?.stats, errorMessage: 'Error fetching blog statistics', toast: false });
  const categoriesInUse = statsState.status === 'error' ? null : stats?.categoriesInUse;
  return { list, stats, categoriesInUse, searched, pageSize };
}

export function BlogListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readBlogListQuery(searchParams), [searchParams]);
  const { list, stats, categoriesInUse, searched, pageSize } = useBlogListData(query);
  const state = list.state;
  const [filtersOpen, setFiltersOpen] = useState(() => query.category !== '');
  const resultsRef = useRef<HTMLElement>(null);
  const ids = useId();
  const { term, update, onSearchChange, clearAll, pageHref } = useBlogListUrl(query, setSearchParams);

  const current = state.status === 'ready' ? state.data : null;
  const posts = current?.posts ?? NO_POSTS;
  const hasFilters = term.trim() !== '' || query.category !== '';

  // After a click in the pagination bar, bring the top of the new page into view (not while typing).
  const scrollOnPageChange = useRef(false);
  useEffect(() => {
    if (!scrollOnPageChange.current) return;
    scrollOnPageChange.current = false;
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page, current]);

  function onSearchSubmit(event: FormEvent) {
    event.preventDefault();
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <>
      <Seo
        title="Blog"
        description="Practical articles on software development, web and mobile apps, AI, security and digital marketing from the NovaForge Digital team."
        path={paths.blog()}
        keywords={[...BLOG_CATEGORIES]}
      />

      <BlogHero searchId={`${ids}-search`} term={term} onSearchChange={onSearchChange} onSearchSubmit={onSearchSubmit} />

      <HydrationChunk>
        <BlogStats stats={stats} />
      </HydrationChunk>

      {/* Controls and results */}
      <section ref={resultsRef} aria-labelledby="blog-results-heading" className={`${containerStyles} scroll-mt-24 py-10 sm:py-14`}>
        <BlogToolbar
          ids={ids}
          category={query.category}
          sort={query.sort}
          view={query.view}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          onSort={(sort) => update({ sort })}
          onView={(view) => update({ view })}
        />
        <CategoryFilters
          ids={ids}
          open={filtersOpen}
          categories={offeredCategories(categoriesInUse, query.category)}
          selected={query.category}
          onToggle={(category) => update({ category: query.category === category ? '' : category })}
          canClear={hasFilters}
          onClear={clearAll}
        />
        <BlogResults
          status={state.status}
          posts={posts}
          total={current?.total ?? 0}
          first={posts.length === 0 ? 0 : (query.page - 1) * pageSize + 1}
          stale={list.stale}
          view={query.view}
          searched={searched}
          hasFilters={hasFilters}
          onRetry={list.retry}
          onClear={clearAll}
          pagination={
            current &&
            (current.previous || current.next) && (
              <Pagination
                page={query.page}
                pageCount={Math.max(pageCountOf(current.total, pageSize), query.page)}
                previousHref={current.previous ? pageHref(query.page - 1, query.page - 1 > 1 ? { before: current.previous } : {}) : null}
                nextHref={current.next ? pageHref(query.page + 1, { after: current.next }) : null}
                onNavigate={() => {
                  scrollOnPageChange.current = true;
                }}
              />
            )
          }
        />
      </section>

      <div className="bg-slate-50 py-12 sm:py-16">
        <div className={containerStyles}>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <NewsletterForm heading="Get new articles by e-mail" intro="The month’s new posts, in one e-mail." />
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * The blog (spec §2 "Blog list"): search, statistics, category filters, grid/list views, sort and
 * pagination over the published posts, then the newsletter box. Search, category, sort, view and page
 * live in the URL, so back/forward and shared links show the same list.
 */
import { ChevronLeft, ChevronRight, Filter, LayoutGrid, List, RotateCw, Search, X } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { initialDataKeys, useHydrated, useInitialData } from '@/app/initial-data.tsx';
import type { PagePrerender } from '@/app/page-prerender.ts';
import { useLoad } from '@/app/use-load.ts';
import { useSettled } from '@/app/use-settled.ts';
import { paths } from '@/lib/paths.ts';
import { BlogCard } from '@/components/blog/blog-card.tsx';
import { NewsletterForm } from '@/components/layout/newsletter-form.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, containerStyles } from '@/components/ui/styles.ts';
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
} from '@/data/blogs.ts';
import { pageCountOf } from '@/data/paging.ts';
import {
  BLOG_SORT_OPTIONS,
  pageSizeFor,
  readBlogListQuery,
  writeBlogListQuery,
  type BlogListQuery,
  type BlogSort,
  type BlogView,
  type PageCursor,
} from '@/data/blog-query.ts';
import { formatCount } from '@/lib/dates.ts';

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
 * The search box. It stays disabled until the prerendered page is live, so nothing typed is lost when
 * React takes it over; reading that here re-renders only the box when the page turns live.
 */
function SearchInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const hydrated = useHydrated();
  return (
    <input
      id={id}
      type="search"
      name="q"
      disabled={!hydrated}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Search articles..."
      autoComplete="off"
      maxLength={200}
      className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
    />
  );
}

export function BlogListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readBlogListQuery(searchParams), [searchParams]);
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
  const state = list.state;
  // The statistics row: counts and sums, loaded once (the prerendered figures show meanwhile).
  const { data: stats } = useLoad('blog-stats', publicBlogStats, { initial: prerendered?.stats, errorMessage: 'Error fetching blog statistics', toast: false });
  const [filtersOpen, setFiltersOpen] = useState(() => query.category !== '');
  const resultsRef = useRef<HTMLElement>(null);
  const ids = useId();

  // The search box answers each keystroke; the URL follows (the first keystroke adds a history entry, the rest replace it).
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

  const current = state.status === 'ready' ? state.data : null;
  const posts = current?.posts ?? NO_POSTS;
  const total = current?.total ?? 0;
  const pageCount = pageCountOf(total, pageSize);
  const trimmedTerm = term.trim();
  const hasFilters = trimmedTerm !== '' || query.category !== '';

  // After a click in the pagination bar, bring the top of the new page into view (not while typing).
  const scrollOnPageChange = useRef(false);
  useEffect(() => {
    if (!scrollOnPageChange.current) return;
    scrollOnPageChange.current = false;
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page, current]);

  function onSearchChange(value: string) {
    setTerm(value);
    // The first keystroke of a search makes a history entry; the rest of the word replaces it.
    update({ term: value }, { replace: lastWrittenTerm.current !== '' });
  }

  function onSearchSubmit(event: FormEvent) {
    event.preventDefault();
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }

  function toggleCategory(category: string) {
    update({ category: query.category === category ? '' : category });
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

  const first = posts.length === 0 ? 0 : (query.page - 1) * pageSize + 1;
  const last = first === 0 ? 0 : first + posts.length - 1;

  return (
    <>
      <Seo
        title="Blog"
        description="Practical articles on software development, web and mobile apps, AI, security and digital marketing from the NovaForge Digital team."
        path={paths.blog()}
        keywords={[...BLOG_CATEGORIES]}
      />

      {/* Hero with the search box */}
      <section aria-labelledby="blog-heading" className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className={`${containerStyles} py-14 text-center sm:py-20`}>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Our Blog</p>
          <h1 id="blog-heading" className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Insights, guides and stories from our team
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-700">
            Practical advice on software, the web, mobile apps, AI, security and marketing, written by the people who
            build and grow digital products every day.
          </p>
          <form role="search" onSubmit={onSearchSubmit} className="mx-auto mt-8 max-w-xl">
            <label htmlFor={`${ids}-search`} className="sr-only">
              Search articles
            </label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500" />
              <SearchInput id={`${ids}-search`} value={term} onChange={onSearchChange} />
            </div>
          </form>
        </div>
      </section>

      {/* Statistics */}
      <HydrationChunk>
        <section aria-labelledby="blog-stats-heading" className="border-b border-slate-200 bg-white">
          <div className={`${containerStyles} py-8`}>
            <h2 id="blog-stats-heading" className="sr-only">
              Blog statistics
            </h2>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {[
                { label: 'Total Articles', value: stats?.totalArticles ?? 0 },
                { label: 'Total Views', value: stats?.totalViews ?? 0 },
                { label: 'Authors', value: stats?.authors ?? 0 },
                { label: 'Categories', value: stats?.categories ?? 0 },
              ].map(({ label, value }) => (
                <div key={label} className="flex flex-col-reverse rounded-xl bg-slate-50 px-4 py-5 text-center ring-1 ring-slate-200">
                  <dt className="mt-1 text-sm font-medium text-slate-700">{label}</dt>
                  <dd className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                    {stats ? (
                      formatCount(value)
                    ) : (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">Loading</span>
                      </>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      </HydrationChunk>

      {/* Controls and results */}
      <section
        ref={resultsRef}
        aria-labelledby="blog-results-heading"
        className={`${containerStyles} scroll-mt-24 py-10 sm:py-14`}
      >
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <h2 id="blog-results-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {query.category ? query.category : 'All Articles'}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls={`${ids}-filters`}
              onClick={() => setFiltersOpen((open) => !open)}
              className={`${buttonStyles.secondary} min-h-11 ${query.category ? 'border-brand-600 text-brand-700' : ''}`}
            >
              <Filter aria-hidden="true" className="h-4 w-4" />
              Filters
              {query.category && <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-600" />}
            </button>

            <div className="flex items-center gap-2">
              <label htmlFor={`${ids}-sort`} className="text-sm font-medium text-slate-800">
                Sort by
              </label>
              <select
                id={`${ids}-sort`}
                value={query.sort}
                onChange={(event) => update({ sort: event.target.value as BlogSort })}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
              >
                {BLOG_SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>

            <div role="group" aria-label="Layout" className="inline-flex rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
              {(
                [
                  { view: 'grid', label: 'Grid view', icon: LayoutGrid },
                  { view: 'list', label: 'List view', icon: List },
                ] as { view: BlogView; label: string; icon: typeof List }[]
              ).map(({ view, label, icon: Icon }) => (
                <button
                  key={view}
                  type="button"
                  aria-label={label}
                  aria-pressed={query.view === view}
                  title={label}
                  onClick={() => query.view !== view && update({ view })}
                  className={`inline-flex h-9 w-9 items-center justify-center rounded-md transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    query.view === view ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </button>
              ))}
            </div>
          </div>
        </div>

        <div
          id={`${ids}-filters`}
          hidden={!filtersOpen}
          className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div role="group" aria-labelledby={`${ids}-categories`}>
              <p id={`${ids}-categories`} className="text-sm font-semibold text-slate-900">
                Categories
              </p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {BLOG_CATEGORIES.map((category) => {
                  const pressed = query.category === category;
                  return (
                    <li key={category}>
                      <button
                        type="button"
                        aria-pressed={pressed}
                        onClick={() => toggleCategory(category)}
                        className={`min-h-9 rounded-full border px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                          pressed
                            ? 'border-brand-600 bg-brand-600 text-white'
                            : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700'
                        }`}
                      >
                        {category}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
            <button
              type="button"
              onClick={clearAll}
              disabled={!hasFilters}
              className={`${buttonStyles.ghost} shrink-0 self-start disabled:cursor-not-allowed disabled:opacity-60`}
            >
              <X aria-hidden="true" className="h-4 w-4" />
              Clear All
            </button>
          </div>
        </div>

        <div className="mt-8">
          {state.status === 'loading' && <Spinner label="Loading articles..." />}

          {state.status === 'error' && (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
              <p className="text-lg font-semibold text-red-800">Error fetching blogs</p>
              <p className="mt-2 text-slate-700">We couldn&apos;t load the articles just now. Please try again.</p>
              <button type="button" onClick={list.retry} className={`${buttonStyles.primary} mt-6`}>
                <RotateCw aria-hidden="true" className="h-4 w-4" />
                Try again
              </button>
            </div>
          )}

          {state.status === 'ready' && (
            <>
              <p aria-live="polite" className="mb-6 text-sm text-slate-700">
                {posts.length === 0
                  ? 'No articles to show.'
                  : `Showing ${first}–${last} of ${total} ${total === 1 ? 'article' : 'articles'}`}
              </p>

              {posts.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                  <Search aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
                  <p className="mt-4 text-lg font-semibold text-slate-900">
                    {searched.trim()
                      ? `We couldn't find any articles matching "${searched.trim()}"`
                      : 'No articles are available at the moment.'}
                  </p>
                  {hasFilters && (
                    <>
                      <p className="mt-2 text-slate-700">Try another search term or category.</p>
                      <button type="button" onClick={clearAll} className={`${buttonStyles.secondary} mt-6`}>
                        Clear All
                      </button>
                    </>
                  )}
                </div>
              ) : (
                <HydrationChunk>
                  <ul
                    aria-busy={list.stale}
                    className={`${query.view === 'list' ? 'flex flex-col gap-6' : 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3'} ${list.stale ? 'opacity-60 transition-opacity' : ''}`}
                  >
                    {posts.map((post) => (
                      <li key={post.id}>
                        <BlogCard post={post} layout={query.view} />
                      </li>
                    ))}
                  </ul>
                </HydrationChunk>
              )}

              {current && (current.previous || current.next) && (
                <Pagination
                  page={query.page}
                  pageCount={Math.max(pageCount, query.page)}
                  previousHref={current.previous ? pageHref(query.page - 1, query.page - 1 > 1 ? { before: current.previous } : {}) : null}
                  nextHref={current.next ? pageHref(query.page + 1, { after: current.next }) : null}
                  onNavigate={() => {
                    scrollOnPageChange.current = true;
                  }}
                />
              )}
            </>
          )}
        </div>
      </section>

      <div className="bg-slate-50 py-12 sm:py-16">
        <div className={containerStyles}>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <NewsletterForm />
          </div>
        </div>
      </div>
    </>
  );
}

type Href = { pathname: string; search: string };

/**
 * Previous and Next, and where the reader is: each page is one query that starts from a cursor
 * (the post before or after it), so the bar offers the neighbouring pages rather than every number.
 */
function Pagination({
  page,
  pageCount,
  previousHref,
  nextHref,
  onNavigate,
}: {
  page: number;
  pageCount: number;
  previousHref: Href | null;
  nextHref: Href | null;
  onNavigate: () => void;
}) {
  const edge =
    'inline-flex min-h-10 items-center gap-1 rounded-lg border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  const enabled = `${edge} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
  const disabled = `${edge} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`;
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-3">
      {previousHref ? (
        <Link to={previousHref} preventScrollReset onClick={onNavigate} className={enabled}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </span>
      )}
      <p aria-current="page" className="px-2 text-sm font-semibold text-slate-800">
        Page {page} of {pageCount}
      </p>
      {nextHref ? (
        <Link to={nextHref} preventScrollReset onClick={onNavigate} className={enabled}>
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}

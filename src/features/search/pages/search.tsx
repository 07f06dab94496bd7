/**
 * The site search's results page, `/search?q=…`. Its form is a plain GET form: before the app, or
 * without JavaScript, it leads here with the query, and the prerendered page (built without one) lists
 * what there is to find — the site's pages and the latest posts. With the app, the page searches the
 * site search's index (src/features/search/data/site-search.ts) for the query in the address.
 */
import { ArrowRight, Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { initialDataKeys, useInitialData } from '@/context/initial-data.tsx';
import type { PagePrerender } from '@/context/page-prerender.ts';
import { useFormTakeover } from '@/hooks/use-form-takeover.ts';
import { useLoad } from '@/hooks/use-load.ts';
import { paths } from '@/lib/paths.ts';
import { countOf } from '@/lib/plural.ts';
import { Seo } from '@/components/seo/seo.tsx';
import { buttonClass, containerStyles } from '@/components/ui/styles.ts';
import { resultsStatus, SearchHitContent } from '@/components/search/search-hit.tsx';
import { SEARCH_UNAVAILABLE, useSiteSearch } from '@/components/search/use-site-search.ts';
import { addressOf, countBlogPosts, excerptOf, listBlogPage, type BlogPost } from '@/features/blog/data/blogs.ts';
import type { SearchEntry } from '../data/search-index.ts';

/** How many of the latest posts the page lists besides the pages. */
export const LATEST_POSTS = 6;

interface LatestPosts {
  posts: BlogPost[];
  total: number;
}

async function loadLatestPosts(): Promise<LatestPosts> {
  const [page, total] = await Promise.all([
    listBlogPage({ category: '', sort: 'latest', search: '', pageSize: LATEST_POSTS }),
    countBlogPosts('', ''),
  ]);
  return { posts: page.posts, total };
}

/** The build's data: the latest posts (the pages come from the build itself: scripts/prerender.mjs). */
export const prerender: PagePrerender = async () => ({ [initialDataKeys.searchLatestPosts]: await loadLatestPosts() });

const listLinkClass = 'block rounded-xl px-3 py-3 hover:bg-slate-50 focus-visible:bg-slate-50';

/** What there is to find: the pages and the latest posts, with the way to every post. */
function Directory({ pages }: { pages: readonly SearchEntry[] }) {
  const prerendered = useInitialData<LatestPosts>(initialDataKeys.searchLatestPosts);
  const { data: latest } = useLoad('search:latest', loadLatestPosts, { initial: prerendered, toast: false });
  return (
    <div className="mt-10 grid gap-10 lg:grid-cols-2">
      <section aria-labelledby="search-pages">
        <h2 id="search-pages" className="text-xl font-semibold text-slate-900">
          Pages
        </h2>
        <ul className="mt-3 space-y-1">
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} className={listLinkClass}>
                <span className="block font-semibold text-slate-900">{page.title}</span>
                {page.excerpt && <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{page.excerpt}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="search-posts">
        <h2 id="search-posts" className="text-xl font-semibold text-slate-900">
          Latest posts
        </h2>
        <ul className="mt-3 space-y-1">
          {latest?.posts.map((post) => (
            <li key={post.id}>
              <Link to={paths.article(addressOf(post))} className={listLinkClass}>
                <span className="block font-semibold text-slate-900">{post.title}</span>
                <span className="block text-xs font-medium text-brand-700">{post.category}</span>
                <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{excerptOf(post, 160)}</span>
              </Link>
            </li>
          ))}
        </ul>
        {latest && (
          <Link to={paths.blog()} className="mt-3 inline-flex items-center gap-1 px-3 text-sm font-semibold text-brand-700 hover:underline">
            All {countOf(latest.total, 'post')} on the blog
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        )}
      </section>
    </div>
  );
}

function Results({ query }: { query: string }) {
  const state = useSiteSearch();
  const hits = state.status === 'ready' ? state.search.search(query) : [];
  const status = state.status === 'error' ? SEARCH_UNAVAILABLE : resultsStatus(query, state.status === 'ready' ? hits.length : null);
  return (
    <>
      <p role="status" className="mt-6 text-sm font-medium text-slate-700">
        {status}
      </p>
      {hits.length > 0 && (
        <ol aria-label="Results" className="mt-4 space-y-2">
          {hits.map((hit) => (
            <li key={hit.id}>
              <Link to={hit.path} className={`${listLinkClass} border border-slate-200`}>
                <SearchHitContent hit={hit} />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(query);
  // Back and forward change the address's query: the box follows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setTyped(query);
  }
  const formRef = useRef<HTMLFormElement>(null);
  useFormTakeover(formRef, (values) => {
    if (values.q) setTyped(values.q);
  });
  const prerenderedPages = useInitialData<SearchEntry[]>(initialDataKeys.searchPages);
  // Opened here for its pages when the build's list is not in the page (a visit from another page).
  const search = useSiteSearch(!prerenderedPages || query !== '');
  const pages = prerenderedPages ?? (search.status === 'ready' ? search.search.pages : []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };

  return (
    <>
      <Seo
        title={query ? `Search: ${query}` : 'Search'}
        description="Search the site's pages and blog posts."
        path={paths.search()}
        noindex={query !== ''}
      />
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className={`${containerStyles} py-12 sm:py-16`}>
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">Search the site</h1>
          <form ref={formRef} role="search" method="get" action={paths.search()} onSubmit={onSubmit} className="mt-6 flex max-w-2xl gap-2">
            <label htmlFor="site-search-q" className="sr-only">
              Search the site
            </label>
            <div className="relative grow">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500" />
              <input
                id="site-search-q"
                type="search"
                name="q"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder="Search pages and posts"
                autoComplete="off"
                maxLength={200}
                className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
              />
            </div>
            <button type="submit" className={buttonClass({ size: 'lg' })}>
              Search
            </button>
          </form>
        </div>
      </section>
      <div className={`${containerStyles} pb-16`}>{query ? <Results query={query} /> : <Directory pages={pages} />}</div>
    </>
  );
}

/**
 * The list's answer: a spinner while the first page loads, the error with Try again, or the count,
 * the posts (or why there are none) and the pagination bar.
 */
import { RotateCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LoadState } from '@/hooks/use-load.ts';
import { BlogCard } from '@/features/blog/components/blog-card.tsx';
import { HydrationChunk } from '@/components/ui/hydration-chunk.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import type { BlogPost } from '@/features/blog/data/blogs.ts';
import type { BlogView } from '@/features/blog/data/blog-query.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
      <p className="text-lg font-semibold text-red-800">Error fetching blogs</p>
      <p className="mt-2 text-slate-700">We couldn&apos;t load the articles just now. Please try again.</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.primary} mt-6`}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        Try again
      </button>
    </div>
  );
}

/** No posts: what was searched for found nothing (with a way back), or there are none at all. */
function NoArticles({ searched, hasFilters, onClear }: { searched: string; hasFilters: boolean; onClear: () => void }) {
  return (
    <EmptyState
      icon={Search}
      titleAs="p"
      title={searched.trim() ? `We couldn't find any articles matching "${searched.trim()}"` : 'No articles are available at the moment.'}
      text={hasFilters ? 'Try another search term or category.' : undefined}
      action={
        hasFilters ? (
          <button type="button" onClick={onClear} className={buttonStyles.secondary}>
            Clear All
          </button>
        ) : undefined
      }
    />
  );
}

export function BlogResults({
  status,
  posts,
  total,
  first,
  stale,
  view,
  searched,
  hasFilters,
  onRetry,
  onClear,
  pagination,
}: {
  status: LoadState<unknown>['status'];
  posts: BlogPost[];
  /** How many posts the filters match. */
  total: number;
  /** The number of this page's first post in the whole list (1 on the first page). */
  first: number;
  /** True while the posts shown answer an earlier search or page. */
  stale: boolean;
  view: BlogView;
  /** The search the posts answer (it follows the box after a pause). */
  searched: string;
  hasFilters: boolean;
  onRetry: () => void;
  onClear: () => void;
  /** The pagination bar, when there is a page before or after this one. */
  pagination: ReactNode;
}) {
  const last = first === 0 ? 0 : first + posts.length - 1;
  return (
    <div className="mt-8">
      {status === 'loading' && <Spinner label="Loading articles..." />}

      {status === 'error' && <LoadError onRetry={onRetry} />}

      {status === 'ready' && (
        <>
          <p aria-live="polite" className="mb-6 text-sm text-slate-700">
            {posts.length === 0 ? 'No articles to show.' : `Showing ${first}–${last} of ${total} ${total === 1 ? 'article' : 'articles'}`}
          </p>

          {posts.length === 0 ? (
            <NoArticles searched={searched} hasFilters={hasFilters} onClear={onClear} />
          ) : (
            <HydrationChunk>
              <ul
                aria-busy={stale}
                className={`${view === 'list' ? 'flex flex-col gap-6' : 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3'} ${stale ? 'opacity-60 transition-opacity' : ''}`}
              >
                {posts.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} layout={view} />
                  </li>
                ))}
              </ul>
            </HydrationChunk>
          )}

          {pagination}
        </>
      )}
    </div>
  );
}

/**
 * The blog's statistics row: articles, views, authors and categories (a dash until the figures load).
 * On a phone one short strip of four, so that the articles are not pushed down a screen. The cards'
 * styles are set once on the list (`*:`), not on each card: the prerendered /blog has a size budget.
 */
import { containerStyles } from '@/components/ui/styles.ts';
import type { PublicBlogStats } from '@/features/blog/data/blogs.ts';
import { formatCount } from '@/lib/dates.ts';

export function BlogStats({ stats }: { stats: PublicBlogStats | undefined }) {
  return (
    <section aria-labelledby="blog-stats-heading" className="border-b border-slate-200 bg-white">
      <div className={`${containerStyles} py-4 sm:py-8`}>
        <h2 id="blog-stats-heading" className="sr-only">
          Blog statistics
        </h2>
        <dl className="grid grid-cols-4 gap-2 *:flex *:flex-col-reverse *:justify-end *:rounded-xl *:bg-slate-50 *:px-1 *:py-2 *:text-center *:ring-1 *:ring-slate-200 sm:gap-4 sm:*:px-4 sm:*:py-5">
          {[
            { label: 'Total Articles', value: stats?.totalArticles ?? 0 },
            { label: 'Total Views', value: stats?.totalViews ?? 0 },
            { label: 'Authors', value: stats?.authors ?? 0 },
            { label: 'Categories', value: stats?.categories ?? 0 },
          ].map(({ label, value }) => (
            <div key={label}>
              <dt className="mt-0.5 text-xs leading-tight font-medium text-slate-700 sm:mt-1 sm:text-sm">{label}</dt>
              <dd className="text-lg font-bold tracking-tight text-slate-900 sm:text-3xl">
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
  );
}

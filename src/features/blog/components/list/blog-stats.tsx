/** The blog's statistics row: articles, views, authors and categories (a dash until the figures load). */
import { containerStyles } from '@/components/ui/styles.ts';
import type { PublicBlogStats } from '@/features/blog/data/blogs.ts';
import { formatCount } from '@/lib/dates.ts';

export function BlogStats({ stats }: { stats: PublicBlogStats | undefined }) {
  return (
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
  );
}

/**
 * The admin blog manager (spec §2 "Admin blog manager"): four statistics, search over title, content
 * and author, a category filter with the "{shown} of {total} posts" counter, the posts (drafts
 * included, with a Draft badge) 20 at a time in a table or, on phones, a card list, with view, edit
 * and delete. Each page is one query from a cursor; the figures are counts and a sum.
 */
import { CalendarDays, Eye, FileText, FolderOpen, Plus, RotateCw, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { StatCard } from '@/components/admin/stat-card.tsx';
import { BlogTable } from '@/components/blog/blog-table.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { ListPager } from '@/components/admin/list-pager.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, linkStyles } from '@/components/ui/styles.ts';
import { useLoad } from '@/app/use-load.ts';
import { useSettled } from '@/app/use-settled.ts';
import { useAction } from '@/app/use-action.ts';
import { usePagedList, type Position } from '@/app/use-paged-list.ts';
import { adminBlogFigures, countBlogPosts, deleteBlog, listBlogPage, type AdminBlogFigures, type BlogPage, type BlogPost } from '@/data/blogs.ts';
import { adminCategoryOptions } from '@/data/blog-query.ts';

/** Posts a page of the manager shows. */
export const ADMIN_BLOG_PAGE_SIZE = 20;
const NO_POSTS: BlogPost[] = [];
const numberFormat = new Intl.NumberFormat('en-US');

/** One page of every post (newest first), filtered by category and search, and how many match. */
async function loadAdminPage(category: string, search: string, position: Position) {
  const filter = category === 'all' ? '' : category;
  const [page, matching] = await Promise.all([
    listBlogPage({ scope: 'all', category: filter, search, sort: 'latest', pageSize: ADMIN_BLOG_PAGE_SIZE, after: position.after, before: position.before }),
    countBlogPosts(filter, search, 'all'),
  ]);
  return { ...page, matching };
}

/** Where a blog page's rows begin and end, as the paging hook reads them. */
const endsOf = (page: BlogPage) => ({ first: page.previous, last: page.next, hasPrevious: page.previous !== null, hasNext: page.next !== null });

const LIST_ERRORS = { errorMessage: 'Error fetching blogs' };

export function BlogsPage() {
  const ids = useId();
  const [term, setTerm] = useState('');
  const search = useSettled(term);
  const [category, setCategory] = useState('all');
  // The page belongs to one category and search: a new one starts again from page 1.
  const paged = usePagedList(`${category}|${search}`, (position) => loadAdminPage(category, search, position), endsOf, LIST_ERRORS);
  const list = paged.loaded;
  const [pendingDelete, setPendingDelete] = useState<BlogPost | null>(null);
  const deletion = useAction();
  const figures = useLoad('admin-blog-figures', () => adminBlogFigures(new Date()), { errorMessage: 'Error fetching blogs' });
  const state = list.state.status === 'ready' && figures.state.status === 'error' ? figures.state : list.state;
  const page = list.data;
  const posts = page?.posts ?? NO_POSTS;
  const stats = figures.data;
  const categories = adminCategoryOptions(stats?.categories ?? []);
  const filtering = term.trim() !== '' || category !== 'all';

  const retry = () => {
    list.retry();
    figures.retry();
  };

  const confirmDelete = (post: BlogPost) =>
    deletion.run('Error deleting blog', async () => {
      await deleteBlog(post.id);
      toast.success('Blog deleted successfully!');
      setPendingDelete(null);
      // Gone at once; then the page and the figures are read again (spec §7: reloaded after every change).
      list.update((current) => ({ ...current, posts: current.posts.filter((p) => p.id !== post.id), matching: current.matching - 1 }));
      void paged.reload();
      figures.refresh();
    });

  return (
    <>
      <Seo title="Blog Posts" path={paths.admin.blogs()} noindex />
      <div className="mx-auto max-w-7xl">
        <AdminPageHeader
          title="Blog Posts"
          intro="Write, publish and manage the articles on your blog."
          note="Publishing, editing or unpublishing a post changes the blog at once. The RSS feed that readers subscribe to, search results and link previews follow when the site is next rebuilt and republished."
          actions={
            <Link to={paths.admin.createBlog()} className={`${linkStyles.primary} min-h-11`}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              New Post
            </Link>
          }
        />

        <BlogFigures stats={stats} />

        <section aria-labelledby={`${ids}-posts`} className="mt-8">
          <h2 id={`${ids}-posts`} className="sr-only">
            All posts
          </h2>
          <FilterBar
            search={{ label: 'Search posts', value: term, onChange: setTerm, placeholder: 'Title, content or author', autoComplete: 'off' }}
            filters={[
              {
                label: 'Category',
                value: category,
                onChange: setCategory,
                options: [{ value: 'all', label: 'All Categories' }, ...categories.map((option) => ({ value: option, label: option }))],
              },
            ]}
            trailing={
              <p aria-live="polite" className="whitespace-nowrap">
                {state.status === 'ready' && stats ? `${numberFormat.format(page?.matching ?? 0)} of ${numberFormat.format(stats.totalPosts)} posts` : ''}
              </p>
            }
          />

          <div className="mt-4">
            {state.status === 'loading' && <Spinner label="Loading posts..." className="rounded-xl border border-slate-200 bg-white" />}

            {state.status === 'error' && (
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
                <p className="text-lg font-semibold text-red-800">Error fetching blogs</p>
                <p className="mt-2 text-slate-700">The posts could not be loaded just now. Please try again.</p>
                <button type="button" onClick={retry} className={`${buttonStyles.primary} mt-6`}>
                  <RotateCw aria-hidden="true" className="h-4 w-4" />
                  Try again
                </button>
              </div>
            )}

            {state.status === 'ready' && posts.length > 0 && (
              <>
                <div aria-busy={list.stale} className={list.stale ? 'opacity-60 transition-opacity' : undefined}>
                  <BlogTable posts={posts} onDelete={setPendingDelete} />
                </div>
                {(paged.hasPrevious || paged.hasNext) && (
                  <ListPager label="Pagination" className="mt-4" list={paged} listed={page?.matching ?? 0} pageSize={ADMIN_BLOG_PAGE_SIZE} />
                )}
              </>
            )}

            {state.status === 'ready' && posts.length === 0 && (
              <EmptyState
                icon={FileText}
                titleAs="p"
                {...(!filtering && (stats?.totalPosts ?? 0) === 0
                  ? {
                      title: 'No blog posts yet',
                      text: 'Write the first article for your blog.',
                      action: (
                        <Link to={paths.admin.createBlog()} className={linkStyles.primary}>
                          <Plus aria-hidden="true" className="h-4 w-4" />
                          Create Your First Post
                        </Link>
                      ),
                    }
                  : {
                      title: 'No blog posts found',
                      text: 'No post matches your search and category. Try other words.',
                      action: filtering && (
                        <button
                          type="button"
                          onClick={() => {
                            setTerm('');
                            setCategory('all');
                          }}
                          className={buttonStyles.secondary}
                        >
                          Clear search and filter
                        </button>
                      ),
                    })}
              />
            )}
          </div>
        </section>
      </div>

      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete blog post"
        message="Are you sure you want to delete this blog post?"
        detail={pendingDelete ? `“${pendingDelete.title}”` : undefined}
        note="It is removed from the site for good; this cannot be undone."
        confirmLabel="Delete"
        working={deletion.busy}
        onConfirm={() => pendingDelete && void confirmDelete(pendingDelete)}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}

/** The manager's four figures (a dash while they load). */
function BlogFigures({ stats }: { stats: AdminBlogFigures | undefined }) {
  const ids = useId();
  const statCards: { label: string; value: number; icon: LucideIcon }[] = [
    { label: 'Total Posts', value: stats?.totalPosts ?? 0, icon: FileText },
    { label: 'Total Views', value: stats?.totalViews ?? 0, icon: Eye },
    { label: 'Categories', value: stats?.categories.length ?? 0, icon: FolderOpen },
    { label: 'This Month', value: stats?.thisMonth ?? 0, icon: CalendarDays },
  ];

  return (
    <section aria-labelledby={`${ids}-stats`}>
      <h2 id={`${ids}-stats`} className="sr-only">
        Blog statistics
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {statCards.map(({ label, value, icon }) => (
          <li key={label}>
            <StatCard
              title={label}
              icon={icon}
              value={
                stats ? (
                  numberFormat.format(value)
                ) : (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">Loading</span>
                  </>
                )
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

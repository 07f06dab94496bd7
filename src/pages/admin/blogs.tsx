/**
 * The admin blog manager (spec §2 "Admin blog manager"): four statistics, search over title, content
 * and author, a category filter with the "{shown} of {total} posts" counter, the posts (drafts
 * included, with a Draft badge) 20 at a time in a table or, on phones, a card list, with view, edit
 * and delete. Each page is one query from a cursor; the figures are counts and a sum.
 */
import { CalendarDays, Eye, FileText, FolderOpen, Plus, RotateCw, Search, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { BlogTable } from '@/components/blog/blog-table.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, fieldStyles } from '@/components/ui/styles.ts';
import { useLoad } from '@/app/use-load.ts';
import { useSettled } from '@/app/use-settled.ts';
import type { Cursor } from '@/backend/types.ts';
import { adminBlogFigures, countBlogPosts, deleteBlog, listBlogPage, type BlogPost } from '@/data/blogs.ts';
import { pageCountOf } from '@/data/paging.ts';
import { adminCategoryOptions } from '@/data/blog-query.ts';

/** Posts a page of the manager shows. */
export const ADMIN_BLOG_PAGE_SIZE = 20;
const NO_POSTS: BlogPost[] = [];
const NO_CURSORS: Cursor[] = [];
const numberFormat = new Intl.NumberFormat('en-US');

/** One page of every post (newest first), filtered by category and search, and how many match. */
async function loadAdminPage(category: string, search: string, after: Cursor | undefined) {
  const filter = category === 'all' ? '' : category;
  const [page, matching] = await Promise.all([
    listBlogPage({ scope: 'all', category: filter, search, sort: 'latest', pageSize: ADMIN_BLOG_PAGE_SIZE, after }),
    countBlogPosts(filter, search, 'all'),
  ]);
  return { ...page, matching };
}

export function BlogsPage() {
  const ids = useId();
  const [term, setTerm] = useState('');
  const search = useSettled(term);
  const [category, setCategory] = useState('all');
  // Where each page after the first starts (Next adds one, Previous takes one off); they belong to
  // one category and search: a new one starts again from page 1.
  const filterKey = `${category}|${search}`;
  const [paging, setPaging] = useState<{ key: string; cursors: Cursor[] }>({ key: filterKey, cursors: [] });
  const cursors = paging.key === filterKey ? paging.cursors : NO_CURSORS;
  const setCursors = (change: (list: Cursor[]) => Cursor[]) => setPaging({ key: filterKey, cursors: change(cursors) });
  const [pendingDelete, setPendingDelete] = useState<BlogPost | null>(null);
  const [deleting, setDeleting] = useState(false);

  const after = cursors[cursors.length - 1];
  const list = useLoad([category, search, after], () => loadAdminPage(category, search, after), {
    errorMessage: 'Error fetching blogs',
    keepPrevious: true,
  });
  const figures = useLoad('admin-blog-figures', () => adminBlogFigures(new Date()), { errorMessage: 'Error fetching blogs' });
  const state = list.state.status === 'ready' && figures.state.status === 'error' ? figures.state : list.state;
  const page = list.data;
  const posts = page?.posts ?? NO_POSTS;
  const stats = figures.data;
  const categories = adminCategoryOptions(stats?.categories ?? []);
  const filtering = term.trim() !== '' || category !== 'all';
  const pageNumber = cursors.length + 1;
  const pageCount = pageCountOf(page?.matching ?? 0, ADMIN_BLOG_PAGE_SIZE);

  function retry() {
    list.retry();
    figures.retry();
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const post = pendingDelete;
    setDeleting(true);
    try {
      await deleteBlog(post.id);
      toast.success('Blog deleted successfully!');
      setPendingDelete(null);
      // Gone at once; then the page and the figures are read again (spec §7: reloaded after every change).
      list.update((current) => ({ ...current, posts: current.posts.filter((p) => p.id !== post.id), matching: current.matching - 1 }));
      list.refresh();
      figures.refresh();
    } catch (error) {
      console.error('Error deleting blog', error);
      toast.error('Error deleting blog');
    } finally {
      setDeleting(false);
    }
  }

  const statCards: { label: string; value: number; icon: LucideIcon }[] = [
    { label: 'Total Posts', value: stats?.totalPosts ?? 0, icon: FileText },
    { label: 'Total Views', value: stats?.totalViews ?? 0, icon: Eye },
    { label: 'Categories', value: stats?.categories.length ?? 0, icon: FolderOpen },
    { label: 'This Month', value: stats?.thisMonth ?? 0, icon: CalendarDays },
  ];

  return (
    <>
      <Seo title="Blog Posts" path={paths.admin.blogs()} noindex />
      <div className="mx-auto max-w-7xl">
        <header className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Blog Posts</h1>
            <p className="mt-1 text-slate-600">Write, publish and manage the articles on your blog.</p>
            <p className="mt-2 max-w-2xl text-sm text-slate-600">
              Publishing, editing or unpublishing a post changes the blog at once. The RSS feed that readers subscribe
              to, search results and link previews follow when the site is next rebuilt and republished.
            </p>
          </div>
          <Link to={paths.admin.createBlog()} className={`${buttonStyles.primary} min-h-11 self-start sm:self-auto`}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New Post
          </Link>
        </header>

        <section aria-labelledby={`${ids}-stats`}>
          <h2 id={`${ids}-stats`} className="sr-only">
            Blog statistics
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            {statCards.map(({ label, value, icon: Icon }) => (
              <div key={label} className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <dt className="text-sm font-medium text-slate-600 sm:pr-12">
                  {label}
                  <span
                    aria-hidden="true"
                    className="absolute top-4 right-4 hidden h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:top-5 sm:right-5 sm:flex"
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                </dt>
                <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
                  {stats ? (
                    numberFormat.format(value)
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
        </section>

        <section aria-labelledby={`${ids}-posts`} className="mt-8">
          <h2 id={`${ids}-posts`} className="sr-only">
            All posts
          </h2>
          <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-end">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${ids}-search`} className={fieldStyles.label}>
                Search posts
              </label>
              <div className="relative">
                <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-0.5 h-4 w-4 -translate-y-1/2 text-slate-500" />
                <input
                  id={`${ids}-search`}
                  type="search"
                  value={term}
                  onChange={(event) => setTerm(event.target.value)}
                  placeholder="Title, content or author"
                  autoComplete="off"
                  maxLength={200}
                  className={`${fieldStyles.input} pl-9`}
                />
              </div>
            </div>
            <div className="md:w-64">
              <label htmlFor={`${ids}-category`} className={fieldStyles.label}>
                Category
              </label>
              <select
                id={`${ids}-category`}
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                className={`${fieldStyles.input} min-h-[2.875rem]`}
              >
                <option value="all">All Categories</option>
                {categories.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
            <p aria-live="polite" className="text-sm font-medium whitespace-nowrap text-slate-700 md:pb-3">
              {state.status === 'ready' && stats ? `${numberFormat.format(page?.matching ?? 0)} of ${numberFormat.format(stats.totalPosts)} posts` : ''}
            </p>
          </div>

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
                {(cursors.length > 0 || page?.next) && (
                  <Pager
                    label="Pagination"
                    className="mt-4"
                    page={pageNumber}
                    pageCount={pageCount}
                    busy={list.stale}
                    hasPrevious={cursors.length > 0}
                    hasNext={!!page?.next}
                    onPrevious={() => setCursors((list) => list.slice(0, -1))}
                    onNext={() => page?.next && setCursors((list) => [...list, page.next!])}
                  />
                )}
              </>
            )}

            {state.status === 'ready' && posts.length === 0 && (
              <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
                {!filtering && (stats?.totalPosts ?? 0) === 0 ? (
                  <>
                    <p className="mt-4 text-lg font-semibold text-slate-900">No blog posts yet</p>
                    <p className="mt-2 text-slate-700">Write the first article for your blog.</p>
                    <Link to={paths.admin.createBlog()} className={`${buttonStyles.primary} mt-6`}>
                      <Plus aria-hidden="true" className="h-4 w-4" />
                      Create Your First Post
                    </Link>
                  </>
                ) : (
                  <>
                    <p className="mt-4 text-lg font-semibold text-slate-900">No blog posts found</p>
                    <p className="mt-2 text-slate-700">No post matches your search and category. Try other words.</p>
                    {filtering && (
                      <button
                        type="button"
                        onClick={() => {
                          setTerm('');
                          setCategory('all');
                        }}
                        className={`${buttonStyles.secondary} mt-6`}
                      >
                        Clear search and filter
                      </button>
                    )}
                  </>
                )}
              </div>
            )}
          </div>
        </section>
      </div>

      <Modal open={pendingDelete !== null} title="Delete blog post" onClose={() => !deleting && setPendingDelete(null)}>
        <p className="text-slate-800">Are you sure you want to delete this blog post?</p>
        {pendingDelete && <p className="mt-2 font-semibold break-words text-slate-900">“{pendingDelete.title}”</p>}
        <p className="mt-2 text-sm text-slate-600">It is removed from the site for good; this cannot be undone.</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setPendingDelete(null)} disabled={deleting} className={buttonStyles.secondary}>
            Cancel
          </button>
          <button type="button" onClick={() => void confirmDelete()} disabled={deleting} className={buttonStyles.danger}>
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </Modal>
    </>
  );
}

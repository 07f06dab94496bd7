/**
 * The admin blog manager (spec §2 "Admin blog manager"): four statistics, search over title, content
 * and author, a category filter with the "{shown} of {total} posts" counter, every post (drafts
 * included, with a Draft badge) in a table or, on phones, a card list, with view, edit and delete.
 */
import { CalendarDays, Eye, FileText, FolderOpen, Plus, RotateCw, Search, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { BlogTable } from '@/components/blog/blog-table.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, fieldStyles } from '@/components/ui/styles.ts';
import { deleteBlog, listAllBlogs, type BlogPost } from '@/data/blogs.ts';
import { adminBlogStats, adminCategoryOptions, queryAdminBlogs } from '@/lib/blog-query.ts';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; posts: BlogPost[] };
const LOADING: LoadState = { status: 'loading' };
const NO_POSTS: BlogPost[] = [];
const numberFormat = new Intl.NumberFormat('en-US');

export function BlogsPage() {
  const ids = useId();
  const [attempt, setAttempt] = useState(0);
  // Each answer is tagged with its attempt: a retry shows the spinner until its own answer arrives.
  const [loaded, setLoaded] = useState<{ attempt: number; state: LoadState } | null>(null);
  const state: LoadState = loaded?.attempt === attempt ? loaded.state : LOADING;
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState('all');
  const [pendingDelete, setPendingDelete] = useState<BlogPost | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let active = true;
    listAllBlogs()
      .then((posts) => {
        if (active) setLoaded({ attempt, state: { status: 'ready', posts } });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Error fetching blogs', error);
        toast.error('Error fetching blogs', { id: 'admin-blogs-error' });
        setLoaded({ attempt, state: { status: 'error' } });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const posts = state.status === 'ready' ? state.posts : NO_POSTS;
  const stats = useMemo(() => adminBlogStats(posts, new Date()), [posts]);
  const categories = useMemo(() => adminCategoryOptions(posts), [posts]);
  const shown = useMemo(() => queryAdminBlogs(posts, { term, category }), [posts, term, category]);
  const filtering = term.trim() !== '' || category !== 'all';

  async function confirmDelete() {
    if (!pendingDelete) return;
    const post = pendingDelete;
    setDeleting(true);
    try {
      await deleteBlog(post.id);
      toast.success('Blog deleted successfully!');
      setPendingDelete(null);
      // Gone at once; then the list is read again (spec §7: reloaded after every change).
      setLoaded((current) =>
        current?.state.status === 'ready'
          ? { ...current, state: { status: 'ready', posts: current.state.posts.filter((p) => p.id !== post.id) } }
          : current,
      );
      listAllBlogs()
        .then((fresh) => setLoaded((current) => (current ? { ...current, state: { status: 'ready', posts: fresh } } : current)))
        .catch((error: unknown) => console.error('Error fetching blogs', error));
    } catch (error) {
      console.error('Error deleting blog', error);
      toast.error('Error deleting blog');
    } finally {
      setDeleting(false);
    }
  }

  const statCards: { label: string; value: number; icon: LucideIcon }[] = [
    { label: 'Total Posts', value: stats.totalPosts, icon: FileText },
    { label: 'Total Views', value: stats.totalViews, icon: Eye },
    { label: 'Categories', value: stats.categories, icon: FolderOpen },
    { label: 'This Month', value: stats.thisMonth, icon: CalendarDays },
  ];

  return (
    <>
      <Seo title="Blog Posts" path={paths.admin.blogs()} noindex />
      <div className="mx-auto max-w-7xl">
        <header className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Blog Posts</h1>
            <p className="mt-1 text-slate-600">Write, publish and manage the articles on your blog.</p>
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
                  {state.status === 'ready' ? (
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
              {state.status === 'ready' ? `${shown.length} of ${posts.length} posts` : ''}
            </p>
          </div>

          <div className="mt-4">
            {state.status === 'loading' && <Spinner label="Loading posts..." className="rounded-xl border border-slate-200 bg-white" />}

            {state.status === 'error' && (
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
                <p className="text-lg font-semibold text-red-800">Error fetching blogs</p>
                <p className="mt-2 text-slate-700">The posts could not be loaded just now. Please try again.</p>
                <button type="button" onClick={() => setAttempt((n) => n + 1)} className={`${buttonStyles.primary} mt-6`}>
                  <RotateCw aria-hidden="true" className="h-4 w-4" />
                  Try again
                </button>
              </div>
            )}

            {state.status === 'ready' && shown.length > 0 && <BlogTable posts={shown} onDelete={setPendingDelete} />}

            {state.status === 'ready' && shown.length === 0 && (
              <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
                {posts.length === 0 ? (
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

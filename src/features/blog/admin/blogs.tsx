/**
 * The admin blog manager (spec §2 "Admin blog manager"): four statistics, search over title, content
 * and author, a category filter with the "{shown} of {total} posts" counter, the posts (drafts
 * included, with a Draft badge) 20 at a time in a table or, on phones, a card list, with view, edit
 * and delete. Each page is one query from a cursor; the figures are counts and a sum.
 */
import { CalendarDays, CheckCircle2, Eye, FileText, FolderOpen, Plus, RotateCw, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router-dom';
import { useAction } from '@/hooks/use-action.ts';
import { useAdminList, type AdminListSource } from '@/hooks/use-admin-list.ts';
import { useLoad } from '@/hooks/use-load.ts';
import { AdminListScreen, ListFailure, type AdminListDefinition } from '@/components/admin/admin-list-screen.tsx';
import { StatCard } from '@/components/admin/stat-card.tsx';
import { BlogTable } from '@/features/blog/components/blog-table.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { buttonStyles, linkStyles } from '@/components/ui/styles.ts';
import { adminCategoryOptions } from '@/features/blog/data/blog-query.ts';
import { adminBlogFigures, countBlogPosts, deleteBlog, listBlogPage, type AdminBlogFigures, type BlogPost } from '@/features/blog/data/blogs.ts';
import { paths } from '@/lib/paths.ts';

/** A post just published from the create screen, as it hands it to the list (router state): its title and address. */
export interface PublishedPost {
  title: string;
  path: string;
}

/** The list after "Publish Post": a line naming the post, with a link to it as readers find it. */
function JustPublished() {
  const state: unknown = useLocation().state;
  const post = (state as { published?: PublishedPost } | null)?.published;
  if (!post || typeof post.path !== 'string' || !post.path.startsWith('/blog/')) return null;
  return (
    <p role="status" className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>
        Published: <span className="font-semibold">“{post.title}”</span>.
      </span>{' '}
      <Link to={post.path} className="font-semibold text-green-900 underline underline-offset-2">
        View post
      </Link>
    </p>
  );
}

/** Posts a page of the manager shows. */
export const ADMIN_BLOG_PAGE_SIZE = 20;
const numberFormat = new Intl.NumberFormat('en-US');
const LIST_ERROR = 'Error fetching blogs';

/** One page of every post (newest first), filtered by category and search, and how many match. */
const SOURCE: AdminListSource<BlogPost, string, null> = {
  async load(category, search, position) {
    const filter = category === 'all' ? '' : category;
    const [page, matching] = await Promise.all([
      listBlogPage({ scope: 'all', category: filter, search, sort: 'latest', pageSize: ADMIN_BLOG_PAGE_SIZE, after: position.after, before: position.before }),
      countBlogPosts(filter, search, 'all'),
    ]);
    const ends = { first: page.previous, last: page.next, hasPrevious: page.previous !== null, hasNext: page.next !== null };
    return { items: page.posts, ends, stats: null, listed: matching };
  },
  errorMessage: LIST_ERROR,
  toast: true,
};

interface ManagerContext {
  categories: string[];
  /** No post at all, and none looked for: the empty state invites the first one. */
  none: boolean;
  clear(): void;
  onDelete(post: BlogPost): void;
}

const definition = ({ categories, none, clear, onDelete }: ManagerContext): AdminListDefinition<BlogPost, string, null> => ({
  title: 'Blog Posts',
  path: paths.admin.blogs(),
  intro: 'Write, publish and manage the articles on your blog.',
  note: 'Publishing, editing or unpublishing a post changes the blog at once. The RSS feed that readers subscribe to, search results and link previews follow when the site is next rebuilt and republished.',
  width: 'max-w-7xl',
  heading: { text: 'All posts' },
  loading: 'Loading posts...',
  pager: 'Pagination',
  pageSize: ADMIN_BLOG_PAGE_SIZE,
  search: { label: 'Search posts', placeholder: 'Title, content or author', autoComplete: 'off' },
  filter: { label: 'Category', options: [{ value: 'all', label: 'All Categories' }, ...categories.map((option) => ({ value: option, label: option }))] },
  empty: ({ narrowed }) => (
    <EmptyState
      icon={FileText}
      titleAs="p"
      {...(none
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
            action: narrowed && (
              <button type="button" onClick={clear} className={buttonStyles.secondary}>
                Clear search and filter
              </button>
            ),
          })}
    />
  ),
  rows: (posts) => <BlogTable posts={posts} onDelete={onDelete} />,
});

export function BlogsPage() {
  const screen = useAdminList(SOURCE, 'all', null);
  const { loaded } = screen.list;
  const [pendingDelete, setPendingDelete] = useState<BlogPost | null>(null);
  const deletion = useAction();
  const figures = useLoad('admin-blog-figures', () => adminBlogFigures(new Date()), { errorMessage: LIST_ERROR });
  const stats = figures.data;
  const filtering = screen.search.trim() !== '' || screen.filter !== 'all';

  const retry = () => {
    loaded.retry();
    figures.retry();
  };

  const clear = () => {
    screen.setSearch('');
    screen.setFilter('all');
  };

  const confirmDelete = (post: BlogPost) =>
    deletion.run('Error deleting blog', async () => {
      await deleteBlog(post.id);
      toast.success('Blog deleted successfully!');
      setPendingDelete(null);
      // Gone at once; then the page and the figures are read again (spec §7: reloaded after every change).
      loaded.update((current) => ({ ...current, items: current.items.filter((p) => p.id !== post.id), listed: current.listed - 1 }));
      void screen.reload();
      figures.refresh();
    });

  return (
    <AdminListScreen
      definition={definition({
        categories: adminCategoryOptions(stats?.categories ?? []),
        none: !filtering && (stats?.totalPosts ?? 0) === 0,
        clear,
        onDelete: setPendingDelete,
      })}
      screen={screen}
      alongside={figures}
      actions={
        <Link to={paths.admin.createBlog()} className={`${linkStyles.primary} min-h-11`}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Post
        </Link>
      }
      before={
        <>
          <JustPublished />
          <BlogFigures stats={stats} />
        </>
      }
      trailing={
        <p aria-live="polite" className="whitespace-nowrap">
          {loaded.state.status === 'ready' && stats ? `${numberFormat.format(screen.listed)} of ${numberFormat.format(stats.totalPosts)} posts` : ''}
        </p>
      }
      failure={
        <ListFailure title={LIST_ERROR} detail="The posts could not be loaded just now. Please try again." icon={RotateCw} onRetry={retry} />
      }
    >
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
    </AdminListScreen>
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

/**
 * The admin manager's list of posts (spec §2 "Admin blog manager"): a table with the columns Blog Post,
 * Category, Author, Views, Published and Actions where it fits (1280 px and up, beside the sidebar),
 * and the same facts as cards below that — one column on phones, two on tablets — so the page never
 * scrolls sideways. Drafts carry a Draft badge; a post scheduled for later, a Scheduled badge and its time.
 */
import { Eye, PencilLine, Trash2 } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { addressOf, ADMIN_EXCERPT_LENGTH, excerptOf, isScheduled, type BlogPost } from '@/features/blog/data/blogs.ts';
import { formatDate, formatDateTime, toDate } from '@/lib/dates.ts';

/**
 * Below Tailwind's `xl` (80rem) the table becomes a card list: its six columns need about 820 px, which
 * the content area has only from 1280 px (beside the 256 px sidebar).
 */
export const COMPACT_SCREEN = '(max-width: 79.99rem)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(COMPACT_SCREEN);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** True below 1280 px (one layout is rendered, not two hidden by CSS). */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(COMPACT_SCREEN).matches,
    () => false,
  );
}

/** Spec §2 defaults for the table. */
export const categoryLabel = (post: Pick<BlogPost, 'category'>) => post.category.trim() || 'Uncategorized';
export const authorLabel = (post: Pick<BlogPost, 'authorName'>) => post.authorName.trim() || 'Unknown';

const numberFormat = new Intl.NumberFormat('en-US');

export interface BlogTableProps {
  posts: BlogPost[];
  onDelete: (post: BlogPost) => void;
}

export function BlogTable({ posts, onDelete }: BlogTableProps) {
  const compact = useCompactLayout();
  return compact ? <BlogCardList posts={posts} onDelete={onDelete} /> : <BlogPostTable posts={posts} onDelete={onDelete} />;
}

function Badges({ post }: { post: BlogPost }) {
  const scheduled = isScheduled(post);
  if (post.isPublished && !post.isFeatured && !scheduled) return null;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {!post.isPublished && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Draft</span>
      )}
      {scheduled && <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">Scheduled</span>}
      {post.isFeatured && (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">Featured</span>
      )}
    </span>
  );
}

/** When visitors could (or can) first read it: its publication date; a scheduled post's time to come; a draft's creation. */
function PublishedDate({ post }: { post: BlogPost }) {
  if (isScheduled(post) && post.publishAt) {
    return (
      <>
        Scheduled · <time dateTime={post.publishAt.toISOString()}>{formatDateTime(post.publishAt)}</time>
      </>
    );
  }
  const date = toDate(post.isPublished ? (post.publishAt ?? post.createdAt) : post.createdAt);
  return date ? <time dateTime={date.toISOString()}>{formatDate(date)}</time> : <>Unknown</>;
}

const iconAction =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function BlogPostTable({ posts, onDelete }: BlogTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Blog posts</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Blog Post
            </th>
            <th scope="col" className="px-4 py-3">
              Category
            </th>
            <th scope="col" className="px-4 py-3">
              Author
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Views
            </th>
            <th scope="col" className="px-4 py-3">
              Published
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {posts.map((post) => (
            <tr key={post.id} className={!post.isPublished ? 'bg-amber-50/40' : isScheduled(post) ? 'bg-sky-50/40' : ''}>
              <td className="max-w-md px-4 py-4 align-top">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-slate-900">{post.title}</span>
                  <Badges post={post} />
                </div>
                <p className="mt-1 line-clamp-2 break-words text-slate-600">{excerptOf(post, ADMIN_EXCERPT_LENGTH)}</p>
              </td>
              <td className="px-4 py-4 align-top">
                <span className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-800">
                  {categoryLabel(post)}
                </span>
              </td>
              <td className="px-4 py-4 align-top text-slate-800">{authorLabel(post)}</td>
              <td className="px-4 py-4 text-right align-top text-slate-800 tabular-nums">{numberFormat.format(post.views)}</td>
              <td className="px-4 py-4 align-top whitespace-nowrap text-slate-800">
                <PublishedDate post={post} />
              </td>
              <td className="px-2 py-3 align-top">
                <div className="flex justify-end gap-1">
                  <Link to={paths.article(addressOf(post))} aria-label={`View “${post.title}”`} title="View" className={iconAction}>
                    <Eye aria-hidden="true" className="h-4 w-4" />
                  </Link>
                  <Link to={paths.admin.editBlog(post.id)} aria-label={`Edit “${post.title}”`} title="Edit" className={iconAction}>
                    <PencilLine aria-hidden="true" className="h-4 w-4" />
                  </Link>
                  <button
                    type="button"
                    onClick={() => onDelete(post)}
                    aria-label={`Delete “${post.title}”`}
                    title="Delete"
                    className={`${iconAction} text-red-700 hover:bg-red-50`}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

const textAction =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function BlogCardList({ posts, onDelete }: BlogTableProps) {
  return (
    <ul aria-label="Blog posts" className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Badges post={post} />
            <h3 className="mt-1 font-semibold break-words text-slate-900">{post.title}</h3>
            <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">{excerptOf(post, ADMIN_EXCERPT_LENGTH)}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <Fact label="Category">{categoryLabel(post)}</Fact>
              <Fact label="Author">{authorLabel(post)}</Fact>
              <Fact label="Views">{numberFormat.format(post.views)}</Fact>
              <Fact label="Published">
                <PublishedDate post={post} />
              </Fact>
            </dl>
            <div className="mt-auto flex gap-2 pt-4">
              <Link to={paths.article(addressOf(post))} aria-label={`View “${post.title}”`} className={textAction}>
                <Eye aria-hidden="true" className="h-4 w-4" />
                View
              </Link>
              <Link to={paths.admin.editBlog(post.id)} aria-label={`Edit “${post.title}”`} className={textAction}>
                <PencilLine aria-hidden="true" className="h-4 w-4" />
                Edit
              </Link>
              <button
                type="button"
                onClick={() => onDelete(post)}
                aria-label={`Delete “${post.title}”`}
                className={`${textAction} border-red-200 text-red-700 hover:bg-red-50`}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete
              </button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * One blog post (spec §2 "Article page", §4 "Blog post"): loading, not found (drafts are hidden from
 * visitors by the backend), load error with retry, or the article with its share buttons, related
 * articles and article metadata. A successful load of a published post counts one view, once per
 * reader and never an admin's; the figure shown is the live one, not the build's.
 */
import { AlertTriangle, ArrowLeft, CalendarDays, Clock, Eye, Link2, PencilLine, RotateCw, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { initialDataKeys, useInitialData, useNow } from '@/app/initial-data.tsx';
import type { PagePrerender } from '@/app/page-prerender.ts';
import { useLoad } from '@/app/use-load.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/app/session.tsx';
import { BlogCard, readTimeLabel } from '@/components/blog/blog-card.tsx';
import { CoverImage } from '@/components/blog/cover-image.tsx';
import { PORTRAIT_SIZE, teamPortrait } from '@/content/images.ts';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { HydrationChunk } from '@/components/ui/hydration-chunk.tsx';
import { KeptHtml } from '@/components/ui/kept-html.tsx';
import { site, siteUrl } from '@/content/site.ts';
import { teamMemberNamed } from '@/content/team.ts';
import {
  addressOf,
  DEFAULT_AUTHOR,
  getBlogByAddress,
  listRelatedBlogs,
  seoDescriptionOf,
  shareImageOf,
  readTimeOf,
  recordBlogView,
  type BlogPost,
} from '@/data/blogs.ts';
import { formatDate, formatRelative, formatViews, toDate } from '@/lib/dates.ts';
import { notifyFailure } from '@/lib/failure.ts';

const FALLBACK_SECTION = 'Technology';

type ArticleState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; post: BlogPost };

/**
 * The post's text, with the Markdown parser (the page's largest module): loaded only when the body is
 * rendered. A prerendered article keeps the server's HTML of it (KeptHtml), so it never loads there;
 * an article opened within the app loads it beside the post's data.
 */
const loadArticleBody = () => import('./article-body.tsx');
const ArticleBody = lazy(() => loadArticleBody().then((module) => ({ default: module.ArticleBody })));

/** Share links for a page (spec §7 "Other"): Facebook, Twitter (with the site's handle) and LinkedIn. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { label: 'Share on Facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      label: 'Share on Twitter',
      name: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}&via=${encodeURIComponent(site.twitterHandle)}`,
    },
    { label: 'Share on LinkedIn', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}

/**
 * The build's data for an article: the post (when published) and its related posts. `id` is the
 * address: the post's slug (its canonical address), or the id of an older post without one.
 */
export const prerender: PagePrerender = async ({ id = '' }) => {
  const post = (await getBlogByAddress(id))?.post;
  if (!post?.isPublished) return {};
  return {
    [initialDataKeys.blog(id)]: post,
    [initialDataKeys.relatedBlogs(id)]: await listRelatedBlogs(post),
  };
};

/** The post at an address, and whether that address was its slug (else an older link by id). */
type Found = { post: BlogPost; bySlug: boolean } | null;

export function ArticlePage() {
  // The address: the post's slug (canonical), or its id (older links, which move to the slug's address).
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  // A published post prerendered at build time shows at once; the backend's copy replaces it when it arrives.
  const prerendered = useInitialData<BlogPost>(initialDataKeys.blog(id));
  // Opened within the app (nothing prerendered to keep): the body's module loads beside the post.
  useEffect(() => {
    if (!prerendered) void loadArticleBody();
  }, [prerendered]);
  // Drafts are readable by admins only, so wait until we know who is reading (and re-read on sign-in/out).
  const reader = session.status === 'ready' ? (session.user?.uid ?? 'visitor') : null;
  const found = useLoad<Found>(
    reader === null ? null : [id, reader, session.isAdmin],
    () => getBlogByAddress(id, session.isAdmin ? 'all' : 'published'),
    {
      initial: prerendered?.isPublished ? { post: prerendered, bySlug: prerendered.slug === id } : undefined,
      errorMessage: 'Error fetching blog',
      toast: false,
    },
  );
  const load = {
    retry: found.retry,
    data: found.data === undefined ? undefined : (found.data?.post ?? null),
    state: found.state.status === 'ready' ? { status: 'ready' as const, data: found.state.data?.post ?? null } : found.state,
  };
  const moveTo = found.data && !found.data.bySlug && found.data.post.slug ? found.data.post.slug : null;
  // An older link by id: the post's address is its slug now (the history entry is replaced, not added).
  useEffect(() => {
    if (moveTo) navigate(paths.article(moveTo), { replace: true });
  }, [moveTo, navigate]);
  const state: ArticleState =
    load.state.status !== 'ready'
      ? load.state
      : load.state.data
        ? { status: 'ready', post: load.state.data }
        : { status: 'not-found' };
  const loadedPost = load.data && load.data !== prerendered ? load.data : null;
  /**
   * The figure after this visit's own view was settled (counted, or found counted before), per post:
   * by the page before the app started (src/view-count.ts), or by the effect below.
   */
  const [settled, setSettled] = useState<{ id: string; views: number } | null>(viewCountedBeforeTheApp);
  /** The post whose view this visit has counted: React StrictMode runs effects twice, a view counts once. */
  const countedFor = useRef<string | null>(settled?.id ?? null);
  // Spec §4: a successful load of a published post counts one view — once per reader, and never an
  // admin's (reading, previewing a draft or checking an edit). (The prerendered copy is not a load:
  // the backend's answer is.)
  const counts = loadedPost !== null && loadedPost.isPublished && !session.isAdmin;

  useEffect(() => {
    if (!counts || !loadedPost || countedFor.current === loadedPost.id) return;
    const post = loadedPost;
    countedFor.current = post.id;
    recordBlogView(post.id).then(
      (wasCounted) => setSettled({ id: post.id, views: post.views + (wasCounted ? 1 : 0) }),
      (e: unknown) => {
        console.error('Error updating blog views', e);
        setSettled({ id: post.id, views: post.views });
      },
    );
  }, [counts, loadedPost]);

  if (state.status === 'loading') {
    return (
      <>
        <Seo title="Blog" path={paths.article(id)} />
        <div className={`${containerStyles} py-24`}>
          <Spinner label="Loading article..." />
        </div>
      </>
    );
  }

  if (state.status === 'not-found' || state.status === 'error') {
    const notFound = state.status === 'not-found';
    return (
      <>
        <Seo noindex title={notFound ? 'Blog post not found' : 'Error loading blog post'} path={paths.article(id)} />
        <div className={`${containerStyles} flex flex-col items-center py-20 text-center sm:py-28`}>
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
            <AlertTriangle aria-hidden="true" className="h-7 w-7" />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {notFound ? 'Blog post not found' : 'Error loading blog post'}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">
            {notFound
              ? 'The blog post you are looking for does not exist or has been removed.'
              : 'We could not load this blog post just now. It may be a connection problem; please try again.'}
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {!notFound && (
              <button type="button" onClick={load.retry} className={buttonStyles.primary}>
                <RotateCw aria-hidden="true" className="h-4 w-4" />
                Try again
              </button>
            )}
            <Link to={paths.blog()} className={notFound ? linkStyles.primary : linkStyles.secondary}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to Blog
            </Link>
          </div>
        </div>
      </>
    );
  }

  // The figure shows once it is this visit's: the backend's count, after this visit's view (if it
  // counts one) is settled. Never the build's figure of the prerendered copy, which a reload would
  // otherwise show before the live one, as if every reload counted a view.
  // (A figure the page counted before the app gives way to a later read of the post's.)
  let views: number | null = null;
  const live = loadedPost?.id === state.post.id ? loadedPost.views : null;
  if (settled?.id === state.post.id) views = Math.max(settled.views, live ?? 0);
  else if (live !== null && !counts) views = live;
  return <ArticleView post={state.post} views={views} canEdit={session.isAdmin} />;
}

/**
 * This visit's view as the prerendered page counted it before the app started (`data-view-counted` on
 * <html>: the post's id and the figure; src/view-count.ts), if it did.
 */
function viewCountedBeforeTheApp(): { id: string; views: number } | null {
  if (typeof document === 'undefined') return null;
  const [id, figure] = (document.documentElement.getAttribute('data-view-counted') ?? '').split(' ');
  const views = Number(figure);
  return id && figure && Number.isInteger(views) ? { id, views } : null;
}

/** `views`: null until this visit's figure is known (a placeholder holds its place meanwhile). */
function ArticleView({ post, views, canEdit }: { post: BlogPost; views: number | null; canEdit: boolean }) {
  const now = useNow();
  const created = toDate(post.createdAt);
  const updated = toDate(post.updatedAt) ?? created;
  const author = post.authorName?.trim() || DEFAULT_AUTHOR;
  const teamMember = teamMemberNamed(author);
  const url = `${siteUrl()}${paths.article(addressOf(post))}`;
  // A Markdown post's reading time is counted from the text that shows (without its syntax), as the
  // editor counts it; a plain-text post's is the one stored.
  const readTime = post.format === 'markdown' ? Math.max(1, readTimeOf(post.content, post.format)) : post.readTime;
  const lead = post.excerpt.trim();

  return (
    <>
      <Seo
        type="article"
        title={post.title}
        description={seoDescriptionOf(post)}
        path={paths.article(addressOf(post))}
        image={shareImageOf(post)}
        imageAlt={post.socialImage ? post.title : `Cover for “${post.title}”`}
        keywords={post.tags}
        article={{
          author,
          publishedTime: created?.toISOString(),
          modifiedTime: updated?.toISOString(),
          section: post.category || FALLBACK_SECTION,
          tags: post.tags,
        }}
      />

      <article className="pb-16">
        <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto w-full max-w-3xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Link
                to={paths.blog()}
                className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                Back to Blog
              </Link>
              {canEdit && (
                <Link to={paths.admin.editBlog(post.id)} className={buttonStyles.ghost}>
                  <PencilLine aria-hidden="true" className="h-4 w-4" />
                  Edit post
                </Link>
              )}
            </div>

            {!post.isPublished && (
              <p role="note" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
                Draft: this post is not published and only administrators can see it.
              </p>
            )}

            {post.category && (
              <p className="mt-8">
                <Link
                  to={`${paths.blog()}?category=${encodeURIComponent(post.category)}`}
                  aria-label={`${post.category} articles`}
                  className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {post.category}
                </Link>
              </p>
            )}

            {/* Lines filled to the column's width, as the body's are (balanced lines looked like a narrower column). */}
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
              {post.title}
            </h1>
            {lead && <p className="mt-5 text-lg leading-8 text-slate-700 sm:text-xl">{lead}</p>}

            <ul aria-label="Article details" className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-700">
              <li className="flex items-center gap-2">
                {teamMember ? (
                  <img
                    src={teamPortrait(teamMember.id)}
                    alt=""
                    width={PORTRAIT_SIZE}
                    height={PORTRAIT_SIZE}
                    decoding="async"
                    className="h-9 w-9 rounded-full bg-slate-100 object-cover"
                  />
                ) : (
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-white">
                    <UserRound aria-hidden="true" className="h-4 w-4" />
                  </span>
                )}
                <span>
                  <span className="sr-only">Author: </span>
                  {teamMember ? (
                    // Who wrote it, on the About page's team.
                    <Link
                      to={paths.about(teamMember.id)}
                      className="rounded font-semibold text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {author}
                    </Link>
                  ) : (
                    <span className="font-semibold text-slate-900">{author}</span>
                  )}
                </span>
              </li>
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Published </span>
                {created ? (
                  <time dateTime={created.toISOString()} title={formatDate(created)}>
                    {formatRelative(created, now)}
                  </time>
                ) : (
                  <span>{formatRelative(null, now)}</span>
                )}
              </li>
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="h-4 w-4" />
                {readTimeLabel(readTime)}
              </li>
              {/* The page counts its view before the app starts, and puts the figure here (src/view-count.ts). */}
              <li className="flex items-center gap-1.5" data-view-post={post.id}>
                <Eye aria-hidden="true" className="h-4 w-4" />
                {views === null ? (
                  <span aria-hidden="true" className="inline-block h-4 w-16 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
                ) : (
                  formatViews(views)
                )}
              </li>
            </ul>
          </div>
        </header>

        <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
          {post.image && (
            <CoverImage
              image={post.image}
              alt={`Cover for “${post.title}”`}
              sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
              priority
              className="mt-10 block aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
            />
          )}

          {/* The post's text, taken over as the server rendered it: the bulk of the page, never changed in the browser. */}
          <KeptHtml version={`${post.format ?? 'plain'}\n${post.content}`}>
            <Suspense fallback={<Spinner label="Loading article..." />}>
              <ArticleBody content={post.content} markdown={post.format === 'markdown'} />
            </Suspense>
          </KeptHtml>

          {post.tags.length > 0 && (
            <section aria-labelledby="article-tags-heading" className="mt-12 border-t border-slate-200 pt-8">
              <h2 id="article-tags-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-700">
                Tags
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-md bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700">
                    #{tag}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <ShareBar url={url} path={paths.article(addressOf(post))} title={post.title} />
        </div>
      </article>

      <HydrationChunk>
        <RelatedArticles post={post} />
      </HydrationChunk>
    </>
  );
}

function ShareBar({ url, path, title }: { url: string; path: string; title: string }) {
  async function copyLink() {
    // The article's address on the site the reader is using (the canonical URL when there is no origin).
    const origin = typeof window !== 'undefined' ? window.location.origin : '';
    const address = origin && origin !== 'null' ? `${origin}${path}` : url;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(address);
      toast.success('Link copied to clipboard!');
    } catch (e) {
      notifyFailure(toast, 'Error copying link', e, { shown: 'Could not copy the link' });
    }
  }

  const itemStyles =
    'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

  return (
    <section aria-labelledby="article-share-heading" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="article-share-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-700">
        Share this article
      </h2>
      <span id="article-share-new-window" className="sr-only">
        Opens in a new window
      </span>
      <ul className="mt-4 flex flex-wrap gap-3">
        {shareLinks(url, title).map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              aria-describedby="article-share-new-window"
              className={itemStyles}
            >
              <ShareIcon name={link.name} />
              <span aria-hidden="true">{link.name}</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void copyLink()} className={itemStyles}>
            <Link2 aria-hidden="true" className="h-4 w-4" />
            Copy Link
          </button>
        </li>
      </ul>
    </section>
  );
}

/** Small brand marks drawn inline (lucide-react has no brand icons). */
function ShareIcon({ name }: { name: 'Facebook' | 'Twitter' | 'LinkedIn' }) {
  const common = { 'aria-hidden': true, focusable: false, viewBox: '0 0 24 24', className: 'h-4 w-4 fill-current' } as const;
  if (name === 'Facebook')
    return (
      <svg {...common}>
        <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z" />
      </svg>
    );
  if (name === 'Twitter')
    return (
      <svg {...common}>
        <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.3 3h6.2l4.3 5.7L17.8 3zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5z" />
      </svg>
    );
  return (
    <svg {...common}>
      <path d="M6.9 21H3.3V9h3.6v12zM5.1 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM21 21h-3.6v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.6V9H13v1.6h.1c.5-.9 1.6-1.9 3.4-1.9 3.6 0 4.3 2.4 4.3 5.5V21z" />
    </svg>
  );
}

function RelatedArticles({ post }: { post: BlogPost }) {
  const prerendered = useInitialData<BlogPost[]>(initialDataKeys.relatedBlogs(post.id));
  // The article is what matters: related posts that fail to load are left out.
  const { data: related = [] } = useLoad<BlogPost[]>(['related', post.id, post.category], () => listRelatedBlogs(post), {
    initial: prerendered,
    errorMessage: 'Error fetching blogs',
    toast: false,
  });

  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-articles-heading" className="border-t border-slate-200 bg-slate-50 py-14">
      <div className={containerStyles}>
        <h2 id="related-articles-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Related Articles
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((other) => (
            <li key={other.id}>
              <BlogCard post={other} variant="compact" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

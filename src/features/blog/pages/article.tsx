/**
 * One blog post (spec §2 "Article page", §4 "Blog post"): loading, not found (drafts are hidden from
 * visitors by the backend), load error with retry, or the article with its share buttons, related
 * articles and article metadata. A successful load of a published post counts one view, once per
 * reader and never an admin's; the figure shown is the live one, not the build's. The parts around the
 * post's text (header, share buttons, related articles) are in ./article-parts.tsx.
 */
import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { initialDataKeys, useInitialData } from '@/context/initial-data.tsx';
import type { PagePrerender } from '@/context/page-prerender.ts';
import { useLoad } from '@/hooks/use-load.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/context/session.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { HydrationChunk } from '@/components/ui/hydration-chunk.tsx';
import { KeptHtml } from '@/components/ui/kept-html.tsx';
import { siteUrl } from '@/content/site.ts';
import {
  addressOf,
  DEFAULT_AUTHOR,
  getBlogByAddress,
  listRelatedBlogs,
  seoDescriptionOf,
  shareImageOf,
  recordBlogView,
  type BlogPost,
} from '@/features/blog/data/blogs.ts';
import { toDate } from '@/lib/dates.ts';
import { ArticleCover, ArticleHeader, ArticleTags, RelatedArticles, ShareBar } from './article-parts.tsx';

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
  // Drafts are readable by staff only (admins and editors), so wait until we know who is reading (and
  // re-read on sign-in/out).
  const reader = session.status === 'ready' ? (session.user?.uid ?? 'visitor') : null;
  const found = useLoad<Found>(
    reader === null ? null : [id, reader, session.canEditPosts],
    () => getBlogByAddress(id, session.canEditPosts ? 'all' : 'published'),
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
  // An older link by id, or an address the post had before: its address is its slug now (the history
  // entry is replaced, not added).
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
  // Spec §4: a successful load of a published post counts one view — once per reader, and never staff's
  // (reading, previewing a draft or checking an edit). (The prerendered copy is not a load:
  // the backend's answer is.)
  const counts = loadedPost !== null && loadedPost.isPublished && !session.canEditPosts;

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
  return <ArticleView post={state.post} views={views} canEdit={session.canEditPosts} />;
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
  // The date readers see is the publication's (a scheduled post's is its time, not its writing).
  const created = toDate(post.publishAt ?? post.createdAt);
  const updated = toDate(post.updatedAt) ?? created;
  const author = post.authorName?.trim() || DEFAULT_AUTHOR;
  const url = `${siteUrl()}${paths.article(addressOf(post))}`;

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
        <ArticleHeader post={post} author={author} created={created} views={views} canEdit={canEdit} />

        <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
          <ArticleCover post={post} />

          {/* The post's text, taken over as the server rendered it: the bulk of the page, never changed in the browser. */}
          <KeptHtml version={`${post.format ?? 'plain'}\n${post.content}`}>
            <Suspense fallback={<Spinner label="Loading article..." />}>
              <ArticleBody content={post.content} markdown={post.format === 'markdown'} />
            </Suspense>
          </KeptHtml>

          <ArticleTags tags={post.tags} />

          <ShareBar url={url} title={post.title} />
        </div>
      </article>

      <HydrationChunk>
        <RelatedArticles post={post} />
      </HydrationChunk>
    </>
  );
}

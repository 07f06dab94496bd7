/**
 * The parts of an article page (./article.tsx, and a draft's private preview, ./preview.tsx) around the
 * post's text: the header (back link, draft note, category, title, lead and the article's details), the
 * cover, the tags, the share buttons and the related articles.
 */
import { ArrowLeft, CalendarDays, Clock, Eye, Link2, PencilLine, UserRound } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { initialDataKeys, useInitialData, useNow } from '@/context/initial-data.tsx';
import { useLoad } from '@/hooks/use-load.ts';
import { paths } from '@/lib/paths.ts';
import { BlogCard, readTimeLabel } from '@/features/blog/components/blog-card.tsx';
import { CoverImage } from '@/features/blog/components/cover-image.tsx';
import { PORTRAIT_SIZE, teamPortrait } from '@/content/images.ts';
import { buttonStyles, containerStyles } from '@/components/ui/styles.ts';
import { site } from '@/content/site.ts';
import { teamMemberNamed } from '@/content/team.ts';
import { listRelatedBlogs, readTimeOf, type BlogPost } from '@/features/blog/data/blogs.ts';
import { BLOG_QUERY_PARAMS } from '@/features/blog/data/blog-query.ts';
import { SOCIAL_NETWORK_NAMES } from '@/features/site/data/settings.ts';
import { formatDate, formatRelative, formatViews } from '@/lib/dates.ts';
import { notifyFailure } from '@/lib/failure.ts';

/** Share links for a page (spec §7 "Other"): Facebook, Twitter (with the site's handle; named as SOCIAL_NETWORK_NAMES says) and LinkedIn. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      name: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}&via=${encodeURIComponent(site.twitterHandle)}`,
    },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}

/**
 * The article's header: back to the blog (and, for an admin, edit the post), a draft's note, the
 * category, the title, the lead and the article's details. `views`: as ArticleDetails takes it.
 */
export function ArticleHeader({
  post,
  author,
  created,
  views,
  canEdit,
  preview = false,
}: {
  post: BlogPost;
  author: string;
  created: Date | null;
  views: number | null;
  canEdit: boolean;
  /** A draft's private preview (its page has its own banner): no draft note, no date or views yet. */
  preview?: boolean;
}) {
  const lead = post.excerpt.trim();

  return (
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

        {!post.isPublished && !preview && (
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

        <ArticleDetails post={post} author={author} created={created} views={views} preview={preview} />
      </div>
    </header>
  );
}

/** Who wrote the article, when, its reading time and its views (`views`: null until this visit's figure is known). */
function ArticleDetails({
  post,
  author,
  created,
  views,
  preview,
}: {
  post: BlogPost;
  author: string;
  created: Date | null;
  views: number | null;
  preview: boolean;
}) {
  const now = useNow();
  const teamMember = teamMemberNamed(author);
  // A Markdown post's reading time is counted from the text that shows (without its syntax), as the
  // editor counts it; a plain-text post's is the one stored.
  const readTime = post.format === 'markdown' ? Math.max(1, readTimeOf(post.content, post.format)) : post.readTime;

  return (
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
      {!preview && (
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Published </span>
        {created ? (
          <time dateTime={created.toISOString()} title={formatDate(created)} data-age="">
            {formatRelative(created, now)}
          </time>
        ) : (
          <span>{formatRelative(null, now)}</span>
        )}
      </li>
      )}
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {readTimeLabel(readTime)}
      </li>
      {/* The page counts its view before the app starts, and puts the figure here (src/view-count.ts). */}
      {!preview && (
      <li className="flex items-center gap-1.5" data-view-post={post.id}>
        <Eye aria-hidden="true" className="h-4 w-4" />
        {views === null ? (
          <span aria-hidden="true" className="inline-block h-4 w-16 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        ) : (
          formatViews(views)
        )}
      </li>
      )}
    </ul>
  );
}

/** The post's cover, the page's main picture (a post without one shows none). */
export function ArticleCover({ post }: { post: Pick<BlogPost, 'image' | 'title'> }) {
  if (!post.image) return null;
  return (
    <CoverImage
      image={post.image}
      alt={`Cover for “${post.title}”`}
      sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
      priority
      className="mt-10 block aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
    />
  );
}

/** The post's tags, under its text. */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="article-tags-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="article-tags-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-700">
        Tags
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            {/* The blog's search for the tag: the posts that share it (their search terms hold their tags). */}
            <Link
              to={`${paths.blog()}?${BLOG_QUERY_PARAMS.term}=${encodeURIComponent(tag)}`}
              aria-label={`Articles tagged ${tag}`}
              className="inline-flex min-h-9 items-center rounded-md bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ShareBar({ url, title }: { url: string; title: string }) {
  async function copyLink() {
    // The article's canonical address, the one the share buttons send: the same link whichever host
    // (a preview, a second domain) the reader came through.
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
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
              aria-label={`Share on ${SOCIAL_NETWORK_NAMES[link.name]}`}
              aria-describedby="article-share-new-window"
              className={itemStyles}
            >
              <ShareIcon name={link.name} />
              <span aria-hidden="true">{SOCIAL_NETWORK_NAMES[link.name]}</span>
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

export function RelatedArticles({ post }: { post: BlogPost }) {
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

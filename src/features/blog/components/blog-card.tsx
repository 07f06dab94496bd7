/**
 * One blog post as a card (spec §9): compact (related articles), default (the blog list) and featured
 * (home, highlights), each in a grid or a list layout. The title is the card's one link; the whole card
 * is clickable through it.
 */
import { CalendarDays, Clock, Eye, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { addressOf, DEFAULT_AUTHOR, excerptOf, type BlogPost } from '@/features/blog/data/blogs.ts';
import { useNow } from '@/context/initial-data.tsx';
import { formatDate, formatRelative, formatViews, toDate } from '@/lib/dates.ts';
import { visibleTags } from '@/features/blog/data/blog-query.ts';
import { CoverImage } from './cover-image.tsx';
import { CoverFallback } from './cover-fallback.tsx';

/** How wide a card's cover is shown: a third, half or all of the page in a grid; the side column in a list. */
const GRID_SIZES = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';
const LIST_SIZES = '(min-width: 768px) 288px, (min-width: 640px) 224px, 100vw';

export type BlogCardVariant = 'compact' | 'default' | 'featured';
export type BlogCardLayout = 'grid' | 'list';

/** Spec §9: the excerpt fallback cuts the content at 120 (compact), 140 (default) or 180 (featured) characters. */
export const BLOG_CARD_EXCERPT_LENGTH: Record<BlogCardVariant, number> = { compact: 120, default: 140, featured: 180 };

export type BlogCardPost = Pick<
  BlogPost,
  'id' | 'title' | 'excerpt' | 'content' | 'format' | 'category' | 'authorName' | 'createdAt' | 'tags' | 'image' | 'views' | 'readTime'
> &
  // Older posts have no slug: their card links to the id address; the date shown is the publication's.
  Partial<Pick<BlogPost, 'slug' | 'publishAt'>>;

export interface BlogCardProps {
  post: BlogCardPost;
  variant?: BlogCardVariant;
  layout?: BlogCardLayout;
  /** The title's heading level, to fit the page's outline (default 3, under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** "Now" for the relative date (tests, prerendering). */
  now?: Date;
  className?: string;
}


export function readTimeLabel(readTime: number): string {
  return `${Math.max(1, Number.isFinite(readTime) ? Math.round(readTime) : 1)} min read`;
}

const TITLE_STYLES: Record<BlogCardVariant, string> = {
  compact: 'text-base font-semibold leading-snug',
  default: 'text-lg font-semibold leading-snug',
  featured: 'text-xl font-bold leading-snug tracking-tight sm:text-2xl',
};

export function BlogCard({ post, variant = 'default', layout = 'grid', headingLevel = 3, now: nowProp, className = '' }: BlogCardProps) {
  const clock = useNow();
  const now = nowProp ?? clock;
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const isList = layout === 'list';
  const isCompact = variant === 'compact';
  const created = toDate(post.publishAt ?? post.createdAt);
  const author = post.authorName?.trim() || DEFAULT_AUTHOR;
  const { shown, more } = visibleTags(post.tags ?? []);
  const excerpt = excerptOf(post, BLOG_CARD_EXCERPT_LENGTH[variant]);
  const padding = isCompact ? 'p-5' : variant === 'featured' ? 'p-6 sm:p-8' : 'p-6';
  // Compact cards without a cover stay text-only; the others keep their shape with a drawn placeholder.
  const showMedia = !!post.image || !isCompact;

  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-200 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 ${
        isList ? 'flex-col sm:flex-row' : 'flex-col'
      } ${className}`}
    >
      {showMedia && (
        <div className={`relative shrink-0 bg-slate-100 ${isList ? 'sm:w-56 md:w-72' : ''}`}>
          {post.image ? (
            <CoverImage
              image={post.image}
              alt={`Cover for “${post.title}”`}
              sizes={isList ? LIST_SIZES : GRID_SIZES}
              className={`aspect-video w-full object-cover ${isList ? 'sm:h-full sm:aspect-auto' : ''}`}
            />
          ) : (
            <CoverFallback
              seed={post.id}
              category={post.category}
              className={`block aspect-video w-full ${isList ? 'sm:h-full sm:aspect-auto' : ''}`}
            />
          )}
        </div>
      )}

      <div className={`flex min-w-0 flex-1 flex-col ${padding}`}>
        {post.category && (
          <p className="self-start rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
            <span className="sr-only">Category: </span>
            {post.category}
          </p>
        )}

        <Heading className={`${post.category ? 'mt-3' : ''} text-slate-900 ${TITLE_STYLES[variant]}`}>
          <Link
            to={paths.article(addressOf({ id: post.id, slug: post.slug ?? null }))}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>

        {excerpt && (
          <p
            className={`mt-3 text-slate-700 ${isCompact ? 'line-clamp-3 text-sm leading-6' : 'text-sm leading-6 sm:text-base sm:leading-7'} ${
              isList ? '' : 'flex-1'
            }`}
          >
            {excerpt}
          </p>
        )}

        {shown.length > 0 && (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {shown.map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                #{tag}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                <span aria-hidden="true">+{more}</span>
                <span className="sr-only">
                  {more} more {more === 1 ? 'tag' : 'tags'}
                </span>
              </li>
            )}
          </ul>
        )}

        <ul
          aria-label="Article details"
          className={`mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-slate-600 ${
            isCompact ? 'text-xs' : 'text-sm'
          } ${isList ? 'sm:mt-auto' : ''}`}
        >
          <li className="flex min-w-0 items-center gap-1.5">
            <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="sr-only">Author: </span>
            <span className="truncate">{author}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="sr-only">Published </span>
            {created ? (
              <time dateTime={created.toISOString()} title={formatDate(created)} data-age="">
                {formatRelative(created, now)}
              </time>
            ) : (
              <span>{formatRelative(null, now)}</span>
            )}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
            {readTimeLabel(post.readTime)}
          </li>
          <li className="flex items-center gap-1.5">
            <Eye aria-hidden="true" className="h-4 w-4 shrink-0" />
            {formatViews(post.views)}
          </li>
        </ul>
      </div>
    </article>
  );
}

/** The rules of a post: its fields and defaults, read time, excerpt, tags, addresses, and how a stored post is read. */
import type { WithId } from '@/backend/types.ts';
import { markdownToPlainText } from '@/lib/markdown-text.ts';
import { isHttpsUrl as isHttpsAddress } from '@/lib/urls.ts';
import { isSlug, SLUG_MAX } from '@/lib/slugs.ts';

export const BLOG_CATEGORIES = [
  'Technology',
  'Business',
  'Digital Marketing',
  'Web Development',
  'Mobile Development',
  'Software Development',
  'AI & Machine Learning',
  'Cybersecurity',
] as const;

export const FEATURED_BLOG_COUNT = 3;
/** An article's "Related Articles": up to 3 other posts of its category. */
export const RELATED_BLOG_COUNT = 3;
export const DEFAULT_AUTHOR = 'Admin';
export const WORDS_PER_MINUTE = 200;
/** Spec §9: the admin table cuts the content at 100 characters when a post has no excerpt. */
export const ADMIN_EXCERPT_LENGTH = 100;

/**
 * Field bounds: the same numbers as `firestore.rules` (and the demo policy), so a form's maxLength
 * stops what the rules would refuse. `tagLength` is the form's own bound (the rules cannot look inside a list).
 */
export const BLOG_LIMITS = {
  title: 200,
  excerpt: 500,
  content: 50_000,
  category: 50,
  tags: 20,
  tagLength: 50,
  image: 2_000,
  /** The readable address (`/blog/<slug>`), src/lib/slugs.ts. */
  slug: SLUG_MAX,
  /** The meta description link previews and search results show. */
  seoDescription: 160,
} as const;

export interface BlogPostData {
  [key: string]: unknown;
  title: string;
  excerpt: string;
  content: string;
  authorName: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  /**
   * When visitors may read it (once published): the time it was published, or, scheduled, a later one.
   * An older post without one (stored before scheduling existed) reads as its creation time.
   */
  publishAt: Date | null;
  category: string;
  tags: string[];
  image: string | null;
  views: number;
  likes: number;
  readTime: number;
  isFeatured: boolean;
  isPublished: boolean;
  /** 'markdown' for a post written in Markdown; absent for plain text (the older posts). */
  format?: PostFormat;
  /** The readable address (`/blog/<slug>`); null for older posts, which are read by their id. */
  slug: string | null;
  /** The addresses it had while public, oldest first, which lead to it still (absent: none). */
  formerSlugs?: string[];
  /** The meta description ('' : the excerpt, or the start of the post, is used). */
  seoDescription: string;
  /** The picture link previews show (https; null: the cover, else the site's default). */
  socialImage: string | null;
}
export type BlogPost = WithId<BlogPostData>;

/** How a post's body is written: Markdown (docs/decisions/0015). Plain text has no format. */
export type PostFormat = 'markdown';

export type BlogDraft = Pick<BlogPostData, 'title' | 'excerpt' | 'content' | 'category' | 'tags' | 'isFeatured' | 'isPublished'> & {
  image?: string | null;
  /**
   * The address the admin wants ('' or absent: made from the title). With `slugFromTitle` the first
   * free of it, -2, -3, … is taken; otherwise it must be free (else `SlugTakenError`).
   */
  slug?: string;
  /** True while the Address field follows the title (the admin has not typed one). */
  slugFromTitle?: boolean;
  seoDescription?: string;
  socialImage?: string | null;
  /** Who wrote it (the editor offers the team's names); blank is "Admin". */
  authorName?: string;
  /** 'markdown', or left out for plain text. */
  format?: PostFormat;
  /**
   * When a published post becomes public: a time (scheduled, when later than now), or null for the
   * server's time now. Left out: a new post is stamped now; an edit keeps a public post's time and
   * stamps now a post that was not public yet (a draft published, a schedule given up).
   */
  publishAt?: Date | null;
};

/** A post published for a later time: visitors cannot read it yet. */
export const isScheduled = (post: Pick<BlogPostData, 'isPublished' | 'publishAt'>, now: Date = new Date()): boolean =>
  post.isPublished && post.publishAt !== null && post.publishAt.getTime() > now.getTime();

/** A post visitors can read now (as the rules judge it, but with this device's clock). */
export const isPublicNow = (post: Pick<BlogPostData, 'isPublished' | 'publishAt'>, now: Date = new Date()): boolean =>
  post.isPublished && post.publishAt !== null && post.publishAt.getTime() <= now.getTime();

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The words a reader sees of a post's body: a Markdown post's without its syntax, a plain post's as written. */
export function postTextOf(content: string, format?: PostFormat): string {
  return format === 'markdown' ? markdownToPlainText(content) : content;
}

/** Spec §9: words (split on spaces) / 200, rounded up, in minutes (of the text a reader sees, for a Markdown post). */
export function readTimeOf(content: string, format?: PostFormat): number {
  return Math.ceil(countWords(postTextOf(content, format)) / WORDS_PER_MINUTE);
}

/**
 * The post's excerpt, or its content cut at `length` characters (120 compact, 140 default, 180
 * featured) — a Markdown post's text, never its syntax.
 */
export function excerptOf(post: Pick<BlogPostData, 'excerpt' | 'content' | 'format'>, length: number): string {
  const excerpt = post.excerpt?.trim();
  if (excerpt) return excerpt;
  const content = postTextOf(post.content ?? '', post.format).replace(/\s+/g, ' ').trim();
  return content.length > length ? `${content.slice(0, length).trimEnd()}...` : content;
}

/** An absolute https address of at most 2,000 characters: what the editor accepts as a cover image (the site's one rule, src/lib/urls.ts). */
export function isHttpsUrl(value: string): boolean {
  return isHttpsAddress(value, BLOG_LIMITS.image);
}

/** A cover image the site will show: an https address, or a path on this site. */
export function isCoverImageUrl(value: string): boolean {
  const url = value.trim();
  const sitePath = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && url.length <= BLOG_LIMITS.image;
  return sitePath || isHttpsUrl(url);
}

export type TagRefusal = 'empty' | 'duplicate' | 'limit' | 'too-long';

/**
 * Spec §5: a tag is added only when it is non-empty after trimming and not already present (compared
 * case-insensitively); the rules allow at most 20 tags.
 */
export function addTag(tags: readonly string[], raw: string): { tags: string[]; refused?: TagRefusal } {
  const tag = raw.trim().replace(/\s+/g, ' ');
  if (!tag) return { tags: [...tags], refused: 'empty' };
  if (tag.length > BLOG_LIMITS.tagLength) return { tags: [...tags], refused: 'too-long' };
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return { tags: [...tags], refused: 'duplicate' };
  if (tags.length >= BLOG_LIMITS.tags) return { tags: [...tags], refused: 'limit' };
  return { tags: [...tags, tag] };
}

/** Paragraphs of a post's body: split on blank lines. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A stored post as the pages read it: every field of the right type, with its default when missing. */
export function normalise(raw: WithId<Record<string, unknown>>): BlogPost {
  // The search terms are the index's business, not the page's (they would only weigh down its data).
  const { searchTerms: _terms, ...fields } = raw;
  return {
    ...fields,
    id: raw.id,
    title: String(raw.title ?? ''),
    excerpt: String(raw.excerpt ?? ''),
    content: String(raw.content ?? ''),
    // Left blank when missing: the public pages show "Admin", the admin table "Unknown" (spec §9, §2).
    authorName: typeof raw.authorName === 'string' ? raw.authorName.trim() : '',
    createdAt: raw.createdAt instanceof Date ? raw.createdAt : null,
    updatedAt: raw.updatedAt instanceof Date ? raw.updatedAt : null,
    publishAt: raw.publishAt instanceof Date ? raw.publishAt : raw.createdAt instanceof Date ? raw.createdAt : null,
    category: typeof raw.category === 'string' ? raw.category : '',
    tags: Array.isArray(raw.tags) ? raw.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    // Only addresses the site is willing to load (https, or its own paths).
    image: typeof raw.image === 'string' && isCoverImageUrl(raw.image) ? raw.image.trim() : null,
    views: typeof raw.views === 'number' ? raw.views : 0,
    likes: typeof raw.likes === 'number' ? raw.likes : 0,
    readTime: typeof raw.readTime === 'number' ? raw.readTime : readTimeOf(String(raw.content ?? ''), raw.format === 'markdown' ? 'markdown' : undefined),
    ...(raw.format === 'markdown' ? { format: 'markdown' as const } : {}),
    isFeatured: raw.isFeatured === true,
    // As the rules read it: only an explicit true is published.
    isPublished: raw.isPublished === true,
    slug: isSlug(raw.slug) ? raw.slug : null,
    ...(Array.isArray(raw.formerSlugs) ? { formerSlugs: raw.formerSlugs.filter(isSlug) } : {}),
    seoDescription: typeof raw.seoDescription === 'string' ? raw.seoDescription : '',
    socialImage: typeof raw.socialImage === 'string' && isHttpsUrl(raw.socialImage.trim()) ? raw.socialImage.trim() : null,
  };
}

/** The address of a post: `/blog/<slug>`, or `/blog/<id>` for an older post without one. */
export const addressOf = (post: Pick<BlogPost, 'id' | 'slug'>): string => post.slug ?? post.id;

/** The meta description of a post: its own, else its excerpt, else the start of its body (at most 160 characters). */
export function seoDescriptionOf(post: Pick<BlogPostData, 'excerpt' | 'content'> & { seoDescription?: string }): string {
  return post.seoDescription?.trim() || excerptOf(post, BLOG_LIMITS.seoDescription);
}

/** The picture a link to the post shows: its social image, else its cover, else null (the site's default). */
export function shareImageOf(post: { socialImage?: string | null; image?: string | null }): string | null {
  return post.socialImage?.trim() || post.image?.trim() || null;
}

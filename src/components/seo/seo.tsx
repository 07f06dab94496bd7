/**
 * Page metadata (spec §2 "Page metadata"): title, description, canonical, social tags, structured data.
 * The site name and the organisation's details come from the admin's site settings.
 */
import { Helmet } from 'react-helmet-async';
import { useSiteSettings } from '@/context/site-settings.tsx';
import { site, siteUrl } from '@/content/site.ts';
import { linesOf, socialLinks, type SiteSettings } from '@/features/site/data/settings.ts';
import { paths } from '@/lib/paths.ts';

export const DESCRIPTION_MAX = 160;

/**
 * The picture link previews show for a page without one of its own: `public/og-image.png`, made by
 * `npm run og-image` (scripts/og-image.mjs) from the built-in name and tagline in src/content/.
 */
export const DEFAULT_SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${site.name}: ${site.tagline}`,
} as const;

export interface ArticleMeta {
  author: string;
  publishedTime?: string;
  modifiedTime?: string;
  /** Defaults to "Technology". */
  section?: string;
  tags?: string[];
}

export interface SeoProps {
  title: string;
  description?: string;
  /** The page's path, e.g. "/about"; the canonical URL is built from the site URL. */
  path: string;
  /** The page's own picture for link previews (a post's cover: https, or a path on this site); else the default. */
  image?: string | null;
  /** What that picture shows (og:image:alt). */
  imageAlt?: string;
  keywords?: string[];
  type?: 'website' | 'article';
  article?: ArticleMeta;
  /** Pages that must not be indexed (sign-in, profile, admin, not-found). */
  noindex?: boolean;
  /**
   * An opening's `JobPosting` (`jobPostingOf`, src/features/careers/data/job-posting.ts): the page's
   * structured data, with the site's settings as its hiring organisation.
   */
  jobPosting?: Record<string, unknown>;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function absolute(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl()}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * A page's own picture: an https address or a path on this site (what a post's cover may be,
 * `isCoverImageUrl` in src/features/blog/data/blogs.ts); anything else gives way to the default.
 */
function ownImage(image: string | null | undefined): string | null {
  const url = image?.trim();
  if (!url) return null;
  const sitePath = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
  return sitePath || /^https:\/\/[^/\s]/i.test(url) ? url : null;
}

function structuredData(
  { title, description, path, image, type, article, keywords, jobPosting }: SeoProps,
  desc: string,
  settings: SiteSettings,
) {
  const address = linesOf(settings.address);
  const organization = {
    '@type': 'Organization',
    name: settings.companyName,
    url: siteUrl(),
    logo: absolute('/favicon.svg'),
    slogan: settings.tagline || undefined,
    email: settings.email,
    telephone: settings.phone || undefined,
    address: address.length > 0 ? { '@type': 'PostalAddress', streetAddress: address.join(', ') } : undefined,
    sameAs: socialLinks(settings).map((link) => link.href),
  };
  if (jobPosting) {
    return { ...jobPosting, hiringOrganization: { '@type': 'Organization', name: organization.name, sameAs: organization.url, logo: organization.logo } };
  }
  if (type === 'article' && article) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      description: desc,
      image: ownImage(image) ? [absolute(ownImage(image)!)] : undefined,
      author: { '@type': 'Person', name: article.author },
      publisher: organization,
      datePublished: article.publishedTime,
      dateModified: article.modifiedTime ?? article.publishedTime,
      articleSection: article.section || 'Technology',
      keywords: (keywords ?? article.tags ?? []).join(', ') || undefined,
      mainEntityOfPage: absolute(path),
    };
  }
  return { '@context': 'https://schema.org', ...organization, description: description ?? site.description };
}

export function Seo(props: SeoProps) {
  const settings = useSiteSettings();
  const { title, path, image, keywords, type = 'website', article, noindex } = props;
  const siteName = settings.companyName;
  // An admin screen's tab says so ("Settings · Admin"), beside the site's own page of a like name.
  const adminArea = path.startsWith(paths.admin.dashboard()) && !/\bAdmin\b/.test(title) ? ' · Admin' : '';
  const fullTitle = `${title}${adminArea} | ${siteName}`;
  const description = clip(props.description ?? site.description, DESCRIPTION_MAX);
  const url = absolute(path);
  const pageImage = ownImage(image);
  const share = pageImage
    ? { url: absolute(pageImage), alt: props.imageAlt ?? title }
    : { ...DEFAULT_SHARE_IMAGE, url: absolute(DEFAULT_SHARE_IMAGE.path) };
  const jsonLd = JSON.stringify(structuredData({ ...props, type }, description, settings)).replace(/</g, '\\u003c');

  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="canonical" href={url} />
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      <meta name="theme-color" content={site.themeColor} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={share.url} />
      {'type' in share && <meta property="og:image:type" content={share.type} />}
      {'width' in share && <meta property="og:image:width" content={String(share.width)} />}
      {'height' in share && <meta property="og:image:height" content={String(share.height)} />}
      <meta property="og:image:alt" content={share.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={`@${site.twitterHandle}`} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={share.url} />
      <meta name="twitter:image:alt" content={share.alt} />
      {type === 'article' && article?.publishedTime && (
        <meta property="article:published_time" content={article.publishedTime} />
      )}
      {type === 'article' && article?.modifiedTime && (
        <meta property="article:modified_time" content={article.modifiedTime} />
      )}
      {type === 'article' && article && <meta property="article:author" content={article.author} />}
      {type === 'article' && article && <meta property="article:section" content={article.section || 'Technology'} />}
      {type === 'article' && article?.tags?.map((tag) => <meta key={tag} property="article:tag" content={tag} />)}
      <script type="application/ld+json">{jsonLd}</script>
    </Helmet>
  );
}

/**
 * The site's own images (public/images/, made by scripts/make-images.mjs; CC0, public/images/LICENSE.md):
 * the seeded posts' covers, the team's and the testimonial authors' portraits, the client wordmarks.
 *
 * A post's `image` must be an https address (the editor and firestore.rules say so), so a seeded cover
 * is stored as the site's own address (`https://novaforge.example.com/images/covers/<id>.webp`) and
 * shown from whatever host serves the page (`ownImagePath`): the same post works in demo mode, on the
 * emulators and in production, and its social image is already absolute.
 */
import { site, siteUrl } from './site.ts';

/** Where covers live, and their two widths (1200×630 for the article and sharing, 640×336 for cards). */
export const COVER_DIR = '/images/covers';
export const COVER_SIZE = { width: 1200, height: 630 } as const;
export const COVER_CARD_SIZE = { width: 640, height: 336 } as const;

/** The seeded posts that have a cover drawn for them, by post id (src/backend/local/seed.ts). */
export const SEEDED_COVER_IDS = [
  'choosing-a-tech-stack-2026',
  'local-seo-checklist',
  'mobile-app-mvp',
  'web-performance-budget',
  'ai-customer-support',
  'security-basics-for-smes',
  'draft-cloud-cost-review',
] as const;

/** The `image` a seeded post is stored with: its cover at the site's canonical address, or null. */
export function seededCover(postId: string): string | null {
  return (SEEDED_COVER_IDS as readonly string[]).includes(postId) ? `${site.defaultUrl}${COVER_DIR}/${postId}.webp` : null;
}

/** An image on this site (a path, or an address on the site's own origin) as a path; else null. */
export function ownImagePath(url: string): string | null {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  for (const origin of new Set([site.defaultUrl, siteUrl()])) {
    if (value.startsWith(`${origin}/images/`)) return value.slice(origin.length);
  }
  return null;
}

export interface ImageSources {
  /** The fallback `src` (WebP for our own covers). */
  src: string;
  /** WebP widths, for `srcset` (our own covers only). */
  srcSet?: string;
  /** AVIF widths, for a `<source type="image/avif">` (our own covers only). */
  avifSrcSet?: string;
}

/** What to put in `<picture>`/`<img>` for a cover: both widths in both formats for our own covers. */
export function coverSources(image: string): ImageSources {
  const path = ownImagePath(image);
  const own = path ? new RegExp(`^${COVER_DIR}/([a-z0-9-]+)\\.webp$`).exec(path) : null;
  if (!own) return { src: path ?? image.trim() };
  const base = `${COVER_DIR}/${own[1]}`;
  return {
    src: `${base}.webp`,
    srcSet: `${base}-640.webp ${COVER_CARD_SIZE.width}w, ${base}.webp ${COVER_SIZE.width}w`,
    avifSrcSet: `${base}-640.avif ${COVER_CARD_SIZE.width}w, ${base}.avif ${COVER_SIZE.width}w`,
  };
}

/** Portraits are 256×256 WebP illustrations. */
export const PORTRAIT_SIZE = 256;
/** A team member's portrait, by team member id (src/content/team.ts). */
export const teamPortrait = (memberId: string) => `/images/team/${memberId}.webp`;
/** A testimonial author's portrait, by name ("Elena Rodríguez" → /images/people/elena-rodriguez.webp). */
export const personPortrait = (name: string) => `/images/people/${slugOf(name)}.webp`;

/** A client's wordmark (an SVG drawn for the "Trusted by" row), by company name, with its drawn size. */
export const CLIENT_LOGOS: Record<string, { src: string; width: number; height: number }> = {
  'Bluepeak Health': { src: '/images/logos/bluepeak-health.svg', width: 211, height: 48 },
  'Cobalt Logistics': { src: '/images/logos/cobalt-logistics.svg', width: 240, height: 48 },
  'Meridian Retail': { src: '/images/logos/meridian-retail.svg', width: 213, height: 48 },
  'Northwind Labs': { src: '/images/logos/northwind-labs.svg', width: 197, height: 48 },
  'Evergreen Finance': { src: '/images/logos/evergreen-finance.svg', width: 243, height: 48 },
  'Solstice Media': { src: '/images/logos/solstice-media.svg', width: 214, height: 48 },
};

/** The web app manifest and its icons (public/manifest.webmanifest). */
export const MANIFEST_PATH = '/manifest.webmanifest';

function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

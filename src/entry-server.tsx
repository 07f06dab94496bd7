/**
 * The server half of prerendering (design.md §6), built with `vite build --ssr` and driven by
 * scripts/prerender.mjs: it reads the public pages' data (the demo backend's seed, or Firestore when
 * VITE_FIREBASE_* is set for the build) and renders a URL to static HTML with React's own
 * `react-dom/static`. The page's <title>, meta and link tags come out first (React 19 hoists them);
 * the prerender script moves them into <head>.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { initialDataKeys, InitialDataProvider, serializeInitialData, type InitialData } from '@/context/initial-data.tsx';
import { AppProviders } from '@/app/providers.tsx';
import { AppRoutes, isLiveOnLoad, pageModules, preloadRoutes, prerenderData, prerenderedPaths, routes } from '@/app/routes.tsx';
import { readBackendSettings, usesAppCheck, type FirebaseConfig } from '@/backend/config.ts';
import { FIRESTORE_EMULATOR } from '@/backend/emulator-hosts.ts';
import { setBackendForTests } from '@/backend/index.ts';
import { createLocalBackend } from '@/backend/local/index.ts';
import { STORAGE_KEY as DEMO_STORAGE_KEY } from '@/backend/local/storage-key.ts';
import { SESSION_MARKER_KEY } from '@/backend/session-marker.ts';
import { consentServices } from '@/components/consent/config.ts';
import { CONSENT_STORAGE_KEY } from '@/components/consent/store.ts';
import { memoryStorage } from '@/backend/local/db.ts';
import type { Backend } from '@/backend/types.ts';
import { site, siteUrl } from '@/content/site.ts';
import { addressOf, listPublishedBlogs, publicTime, type BlogPost } from '@/features/blog/data/blogs.ts';
import { COLLECTIONS } from '@/data/collections.ts';
import { isOpen, type JobOpening } from '@/features/careers/data/openings.ts';
import { listEveryOpening } from '@/features/careers/data/opening-store.ts';
import { listSentIssues, type Issue } from '@/features/newsletter/data/issue-archive.ts';
import { readContentVersion } from '@/data/content-version.ts';
import { getSiteSettings, type SiteSettings } from '@/features/site/data/settings.ts';
import { paths, routePatterns } from '@/lib/paths.ts';
import { pageDocument, postDocument, SEARCH_INDEX_FILE, searchEntryOf, searchIndexFile, type SearchDocument } from '@/features/search/data/search-index.ts';

export { serializeInitialData, siteUrl };
export const siteDescription = site.description;

/** The links the prerender writes into the sitemap, the feed and robots.txt (scripts/prerender.mjs). */
export { paths, SEARCH_INDEX_FILE };

/** The pages robots.txt asks crawlers to leave alone: the signed-in areas, and the drafts' private previews. */
export const PRIVATE_PATHS: readonly string[] = [paths.admin.dashboard(), paths.profile(), routePatterns.preview.replace('/:token', '/')];

export interface PrerenderedPage {
  path: string;
  /** When its content last changed, for the sitemap. */
  lastmod: Date;
  /** False: written, but not in the sitemap (a closed opening's page). */
  listed: boolean;
}

/**
 * The pages the build writes: the route table's prerendered routes (src/app/routes.tsx), one page per
 * published post, one per opening (a closed or expired opening's page is written but not listed) and
 * one per sent newsletter issue (`sentIssues`, newest first; none given: the archive alone).
 * A page changes when its post, opening or issue does; the home page and the blog list, which show the
 * newest posts, when the newest post does; the newsletter's archive, which lists the issues, when the
 * latest issue does; every other page at each build.
 */
export function prerenderedPages(
  posts: readonly BlogPost[],
  openingsStored: readonly JobOpening[],
  builtAt: Date,
  sentIssues: readonly Issue[] = [],
): PrerenderedPage[] {
  const lastmodOf = new Map<string, Date | null>(posts.map((post) => [paths.article(addressOf(post)), post.updatedAt ?? post.createdAt]));
  const newest = posts.reduce((latest, post) => {
    const date = post.updatedAt ?? post.createdAt;
    return date && date > latest ? date : latest;
  }, new Date(0));
  for (const path of [paths.home(), paths.blog()]) lastmodOf.set(path, newest);
  const articles = posts.map((post) => paths.article(addressOf(post)));
  for (const opening of openingsStored) lastmodOf.set(paths.opening(opening.slug), opening.updatedAt ?? opening.createdAt);
  const openings = openingsStored.map((opening) => paths.opening(opening.slug));
  const closed = new Set(openingsStored.filter((opening) => !isOpen(opening, builtAt)).map((opening) => paths.opening(opening.slug)));
  // A sent issue no longer changes (only a draft is edited): its last change is when sending ended.
  let newestIssue = new Date(0);
  for (const issue of sentIssues) {
    const date = issue.updatedAt ?? issue.sentAt;
    lastmodOf.set(paths.newsletterIssue(issue.id), date);
    if (date && date > newestIssue) newestIssue = date;
  }
  lastmodOf.set(paths.newsletterArchive(), newestIssue);
  const issues = sentIssues.map((issue) => paths.newsletterIssue(issue.id));
  const valuesOf: Record<string, readonly string[]> = {
    [routePatterns.article]: articles,
    [routePatterns.opening]: openings,
    [routePatterns.newsletterIssue]: issues,
  };
  return prerenderedPaths((pattern) => valuesOf[pattern] ?? [])
    .map((path) => ({ path, lastmod: lastmodOf.get(path) ?? builtAt, listed: !closed.has(path) }))
    .map((page) => ({ ...page, lastmod: page.lastmod.getTime() > 0 ? page.lastmod : builtAt }));
}

/** What a Firebase build's page asks to learn whether its HTML is still current (docs/decisions/0025-content-version.md). */
export interface ContentCheck {
  /** Firestore's REST address of meta/ (the content version's one document); anyone may list it. */
  url: string;
  /** The content version the page was built from: milliseconds since 1970, or '' (never changed). */
  version: string;
  /** The time the build's posts were published by (ms): a post scheduled for later restarts the page once out. */
  since: number;
}

/**
 * How the page at `path` starts its scripts (scripts/page-boot.mjs, docs/decisions/0023-app-on-first-use.md):
 * `sessionKey`, the session marker's localStorage key; `onUse`, null when the page starts them once
 * painted — an article of a build with App Check (it counts a view through the app), and a build whose
 * Firebase settings are incomplete — else the keys of what a browser may keep that the HTML cannot act
 * on — the demo's own data, and in a build with Google Analytics or AdSense a cookie choice (which may
 * allow them: a page view counts) — the page otherwise waiting for the visitor's first use.
 * `content` (Firebase builds): the page also starts once painted when the stored content has changed
 * since `contentVersion` (`loadContentVersion`), so that an admin's change shows without a rebuild.
 * `countsView`: the page (an article) counts its view without the app while it waits
 * (docs/decisions/0026-views-without-the-app.md). `countsTraffic`: the page's boot script counts its
 * traffic once it is idle (docs/decisions/0034-traffic-without-a-cookie.md), and the app the moves within
 * the site, with that file: every page (the counter itself counts public pages only, and the app shell
 * serves pages published since the build), unless App Check is in use (its REST request would need the token).
 */
export function pageStart(
  path: string,
  contentVersion: string,
): {
  sessionKey: string;
  onUse: string[] | null;
  content: ContentCheck | null;
  countsView: boolean;
  countsTraffic: boolean;
  /** The page's modules (`src/…`), whose chunks its first use needs besides the app's. */
  pageModules: string[];
} {
  const settings = readBackendSettings(import.meta.env);
  // An article counts a view on every visit: without the app (src/view-count.ts) unless App Check is
  // in use (the REST requests would need its token), when the page starts the app to count it.
  const article = isLiveOnLoad(path);
  const countsView = article && !settings.firebaseProblem && !(settings.firebase && usesAppCheck(settings));
  const liveOnLoad = Boolean(settings.firebaseProblem) || (article && !countsView);
  const onUse = consentServices() ? [DEMO_STORAGE_KEY, CONSENT_STORAGE_KEY] : [DEMO_STORAGE_KEY];
  const content =
    settings.firebase && !liveOnLoad
      ? { url: contentVersionUrl(settings.firebase, settings.useEmulators), version: contentVersion, since: (contentSinceAtBuild ??= publicTime().getTime()) }
      : null;
  const countsTraffic = !settings.firebaseProblem && !(settings.firebase && usesAppCheck(settings));
  return { sessionKey: SESSION_MARKER_KEY, onUse: liveOnLoad ? null : onUse, content, countsView, countsTraffic, pageModules: pageModules(path) };
}

/** meta/ through Firestore's REST API (the emulator's in a build for them), as the Firestore SDK addresses it. */
function contentVersionUrl(firebase: FirebaseConfig, useEmulators: boolean): string {
  const origin = useEmulators ? `http://${FIRESTORE_EMULATOR.host}:${FIRESTORE_EMULATOR.port}` : 'https://firestore.googleapis.com';
  const project = encodeURIComponent(firebase.projectId);
  return `${origin}/v1/projects/${project}/databases/(default)/documents/${COLLECTIONS.meta}?key=${encodeURIComponent(firebase.apiKey)}`;
}

let contentVersionAtBuild: Promise<string> | null = null;
/** The time the build's public queries ask for posts published by, taken with the content version (before them). */
let contentSinceAtBuild: number | null = null;

/**
 * The content version as stored when the build began (src/data/content-version.ts), read once per
 * build, before any page's data: a change made while the build runs then makes the pages older than
 * what they show, never newer, and they start to show it.
 */
export function loadContentVersion(): Promise<string> {
  startBackend();
  contentSinceAtBuild ??= publicTime().getTime();
  contentVersionAtBuild ??= readContentVersion();
  return contentVersionAtBuild;
}

let started = false;
let settingsAtBuild: Promise<SiteSettings> | null = null;

/** Tests render from a backend of their own (with a cover image or stored settings, say). */
export function prerenderFrom(backend: Backend): void {
  started = true;
  settingsAtBuild = null;
  contentVersionAtBuild = null;
  contentSinceAtBuild = null;
  setBackendForTests(backend);
}

/** Without Firebase settings for the build, the pages are rendered from the demo backend's seed, in memory. */
function startBackend() {
  if (started) return;
  started = true;
  const settings = readBackendSettings(import.meta.env);
  // A site half-configured for Firebase fails its build, rather than prerendering demo content.
  if (settings.firebaseProblem) throw new Error(`Firebase is configured incompletely for this build: ${settings.firebaseProblem}.`);
  if (settings.firebase) return; // getBackend() reaches Firestore.
  setBackendForTests(createLocalBackend(memoryStorage()));
}

/** The published posts, newest first (the sitemap, the feed and one page per post). */
export async function loadPublishedPosts(): Promise<BlogPost[]> {
  startBackend();
  return listPublishedBlogs();
}

/** Every opening, open or not (one page each). */
export async function loadOpenings(): Promise<JobOpening[]> {
  startBackend();
  return listEveryOpening();
}

/** The sent newsletter issues, newest first (the archive's, at most `ARCHIVE_MAX`: one page each). */
export async function loadSentIssues(): Promise<Issue[]> {
  startBackend();
  return listSentIssues();
}

/**
 * The site settings as stored now (`settings/site`, read once per build): every page's footer,
 * contact details and metadata are rendered with them, and the feed is titled with the company name.
 * An admin's later change shows in the HTML after the next build (`npm run rebuild`).
 */
export function loadSiteSettings(): Promise<SiteSettings> {
  startBackend();
  settingsAtBuild ??= getSiteSettings();
  return settingsAtBuild;
}

/**
 * What the page at `path` is rendered with: its route's `prerender` (src/app/routes.tsx) and the
 * site settings (src/context/site-settings.tsx shows them until the browser has read the stored ones).
 */
export async function loadInitialData(path: string, renderedAt: Date): Promise<InitialData> {
  startBackend();
  const [data, settings] = await Promise.all([prerenderData(path), loadSiteSettings()]);
  return { ...data, [initialDataKeys.siteSettings]: settings, [initialDataKeys.renderedAt]: renderedAt };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export interface RenderedPage {
  /** The markup React rendered for #root (hoisted head tags first). */
  html: string;
  status: number;
}

/** Renders one URL of the app as the browser's first render will (session still loading, toaster not yet up). */
export async function renderPage(path: string, data: InitialData): Promise<RenderedPage> {
  const matches = matchRoutes(routes, path) ?? [];
  const status = matches.length === 0 || matches[matches.length - 1].route.path === '*' ? 404 : 200;
  // The page's chunks are loaded first, as the browser does before hydrating: the same tree renders.
  await preloadRoutes(path);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <InitialDataProvider value={data} hydrating>
        <AppProviders>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </InitialDataProvider>
    </StrictMode>,
    // React moves a Suspense boundary's content bigger than this out of line, behind an inline script
    // that puts it in place; a page's own boundary must stay in line (the CSP allows no such script,
    // and the page is meant to paint from its HTML alone).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  if (/<template id="B:\d+">/.test(html)) throw new Error(`${path}: a Suspense boundary did not render in line`);
  return { html, status };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of rendered HTML: tags dropped, entities decoded, white space collapsed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A prerendered page as the site search indexes it (src/features/search/data/search-index.ts): its
 * title (without the site's name), description and the text of its <main>; null for the pages search
 * leaves out: each post (indexed as a post), the search page, a page marked noindex (a closed
 * opening's), and the blog list's cards (the posts' own text; the blog is found by its title and
 * description).
 */
export function pageSearchDocument(path: string, head: string, body: string): SearchDocument | null {
  const matches = matchRoutes(routes, path) ?? [];
  const pattern = matches.at(-1)?.route.path;
  if (matches.length === 0 || pattern === routePatterns.article || pattern === routePatterns.search) return null;
  // A page that asks search engines not to index it (a closed opening's) is not found by the site's either.
  if (/<meta name="robots" content="[^"]*noindex/.test(head)) return null;
  const title = textOfHtml(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '').replace(/ \| [^|]*$/, '');
  const description = textOfHtml(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '');
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? '';
  return pageDocument({ path, title, description, text: pattern === routePatterns.blog ? '' : textOfHtml(main) });
}

/** The site search's index file: the pages as rendered, and every published post. */
export function searchIndexJson(pages: readonly SearchDocument[], posts: readonly BlogPost[], builtAt: Date): string {
  return JSON.stringify(searchIndexFile([...pages, ...posts.map(postDocument)], builtAt));
}

/** The search page's data: the pages the build indexed, for its list of what there is to find. */
export function searchPageData(pages: readonly SearchDocument[]): InitialData {
  return { [initialDataKeys.searchPages]: pages.map(searchEntryOf) };
}

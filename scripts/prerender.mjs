#!/usr/bin/env node
/**
 * Build step 3 of `npm run build` (design.md §6): after the client build (dist/) and the server build
 * of src/entry-server.tsx (dist-ssr/), writes
 * - one HTML file per public page, with its markup, its metadata in <head> and the data it was rendered
 *   with: `/` → index.html, `/about` → about.html, `/blog/<id>` → blog/<id>.html. Firebase Hosting
 *   (`cleanUrls`) and `vite preview` (vite.config.ts) serve them for their clean URLs;
 * - app-shell.html, the empty client shell every other page path falls back to (sign-in, profile,
 *   admin, unknown pages: the not-found page; a missing *file* gets public/404.html, scripts/hosting.mjs);
 * - for each published post with a readable address (a slug) other than its id, blog/<id>.html: a small
 *   page that moves an older link (`/blog/<id>`) to the canonical `/blog/<slug>` (its canonical link,
 *   noindex, and an immediate refresh; a script-free answer before the app's own client-side move);
 * - sitemap.xml, robots.txt and rss.xml, from the same data;
 * - search-index.json, the site search's index: the pages as rendered here and every published post
 *   (src/features/search/data/search-index.ts), fetched by the browser when search is first opened.
 *
 * Everything is read as stored when it runs — the published posts, the openings, the sent newsletter
 * issues, the services, the site settings an admin edits (footer, contact details, metadata) — so what
 * admins change later reaches these files at the next build: `npm run rebuild` (scripts/rebuild.mjs).
 *
 * `node scripts/prerender.mjs [--dist dist] [--ssr dist-ssr]`
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHELL_FILE } from './hosting.mjs';
import { pageBootElement, trafficCounterElement } from './page-boot.mjs';
import { moduleFiles, reactDomChunk, FIRST_USE_MODULES, trafficCounterFile, viewCounterFile } from './chunks.mjs';
import { movedPageHtml } from './moved-page.mjs';

export { SHELL_FILE };
const FEED_LINK = '<link rel="alternate" type="application/rss+xml"';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return resolve(at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback);
}

const escapeXml = (text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** `/` → index.html, `/about` → about.html, `/blog/x` → blog/x.html. */
export function fileForPath(path) {
  return path === '/' ? 'index.html' : `${decodeURIComponent(path.slice(1))}.html`;
}

/**
 * The page: the shell with the page's head tags, its markup in #root and its data after it. The
 * shell's entry script and modulepreload hints give way to the page boot script
 * (scripts/page-boot.mjs), which fetches them once the page has painted from its HTML and CSS, or
 * waits for the visitor's first use (`start`: src/entry-server.tsx's `pageStart`).
 */
function pageHtml(shell, { head, body, data, start, viewCounter, trafficCounter, manifest }) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('The client shell has no entry <script type="module">');
  const shellImports = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  // The app's imports, then the page's own chunks and what any first use may run (FIRST_USE_MODULES):
  // every module the page's first use needs, in one flat list, fetched in one round of requests, not a chain.
  const imports = [...new Set([...shellImports, ...moduleFiles(manifest, [...start.pageModules, ...FIRST_USE_MODULES])])].filter((file) => file !== entry[1]);
  return shell
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // Functions, so that what is inserted goes in as it is: a `$&` or `$'` in a script or a post is no
    // replacement pattern.
    .replace(entry[0], () => pageBootElement(entry[1], imports, reactDomChunk(imports), { ...start, view: start.countsView ? viewCounter : null, traffic: start.countsTraffic ? trafficCounter : null }))
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${body}</div><script type="application/json" id="initial-data">${data}</script>`,
    );
}

/** React emits the page's hoisted <title>/<meta>/<link> tags before its markup: split them off. */
function splitHead(html) {
  const start = html.indexOf('<div');
  return start < 0 ? { head: '', body: html } : { head: html.slice(0, start), body: html.slice(start) };
}

const day = (date) => (date instanceof Date ? date : new Date(date)).toISOString().slice(0, 10);

export function sitemapXml(siteUrl, pages) {
  const urls = pages
    .map(({ path, lastmod }) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc><lastmod>${day(lastmod)}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `privatePaths`: the signed-in areas (src/entry-server.tsx, from the route table's paths). */
export function robotsTxt(siteUrl, privatePaths) {
  const disallow = privatePaths.map((path) => `Disallow: ${path}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** `paths`: the app's link builders (src/lib/paths.ts, through src/entry-server.tsx). */
export function rssXml({ siteUrl, paths, title, description, posts, builtAt }) {
  const items = posts
    .map((post) => {
      const link = `${siteUrl}${paths.article(post.slug ?? post.id)}`;
      const date = post.publishAt ?? post.createdAt ?? post.updatedAt ?? builtAt;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        post.category ? `      <category>${escapeXml(post.category)}</category>` : null,
        `      <pubDate>${new Date(date).toUTCString()}</pubDate>`,
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${title} Blog`)}</title>
    <link>${escapeXml(`${siteUrl}${paths.blog()}`)}</link>
    <description>${escapeXml(description)}</description>
    <language>en-us</language>
    <lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

function write(dist, file, text) {
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}

async function main() {
  const dist = option('dist', 'dist');
  const ssr = option('ssr', 'dist-ssr');
  const server = await import(pathToFileURL(join(ssr, 'entry-server.js')).href);
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error(`${dist}/index.html is not the client shell (built twice?)`);
  if (!shell.includes(FEED_LINK)) throw new Error('index.html lacks the RSS <link rel="alternate">');
  const builtAt = new Date();
  const siteUrl = server.siteUrl();

  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const viewCounter = viewCounterFile(manifest);
  const trafficCounter = trafficCounterFile(manifest);

  // The content version first: what changes while the build reads makes the pages start, never stale.
  const contentVersion = await server.loadContentVersion();
  // The shell has no boot script: it names the traffic counter for the app (src/app/use-traffic-count.ts),
  // which counts the pages it serves (a post published since the build, say) with that file.
  const shellCounts = server.pageStart(server.paths.login(), contentVersion).countsTraffic;
  write(dist, SHELL_FILE, shellCounts ? shell.replace('</head>', () => `${trafficCounterElement(trafficCounter)}</head>`) : shell);
  const posts = await server.loadPublishedPosts();
  const openings = await server.loadOpenings();
  const issues = await server.loadSentIssues();
  const settings = await server.loadSiteSettings();
  console.log(`site settings as stored now: ${settings.companyName}, ${settings.email}, ${settings.phone || 'no phone'}`);
  const pages = server.prerenderedPages(posts, openings, builtAt, issues);
  // The search page last: it lists the pages the site search indexes, as rendered before it.
  const searchPath = server.paths.search();
  const searchDocuments = [];

  for (const { path } of [...pages.filter((page) => page.path !== searchPath), ...pages.filter((page) => page.path === searchPath)]) {
    const data = await server.loadInitialData(path, builtAt);
    if (path === searchPath) Object.assign(data, server.searchPageData(searchDocuments));
    const { html, status } = await server.renderPage(path, data);
    if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
    const { head, body } = splitHead(html);
    const document = server.pageSearchDocument(path, head, body);
    if (document) searchDocuments.push(document);
    write(dist, fileForPath(path), pageHtml(shell, { head, body, data: server.serializeInitialData(data), start: server.pageStart(path, contentVersion), viewCounter, trafficCounter, manifest }));
    console.log(`prerendered ${path} → ${fileForPath(path)}`);
  }

  let moved = 0;
  for (const post of posts) {
    if (!post.slug) continue;
    // An older post's id address, and the addresses the post had while public (its former slugs).
    const from = [...(post.slug === post.id ? [] : [post.id]), ...(post.formerSlugs ?? [])].filter((address) => address !== post.slug);
    for (const address of from) {
      write(dist, fileForPath(server.paths.article(address)), movedPageHtml({ siteUrl, title: post.title, to: server.paths.article(post.slug) }));
      moved += 1;
    }
  }
  if (moved) console.log(`${moved} older post addresses (/blog/<id>, former slugs) moved to their slugs`);

  const listed = pages.filter((page) => page.listed !== false);
  write(dist, 'sitemap.xml', sitemapXml(siteUrl, listed));
  write(dist, 'robots.txt', robotsTxt(siteUrl, server.PRIVATE_PATHS));
  write(dist, 'rss.xml', rssXml({ siteUrl, paths: server.paths, title: settings.companyName, description: server.siteDescription, posts, builtAt }));
  const searchIndex = server.searchIndexJson(searchDocuments, posts, builtAt);
  write(dist, server.SEARCH_INDEX_FILE, searchIndex);
  console.log(`${server.SEARCH_INDEX_FILE}: ${searchDocuments.length} pages and ${posts.length} posts, ${(searchIndex.length / 1024).toFixed(1)} KB`);
  console.log(`sitemap.xml (${listed.length} URLs), robots.txt, rss.xml (${posts.length} posts) for ${siteUrl}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}

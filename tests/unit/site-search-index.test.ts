/**
 * The site search's index as the build writes it (src/entry-server.tsx, scripts/prerender.mjs): each
 * prerendered page's title, description and text, every published post by title, excerpt, tags,
 * category and body; and the highlighting of what matched.
 */
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/backend/local/db.ts';
import { createLocalBackend } from '@/backend/local/index.ts';
import { listPublishedBlogs } from '@/features/blog/data/blogs.ts';
import { INDEXED_BODY_CHARS, SEARCH_OPTIONS, type SearchDocument, type SearchIndexFile } from '@/features/search/data/search-index.ts';
import { loadInitialData, pageSearchDocument, prerenderFrom, renderPage, searchIndexJson, textOfHtml } from '@/entry-server.tsx';
import { highlightParts } from '@/lib/highlight.ts';

/**
 * The page as the build renders it, split as scripts/prerender.mjs splits it: without a DOM, as in
 * the build (a page's kept HTML, src/components/ui/kept-html.tsx, renders only there).
 */
async function rendered(path: string) {
  const data = await loadInitialData(path, new Date());
  vi.stubGlobal('document', undefined);
  const { html } = await renderPage(path, data).finally(() => vi.unstubAllGlobals());
  const start = html.indexOf('<div');
  return { head: html.slice(0, start), body: html.slice(start) };
}

async function documentOf(path: string): Promise<SearchDocument | null> {
  const { head, body } = await rendered(path);
  return pageSearchDocument(path, head, body);
}

beforeAll(() => prerenderFrom(createLocalBackend(memoryStorage())));

describe('the pages in the index', () => {
  it("hold a page's title without the site's name, its description and the text of its content", async () => {
    const terms = await documentOf('/terms');
    expect(terms).toMatchObject({ id: 'page:/terms', kind: 'page', path: '/terms', title: 'Terms of Service' });
    expect(terms!.excerpt.length).toBeGreaterThan(20);
    expect(terms!.body).toContain('Paid projects are covered by a separate written agreement');
    // Neither the header's nor the footer's text (nor the structured data): only <main>'s.
    expect(terms!.body).not.toContain('Subscribe to our newsletter');
    expect(terms!.body).not.toContain('schema.org');
    expect(terms!.body.length).toBeLessThanOrEqual(INDEXED_BODY_CHARS);
  });

  it('leave out the posts (indexed as posts), the search page, and the blog list’s cards', async () => {
    expect(await documentOf('/blog/choosing-a-tech-stack-2026')).toBeNull();
    expect(await documentOf('/search')).toBeNull();
    const blog = await documentOf('/blog');
    expect(blog?.title).toMatch(/Blog/);
    expect(blog?.body).toBe('');
  });

  it('leave out a page that asks search engines not to index it (a closed opening’s), and keep an open one', async () => {
    expect(await documentOf('/careers/qa-automation-engineer')).toBeNull();
    expect(await documentOf('/careers/ui-ux-designer')).toMatchObject({ title: 'UI/UX Designer · Careers' });
  });

  it('read HTML as text: tags dropped, entities decoded', () => {
    expect(textOfHtml('<p>Tom &amp; Jerry&#x27;s <b>“best”</b>&nbsp;&#8212; <script>x()</script>ok</p>')).toBe('Tom & Jerry\'s “best” — ok');
  });
});

describe('the index file', () => {
  let file: SearchIndexFile;
  let index: MiniSearch<SearchDocument>;
  const builtAt = new Date('2026-11-01T12:00:00Z');

  beforeAll(async () => {
    const terms = await documentOf('/terms');
    file = JSON.parse(searchIndexJson([terms!], await listPublishedBlogs(), builtAt)) as SearchIndexFile;
    index = MiniSearch.loadJS(file.index, SEARCH_OPTIONS);
  });

  it('says when it was built and which pages it holds', () => {
    expect(file.builtAt).toBe(builtAt.toISOString());
    expect(file.pages.map((page) => page.path)).toEqual(['/terms']);
  });

  it('finds a post by its title, tags, category and body, and a half-typed or mistyped word', () => {
    const titles = (query: string) => index.search(query).map((result) => String(result.title));
    expect(titles('tech stack')[0]).toBe('How to Choose a Tech Stack Your Team Can Live With');
    expect(titles('stac')).toContain('How to Choose a Tech Stack Your Team Can Live With');
    expect(titles('securty')).toContain('Five Security Basics Every Growing Company Should Have');
    const tagged = index.search('local seo');
    expect(tagged.map((result) => result.title)).toContain('The Local SEO Checklist for Service Businesses');
  });

  it('holds no draft', async () => {
    const published = await listPublishedBlogs();
    expect(index.documentCount).toBe(published.length + 1);
  });
});

describe('highlighting', () => {
  it('marks whole words that matched, in any case, and leaves the rest', () => {
    expect(highlightParts('Tech stack: choosing a STACK', ['stack'])).toEqual([
      { text: 'Tech ', match: false },
      { text: 'stack', match: true },
      { text: ': choosing a ', match: false },
      { text: 'STACK', match: true },
    ]);
    expect(highlightParts('Stacks of stackable', ['stack'])).toEqual([{ text: 'Stacks of stackable', match: false }]);
    expect(highlightParts('Nothing', [])).toEqual([{ text: 'Nothing', match: false }]);
    expect(highlightParts('', ['x'])).toEqual([]);
  });
});

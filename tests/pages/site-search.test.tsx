/**
 * The site search: the header's button, `/` and Ctrl+K open a dialog whose results follow each
 * keystroke, with the matched words highlighted, a live count, and arrow keys and Enter to open one;
 * the results page at /search?q=…, and without a query the list of what there is to find. The index
 * is the build's file (made here as the build makes it, and served to the page's fetch), plus the
 * posts published since that build.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TIME, type Backend } from '@/backend/types.ts';
import { listPublishedBlogs } from '@/features/blog/data/blogs.ts';
import { pageDocument, postDocument, searchIndexFile, type SearchIndexFile } from '@/features/search/data/search-index.ts';
import { resetSiteSearchForTests } from '@/features/search/data/site-search.ts';
import { renderApp } from '../render.tsx';
import { staffBatch } from '../logged-writes.ts';

const ABOUT = pageDocument({
  path: '/about',
  title: 'About Us',
  description: 'Who we are and how we work.',
  text: 'A team of engineers and marketers building products with care since 2015.',
});

let indexFile: SearchIndexFile | null = null;
const requested: string[] = [];

/** The build's index of the seeded site as it is now: the About page and every published post. */
async function buildIndex() {
  const posts = await listPublishedBlogs();
  indexFile = searchIndexFile([ABOUT, ...posts.map(postDocument)], new Date());
}

beforeEach(() => {
  resetSiteSearchForTests();
  indexFile = null;
  requested.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(String(url));
    return indexFile
      ? new Response(JSON.stringify(indexFile), { headers: { 'content-type': 'application/json' } })
      : new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  });
});

afterEach(() => vi.unstubAllGlobals());

async function renderWithIndex(path: string, prepare?: (backend: Backend) => Promise<void>) {
  return renderApp(path, {
    prepare: async (backend) => {
      await buildIndex();
      await prepare?.(backend);
    },
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'Search the site' });
const searchBox = () => within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Search the site' });

describe('the search dialog', () => {
  it('opens from the header, fetches the index only then, and finds pages and posts by their words', async () => {
    const { user } = await renderWithIndex('/');
    await screen.findByRole('heading', { level: 1 });
    expect(requested, 'nothing fetched before search is opened').toEqual([]);

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search the site' }));
    await dialog();
    expect(searchBox()).toHaveFocus();
    await user.type(searchBox(), 'engineers marketers');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('About Us');
    expect(options[0]).toHaveTextContent('Page');
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “engineers marketers”');
    // Its body matched: the title and excerpt have nothing to mark.
    expect(within(options[0]).queryByText(/./, { selector: 'mark' })).toBeNull();
    expect(requested).toEqual(['/search-index.json']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'stack');
    const stack = await screen.findByRole('option', { name: /Tech Stack/ });
    expect(within(stack).getByText('Stack', { selector: 'mark' })).toBeInTheDocument();
    expect(stack).toHaveTextContent('Blog post');
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, router } = await renderWithIndex('/');
    await screen.findByRole('heading', { level: 1 });
    await user.keyboard('/');
    await dialog();
    await user.type(searchBox(), 'stack');
    const first = await screen.findByRole('option', { name: /Tech Stack/ });
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'How to Choose a Tech Stack Your Team Can Live With' });
    expect(router.state.location.pathname).toBe('/blog/choosing-a-tech-stack-2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with Ctrl+K anywhere, but `/` typed into a field stays in the field', async () => {
    const { user } = await renderWithIndex('/contact');
    const name = await screen.findByRole('textbox', { name: /^Full Name/ });
    await user.type(name, 'a/b');
    expect(name).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when nothing matches, and leads to the results page with Enter', async () => {
    const { user, router } = await renderWithIndex('/');
    await screen.findByRole('heading', { level: 1 });
    await user.keyboard('/');
    await dialog();
    await user.type(searchBox(), 'zebracorn');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “zebracorn”'));
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Search the site' });
    expect(router.state.location.search).toBe('?q=zebracorn');
  });

  it('finds a post published after the build, read once when search opens', async () => {
    const { user } = await renderWithIndex('/', async (backend) => {
      await backend.auth.signIn('admin@example.com', 'admin123');
      await staffBatch(backend, [
        {
          op: 'set',
          collection: 'blogs',
          id: 'after-the-build',
          data: {
            title: 'Quokkas and Release Trains',
            excerpt: 'What a marsupial taught us about shipping.',
            content: 'Release trains leave on time.',
            category: 'Technology',
            tags: ['delivery'],
            image: null,
            authorName: 'Admin',
            readTime: 1,
            views: 0,
            likes: 0,
            isFeatured: false,
            isPublished: true,
            createdAt: SERVER_TIME,
            publishAt: SERVER_TIME,
            updatedAt: SERVER_TIME,
          },
        },
      ]);
      await backend.auth.signOut();
    });
    await screen.findByRole('heading', { level: 1 });
    expect(indexFile?.index).toBeDefined();
    await user.keyboard('/');
    await dialog();
    await user.type(searchBox(), 'quokka');
    expect(await screen.findByRole('option', { name: /Quokkas and Release Trains/ })).toBeInTheDocument();
  });
});

describe('the results page', () => {
  it('lists every result for the query in the address, highlighted, with its count', async () => {
    await renderWithIndex('/search?q=security');
    await screen.findByRole('heading', { level: 1, name: 'Search the site' });
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('security');
    const results = await screen.findByRole('list', { name: 'Results' });
    const links = within(results).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(within(results).getByRole('link', { name: /Five Security Basics/ })).toHaveAttribute('href', expect.stringMatching(/^\/blog\//));
    expect(within(results).getAllByText(/^security$/i, { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${links.length} results? for “security”$`));
  });

  it('searches again for what is submitted, and back shows the earlier query', async () => {
    const { router } = await renderWithIndex('/search?q=security');
    await screen.findByRole('list', { name: 'Results' });
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    fireEvent.change(box, { target: { value: 'stack' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('link', { name: /Tech Stack/ });
    expect(router.state.location.search).toBe('?q=stack');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('security'));
    await screen.findByRole('link', { name: /Five Security Basics/ });
  });

  it('without a query, lists what there is to find: the pages and the latest posts', async () => {
    await renderWithIndex('/search');
    const pages = await screen.findByRole('region', { name: 'Pages' });
    expect(await within(pages).findByRole('link', { name: /About Us/ })).toHaveAttribute('href', '/about');
    const posts = screen.getByRole('region', { name: 'Latest posts' });
    await waitFor(() => expect(within(posts).getAllByRole('link').length).toBeGreaterThan(1));
    expect(within(posts).getByRole('link', { name: /^All \d+ posts on the blog$/ })).toHaveAttribute('href', '/blog');
  });

  it('still searches the posts when the site has no built index (the development server)', async () => {
    resetSiteSearchForTests();
    await renderApp('/search?q=stack');
    expect(await screen.findByRole('link', { name: /Tech Stack/ })).toBeInTheDocument();
  });
});

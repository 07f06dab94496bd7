import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TIME } from '@/backend/types.ts';
import type { BlogPost } from '@/features/blog/data/blogs.ts';
import { renderApp } from '../render.tsx';
import { staffBatch, staffSet } from '../logged-writes.ts';

/** The data layer, passed through, with switchable failures and extra rows. */
const control = vi.hoisted(() => ({ listFailures: 0, deleteFailures: 0, replaceList: null as null | ((posts: BlogPost[]) => BlogPost[]) }));
vi.mock('@/features/blog/data/blogs.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/blog/data/blogs.ts')>();
  return {
    ...actual,
    listBlogPage: vi.fn(async (request: Parameters<typeof actual.listBlogPage>[0]) => {
      if (control.listFailures > 0) {
        control.listFailures -= 1;
        throw new Error('offline');
      }
      const page = await actual.listBlogPage(request);
      return control.replaceList ? { ...page, posts: control.replaceList(page.posts) } : page;
    }),
    deleteBlog: vi.fn(async (id: string) => {
      if (control.deleteFailures > 0) {
        control.deleteFailures -= 1;
        throw new Error('offline');
      }
      return actual.deleteBlog(id);
    }),
  };
});

afterEach(() => {
  control.listFailures = 0;
  control.deleteFailures = 0;
  control.replaceList = null;
  vi.restoreAllMocks();
});

const DRAFT = 'A Cloud Cost Review in One Afternoon';
const SEO_POST = 'The Local SEO Checklist for Service Businesses';

async function renderManager() {
  const rendered = await renderApp('/admin/blogs', { signedInAs: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Blog Posts' });
  const table = await screen.findByRole('table', { name: 'Blog posts' });
  // The figures arrive with their own queries.
  await screen.findByText(/^\d+ of \d+ posts$/);
  return { ...rendered, table };
}

/** The titles in the table, in order (the Blog Post cell of each body row). */
function tableTitles(table: HTMLElement) {
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent?.trim() === 'Blog Post');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column].querySelector('span')?.textContent);
}

function stat(label: string) {
  const stats = screen.getByRole('heading', { name: 'Blog statistics' }).closest('section') as HTMLElement;
  return within(stats).getByText(label).nextElementSibling?.textContent;
}

describe('admin blog manager', () => {
  it('shows the four statistics, the counter and every post, drafts with a Draft badge', async () => {
    const { table, backend } = await renderManager();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const rows = await backend.store.list<{ createdAt: Date; views: number }>('blogs');
    const now = new Date();
    const thisMonth = rows.filter(
      (row) => row.createdAt.getFullYear() === now.getFullYear() && row.createdAt.getMonth() === now.getMonth(),
    ).length;
    expect(stat('Total Posts')).toBe('7');
    expect(stat('Total Views')).toBe('1,672');
    expect(stat('Categories')).toBe('7');
    expect(stat('This Month')).toBe(String(thisMonth));
    expect(screen.getByText('7 of 7 posts')).toBeInTheDocument();

    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Blog Post',
      'Category',
      'Author',
      'Views',
      'Published',
      'Actions',
    ]);
    // Newest first: the draft (a day old) leads.
    expect(tableTitles(table)).toEqual([
      DRAFT,
      'How to Choose a Tech Stack Your Team Can Live With',
      SEO_POST,
      'Shipping a Mobile MVP in Twelve Weeks',
      'Why Every Website Needs a Performance Budget',
      'Putting AI to Work in Customer Support, Responsibly',
      'Five Security Basics Every Growing Company Should Have',
    ]);

    const draftRow = within(table).getByText(DRAFT).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(within(draftRow).getByText('Technology')).toBeInTheDocument();
    expect(within(draftRow).getByText('Daniel Brooks')).toBeInTheDocument();
    const seoRow = within(table).getByText(SEO_POST).closest('tr') as HTMLElement;
    expect(within(seoRow).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(seoRow).getByText('Featured')).toBeInTheDocument();
    expect(within(seoRow).getByText('287')).toBeInTheDocument();
    expect(within(seoRow).getByText(/Twelve changes that help nearby customers find you/)).toBeInTheDocument();

    expect(within(seoRow).getByRole('link', { name: `View “${SEO_POST}”` })).toHaveAttribute('href', '/blog/local-seo-checklist');
    expect(within(seoRow).getByRole('link', { name: `Edit “${SEO_POST}”` })).toHaveAttribute(
      'href',
      '/admin/blogs/edit/local-seo-checklist',
    );
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/admin/blogs/create');
  });

  it('shows the defaults: first 100 characters, Uncategorized, Unknown and an unknown date', async () => {
    const content = `${'Plain words without an excerpt. '.repeat(5)}The end.`;
    control.replaceList = (posts) => [
      {
        ...posts[0],
        id: 'bare-post',
        title: 'A bare post',
        excerpt: '',
        content,
        category: '',
        authorName: '',
        createdAt: null,
      },
      ...posts.slice(1),
    ];
    const { table } = await renderManager();
    const row = within(table).getByText('A bare post').closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(`${content.slice(0, 100).trimEnd()}...`);
    expect(cells[1]).toHaveTextContent('Uncategorized');
    expect(cells[2]).toHaveTextContent('Unknown');
    expect(cells[4]).toHaveTextContent('Unknown');
  });

  it('searches title, content and author, filters by category, and counts what is shown', async () => {
    const { user } = await renderManager();
    const search = screen.getByRole('searchbox', { name: 'Search posts' });

    // An author's name, a title's words, a word of the body; the search runs once typing settles.
    await user.type(search, 'DANIEL');
    await waitFor(() =>
      expect(tableTitles(screen.getByRole('table', { name: 'Blog posts' }))).toEqual([DRAFT, 'Putting AI to Work in Customer Support, Responsibly']),
    );
    expect(await screen.findByText('2 of 7 posts')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'cloud bills');
    await waitFor(() => expect(tableTitles(screen.getByRole('table', { name: 'Blog posts' }))).toEqual([DRAFT]));

    await user.clear(search);
    await user.type(search, 'local se');
    await waitFor(() => expect(tableTitles(screen.getByRole('table', { name: 'Blog posts' }))).toEqual([SEO_POST]));

    await user.clear(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Cybersecurity');
    await waitFor(() => expect(tableTitles(screen.getByRole('table', { name: 'Blog posts' }))).toEqual(['Five Security Basics Every Growing Company Should Have']));
    expect(await screen.findByText('1 of 7 posts')).toBeInTheDocument();

    // Search and filter combine: nothing matches, and Clear brings everything back.
    await user.type(search, 'mobile');
    expect(await screen.findByText('No blog posts found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 7 posts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await screen.findByText('7 of 7 posts')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
  });

  it('shows 20 posts a page with Previous and Next, reading a page and its figures, not every post', async () => {
    const { user, backend } = await renderApp('/admin/blogs', {
      signedInAs: 'admin',
      prepare: async (b) => {
        for (let n = 1; n <= 38; n += 1) {
          await staffSet(b, 'blogs', `archive-note-${n}`, {
            title: `Archive note ${String(n).padStart(2, '0')}`,
            content: `Body ${n}.`,
            category: 'Business',
            isFeatured: false,
            isPublished: n % 2 === 0,
            views: 0,
            likes: 0,
            createdAt: SERVER_TIME,
            publishAt: SERVER_TIME,
            updatedAt: SERVER_TIME,
          });
        }
        b.meter?.reset();
      },
    });
    expect(await screen.findByText('45 of 45 posts')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const titles = () => tableTitles(screen.getByRole('table', { name: 'Blog posts' }));
    expect(titles()).toHaveLength(20);
    // A page of 21 (one to know there is a next), the counts, the sum and the categories in use.
    expect(backend.meter!.reads).toBeLessThan(45);

    const next = within(pages).getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    // Until page 2 has arrived, Next waits (it needs page 2's last post).
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await within(pages).findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(20));
  });

  it('deletes a post after confirmation, and keeps it when cancelled', async () => {
    const { user, table, backend } = await renderManager();

    await user.click(within(table).getByRole('button', { name: `Delete “${SEO_POST}”` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete blog post' });
    expect(within(dialog).getByText('Are you sure you want to delete this blog post?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(table).getByText(SEO_POST)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: `Delete “${SEO_POST}”` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete blog post' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(SEO_POST)).not.toBeInTheDocument());
    expect(await screen.findByText('6 of 6 posts')).toBeInTheDocument();
    await waitFor(() => expect(stat('Total Views')).toBe('1,385'));
    expect(await backend.store.get('blogs', 'local-seo-checklist')).toBeNull();
  });

  it('says so when a delete fails and keeps the post', async () => {
    control.deleteFailures = 1;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, table, backend } = await renderManager();
    await user.click(within(table).getByRole('button', { name: `Delete “${DRAFT}”` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting blog')).toBeInTheDocument();
    expect(within(table).getByText(DRAFT)).toBeInTheDocument();
    expect(await backend.store.get('blogs', 'draft-cloud-cost-review')).not.toBeNull();
  });

  it('shows "Error fetching blogs" when the posts cannot load, and tries again', async () => {
    control.listFailures = 1;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderApp('/admin/blogs', { signedInAs: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error fetching blogs')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error fetching blogs', expect.any(Error));
    expect(screen.getAllByText('Error fetching blogs').length).toBeGreaterThanOrEqual(2); // the panel and the toast
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Blog posts' })).toBeInTheDocument();
    expect(await screen.findByText('7 of 7 posts')).toBeInTheDocument();
  });

  it('offers "Create Your First Post" when there are no posts', async () => {
    await renderApp('/admin/blogs', {
      signedInAs: 'admin',
      prepare: async (backend) => {
        // Each with its address, as deleteBlog does (the rules free an address with its post).
        for (const post of await backend.store.list('blogs')) {
          await staffBatch(backend, [
            { op: 'delete', collection: 'blogs', id: post.id },
            ...(typeof post.slug === 'string' ? [{ op: 'delete' as const, collection: 'slugs', id: post.slug }] : []),
          ]);
        }
      },
    });
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Post' })).toHaveAttribute('href', '/admin/blogs/create');
    expect(screen.getByText('0 of 0 posts')).toBeInTheDocument();
    expect(stat('Total Posts')).toBe('0');
  });

  it('lists posts as cards on phones and tablets, with the same facts and actions', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 79.99rem'),
    }));
    const { user } = await renderApp('/admin/blogs', { signedInAs: 'admin' });
    const list = await screen.findByRole('list', { name: 'Blog posts' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('heading', { level: 3, name: DRAFT }).closest('article') as HTMLElement;
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).getByText('Category').nextElementSibling).toHaveTextContent('Technology');
    expect(within(card).getByText('Author').nextElementSibling).toHaveTextContent('Daniel Brooks');
    expect(within(card).getByRole('link', { name: `Edit “${DRAFT}”` })).toHaveAttribute(
      'href',
      '/admin/blogs/edit/draft-cloud-cost-review',
    );
    await user.click(within(card).getByRole('button', { name: `Delete “${DRAFT}”` }));
    expect(await screen.findByRole('dialog', { name: 'Delete blog post' })).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    const { router } = await renderApp('/admin/blogs', { signedInAs: 'user' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Blog Posts' })).not.toBeInTheDocument();
  });
});

import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from 'history';
import { HistoryRouter } from '@/context/history-router.tsx';
import { initialDataKeys, InitialDataProvider } from '@/context/initial-data.tsx';
import { AppProviders } from '@/app/providers.tsx';
import { AppRoutes } from '@/app/routes.tsx';
import { setBackendForTests } from '@/backend/index.ts';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { createSeed } from '@/backend/local/seed.ts';
import { TEAM } from '@/content/team.ts';
import { SERVER_TIME, type Backend } from '@/backend/types.ts';
import * as blogs from '@/features/blog/data/blogs.ts';
import { renderApp, renderRoutes } from '../render.tsx';
import { staffUpdate } from '../logged-writes.ts';

/** The data layer, passed through, with switchable failures and a count of recorded views. */
const failures = vi.hoisted(() => ({ list: 0, get: 0, view: 0 }));
vi.mock('@/features/blog/data/blogs.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/blog/data/blogs.ts')>();
  return {
    ...actual,
    listBlogPage: vi.fn(async (request: Parameters<typeof actual.listBlogPage>[0]) => {
      if (failures.list > 0) {
        failures.list -= 1;
        throw new Error('offline');
      }
      return actual.listBlogPage(request);
    }),
    getBlog: vi.fn(async (id: string) => {
      if (failures.get > 0) {
        failures.get -= 1;
        throw new Error('offline');
      }
      return actual.getBlog(id);
    }),
    getBlogByAddress: vi.fn(async (...args: Parameters<typeof actual.getBlogByAddress>) => {
      if (failures.get > 0) {
        failures.get -= 1;
        throw new Error('offline');
      }
      return actual.getBlogByAddress(...args);
    }),
    recordBlogView: vi.fn(async (id: string) => {
      if (failures.view > 0) {
        failures.view -= 1;
        throw new Error('offline');
      }
      return actual.recordBlogView(id);
    }),
  };
});

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion when a toast shows.
// (tests/setup.ts is shared and not ours to change, so the stub lives here.)
beforeAll(() => {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
});

afterEach(() => {
  failures.list = 0;
  failures.get = 0;
  failures.view = 0;
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const PUBLISHED_TITLES = [
  'How to Choose a Tech Stack Your Team Can Live With',
  'The Local SEO Checklist for Service Businesses',
  'Shipping a Mobile MVP in Twelve Weeks',
  'Why Every Website Needs a Performance Budget',
  'Putting AI to Work in Customer Support, Responsibly',
  'Five Security Basics Every Growing Company Should Have',
];
const DRAFT_TITLE = 'A Cloud Cost Review in One Afternoon';

/** The article titles the list shows, in order. */
async function listedTitles() {
  // The results' section is named by its heading: All Articles, or the chosen category.
  const section = await screen.findByRole('region', { name: /^(all articles|.*(development|business|technology|marketing|security|learning).*)$/i });
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

/** Like renderApp, under React StrictMode, with a chance to change the data before the first render. */
async function renderFresh(path: string, prepare?: (backend: Backend) => Promise<void>) {
  localStorage.clear();
  const backend = createLocalBackend();
  setBackendForTests(backend);
  await prepare?.(backend);
  const { router } = renderRoutes(path, { strict: true });
  return { backend, router };
}

async function waitForList() {
  await screen.findByRole('link', { name: PUBLISHED_TITLES[0] });
}

/**
 * "After everything settles", without a clock: every view the page asked to record has been answered
 * and React has rendered what followed. The page asks for a view in the effect of the render that shows
 * the loaded post, so once its figure (or heading) is on screen every request it will make has been made;
 * this waits for their answers, and again for any that an answer set off, until no new request appears.
 */
async function viewsSettled() {
  const recordings = () => vi.mocked(blogs.recordBlogView).mock.results;
  let seen = -1;
  while (seen !== recordings().length) {
    seen = recordings().length;
    await act(async () => {
      await Promise.allSettled(recordings().map((result) => result.value));
    });
  }
}

/**
 * The article's view figure, as a reader finds it: the views line among the details of the article
 * under the page's heading (the related articles below it list their own details).
 */
function viewsFigure() {
  const article = screen.getAllByRole('article').find((candidate) => within(candidate).queryByRole('heading', { level: 1 }));
  return within(within(article!).getByRole('list', { name: 'Article details' })).getByText(/^[\d,]+ views?$/);
}

describe('blog list', () => {
  it('lists the six published posts, newest first, and never the draft', async () => {
    await renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitForList();
    expect(await listedTitles()).toEqual(PUBLISHED_TITLES);
    expect(screen.queryByText(DRAFT_TITLE)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const stats = screen.getByRole('heading', { name: 'Blog statistics' }).closest('section') as HTMLElement;
    const stat = (label: string) => within(stats).getByText(label).nextElementSibling;
    await waitFor(() => expect(stat('Total Articles')).toHaveTextContent('6'));
    expect(stat('Total Views')).toHaveTextContent('1,672'); // 412 + 287 + 356 + 198 + 245 + 174
    expect(stat('Authors')).toHaveTextContent('6');
    expect(stat('Categories')).toHaveTextContent('6');
    expect(screen.getByRole('link', { name: 'The Local SEO Checklist for Service Businesses' })).toHaveAttribute(
      'href',
      '/blog/local-seo-checklist',
    );
    // Four tags: three shown, then "+1".
    expect(screen.getAllByText('+1')).toHaveLength(2); // the two posts with four tags
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('the footer links to the newsletter’s past issues, under Resources', async () => {
    await renderApp('/blog');
    const resources = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Resources' });
    expect(within(resources).getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/newsletter');
  });

  it('searches title, content and category, case-insensitively, and keeps the term in the URL', async () => {
    const { user, router } = await renderApp('/blog');
    await waitForList();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'seo');
    await waitFor(async () => expect(await listedTitles()).toEqual(['The Local SEO Checklist for Service Businesses']));
    await waitFor(() => expect(router.state.location.search).toBe('?q=seo'));

    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'CYBERSECURITY');
    await waitFor(async () => expect(await listedTitles()).toEqual(['Five Security Basics Every Growing Company Should Have']));
  });

  it("an article's tags are links to the blog's search for them, which finds the posts that share them", async () => {
    const { user, router } = await renderApp('/blog/local-seo-checklist');
    const tags = await screen.findByRole('region', { name: 'Tags' });
    const seo = within(tags).getByRole('link', { name: 'Articles tagged SEO' });
    expect(seo).toHaveAttribute('href', '/blog?q=SEO');
    await user.click(seo);
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    await waitFor(async () => expect(await listedTitles()).toEqual(['The Local SEO Checklist for Service Businesses']));
  });

  it('shows the empty state for a search with no results', async () => {
    const { user } = await renderApp('/blog');
    await waitForList();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'xyzzy-nothing');
    expect(await screen.findByText(/We couldn't find any articles matching/)).toHaveTextContent(
      `We couldn't find any articles matching "xyzzy-nothing"`,
    );
    expect(screen.queryByRole('link', { name: PUBLISHED_TITLES[0] })).not.toBeInTheDocument();
  });

  it('opens a shared link with its search, category, sort and view', async () => {
    await renderApp('/blog?q=the&sort=popular&view=list');
    await screen.findByRole('link', { name: PUBLISHED_TITLES[0] });
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('the');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    // Every seeded post mentions "the"; most viewed first (positions on purpose: this is about order).
    expect((await listedTitles())[0]).toBe('How to Choose a Tech Stack Your Team Can Live With');
    expect((await listedTitles())[1]).toBe('Shipping a Mobile MVP in Twelve Weeks');
  });

  it('filters by a category chip, clears, and goes back with the browser', async () => {
    const { user, router } = await renderApp('/blog');
    await waitForList();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const chips = screen.getByRole('group', { name: 'Categories' });
    const chip = await within(chips).findByRole('button', { name: 'Cybersecurity' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    await waitFor(() => expect(within(chips).getByRole('button', { name: 'Cybersecurity' })).toHaveAttribute('aria-pressed', 'true'));
    // The chip shows pressed as it is clicked; the filtered page follows when its read answers.
    await waitFor(async () => expect(await listedTitles()).toEqual(['Five Security Basics Every Growing Company Should Have']));
    expect(router.state.location.search).toBe('?category=Cybersecurity');

    await user.click(within(chips).getByRole('button', { name: 'Web Development' }));
    await waitFor(async () => expect(await listedTitles()).toEqual(['Why Every Website Needs a Performance Budget']));

    // The Clear All of the filter panel (the empty result offers one too).
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await waitFor(async () => expect(await listedTitles()).toHaveLength(6));

    await router.navigate(-1);
    await waitFor(async () => expect(await listedTitles()).toEqual(['Why Every Website Needs a Performance Budget']));
    expect(within(chips).getByRole('button', { name: 'Web Development' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers only the categories that have a published post, from the statistics row\'s figures', async () => {
    const { user } = await renderApp('/blog');
    await waitForList();
    const stats = screen.getByRole('heading', { name: 'Blog statistics' }).closest('section') as HTMLElement;
    await waitFor(() => expect(within(stats).getByText('Categories').nextElementSibling).toHaveTextContent('6'));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const chips = screen.getByRole('group', { name: 'Categories' });
    // Business has no post, and Technology only a draft: neither is offered. The rest in the blog's order.
    expect(within(chips).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Digital Marketing',
      'Web Development',
      'Mobile Development',
      'Software Development',
      'AI & Machine Learning',
      'Cybersecurity',
    ]);
    expect(within(chips).queryByRole('button', { name: 'Business' })).not.toBeInTheDocument();
    expect(within(chips).queryByRole('button', { name: 'Technology' })).not.toBeInTheDocument();
  });

  it('keeps the empty category a link names on offer, with its empty state and Clear All', async () => {
    const { user, router } = await renderApp('/blog?category=Business');
    expect(await screen.findByText('No articles are available at the moment.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const chips = screen.getByRole('group', { name: 'Categories' });
    await waitFor(() => expect(within(chips).getAllByRole('button')).toHaveLength(7));
    expect(within(chips).getByRole('button', { name: 'Business' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).queryByRole('button', { name: 'Technology' })).not.toBeInTheDocument();

    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await waitFor(async () => expect(await listedTitles()).toHaveLength(6));
    expect(router.state.location.search).toBe('');
    // Cleared, the empty category is no longer offered.
    expect(within(chips).queryByRole('button', { name: 'Business' })).not.toBeInTheDocument();
    expect(within(chips).getAllByRole('button')).toHaveLength(6);
  });

  it('offers a category once a post in it is published', async () => {
    // An admin publishes the Technology draft before the visit.
    await renderFresh('/blog', async (backend) => {
      await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await blogs.updateBlog('draft-cloud-cost-review', { isPublished: true });
      await backend.auth.signOut();
    });
    const user = userEvent.setup();
    await waitForList();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const chips = screen.getByRole('group', { name: 'Categories' });
    expect(await within(chips).findByRole('button', { name: 'Technology' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(chips).getAllByRole('button')).toHaveLength(7);
    expect(within(chips).queryByRole('button', { name: 'Business' })).not.toBeInTheDocument();
  });

  it('offers every category when the figures cannot be read', async () => {
    const failure = new Error('offline');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The statistics row's sum fails; the page of posts is read as usual.
    const { user } = await renderApp('/blog', {
      prepare: async (backend) => {
        vi.spyOn(backend.store, 'sum').mockRejectedValue(failure);
      },
    });
    await waitForList();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching blog statistics', failure));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const chips = screen.getByRole('group', { name: 'Categories' });
    expect(within(chips).getAllByRole('button')).toHaveLength(8);
  });

  it('sorts and switches to the list view', async () => {
    const { user, router } = await renderApp('/blog');
    await waitForList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    await waitFor(async () => expect(await listedTitles()).toEqual([...PUBLISHED_TITLES].reverse()));
    expect(screen.getByRole('option', { name: 'Most Popular' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Latest' })).toBeInTheDocument();

    const list = screen.getByRole('button', { name: 'List view' });
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(list);
    await waitFor(() => expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true'));
    expect(await listedTitles()).toHaveLength(6);
    expect(router.state.location.search).toBe('?sort=oldest&view=list');
  });

  it('pages 9 posts at a time in the grid and 6 in the list, and a change goes back to page 1', async () => {
    // Four more published posts (ten in all), added by an admin before the visit.
    const { router } = await renderFresh('/blog', async (backend) => {
      await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      for (let n = 1; n <= 4; n += 1) {
        await blogs.createBlog(
          {
            title: `Extra post ${n}`,
            excerpt: '',
            content: `Body of extra post ${n}.`,
            category: 'Business',
            tags: [],
            isFeatured: false,
            isPublished: true,
          },
          'Demo Admin',
        );
      }
      await backend.auth.signOut();
    });
    const user = userEvent.setup();
    await waitForList();
    expect(await listedTitles()).toHaveLength(9);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 1 of 2')).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Showing 1–9 of 10 articles')).toBeInTheDocument();

    // Next is one query from the last post shown; its address carries where it starts.
    await user.click(within(pagination).getByRole('link', { name: 'Next' }));
    await waitFor(async () => expect(await listedTitles()).toHaveLength(1));
    expect(router.state.location.search).toMatch(/^\?page=2&after=[^&]+$/);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(async () => expect(await listedTitles()).toHaveLength(9));
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(async () => expect(await listedTitles()).toHaveLength(1));

    // Switching view goes back to page 1: 6 in the list, then 4 on page 2.
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(async () => expect(await listedTitles()).toHaveLength(6));
    expect(router.state.location.search).toBe('?view=list');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(async () => expect(await listedTitles()).toHaveLength(4));
    expect(screen.getByText('Showing 7–10 of 10 articles')).toBeInTheDocument();

    // So does sorting; and back returns to page 2.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popular');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=popular&view=list'));
    await waitFor(async () => expect(await listedTitles()).toHaveLength(6));
    await router.navigate(-1);
    await waitFor(async () => expect(await listedTitles()).toHaveLength(4));
  });

  it('reads one page of posts, not the archive: a page costs the same reads with 10 posts as with 40', async () => {
    const readsFor = async (extra: number) => {
      const { backend } = await renderFresh('/blog', async (b) => {
        await b.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
        for (let n = 1; n <= extra; n += 1) {
          await blogs.createBlog(
            { title: `Archive post ${n}`, excerpt: '', content: `Body ${n}.`, category: 'Business', tags: [], isFeatured: false, isPublished: true },
            'Demo Admin',
          );
        }
        await b.auth.signOut();
        b.meter?.reset();
      });
      const stats = (await screen.findByRole('heading', { name: 'Blog statistics' })).closest('section') as HTMLElement;
      await waitFor(() => expect(within(stats).getByText('Total Articles').nextElementSibling).toHaveTextContent(String(6 + extra)));
      await waitFor(() => expect(screen.getByText(`Showing 1–9 of ${6 + extra} articles`)).toBeInTheDocument());
      return backend.meter?.reads ?? NaN;
    };
    const few = await readsFor(4);
    cleanup();
    const many = await readsFor(34);
    expect(many).toBe(few);
    // A page of 9 and the one after it, the count, the sum, and one read per author and per category —
    // twice, as StrictMode runs each load twice here — and never the 40 posts.
    expect(many).toBeLessThanOrEqual(2 * 30);
  });

  it('shows the error state, a toast and a retry when the posts cannot load', async () => {
    failures.list = 1;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderApp('/blog');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByText('Error fetching blogs').length).toBeGreaterThanOrEqual(2); // panel + toast
    expect(logged).toHaveBeenCalledWith('Error fetching blogs', expect.any(Error));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForList();
    expect(await listedTitles()).toHaveLength(6);
  });
});

describe('article page', () => {
  it('shows a published post, its paragraphs and share buttons, and counts one view', async () => {
    const { backend } = await renderApp('/blog/local-seo-checklist');
    const before = (await backend.store.get<{ views: number }>('blogs', 'local-seo-checklist'))?.views;
    expect(before).toBe(287);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Local SEO Checklist for Service Businesses' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The body arrives with its own chunk, just after the heading.
    expect((await screen.findByText(/Most service businesses win or lose customers/)).tagName).toBe('P');
    expect(screen.getByText(/Last, measure\./).tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Digital Marketing articles' })).toHaveAttribute(
      'href',
      '/blog?category=Digital%20Marketing',
    );
    expect(screen.getByRole('link', { name: 'Sofia Alvarez' })).toHaveAttribute('href', '/about#sofia-alvarez');
    expect(screen.getByText('1 min read')).toBeInTheDocument();

    const facebook = screen.getByRole('link', { name: 'Share on Facebook' });
    expect(facebook.getAttribute('href')).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https%3A%2F%2F.+%2Fblog%2Flocal-seo-checklist$/,
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook.getAttribute('rel')).toContain('noopener');
    const twitter = screen.getByRole('link', { name: 'Share on X (Twitter)' }).getAttribute('href') ?? '';
    expect(twitter).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=/);
    expect(twitter).toContain('&via=novaforgedigital');
    expect(twitter).toContain(`&text=${encodeURIComponent('The Local SEO Checklist for Service Businesses')}`);
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
    );
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();

    // One view, shown locally and stored, and only one even after everything settles.
    expect(await screen.findByText('288 views')).toBeInTheDocument();
    await waitFor(async () => expect((await backend.store.get<{ views: number }>('blogs', 'local-seo-checklist'))?.views).toBe(288));
    await viewsSettled();
    expect((await backend.store.get<{ views: number }>('blogs', 'local-seo-checklist'))?.views).toBe(288);
  });

  it('counts no view when an admin reads a published post, and shows the stored figure', async () => {
    const { backend } = await renderApp('/blog/local-seo-checklist', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'The Local SEO Checklist for Service Businesses' });
    expect(await screen.findByText('287 views')).toBeInTheDocument();
    // The admin's own reading (or checking an edit) is not a reader's view.
    await viewsSettled();
    expect(blogs.recordBlogView).not.toHaveBeenCalled();
    expect((await backend.store.get<{ views: number }>('blogs', 'local-seo-checklist'))?.views).toBe(287);
    expect(viewsFigure()).toHaveTextContent('287 views');
  });

  it('shows one figure on a reload of the prerendered page: the live one, never the build’s first', async () => {
    const ID = 'choosing-a-tech-stack-2026';
    localStorage.clear();
    const backend = createLocalBackend();
    setBackendForTests(backend);
    // The first visit counts this reader's view: 412 at build time, 413 now.
    const first = renderRoutes(`/blog/${ID}`);
    expect(await screen.findByText('413 views')).toBeInTheDocument();
    first.unmount();

    // The reload: the page as the build rendered it (412 views), then the live data.
    const built = { ...(await blogs.getBlog(ID))!, views: 412 };
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      // The article under the page's heading (related articles list their own details). By its label,
      // not by role: this runs on every change to the page.
      const details = document.querySelector('h1')?.closest('article')?.querySelectorAll('[aria-label="Article details"] li') ?? [];
      const text = [...details].map((item) => item.textContent ?? '').find((line) => /^[\d,]+ views?$/.test(line)) ?? '';
      if (text && shown.at(-1) !== text) shown.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const history = createMemoryHistory({ initialEntries: [`/blog/${ID}`] });
    render(
      <InitialDataProvider value={{ [initialDataKeys.blog(ID)]: built }}>
        <AppProviders>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </AppProviders>
      </InitialDataProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: built.title })).toBeInTheDocument();
    expect(await screen.findByText('413 views')).toBeInTheDocument();
    await viewsSettled();
    observer.disconnect();
    // Had the build's 412 shown first, the reload would have looked like a new view.
    expect(shown).toEqual(['413 views']);
    expect((await backend.store.get<{ views: number }>('blogs', ID))?.views).toBe(413);
  });

  it('shows the figure the page counted before the app started, and counts no view again', async () => {
    const ID = 'choosing-a-tech-stack-2026';
    setBackendForTests(createLocalBackend());
    const built = { ...(await blogs.getBlog(ID))!, views: 412 };
    // The page counted this visit's view before the app came (src/view-count.ts): 413.
    document.documentElement.setAttribute('data-view-counted', `${ID} 413`);
    try {
      render(
        <InitialDataProvider value={{ [initialDataKeys.blog(ID)]: built }}>
          <AppProviders>
            <HistoryRouter history={createMemoryHistory({ initialEntries: [`/blog/${ID}`] })}>
              <AppRoutes />
            </HistoryRouter>
          </AppProviders>
        </InitialDataProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: built.title })).toBeInTheDocument();
      expect(viewsFigure()).toHaveTextContent('413 views');
      await viewsSettled();
      expect(viewsFigure()).toHaveTextContent('413 views');
      expect(blogs.recordBlogView).not.toHaveBeenCalled();
    } finally {
      document.documentElement.removeAttribute('data-view-counted');
    }
  });

  it('counts one view under React StrictMode', async () => {
    const { backend } = await renderFresh('/blog/mobile-app-mvp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping a Mobile MVP in Twelve Weeks' })).toBeInTheDocument();
    expect(await screen.findByText('357 views')).toBeInTheDocument();
    await viewsSettled();
    expect(blogs.recordBlogView).toHaveBeenCalledTimes(1);
    expect((await backend.store.get<{ views: number }>('blogs', 'mobile-app-mvp'))?.views).toBe(357);
  });

  it('counts one view per reader: coming back does not count again, another reader does', async () => {
    const TITLE_412 = 'How to Choose a Tech Stack Your Team Can Live With';
    const { user, backend } = await renderApp('/blog/choosing-a-tech-stack-2026');
    await screen.findByRole('heading', { level: 1, name: TITLE_412 });
    expect(await screen.findByText('413 views')).toBeInTheDocument();
    const stored = async () => (await backend.store.get<{ views: number }>('blogs', 'choosing-a-tech-stack-2026'))?.views;
    await waitFor(async () => expect(await stored()).toBe(413));

    // The same reader (the same browser) comes back, and reloads: no second view.
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    await user.click(await screen.findByRole('link', { name: TITLE_412 }));
    await screen.findByRole('heading', { level: 1, name: TITLE_412 });
    await waitFor(() => expect(blogs.recordBlogView).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('413 views')).toBeInTheDocument();
    expect(await stored()).toBe(413);

    // Another reader (another browser: an identity of its own) counts once more.
    await act(() => backend.auth.signOut());
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    await user.click(await screen.findByRole('link', { name: TITLE_412 }));
    expect(await screen.findByText('414 views')).toBeInTheDocument();
    expect(await stored()).toBe(414);
  });

  it('only logs a view that cannot be recorded', async () => {
    failures.view = 1;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend } = await renderApp('/blog/web-performance-budget');
    await screen.findByRole('heading', { level: 1, name: 'Why Every Website Needs a Performance Budget' });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(await screen.findByText('198 views')).toBeInTheDocument();
    expect((await backend.store.get<{ views: number }>('blogs', 'web-performance-budget'))?.views).toBe(198);
    expect(screen.queryByRole('heading', { name: 'Error loading blog post' })).not.toBeInTheDocument();
  });

  it('shows the load error with Try again and Back to Blog, and counts no view', async () => {
    failures.get = 1;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderApp('/blog/ai-customer-support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error loading blog post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(logged).toHaveBeenCalledWith('Error fetching blog', expect.any(Error));
    expect(blogs.recordBlogView).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Putting AI to Work in Customer Support, Responsibly' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(blogs.recordBlogView).toHaveBeenCalledTimes(1));
  });

  it('copies the article’s canonical link, the one its share buttons send', async () => {
    const { user } = await renderApp('/blog/local-seo-checklist');
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    expect(copied).toMatch(/^https:\/\/[^/]+\/blog\/local-seo-checklist$/);
    const share = screen.getByRole('region', { name: 'Share this article' });
    const shared = new URL(within(share).getByRole('link', { name: /LinkedIn/ }).getAttribute('href')!);
    expect([...shared.searchParams.values()]).toContain(copied);
  });

  it('has no Related Articles section when no other post shares the category', async () => {
    const { backend } = await renderApp('/blog/security-basics-for-smes');
    await screen.findByRole('heading', { level: 1, name: 'Five Security Basics Every Growing Company Should Have' });
    // The seed has no other Cybersecurity post: no related section.
    expect(screen.queryByRole('heading', { name: 'Related Articles' })).not.toBeInTheDocument();

    expect(backend).toBeTruthy();
  });

  it('shows up to three other published posts of the category under Related Articles', async () => {
    // An admin moves three posts into Cybersecurity; the visitor then opens the fourth.
    await renderFresh('/blog/security-basics-for-smes', async (backend) => {
      await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      for (const id of ['web-performance-budget', 'ai-customer-support', 'mobile-app-mvp', 'local-seo-checklist']) {
        await blogs.updateBlog(id, { category: 'Cybersecurity' });
      }
      await blogs.updateBlog('draft-cloud-cost-review', { category: 'Cybersecurity' });
      await backend.auth.signOut();
    });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Related Articles' })).closest('section') as HTMLElement;
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'The Local SEO Checklist for Service Businesses',
      'Shipping a Mobile MVP in Twelve Weeks',
      'Why Every Website Needs a Performance Budget',
    ]);
    expect(within(section).queryByText('Five Security Basics Every Growing Company Should Have')).not.toBeInTheDocument();
  });

  it('hides a draft from visitors', async () => {
    await renderApp('/blog/draft-cloud-cost-review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByText('The blog post you are looking for does not exist or has been removed.')).toBeInTheDocument();
    expect(screen.queryByText(DRAFT_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(blogs.recordBlogView).not.toHaveBeenCalled();
  });

  it('shows a draft to an admin without counting a view', async () => {
    const { backend } = await renderApp('/blog/draft-cloud-cost-review', { signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: DRAFT_TITLE })).toBeInTheDocument();
    expect(screen.getByText(/this post is not published/)).toBeInTheDocument();
    expect(screen.getByText(/Cloud bills grow quietly/)).toBeInTheDocument();
    await viewsSettled();
    expect((await backend.store.get<{ views: number }>('blogs', 'draft-cloud-cost-review'))?.views).toBe(0);
  });

  it('shows not found for an unknown id', async () => {
    await renderApp('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });
});

describe('authors', () => {
  it('names each seeded post’s author: a member of the team on the About page, linked to them', async () => {
    const seed = createSeed(new Date());
    const published = Object.entries(seed.collections.blogs).filter(([, post]) => post.isPublished === true);
    expect(published).toHaveLength(6);
    for (const [id, post] of published) {
      const member = TEAM.find((candidate) => candidate.name === post.authorName);
      expect(member, `the author of ${id}, ${String(post.authorName)}, is on the team`).toBeDefined();
      await renderApp(`/blog/${id}`);
      await screen.findByRole('heading', { level: 1, name: String(post.title) });
      const details = screen.getByRole('list', { name: 'Article details' });
      expect(within(details).getByRole('link', { name: member!.name })).toHaveAttribute('href', `/about#${member!.id}`);
      cleanup();
    }
  });
});

describe('cover images, plain text and defaults', () => {
  const TITLE = 'The Local SEO Checklist for Service Businesses';
  const COVER = 'https://images.example.com/seo.jpg';

  it('shows a cover on the card and the article, the body as text, and "Admin" for a missing author', async () => {
    const user = userEvent.setup();
    await renderFresh('/blog', async (backend) => {
      await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await blogs.updateBlog('local-seo-checklist', {
        image: COVER,
        content: '<b>Bold?</b> No, plain text.\n\n<img src="x" alt="injected">',
      });
      // The seeded posts all have covers (imagery): this one loses its own, to show the placeholder.
      await blogs.updateBlog('choosing-a-tech-stack-2026', { image: null });
      await staffUpdate(backend, 'blogs', 'local-seo-checklist', { authorName: '', updatedAt: SERVER_TIME });
      await backend.auth.signOut();
    });

    const link = await screen.findByRole('link', { name: TITLE });
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByRole('img', { name: `Cover for “${TITLE}”` })).toHaveAttribute('src', COVER);
    expect(within(card).getByText('Admin')).toBeInTheDocument();
    // Posts without a cover have no image at all, only a drawn placeholder.
    const other = (await screen.findByRole('link', { name: PUBLISHED_TITLES[0] })).closest('article') as HTMLElement;
    expect(within(other).queryByRole('img')).not.toBeInTheDocument();

    await user.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: TITLE });
    const article = heading.closest('article') as HTMLElement;
    expect(within(article).getByRole('img', { name: `Cover for “${TITLE}”` })).toHaveAttribute('src', COVER);
    expect(within(article).getByText('<b>Bold?</b> No, plain text.')).toBeInTheDocument();
    expect(within(article).getByText('<img src="x" alt="injected">')).toBeInTheDocument();
    expect(within(article).queryByRole('img', { name: 'injected' })).not.toBeInTheDocument();
    expect(article.querySelector('b')).toBeNull();
    expect(within(article).getByText('Admin')).toBeInTheDocument();
  });
});

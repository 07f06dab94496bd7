import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TIME } from '@/backend/types.ts';
import { renderApp } from '../render.tsx';
import { staffUpdate } from '../logged-writes.ts';

const ALL_TITLES = [
  'Custom Software Development',
  'Mobile App Development',
  'Web Development',
  'Digital Marketing',
  'Database Solutions',
  'Cybersecurity',
];

async function findServiceList() {
  return screen.findByRole('list', { name: 'Services' });
}

function cardTitles(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('Services page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the six active services as priced cards with anchors', async () => {
    await renderApp('/services');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const list = await findServiceList();
    expect(cardTitles(list)).toEqual(ALL_TITLES);

    const software = within(list).getByRole('article', { name: 'Custom Software Development' });
    expect(software).toHaveAttribute('id', 'software');
    expect(within(software).getByText('Most Popular')).toBeInTheDocument();
    expect(within(software).getByText('$5,000')).toBeInTheDocument();
    expect(within(software).getByText('4-12 weeks')).toBeInTheDocument();
    expect(within(software).getByText('Automated testing')).toBeInTheDocument();
    // Get Started opens the contact form with this service chosen.
    expect(within(software).getByRole('link', { name: /^get started/i })).toHaveAttribute(
      'href',
      '/contact?service=Custom%20Software%20Development',
    );

    const web = within(list).getByRole('article', { name: 'Web Development' });
    expect(web).toHaveAttribute('id', 'web');
    expect(within(web).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(web).getByText('$2,500')).toBeInTheDocument();
  });

  it('filters the cards by category', async () => {
    const { user } = await renderApp('/services');
    const list = await findServiceList();
    const filters = screen.getByRole('group', { name: 'Filter services by category' });
    expect(within(filters).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Services',
      'Development',
      'Mobile',
      'Web',
      'Marketing',
      'Security',
    ]);
    const all = within(filters).getByRole('button', { name: 'All Services' });
    const mobile = within(filters).getByRole('button', { name: 'Mobile' });
    expect(all).toHaveAttribute('aria-pressed', 'true');

    await user.click(mobile);
    expect(mobile).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(['Mobile App Development']);
    expect(screen.getByText('Showing 1 service')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Development' }));
    expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual([
      'Custom Software Development',
      'Database Solutions',
    ]);

    await user.click(within(filters).getByRole('button', { name: 'Security' }));
    expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(['Cybersecurity']);

    await user.click(all);
    expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(ALL_TITLES);
    expect(list).toBeInTheDocument();
  });

  it('keeps the category filter in the address: a shared link opens filtered, and Back is not flooded', async () => {
    const { user, router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' });
    await router.navigate('/services?category=mobile');
    await findServiceList();
    const filters = screen.getByRole('group', { name: 'Filter services by category' });
    expect(within(filters).getByRole('button', { name: 'Mobile' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(['Mobile App Development']);

    await user.click(within(filters).getByRole('button', { name: 'Web' }));
    expect(router.state.location.search).toBe('?category=web');
    expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(['Web Development']);
    await user.click(within(filters).getByRole('button', { name: 'Marketing' }));
    expect(router.state.location.search).toBe('?category=marketing');
    expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(['Digital Marketing']);

    // All Services leaves the address without a filter.
    await user.click(within(filters).getByRole('button', { name: 'All Services' }));
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.location.search).toBe('');
    expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(ALL_TITLES);

    // Changing the filter replaced the entry: one Back returns to the page before.
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' })).toBeInTheDocument();
  });

  it('follows the category in the address, and shows every service for one the filter does not know', async () => {
    const { router } = await renderApp('/services?category=quantum');
    expect(cardTitles(await findServiceList())).toEqual(ALL_TITLES);
    const filters = screen.getByRole('group', { name: 'Filter services by category' });
    expect(within(filters).getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');

    // A link to another category of the same page (say, from the footer).
    await router.navigate('/services?category=security');
    await waitFor(() => expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(['Cybersecurity']));
    expect(within(filters).getByRole('button', { name: 'Security' })).toHaveAttribute('aria-pressed', 'true');
    await router.navigate(-1);
    await waitFor(() => expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(ALL_TITLES));
  });

  it('opens a shared link to a category with no active service on its empty state, whose Show All Services clears it', async () => {
    const { user, router } = await renderApp('/services?category=security', {
      signedInAs: 'admin',
      prepare: (backend) => staffUpdate(backend, 'services', 'security', { isActive: false, updatedAt: SERVER_TIME }),
    });
    expect(await screen.findByText('No packaged service in this category right now')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 services')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show All Services' }));
    expect(router.state.location.search).toBe('');
    expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(ALL_TITLES.filter((title) => title !== 'Cybersecurity'));
  });

  it('hides services an admin has deactivated', async () => {
    const { backend, router } = await renderApp('/services', { signedInAs: 'admin' });
    await findServiceList();
    await staffUpdate(backend, 'services', 'web', { isActive: false, updatedAt: SERVER_TIME });
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' });
    await router.navigate('/services');
    await waitFor(() =>
      expect(cardTitles(screen.getByRole('list', { name: 'Services' }))).toEqual(
        ALL_TITLES.filter((title) => title !== 'Web Development'),
      ),
    );
  });

  it('falls back to the built-in catalogue when the services cannot be loaded', async () => {
    const { backend, router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const failure = new Error('offline');
    vi.spyOn(backend.store, 'list').mockRejectedValue(failure);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await router.navigate('/services');
    const list = await findServiceList();
    expect(cardTitles(list)).toEqual(ALL_TITLES);
    expect(consoleError).toHaveBeenCalledWith('Error fetching services', failure);
  });

  it('opens the contact form with the service chosen from its Get Started', async () => {
    const { user, router } = await renderApp('/services');
    const list = await findServiceList();
    const web = within(list).getByRole('article', { name: 'Web Development' });
    await user.click(within(web).getByRole('link', { name: 'Get Started with Web Development' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Let's Talk About Your Project" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('combobox', { name: /Service Interested In/ })).toHaveValue('Web Development');
  });

  it('explains the four-step process and links to contact', async () => {
    await renderApp('/services');
    const process = await screen.findByRole('region', { name: 'A proven four-step process' });
    const steps = within(process).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(steps).toEqual(['Step 1: Discovery', 'Step 2: Planning', 'Step 3: Development', 'Step 4: Launch']);
    const cta = screen.getByRole('region', { name: 'Not sure which service you need?' });
    for (const link of within(cta).getAllByRole('link')) expect(link).toHaveAttribute('href', '/contact');
  });
});

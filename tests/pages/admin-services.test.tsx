import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, STORAGE_KEY } from '@/backend/local/db.ts';
import { renderApp } from '../render.tsx';

/** Ratings come from reviews, not from the admin: written straight into the demo store's data. */
function rate(ratings: Record<string, { rating: number; reviews: number }>) {
  const data = decode(localStorage.getItem(STORAGE_KEY)!);
  for (const [id, rating] of Object.entries(ratings)) Object.assign(data.collections.services[id], rating);
  localStorage.setItem(STORAGE_KEY, encode(data));
}

async function openManager(ratings: Record<string, { rating: number; reviews: number }> = {}) {
  const app = await renderApp('/admin/services', { signedInAs: 'admin', prepare: async () => rate(ratings) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Services' });
  return app;
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Services' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** A figure card's value: the line under its title. */
const stat = (name: string) => within(screen.getByRole('group', { name })).getByText(name).nextElementSibling?.textContent;

const card = (title: string) => within(screen.getByRole('list', { name: 'Services' })).getByRole('article', { name: title });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Admin services manager', () => {
  it('shows the stats of the seeded services: totals, categories and the average rating to one decimal', async () => {
    await openManager();
    expect(stat('Total Services')).toBe('6');
    expect(stat('Active Services')).toBe('6');
    expect(stat('Categories')).toBe('6');
    // No reviews are collected, so no rating is made up: the average says so, and no card shows one.
    expect(stat('Avg Rating')).toBe('0.0');
    expect(within(screen.getByRole('group', { name: 'Avg Rating' })).getByText('No reviews collected yet')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Services' })).queryByText('Rating')).not.toBeInTheDocument();
    expect(screen.getByText('6 of 6 services')).toBeInTheDocument();

    const web = card('Web Development');
    expect(within(web).getByText('Active')).toBeInTheDocument();
    expect(within(web).getByText('$2,500')).toBeInTheDocument();
    expect(within(web).getByText('Fast, accessible websites and web applications that rank well and convert visitors.')).toBeInTheDocument();
    expect(within(web).getAllByText('Web Development')).toHaveLength(2); // title and category
  });

  it('shows a rating only where reviews gave one, and averages the rated services', async () => {
    await openManager({ security: { rating: 5, reviews: 1 }, web: { rating: 4, reviews: 62 } });
    expect(within(card('Cybersecurity')).getByText('5.0 (1 review)')).toBeInTheDocument();
    expect(within(card('Web Development')).getByText('4.0 (62 reviews)')).toBeInTheDocument();
    expect(within(card('Mobile App Development')).queryByText('Rating')).not.toBeInTheDocument();
    expect(stat('Avg Rating')).toBe('4.5');
    expect(within(screen.getByRole('group', { name: 'Avg Rating' })).getByText('From 2 rated services')).toBeInTheDocument();
  });

  it('searches title, description and category, combined with the category filter', async () => {
    const { user } = await openManager();
    const search = screen.getByLabelText('Search services');
    const category = screen.getByLabelText('Category');
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Categories',
      'Web Development',
      'Mobile Development',
      'Digital Marketing',
      'Software Development',
      'Database Solutions',
      'Cybersecurity',
      'Cloud Services',
      'Consulting',
    ]);

    // "web" is in one title and one description; case does not matter.
    await user.type(search, 'WEB');
    expect(cardTitles()).toEqual(['Web Development']);
    expect(screen.getByText('1 of 6 services')).toBeInTheDocument();

    // "campaigns" only in a description.
    await user.clear(search);
    await user.type(search, 'campaigns');
    expect(cardTitles()).toEqual(['Digital Marketing']);

    // "development" in three titles; the category filter narrows it to one.
    await user.clear(search);
    await user.type(search, 'development');
    expect(cardTitles()).toHaveLength(3);
    await user.selectOptions(category, 'Mobile Development');
    expect(cardTitles()).toEqual(['Mobile App Development']);
    expect(screen.getByText('1 of 6 services')).toBeInTheDocument();

    // Nothing matches: the empty state, and a way back.
    await user.selectOptions(category, 'Cybersecurity');
    expect(screen.getByRole('heading', { name: 'No services found' })).toBeInTheDocument();
    expect(screen.getByText('0 of 6 services')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(cardTitles()).toHaveLength(6);
    expect(search).toHaveValue('');
  });

  it('deactivates and activates a service, and the public page follows', async () => {
    const { user, backend, router } = await openManager();
    await user.click(within(card('Web Development')).getByRole('button', { name: 'Deactivate Web Development' }));
    expect(await screen.findByText('Service deactivated successfully')).toBeInTheDocument();
    expect(within(card('Web Development')).getByText('Inactive')).toBeInTheDocument();
    expect(stat('Active Services')).toBe('5');
    const stored = await backend.store.get('services', 'web');
    expect(stored?.isActive).toBe(false);

    await router.navigate('/services');
    await screen.findByRole('heading', { level: 1, name: 'Everything you need to build, launch and grow' });
    const publicList = await screen.findByRole('list', { name: 'Services' });
    await waitFor(() => expect(within(publicList).getAllByRole('article')).toHaveLength(5));
    expect(within(publicList).queryByRole('article', { name: 'Web Development' })).not.toBeInTheDocument();

    await router.navigate('/admin/services');
    await screen.findByRole('heading', { level: 1, name: 'Services' });
    await screen.findByRole('button', { name: 'Activate Web Development' });
    await user.click(within(card('Web Development')).getByRole('button', { name: 'Activate Web Development' }));
    expect(await screen.findByText('Service activated successfully')).toBeInTheDocument();
    expect(within(card('Web Development')).getByText('Active')).toBeInTheDocument();
    expect((await backend.store.get('services', 'web'))?.isActive).toBe(true);
  });

  it('adds a service: required fields, features, duration and popular flag; it shows on /services', async () => {
    const { user, backend, router } = await openManager();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });

    // Empty: every required field says so, and nothing is stored.
    await user.type(within(dialog).getByLabelText(/^Price/), '$4,000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(within(dialog).getByText('Please enter a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a description.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a category.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Price/)).toHaveValue('$4,000');

    await user.type(within(dialog).getByLabelText(/^Title/), 'Cloud Migration');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Move your systems to the cloud without downtime.');
    expect(within(within(dialog).getByLabelText(/^Category/)).getAllByRole('option')).toHaveLength(9);
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Cloud Services');
    await user.type(within(dialog).getByLabelText(/^Duration/), '4-8 weeks');
    const feature = within(dialog).getByLabelText('New feature');
    await user.type(feature, 'Migration plan{Enter}');
    await user.type(feature, '  Zero-downtime cutover ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Feature' }));
    await user.type(feature, 'migration plan{Enter}'); // already listed
    const features = within(dialog).getByRole('list', { name: 'Features' });
    expect(within(features).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Migration plan',
      'Zero-downtime cutover',
    ]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Most Popular' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(await screen.findByText('Service added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Service' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('7 of 7 services')).toBeInTheDocument());
    // Newest first (a position on purpose: this is about order); not rated yet, so the average is unchanged.
    expect(cardTitles()[0]).toBe('Cloud Migration');
    expect(stat('Categories')).toBe('7');
    expect(stat('Avg Rating')).toBe('0.0');

    const rows = await backend.store.list('services');
    const added = rows.find((row) => row.title === 'Cloud Migration');
    expect(added).toMatchObject({
      description: 'Move your systems to the cloud without downtime.',
      category: 'Cloud Services',
      price: '$4,000',
      duration: '4-8 weeks',
      features: ['Migration plan', 'Zero-downtime cutover'],
      isPopular: true,
      isActive: true,
      views: 0,
      rating: 0,
      reviews: 0,
    });
    expect(added?.createdAt).toBeInstanceOf(Date);
    expect(added?.updatedAt).toEqual(added?.createdAt);

    // Visitors see it, with the features, price and duration, and an icon from its category.
    await router.navigate('/services');
    await screen.findByRole('heading', { level: 1, name: 'Everything you need to build, launch and grow' });
    const publicCard = await screen.findByRole('article', { name: 'Cloud Migration' });
    expect(within(publicCard).getByText('$4,000')).toBeInTheDocument();
    expect(within(publicCard).getByText('4-8 weeks')).toBeInTheDocument();
    expect(within(publicCard).getByText('Zero-downtime cutover')).toBeInTheDocument();
    expect(within(publicCard).getByText('Most Popular')).toBeInTheDocument();
    expect(publicCard.querySelector('svg')).not.toBeNull();
  });

  it('edits a service in the same form, prefilled; createdAt stays and updatedAt moves', async () => {
    const { user, backend } = await openManager({ web: { rating: 4.9, reviews: 62 } });
    const before = await backend.store.get('services', 'web');
    await user.click(within(card('Web Development')).getByRole('button', { name: 'Edit Web Development' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Service' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Web Development');
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue('Web Development');
    expect(within(dialog).getByLabelText(/^Price/)).toHaveValue('$2,500');
    expect(within(dialog).getByLabelText(/^Duration/)).toHaveValue('3-10 weeks');
    expect(within(within(dialog).getByRole('list', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(4);

    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '$2,900');
    await user.click(within(dialog).getByRole('button', { name: 'Remove feature SEO foundations' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Web Development')).getByText('$2,900')).toBeInTheDocument());
    const after = await backend.store.get('services', 'web');
    expect(after).toMatchObject({ price: '$2,900', features: ['Responsive design', 'Content management', 'Performance tuning'] });
    expect(after?.createdAt).toEqual(before?.createdAt);
    expect((after?.updatedAt as Date).getTime()).toBeGreaterThan((before?.updatedAt as Date).getTime());
    expect(after).toMatchObject({ rating: 4.9, reviews: 62 });
  });

  it('deletes a service only after confirming', async () => {
    const { user, backend } = await openManager();
    await user.click(within(card('Cybersecurity')).getByRole('button', { name: 'Delete Cybersecurity' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Service' });
    expect(within(dialog).getByText('Are you sure you want to delete this service?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cardTitles()).toContain('Cybersecurity');

    await user.click(within(card('Cybersecurity')).getByRole('button', { name: 'Delete Cybersecurity' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Service' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted successfully')).toBeInTheDocument();
    expect(cardTitles()).not.toContain('Cybersecurity');
    expect(screen.getByText('5 of 5 services')).toBeInTheDocument();
    expect(await backend.store.get('services', 'security')).toBeNull();
  });

  it('reports failures with the spec’s toasts and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, backend } = await openManager();
    const failure = () => Promise.reject(new Error('offline'));
    // (Each change is one batch: the service, and the content version the public pages check.)

    vi.spyOn(backend.store, 'batch').mockImplementationOnce(failure);
    await user.click(within(card('Web Development')).getByRole('button', { name: 'Deactivate Web Development' }));
    expect(await screen.findByText('Error updating service status')).toBeInTheDocument();
    expect(within(card('Web Development')).getByText('Active')).toBeInTheDocument();

    vi.spyOn(backend.store, 'batch').mockImplementationOnce(failure);
    await user.click(within(card('Cybersecurity')).getByRole('button', { name: 'Delete Cybersecurity' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Service' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting service')).toBeInTheDocument();
    expect(cardTitles()).toContain('Cybersecurity');
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Service' })).getByRole('button', { name: 'Cancel' }));

    vi.spyOn(backend.store, 'batch').mockImplementationOnce(failure);
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Retainer');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Monthly support hours.');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Consulting');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Error adding service')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Retainer');
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue('Consulting');
    expect(within(dialog).getByRole('button', { name: 'Add Service' })).toBeEnabled();
  });

  it('empties the list and offers the first service when the services cannot be read', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend, user } = await renderApp('/admin/services', { signedInAs: 'admin' });
    const list = backend.store.list.bind(backend.store);
    vi.spyOn(backend.store, 'list').mockImplementation((collection, query) =>
      collection === 'services' ? Promise.reject(new Error('offline')) : list(collection, query),
    );
    expect(await screen.findByText('Error fetching services')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching services', expect.any(Error));
    expect(await screen.findByRole('heading', { name: 'No services found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Service' })).toBeInTheDocument();
    expect(screen.getByText('0 of 0 services')).toBeInTheDocument();
    expect(stat('Avg Rating')).toBe('0.0');
    await user.click(screen.getByRole('button', { name: 'Add Your First Service' }));
    expect(await screen.findByRole('dialog', { name: 'Add Service' })).toBeInTheDocument();
  });
});

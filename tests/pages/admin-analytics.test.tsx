import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render.tsx';

/** The rows of a chart's text alternative, as the cells' text. */
function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent ?? ''));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Admin analytics', () => {
  it('shows the dashboard cards and marks Analytics in the sidebar', async () => {
    await renderApp('/admin/analytics', { signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Total Users', 'Total Blogs', 'Contact Messages', 'Total Views']) {
      expect(await screen.findByRole('group', { name })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('group', { name: 'Contact Messages' })).getByText('2 unread')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('charts the five most viewed posts, with the numbers in a text alternative', async () => {
    await renderApp('/admin/analytics', { signedInAs: 'admin' });
    const region = await screen.findByRole('region', { name: 'Top Posts by Views' });
    const figure = within(region).getByRole('figure', { name: 'The 5 most viewed blog posts, by number of views.' });
    const table = within(figure).getByRole('table', { name: 'The 5 most viewed blog posts, by number of views.' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Post', 'Views']);
    // The seeded posts' views; the unread draft is left out.
    expect(tableRows(table)).toEqual([
      ['How to Choose a Tech Stack Your Team Can Live With', '412'],
      ['Shipping a Mobile MVP in Twelve Weeks', '356'],
      ['The Local SEO Checklist for Service Businesses', '287'],
      ['Putting AI to Work in Customer Support, Responsibly', '245'],
      ['Why Every Website Needs a Performance Budget', '198'],
    ]);
    // The picture itself is hidden from assistive technology: the table says it once.
    const bars = figure.querySelectorAll('svg rect.fill-brand-600');
    expect(bars).toHaveLength(5);
    expect(Number(bars[0].getAttribute('width'))).toBe(100);
    expect(Number(bars[4].getAttribute('width'))).toBeCloseTo((198 / 412) * 100);
  });

  it('charts enquiries per month by status for the last six months (fixed date)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12));
    await renderApp('/admin/analytics', { signedInAs: 'admin' });
    const region = await screen.findByRole('region', { name: 'Enquiries per Month' });
    const table = within(region).getByRole('table', { name: 'Enquiries received in each of the last 6 months, by status.' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Month',
      'Unread',
      'Read',
      'Replied',
      'Total',
    ]);
    // The seed's six enquiries: 0, 2, 6, 11 days ago (March) and 20, 34 days ago (February).
    expect(tableRows(table)).toEqual([
      ['October 2025', '0', '0', '0', '0'],
      ['November 2025', '0', '0', '0', '0'],
      ['December 2025', '0', '0', '0', '0'],
      ['January 2026', '0', '0', '0', '0'],
      ['February 2026', '0', '1', '1', '2'],
      ['March 2026', '2', '1', '1', '4'],
    ]);
    // Colour is not the only cue: the legend names each status.
    expect(region).toHaveTextContent('UnreadReadReplied');
  });

  it('still draws the charts when enquiries cannot be loaded, and says so', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend } = await renderApp('/admin/analytics', { signedInAs: 'admin' });
    // The enquiries' counts fail (the chart is counts, not a download of every enquiry).
    const count = backend.store.count.bind(backend.store);
    vi.spyOn(backend.store, 'count').mockImplementation((collection, query) =>
      collection === 'contact_messages' ? Promise.reject(new Error('offline')) : count(collection, query),
    );

    const region = await screen.findByRole('region', { name: 'Enquiries per Month' });
    expect(await screen.findByText('Error fetching messages')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching messages', expect.any(Error));
    const rows = tableRows(within(region).getByRole('table'));
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.slice(1).every((cell) => cell === '0'))).toBe(true);
    // The posts still load.
    expect(tableRows(within(screen.getByRole('region', { name: 'Top Posts by Views' })).getByRole('table'))).toHaveLength(5);
  });

  it('says when no post has been read yet', async () => {
    const { backend } = await renderApp('/admin/analytics', { signedInAs: 'admin' });
    const list = backend.store.list.bind(backend.store);
    vi.spyOn(backend.store, 'list').mockImplementation(async (collection, query) => {
      const rows = await list(collection, query);
      return collection === 'blogs' ? rows.map((row) => ({ ...row, views: 0 })) : rows;
    });
    const region = await screen.findByRole('region', { name: 'Top Posts by Views' });
    expect(within(region).getByText('No post has been viewed yet.')).toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });
});

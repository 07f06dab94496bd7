/**
 * Admin → Activity, the audit log: the seeded entries newest first, the filters (area, person, dates,
 * in the address), 20 a page, links to what changed unless it is gone, and admins only.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITORS_NOTICE } from '@/app/guards.tsx';
import { decode, encode, STORAGE_KEY } from '@/backend/local/db.ts';
import { SEEDED_ACTIVITY } from '@/backend/local/seed/activity.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { renderApp } from '../render.tsx';

/** The data layer, passed through, with switchable failures. */
const control = vi.hoisted(() => ({ pageFailures: 0 }));
vi.mock('@/features/activity/data/activity.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/activity/data/activity.ts')>();
  return {
    ...actual,
    listActivityPage: vi.fn(async (...args: Parameters<typeof actual.listActivityPage>) => {
      if (control.pageFailures > 0) {
        control.pageFailures -= 1;
        throw new Error('offline');
      }
      return actual.listActivityPage(...args);
    }),
  };
});

afterEach(() => {
  control.pageFailures = 0;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const DAY = 24 * 3600 * 1000;
const SUMMARIES = SEEDED_ACTIVITY.map((entry) => entry.summary);
const summariesOf = (keep: (entry: (typeof SEEDED_ACTIVITY)[number]) => boolean) => SEEDED_ACTIVITY.filter(keep).map((entry) => entry.summary);

const table = () => screen.getByRole('table', { name: 'Activity' });
/** The table's rows (without the header row). */
const rows = () => within(table()).getAllByRole('row').slice(1);
/** Each row's last cell: what changed. */
const summaries = () => rows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent?.replace(/ \(deleted\)$/, ''));
const rowOf = (summary: string) => {
  const row = rows().find((candidate) => candidate.textContent?.includes(summary));
  if (!row) throw new Error(`No row with ${summary}`);
  return row;
};

/** A local date some days before now, as a date field holds it. */
function dateDaysAgo(days: number) {
  const date = new Date(Date.now() - days * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function openActivity(path = '/admin/activity') {
  const app = await renderApp(path, { signedInAs: 'admin' });
  await screen.findByRole('table', { name: 'Activity' });
  return app;
}

async function typeDate(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

describe('Admin activity', () => {
  it('lists the seeded entries newest first: when, who, the area and what changed', async () => {
    await openActivity();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByText('Every change staff made: who, what and when.')).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['When', 'Who', 'Area', 'What']);
    expect(summaries()).toEqual(SUMMARIES);
    expect(await screen.findByText('9 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    const newest = rowOf(SUMMARIES[0]);
    expect(within(newest).getByText(DEMO_ACCOUNTS.editor.displayName)).toBeInTheDocument();
    expect(within(newest).getByText('Posts')).toBeInTheDocument();
    // The date and the time ("Mar 14, 2026, 11:15 AM"), with the moment for machines.
    const time = newest.querySelector('time');
    expect(time?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:15 AM$/);
    expect(new Date(time!.getAttribute('datetime')!).getHours()).toBe(11);
    expect(within(rowOf('Made Demo Editor an editor')).getByText(DEMO_ACCOUNTS.admin.displayName)).toBeInTheDocument();
    expect(within(rowOf('Made Demo Editor an editor')).getByText('Users')).toBeInTheDocument();
  });

  it('filters by area and by person, and the address holds the filters', async () => {
    const { user, router } = await openActivity();
    const area = screen.getByLabelText('Area');
    expect(within(area).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All areas',
      'Posts',
      'Services',
      'Settings',
      'Users',
      'Enquiries',
      'Applications',
      'Openings',
      'Subscribers',
      'Newsletter',
      'Mail',
    ]);
    const person = screen.getByLabelText('Person');
    await waitFor(() => expect(within(person).getAllByRole('option').map((option) => option.textContent)).toEqual(['Everyone', 'Demo Admin', 'Demo Editor']));

    await user.selectOptions(area, 'services');
    await waitFor(() => expect(summaries()).toEqual(summariesOf((entry) => entry.area === 'services')));
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?area=services');

    await user.selectOptions(area, 'all');
    await user.selectOptions(person, DEMO_ACCOUNTS.editor.uid);
    await waitFor(() => expect(summaries()).toEqual(summariesOf((entry) => entry.staff === 'editor')));
    expect(router.state.location.search).toBe(`?by=${DEMO_ACCOUNTS.editor.uid}`);

    // Both: the editor changed no service.
    await user.selectOptions(area, 'services');
    expect(await screen.findByRole('heading', { name: 'No activity matches these filters' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Activity' })).not.toBeInTheDocument();
    expect(await screen.findByText('0 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(summaries()).toEqual(SUMMARIES));
    expect(screen.getByLabelText('Area')).toHaveValue('all');
    expect(screen.getByLabelText('Person')).toHaveValue('all');
  });

  it('opens with the filters a link gives', async () => {
    await openActivity(`/admin/activity?area=posts&by=${DEMO_ACCOUNTS.admin.uid}`);
    expect(screen.getByLabelText('Area')).toHaveValue('posts');
    await waitFor(() => expect(screen.getByLabelText('Person')).toHaveValue(DEMO_ACCOUNTS.admin.uid));
    await waitFor(() => expect(summaries()).toEqual(summariesOf((entry) => entry.area === 'posts' && entry.staff === 'admin')));
  });

  it('filters by dates, from the start of From to the end of To', async () => {
    const { user, router } = await openActivity();
    await typeDate(user, 'From', dateDaysAgo(5));
    await typeDate(user, 'To', dateDaysAgo(3));
    await waitFor(() => expect(summaries()).toEqual(summariesOf((entry) => entry.daysAgo >= 3 && entry.daysAgo <= 5)));
    expect(await screen.findByText('3 entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?from=${dateDaysAgo(5)}&to=${dateDaysAgo(3)}`);

    // One day: From and To the same.
    await typeDate(user, 'From', dateDaysAgo(3));
    await waitFor(() => expect(summaries()).toEqual(summariesOf((entry) => entry.daysAgo === 3)));

    // With an area too.
    await typeDate(user, 'From', dateDaysAgo(14));
    await user.selectOptions(screen.getByLabelText('Area'), 'enquiries');
    await waitFor(() => expect(summaries()).toEqual(summariesOf((entry) => entry.area === 'enquiries' && entry.daysAgo >= 3)));
  });

  it('refuses a To before From: says so under To, keeps what was typed, and queries nothing', async () => {
    const { user, backend } = await openActivity();
    await typeDate(user, 'From', dateDaysAgo(3));
    await waitFor(() => expect(summaries()).toEqual(summariesOf((entry) => entry.daysAgo <= 3)));
    backend.meter!.reset();
    await typeDate(user, 'To', dateDaysAgo(6));

    const to = screen.getByLabelText('To');
    expect(await screen.findByRole('alert')).toHaveTextContent('The To date is before the From date.');
    expect(to).toHaveAccessibleDescription('The To date is before the From date.');
    expect(to).toBeInvalid();
    expect(to).toHaveValue(dateDaysAgo(6));
    expect(screen.getByLabelText('From')).toHaveValue(dateDaysAgo(3));
    expect(screen.getByRole('heading', { name: 'No entries for these dates' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Activity pages' })).not.toBeInTheDocument();
    expect(backend.meter!.reads).toBe(0);

    // Put right, the entries are back.
    await typeDate(user, 'To', dateDaysAgo(1));
    await waitFor(() => expect(summaries()).toEqual(summariesOf((entry) => entry.daysAgo <= 3)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('To')).toBeValid();
  });

  it("links an entry to what it changed, and not when that is gone", async () => {
    const { user } = await openActivity();
    expect(await screen.findByRole('link', { name: 'Published “How to Choose a Tech Stack Your Team Can Live With”' })).toHaveAttribute(
      'href',
      '/admin/blogs/edit/choosing-a-tech-stack-2026',
    );
    expect(screen.getByRole('link', { name: 'Updated the service “Web Development”' })).toHaveAttribute('href', '/admin/services');
    expect(screen.getByRole('link', { name: 'Updated the site settings: contact e-mail and phone' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByRole('link', { name: 'Replied to Demo User about Mobile App Development' })).toHaveAttribute('href', '/admin/messages');
    expect(screen.getByRole('link', { name: 'Made Demo Editor an editor' })).toHaveAttribute('href', '/admin/users');

    // The retired service is gone: its entry says so and does not link.
    const gone = rowOf('Deleted the service “Legacy Hosting Support”');
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(gone).toHaveTextContent('Deleted the service “Legacy Hosting Support” (deleted)');

    await user.click(screen.getByRole('link', { name: 'Updated “The Local SEO Checklist for Service Businesses”' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
  });

  it('marks an entry whose post was deleted since', async () => {
    const app = await renderApp('/', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1 });
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    delete data.collections.blogs['local-seo-checklist'];
    localStorage.setItem(STORAGE_KEY, encode(data));
    await act(() => app.router.navigate('/admin/activity'));
    await screen.findByRole('table', { name: 'Activity' });
    const row = rowOf('Updated “The Local SEO Checklist for Service Businesses”');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('(deleted)');
    expect(screen.getByRole('link', { name: 'Published “How to Choose a Tech Stack Your Team Can Live With”' })).toBeInTheDocument();
  });

  it('says "No activity yet" when the log is empty', async () => {
    const app = await renderApp('/', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1 });
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    data.collections.activity = {};
    localStorage.setItem(STORAGE_KEY, encode(data));
    await act(() => app.router.navigate('/admin/activity'));
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(await screen.findByText('0 entries')).toBeInTheDocument();
  });

  it('shows "Error fetching activity" when the log cannot load, and tries again', async () => {
    control.pageFailures = 1;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderApp('/admin/activity', { signedInAs: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error fetching activity')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error fetching activity', expect.any(Error));
    expect(screen.getAllByText('Error fetching activity').length).toBeGreaterThanOrEqual(2); // the panel and the toast
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Activity' });
    expect(summaries()).toEqual(SUMMARIES);
  });
});

describe('Admin activity at scale: 20 a page, a page costs a page', () => {
  const MORE = 45;
  const TARGETS = ['blogs/local-seo-checklist', 'services/web', 'users/demo-user'];
  /** Entry i: i + 1 minutes ago (all newer than the seed's), by the admin. */
  const extra = (i: number) => ({
    id: `more-${String(i).padStart(2, '0')}`,
    createdAt: new Date(Date.now() - (i + 1) * 60_000),
    by: DEMO_ACCOUNTS.admin.uid,
    byName: DEMO_ACCOUNTS.admin.displayName,
    area: 'posts',
    action: 'updated',
    summary: `Change number ${i}`,
    target: TARGETS[i % TARGETS.length],
  });

  it('pages through 54 entries 20 at a time, reading about a page for each', async () => {
    const app = await renderApp('/', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1 });
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    const more = Array.from({ length: MORE }, (_, i) => extra(i));
    for (const { id, ...entry } of more) data.collections.activity[id] = entry;
    localStorage.setItem(STORAGE_KEY, encode(data));
    app.backend.meter!.reset();
    await act(() => app.router.navigate('/admin/activity'));
    await screen.findByText('Page 1 of 3');
    await screen.findByRole('table', { name: 'Activity' });
    await screen.findByText('54 entries');
    // 21 entries (one more says whether there is a next page), the targets, the count, the people, the layout's own.
    expect(app.backend.meter!.reads).toBeLessThanOrEqual(30);

    const { user } = app;
    const all = [...more.map((entry) => entry.summary), ...SUMMARIES];
    expect(summaries()).toEqual(all.slice(0, 20));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    app.backend.meter!.reset();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(summaries()).toEqual(all.slice(20, 40)));
    expect(app.backend.meter!.reads).toBeLessThanOrEqual(30);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    await waitFor(() => expect(summaries()).toEqual(all.slice(40)));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(summaries()).toEqual(all.slice(20, 40)));

    // A filter starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Person'), DEMO_ACCOUNTS.editor.uid);
    await screen.findByText('Page 1 of 1');
    await waitFor(() => expect(summaries()).toEqual(summariesOf((entry) => entry.staff === 'editor')));
  });
});

describe('Activity is for admins', () => {
  it('is in the admin sidebar, marked while open', async () => {
    await openActivity();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const link = within(nav).getByRole('link', { name: 'Activity' });
    expect(link).toHaveAttribute('href', '/admin/activity');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('sends an editor to the posts, saying why', async () => {
    const { router } = await renderApp('/admin/activity', { signedInAs: 'editor' });
    expect(await screen.findByText(EDITORS_NOTICE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Posts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blogs');
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, STORAGE_KEY } from '@/backend/local/db.ts';
import type { Backend, WithId } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { monthOverMonth } from '@/lib/dashboard.ts';
import { renderApp, renderRoutes } from '../render.tsx';
import { staffBatch } from '../logged-writes.ts';

// react-hot-toast asks matchMedia for reduced motion; jsdom has none (tests/setup.ts may add it).
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

type Row = WithId<Record<string, unknown>>;

/** What the seeded demo backend holds, read as the signed-in admin. */
async function seeded(backend: Backend) {
  const [users, blogs, messages, services, applications, subscribers] = await Promise.all(
    ['users', 'blogs', 'contact_messages', 'services', 'applications', 'newsletter_subscribers'].map((name) => backend.store.list(name)),
  );
  return { users, blogs, messages, services, applications, subscribers };
}

const dated = (rows: Row[]) => rows.map((row) => ({ ...row, createdAt: toDate(row.createdAt) }));

/** The text under a stat card: "+50% from last month", "—No comparison from last month"… */
function trendText(rows: Row[]) {
  const { change } = monthOverMonth(dated(rows), new Date());
  return change === '—' ? '—No comparison from last month' : `${change} from last month`;
}

async function findCard(name: string) {
  return screen.findByRole('group', { name });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Admin dashboard', () => {
  it('greets the admin and shows the four stat cards with the seeded figures', async () => {
    const { backend } = await renderApp('/admin', { signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Demo Admin' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);

    const { users, blogs, messages } = await seeded(backend);
    const unread = messages.filter((m) => m.status === 'unread').length;
    const views = blogs.reduce((sum, post) => sum + Number(post.views ?? 0), 0);
    // The seed as documented: 3 accounts (admin, editor, user), 7 posts (one a draft), 6 enquiries of which 2 unread.
    expect([users.length, blogs.length, messages.length, unread]).toEqual([3, 7, 6, 2]);

    const usersCard = await findCard('Total Users');
    expect(within(usersCard).getByText(String(users.length))).toBeInTheDocument();
    expect(usersCard).toHaveTextContent(trendText(users));

    const blogsCard = await findCard('Total Blogs');
    expect(within(blogsCard).getByText(String(blogs.length))).toBeInTheDocument();
    expect(blogsCard).toHaveTextContent(trendText(blogs));
    // What the figure is made of: the seed's one draft is not taken for a published post.
    expect(within(blogsCard).getByText(`${blogs.length - 1} published · 1 draft`)).toBeInTheDocument();

    const messagesCard = await findCard('Contact Messages');
    expect(within(messagesCard).getByText(String(messages.length))).toBeInTheDocument();
    expect(within(messagesCard).getByText(`${unread} unread`)).toBeInTheDocument();
    expect(messagesCard).toHaveTextContent(trendText(messages));

    const viewsCard = await findCard('Total Views');
    expect(within(viewsCard).getByText(views.toLocaleString('en-US'))).toBeInTheDocument();
    // No revenue made up from views: a services company earns nothing per blog view.
    expect(viewsCard).not.toHaveTextContent(/revenue|\$/i);
    // All-time views, and no change beside them: a post's views are not dated, so no count tells
    // this month's (the views of the month's new posts measured something else).
    expect(viewsCard).toHaveTextContent('All posts, since each was published');
    expect(viewsCard).not.toHaveTextContent(/last month|%/);
  });

  it('says when e-mail fails to send, with the way to the Outbox; nothing while all is well', async () => {
    const first = await renderApp('/admin', { signedInAs: 'admin' });
    const notice = await screen.findByText('E-mail delivery: 1 e-mail could not be sent.');
    const outbox = within(notice.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'Outbox' });
    expect(outbox).toHaveAttribute('href', '/admin/outbox');
    first.unmount();

    // Once it is sent (here: the failed message removed), the dashboard says nothing of it.
    await renderApp('/admin', {
      signedInAs: 'admin',
      prepare: async (backend) => {
        for (const mail of await backend.store.list('mail')) {
          // (A deletion from the Outbox is logged, as the rules require.)
          if ((mail.delivery as { state?: string } | undefined)?.state === 'ERROR') await staffBatch(backend, [{ op: 'delete', collection: 'mail', id: mail.id }]);
        }
      },
    });
    await screen.findAllByRole('heading', { name: /^Welcome back/ });
    await waitFor(() => expect(screen.getAllByText('Recent Activity').length).toBeGreaterThan(0));
    expect(screen.queryByText(/^E-mail delivery/)).not.toBeInTheDocument();
  });

  it('lists the six newest activities, three at most of each type, newest first', async () => {
    const { backend } = await renderApp('/admin', { signedInAs: 'admin' });
    const section = await screen.findByRole('region', { name: 'Recent Activity' });
    const { users, blogs, messages, services, applications, subscribers } = await seeded(backend);

    // An independent reading of the seed: newest 3 of each collection, merged, 6 newest.
    const take = (rows: Row[], subject: (row: Row) => string, action: (row: Row) => string) =>
      rows
        .map((row) => ({ time: toDate(row.createdAt)?.getTime() ?? 0, subject: subject(row), action: action(row) }))
        .sort((a, b) => b.time - a.time)
        .slice(0, 3);
    const expected = [
      ...take(users, (u) => String(u.displayName), () => 'New user registered'),
      ...take(blogs, (b) => String(b.title), (b) => (b.isPublished ? 'Blog post published' : 'Draft saved')),
      ...take(messages, (m) => String(m.name), () => 'New message received'),
      ...take(services, (s) => String(s.title), () => 'Service added'),
      ...take(applications, (a) => `${String(a.name)} · ${String(a.position)}`, () => 'New application received'),
      ...take(subscribers, (s) => String(s.email), () => 'New newsletter sign-up'),
    ]
      .sort((a, b) => b.time - a.time)
      .slice(0, 6);

    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    items.forEach((item, index) => {
      expect(item).toHaveTextContent(expected[index].action);
      expect(item).toHaveTextContent(expected[index].subject);
    });
    // The newest enquiry comes first; the draft post shows as a saved draft.
    expect(items[0]).toHaveTextContent('New message received');
    expect(items[0]).toHaveTextContent('Sofia Alvarez');
    expect(within(section).getByText('A Cloud Cost Review in One Afternoon').closest('li')).toHaveTextContent('Draft saved');
  });

  it('offers the four quick actions, each going where it says, and a healthy system status', async () => {
    const { user, router } = await renderApp('/admin', { signedInAs: 'admin' });
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const expected: [string, string][] = [
      ['Add User', '/admin/users?add=1'],
      ['New Blog', '/admin/blogs/create'],
      ['View Messages', '/admin/messages'],
      ['Settings', '/admin/settings'],
    ];
    const links = within(actions).getAllByRole('link');
    expect(links).toHaveLength(4);
    expected.forEach(([label, href], index) => {
      expect(links[index]).toHaveAccessibleName(new RegExp(`^${label} `));
      expect(links[index]).toHaveAttribute('href', href);
    });

    const status = screen.getByRole('region', { name: 'System Status' });
    const rows = within(status).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WebsiteOperational',
      'DatabaseHealthy',
      'AuthenticationHealthy',
      'Contact FormOperational',
    ]);

    // Add User opens the users screen with its add-user panel open.
    await user.click(within(actions).getByRole('link', { name: /Add User/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');

    await router.navigate('/admin');
    await user.click(within(await screen.findByRole('region', { name: 'Quick Actions' })).getByRole('link', { name: /Settings/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('computes each change from the data, this month so far against the same days of last month', async () => {
    // 15 March 2026, noon: the seed's dates are relative to now, so every figure below is fixed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12));
    await renderApp('/admin', { signedInAs: 'admin' });

    // Accounts made 120 and 45 days ago: none in March or February.
    const users = await findCard('Total Users');
    expect(users).toHaveTextContent('—No comparison from last month');
    expect(users).toHaveTextContent('0 new users this month, 0 in the same days last month');
    // Posts of 1, 3 and 9 days ago against 1 to 15 February's one (38 days ago; 16 and 24 days ago are later in February).
    const blogs = await findCard('Total Blogs');
    expect(blogs).toHaveTextContent('+200% from last month');
    expect(blogs).toHaveTextContent('3 new posts this month, 1 in the same days last month');
    // Enquiries of 0, 2, 6 and 11 days ago against 34 days ago (20 days ago is later in February).
    const messages = await findCard('Contact Messages');
    expect(messages).toHaveTextContent('+300% from last month');
    expect(messages).toHaveTextContent('4 new messages this month, 1 in the same days last month');
  });

  it('on the 2nd of a month shows no drop the data does not have', async () => {
    // 2 April 2026, noon. Last month had 4 posts and 4 enquiries, all after its 2nd: two days of
    // April against the whole of March made "-75%" of both, and the views of April's one new post
    // (none yet) against March's "-100%".
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 3, 2, 12));
    await renderApp('/admin', { signedInAs: 'admin' });

    const blogs = await findCard('Total Blogs');
    expect(blogs).toHaveTextContent('—No comparison from last month');
    expect(blogs).toHaveTextContent('1 new post this month, 0 in the same days last month');
    const messages = await findCard('Contact Messages');
    expect(messages).toHaveTextContent('—No comparison from last month');
    expect(messages).toHaveTextContent('1 new message this month, 0 in the same days last month');
    expect(await findCard('Total Users')).toHaveTextContent('—No comparison from last month');
    expect(await findCard('Total Views')).not.toHaveTextContent(/last month|%/);
    expect(screen.getByRole('list', { name: 'Key figures' })).not.toHaveTextContent(/-\d+%/);
  });

  it('words a count of one in the singular: 1 new user, 1 new post, 1 new message', async () => {
    // 2 April 2026, noon: of the seed's posts and enquiries, only yesterday's post and today's
    // enquiry fall in April; one account is made this morning.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 3, 2, 12));
    await renderApp('/admin', {
      signedInAs: 'admin',
      prepare: async () => {
        const data = decode(localStorage.getItem(STORAGE_KEY)!);
        data.collections.users['new-this-month'] = {
          uid: 'new-this-month',
          email: 'new@corp.test',
          displayName: 'New Person',
          role: 'user',
          createdAt: new Date(2026, 3, 2, 9).toISOString(),
          isActive: true,
        };
        localStorage.setItem(STORAGE_KEY, encode(data));
      },
    });

    expect(await findCard('Total Users')).toHaveTextContent('1 new user this month, 0 in the same days last month');
    expect(await findCard('Total Blogs')).toHaveTextContent('1 new post this month, 0 in the same days last month');
    expect(await findCard('Contact Messages')).toHaveTextContent('1 new message this month, 0 in the same days last month');
    expect(screen.queryByText(/(^|\D)1 new (users|posts|messages)\b/)).not.toBeInTheDocument();
  });

  it('falls back to zero, says why and reports a failed load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend } = await renderApp('/admin', { signedInAs: 'admin' });
    const list = backend.store.list.bind(backend.store);
    vi.spyOn(backend.store, 'list').mockImplementation((collection, query) =>
      collection === 'users' ? Promise.reject(new Error('offline')) : list(collection, query),
    );

    const usersCard = await findCard('Total Users');
    expect(within(usersCard).getByText('0')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching users')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching users', expect.any(Error));

    const status = screen.getByRole('region', { name: 'System Status' });
    const database = within(status).getByText('Database').closest('li');
    expect(database).toHaveTextContent('Degraded');
    expect(database).toHaveTextContent('Could not load users');
    // The other loads still count.
    expect(within(await findCard('Total Blogs')).getByText('7')).toBeInTheDocument();
    expect(within(status).getByText('Contact Form').closest('li')).toHaveTextContent('Operational');
  });
});

describe('Admin dashboard at scale: counts and the newest few, not every document', () => {
  it('shows the figures of 160 more documents while reading a few dozen', async () => {
    const { backend, router } = await renderApp('/', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' });
    // 40 more users, posts (10 views each) and enquiries (every 4th unread), and 40 old services.
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    const old = new Date(2020, 0, 1);
    for (let i = 0; i < 40; i++) {
      const created = new Date(old.getTime() + i * 3_600_000);
      data.collections.users[`bulk-user-${i}`] = { uid: `bulk-user-${i}`, email: `bulk${i}@corp.test`, displayName: `Bulk ${i}`, role: 'user', createdAt: created, isActive: true };
      data.collections.blogs[`bulk-post-${i}`] = { title: `Bulk post ${i}`, isPublished: true, views: 10, createdAt: created };
      data.collections.contact_messages[`bulk-message-${i}`] = { name: `Sender ${i}`, email: `s${i}@corp.test`, status: i % 4 === 0 ? 'unread' : 'read', createdAt: created };
      data.collections.services[`bulk-service-${i}`] = { title: `Bulk service ${i}`, isActive: true, createdAt: created };
    }
    localStorage.setItem(STORAGE_KEY, encode(data));
    const { users, blogs, messages } = await seeded(backend);
    const views = blogs.reduce((total, post) => total + Number(post.views ?? 0), 0);

    backend.meter!.reset();
    await router.navigate('/admin');
    const usersCard = await findCard('Total Users');
    const reads = backend.meter!.reads;
    expect(within(usersCard).getByText(String(users.length))).toBeInTheDocument();
    expect(within(await findCard('Total Blogs')).getByText(String(blogs.length))).toBeInTheDocument();
    expect(within(await findCard('Contact Messages')).getByText(String(messages.length))).toBeInTheDocument();
    expect(within(await findCard('Contact Messages')).getByText('12 unread')).toBeInTheDocument();
    expect(within(await findCard('Total Views')).getByText(views.toLocaleString('en-US'))).toBeInTheDocument();
    // The old documents are not recent: the activity is still the seed's newest (the first item: about order).
    expect(within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem')[0]).toHaveTextContent('Sofia Alvarez');

    // 136 users, posts and enquiries (and 40 more services); the visit reads counts, sums and the
    // 3 newest of each kind (and the layout's unread badge).
    expect(users.length + blogs.length + messages.length).toBe(43 + 47 + 46);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(45);
  });
});

describe('Admin layout', () => {
  it('shows the thirteen admin screens, the active one marked, the unread badge, role, name, View site', async () => {
    await renderApp('/admin', { signedInAs: 'admin' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    // The seed holds 2 unread enquiries: Messages carries the badge. The admin never opened
    // Applications or Subscribers: all 4 applications and 5 sign-ups are new to them.
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages 2 unread'));
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Applications/ })).toHaveAccessibleName('Applications 4 new'));
    const screens: [string, string][] = [
      ['Dashboard', '/admin'],
      ['Messages 2 unread', '/admin/messages'],
      ['Users', '/admin/users'],
      ['Activity', '/admin/activity'],
      ['Blogs', '/admin/blogs'],
      ['Services', '/admin/services'],
      ['Analytics', '/admin/analytics'],
      ['Openings', '/admin/openings'],
      ['Applications 4 new', '/admin/applications'],
      ['Subscribers 5 new', '/admin/subscribers'],
      ['Newsletter', '/admin/newsletter'],
      ['Outbox', '/admin/outbox'],
      ['Settings', '/admin/settings'],
    ];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(screens.map(([, href]) => href));
    screens.forEach(([name, href], index) => {
      expect(links[index]).toHaveAccessibleName(name);
      expect(links[index]).toHaveAttribute('href', href);
    });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    const sidebar = screen.getByRole('complementary', { name: 'Admin sidebar' });
    expect(within(sidebar).getByText('Administrator')).toBeInTheDocument();
    expect(within(sidebar).getByText('Demo Admin')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('says what arrived since this admin last opened Applications and Subscribers, and clears it on opening', async () => {
    const { backend, router } = await renderApp('/admin', { signedInAs: 'admin' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const applications = () => within(nav).getByRole('link', { name: /^Applications/ });
    const subscribers = () => within(nav).getByRole('link', { name: /^Subscribers/ });
    await waitFor(() => expect(applications()).toHaveAccessibleName('Applications 4 new'));
    expect(subscribers()).toHaveAccessibleName('Subscribers 5 new');

    // Opening a screen records the server's time on the admin's own document; its badge goes.
    await router.navigate('/admin/applications');
    await waitFor(() => expect(applications()).toHaveAccessibleName('Applications'));
    expect((await backend.store.get('users', 'demo-admin'))?.applicationsSeenAt).toBeInstanceOf(Date);
    expect(subscribers()).toHaveAccessibleName('Subscribers 5 new');
    await router.navigate('/admin/subscribers');
    await waitFor(() => expect(subscribers()).toHaveAccessibleName('Subscribers'));

    // Something sent after that is new again: one count each, bounded by that time.
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    const later = new Date(Date.now() + 1000);
    data.collections.applications['later'] = { ...Object.values(data.collections.applications)[0], createdAt: later };
    data.collections.newsletter_subscribers['later'] = { email: 'later@example.com', status: 'unconfirmed', createdAt: later, updatedAt: later };
    localStorage.setItem(STORAGE_KEY, encode(data));
    // The session reads the user document again on a navigation at most every 30 s, and the badges
    // are counted again with it.
    const start = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => start + 31_000);
    await router.navigate('/admin');
    await waitFor(() => expect(applications()).toHaveAccessibleName('Applications 1 new'));
    expect(subscribers()).toHaveAccessibleName('Subscribers 1 new');
  });

  it('sends the demo user home, saying the page is for admins', async () => {
    const { router } = await renderApp('/admin', { signedInAs: 'user' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByText('That page is for admins. You are logged in as user@example.com, which is not an admin account.'),
    ).toBeInTheDocument();
    // Still signed in: nothing else changed.
    expect(screen.getByRole('button', { name: /Demo User/ })).toBeInTheDocument();
  });

  it('tells a deactivated admin why they were logged out, and offers the login page', async () => {
    const first = await renderApp('/', { signedInAs: 'admin' });
    await screen.findByRole('button', { name: /Demo Admin/ });
    // An admin elsewhere deactivated this account; it opens /admin (a reload, the session still stored).
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    data.collections.users['demo-admin'].isActive = false;
    localStorage.setItem(STORAGE_KEY, encode(data));
    first.unmount();

    const { router } = renderRoutes('/admin');
    expect(
      await screen.findByText('You have been logged out. This account has been deactivated. Please contact support.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('opens the mobile drawer and closes it with Escape, returning focus to the opener', async () => {
    const { user } = await renderApp('/admin', { signedInAs: 'admin' });
    const opener = await screen.findByRole('button', { name: 'Open admin menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    const drawer = document.getElementById(opener.getAttribute('aria-controls') ?? '');
    expect(drawer).toContainElement(screen.getByRole('navigation', { name: 'Admin' }));

    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close admin menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });

  it('closes the drawer with its close button, the backdrop, or by navigating', async () => {
    const { user } = await renderApp('/admin', { signedInAs: 'admin' });
    const opener = await screen.findByRole('button', { name: 'Open admin menu' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close admin menu' }));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByTestId('admin-drawer-backdrop'));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('admin-drawer-backdrop')).not.toBeInTheDocument();

    await user.click(opener);
    await user.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Analytics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open admin menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard alone: Enter opens, Tab stays inside, a chosen link closes it and focus returns', async () => {
    const { user, router } = await renderApp('/admin', { signedInAs: 'admin' });
    const opener = await screen.findByRole('button', { name: 'Open admin menu' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const close = screen.getByRole('button', { name: 'Close admin menu' });
    expect(close).toHaveFocus();

    // Shift+Tab from the first control wraps to the last (Logout); Tab from there wraps back.
    const sidebar = screen.getByRole('complementary', { name: 'Admin sidebar' });
    await user.tab({ shift: true });
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    // Tab to Users (Dashboard, Messages, then Users) and press Enter.
    await user.tab();
    await user.tab();
    await user.tab();
    const users = within(sidebar).getByRole('link', { name: 'Users' });
    expect(users).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });

  it('logs out like the header: toast, then home, logged out', async () => {
    const { user, router, backend } = await renderApp('/admin', { signedInAs: 'admin' });
    const sidebar = await screen.findByRole('complementary', { name: 'Admin sidebar' });
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' }),
    ).toBeInTheDocument();
    expect(backend.auth.currentUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});

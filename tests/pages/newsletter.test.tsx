import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { decode, encode, STORAGE_KEY } from '@/backend/local/db.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import { subscribe } from '@/features/newsletter/data/newsletter.ts';
import { renderApp } from '../render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const footer = () => screen.getByRole('contentinfo');
const emailBox = () => within(footer()).getByLabelText('Email address') as HTMLInputElement;
const figure = (title: string) => within(screen.getByRole('group', { name: title }));

async function subscribeInFooter(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string) {
  await user.clear(emailBox());
  await user.type(emailBox(), email);
  await user.click(within(footer()).getByRole('button', { name: 'Subscribe' }));
}

function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return blobs;
}

describe('the newsletter box', { timeout: 30_000 }, () => {
  it('subscribes, says demo mode sends no e-mail, and its confirmation link confirms the address; the admin counts it', async () => {
    const { user, backend, router } = await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await subscribeInFooter(user, '  Reader@Example.com ');
    expect(await within(footer()).findByRole('status')).toHaveTextContent(
      'Almost done: we sent a confirmation link to reader@example.com. Open it to start receiving the newsletter.',
    );
    expect(within(footer()).getByText(/Demo mode sends no e-mail/)).toBeInTheDocument();
    expect(emailBox()).toHaveValue('');

    await user.click(within(footer()).getByRole('link', { name: 'Open the confirmation link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    // One heading for the state: the confirmation's, in place of the request's.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm your subscription' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Confirm to start receiving it/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Thank you! The next issue will arrive in your inbox.');

    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await router.navigate('/admin/subscribers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Confirmed').getByText('4')).toBeInTheDocument());
    expect(screen.getByText('reader@example.com')).toBeInTheDocument();
  });

  it('on the blog, the page\'s box and the footer\'s differ, and once one subscribes the other says so instead of asking again', async () => {
    const { user, router } = await renderApp('/blog');
    const main = () => within(screen.getByRole('main'));
    expect(await main().findByRole('heading', { level: 2, name: 'Get new articles by e-mail' })).toBeInTheDocument();
    expect(within(footer()).getByRole('heading', { level: 2, name: 'Subscribe to our newsletter' })).toBeInTheDocument();

    await user.type(main().getByLabelText('Email address'), 'blog-reader@example.com');
    await user.click(main().getByRole('button', { name: 'Subscribe' }));
    const sent = 'Almost done: we sent a confirmation link to blog-reader@example.com. Open it to start receiving the newsletter.';
    expect(await main().findByRole('status')).toHaveTextContent(sent);
    await waitFor(() => expect(within(footer()).queryByLabelText('Email address')).not.toBeInTheDocument());
    expect(within(footer()).getByText(sent)).toBeInTheDocument();
    expect(within(footer()).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();

    // Another page asks again.
    await router.navigate('/about');
    expect(await within(footer()).findByLabelText('Email address')).toBeInTheDocument();
  });

  it('refuses a second request within a minute, and keeps what was typed', async () => {
    const { user } = await renderApp('/blog');
    await screen.findByRole('heading', { level: 1 });
    await subscribeInFooter(user, 'first@example.com');
    await within(footer()).findByRole('status');
    await subscribeInFooter(user, 'second@example.com');
    expect(await within(footer()).findByRole('alert')).toHaveTextContent(
      'You asked for a confirmation e-mail less than a minute ago. Please wait a minute and try again.',
    );
    expect(emailBox()).toHaveValue('second@example.com');
  });

  it('says a confirmed address is subscribed already (and sends nothing), keeping it; an unconfirmed one asked long ago gets a new link', async () => {
    const { user } = await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await subscribeInFooter(user, 'maria.lopez@example.com');
    expect(await within(footer()).findByRole('alert')).toHaveTextContent('This address is already subscribed, or we sent it a confirmation link within the last hour: please look for it in that inbox. If it unsubscribed before, log in with it to subscribe again.');
    expect(emailBox()).toHaveValue('maria.lopez@example.com');

    await subscribeInFooter(user, 'sam.okafor@example.com');
    expect(await within(footer()).findByRole('status')).toHaveTextContent('we sent a confirmation link to sam.okafor@example.com');
  });

  it('does not mail an address that unsubscribed when someone else asks; its owner, logged in with it verified, is subscribed at once', async () => {
    const { user, backend, router } = await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await subscribeInFooter(user, 'lena.schmidt@example.com');
    expect(await within(footer()).findByRole('alert')).toHaveTextContent('If it unsubscribed before, log in with it to subscribe again.');
    expect(emailBox()).toHaveValue('lena.schmidt@example.com');

    // The owner of the address (the demo user, whose verified address it now is) asks for it.
    const data = decode(localStorage.getItem(STORAGE_KEY)!);
    const lena = data.collections.newsletter_subscribers[sha256Hex('lena.schmidt@example.com')];
    data.collections.newsletter_subscribers[sha256Hex('user@example.com')] = { ...lena, email: 'user@example.com' };
    localStorage.setItem(STORAGE_KEY, encode(data));
    await backend.auth.signIn(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    await subscribeInFooter(user, 'user@example.com');
    expect(await within(footer()).findByRole('status')).toHaveTextContent('You are subscribed: user@example.com will receive the newsletter.');
    expect(within(footer()).queryByText(/Demo mode sends no e-mail/)).not.toBeInTheDocument();

    await backend.auth.signOut();
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await router.navigate('/admin/subscribers');
    await waitFor(() => expect(figure('Confirmed').getByText('4')).toBeInTheDocument());
  });

  it('a signed-in person subscribing an address that is not their verified one gets a confirmation link like anyone', async () => {
    const { user } = await renderApp('/about', { signedInAs: 'user' });
    await screen.findByRole('heading', { level: 1 });
    await subscribeInFooter(user, 'colleague@example.com');
    expect(await within(footer()).findByRole('status')).toHaveTextContent('we sent a confirmation link to colleague@example.com');
    expect(within(footer()).getByRole('link', { name: 'Open the confirmation link' })).toBeInTheDocument();
  });

  it('the blog page box subscribes too', async () => {
    const { user } = await renderApp('/blog');
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    await user.type(within(main).getByLabelText('Email address'), 'blog.reader@example.com');
    await user.click(within(main).getByRole('button', { name: 'Subscribe' }));
    expect(await within(main).findByRole('status')).toHaveTextContent('we sent a confirmation link to blog.reader@example.com');
  });
});

describe('the confirmation and unsubscribe pages', { timeout: 30_000 }, () => {
  it('only the link mailed to the address confirms it: not a made-up code, not another address’s link, and only once', async () => {
    const links: string[] = [];
    const { user, router, backend } = await renderApp('/', {
      prepare: async (backend) => {
        for (const email of ['a@example.com', 'b@example.com']) {
          const result = await subscribe(email, null);
          if (result.kind !== 'link-sent' || !result.demoLink) throw new Error('expected a demo link');
          links.push(result.demoLink);
          // Another visitor (another anonymous identity) subscribes the next address.
          await backend.auth.signOut();
        }
      },
    });
    const confirmButton = () => screen.findByRole('button', { name: 'Confirm subscription' });
    const open = async (path: string) => {
      await router.navigate('/');
      await router.navigate(path);
    };
    const withParam = (link: string, key: string, value: string) => {
      const url = new URL(link, 'https://site.example');
      url.searchParams.set(key, value);
      return `${url.pathname}${url.search}`;
    };

    // The subscriber's browser knows the page's address, but not the code mailed to the inbox.
    await open(withParam(links[1], 'oobCode', 'made-up-code'));
    expect(await screen.findByText('b@example.com')).toBeInTheDocument();
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeInTheDocument();

    // a@example.com's link, presented for b@example.com.
    await open(withParam(links[0], 'email', 'b@example.com'));
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');

    await open(links[1]);
    await user.click(await confirmButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeInTheDocument();
    // The visitor's own session is what it was: the link signed in only to confirm.
    expect(backend.auth.currentUser()?.isAnonymous ?? true).toBe(true);

    // Used once: opened again, it confirms nothing more.
    await open(links[1]);
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('used already');
  });

  it('without a link the confirm page explains; the unsubscribe page explains how to unsubscribe and offers to log in', async () => {
    await renderApp('/newsletter/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    await renderApp('/newsletter/unsubscribe');
    expect(await screen.findByText(/open the unsubscribe link at the bottom of any newsletter/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in to unsubscribe' })).toHaveAttribute('href', '/login?redirect=%2Fnewsletter%2Funsubscribe');
  });

  it('after confirming, the unsubscribe link unsubscribes, and the admin sees it counted as unsubscribed', async () => {
    let link = '';
    const { user, backend, router } = await renderApp('/', {
      prepare: async () => {
        const result = await subscribe('leaving@example.com', null);
        link = result.kind === 'link-sent' ? (result.demoLink ?? '') : '';
      },
    });
    await router.navigate(link);
    await user.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    await user.click(await screen.findByRole('link', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());

    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await router.navigate('/admin/subscribers');
    await waitFor(() => expect(figure('Unsubscribed').getByText('2')).toBeInTheDocument());
    expect(figure('Unconfirmed').getByText('1')).toBeInTheDocument();
  });

  it('a signed-in person unsubscribes their own verified address without a link; without a subscription they are told so', async () => {
    const { user, router } = await renderApp('/newsletter/unsubscribe', { signedInAs: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe user@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your address is not on our newsletter list');

    await subscribe('user@example.com', null);
    await router.navigate('/');
    await router.navigate('/newsletter/unsubscribe');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe user@example.com' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
  });
});

describe('admin Subscribers', { timeout: 30_000 }, () => {
  it('shows the counts, filters by status, exports the confirmed addresses and deletes', async () => {
    const { user } = await renderApp('/admin/subscribers', { signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Confirmed').getByText('3')).toBeInTheDocument());
    expect(figure('Unconfirmed').getByText('1')).toBeInTheDocument();
    expect(figure('Unsubscribed').getByText('1')).toBeInTheDocument();
    const list = () => screen.getByRole('region', { name: 'Subscriber list' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unconfirmed');
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list()).getByText('sam.okafor@example.com')).toBeInTheDocument();

    const blobs = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Export confirmed' }));
    expect(await screen.findByText('Exported 3 confirmed subscribers to CSV')).toBeInTheDocument();
    const lines = (await blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Email,Subscribed');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'priya.nair@example.com',
      'tom.becker@example.com',
      'maria.lopez@example.com',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All subscribers');
    await user.click(await screen.findByRole('button', { name: 'Delete lena.schmidt@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete subscriber' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(figure('Unsubscribed').getByText('0')).toBeInTheDocument());
    expect(screen.queryByText('lena.schmidt@example.com')).not.toBeInTheDocument();
  });

  it('is not for a user', async () => {
    const { router } = await renderApp('/admin/subscribers', { signedInAs: 'user' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/subscribers'));
  });
});

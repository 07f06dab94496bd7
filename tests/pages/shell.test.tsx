import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.tsx';

const HOME_H1 = 'Transform Your Business with Digital Innovation';

describe('header', () => {
  it('shows the five links, marks the current one, and offers Login to visitors', async () => {
    await renderApp('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Services', 'Blog', 'About', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('gives a signed-in user the messages icon and a menu without Admin Panel', async () => {
    const { user } = await renderApp('/', { signedInAs: 'user' });
    const menuButton = await screen.findByRole('button', { name: /Demo User/ });
    expect(screen.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/profile?tab=messages');
    await user.click(menuButton);
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('shows Admin Panel to admins, and a red dot for unread enquiries on the icon to the inbox', async () => {
    const { user } = await renderApp('/', { signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: /Demo Admin/ }));
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    // The seed holds two unread enquiries.
    expect(screen.getByRole('link', { name: 'Messages (2 new)' })).toHaveAttribute('href', '/admin/messages');
  });

  it('logs out: toast, back home, Login again', async () => {
    const { user, router } = await renderApp('/about', { signedInAs: 'user' });
    await user.click(await screen.findByRole('button', { name: /Demo User/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('has a mobile menu with the same links that closes on Escape', async () => {
    const { user } = await renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Services', 'Blog', 'About', 'Contact', 'Login']) {
      expect(within(mobile).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

describe('footer', () => {
  it('has every link group of the spec, five social links and this year', async () => {
    await renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const href of [
      '/services#software', '/services#web', '/services#mobile', '/services#marketing',
      '/about', '/about#team', '/careers', '/contact',
      '/blog', '/case-studies', '/docs', '/support',
      '/privacy', '/terms', '/cookies',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link')).toHaveLength(5);
    expect(within(footer).getByPlaceholderText('Enter your email')).toHaveAttribute('type', 'email');
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(within(footer).getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').startsWith(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });

  it('refuses an invalid newsletter address with a message and keeps it', async () => {
    const { user } = await renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    const input = within(footer).getByPlaceholderText('Enter your email');
    await user.type(input, 'not-an-email');
    await user.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    expect(within(footer).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(input).toHaveValue('not-an-email');
  });
});

describe('demo mode', () => {
  it('says data stays in this browser, and the notice can be dismissed', async () => {
    const { user } = await renderApp('/about');
    const notice = await screen.findByRole('complementary', { name: 'Demo mode' });
    expect(notice).toHaveTextContent('Demo mode: data is kept in this browser only.');
    expect(within(notice).getByRole('button', { name: 'Reset demo data' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Dismiss demo notice' }));
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument();
  });
});

describe('guards', () => {
  it('sends a visitor from /profile to log in', async () => {
    const { router } = await renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
  });
});

describe('logout from a guarded page', () => {
  it.each(['/profile', '/admin'])('goes home from %s, not to the login page', async (path) => {
    const { user, router } = await renderApp(path, { signedInAs: 'admin' });
    const header = (await screen.findByRole('navigation', { name: 'Main' })).closest('header')!;
    await user.click(await within(header).findByRole('button', { name: /Demo Admin/ }));
    await user.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
  });
});

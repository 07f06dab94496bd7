/**
 * The site's frame around the admin area: the admin's messages icon, the one menu on
 * admin pages, no footer there. Layout at phone and desktop widths is checked in a real browser
 * (tests/e2e/admin-layout.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.tsx';

const banner = () => screen.getByRole('banner');

describe("the admin's messages icon", () => {
  it('leads to the inbox, counts its unread enquiries, and loses its dot once they are read', async () => {
    const { user, router } = await renderApp('/', { signedInAs: 'admin' });
    // The seed holds two unread enquiries.
    const icon = await within(banner()).findByRole('link', { name: 'Messages (2 new)' });
    expect(icon).toHaveAttribute('href', '/admin/messages');
    expect(within(icon).getByTestId('unread-dot')).toBeInTheDocument();

    await user.click(icon);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Messages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/messages');

    await user.click(await screen.findByRole('button', { name: 'Mark as Read: message from Sofia Alvarez' }));
    expect(await within(banner()).findByRole('link', { name: 'Messages (1 new)' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mark as Read: message from James Whitaker' }));

    const read = await within(banner()).findByRole('link', { name: 'Messages' });
    expect(read).toHaveAttribute('href', '/admin/messages');
    expect(within(read).queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it("on a phone's menu (public pages) also leads to the inbox", async () => {
    const { user } = await renderApp('/about', { signedInAs: 'admin' });
    await user.click(await within(banner()).findByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Messages (2 new)' })).toHaveAttribute('href', '/admin/messages');
  });

  it("stays a person's own replies for everyone else", async () => {
    await renderApp('/', { signedInAs: 'user' });
    const icon = await within(banner()).findByRole('link', { name: /^Messages/ });
    expect(icon).toHaveAttribute('href', '/profile?tab=messages');
  });
});

describe('admin pages', () => {
  it("have one menu button, in the header, whose drawer holds the admin screens, the site's pages and the account", async () => {
    const { user } = await renderApp('/admin', { signedInAs: 'admin' });
    const opener = await within(banner()).findByRole('button', { name: 'Open admin menu' });
    // The header's own menu button gives way to it.
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /open .*menu/i })).toEqual([opener]);

    await user.click(opener);
    const drawer = screen.getByRole('complementary', { name: 'Admin sidebar' });
    expect(within(drawer).getByRole('button', { name: 'Close admin menu' })).toHaveFocus();
    const admin = within(drawer).getByRole('navigation', { name: 'Admin' });
    expect(within(admin).getAllByRole('link')).toHaveLength(13);
    const site = within(drawer).getByRole('navigation', { name: 'Website' });
    expect(within(site).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(within(drawer).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    // A site page from the drawer: the header's own menu button is back, and so is the footer.
    await user.click(within(site).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We build the technology that helps businesses grow' })).toBeInTheDocument();
    expect(within(banner()).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open admin menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/messages', '/admin/settings'])('%s has no footer and no newsletter box', async (path) => {
    await renderApp(path, { signedInAs: 'admin' });
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter your email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });
});

describe('admin tab titles', () => {
  it("say Admin on every admin screen, so the tab is not taken for the site's page of a like name", async () => {
    const { user, router } = await renderApp('/admin', { signedInAs: 'admin' });
    await user.click(await within(banner()).findByRole('button', { name: 'Open admin menu' }));
    const links = within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    const paths = links.map((link) => link.getAttribute('href')!);
    expect(paths).toHaveLength(13);
    const titles: string[] = [];
    for (const path of paths) {
      const before = document.title;
      await router.navigate(path);
      // Each screen's own title (the one before it is gone, and the one said while it loads), saying Admin.
      if (path !== '/admin') {
        await waitFor(() => {
          expect(document.title).not.toBe(before);
          expect(document.title).not.toMatch(/^Loading/);
        });
      }
      expect(document.title).toMatch(/\bAdmin\b.* \| NovaForge Digital$/);
      titles.push(document.title);
    }
    expect(new Set(titles).size).toBe(paths.length);
  });
});

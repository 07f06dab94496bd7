import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.tsx';

describe('Not-found page', () => {
  it('shows the heading, Go Home, the popular pages and a link to contact', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

    const popular = within(main).getByRole('navigation', { name: 'Popular pages' });
    const links = within(popular).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(within(main).getByRole('link', { name: 'Let us know' })).toHaveAttribute('href', '/contact');
  });

  it('asks search engines not to index it', async () => {
    await renderApp('/missing');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'),
    );
  });

  it('goes back to the previous page', async () => {
    const { user, router } = await renderApp('/services');
    await router.navigate('/old-link');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
  });

  it('goes home from Go Back when the visit started on the missing page', async () => {
    const { user, router } = await renderApp('/old-link');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

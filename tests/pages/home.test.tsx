import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render.tsx';

describe('Home page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the hero with its heading, offerings and calls to action', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    const offerings = within(main).getByRole('list', { name: 'What we offer' });
    for (const offering of ['Custom Software Development', 'Mobile App Development', 'Web Development', 'Digital Marketing']) {
      expect(within(offerings).getByText(offering)).toBeInTheDocument();
    }
    expect(within(main).getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
    expect(within(main).getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
    expect(within(main).getByRole('heading', { name: /trusted by/i })).toBeInTheDocument();
  });

  it('teases four services, each linking to its section of the Services page', async () => {
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Services built around your goals' });
    const learnMore = within(section).getAllByRole('link', { name: /^learn more/i });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/services#software',
      '/services#mobile',
      '/services#web',
      '/services#marketing',
    ]);
    expect(within(section).getByRole('link', { name: 'Learn More about Web Development' })).toBeInTheDocument();
  });

  it('shows the four statistics', async () => {
    await renderApp('/');
    const band = await screen.findByRole('region', { name: 'NovaForge Digital in numbers' });
    const stats = [
      ['500+', 'Projects Completed'],
      ['50+', 'Happy Clients'],
      ['5+', 'Years Experience'],
      ['99%', 'Client Satisfaction'],
    ];
    expect(within(band).getAllByRole('term').map((term) => term.textContent)).toEqual(stats.map(([, label]) => label));
    for (const [value, label] of stats) {
      const figure = within(band).getByText(value);
      expect(figure).toHaveRole('definition');
      expect(figure.parentElement).toContainElement(within(band).getByText(label));
    }
  });

  it('lists the three featured articles under Latest Insights', async () => {
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Latest Insights' });
    const first = await within(section).findByRole('link', { name: 'How to Choose a Tech Stack Your Team Can Live With' });
    expect(first).toHaveAttribute('href', '/blog/choosing-a-tech-stack-2026');
    const articleLinks = within(section)
      .getAllByRole('link')
      .filter((link) => /^\/blog\/.+/.test(link.getAttribute('href') ?? ''));
    expect(articleLinks).toHaveLength(3);
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(within(section).getAllByText(/min read/)).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'View all articles' })).toHaveAttribute('href', '/blog');
  });

  it('says so in a friendly way when the articles cannot be loaded', async () => {
    const { backend, router } = await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const failure = new Error('offline');
    vi.spyOn(backend.store, 'list').mockRejectedValue(failure);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await router.navigate('/');
    const section = await screen.findByRole('region', { name: 'Latest Insights' });
    expect(await within(section).findByText(/couldn.t load the latest articles/i)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Visit the blog' })).toHaveAttribute('href', '/blog');
    expect(consoleError).toHaveBeenCalledWith('Error fetching blogs', failure);
  });

  it('shows three client testimonials and a final call to action', async () => {
    await renderApp('/');
    const testimonials = await screen.findByRole('region', { name: 'What our clients say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
    const cta = screen.getByRole('region', { name: /ready to build/i });
    expect(within(cta).getByRole('link', { name: /consultation/i })).toHaveAttribute('href', '/contact');
    expect(within(cta).getByRole('link', { name: /services/i })).toHaveAttribute('href', '/services');
  });
});

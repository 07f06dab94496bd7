import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BlogCard, type BlogCardPost } from '@/features/blog/components/blog-card.tsx';
import { TRUSTED_BY } from '@/content/company.ts';
import { TEAM } from '@/content/team.ts';
import { createSeed } from '@/backend/local/seed.ts';
import { renderApp } from '../render.tsx';

const NOW = new Date('2026-03-10T12:00:00Z');
const seededPublished = Object.entries(createSeed(NOW).collections.blogs).filter(([, post]) => post.isPublished === true);

describe('Imagery', () => {
  it('shows each seeded post on the blog with its cover, described by the post title', async () => {
    await renderApp('/blog');
    for (const [, post] of seededPublished) {
      const cover = await screen.findByRole('img', { name: `Cover for “${String(post.title)}”` });
      // Served from this site in two widths, with the box reserved before it loads and fetched only when near.
      expect(cover).toHaveAttribute('src', expect.stringMatching(/^\/images\/covers\/[a-z0-9-]+\.webp$/));
      expect(cover).toHaveAttribute('srcset', expect.stringContaining('640w'));
      expect(cover).toHaveAttribute('width');
      expect(cover).toHaveAttribute('height');
      expect(cover).toHaveAttribute('loading', 'lazy');
    }
  });

  it('shows the article cover at once, as the first view’s main image', async () => {
    const [id, post] = seededPublished[0];
    await renderApp(`/blog/${id}`);
    const cover = await screen.findByRole('img', { name: `Cover for “${String(post.title)}”` });
    expect(cover).not.toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('1200w'));
  });

  it('gives a post without a cover a drawn stand-in rather than an empty or broken image', () => {
    const post: BlogCardPost = {
      id: 'no-cover',
      title: 'A Post Without a Cover',
      excerpt: 'Short.',
      content: 'Short.',
      category: 'Technology',
      authorName: 'Maya Chen',
      createdAt: NOW,
      tags: [],
      image: null,
      views: 1,
      readTime: 1,
    };
    const { container } = render(
      <MemoryRouter>
        <BlogCard post={post} now={NOW} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('img')).toBeNull();
    const art = container.querySelector('svg[aria-hidden="true"]');
    expect(art).not.toBeNull();
    expect(art!.querySelectorAll('circle, rect, path').length).toBeGreaterThan(3);
  });

  it('shows a portrait of every team member on About', async () => {
    await renderApp('/about#team');
    const team = await screen.findByRole('region', { name: 'Meet the people behind the work' });
    for (const member of TEAM) {
      const portrait = within(team).getByRole('img', { name: `Illustrated portrait of ${member.name}` });
      expect(portrait).toHaveAttribute('src', `/images/team/${member.id}.webp`);
    }
  });

  it('shows the clients as logos named by their alt text', async () => {
    await renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Trusted by growing businesses' });
    const row = heading.parentElement!;
    for (const name of TRUSTED_BY) {
      expect(within(row).getByRole('img', { name })).toHaveAttribute('src', expect.stringMatching(/^\/images\/logos\/.+\.svg$/));
    }
    expect(within(row).getAllByRole('img')).toHaveLength(TRUSTED_BY.length);
  });
});

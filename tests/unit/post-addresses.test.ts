/**
 * The build and the app link to a post at its slug (/blog/<slug>); an older post without one keeps its
 * id address, and a post whose slug differs from its id gets a small page at the id address that names
 * the slug's as canonical and moves there (scripts/prerender.mjs).
 */
import { describe, expect, it } from 'vitest';
import { addressOf, seoDescriptionOf, shareImageOf, type BlogPost } from '@/features/blog/data/blogs.ts';
import { prerenderedPages } from '@/entry-server.tsx';

const builtAt = new Date('2026-11-20T12:00:00Z');
const post = (id: string, slug: string | null) => ({ id, slug, createdAt: builtAt, updatedAt: builtAt }) as BlogPost;

describe('post addresses', () => {
  it('are the slug, or the id for an older post without one', () => {
    expect(addressOf({ id: 'Xy7Qp2LmN9aBcDeFgHiJ', slug: 'readable-addresses' })).toBe('readable-addresses');
    expect(addressOf({ id: 'legacy-post', slug: null })).toBe('legacy-post');
  });

  it('are what the build prerenders and lists in the sitemap', () => {
    const pages = prerenderedPages([post('Xy7Qp2LmN9aBcDeFgHiJ', 'readable-addresses'), post('legacy-post', null)], [], builtAt).map((page) => page.path);
    expect(pages).toContain('/blog/readable-addresses');
    expect(pages).toContain('/blog/legacy-post');
    expect(pages).not.toContain('/blog/Xy7Qp2LmN9aBcDeFgHiJ');
  });
});

describe('what a link to a post shows', () => {
  const base = { excerpt: 'The excerpt.', content: 'The body of the post.' };
  it('describes it by its meta description, else its excerpt, else the start of its body', () => {
    expect(seoDescriptionOf({ ...base, seoDescription: '  Its own words.  ' })).toBe('Its own words.');
    expect(seoDescriptionOf({ ...base, seoDescription: '' })).toBe('The excerpt.');
    expect(seoDescriptionOf({ excerpt: '', content: 'x '.repeat(200) }).length).toBeLessThanOrEqual(163);
  });

  it('pictures it by its social image, else its cover, else nothing (the site’s default)', () => {
    expect(shareImageOf({ socialImage: 'https://a.example/s.png', image: 'https://a.example/c.png' })).toBe('https://a.example/s.png');
    expect(shareImageOf({ socialImage: null, image: 'https://a.example/c.png' })).toBe('https://a.example/c.png');
    expect(shareImageOf({ socialImage: null, image: null })).toBeNull();
  });
});

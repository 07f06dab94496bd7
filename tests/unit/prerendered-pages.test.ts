/**
 * The pages the build writes come from the route table (src/app/routes.tsx, its PRERENDERED routes)
 * through src/entry-server.tsx, which scripts/prerender.mjs reads: the same pages, in the same order,
 * with the same sitemap dates as when they were a list of their own.
 */
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/data/blogs.ts';
import { prerenderedPages, PRIVATE_PATHS } from '@/entry-server.tsx';

const builtAt = new Date('2026-11-20T12:00:00Z');
const post = (id: string, createdAt: string | null, updatedAt: string | null = null) =>
  ({ id, createdAt: createdAt ? new Date(createdAt) : null, updatedAt: updatedAt ? new Date(updatedAt) : null }) as BlogPost;

const STATIC_PAGES = ['/', '/services', '/about', '/careers', '/contact', '/terms', '/privacy', '/cookies', '/case-studies', '/docs', '/support', '/blog'];

describe('prerenderedPages', () => {
  it("lists the route table's public pages, then one page per published post", () => {
    const pages = prerenderedPages([post('tech-stack', '2026-10-01T00:00:00Z'), post('a b', '2026-09-01T00:00:00Z', '2026-11-01T00:00:00Z')], builtAt);
    expect(pages.map((page) => page.path)).toEqual([...STATIC_PAGES, '/blog/tech-stack', '/blog/a%20b']);
  });

  it('dates a post by its last change, the home page and the blog by the newest post, the rest by the build', () => {
    const pages = prerenderedPages([post('tech-stack', '2026-10-01T00:00:00Z'), post('a b', '2026-09-01T00:00:00Z', '2026-11-01T00:00:00Z'), post('undated', null)], builtAt);
    const lastmod = Object.fromEntries(pages.map((page) => [page.path, page.lastmod.toISOString()]));
    expect(lastmod['/']).toBe('2026-11-01T00:00:00.000Z');
    expect(lastmod['/blog']).toBe('2026-11-01T00:00:00.000Z');
    expect(lastmod['/about']).toBe(builtAt.toISOString());
    expect(lastmod['/blog/tech-stack']).toBe('2026-10-01T00:00:00.000Z');
    expect(lastmod['/blog/a%20b']).toBe('2026-11-01T00:00:00.000Z');
    expect(lastmod['/blog/undated']).toBe(builtAt.toISOString());
  });

  it('dates the home page and the blog by the build when there is no post', () => {
    const pages = prerenderedPages([], builtAt);
    expect(pages.map((page) => page.path)).toEqual(STATIC_PAGES);
    expect(pages.every((page) => page.lastmod === builtAt)).toBe(true);
  });

  it('keeps the signed-in areas out of robots.txt', () => {
    expect(PRIVATE_PATHS).toEqual(['/admin', '/profile']);
  });
});

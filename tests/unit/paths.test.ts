/** src/lib/paths.ts: the links are built from the route table's patterns. */
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '@/lib/paths.ts';

describe('paths', () => {
  it('fills a pattern with the encoded id, whatever it holds', () => {
    expect(paths.article('50% off $& more')).toBe('/blog/50%25%20off%20%24%26%20more');
    expect(paths.admin.editBlog('a/b')).toBe('/admin/blogs/edit/a%2Fb');
    expect(routePatterns.article).toBe('/blog/:id');
  });

  it('adds a hash or a query only when asked', () => {
    expect(paths.services()).toBe('/services');
    expect(paths.services('web')).toBe('/services#web');
    expect(paths.contact('Web Development')).toBe('/contact?service=Web%20Development');
    expect(paths.login('/')).toBe('/login');
    expect(paths.login('/admin/users')).toBe('/login?redirect=%2Fadmin%2Fusers');
    expect(paths.profile('messages')).toBe('/profile?tab=messages');
  });
});

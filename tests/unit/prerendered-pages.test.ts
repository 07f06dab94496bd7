/**
 * The pages the build writes come from the route table (src/app/routes.tsx, its PRERENDERED routes)
 * through src/entry-server.tsx, which scripts/prerender.mjs reads: the same pages, in the same order,
 * with the same sitemap dates as when they were a list of their own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@/features/blog/data/blogs.ts';
import type { JobOpening } from '@/features/careers/data/openings.ts';
import type { Issue } from '@/features/newsletter/data/issues.ts';
import { pageStart, prerenderedPages, PRIVATE_PATHS } from '@/entry-server.tsx';

const builtAt = new Date('2026-11-20T12:00:00Z');
const post = (id: string, createdAt: string | null, updatedAt: string | null = null) =>
  ({ id, createdAt: createdAt ? new Date(createdAt) : null, updatedAt: updatedAt ? new Date(updatedAt) : null }) as BlogPost;

const opening = (slug: string, extra: Partial<JobOpening> = {}) =>
  ({ slug, closed: false, validThrough: null, createdAt: new Date('2026-10-01T00:00:00Z'), updatedAt: null, ...extra }) as JobOpening;
/** Two stored openings: their pages follow Careers. */
const STORED = [opening('senior-full-stack-engineer'), opening('ui-ux-designer', { updatedAt: new Date('2026-11-10T00:00:00Z') })];
const OPENINGS = ['/careers/senior-full-stack-engineer', '/careers/ui-ux-designer'];
const STATIC_PAGES = ['/', '/services', '/about', '/careers', ...OPENINGS, '/contact', '/terms', '/privacy', '/cookies', '/case-studies', '/docs', '/support', '/blog', '/newsletter', '/search'];

const issue = (id: string, sentAt: string) => ({ id, sentAt: new Date(sentAt), updatedAt: new Date(sentAt) }) as Issue;

describe('prerenderedPages', () => {
  it("lists the route table's public pages (one per opening after Careers), then one page per published post", () => {
    const pages = prerenderedPages([post('tech-stack', '2026-10-01T00:00:00Z'), post('a b', '2026-09-01T00:00:00Z', '2026-11-01T00:00:00Z')], STORED, builtAt);
    expect(pages.map((page) => page.path)).toEqual([...STATIC_PAGES, '/blog/tech-stack', '/blog/a%20b']);
  });

  it('dates a post by its last change, the home page and the blog by the newest post, the rest by the build', () => {
    const pages = prerenderedPages([post('tech-stack', '2026-10-01T00:00:00Z'), post('a b', '2026-09-01T00:00:00Z', '2026-11-01T00:00:00Z'), post('undated', null)], STORED, builtAt);
    const lastmod = Object.fromEntries(pages.map((page) => [page.path, page.lastmod.toISOString()]));
    expect(lastmod['/']).toBe('2026-11-01T00:00:00.000Z');
    expect(lastmod['/blog']).toBe('2026-11-01T00:00:00.000Z');
    expect(lastmod['/about']).toBe(builtAt.toISOString());
    expect(lastmod['/blog/tech-stack']).toBe('2026-10-01T00:00:00.000Z');
    expect(lastmod['/blog/a%20b']).toBe('2026-11-01T00:00:00.000Z');
    expect(lastmod['/blog/undated']).toBe(builtAt.toISOString());
    // An opening by its last change, else its posting.
    expect(lastmod['/careers/senior-full-stack-engineer']).toBe('2026-10-01T00:00:00.000Z');
    expect(lastmod['/careers/ui-ux-designer']).toBe('2026-11-10T00:00:00.000Z');
  });

  it("writes a closed or expired opening's page but leaves it out of the sitemap", () => {
    const stored = [...STORED, opening('qa-engineer', { closed: true }), opening('intern', { validThrough: '2026-11-18' }), opening('writer', { validThrough: '2026-11-22' })];
    const pages = prerenderedPages([], stored, builtAt);
    const listed = Object.fromEntries(pages.map((page) => [page.path, page.listed]));
    expect(listed).toMatchObject({ '/careers/qa-engineer': false, '/careers/intern': false, '/careers/writer': true, '/careers/ui-ux-designer': true });
  });

  it('writes one page per sent issue after the archive, each dated by its sending, the archive by the latest', () => {
    const issues = [issue('december-news', '2026-11-02T08:00:00Z'), issue('november-news', '2026-10-01T08:00:00Z')];
    const pages = prerenderedPages([], STORED, builtAt, issues);
    const at = pages.findIndex((page) => page.path === '/newsletter');
    expect(pages.slice(at, at + 3).map((page) => page.path)).toEqual(['/newsletter', '/newsletter/december-news', '/newsletter/november-news']);
    const lastmod = Object.fromEntries(pages.map((page) => [page.path, page.lastmod.toISOString()]));
    expect(lastmod['/newsletter']).toBe('2026-11-02T08:00:00.000Z');
    expect(lastmod['/newsletter/november-news']).toBe('2026-10-01T08:00:00.000Z');
    expect(pages.filter((page) => page.path.startsWith('/newsletter')).every((page) => page.listed)).toBe(true);
  });

  it('dates the home page and the blog by the build when there is no post', () => {
    const pages = prerenderedPages([], STORED, builtAt);
    expect(pages.map((page) => page.path)).toEqual(STATIC_PAGES);
    expect(pages.filter((page) => !OPENINGS.includes(page.path)).every((page) => page.lastmod === builtAt && page.listed)).toBe(true);
  });

  it('keeps the signed-in areas and the private previews out of robots.txt', () => {
    expect(PRIVATE_PATHS).toEqual(['/admin', '/profile', '/preview/']);
  });
});

describe('pageStart: how each page starts its scripts (docs/decisions/0023, 0025, 0026)', () => {
  afterEach(() => vi.unstubAllEnvs());
  const firebase = (emulators: boolean) => {
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIza-key_1');
    vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'acme.firebaseapp.com');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'acme-site');
    vi.stubEnv('VITE_FIREBASE_APP_ID', '1:2:web:3');
    vi.stubEnv('VITE_USE_FIREBASE_EMULATORS', emulators ? 'true' : '');
  };

  it('demo build: a page waits for use, and an article too, counting its view meanwhile; neither asks for the content version', () => {
    expect(pageStart('/services', '')).toEqual({
      sessionKey: expect.any(String),
      onUse: [expect.any(String)],
      content: null,
      countsView: false,
      countsTraffic: true,
      pageModules: ['src/features/site/pages/services.tsx'],
    });
    expect(pageStart('/blog/tech-stack', '')).toMatchObject({
      onUse: [expect.any(String)],
      content: null,
      countsView: true,
      countsTraffic: true,
      pageModules: ['src/features/blog/pages/article.tsx'],
    });
  });

  it('Firebase build: a page waits for use while meta/ holds the version it was built from; an article too, counting its view meanwhile', () => {
    firebase(false);
    expect(pageStart('/services', '1795167015123')).toMatchObject({
      onUse: [expect.any(String)],
      content: {
        url: 'https://firestore.googleapis.com/v1/projects/acme-site/databases/(default)/documents/meta?key=AIza-key_1',
        version: '1795167015123',
      },
    });
    expect(pageStart('/', '')).toMatchObject({ content: { version: '' } });
    expect(pageStart('/blog/tech-stack', '1795167015123')).toMatchObject({
      onUse: [expect.any(String)],
      content: { version: '1795167015123' },
      countsView: true,
    });
  });

  it('Firebase build with App Check: an article starts once painted, its app counting the view (the REST requests would lack App Check’s token)', () => {
    firebase(false);
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'site-key');
    expect(pageStart('/blog/tech-stack', '')).toMatchObject({ onUse: null, content: null, countsView: false, countsTraffic: false });
    expect(pageStart('/services', '')).toMatchObject({ onUse: [expect.any(String)], countsView: false, countsTraffic: false });
  });

  it('a build for the emulators with a reCAPTCHA key (App Check is not used there) counts an article’s view without the app', () => {
    firebase(true);
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'site-key');
    expect(pageStart('/blog/tech-stack', '')).toMatchObject({ onUse: [expect.any(String)], countsView: true, countsTraffic: true });
  });

  it('a build for the emulators asks the Firestore emulator', () => {
    firebase(true);
    expect(pageStart('/about', '')?.content?.url).toBe('http://127.0.0.1:8080/v1/projects/acme-site/databases/(default)/documents/meta?key=AIza-key_1');
  });

  it('a build whose Firebase settings are incomplete starts every page once painted (its app shows the problem)', () => {
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIza-key_1');
    expect(pageStart('/services', '')).toMatchObject({ onUse: null, content: null });
    expect(pageStart('/blog/tech-stack', '')).toMatchObject({ onUse: null, content: null, countsView: false, countsTraffic: false });
  });
});

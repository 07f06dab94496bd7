/**
 * What the build bakes into the prerendered pages, through the server
 * entry the build itself runs (src/entry-server.tsx): the site settings as stored at build time
 * (footer, contact details, titles, structured data), and a post's cover as its share picture. A
 * rebuild (`npm run rebuild`) is how an admin's change reaches the HTML.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { initialDataKeys } from '@/context/initial-data.tsx';
import { memoryStorage } from '@/backend/local/db.ts';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { updateBlog } from '@/features/blog/data/blogs.ts';
import { DEFAULT_SITE_SETTINGS, saveSiteSettings } from '@/features/site/data/settings.ts';
import { loadInitialData, loadSiteSettings, prerenderFrom, renderPage } from '@/entry-server.tsx';

const STORED = {
  ...DEFAULT_SITE_SETTINGS,
  companyName: 'NovaForge Studio',
  phone: '+44 20 7946 0000',
  address: '1 Canal Street\nManchester M1 3HE',
};
const COVER = 'https://images.example.com/covers/mobile-mvp.png';

/** The page as the build writes it: its hoisted head tags and its markup. */
async function prerender(path: string) {
  const data = await loadInitialData(path, new Date('2026-03-02T10:00:00Z'));
  const { html, status } = await renderPage(path, data);
  expect(status).toBe(200);
  return { html, data };
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  // An admin changed the settings and gave a post a cover before this build.
  const backend = createLocalBackend(memoryStorage());
  prerenderFrom(backend);
  await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await saveSiteSettings(STORED);
  await updateBlog('mobile-app-mvp', { image: COVER });
  // Every seeded post has a drawn cover (imagery): this one's is taken away.
  await updateBlog('local-seo-checklist', { image: null });
  await backend.auth.signOut();
});

describe('a build after the settings changed', () => {
  it('reads the settings as stored', async () => {
    expect(await loadSiteSettings()).toEqual(STORED);
  });

  it("renders /contact's details, the footer and the page title with them", async () => {
    const { html } = await prerender('/contact');
    expect(html).toContain('<title>Contact Us | NovaForge Studio</title>');
    expect(html).toContain('href="tel:+442079460000"');
    expect(html.match(/\+44 20 7946 0000/g)?.length).toBeGreaterThanOrEqual(2); // contact card and footer
    expect(html).toContain('1 Canal Street');
    expect(html).not.toContain('+1 (555) 012-3456');
    expect(html).not.toContain('120 Market Street');
    expect(html).toContain('NovaForge Studio<!-- -->. All rights reserved.'); // the footer's copyright line
    expect(html).toContain('"telephone":"+44 20 7946 0000"');
  });

  it('sends those settings with the page, so the browser hydrates the same text', async () => {
    const { data } = await prerender('/about');
    expect(data[initialDataKeys.siteSettings]).toEqual(STORED);
  });
});

describe('share pictures in the built HTML', () => {
  it('a page names the default picture, with its size and description', async () => {
    const { html } = await prerender('/services');
    expect(metaContent(html, 'og:image')).toBe('https://novaforge.example.com/og-image.png');
    expect(metaContent(html, 'twitter:image')).toBe('https://novaforge.example.com/og-image.png');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:type')).toBe('image/png');
    expect(metaContent(html, 'og:image:alt')).toBe('NovaForge Digital: Software development and digital marketing');
  });

  it('a post with a cover names the cover, without a size it does not know', async () => {
    const { html } = await prerender('/blog/mobile-app-mvp');
    expect(metaContent(html, 'og:image')).toBe(COVER);
    expect(metaContent(html, 'twitter:image')).toBe(COVER);
    expect(metaContent(html, 'og:image:alt')).toBe('Cover for “Shipping a Mobile MVP in Twelve Weeks”');
    expect(metaContent(html, 'og:image:width')).toBeUndefined();
    expect(html).toContain(`"image":["${COVER}"]`);
  });

  it('a post without a cover names the default', async () => {
    const { html } = await prerender('/blog/local-seo-checklist');
    expect(metaContent(html, 'og:image')).toBe('https://novaforge.example.com/og-image.png');
  });
});

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@/backend/local/seed.ts';
import { TRUSTED_BY } from '@/content/company.ts';
import { CLIENT_LOGOS, coverSources, ownImagePath, personPortrait, seededCover, teamPortrait } from '@/content/images.ts';
import { site } from '@/content/site.ts';
import { TEAM } from '@/content/team.ts';
import { TESTIMONIALS } from '@/content/testimonials.ts';
import { isHttpsUrl } from '@/features/blog/data/blogs.ts';

const PUBLIC = resolve(__dirname, '../../public');
const inPublic = (path: string) => join(PUBLIC, path.replace(/^\//, ''));
const shipped = (path: string) => existsSync(inPublic(path)) && statSync(inPublic(path)).size > 0;
const srcsetPaths = (srcset: string | undefined) => (srcset ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0]).filter(Boolean);

describe('the images the site refers to are shipped in public/', () => {
  const blogs = Object.entries(createSeed(new Date('2026-03-10T12:00:00Z')).collections.blogs);

  it('gives every seeded post a cover that the editor and the rules accept (an https address)', () => {
    for (const [id, post] of blogs) {
      expect(post.image, id).toBe(seededCover(id));
      expect(isHttpsUrl(String(post.image)), id).toBe(true);
      expect(String(post.image).startsWith(`${site.defaultUrl}/images/covers/`)).toBe(true);
    }
  });

  it('ships every width and format of every seeded cover', () => {
    for (const [id, post] of blogs) {
      const { src, srcSet, avifSrcSet } = coverSources(String(post.image));
      for (const path of [src, ...srcsetPaths(srcSet), ...srcsetPaths(avifSrcSet)]) expect(shipped(path), `${id}: ${path}`).toBe(true);
      expect(srcsetPaths(srcSet)).toHaveLength(2);
      expect(srcsetPaths(avifSrcSet)).toHaveLength(2);
    }
  });

  it('shows another site’s cover as it is, with no made-up widths', () => {
    expect(coverSources('https://images.example.org/a.jpg')).toEqual({ src: 'https://images.example.org/a.jpg' });
    expect(ownImagePath('https://images.example.org/images/a.jpg')).toBeNull();
  });

  it('ships a portrait for every team member and testimonial author, and a logo for every client', () => {
    for (const member of TEAM) expect(shipped(teamPortrait(member.id)), member.name).toBe(true);
    for (const { name } of TESTIMONIALS) expect(shipped(personPortrait(name)), name).toBe(true);
    for (const name of TRUSTED_BY) {
      expect(CLIENT_LOGOS[name], name).toBeDefined();
      expect(shipped(CLIENT_LOGOS[name].src), name).toBe(true);
      expect(readFileSync(inPublic(CLIENT_LOGOS[name].src), 'utf8')).toContain(`viewBox="0 0 ${CLIENT_LOGOS[name].width} ${CLIENT_LOGOS[name].height}"`);
    }
  });

  it('links a web app manifest whose icons all exist, with a maskable one and the sizes installers ask for', () => {
    const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(shipped('/apple-touch-icon.png')).toBe(true);
    const manifest = JSON.parse(readFileSync(inPublic('/manifest.webmanifest'), 'utf8')) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.name).toBe(site.name);
    expect(manifest.theme_color).toBe(site.themeColor);
    for (const icon of manifest.icons) expect(shipped(icon.src), icon.src).toBe(true);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('says the images are the project’s own, licensed for redistribution', () => {
    expect(readFileSync(inPublic('/images/LICENSE.md'), 'utf8')).toMatch(/CC0/);
  });
});

/**
 * The default share picture: public/og-image.png, made by `npm run og-image`
 * (scripts/og-image.mjs), is the PNG the page metadata says it is, and small enough that every app a
 * link is pasted into fetches it quickly.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE } from '@/components/seo/seo.tsx';
import { site } from '@/content/site.ts';
import { cardHtml, OG_IMAGE } from '../../scripts/og-image.mjs';

const png = readFileSync(join(process.cwd(), 'public', DEFAULT_SHARE_IMAGE.path));

describe('public/og-image.png', () => {
  it('is a PNG of the size the metadata states (1200×630, what link previews show in full)', () => {
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: DEFAULT_SHARE_IMAGE.width,
      height: DEFAULT_SHARE_IMAGE.height,
    });
    expect(DEFAULT_SHARE_IMAGE.type).toBe('image/png');
    expect(`public${DEFAULT_SHARE_IMAGE.path}`).toBe(OG_IMAGE.file);
    expect([OG_IMAGE.width, OG_IMAGE.height]).toEqual([DEFAULT_SHARE_IMAGE.width, DEFAULT_SHARE_IMAGE.height]);
  });

  it('is well under 100 KB', () => {
    expect(png.length).toBeLessThan(100 * 1024);
  });

  it("describes what the picture shows: the company's built-in name and tagline", () => {
    expect(DEFAULT_SHARE_IMAGE.alt).toBe(`${site.name}: ${site.tagline}`);
  });
});

describe('the card it is made from', () => {
  it('carries the name, tagline and services, escaped', () => {
    const html = cardHtml({ name: 'A & B <Studio>', tagline: 'We "build"', services: ['Web', 'Apps'], logoSvg: '<svg></svg>' });
    expect(html).toContain('A &amp; B &lt;Studio&gt;');
    expect(html).toContain('We &quot;build&quot;');
    expect(html).toContain('<li>Web</li><li>Apps</li>');
    expect(html).toContain('width: 1200px; height: 630px;');
  });
});

/** The build's page at an older post's id address (scripts/moved-page.mjs, written by scripts/prerender.mjs): it names the slug's address as canonical and moves there. */
import { describe, expect, it } from 'vitest';
import { movedPageHtml } from '../../scripts/moved-page.mjs';

describe('the moved page', () => {
  it('at the id address: canonical to the slug, not indexed, refreshed there, escaped', () => {
    const html = movedPageHtml({ siteUrl: 'https://novaforge.example.com', title: 'Tips & <Tricks>', to: '/blog/tips-and-tricks' });
    expect(html).toContain('<link rel="canonical" href="https://novaforge.example.com/blog/tips-and-tricks">');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/blog/tips-and-tricks">');
    expect(html).toContain('<a href="/blog/tips-and-tricks">Tips &amp; &lt;Tricks&gt;</a>');
  });
});

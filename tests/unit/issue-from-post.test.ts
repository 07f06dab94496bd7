/** "Use this post": a post as a newsletter issue's Markdown, which reads back as the post's cover, words and link. */
import { Lexer, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { issueFromPost } from '@/features/newsletter/data/issue-from-post.ts';

/** The image and the links the issue's Markdown holds, as a Markdown reader finds them. */
function readBack(markdown: string) {
  const images: { href: string; text: string }[] = [];
  const links: { href: string; text: string }[] = [];
  Lexer.lex(markdown, { gfm: true }).forEach(function walk(token) {
    if (token.type === 'image') images.push({ href: (token as Tokens.Image).href, text: (token as Tokens.Image).text });
    if (token.type === 'link') links.push({ href: (token as Tokens.Link).href, text: (token as Tokens.Link).text });
    for (const child of ('tokens' in token && Array.isArray(token.tokens) ? token.tokens : []) as Tokens.Generic[]) walk(child);
  });
  return { images, links };
}

const POST = { id: 'p1', slug: 'cloud-costs', title: 'Cut [cloud] costs', excerpt: 'Three *quick* wins.' };

describe('an issue made from a post', () => {
  it('shows its cover, its excerpt as written and a link to it', () => {
    const issue = issueFromPost({ ...POST, image: 'https://images.example.com/cover.jpg' });
    expect(issue.subject).toBe('Cut [cloud] costs');
    const { images, links } = readBack(issue.body);
    expect(images).toEqual([{ href: 'https://images.example.com/cover.jpg', text: 'Cut [cloud] costs' }]);
    expect(links.map((link) => link.href)).toEqual(['/blog/cloud-costs']);
    expect(issue.body).toContain('Three \\*quick\\* wins.');
  });

  it.each([
    ['spaces', 'https://images.example.com/spring sale/cover photo.jpg', 'https://images.example.com/spring%20sale/cover%20photo.jpg'],
    ['parentheses', 'https://images.example.com/cover_(1).jpg', 'https://images.example.com/cover_%281%29.jpg'],
    ['angle brackets', '/images/a<b>.jpg', '/images/a%3Cb%3E.jpg'],
  ])('keeps a cover whose address has %s, as the same address', (_what, image, href) => {
    const { images, links } = readBack(issueFromPost({ ...POST, image }).body);
    expect(images.map((found) => found.href)).toEqual([href]);
    expect(decodeURI(images[0]?.href ?? '')).toBe(image);
    expect(links.map((link) => link.href)).toEqual(['/blog/cloud-costs']);
  });

  it('leaves out a cover that is not on https or the site', () => {
    expect(readBack(issueFromPost({ ...POST, image: 'http://insecure.example.com/a.jpg' }).body).images).toEqual([]);
  });
});

/**
 * Markdown posts (docs/decisions/0015): the renderer's safety against hostile posts, its headings and
 * contents, and the light stripper the cards' excerpts and read times use.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownBody, readingMinutes, renderMarkdown } from '@/components/markdown/markdown.tsx';
import { createSeed } from '@/backend/local/seed.ts';
import { excerptOf, readTimeOf } from '@/features/blog/data/blogs.ts';
import { markdownToPlainText } from '@/lib/markdown-text.ts';

function show(source: string) {
  const rendered = renderMarkdown(source);
  const view = render(<MarkdownBody rendered={rendered} />);
  return { rendered, container: view.container };
}

describe('Markdown renderer: hostile posts', () => {
  it('shows raw HTML as text and makes no element of it', () => {
    const { container } = show(
      '<script>alert(1)</script>\n\nHello <img src=x onerror="alert(2)"> and <a href="javascript:alert(3)">click</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.textContent).toContain('Hello <img src=x onerror="alert(2)"> and <a href="javascript:alert(3)">click</a>');
    expect(container.textContent).toContain('<iframe src="https://evil.example"></iframe>');
  });

  it.each([
    ['javascript:', '[click me](javascript:alert(1))'],
    ['JavaScript with odd case', '[click me](JaVaScRiPt:alert(1))'],
    ['javascript: behind an entity', '[click me](&#106;avascript:alert(1))'],
    ['javascript: with a tab', '[click me](<java\tscript:alert(1)>)'],
    ['data:', '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[click me](vbscript:msgbox(1))'],
    ['a protocol-relative address', '[click me](//evil.example/path)'],
    ['a backslash host', '[click me](/\\evil.example)'],
    ['a reference to javascript:', '[click me][x]\n\n[x]: javascript:alert(1)'],
    ['an ftp address', '[click me](ftp://files.example/x)'],
  ])('shows a link to %s as plain text', (_name, source) => {
    const { container } = show(source);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('click me')).toBeInTheDocument();
  });

  it('opens links to other sites in a new tab, safely, and says so', () => {
    show('Read [the guide](https://example.com/guide?a=1&b=2) or write to <hello@example.com>.');
    const link = screen.getByRole('link', { name: /^the guide ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://example.com/guide?a=1&b=2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = screen.getByRole('link', { name: 'hello@example.com' });
    expect(mail).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(mail).not.toHaveAttribute('target');
  });

  it('keeps links to the site itself in the same tab', () => {
    show('See [our services](/services) and [the start](#post-start).');
    const services = screen.getByRole('link', { name: 'our services' });
    expect(services).toHaveAttribute('href', '/services');
    expect(services).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'the start' })).toHaveAttribute('href', '#post-start');
  });

  it('makes bare web addresses links', () => {
    show('Visit https://example.org/docs today.');
    expect(screen.getByRole('link', { name: /^https:\/\/example\.org\/docs ?\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      'https://example.org/docs',
    );
  });

  it('loads images only from https, lazily and with their alt text; others show the alt text', () => {
    const { container } = show(
      '![A chart of page weight](https://images.example.com/chart.webp)\n\n![Tracker](http://tracker.example/p.gif)\n\n![Inline](data:image/svg+xml;base64,PHN2Zz4=)\n\n![Script](javascript:alert(1))',
    );
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAccessibleName('A chart of page weight');
    expect(images[0]).toHaveAttribute('src', 'https://images.example.com/chart.webp');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(container.textContent).toContain('Tracker');
    expect(container.textContent).toContain('Inline');
    expect(container.textContent).toContain('Script');
  });

  it('shows code as code, never as markup', () => {
    const { container } = show('Use `<b>bold</b>` here.\n\n```html\n<script>alert(1)</script>\n```');
    expect(container.querySelector('script, b')).toBeNull();
    expect(screen.getByText('<b>bold</b>').tagName).toBe('CODE');
    expect(screen.getByText('<script>alert(1)</script>').tagName).toBe('CODE');
  });

  it('survives deeply nested and very long input', () => {
    const nested = `${'> '.repeat(200)}deep\n\n${'- '.repeat(100)}item\n\n${'*'.repeat(5000)}`;
    expect(() => show(nested)).not.toThrow();
    expect(renderMarkdown('word '.repeat(20_000)).text.split(' ')).toHaveLength(20_000);
  });
});

describe('Markdown renderer: structure', () => {
  it('renders # as h2 and ## as h3, lists, quotes and emphasis', () => {
    show('# Why\n\n## How\n\n- one\n- **two**\n\n1. first\n2. second\n\n> Quoted *well*.');
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'How' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(within(bullets).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(numbers.tagName).toBe('OL');
    expect(screen.getByText('two').tagName).toBe('STRONG');
    expect(screen.getByText('well').tagName).toBe('EM');
    expect(screen.getByText(/Quoted/).closest('blockquote')).not.toBeNull();
  });

  it('gives headings stable, unique ids, and lists them in the contents from three h2/h3 headings', () => {
    const { rendered } = show('# Intro\n\ntext\n\n## Intro\n\n# Intro\n\n#### Deep\n\n# Café & Crème!');
    expect(rendered.headings.map(({ id, level }) => [id, level])).toEqual([
      ['post-intro', 2],
      ['post-intro-2', 3],
      ['post-intro-3', 2],
      ['post-cafe-creme', 2],
    ]);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#post-intro', '#post-intro-2', '#post-intro-3', '#post-cafe-creme']);
    expect(screen.getByRole('heading', { level: 2, name: 'Café & Crème!' })).toHaveAttribute('id', 'post-cafe-creme');
    // The same text gives the same ids again.
    expect(renderMarkdown('# Intro\n\n## Intro').headings.map((heading) => heading.id)).toEqual(['post-intro', 'post-intro-2']);
  });

  it('shows no contents for fewer than three h2/h3 headings', () => {
    show('# One\n\n## Two\n\n#### Not counted\n\nText.');
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('counts the reading time from the rendered text: words / 200, rounded up, at least 1', () => {
    expect(readingMinutes(renderMarkdown('').text)).toBe(1);
    expect(readingMinutes(renderMarkdown('word '.repeat(200)).text)).toBe(1);
    expect(readingMinutes(renderMarkdown('word '.repeat(201)).text)).toBe(2);
    // Syntax and link addresses are not words a reader reads.
    const marked = `${'[word](https://example.com/a/very/long/address) '.repeat(150)}\n\n${'- **word**\n'.repeat(50)}`;
    expect(renderMarkdown(marked).text.split(' ')).toHaveLength(200);
    expect(readingMinutes(renderMarkdown(marked).text)).toBe(1);
  });

  it('decodes character references as text', () => {
    show('Fish &amp; chips &lt;3 &#8364;5');
    expect(screen.getByText('Fish & chips <3 €5')).toBeInTheDocument();
  });
});

describe('Markdown stripper (cards, meta descriptions, read times)', () => {
  it('keeps the words and drops the syntax', () => {
    const source = [
      '# A *heading* #',
      'Some **bold**, _em_, ~~gone~~ and `code` with [a link](https://example.com "title") and ![an image](https://e.com/i.png).',
      '> quoted\n> more',
      '- item one\n* item two\n1. numbered\n- [x] done',
      '```js\nconst x = 1;\n```',
      '---',
      '| A | B |\n| --- | :-: |\n| 1 | 2 |',
      '[ref]: https://example.com',
      'Escaped \\*stars\\* and <https://example.org>.',
    ].join('\n\n');
    expect(markdownToPlainText(source)).toBe(
      [
        'A heading',
        'Some bold, em, gone and code with a link and an image.',
        'quoted more',
        'item one item two numbered done',
        'const x = 1;',
        'A B 1 2',
        'Escaped *stars* and https://example.org.',
      ].join('\n\n'),
    );
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(markdownToPlainText('Use read_time_minutes, 2 * 3 and a*b.')).toBe('Use read_time_minutes, 2 * 3 and a*b.');
  });

  it("gives a Markdown post's card an excerpt without syntax, and leaves a plain post's as written", () => {
    const content = '# Why budgets\n\nVisitors on a **phone** decide [fast](https://web.dev).';
    expect(excerptOf({ excerpt: '', content, format: 'markdown' }, 140)).toBe('Why budgets Visitors on a phone decide fast.');
    expect(excerptOf({ excerpt: '', content }, 140)).toBe('# Why budgets Visitors on a **phone** decide [fast](https://web.dev).');
  });

  it('counts the same words as the rendered seeded Markdown posts', () => {
    const { collections } = createSeed(new Date('2026-03-01T12:00:00Z'));
    const posts = Object.values(collections.blogs).filter((post) => post.format === 'markdown');
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) {
      const content = String(post.content);
      const rendered = renderMarkdown(content).text.split(/\s+/).filter(Boolean).length;
      expect(markdownToPlainText(content).split(/\s+/).filter(Boolean).length, String(post.title)).toBe(rendered);
      expect(post.readTime).toBe(readTimeOf(content, 'markdown'));
    }
  });
});

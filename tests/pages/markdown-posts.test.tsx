/**
 * Posts in Markdown (docs/decisions/0015), as readers and admins see them: a Markdown article with its
 * contents, a plain-text post as before, cards without syntax, and the editor's Write / Preview.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_TIME } from '@/backend/types.ts';
import { renderApp } from '../render.tsx';
import { staffUpdate } from '../logged-writes.ts';

interface StoredPost {
  [key: string]: unknown;
  content: string;
  format?: string;
  readTime: number;
}

describe('a Markdown article', () => {
  it('shows its headings, lists, quote, code and links, with a Contents list and the reading time', async () => {
    await renderApp('/blog/choosing-a-tech-stack-2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Choose a Tech Stack Your Team Can Live With' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    // The body arrives with its own chunk, just after the heading.
    const section = await screen.findByRole('heading', { level: 2, name: 'Start from the problem' });
    expect(section).toHaveAttribute('id', 'post-start-from-the-problem');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Start from the problem', '#post-start-from-the-problem'],
      ['Count the people', '#post-count-the-people'],
      ['Buy what is not your product', '#post-buy-what-is-not-your-product'],
      ['Keep the choice reversible', '#post-keep-the-choice-reversible'],
    ]);

    const numbered = screen.getByText('What must it do fast?').closest('ol') as HTMLElement;
    expect(within(numbered).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/The best stack is the one/).closest('blockquote')).not.toBeNull();
    expect(screen.getByText(/export interface Storage/).tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Tell us about your project' })).toHaveAttribute('href', '/contact');
    // No syntax shows.
    expect(screen.queryByText(/\*\*|^# /)).toBeNull();
    expect(screen.getByText('2 min read')).toBeInTheDocument();
  });

  it('opens links to other sites in a new tab, safely', async () => {
    await renderApp('/blog/web-performance-budget');
    const link = await screen.findByRole('link', { name: /^Core Web Vitals ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://web.dev/articles/vitals');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('columnheader', { name: 'Budget' })).toBeInTheDocument();
    // Two sections only: no contents.
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('shows an author’s HTML and a javascript: link as text', async () => {
    const { container } = await renderApp('/blog/mobile-app-mvp', {
      signedInAs: 'admin',
      prepare: (backend) =>
        staffUpdate(backend, 'blogs', 'mobile-app-mvp', {
          content: '# Hello\n\n<img src=x onerror="alert(1)"> and [click](javascript:alert(2)) and <script>alert(3)</script>',
          updatedAt: SERVER_TIME,
        }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello' })).toBeInTheDocument();
    const body = screen.getByText(/onerror/);
    expect(body.textContent).toContain('<img src=x onerror="alert(1)"> and click and <script>alert(3)</script>');
    expect(within(body).queryByRole('link')).toBeNull();
    // (The article's own pictures, its cover and the author's portrait, are not the author's markup.)
    expect(container.querySelector('img[src="x"], [onerror], article script')).toBeNull();
  });
});

describe('a plain-text post', () => {
  it('renders as before: its paragraphs as written, no contents', async () => {
    await renderApp('/blog/local-seo-checklist');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Local SEO Checklist for Service Businesses' })).toBeInTheDocument();
    expect((await screen.findByText(/^Most service businesses win or lose customers/)).tagName).toBe('P');
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('shows Markdown-looking text in a plain post as typed', async () => {
    await renderApp('/blog/local-seo-checklist', {
      signedInAs: 'admin',
      prepare: (backend) =>
        staffUpdate(backend, 'blogs', 'local-seo-checklist', { content: '# Not a heading\n\n**Not bold**', updatedAt: SERVER_TIME }),
    });
    expect(await screen.findByText('# Not a heading')).toBeInTheDocument();
    expect(screen.getByText('**Not bold**')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Not a heading' })).toBeNull();
  });
});

describe('blog cards', () => {
  it('show a Markdown post’s excerpt without its syntax', async () => {
    await renderApp('/blog', {
      signedInAs: 'admin',
      prepare: (backend) =>
        staffUpdate(backend, 'blogs', 'ai-customer-support', {
          excerpt: '',
          content: '# Why it matters\n\n**AI assistants** can [draft answers](https://example.com/drafts).\n\n- and `route` tickets',
          updatedAt: SERVER_TIME,
        }),
    });
    const title = await screen.findByRole('link', { name: /Putting AI to Work in Customer Support/ });
    const card = title.closest('article') as HTMLElement;
    expect(within(card).getByText('Why it matters AI assistants can draft answers. and route tickets')).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/\*\*|\]\(|`|# Why/);
  });
});

describe('the editor', () => {
  it('writes a new post in Markdown and previews it as the article will show it', async () => {
    const { user } = await renderApp('/admin/blogs/create', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Create New Post' });
    const write = screen.getByRole('button', { name: 'Write' });
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(write).toHaveAttribute('aria-pressed', 'true');
    expect(preview).toHaveAttribute('aria-pressed', 'false');
    const content = screen.getByRole('textbox', { name: /^Content/ });
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Markdown: # Heading, **bold**'));

    fireEvent.change(content, {
      target: { value: '# Plan\n\n- one\n- two\n\n[Docs](https://example.com/docs) and [bad](javascript:alert(1))\n\n# Build\n\n## Ship' },
    });
    await user.click(preview);
    expect(preview).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('textbox', { name: /^Content/ })).toBeNull();
    const shown = screen.getByRole('region', { name: 'Preview' });
    expect(within(shown).getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(within(shown).getAllByRole('listitem', { hidden: false }).map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['one', 'two']),
    );
    expect(within(shown).getByRole('link', { name: /^Docs ?\(opens in a new tab\)$/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(shown).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(within(shown).getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();

    await user.click(write);
    expect(screen.getByRole('textbox', { name: /^Content/ })).toHaveValue(
      '# Plan\n\n- one\n- two\n\n[Docs](https://example.com/docs) and [bad](javascript:alert(1))\n\n# Build\n\n## Ship',
    );
  });

  it('saves a new post as Markdown', async () => {
    const { user, backend } = await renderApp('/admin/blogs/create', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Create New Post' });
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Markdown at last');
    fireEvent.change(screen.getByRole('textbox', { name: /^Content/ }), { target: { value: '# Why\n\nBecause **lists** help.' } });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Author/ }), 'Maya Chen');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Technology');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
    const posts = await backend.store.list<StoredPost & { title: string }>('blogs', { where: [['title', '==', 'Markdown at last']] });
    expect(posts).toHaveLength(1);
    expect(posts[0].format).toBe('markdown');
    expect(posts[0].readTime).toBe(1);
  });

  it('keeps an older plain post plain, unless "Write in Markdown" is ticked', async () => {
    const { user, backend } = await renderApp('/admin/blogs/edit/local-seo-checklist', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    const content = screen.getByRole('textbox', { name: /^Content/ });
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Plain text; a blank line starts a new paragraph.'));
    const markdown = screen.getByRole('checkbox', { name: 'Write in Markdown' });
    expect(markdown).not.toBeChecked();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    expect((await backend.store.get<StoredPost>('blogs', 'local-seo-checklist'))?.format).toBeUndefined();

    await user.click(markdown);
    expect(screen.getByRole('textbox', { name: /^Content/ })).toHaveAccessibleDescription(expect.stringContaining('Markdown: # Heading'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('Blog updated successfully!')).not.toHaveLength(0);
    await screen.findByText('All changes saved.');
    expect((await backend.store.get<StoredPost>('blogs', 'local-seo-checklist'))?.format).toBe('markdown');
  });

  it('offers no switch for a post already in Markdown', async () => {
    await renderApp('/admin/blogs/edit/mobile-app-mvp', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    expect(screen.queryByRole('checkbox', { name: 'Write in Markdown' })).toBeNull();
  });
});

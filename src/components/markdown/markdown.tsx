/**
 * A Markdown post as React elements (docs/decisions/0015): `marked` only splits the text into tokens
 * (its lexer); this module and markdown-blocks.tsx turn each token into an element themselves, so no
 * HTML string is ever made and nothing needs sanitising (markdown-links.ts says where links may go).
 * - Raw HTML in a post shows as the text it is.
 * - Links go only to http(s), mailto: and this site's own paths (`/…`, `#…`); anything else
 *   (`javascript:`, `data:`, `//host`, …) shows as its text. Links to other sites open in a new tab,
 *   with rel="noopener noreferrer" and a visually hidden "(opens in a new tab)".
 * - Images load only from https addresses, lazily, with their alt text; others show their alt text.
 * - `#` is a level-2 heading (the post's title is the page's h1), and so on down; headings get
 *   stable ids, made unique within the post, which the table of contents links to.
 *
 * Only an article's body (src/features/blog/pages/article-body.tsx, loaded only when the body is rendered in
 * the browser: a prerendered article keeps the server's HTML of it), the blog editor and a job
 * opening's page (its description) import this module (its parts, markdown-blocks.tsx and
 * markdown-links.ts, are imported from nowhere else), so the parser is in their chunks and no other
 * page's. The prerender renders the same tree the browser
 * would: it is a pure function of the text.
 */
import { Lexer } from 'marked';
import type { ReactNode } from 'react';
import { Renderer, styles } from '@/components/markdown/markdown-blocks.tsx';

export interface MarkdownHeading {
  id: string;
  /** The rendered level: 2 for `#`, 3 for `##`, … */
  level: number;
  text: string;
}

export interface RenderedMarkdown {
  nodes: ReactNode;
  headings: MarkdownHeading[];
  /** The words a reader sees, for the reading time. */
  text: string;
}

/** A table of contents is shown when a post has at least this many h2/h3 headings. */
export const CONTENTS_MIN_HEADINGS = 3;

export { headingSlug } from '@/components/markdown/markdown-blocks.tsx';
export { safeImage, safeLink, type SafeLink } from '@/components/markdown/markdown-links.ts';

/** Renders a post's Markdown: its elements, its h2/h3 headings (for the contents) and its text. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const renderer = new Renderer();
  const tokens = Lexer.lex(source.replace(/\r\n?/g, '\n'), { gfm: true, breaks: false });
  const nodes = renderer.blocks(tokens);
  return { nodes, headings: renderer.headings, text: renderer.text };
}

/** Minutes to read `text` (spec §9): words / 200, rounded up, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** The post's "Contents": links to its h2/h3 headings, shown from `CONTENTS_MIN_HEADINGS` of them. */
export function TableOfContents({ headings }: { headings: readonly MarkdownHeading[] }) {
  if (headings.length < CONTENTS_MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby="article-contents-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <h2 id="article-contents-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-700">
        Contents
      </h2>
      <ol className="mt-3 space-y-2 text-base leading-6">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? 'pl-5' : undefined}>
            <a href={`#${heading.id}`} className={styles.link}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A Markdown post's body with its table of contents (when it has enough headings). `className`: the
 * space above it (the article's; the editor's preview has none).
 */
export function MarkdownBody({ rendered, className = 'mt-10' }: { rendered: RenderedMarkdown; className?: string }) {
  return (
    <div className={className}>
      <TableOfContents headings={rendered.headings} />
      <div className={`text-lg leading-8 text-slate-800 [&>:first-child]:mt-0 ${rendered.headings.length >= CONTENTS_MIN_HEADINGS ? 'mt-10' : ''}`}>
        {rendered.nodes}
      </div>
    </div>
  );
}

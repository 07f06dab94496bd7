/**
 * An article's text: a Markdown post rendered by the same code the prerender ran, a plain-text post as
 * paragraphs. A module of its own, with the Markdown parser, loaded only when the body is rendered
 * (src/features/blog/pages/article.tsx): a prerendered article keeps the server's HTML of it instead.
 */
import { useMemo } from 'react';
import { MarkdownBody, renderMarkdown } from '@/components/markdown/markdown.tsx';
import { paragraphsOf } from '@/features/blog/data/blogs.ts';

export function ArticleBody({ content, markdown }: { content: string; markdown: boolean }) {
  const rendered = useMemo(() => (markdown ? renderMarkdown(content) : null), [markdown, content]);
  if (rendered) return <MarkdownBody rendered={rendered} />;
  return (
    <div className="mt-10 text-lg leading-8 text-slate-800">
      {paragraphsOf(content).map((paragraph, index) => (
        <p key={index} className={`${index > 0 ? 'mt-6' : ''} whitespace-pre-line`}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/**
 * A post as its article page will show it, before it is public: the header (no date or views yet),
 * the cover, the body and the tags. The draft's private preview page (./preview.tsx) and the editor's
 * "Preview page" (src/features/blog/admin/page-preview.tsx) both show it.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { DEFAULT_AUTHOR, type BlogPost } from '@/features/blog/data/blogs.ts';
import { ArticleCover, ArticleHeader, ArticleTags } from './article-parts.tsx';

const ArticleBody = lazy(() => import('./article-body.tsx').then((module) => ({ default: module.ArticleBody })));

export function ArticlePreview({ post }: { post: BlogPost }) {
  const author = post.authorName?.trim() || DEFAULT_AUTHOR;
  return (
    <article className="pb-16">
      <ArticleHeader post={post} author={author} created={null} views={null} canEdit={false} preview />
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <ArticleCover post={post} />
        <Suspense fallback={<Spinner label="Loading article..." />}>
          <ArticleBody content={post.content} markdown={post.format === 'markdown'} />
        </Suspense>
        <ArticleTags tags={post.tags} />
      </div>
    </article>
  );
}

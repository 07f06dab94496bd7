/**
 * A draft's private preview, `/preview/<token>` (src/features/blog/data/previews.ts): the post as its
 * article page will look, under a "Preview — not published" banner, to anyone who has the link —
 * signed in or not, never indexed. An expired or revoked link says it has expired; once the post is
 * published, the link leads to the article.
 */
import { Clock3, RotateCw } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useLoad } from '@/hooks/use-load.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, linkStyles } from '@/components/ui/styles.ts';
import { addressOf, isPublicNow } from '@/features/blog/data/blogs.ts';
import { getPreview, type PostPreview } from '@/features/blog/data/previews.ts';
import { ArticlePreview } from './article-preview.tsx';

function Expired() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <Clock3 aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-slate-900">This preview link has expired</h1>
      <p className="mt-3 text-slate-700">Preview links work for a limited time, and can be revoked. Ask whoever shared it for a new one.</p>
      <Link to={paths.blog()} className={`${linkStyles.primary} mt-8`}>
        Read the blog
      </Link>
    </div>
  );
}

function PreviewView({ preview }: { preview: PostPreview }) {
  const { post } = preview;
  return (
    <>
      <Seo title={`Preview: ${post.title}`} description={post.excerpt} path={paths.preview('')} noindex />
      <div role="note" aria-label="Preview" className="border-b border-amber-300 bg-amber-50">
        <p className="mx-auto max-w-3xl px-4 py-3 text-sm text-amber-950 sm:px-6">
          <strong className="font-semibold">Preview — not published</strong>
          <span className="block sm:inline sm:before:content-['_·_']">
            Only people with this link can see it, until {formatDateTime(preview.expiresAt)}.
          </span>
        </p>
      </div>
      <ArticlePreview post={post} />
    </>
  );
}

export function PreviewPage() {
  const { token = '' } = useParams();
  const load = useLoad(token, () => getPreview(token), { toast: false });

  if (load.state.status === 'loading') return <Spinner label="Loading preview..." className="py-24" />;
  if (load.state.status === 'error') {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Error loading the preview</h1>
        <p className="mt-3 text-slate-700">We could not load this preview just now. Check your connection and try again.</p>
        <button type="button" onClick={load.retry} className={`${buttonStyles.primary} mt-8`}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          Try again
        </button>
      </div>
    );
  }
  const preview = load.state.data;
  if (!preview) {
    return (
      <>
        <Seo title="Preview expired" path={paths.preview('')} noindex />
        <Expired />
      </>
    );
  }
  // Published since (and its time come, for a scheduled post): the link leads to the article (the
  // history entry is replaced, not added).
  if (isPublicNow(preview.post)) return <Navigate to={paths.article(addressOf(preview.post))} replace />;
  return <PreviewView preview={preview} />;
}

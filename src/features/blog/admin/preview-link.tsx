/**
 * The editor's private preview link for a draft (src/features/blog/data/previews.ts): "Share preview"
 * makes a link that shows the post as its article page will look, to anyone who has it, for 48 hours;
 * the panel shows the link with "Copy link", when it ends, and "Revoke". The link shows the post as
 * last saved, and follows each save.
 */
import { Copy, Link2, Share2, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useNow } from '@/context/initial-data.tsx';
import { useLoad } from '@/hooks/use-load.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { paths } from '@/lib/paths.ts';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import type { BlogPost } from '@/features/blog/data/blogs.ts';
import { getPreviewLink, PREVIEW_HOURS, revokePreview, sharePreview, type PreviewLink } from '@/features/blog/data/previews.ts';

/** The link's full address, on the site the admin is using. */
function previewUrl(token: string): string {
  return `${window.location.origin}${paths.preview(token)}`;
}

export function PreviewLinkPanel({ post }: { post: BlogPost }) {
  const headingId = useId();
  const fieldId = useId();
  const loaded = useLoad(post.id, () => getPreviewLink(post.id), { toast: false });
  // What this panel has done since (a new link, or none after Revoke) replaces what was loaded.
  const [changed, setChanged] = useState<{ link: PreviewLink | null } | null>(null);
  const [busy, setBusy] = useState<'share' | 'revoke' | null>(null);
  const link = changed ? changed.link : (loaded.data ?? null);
  const now = useNow();
  const live = link !== null && link.expiresAt.getTime() > now.getTime();

  async function share() {
    setBusy('share');
    try {
      setChanged({ link: await sharePreview(post) });
      toast.success('Preview link ready');
    } catch (error) {
      notifyFailure(toast, 'Error sharing preview', error, { shown: 'Could not make a preview link' });
    } finally {
      setBusy(null);
    }
  }

  async function revoke() {
    setBusy('revoke');
    try {
      await revokePreview(post.id);
      setChanged({ link: null });
      toast.success('Preview link revoked');
    } catch (error) {
      notifyFailure(toast, 'Error revoking preview', error, { shown: 'Could not revoke the preview link' });
    } finally {
      setBusy(null);
    }
  }

  async function copy(token: string) {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(previewUrl(token));
      toast.success('Preview link copied');
    } catch (error) {
      notifyFailure(toast, 'Error copying link', error, { shown: 'Could not copy the link: select it and copy it yourself' });
    }
  }

  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Link2 aria-hidden="true" className="h-4 w-4 text-brand-700" />
            Private preview
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            {live
              ? 'Anyone with this link can read the draft, as last saved, without logging in. It never appears in lists, search or the feed.'
              : `Share a link that shows this draft as its article will look, to anyone who has it, for ${PREVIEW_HOURS} hours.`}
          </p>
        </div>
        {!live && (
          <button type="button" onClick={() => void share()} disabled={busy !== null || loaded.state.status === 'loading'} className={buttonStyles.secondary}>
            <Share2 aria-hidden="true" className="h-4 w-4" />
            {busy === 'share' ? 'Sharing…' : 'Share preview'}
          </button>
        )}
      </div>
      {link && !live && (
        <p className="mt-3 text-sm text-amber-900">The last link expired {formatDateTime(link.expiresAt)}.</p>
      )}
      {live && (
        <div className="mt-4">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            Preview link
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id={fieldId}
              readOnly
              value={previewUrl(link.token)}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass()} font-mono text-sm`}
            />
            <button type="button" onClick={() => void copy(link.token)} className={`${buttonStyles.secondary} shrink-0`}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy link
            </button>
            <button type="button" onClick={() => void revoke()} disabled={busy !== null} className={`${buttonStyles.danger} shrink-0`}>
              <XCircle aria-hidden="true" className="h-4 w-4" />
              {busy === 'revoke' ? 'Revoking…' : 'Revoke'}
            </button>
          </div>
          <p className="mt-2 text-sm text-slate-600">Works until {formatDateTime(link.expiresAt)}.</p>
        </div>
      )}
    </section>
  );
}

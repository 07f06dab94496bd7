/**
 * The editor's History panel (src/features/blog/data/revisions.ts): the versions earlier saves
 * replaced, newest first, a page at a time, read only when asked for. Each says when it was saved and
 * by whom, and who replaced it when; "Compare" shows it beside the form as it is now, and "Restore"
 * puts it in the form (asking first when the form has unsaved changes); saving it makes a new revision.
 */
import { GitCompare, History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { Cursor } from '@/backend/types.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { formValuesOf, type BlogFormState } from '@/features/blog/components/blog-form-values.ts';
import { StatusBadge } from '@/features/blog/components/blog-form-publishing.tsx';
import { isScheduled } from '@/features/blog/data/blog-post.ts';
import { listRevisions, type Revision } from '@/features/blog/data/revisions.ts';
import { useLoad } from '@/hooks/use-load.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { RevisionComparison } from './revision-compare.tsx';

const PAGE_SIZE = 10;

interface Loaded {
  revisions: Revision[];
  next: Cursor | null;
  currentSavedByName: string | null;
}

export function RevisionHistoryPanel({ postId, form, savedAt }: { postId: string; form: BlogFormState; savedAt: number }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // The first page, read once asked for, and again after each save (which adds a revision).
  const key = open ? [postId, savedAt] : null;
  const first = useLoad(key, () => listRevisions(postId, PAGE_SIZE), { errorMessage: 'Error loading history', keepPrevious: true });
  // Older pages, read on "Show older versions", for the first page they follow.
  const [older, setOlder] = useState<{ after: string; revisions: Revision[]; next: Cursor | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [comparing, setComparing] = useState<Revision | null>(null);
  const [confirming, setConfirming] = useState<Revision | null>(null);

  const firstPage = first.data;
  const firstKey = JSON.stringify(key);
  const more = older && older.after === firstKey ? older : null;
  const loaded: Loaded | null = firstPage
    ? {
        revisions: [...firstPage.revisions, ...(more?.revisions ?? [])],
        next: more ? more.next : firstPage.next,
        currentSavedByName: firstPage.currentSavedByName,
      }
    : null;

  async function loadOlder(after: Cursor) {
    setBusy(true);
    try {
      const page = await listRevisions(postId, PAGE_SIZE, after);
      setOlder({ after: firstKey, revisions: [...(more?.revisions ?? []), ...page.revisions], next: page.next });
    } catch (error) {
      notifyFailure(toast, 'Error loading history', error, { shown: 'Could not load older versions' });
    } finally {
      setBusy(false);
    }
  }

  function restore(revision: Revision) {
    form.replaceValues(formValuesOf(revision.version));
    setConfirming(null);
    toast.success(`Version from ${formatDateTime(revision.version.updatedAt)} restored: save to keep it`);
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <History aria-hidden="true" className="h-4 w-4 text-brand-700" />
            History
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Every save keeps the version it replaces. Compare one with the form, or restore it and save.
            {loaded?.currentSavedByName && <> The current version was saved by {loaded.currentSavedByName}.</>}
          </p>
        </div>
        {!loaded &&
          (open && first.state.status === 'error' ? (
            <button type="button" onClick={first.retry} className={buttonStyles.secondary}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              Try again
            </button>
          ) : (
            <button type="button" onClick={() => setOpen(true)} disabled={open} className={buttonStyles.secondary}>
              <History aria-hidden="true" className="h-4 w-4" />
              {open ? 'Loading…' : 'Show history'}
            </button>
          ))}
      </div>

      {loaded && loaded.revisions.length === 0 && <p className="mt-4 text-sm text-slate-700">No earlier versions yet: saving keeps one.</p>}
      {loaded && loaded.revisions.length > 0 && (
        <ol aria-label="Earlier versions, newest first" className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {loaded.revisions.map((revision) => (
            <RevisionRow
              key={revision.id}
              revision={revision}
              onCompare={() => setComparing(revision)}
              onRestore={() => (form.dirty ? setConfirming(revision) : restore(revision))}
            />
          ))}
        </ol>
      )}
      {loaded?.next && (
        <button type="button" onClick={() => void loadOlder(loaded.next!)} disabled={busy} className={`${buttonStyles.secondary} mt-4`}>
          {busy ? 'Loading…' : 'Show older versions'}
        </button>
      )}

      <Modal
        open={comparing !== null}
        title={comparing ? `Compare with the version saved ${formatDateTime(comparing.version.updatedAt)}` : 'Compare'}
        onClose={() => setComparing(null)}
        size="max-w-3xl"
      >
        {comparing && <RevisionComparison before={formValuesOf(comparing.version)} after={form.values} />}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setComparing(null)} className={buttonStyles.secondary}>
            Done
          </button>
          {comparing && (
            <button
              type="button"
              onClick={() => {
                const revision = comparing;
                setComparing(null);
                if (form.dirty) setConfirming(revision);
                else restore(revision);
              }}
              className={buttonStyles.primary}
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              Restore this version
            </button>
          )}
        </div>
      </Modal>

      <Modal open={confirming !== null} title="Replace your unsaved changes?" onClose={() => setConfirming(null)}>
        <p className="text-slate-700">
          Restoring this version puts it in the form in place of what you have typed since the last save. Your unsaved changes
          will be lost.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setConfirming(null)} className={buttonStyles.secondary}>
            Keep editing
          </button>
          <button type="button" onClick={() => confirming && restore(confirming)} className={buttonStyles.danger}>
            Restore this version
          </button>
        </div>
      </Modal>
    </section>
  );
}

/** One earlier version: its title and status, when and by whom it was saved and replaced, Compare and Restore. */
function RevisionRow({ revision, onCompare, onRestore }: { revision: Revision; onCompare: () => void; onRestore: () => void }) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{revision.version.title || 'Untitled'}</span>
          <StatusBadge
            status={!revision.version.isPublished ? 'Draft' : isScheduled(revision.version, revision.replacedAt ?? new Date()) ? 'Scheduled' : 'Published'}
          />
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          Saved {formatDateTime(revision.version.updatedAt)}
          {revision.savedByName ? ` by ${revision.savedByName}` : ''} · replaced {formatDateTime(revision.replacedAt)} by{' '}
          {revision.replacedByName}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onCompare}>
          <GitCompare aria-hidden="true" className="h-4 w-4" />
          Compare
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onRestore}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Restore
        </button>
      </div>
    </li>
  );
}

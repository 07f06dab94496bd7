/**
 * The composer of a newsletter issue (./issue.tsx): subject and Markdown, or a published post to start
 * from ("Use this post": its title, cover, excerpt and link, then the admin's to change), the e-mail
 * previewed as it is typed, and Save draft. A failed save keeps what was typed and says why; the
 * first wrong field takes the focus. Leaving with unsaved changes asks first.
 */
import { FileText, Loader2, Save } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useLoad } from '@/hooks/use-load.ts';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@/components/admin/unsaved-changes.tsx';
import { Field, RequiredMark } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { issueEmail } from '@/features/newsletter/data/issue-email.ts';
import { issueFromPost, latestPosts } from '@/features/newsletter/data/issue-from-post.ts';
import { ISSUE_LIMITS, validateIssue, type IssueErrors, type IssueInput } from '@/features/newsletter/data/issues.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { EmailPreview } from './issue-parts.tsx';

export function IssueForm({
  initial,
  onSave,
  onDirtyChange,
  isNew = false,
}: {
  initial: IssueInput;
  /** Not saved yet: Save draft is offered at once (and says what is missing). */
  isNew?: boolean;
  /** Stores the input (a failure is said here, and what was typed stays). */
  onSave: (input: IssueInput) => Promise<void>;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const id = useId();
  const [input, setInput] = useState<IssueInput>(initial);
  const [saved, setSaved] = useState<IssueInput>(initial);
  const [errors, setErrors] = useState<IssueErrors>({});
  const [saving, setSaving] = useState(false);
  const differs = (value: IssueInput) => value.subject !== saved.subject || value.body !== saved.body || value.postId !== saved.postId;
  const dirty = differs(input);
  const guard = useUnsavedChangesGuard(dirty);
  const email = useMemo(() => issueEmail(input.subject.trim() || '(no subject)', input.body.trim() || '(nothing written yet)'), [input.subject, input.body]);

  const change = (next: Partial<IssueInput>) => {
    const value = { ...input, ...next };
    setInput(value);
    setErrors({});
    onDirtyChange?.(differs(value));
  };

  const save = async () => {
    const found = validateIssue(input);
    setErrors(found);
    const first = (['subject', 'body'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    guard.allowNavigation();
    setSaving(true);
    try {
      await onSave(input);
      toast.success('Draft saved');
      setSaved(input);
      onDirtyChange?.(false);
    } catch (error) {
      notifyFailure(toast, 'Error saving the draft', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <UnsavedChangesDialog blocker={guard.blocker} what="this issue" />
      <form
        noValidate
        aria-label="Issue"
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <PostPicker onUse={(post) => change(post)} />
        <Field id={`${id}-subject`} label={<>Subject<RequiredMark /></>} error={errors.subject}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={ISSUE_LIMITS.subject}
              value={input.subject}
              onChange={(event) => change({ subject: event.target.value })}
              className={inputClass({ invalid: Boolean(errors.subject) })}
            />
          )}
        </Field>
        <Field
          id={`${id}-body`}
          label={<>Issue<RequiredMark /></>}
          hint={`Markdown: **bold**, *italic*, [links](https://…), lists, ![images](https://…). Up to ${ISSUE_LIMITS.body.toLocaleString('en-US')} characters.`}
          error={errors.body}
        >
          {(control) => (
            <textarea
              {...control}
              rows={14}
              maxLength={ISSUE_LIMITS.body}
              value={input.body}
              onChange={(event) => change({ body: event.target.value })}
              className={`${inputClass({ invalid: Boolean(errors.body) })} font-mono text-sm`}
            />
          )}
        </Field>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="text-sm text-slate-600">
            {dirty ? 'You have unsaved changes.' : isNew ? 'Not saved yet.' : 'All changes saved.'}
          </p>
          <button type="submit" disabled={saving || (!dirty && !isNew)} className={buttonStyles.primary}>
            {saving ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Save aria-hidden="true" className="h-4 w-4" />}
            {saving ? 'Saving…' : 'Save draft'}
          </button>
        </div>
      </form>
      <EmailPreview email={email} />
    </div>
  );
}

/** "Start from a post": the latest published posts, and a button that fills in the issue from the chosen one. */
function PostPicker({ onUse }: { onUse: (input: IssueInput) => void }) {
  const id = useId();
  const posts = useLoad('newsletter-posts', latestPosts, { toast: false });
  const [chosen, setChosen] = useState('');
  const list = posts.data ?? [];
  const post = list.find((candidate) => candidate.id === chosen);
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-end">
      <Field
        id={`${id}-post`}
        label="Start from a post"
        hint={posts.state.status === 'error' ? 'The posts could not be loaded.' : 'Fills in its title, cover, excerpt and a link to it.'}
        className="min-w-0 flex-1"
      >
        {(control) => (
          <select {...control} value={chosen} onChange={(event) => setChosen(event.target.value)} className={inputClass()}>
            <option value="">{posts.data ? 'Choose a published post' : 'Loading posts…'}</option>
            {list.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="button" className={`${buttonStyles.secondary} sm:mb-6`} disabled={!post} onClick={() => post && onUse(issueFromPost(post))}>
        <FileText aria-hidden="true" className="h-4 w-4" />
        Use this post
      </button>
    </div>
  );
}

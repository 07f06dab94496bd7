/**
 * /admin/newsletter/<id>: one newsletter issue. A draft is written and previewed here (./issue-form.tsx),
 * then tested and sent (./issue-sending.tsx); an issue being sent or sent shows how far sending got
 * and how delivery went, with its e-mail as subscribers get it. /admin/newsletter/new is an issue not
 * saved yet: its first save gives it its address (from its subject), and the page moves there.
 */
import { ArrowLeft, Newspaper, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLoad } from '@/hooks/use-load.ts';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { createIssue, deleteIssue, getIssue, updateIssue, type Issue, type IssueInput } from '@/features/newsletter/data/issues.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { paths } from '@/lib/paths.ts';
import { IssueForm } from './issue-form.tsx';
import { EmailPreview, IssueStatusBadge, NEW_ISSUE } from './issue-parts.tsx';
import { IssueSending } from './issue-sending.tsx';

const EMPTY: IssueInput = { subject: '', body: '', postId: null };

const back = (
  <Link to={paths.admin.newsletter()} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800">
    <ArrowLeft aria-hidden="true" className="h-4 w-4" />
    All issues
  </Link>
);

export function IssuePage() {
  const { id = NEW_ISSUE } = useParams();
  const isNew = id === NEW_ISSUE;
  const loaded = useLoad(isNew ? null : ['newsletter-issue', id], () => getIssue(id), { errorMessage: 'Error loading the issue' });
  const issue = isNew ? null : loaded.data;

  return (
    <>
      <Seo title={isNew ? 'New issue' : (issue?.subject ?? 'Newsletter issue')} path={paths.admin.newsletterIssue(id)} noindex />
      <div className="mx-auto max-w-7xl">
        {isNew ? (
          <NewIssue />
        ) : loaded.state.status === 'loading' ? (
          <Spinner label="Loading the issue..." className="rounded-xl border border-slate-200 bg-white" />
        ) : issue ? (
          <SavedIssue key={issue.id} issue={issue} onChanged={() => void loaded.refresh()} />
        ) : (
          <>
            <AdminPageHeader title="Issue not found" intro="There is no newsletter issue at this address." back={back} />
            <EmptyState icon={Newspaper} title="No such issue" text="It may have been a draft that was deleted." />
          </>
        )}
      </div>
    </>
  );
}

function NewIssue() {
  const navigate = useNavigate();
  const save = async (input: IssueInput) => {
    navigate(paths.admin.newsletterIssue(await createIssue(input)), { replace: true });
  };
  return (
    <>
      <AdminPageHeader title="New issue" intro="Write it, or start from a published post. It is saved as a draft: nothing is sent yet." back={back} />
      <IssueForm initial={EMPTY} onSave={save} isNew />
    </>
  );
}

function SavedIssue({ issue, onChanged }: { issue: Issue; onChanged: () => void }) {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [deleting, setDeleting] = useState<'asking' | 'working' | null>(null);
  const save = async (input: IssueInput) => {
    await updateIssue(issue.id, input);
    onChanged();
  };
  const remove = async () => {
    setDeleting('working');
    try {
      await deleteIssue(issue);
      toast.success('Draft deleted');
      navigate(paths.admin.newsletter());
    } catch (error) {
      notifyFailure(toast, 'Error deleting the draft', error);
      setDeleting('asking');
    }
  };
  const draft = issue.status === 'draft';
  return (
    <>
      <AdminPageHeader
        title={issue.subject}
        intro={
          <span className="flex items-center gap-2">
            <IssueStatusBadge status={issue.status} />
            <span>{draft ? 'A draft: nothing has been sent.' : 'Sent issues cannot be changed.'}</span>
          </span>
        }
        back={back}
        actions={
          draft && (
            <button type="button" className={`${buttonStyles.danger} whitespace-nowrap`} onClick={() => setDeleting('asking')}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete draft
            </button>
          )
        }
      />
      <div className="space-y-6">
        <IssueSending issue={issue} dirty={dirty} onChanged={onChanged} />
        {draft ? (
          <IssueForm initial={{ subject: issue.subject, body: issue.body, postId: issue.postId }} onSave={save} onDirtyChange={setDirty} />
        ) : (
          <EmailPreview email={issue.email} />
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete draft"
        message="Are you sure you want to delete this draft?"
        detail={issue.subject}
        confirmLabel="Delete"
        confirmIcon={Trash2}
        working={deleting === 'working'}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

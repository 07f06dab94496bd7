/**
 * /admin/newsletter: the newsletter's issues, newest first, a page at a time, with a status filter and
 * one figure per status (counts, not downloads). Each opens at /admin/newsletter/<id>, where it is
 * written, previewed, tested and sent; "New issue" opens an empty one (/admin/newsletter/new).
 */
import { CheckCircle2, FilePen, Newspaper, Plus, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAdminList, type AdminListSource } from '@/hooks/use-admin-list.ts';
import { AdminListScreen, ListFailure, type AdminListDefinition } from '@/components/admin/admin-list-screen.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { ISSUE_STATUS_LABELS, ISSUES_PAGE_SIZE, issuesView, type Issue, type IssueStats, type IssueStatus } from '@/features/newsletter/data/issues.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { IssueStatusBadge, NEW_ISSUE } from './issue-parts.tsx';

type Filter = IssueStatus | 'all';

const FILTER_OPTIONS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All issues' },
  ...(['draft', 'sending', 'sent'] as const).map((value) => ({ value, label: ISSUE_STATUS_LABELS[value] })),
];

const NO_STATS: IssueStats = { total: 0, draft: 0, sending: 0, sent: 0 };

const SOURCE: AdminListSource<Issue, Filter, IssueStats> = {
  load: (status, _search, position) => issuesView(status, position),
  errorMessage: 'Error loading the newsletter issues',
  toast: true,
};

const definition: AdminListDefinition<Issue, Filter, IssueStats> = {
  title: 'Newsletter',
  path: paths.admin.newsletter(),
  intro: 'Write an issue, preview it, send yourself a test, then send it to every confirmed subscriber. Sent issues are public at /newsletter.',
  heading: { text: 'Issues' },
  loading: 'Loading issues...',
  pager: 'Issue pages',
  pageSize: ISSUES_PAGE_SIZE,
  filter: { label: 'Status', options: FILTER_OPTIONS, width: 'md:w-56' },
  figures: (stats) => (
    <StatGrid
      label="Issue figures"
      stats={[
        { title: 'Drafts', value: String(stats.draft), icon: FilePen, tone: 'bg-slate-700' },
        { title: 'Sending', value: String(stats.sending), icon: Send, tone: 'bg-amber-600' },
        { title: 'Sent', value: String(stats.sent), icon: CheckCircle2, tone: 'bg-green-700' },
      ]}
    />
  ),
  empty: ({ narrowed }) => (
    <EmptyState icon={Newspaper} title="No issues" text={narrowed ? 'No issue has this status.' : 'Nothing has been written yet: start with "New issue".'} />
  ),
  rows: (issues) => (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {issues.map((issue) => (
        <li key={issue.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <Link to={paths.admin.newsletterIssue(issue.id)} className="font-medium break-words text-brand-700 underline hover:text-brand-800">
              {issue.subject}
            </Link>
            <p className="text-sm text-slate-600">
              {issue.status === 'sent'
                ? `Sent ${formatDateTime(issue.sentAt)} to ${issue.progress.queued} ${issue.progress.queued === 1 ? 'subscriber' : 'subscribers'}`
                : issue.status === 'sending'
                  ? `Sending: ${issue.progress.queued} queued so far`
                  : `Written ${formatDateTime(issue.createdAt)}`}
            </p>
          </div>
          <IssueStatusBadge status={issue.status} />
        </li>
      ))}
    </ul>
  ),
};

export function IssuesPage() {
  const screen = useAdminList(SOURCE, 'all', NO_STATS);
  return (
    <AdminListScreen
      definition={definition}
      screen={screen}
      listId="issue-list"
      actions={
        <Link to={paths.admin.newsletterIssue(NEW_ISSUE)} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New issue
        </Link>
      }
      failure={<ListFailure title="Error loading the newsletter issues" onRetry={screen.list.loaded.retry} />}
    />
  );
}

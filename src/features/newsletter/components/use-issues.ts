/**
 * The past issues the public archive shows (/newsletter, /newsletter/<id>): prerendered with the
 * build's copy, then read afresh from the backend once the page's app runs (an issue may have been
 * sent since). Pages get only what they show of an issue: its template and sending progress (which
 * names a subscriber) stay out of the page's HTML and its initial data.
 */
import { useInitialData } from '@/context/initial-data.tsx';
import type { PagePrerender } from '@/context/page-prerender.ts';
import { useLoad, type Load } from '@/hooks/use-load.ts';
import { getSentIssue, listSentIssues, type Issue } from '@/features/newsletter/data/issue-archive.ts';

/** A past issue in the archive's list. */
export type IssueSummary = Pick<Issue, 'id' | 'subject' | 'sentAt'>;
/** A past issue on its own page. */
export type PublicIssue = Pick<Issue, 'id' | 'subject' | 'body' | 'sentAt'>;

/** The keys the pages' prerendered data is kept under (as `initialDataKeys` in src/context/initial-data.tsx). */
export const issueDataKeys = {
  /** The sent issues, newest first (the archive). */
  sentIssues: 'newsletter:issues',
  /** The sent issue at /newsletter/<id>, or null (none there, or not sent). */
  issue: (id: string) => `newsletter:issue:${id}`,
} as const;

const summaryOf = ({ id, subject, sentAt }: Issue): IssueSummary => ({ id, subject, sentAt });
const publicIssueOf = (issue: Issue | null): PublicIssue | null => issue && { ...summaryOf(issue), body: issue.body };

const loadSentIssues = async () => (await listSentIssues()).map(summaryOf);
const loadIssue = async (id: string) => publicIssueOf(await getSentIssue(id));

/** The sent issues, newest first. */
export function useSentIssues(): Load<IssueSummary[]> {
  const prerendered = useInitialData<IssueSummary[]>(issueDataKeys.sentIssues);
  return useLoad('sent-issues', loadSentIssues, { initial: prerendered, errorMessage: 'Error fetching past issues', toast: false });
}

/** The sent issue at /newsletter/<id> (null: there is none, or it is not sent yet). */
export function useSentIssue(id: string): Load<PublicIssue | null> {
  const prerendered = useInitialData<PublicIssue | null>(issueDataKeys.issue(id));
  return useLoad(['sent-issue', id], () => loadIssue(id), { initial: prerendered, errorMessage: 'Error fetching the issue', toast: false });
}

/** The archive's build data: the sent issues. */
export const prerenderSentIssues: PagePrerender = async () => ({ [issueDataKeys.sentIssues]: await loadSentIssues() });

/** An issue's page's build data: the issue. */
export const prerenderSentIssue: PagePrerender = async ({ id = '' }) => ({ [issueDataKeys.issue(id)]: await loadIssue(id) });

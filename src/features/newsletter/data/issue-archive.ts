/**
 * A newsletter issue as it is read (src/features/newsletter/data/issues.ts writes and sends them), and
 * what the public archive reads: the past issues, and one of them. Apart from ./issues.ts so that the
 * archive's pages do not load the e-mail code (the Markdown parser) that writing an issue needs.
 */
import { getBackend } from '@/backend/index.ts';
import type { WithId } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import type { IssueEmail } from './issue-email.ts';

export type IssueStatus = 'draft' | 'sending' | 'sent';
export const ISSUE_STATUSES: readonly IssueStatus[] = ['draft', 'sending', 'sent'];
export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = { draft: 'Draft', sending: 'Sending', sent: 'Sent' };

export interface IssueProgress {
  /** Messages written so far. */
  queued: number;
  /** The last subscriber reached, in the order they are read (newest first): their id and when they subscribed. */
  afterId: string | null;
  afterTime: Date | null;
}

export interface Issue {
  id: string;
  subject: string;
  /** The issue's words, in Markdown. */
  body: string;
  /** The published post it was made from, if any. */
  postId: string | null;
  status: IssueStatus;
  /** The e-mail template made from the subject and body (./issue-email.ts). */
  email: IssueEmail;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** When sending finished. */
  sentAt: Date | null;
  progress: IssueProgress;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function normaliseIssue(raw: WithId<Record<string, unknown>>): Issue {
  const email = (raw.email ?? {}) as Record<string, unknown>;
  const progress = (raw.progress ?? {}) as Record<string, unknown>;
  const status = ISSUE_STATUSES.includes(raw.status as IssueStatus) ? (raw.status as IssueStatus) : 'draft';
  return {
    id: raw.id,
    subject: text(raw.subject),
    body: text(raw.body),
    postId: typeof raw.postId === 'string' ? raw.postId : null,
    status,
    email: { subject: text(email.subject), html: text(email.html), text: text(email.text) },
    createdAt: toDate(raw.createdAt),
    updatedAt: toDate(raw.updatedAt),
    sentAt: toDate(raw.sentAt),
    progress: {
      queued: typeof progress.queued === 'number' ? progress.queued : 0,
      afterId: typeof progress.afterId === 'string' ? progress.afterId : null,
      afterTime: toDate(progress.afterTime),
    },
  };
}

// The archive -----------------------------------------------------------------------------------

/** The archive shows at most this many past issues (a monthly newsletter's eight years). */
export const ARCHIVE_MAX = 100;

/** The past issues, newest first (the public archive, /newsletter). */
export async function listSentIssues(): Promise<Issue[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.newsletterIssues, {
    where: [['status', '==', 'sent']],
    orderBy: { field: 'sentAt', direction: 'desc' },
    limit: ARCHIVE_MAX,
  });
  return rows.map(normaliseIssue);
}

/** A past issue (null for none, or one not sent yet: only the admins read those). */
export async function getSentIssue(id: string): Promise<Issue | null> {
  const { store } = await getBackend();
  // Refused (not sent: the rules let only admins read it) or missing: none.
  const row = await store.get(COLLECTIONS.newsletterIssues, id).catch(() => null);
  const issue = row ? normaliseIssue(row) : null;
  return issue?.status === 'sent' ? issue : null;
}

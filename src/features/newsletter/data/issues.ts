/**
 * The newsletter's issues (`newsletter_issues/{id}`, the id its address in the archive): an admin
 * writes one (subject and Markdown, or a published post's title, excerpt, cover and link), previews
 * it, sends a test to themselves, then sends it to every confirmed subscriber. Past issues are public
 * (/newsletter), drafts and issues being sent only the admins'.
 *
 * Sending, without a server of our own: the admin's browser writes, five subscribers at a time, one
 * `mail/newsletter-{issueId}-{subscriberId}` each (the Trigger Email extension sends it with the
 * issue's template, ./issue-email.ts), in the same batch as the issue's progress (how many, and the
 * last subscriber reached, in the order subscribers are read). So sending resumes where it stopped
 * (a closed tab, a lost connection: "Resume"), and nobody is mailed twice: a message's id names the
 * issue and the subscriber, and the rules refuse writing one again (firestore.rules, "newsletter
 * issues"). The rules also accept a message only to a confirmed subscriber, while its issue is being
 * sent, from an admin, with the issue's own template.
 */
import { getBackend } from '@/backend/index.ts';
import { SERVER_TIME, increment, type BatchWrite } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { newDocumentId } from '@/lib/ids.ts';
import { firstFreeSlug, slugify } from '@/lib/slugs.ts';
import { COLLECTIONS, contentChanged } from '../../../data/collections.ts';
import { adminList, type AdminListStats } from '../../../data/admin-list.ts';
import type { PageRequest } from '../../../data/paging.ts';
import { ISSUE_STATUSES, normaliseIssue, type Issue, type IssueProgress, type IssueStatus } from './issue-archive.ts';
import { issueEmail, listUnsubscribeHeader } from './issue-email.ts';

// What the archive reads too (./issue-archive.ts, without this module's e-mail code).
export * from './issue-archive.ts';

/** Bounds of an issue (the same numbers as firestore.rules and the form's maxLength). */
export const ISSUE_LIMITS = { subject: 150, body: 50_000, html: 200_000, text: 60_000 } as const;

/**
 * How many subscribers one write reaches. The rules read, for each message, its subscriber, the issue
 * and the sender's account, and a batch may make 20 such reads in all (the emulator counts each
 * message's reads, even of the same document): five messages are 15, and the issue's own rule one more.
 */
export const SEND_BATCH = 5;

/** Addresses of the site that an issue's id must not take (/newsletter/confirm, /newsletter/unsubscribe). */
const RESERVED_IDS = ['confirm', 'unsubscribe'];

export interface IssueInput {
  subject: string;
  body: string;
  postId: string | null;
}

export type IssueErrors = Partial<Record<'subject' | 'body', string>>;

/** What is wrong with an issue as typed, field by field. */
export function validateIssue(input: IssueInput): IssueErrors {
  const errors: IssueErrors = {};
  const subject = input.subject.trim();
  if (!subject) errors.subject = 'Write a subject.';
  else if (subject.length > ISSUE_LIMITS.subject) errors.subject = `Use at most ${ISSUE_LIMITS.subject} characters.`;
  else if (/[\r\n]/.test(subject)) errors.subject = 'Keep the subject on one line.';
  const body = input.body.trim();
  if (!body) errors.body = 'Write the issue, or start from a post.';
  else if (body.length > ISSUE_LIMITS.body) errors.body = `Use at most ${ISSUE_LIMITS.body.toLocaleString('en-US')} characters.`;
  else {
    const email = issueEmail(subject, body);
    if (email.html.length > ISSUE_LIMITS.html || email.text.length > ISSUE_LIMITS.text) errors.body = 'This issue is too long for an e-mail: shorten it.';
  }
  return errors;
}

/** `writes` with their audit log entry (area "Newsletter"), in one batch. */
async function loggedChange(writes: readonly BatchWrite[], id: string, action: string, summary: string) {
  const { logged } = await import('@/features/activity/data/activity.ts');
  await logged(writes, { area: 'newsletter', action, summary, target: { collection: COLLECTIONS.newsletterIssues, id } });
}

const quoted = (subject: string) => `“${subject}”`;

/** What an issue stores of what was typed: the subject, the words, the post, and the e-mail made of them. */
function contentOf(input: IssueInput) {
  const subject = input.subject.trim();
  const body = input.body.trim();
  return { subject, body, postId: input.postId, email: issueEmail(subject, body) };
}

/** Saves a new draft at the first free address made from its subject; resolves with its id. */
export async function createIssue(input: IssueInput): Promise<string> {
  const { store } = await getBackend();
  const content = contentOf(input);
  const id = await firstFreeSlug(slugify(content.subject) || 'issue', async (candidate) =>
    RESERVED_IDS.includes(candidate) || (await store.get(COLLECTIONS.newsletterIssues, candidate)) !== null,
  );
  const chosen = id ?? newDocumentId().toLowerCase();
  await loggedChange(
    [
      {
        op: 'set',
        collection: COLLECTIONS.newsletterIssues,
        id: chosen,
        data: {
          ...content,
          status: 'draft',
          createdAt: SERVER_TIME,
          updatedAt: SERVER_TIME,
          sentAt: null,
          progress: { queued: 0, afterId: null, afterTime: null },
        },
      },
    ],
    chosen,
    'created',
    `Wrote the newsletter issue ${quoted(content.subject)}`,
  );
  return chosen;
}

/** Saves a draft's new subject and words. */
export async function updateIssue(id: string, input: IssueInput): Promise<void> {
  const content = contentOf(input);
  await loggedChange(
    [{ op: 'update', collection: COLLECTIONS.newsletterIssues, id, data: { ...content, updatedAt: SERVER_TIME } }],
    id,
    'updated',
    `Edited the newsletter issue ${quoted(content.subject)}`,
  );
}

/** Deletes a draft. */
export async function deleteIssue(issue: Pick<Issue, 'id' | 'subject'>): Promise<void> {
  await loggedChange([{ op: 'delete', collection: COLLECTIONS.newsletterIssues, id: issue.id }], issue.id, 'deleted', `Deleted the draft ${quoted(issue.subject)}`);
}

export async function getIssue(id: string): Promise<Issue | null> {
  const { store } = await getBackend();
  const row = await store.get(COLLECTIONS.newsletterIssues, id);
  return row ? normaliseIssue(row) : null;
}

/** The name of an issue's template in `mail_templates/`. */
export const issueTemplateName = (issueId: string) => `newsletter-${issueId}`;

/** The batch write that installs the issue's template, as the issue holds it. */
export const templateWrite = (issue: Pick<Issue, 'id' | 'email'>): BatchWrite => ({
  op: 'set',
  collection: COLLECTIONS.mailTemplates,
  id: issueTemplateName(issue.id),
  data: { ...issue.email },
});

/**
 * Sends the issue, as it is stored, to `to` (the admin's own verified address): its template is
 * installed, and one message queued with no subscriber (its unsubscribe link leads nowhere).
 */
export async function sendTest(issue: Pick<Issue, 'id' | 'email'>, to: string): Promise<void> {
  const { store } = await getBackend();
  await store.batch([templateWrite(issue), testMessageWrite(issue.id, to)]);
}

/** A test of issue `issueId` to `to`: no subscriber, so its unsubscribe link leads nowhere. */
export const testMessageWrite = (issueId: string, to: string, id = `newsletter-test-${newDocumentId()}`): BatchWrite => ({
  op: 'set',
  collection: COLLECTIONS.mail,
  id,
  data: { to, template: { name: issueTemplateName(issueId), data: { testOf: issueId, subscriberId: 'test', token: 'test' } }, createdAt: SERVER_TIME },
});

/** A subscriber as sending reads them. */
export interface Recipient {
  id: string;
  email: string;
  token: string;
}

/** Issue `issueId`'s message to one subscriber: their unsubscribe link in its data and its List-Unsubscribe header. */
export const issueMessageWrite = (issueId: string, subscriber: Recipient): BatchWrite => ({
  op: 'set',
  collection: COLLECTIONS.mail,
  id: `newsletter-${issueId}-${subscriber.id}`,
  data: {
    to: subscriber.email,
    template: { name: issueTemplateName(issueId), data: { issueId, subscriberId: subscriber.id, token: subscriber.token } },
    headers: { 'List-Unsubscribe': listUnsubscribeHeader(subscriber.id, subscriber.token) },
    createdAt: SERVER_TIME,
  },
});

/** The progress an issue records with a batch of `count` messages, the last to the subscriber `afterId` (who subscribed `afterTime`). */
export const progressWrite = (issueId: string, count: number, afterId: string, afterTime: unknown): BatchWrite => ({
  op: 'update',
  collection: COLLECTIONS.newsletterIssues,
  id: issueId,
  data: { 'progress.queued': increment(count), 'progress.afterId': afterId, 'progress.afterTime': afterTime, updatedAt: SERVER_TIME },
});

/** Starts sending a draft: it becomes `sending` (no more edits) and its template is installed, logged. */
export async function startSending(issue: Pick<Issue, 'id' | 'subject' | 'email'>): Promise<void> {
  await loggedChange(
    [
      { op: 'update', collection: COLLECTIONS.newsletterIssues, id: issue.id, data: { status: 'sending', updatedAt: SERVER_TIME } },
      templateWrite(issue),
    ],
    issue.id,
    'sending',
    `Started sending the newsletter issue ${quoted(issue.subject)}`,
  );
}

/** The messages of one step: the next subscribers after `progress`, their messages and the progress moved past them. */
export interface SendStep {
  queued: number;
  done: boolean;
  progress: IssueProgress;
}

/**
 * One step of sending: the next (at most five) confirmed subscribers after the issue's progress get
 * their message, in one batch with the progress; with none left, the issue becomes `sent`.
 */
export async function sendNextBatch(issue: Pick<Issue, 'id' | 'progress'>): Promise<SendStep> {
  const { store } = await getBackend();
  const { afterId, afterTime } = issue.progress;
  const subscribers = await store.list(COLLECTIONS.newsletterSubscribers, {
    where: [['status', '==', 'confirmed']],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: SEND_BATCH,
    ...(afterId && afterTime ? { startAfter: { value: afterTime, id: afterId } } : {}),
  });
  if (subscribers.length === 0) {
    await store.batch([finishWrite(issue.id), contentChanged(SERVER_TIME)]);
    return { queued: 0, done: true, progress: issue.progress };
  }
  const last = subscribers[subscribers.length - 1];
  const progress: IssueProgress = { queued: issue.progress.queued + subscribers.length, afterId: last.id, afterTime: toDate(last.createdAt) };
  await store.batch([
    ...subscribers.map((subscriber) => issueMessageWrite(issue.id, { id: subscriber.id, email: String(subscriber.email), token: String(subscriber.token) })),
    progressWrite(issue.id, subscribers.length, last.id, last.createdAt),
  ]);
  return { queued: subscribers.length, done: false, progress };
}

/**
 * The end of sending: the issue is sent now, and forgets who was reached last (a sent issue is public:
 * its progress keeps only the count). The content version moves, so the archive's pages are read anew.
 */
export const finishWrite = (issueId: string): BatchWrite => ({
  op: 'update',
  collection: COLLECTIONS.newsletterIssues,
  id: issueId,
  data: { status: 'sent', sentAt: SERVER_TIME, updatedAt: SERVER_TIME, 'progress.afterId': null, 'progress.afterTime': null },
});

/**
 * Sends the rest of an issue that is being sent, step by step, telling `onProgress` how many
 * messages are queued; stops early when `stopped()` says so (the screen was left).
 */
export async function sendRest(issue: Pick<Issue, 'id' | 'progress'>, onProgress: (queued: number) => void, stopped: () => boolean): Promise<boolean> {
  let progress = issue.progress;
  while (!stopped()) {
    const step = await sendNextBatch({ id: issue.id, progress });
    progress = step.progress;
    onProgress(progress.queued);
    if (step.done) return true;
  }
  return false;
}

/** How the messages of an issue fared, as the extension records it (counted, not read). */
export interface IssueDelivery {
  queued: number;
  sent: number;
  failed: number;
}

export async function issueDelivery(id: string): Promise<IssueDelivery> {
  const { store } = await getBackend();
  const ofIssue = ['template.data.issueId', '==', id] as const;
  const [queued, sent, failed] = await Promise.all([
    store.count(COLLECTIONS.mail, { where: [ofIssue] }),
    store.count(COLLECTIONS.mail, { where: [ofIssue, ['delivery.state', '==', 'SUCCESS']] }),
    store.count(COLLECTIONS.mail, { where: [ofIssue, ['delivery.state', '==', 'ERROR']] }),
  ]);
  return { queued, sent, failed };
}

/** How many failed messages one press of "Retry" sends again. */
export const RETRY_BATCH = 100;

/** Sends failed messages of an issue again (at most a hundred a press); resolves with how many. */
export async function retryFailedIssueMail(id: string): Promise<number> {
  const { store } = await getBackend();
  const failed = await store.list(COLLECTIONS.mail, {
    where: [
      ['template.data.issueId', '==', id],
      ['delivery.state', '==', 'ERROR'],
    ],
    limit: RETRY_BATCH,
  });
  if (failed.length) await store.batch(failed.map((row): BatchWrite => ({ op: 'update', collection: COLLECTIONS.mail, id: row.id, data: { 'delivery.state': 'RETRY' } })));
  return failed.length;
}

// The admin's list ------------------------------------------------------------------------------

export const ISSUES_PAGE_SIZE = 20;

const issueList = adminList({
  collection: COLLECTIONS.newsletterIssues,
  normalise: normaliseIssue,
  statuses: ISSUE_STATUSES,
  pageSize: ISSUES_PAGE_SIZE,
  exportBatch: ISSUES_PAGE_SIZE,
});

export type IssueStats = AdminListStats<IssueStatus>;

/** What /admin/newsletter shows at once: a page of issues, newest first, and the figures. */
export const issuesView = (status: IssueStatus | 'all', position: Pick<PageRequest, 'after' | 'before'>) => issueList.view(status, '', position);


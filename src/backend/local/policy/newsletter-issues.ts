/**
 * newsletter_issues/{id} and the messages and templates of an issue (mail/newsletter-…,
 * mail_templates/newsletter-…). It mirrors the "newsletter issues" parts of `firestore.rules`, under the
 * same helper names; change them together.
 */
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import { changesOnly, equal, hasOnly, isLine, isMap, isNow, isText, isTime, queryFilters } from './shapes.ts';

// newsletter_issues/{id} --------------------------------------------------------------------------
// The newsletter's issues (src/features/newsletter/data/issues.ts), the id each one's address in the
// archive: { subject, body, postId, status (draft | sending | sent), email (subject, html, text),
// createdAt, updatedAt, sentAt, progress { queued, afterId, afterTime } }. Anyone reads a sent one;
// admins all. Admins write a draft, edit and delete it, and start sending it, each logged; while it is
// sent, each batch of messages moves its progress (not logged), and it ends sent.

const ISSUE_KEYS = ['subject', 'body', 'postId', 'status', 'email', 'createdAt', 'updatedAt', 'sentAt', 'progress'];
const ISSUE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isIssueContent(data: LocalDoc): boolean {
  const email = data.email;
  return (
    isLine(data.subject, 1, 150) &&
    isText(data.body, 1, 50000) &&
    (data.postId === null || isLine(data.postId, 1, 100)) &&
    isMap(email) &&
    hasOnly(email, ['subject', 'html', 'text']) &&
    isLine(email.subject, 1, 300) &&
    isText(email.html, 1, 200000) &&
    isText(email.text, 1, 60000)
  );
}

function isNewIssue(id: string, data: LocalDoc, time: Date): boolean {
  return (
    ISSUE_ID.test(id) &&
    id.length <= 100 &&
    !['confirm', 'unsubscribe'].includes(id) &&
    hasOnly(data, ISSUE_KEYS) &&
    isIssueContent(data) &&
    data.status === 'draft' &&
    isNow(data.createdAt, time) &&
    isNow(data.updatedAt, time) &&
    data.sentAt === null &&
    equal(data.progress, { queued: 0, afterId: null, afterTime: null })
  );
}

/** A draft's subject, words, post and template change; or it starts being sent, nothing else changed. */
function isIssueEdit(before: LocalDoc, after: LocalDoc, time: Date): boolean {
  return (
    before.status === 'draft' &&
    isNow(after.updatedAt, time) &&
    ((changesOnly(before, after, ['subject', 'body', 'postId', 'email', 'updatedAt']) && isIssueContent(after)) ||
      (changesOnly(before, after, ['status', 'updatedAt']) && after.status === 'sending'))
  );
}

/** While it is sent: a batch of messages moves its progress on, or, with no subscriber left, it ends sent now. */
function isIssueProgress(before: LocalDoc, after: LocalDoc, time: Date): boolean {
  const was = before.progress;
  const now = after.progress;
  return (
    before.status === 'sending' &&
    isNow(after.updatedAt, time) &&
    ((changesOnly(before, after, ['progress', 'updatedAt']) &&
      isMap(was) &&
      isMap(now) &&
      hasOnly(now, ['queued', 'afterId', 'afterTime']) &&
      typeof now.queued === 'number' &&
      typeof was.queued === 'number' &&
      now.queued > was.queued &&
      now.queued <= was.queued + 10 &&
      isLine(now.afterId, 1, 100) &&
      isTime(now.afterTime)) ||
      (changesOnly(before, after, ['status', 'sentAt', 'updatedAt', 'progress']) &&
        after.status === 'sent' &&
        isNow(after.sentAt, time) &&
        isMap(was) &&
        equal(now, { queued: was.queued, afterId: null, afterTime: null })))
  );
}

export function newsletterIssuesPolicy(ctx: Context, request: Request): boolean {
  const logged = () => 'id' in request && ctx.isLogged(`newsletter_issues/${request.id}`, request.time);
  switch (request.op) {
    case 'get':
      return request.resource?.status === 'sent' || ctx.isActiveAdmin();
    case 'list':
      return queryFilters(request.query, 'status', 'sent') || ctx.isActiveAdmin();
    case 'create':
      return isNewIssue(request.id, request.data, request.time) && ctx.isActiveAdmin() && logged();
    case 'update':
      return (
        (isIssueEdit(request.resource, request.data, request.time) && ctx.isActiveAdmin() && logged()) ||
        (isIssueProgress(request.resource, request.data, request.time) && ctx.isActiveAdmin())
      );
    case 'delete':
      return request.resource?.status === 'draft' && ctx.isActiveAdmin() && logged();
  }
}

// The messages of an issue (mail.ts lets a client create them when this says so) --------------------

/** A confirmed subscriber, its token the one given, the message to its address. */
function isNewsletterRecipient(ctx: Context, data: LocalDoc, subscriberId: unknown, token: unknown): boolean {
  const subscriber = typeof subscriberId === 'string' ? ctx.get('newsletter_subscribers', subscriberId) : null;
  return subscriber !== null && subscriber.status === 'confirmed' && token === subscriber.token && data.to === subscriber.email;
}

/**
 * mail/newsletter-{issueId}-{subscriberId}: to a confirmed subscriber, their token in its data and its
 * List-Unsubscribe header, while the issue is being sent, in the batch that moves its progress; and
 * mail/newsletter-test-{n}: a test to the admin's own verified address. Both by an active admin, with
 * the issue's own template.
 */
export function isNewsletterMail(ctx: Context, id: string, data: LocalDoc, time: Date): boolean {
  const template = data.template;
  if (!isMap(template) || !isMap(template.data)) return false;
  const values = template.data;
  const issueAfter = typeof values.issueId === 'string' ? ctx.getAfter('newsletter_issues', values.issueId) : null;
  const header = isMap(data.headers) ? data.headers['List-Unsubscribe'] : undefined;
  const headerPattern =
    // (A value that is not letters, digits, '-' or '_' makes the rules' pattern no pattern: an error, which denies.)
    typeof values.subscriberId === 'string' && typeof values.token === 'string' && /^[\w-]+$/.test(values.subscriberId + values.token)
      ? new RegExp(`^<https://[^/>]+/newsletter/unsubscribe[?]id=${values.subscriberId}&token=${values.token}>$`)
      : null;
  return (
    hasOnly(template, ['name', 'data']) &&
    isNow(data.createdAt, time) &&
    ctx.isActiveAdmin() &&
    ((id === `newsletter-${String(values.issueId)}-${String(values.subscriberId)}` &&
      hasOnly(data, ['to', 'template', 'headers', 'createdAt']) &&
      hasOnly(values, ['issueId', 'subscriberId', 'token']) &&
      template.name === `newsletter-${String(values.issueId)}` &&
      isNewsletterRecipient(ctx, data, values.subscriberId, values.token) &&
      isMap(data.headers) &&
      hasOnly(data.headers, ['List-Unsubscribe']) &&
      typeof header === 'string' &&
      headerPattern !== null &&
      headerPattern.test(header) &&
      issueAfter !== null &&
      issueAfter.status === 'sending' &&
      isNow(issueAfter.updatedAt, time)) ||
      (/^newsletter-test-[A-Za-z0-9]{20}$/.test(id) &&
        hasOnly(data, ['to', 'template', 'createdAt']) &&
        equal(values, { testOf: values.testOf, subscriberId: 'test', token: 'test' }) &&
        template.name === `newsletter-${String(values.testOf)}` &&
        ctx.getAfter('mail_templates', String(template.name)) !== null &&
        ctx.ownsVerifiedEmail(data.to)))
  );
}

/** mail_templates/newsletter-{issueId}: exactly the template the issue holds, while it is a draft or being sent. */
export function isIssueTemplate(ctx: Context, name: string, data: LocalDoc): boolean {
  const issue = /^newsletter-(.+)$/.exec(name) ? ctx.getAfter('newsletter_issues', name.replace(/^newsletter-/, '')) : null;
  return issue !== null && ['draft', 'sending'].includes(String(issue.status)) && equal(data, issue.email);
}

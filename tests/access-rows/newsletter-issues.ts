/**
 * Access-table rows for the newsletter's issues (newsletter_issues/), their messages (mail/newsletter-…)
 * and templates (mail_templates/newsletter-…). Rule numbers 87–89. `tests/access-matrix.ts` adds these
 * to the table, `docs` to its world (the subscribers are the newsletter rows' own).
 */
import { SERVER_TIME, type BatchWrite } from '@/backend/types.ts';
import { issueEmail } from '@/features/newsletter/data/issue-email.ts';
import { finishWrite, issueMessageWrite, progressWrite, SEND_BATCH, templateWrite, testMessageWrite } from '@/features/newsletter/data/issues.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  87:
    'newsletter issues: anyone reads a sent one (the archive), admins all; only active admins write a draft (its id an address, the ' +
    'subject one line of at most 150 characters, the Markdown at most 50,000, the template made of them bounded, no progress), edit and ' +
    'delete a draft and start sending it, each logged; while it is sent, a batch moves its progress on by 1 to 10 messages, and it ends ' +
    'sent now; nothing moves it back or edits it after',
  88:
    'an issue’s message, mail/newsletter-{issueId}-{subscriberId}, only from an active admin, to a confirmed subscriber’s own address with ' +
    'their token (in its data and its List-Unsubscribe header), with the issue’s own template, while the issue is being sent, in the batch ' +
    'that moves its progress; once per issue and subscriber; a test, mail/newsletter-test-{n}, only to the admin’s own verified address',
  89: 'an issue’s template, mail_templates/newsletter-{issueId}: exactly the template the issue holds, while it is a draft or being sent, by an active admin',
};

const FEB_1 = new Date('2026-02-01T09:00:00.000Z');
const JAN_5 = new Date('2026-01-05T09:00:00.000Z');

/** The newsletter rows' subscribers (tests/access-rows/newsletter.ts). */
const CONFIRMED = { id: sha256Hex('user@example.com'), email: 'user@example.com', token: 'C'.repeat(43) };
const UNSUBSCRIBED = { id: sha256Hex('other@example.com'), email: 'other@example.com', token: 'G'.repeat(43) };
const UNCONFIRMED = { id: sha256Hex('pending@example.com'), email: 'pending@example.com', token: 'P'.repeat(43) };
/** Four more confirmed subscribers: with CONFIRMED, a whole write of SEND_BATCH messages. */
const MORE = [1, 2, 3, 4].map((n) => ({ id: sha256Hex(`more${n}@example.org`), email: `more${n}@example.org`, token: `${'R'.repeat(40)}${n}00` }));
/** Confirmed too, and already sent the issue being sent. */
const REACHED = { id: sha256Hex('moved-old@example.com'), email: 'moved-old@example.com', token: 'M'.repeat(43) };

const content = (subject: string, body: string) => ({ subject, body, postId: null, email: issueEmail(subject, body) });

const storedIssue = (subject: string, status: string, extra: Doc = {}): Doc => ({
  ...content(subject, `Hello readers: ${subject}.`),
  status,
  createdAt: FEB_1,
  updatedAt: FEB_1,
  sentAt: status === 'sent' ? FEB_1 : null,
  progress: status === 'draft' ? { queued: 0, afterId: null, afterTime: null } : { queued: 10, afterId: 'someone', afterTime: JAN_5 },
  ...extra,
});

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  newsletter_subscribers: Object.fromEntries(
    MORE.map((subscriber) => [subscriber.id, { email: subscriber.email, status: 'confirmed', token: subscriber.token, createdAt: JAN_5, updatedAt: JAN_5 }]),
  ),
  newsletter_issues: {
    'draft-issue': storedIssue('March news', 'draft'),
    'sending-issue': storedIssue('February news', 'sending'),
    'sent-issue': storedIssue('January news', 'sent'),
  },
  mail_templates: {
    'newsletter-sending-issue': { ...(storedIssue('February news', 'sending').email as Doc) },
  },
  mail: {
    // One confirmed subscriber has had the issue being sent already.
    [`newsletter-sending-issue-${REACHED.id}`]: {
      to: REACHED.email,
      template: { name: 'newsletter-sending-issue', data: { issueId: 'sending-issue', subscriberId: REACHED.id, token: REACHED.token } },
      createdAt: FEB_1,
    },
  },
};

/** createIssue's draft. */
const newDraft = (extra: Doc = {}): Doc => ({
  ...content('April news', 'What we shipped in **April**.'),
  status: 'draft',
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  sentAt: null,
  progress: { queued: 0, afterId: null, afterTime: null },
  ...extra,
});

/** One step of sending `issueId` to `recipients`, as sendNextBatch writes it; `change` alters the first message. */
const step = (issueId: string, recipients = [CONFIRMED], change: (data: Doc) => Doc = (data) => data, progress?: BatchWrite): BatchWrite[] => {
  const messages = recipients.map((recipient) => issueMessageWrite(issueId, recipient));
  const first = messages[0];
  if (first.op !== 'set') throw new Error('a message is set');
  return [{ ...first, data: change(first.data) }, ...messages.slice(1), progress ?? progressWrite(issueId, recipients.length, recipients[recipients.length - 1].id, JAN_5)];
};

const template = (issueId: string, subject: string, status = 'sending') => templateWrite({ id: issueId, email: storedIssue(subject, status).email as never });

const ISSUE = 'newsletter_issues';

export const rows: readonly AccessRow[] = [
  // ----- 87: the issues ---------------------------------------------------------------------------
  row(87, 'visitor', 'get', `${ISSUE}/sent-issue`, 'allow', 'a visitor reads a sent issue (the archive)'),
  row(87, 'visitor', 'list', ISSUE, 'allow', 'a visitor lists the sent issues (the archive)', { query: { where: [['status', '==', 'sent']] } }),
  row(87, 'visitor', 'get', `${ISSUE}/draft-issue`, 'deny', 'a visitor reads a draft issue'),
  row(87, 'user', 'get', `${ISSUE}/sending-issue`, 'deny', 'a user reads an issue being sent'),
  row(87, 'visitor', 'list', ISSUE, 'deny', 'a visitor lists every issue'),
  row(87, 'admin', 'list', ISSUE, 'allow', 'an admin lists every issue (issuesView)'),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'allow', 'an admin writes a draft (createIssue)', { data: newDraft() }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'allow', 'an admin writes a draft of the longest subject and words', {
    data: newDraft(content('S'.repeat(150), 'b'.repeat(50000))),
  }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft with a subject of 151 characters', { data: newDraft({ subject: 'S'.repeat(151) }) }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft whose subject spans lines', { data: newDraft({ subject: 'April\nBcc: all' }) }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft of 50,001 characters', { data: newDraft({ body: 'b'.repeat(50001) }) }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft with no words', { data: newDraft({ body: '' }) }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft whose template has another key', {
    data: newDraft({ email: { ...issueEmail('April news', 'x'), from: 'ceo@example.com' } }),
  }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes an issue that is already sent', { data: newDraft({ status: 'sent' }) }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft that claims progress', {
    data: newDraft({ progress: { queued: 5, afterId: null, afterTime: null } }),
  }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft with another key', { data: newDraft({ audience: 'everyone' }) }),
  row(87, 'admin', 'set', `${ISSUE}/April News`, 'deny', 'an admin writes a draft at an address with spaces and capitals', { data: newDraft() }),
  row(87, 'admin', 'set', `${ISSUE}/unsubscribe`, 'deny', 'an admin writes a draft at the unsubscribe page’s address', { data: newDraft() }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', "an admin writes a draft with the client's clock", { data: newDraft({ createdAt: FEB_1 }) }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'allow', 'an admin writes a draft from a post (createIssue, "Use this post")', {
    data: newDraft({ postId: 'published-post' }),
  }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft naming a post by a number', { data: newDraft({ postId: 7 }) }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft whose template subject spans lines', {
    data: newDraft({ email: { ...issueEmail('April news', 'x'), subject: 'April\nBcc: everyone@example.com' } }),
  }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft whose template has no HTML', { data: newDraft({ email: { ...issueEmail('April news', 'x'), html: '' } }) }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft whose template has no text', { data: newDraft({ email: { ...issueEmail('April news', 'x'), text: '' } }) }),
  row(87, 'admin', 'set', `${ISSUE}/${'a'.repeat(101)}`, 'deny', 'an admin writes a draft at an address of 101 characters', { data: newDraft() }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', "an admin writes a draft changed at the client's time", { data: newDraft({ updatedAt: FEB_1 }) }),
  row(87, 'admin', 'set', `${ISSUE}/april-news`, 'deny', 'an admin writes a draft that says when it was sent', { data: newDraft({ sentAt: FEB_1 }) }),
  row(87, 'user', 'set', `${ISSUE}/april-news`, 'deny', 'a user writes a draft', { data: newDraft() }),
  row(87, 'inactiveAdmin', 'set', `${ISSUE}/april-news`, 'deny', 'a deactivated admin writes a draft', { data: newDraft() }),
  row(87, 'editor', 'set', `${ISSUE}/april-news`, 'deny', 'an editor writes a draft', { data: newDraft() }),
  row(87, 'admin', 'update', `${ISSUE}/draft-issue`, 'allow', 'an admin edits a draft (updateIssue)', {
    data: { ...content('March news, again', 'New words.'), updatedAt: SERVER_TIME },
  }),
  row(87, 'admin', 'update', `${ISSUE}/draft-issue`, 'deny', "an admin edits a draft at the client's time", {
    data: { ...content('March news, again', 'New words.'), updatedAt: FEB_1 },
  }),
  row(87, 'admin', 'update', `${ISSUE}/draft-issue`, 'deny', 'an admin edits a draft to a subject of 151 characters', {
    data: { ...content('S'.repeat(151), 'New words.'), updatedAt: SERVER_TIME },
  }),
  row(87, 'admin', 'update', `${ISSUE}/draft-issue`, 'allow', 'an admin starts sending a draft (startSending)', { data: { status: 'sending', updatedAt: SERVER_TIME } }),
  row(87, 'admin', 'update', `${ISSUE}/draft-issue`, 'deny', 'an admin starts sending a draft and changes its subject at once', {
    data: { status: 'sending', subject: 'Something else', updatedAt: SERVER_TIME },
  }),
  row(87, 'admin', 'update', `${ISSUE}/sent-issue`, 'deny', 'an admin edits a sent issue', { data: { ...content('Rewritten', 'New words.'), updatedAt: SERVER_TIME } }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', 'an admin edits an issue being sent', { data: { ...content('Rewritten', 'New words.'), updatedAt: SERVER_TIME } }),
  row(87, 'admin', 'update', `${ISSUE}/draft-issue`, 'deny', 'an admin marks a draft sent without sending it', { data: { status: 'sent', updatedAt: SERVER_TIME } }),
  row(87, 'admin', 'update', `${ISSUE}/sent-issue`, 'deny', 'an admin sends a sent issue again', { data: { status: 'sending', updatedAt: SERVER_TIME } }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', 'an admin moves an issue being sent back to draft', { data: { status: 'draft', updatedAt: SERVER_TIME } }),
  // Sending itself is not logged (its start is): these rows write no entry.
  row(87, 'admin', 'batch', ISSUE, 'allow', 'an admin ends sending an issue (sendNextBatch, no one left: finishWrite)', {
    writes: [finishWrite('sending-issue')],
    unlogged: true,
  }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', 'an admin ends sending an issue keeping who was reached last (public once sent)', {
    data: { status: 'sent', sentAt: SERVER_TIME, updatedAt: SERVER_TIME },
    unlogged: true,
  }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', 'an admin ends sending an issue with another count', {
    data: { status: 'sent', sentAt: SERVER_TIME, updatedAt: SERVER_TIME, progress: { queued: 500, afterId: null, afterTime: null } },
    unlogged: true,
  }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', 'an admin ends sending an issue at a time of their own', {
    data: { status: 'sent', sentAt: FEB_1, updatedAt: SERVER_TIME, progress: { queued: 10, afterId: null, afterTime: null } },
    unlogged: true,
  }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', 'an admin ends sending an issue and changes its subject', {
    data: { status: 'sent', sentAt: SERVER_TIME, subject: 'Rewritten', updatedAt: SERVER_TIME, progress: { queued: 10, afterId: null, afterTime: null } },
    unlogged: true,
  }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', 'an admin moves an issue being sent back to draft, with a sent time', {
    data: { status: 'draft', sentAt: SERVER_TIME, updatedAt: SERVER_TIME, progress: { queued: 10, afterId: null, afterTime: null } },
    unlogged: true,
  }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', "an admin moves the progress on at the client's time", {
    data: { progress: { queued: 11, afterId: 'someone-later', afterTime: JAN_5 }, updatedAt: FEB_1 },
    unlogged: true,
  }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', 'an admin moves the progress on and changes the subject', {
    data: { progress: { queued: 11, afterId: 'someone-later', afterTime: JAN_5 }, subject: 'Rewritten', updatedAt: SERVER_TIME },
    unlogged: true,
  }),
  row(87, 'admin', 'update', `${ISSUE}/sending-issue`, 'deny', 'an admin moves the progress on with a key of their own in it', {
    data: { progress: { queued: 11, afterId: 'someone-later', afterTime: JAN_5, skip: true }, updatedAt: SERVER_TIME },
    unlogged: true,
  }),
  row(87, 'admin', 'batch', ISSUE, 'allow', 'an admin moves the progress on by ten messages (sendNextBatch)', {
    writes: [progressWrite('sending-issue', 10, 'someone-later', JAN_5)],
    unlogged: true,
  }),
  row(87, 'admin', 'batch', ISSUE, 'deny', 'an admin moves the progress on by eleven messages', { writes: [progressWrite('sending-issue', 11, 'someone-later', JAN_5)] }),
  row(87, 'admin', 'batch', ISSUE, 'deny', 'an admin moves the progress back', { writes: [progressWrite('sending-issue', -1, 'someone-later', JAN_5)] }),
  row(87, 'admin', 'batch', ISSUE, 'deny', 'an admin moves the progress on without naming who was reached', { writes: [progressWrite('sending-issue', 1, '', JAN_5)] }),
  row(87, 'admin', 'batch', ISSUE, 'deny', 'an admin moves the progress on with no time for who was reached', { writes: [progressWrite('sending-issue', 1, 'someone-later', 'January')] }),
  row(87, 'admin', 'batch', ISSUE, 'deny', 'an admin moves the progress of a draft', { writes: [progressWrite('draft-issue', 1, 'someone-later', JAN_5)] }),
  row(87, 'user', 'batch', ISSUE, 'deny', 'a user moves the progress of an issue being sent', { writes: [progressWrite('sending-issue', 1, 'someone-later', JAN_5)] }),
  row(87, 'admin', 'delete', `${ISSUE}/draft-issue`, 'allow', 'an admin deletes a draft (deleteIssue)'),
  row(87, 'admin', 'delete', `${ISSUE}/sent-issue`, 'deny', 'an admin deletes a sent issue (the archive keeps it)'),
  row(87, 'user', 'delete', `${ISSUE}/draft-issue`, 'deny', 'a user deletes a draft'),

  // ----- 88: the messages ---------------------------------------------------------------------------
  row(88, 'admin', 'batch', 'mail', 'allow', 'an admin sends an issue being sent to a confirmed subscriber, with the progress (sendNextBatch)', {
    writes: step('sending-issue'),
    unlogged: true,
  }),
  // The rules read each message's subscriber, issue and sender: a whole write must stay within a batch's 20 reads.
  row(88, 'admin', 'batch', 'mail', 'allow', `an admin sends an issue to ${SEND_BATCH} subscribers in one write, the most sendNextBatch writes`, {
    writes: step('sending-issue', [CONFIRMED, ...MORE].slice(0, SEND_BATCH)),
    unlogged: true,
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends an issue without moving its progress', { writes: step('sending-issue').slice(0, 1) }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends a draft to a subscriber', { writes: step('draft-issue') }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends an issue to a subscriber who has had it (a second message)', {
    writes: step('sending-issue', [REACHED]),
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends a sent issue to a subscriber', { writes: step('sent-issue') }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends an issue to an unsubscribed address', { writes: step('sending-issue', [UNSUBSCRIBED]) }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends an issue to an unconfirmed address', { writes: step('sending-issue', [UNCONFIRMED]) }),
  row(88, 'admin', 'batch', 'mail', 'deny', "an admin sends a subscriber's message to another address", {
    writes: step('sending-issue', [CONFIRMED], (data) => ({ ...data, to: 'victim@example.org' })),
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends a message with another token', {
    writes: step('sending-issue', [{ ...CONFIRMED, token: 'X'.repeat(43) }]),
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', "an admin sends a message whose List-Unsubscribe header is another subscriber's", {
    writes: step('sending-issue', [CONFIRMED], (data) => ({ ...data, headers: { 'List-Unsubscribe': `<https://example.org/newsletter/unsubscribe?id=${UNSUBSCRIBED.id}&token=${UNSUBSCRIBED.token}>` } })),
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends a message with another header', {
    writes: step('sending-issue', [CONFIRMED], (data) => ({ ...data, headers: { ...(data.headers as Doc), 'Reply-To': 'ceo@example.org' } })),
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends a message with a free subject and body', {
    writes: step('sending-issue', [CONFIRMED], (data) => ({ ...data, message: { subject: 'Win', html: '<p>Win</p>' } })),
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', "an admin sends a message with another issue's template", {
    writes: step('sending-issue', [CONFIRMED], (data) => ({ ...data, template: { ...(data.template as Doc), name: 'newsletter-draft-issue' } })),
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends a message with another key in its data', {
    writes: step('sending-issue', [CONFIRMED], (data) => ({ ...data, template: { ...(data.template as Doc), data: { ...((data.template as Doc).data as Doc), note: 'Hi' } } })),
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', "an admin sends a message stamped with the client's clock", {
    writes: step('sending-issue', [CONFIRMED], (data) => ({ ...data, createdAt: FEB_1 })),
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends a message under an id that names another subscriber', {
    writes: step('sending-issue').map((write) => (write.collection === 'mail' && write.op === 'set' ? { ...write, id: `newsletter-sending-issue-${UNSUBSCRIBED.id}` } : write)),
  }),
  row(88, 'inactiveAdmin', 'batch', 'mail', 'deny', 'a deactivated admin sends an issue being sent', { writes: step('sending-issue') }),
  row(88, 'admin', 'batch', 'mail', 'deny', "an admin sends a draft's message in the batch that edits the draft", {
    writes: [
      ...step('draft-issue').slice(0, 1),
      { op: 'update', collection: ISSUE, id: 'draft-issue', data: { ...content('March news, again', 'New words.'), updatedAt: SERVER_TIME } },
    ],
  }),
  row(88, 'admin', 'batch', 'mail', 'deny', 'an admin sends a message whose template carries another key', {
    writes: step('sending-issue', [CONFIRMED], (data) => ({ ...data, template: { ...(data.template as Doc), version: 2 } })),
    unlogged: true,
  }),
  row(88, 'user', 'set', `mail/newsletter-sending-issue-${CONFIRMED.id}`, 'deny', 'a subscriber queues an issue for themselves', {
    data: (issueMessageWrite('sending-issue', CONFIRMED) as { data: Doc }).data,
  }),
  row(88, 'admin', 'batch', 'mail', 'allow', 'an admin sends themselves a test of a draft, with its template (sendTest)', {
    writes: [template('draft-issue', 'March news', 'draft'), testMessageWrite('draft-issue', 'admin@example.com', 'newsletter-test-aaaaaaaaaaaaaaaaaaaa')],
  }),
  row(88, 'admin', 'set', 'mail/newsletter-test-aaaaaaaaaaaaaaaaaaaa', 'deny', 'an admin sends a test to someone else', {
    data: (testMessageWrite('sending-issue', 'user@example.com') as { data: Doc }).data,
  }),
  row(88, 'admin', 'set', 'mail/newsletter-test-aaaaaaaaaaaaaaaaaaaa', 'deny', 'an admin sends a test of an issue whose template is not installed', {
    data: (testMessageWrite('draft-issue', 'admin@example.com') as { data: Doc }).data,
  }),
  row(88, 'admin', 'set', 'mail/newsletter-test-aaaaaaaaaaaaaaaaaaaa', 'deny', "a test that carries a subscriber's token", {
    data: {
      ...(testMessageWrite('sending-issue', 'admin@example.com') as { data: Doc }).data,
      template: { name: 'newsletter-sending-issue', data: { testOf: 'sending-issue', subscriberId: CONFIRMED.id, token: CONFIRMED.token } },
    },
  }),
  row(88, 'admin', 'set', 'mail/newsletter-test-aaaaaaaaaaaaaaaaaaaa', 'deny', 'an admin sends a test with a copy to someone else', {
    data: { ...(testMessageWrite('sending-issue', 'admin@example.com') as { data: Doc }).data, cc: 'user@example.com' },
  }),
  row(88, 'admin', 'set', 'mail/newsletter-test-aaaaaaaaaaaaaaaaaaaa', 'deny', "an admin sends a test of a draft with another issue's template", {
    data: {
      ...(testMessageWrite('draft-issue', 'admin@example.com') as { data: Doc }).data,
      template: { name: 'newsletter-sending-issue', data: { testOf: 'draft-issue', subscriberId: 'test', token: 'test' } },
    },
  }),
  row(88, 'admin', 'set', 'mail/newsletter-test-short', 'deny', 'an admin sends a test under an id of their own', {
    data: (testMessageWrite('sending-issue', 'admin@example.com') as { data: Doc }).data,
  }),
  row(88, 'user', 'set', 'mail/newsletter-test-aaaaaaaaaaaaaaaaaaaa', 'deny', 'a user sends themselves a test of an issue', {
    data: (testMessageWrite('sending-issue', 'user@example.com') as { data: Doc }).data,
  }),

  // ----- 89: an issue's template ----------------------------------------------------------------------
  row(89, 'admin', 'batch', 'mail_templates', 'allow', 'an admin starts sending a draft with its template (startSending)', {
    writes: [{ op: 'update', collection: ISSUE, id: 'draft-issue', data: { status: 'sending', updatedAt: SERVER_TIME } }, template('draft-issue', 'March news', 'draft')],
  }),
  row(89, 'admin', 'set', 'mail_templates/newsletter-draft-issue', 'deny', "an admin installs a template that is not the issue's", {
    data: { ...issueEmail('March news', 'Other words.') },
  }),
  row(89, 'admin', 'set', 'mail_templates/newsletter-sent-issue', 'deny', 'an admin rewrites the template of a sent issue', {
    data: { ...(storedIssue('January news', 'sent').email as Doc) },
  }),
  row(89, 'admin', 'set', 'mail_templates/draft-issue', 'deny', "an admin installs a draft's template under a name of no issue's template", {
    data: { ...(storedIssue('March news', 'draft').email as Doc) },
  }),
  row(89, 'admin', 'set', 'mail_templates/newsletter-no-such-issue', 'deny', 'an admin installs a template for no issue', { data: { ...issueEmail('Ghost', 'Boo.') } }),
  row(89, 'user', 'set', 'mail_templates/newsletter-draft-issue', 'deny', "a user installs a draft's template", {
    data: { ...(storedIssue('March news', 'draft').email as Doc) },
  }),
];

/**
 * Access-table rows for e-mail: mail/ (the Outbox, the messages about enquiries), mail_templates/ and mail_recipients/.
 * Rule numbers 72–75. `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import { SERVER_TIME, type BatchWrite } from '@/backend/types.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  72:
    'a new enquiry may queue one message to staff, mail/enquiry-{id}: in the batch that creates that enquiry (never for one that exists), ' +
    'template enquiry-received, to the staff recipient (toUids [staff]) only, its data exactly the enquiry’s id, name, e-mail, service and message, ' +
    'the server’s time, and nothing else (no free text, subject, sender, headers, attachments, cc or bcc)',
  73:
    'an admin’s reply with text may queue one message to the enquirer, mail/reply-{id}-{n}: in the batch that moves the enquiry to replied now, ' +
    'template enquiry-reply, to the enquiry’s e-mail and no other, its data the enquiry’s id, name and the reply it now holds, n its reply count',
  74:
    'only admins read, count and delete mail/ (the Outbox); an admin may send a failed message again by setting delivery.state ERROR → RETRY, nothing else',
  75:
    'only admins read and write mail_templates/ (the seven named templates: subject ≤200, text ≤20000, html ≤50000, nothing else) and ' +
    'mail_recipients/staff (the notifications address: an e-mail or empty, nothing else); nobody else reads or writes them',
};

const FEB_4 = new Date('2026-02-04T09:00:00.000Z');

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  mail: {
    // The extension tried and failed: an admin may retry it.
    'enquiry-failed': {
      toUids: ['staff'],
      template: { name: 'enquiry-received', data: { messageId: 'failed', name: 'Fay', email: 'fay@example.org', service: 'Other', message: 'Hello' } },
      createdAt: FEB_4,
      delivery: { state: 'ERROR', error: 'Invalid login', attempts: 1, startTime: FEB_4, endTime: FEB_4 },
    },
    // Sent.
    'reply-sent-0': {
      to: 'user@example.com',
      template: { name: 'enquiry-reply', data: { messageId: 'sent', name: 'Uma User', reply: 'Thanks!' } },
      createdAt: FEB_4,
      delivery: { state: 'SUCCESS', error: null, attempts: 1, startTime: FEB_4, endTime: FEB_4 },
    },
  },
  mail_templates: {
    'enquiry-received': { subject: 'New enquiry from {{name}}', text: 'From {{name}}', html: '<p>From {{name}}</p>' },
  },
  mail_recipients: {
    staff: { email: 'staff@example.com' },
  },
};

// ----- what the app writes (src/features/enquiries/data/contact-messages.ts) --------------------------------------

/** addContactMessage's enquiry from a visitor (the same fields the enquiry rows use). */
const visitorEnquiry = (extra: Doc = {}): Doc => ({
  name: 'Vera Visitor',
  email: 'vera@example.org',
  phone: '',
  company: '',
  service: 'Web Development',
  message: 'We need a new online shop.',
  status: 'unread',
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  adminReply: null,
  repliedAt: null,
  userId: null,
  searchTerms: ['vera', 'visitor'],
  ...extra,
});

const NEW_ID = 'newEnquiry1';

/** The staff message about `visitorEnquiry`, as mailWrite makes it. `extra` changes one thing for a deny row. */
const staffMail = (extra: Doc = {}, data: Doc = {}): Doc => ({
  toUids: ['staff'],
  template: {
    name: 'enquiry-received',
    data: { messageId: NEW_ID, name: 'Vera Visitor', email: 'vera@example.org', service: 'Web Development', message: 'We need a new online shop.', ...data },
  },
  createdAt: SERVER_TIME,
  ...extra,
});

/** How addContactMessage sends: the limit, the enquiry (its id made in the browser) and the staff message, in one batch. */
const enquiryWithMail = (mail: Doc = staffMail(), mailId = `enquiry-${NEW_ID}`, enquiry: Doc = visitorEnquiry()): BatchWrite[] => [
  { op: 'set', collection: 'enquiry_limits', id: '{self}', data: { lastSentAt: SERVER_TIME, sent: NEW_ID } },
  { op: 'set', collection: 'contact_messages', id: NEW_ID, data: enquiry },
  { op: 'set', collection: 'mail', id: mailId, data: mail },
];

const REPLY_TEXT = 'Thanks for reaching out! A first version typically starts around $3,000.';
const REPLY_MOVE: Doc = { status: 'replied', adminReply: REPLY_TEXT, repliedAt: SERVER_TIME, updatedAt: SERVER_TIME };

/** The enquirer's message about the admin's reply to user-message (Uma User, user@example.com). */
const replyMail = (extra: Doc = {}, data: Doc = {}): Doc => ({
  to: 'user@example.com',
  template: { name: 'enquiry-reply', data: { messageId: 'user-message', name: 'Uma User', reply: REPLY_TEXT, ...data } },
  createdAt: SERVER_TIME,
  ...extra,
});

/** replyToMessage: the enquiry moved to replied and the message to its sender, in one batch. */
const replyWithMail = (mail: Doc = replyMail(), mailId = 'reply-user-message-0', move: Doc = REPLY_MOVE): BatchWrite[] => [
  { op: 'update', collection: 'contact_messages', id: 'user-message', data: move },
  { op: 'set', collection: 'mail', id: mailId, data: mail },
];

const FAILED = docs.mail['enquiry-failed'];
const retry = (delivery: Doc = {}): Doc => ({ delivery: { ...(FAILED.delivery as Doc), state: 'RETRY', ...delivery } });

const TEMPLATE: Doc = { subject: 'New enquiry from {{name}}', text: 'Hello {{name}}', html: '<p>Hello {{name}}</p>' };
export const NEWEST_FIRST = { orderBy: { field: 'createdAt', direction: 'desc' as const }, limit: 21 };

export const rows: readonly AccessRow[] = [
  // ----- 72: the staff message about a new enquiry --------------------------------------------
  row(72, 'anonymous', 'batch', 'contact_messages', 'allow', 'a visitor sends an enquiry with its staff message (addContactMessage)', {
    writes: enquiryWithMail(),
  }),
  row(72, 'user', 'batch', 'contact_messages', 'allow', 'a user sends an enquiry logged in with its staff message', {
    writes: enquiryWithMail(
      staffMail({}, { name: 'Uma User', email: 'user@example.com' }),
      `enquiry-${NEW_ID}`,
      visitorEnquiry({ name: 'Uma User', email: 'user@example.com', userId: 'user' }),
    ),
  }),
  row(72, 'anonymous', 'batch', 'contact_messages', 'allow', 'a visitor sends an enquiry without a message (the rules do not require one)', {
    writes: enquiryWithMail().slice(0, 2),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message under an id naming another enquiry', {
    writes: enquiryWithMail(staffMail(), 'enquiry-otherEnquiry'),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message with a free-text message field', {
    writes: enquiryWithMail(staffMail({ message: { subject: 'Hi', text: 'Buy now' } })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message with a from address', {
    writes: enquiryWithMail(staffMail({ from: 'ceo@example.com' })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message with headers', {
    writes: enquiryWithMail(staffMail({ headers: { 'X-Spam': 'yes' } })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message with an attachment', {
    writes: enquiryWithMail(staffMail({ attachments: [{ filename: 'a.exe', path: 'https://evil.example/a.exe' }] })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message with a cc', {
    writes: enquiryWithMail(staffMail({ cc: 'victim@example.org' })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message with a bcc', {
    writes: enquiryWithMail(staffMail({ bcc: ['victim@example.org'] })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message naming another template', {
    writes: enquiryWithMail(staffMail({ template: { name: 'enquiry-reply', data: (staffMail().template as Doc).data } })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message whose template carries its own html', {
    writes: enquiryWithMail(staffMail({ template: { ...(staffMail().template as Doc), html: '<a href="https://evil.example">Win</a>' } })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor queues a staff message with an extra data value', {
    writes: enquiryWithMail(staffMail({}, { subject: 'Free text' })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', "a visitor queues a staff message stamped with the client's time", {
    writes: enquiryWithMail(staffMail({ createdAt: new Date('2026-02-04T09:00:00.000Z') })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor sends the enquiry message to an arbitrary address instead of staff', {
    writes: enquiryWithMail({ to: 'victim@example.org', template: staffMail().template, createdAt: SERVER_TIME }),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor sends the enquiry message to another recipient of the users collection as well', {
    writes: enquiryWithMail(staffMail({ toUids: ['staff', 'admin'] })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', 'a visitor sends the enquiry message to staff and to an arbitrary address', {
    writes: enquiryWithMail(staffMail({ to: 'victim@example.org' })),
  }),
  row(72, 'user', 'batch', 'mail', 'deny', 'a user queues a staff message for an enquiry that already exists', {
    writes: [
      {
        op: 'set',
        collection: 'mail',
        id: 'enquiry-user-message',
        data: staffMail(
          {},
          { messageId: 'user-message', name: 'Uma User', email: 'user@example.com', service: 'Mobile App Development', message: 'What would a first version of a booking app cost?' },
        ),
      },
    ],
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', "a visitor queues a staff message whose name differs from the enquiry's", {
    writes: enquiryWithMail(staffMail({}, { name: 'Someone Else' })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', "a visitor queues a staff message whose e-mail differs from the enquiry's", {
    writes: enquiryWithMail(staffMail({}, { email: 'victim@example.org' })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', "a visitor queues a staff message whose service differs from the enquiry's", {
    writes: enquiryWithMail(staffMail({}, { service: 'Other' })),
  }),
  row(72, 'anonymous', 'batch', 'mail', 'deny', "a visitor queues a staff message whose text differs from the enquiry's", {
    writes: enquiryWithMail(staffMail({}, { message: 'Click https://evil.example' })),
  }),

  // ----- 73: the enquirer's message about the admin's reply ------------------------------------
  row(73, 'admin', 'batch', 'contact_messages', 'allow', "an admin replies with the message to the enquirer (replyToMessage)", {
    writes: replyWithMail(),
  }),
  row(73, 'admin', 'batch', 'contact_messages', 'allow', 'an admin replies again after a follow-up: the message counts the filed reply', {
    writes: [
      {
        op: 'update',
        collection: 'contact_messages',
        id: 'followed-up-message',
        data: { ...REPLY_MOVE, adminReply: 'February works.', replyCount: 2 },
      },
      {
        op: 'set',
        collection: 'contact_messages/followed-up-message/replies',
        id: '2',
        data: { from: 'admin', text: 'Yes, we can start in March.', createdAt: new Date('2026-02-02T08:30:00.000Z') },
      },
      { op: 'set', collection: 'mail', id: 'reply-followed-up-message-2', data: replyMail({}, { messageId: 'followed-up-message', reply: 'February works.' }) },
    ],
  }),
  row(73, 'admin', 'batch', 'contact_messages', 'allow', 'an admin replies without a message to the enquirer (the rules do not require one)', {
    writes: replyWithMail().slice(0, 1),
  }),
  row(73, 'admin', 'batch', 'mail', 'deny', 'an admin queues the reply message under a count the enquiry does not have', {
    writes: replyWithMail(replyMail(), 'reply-user-message-1'),
  }),
  row(73, 'admin', 'batch', 'mail', 'deny', 'an admin queues the reply message with a subject of their own', {
    writes: replyWithMail(replyMail({ message: { subject: 'Offer', html: '<b>Buy</b>' } })),
  }),
  row(73, 'admin', 'batch', 'mail', 'deny', 'an admin sends the reply message to another address', {
    writes: replyWithMail(replyMail({ to: 'other@example.com' })),
  }),
  row(73, 'admin', 'batch', 'mail', 'deny', 'an admin sends the reply message to the enquirer and to staff', {
    writes: replyWithMail(replyMail({ toUids: ['staff'] })),
  }),
  row(73, 'admin', 'batch', 'mail', 'deny', 'an admin queues a reply message for an enquiry replied earlier, not in this batch', {
    writes: [{ op: 'set', collection: 'mail', id: 'reply-replied-message-0', data: replyMail({}, { messageId: 'replied-message', reply: 'Yes, with a discount.' }) }],
  }),
  row(73, 'admin', 'batch', 'mail', 'deny', "an admin queues a reply message whose name differs from the enquiry's", {
    writes: replyWithMail(replyMail({}, { name: 'Someone Else' })),
  }),
  row(73, 'admin', 'batch', 'mail', 'deny', 'an admin queues a reply message whose text differs from the reply stored', {
    writes: replyWithMail(replyMail({}, { reply: 'Something else' })),
  }),
  row(73, 'admin', 'batch', 'mail', 'deny', 'an admin queues a reply message when marking replied without text', {
    writes: replyWithMail(replyMail({}, { reply: '' }), 'reply-user-message-0', { ...REPLY_MOVE, adminReply: null }),
  }),
  row(73, 'user', 'batch', 'mail', 'deny', 'a user queues a reply message to themselves about their own enquiry', {
    writes: [{ op: 'set', collection: 'mail', id: 'reply-user-message-0', data: replyMail() }],
  }),
  row(73, 'anonymous', 'create', 'mail/reply-user-message-0', 'deny', 'a visitor queues a reply message to an arbitrary address', {
    data: replyMail({ to: 'victim@example.org' }),
  }),

  // ----- 74: the Outbox ----------------------------------------------------------------------
  row(74, 'admin', 'list', 'mail', 'allow', 'an admin lists the Outbox, newest first (outboxView)', { query: NEWEST_FIRST }),
  row(74, 'admin', 'count', 'mail', 'allow', 'an admin counts the messages (outboxView)'),
  row(74, 'admin', 'get', 'mail/enquiry-failed', 'allow', 'an admin reads one message'),
  row(74, 'user', 'list', 'mail', 'deny', 'a user lists the Outbox', { query: NEWEST_FIRST }),
  row(74, 'anonymous', 'get', 'mail/enquiry-failed', 'deny', 'a visitor reads a message'),
  row(74, 'inactiveAdmin', 'list', 'mail', 'deny', 'an inactive admin lists the Outbox', { query: NEWEST_FIRST }),
  row(74, 'admin', 'delete', 'mail/reply-sent-0', 'allow', 'an admin deletes a message'),
  row(74, 'user', 'delete', 'mail/reply-sent-0', 'deny', 'a user deletes a message'),
  row(74, 'admin', 'update', 'mail/enquiry-failed', 'allow', 'an admin retries a failed message (delivery.state RETRY)', { data: retry() }),
  row(74, 'admin', 'update', 'mail/enquiry-failed', 'allow', 'an admin retries a failed message by its state alone, a field path (retryMail)', {
    data: { 'delivery.state': 'RETRY' },
  }),
  row(74, 'admin', 'update', 'mail/enquiry-failed', 'deny', 'an admin sets a failed message’s state to sent, by a field path', {
    data: { 'delivery.state': 'SUCCESS' },
  }),
  row(74, 'user', 'update', 'mail/enquiry-failed', 'deny', 'a user retries a failed message', { data: retry() }),
  row(74, 'admin', 'update', 'mail/reply-sent-0', 'deny', 'an admin "retries" a message already sent (sending it twice)', {
    data: { delivery: { ...(docs.mail['reply-sent-0'].delivery as Doc), state: 'RETRY' } },
  }),
  row(74, 'admin', 'update', 'mail/enquiry-failed', 'deny', 'an admin marks a failed message delivered', { data: retry({ state: 'SUCCESS' }) }),
  row(74, 'admin', 'update', 'mail/enquiry-failed', 'deny', "an admin retries and rewrites the delivery's error", { data: retry({ error: null }) }),
  row(74, 'admin', 'update', 'mail/enquiry-failed', 'deny', 'an admin retries a failed message to another address', {
    data: { ...retry(), to: 'victim@example.org' },
  }),
  row(74, 'user', 'create', 'mail/anything', 'deny', 'a user queues a message of their own making', {
    data: { to: 'victim@example.org', message: { subject: 'Hi', text: 'Spam' }, createdAt: SERVER_TIME },
  }),

  // ----- 75: templates and the staff recipient ------------------------------------------------
  row(75, 'admin', 'list', 'mail_templates', 'allow', 'an admin reads the installed templates (the Outbox)'),
  row(75, 'admin', 'set', 'mail_templates/enquiry-reply', 'allow', 'an admin installs a template', { data: TEMPLATE }),
  row(75, 'admin', 'set', 'mail_templates/enquiry-received', 'allow', 'an admin updates a template', { data: TEMPLATE }),
  row(75, 'user', 'list', 'mail_templates', 'deny', 'a user reads the templates'),
  row(75, 'user', 'set', 'mail_templates/enquiry-reply', 'deny', 'a user installs a template', { data: TEMPLATE }),
  row(75, 'anonymous', 'set', 'mail_templates/enquiry-received', 'deny', 'a visitor rewrites a template', { data: TEMPLATE }),
  row(75, 'admin', 'set', 'mail_templates/application-acknowledgement', 'allow', "an admin installs the applicant's acknowledgement", { data: TEMPLATE }),
  row(75, 'admin', 'set', 'mail_templates/application-interview', 'allow', 'an admin installs the invitation to interview', { data: TEMPLATE }),
  row(75, 'admin', 'set', 'mail_templates/application-declined', 'allow', 'an admin installs the message that declines an application', { data: TEMPLATE }),
  row(75, 'admin', 'set', 'mail_templates/application-hired', 'allow', 'an admin installs the offer', { data: TEMPLATE }),
  row(75, 'admin', 'set', 'mail_templates/free-form', 'deny', 'an admin installs a template under another name', { data: TEMPLATE }),
  row(75, 'admin', 'set', 'mail_templates/enquiry-reply', 'deny', 'an admin installs a template with attachments', {
    data: { ...TEMPLATE, attachments: [{ path: 'https://example.com/a.pdf' }] },
  }),
  row(75, 'admin', 'set', 'mail_templates/enquiry-reply', 'deny', 'an admin installs a template with a subject of 201 characters', {
    data: { ...TEMPLATE, subject: 's'.repeat(201) },
  }),
  row(75, 'admin', 'set', 'mail_templates/enquiry-reply', 'deny', 'an admin installs a template with a text of 20001 characters', {
    data: { ...TEMPLATE, text: 't'.repeat(20_001) },
  }),
  row(75, 'admin', 'set', 'mail_templates/enquiry-reply', 'deny', 'an admin installs a template with an html of 50001 characters', {
    data: { ...TEMPLATE, html: 'h'.repeat(50_001) },
  }),
  // Logged (rule 81): the templates a batch installs under one entry about one of them.
  row(81, 'admin', 'batch', 'mail_templates', 'allow', 'an admin installs two templates under one entry (installMailTemplates)', {
    writes: [
      { op: 'set', collection: 'mail_templates', id: 'enquiry-reply', data: TEMPLATE },
      { op: 'set', collection: 'mail_templates', id: 'application-hired', data: TEMPLATE },
    ],
  }),
  row(81, 'admin', 'batch', 'mail_templates', 'deny', 'an admin installs a template in a batch whose entry is about a service', {
    writes: [
      { op: 'update', collection: 'services', id: 'active-service', data: { isActive: false, updatedAt: SERVER_TIME } },
      { op: 'set', collection: 'mail_templates', id: 'enquiry-reply', data: TEMPLATE },
    ],
  }),
  row(81, 'admin', 'set', 'mail_templates/application-hired', 'deny', 'an admin installs a template under the entry of an earlier install', {
    setup: [[{ op: 'set', collection: 'mail_templates', id: 'enquiry-reply', data: TEMPLATE }]],
    data: TEMPLATE,
    unlogged: true,
  }),
  row(81, 'admin', 'set', 'mail_recipients/staff', 'deny', 'an admin logs setting the notifications address to the one it already is', {
    data: { email: 'staff@example.com' },
  }),
  row(74, 'editor', 'delete', 'mail/reply-sent-0', 'deny', 'an editor deletes a message (with an entry about it, as the log lets an editor write)'),
  row(75, 'admin', 'get', 'mail_recipients/staff', 'allow', 'an admin reads the notifications address (Settings)'),
  row(75, 'admin', 'set', 'mail_recipients/staff', 'allow', 'an admin sets the notifications address', { data: { email: 'office@example.com' } }),
  row(75, 'admin', 'set', 'mail_recipients/staff', 'allow', 'an admin clears the notifications address', { data: { email: '' } }),
  row(75, 'user', 'get', 'mail_recipients/staff', 'deny', 'a user reads the notifications address'),
  row(75, 'anonymous', 'get', 'mail_recipients/staff', 'deny', 'a visitor reads the notifications address'),
  row(75, 'user', 'set', 'mail_recipients/staff', 'deny', 'a user redirects staff notifications to themselves', { data: { email: 'user@example.com' } }),
  row(75, 'inactiveAdmin', 'set', 'mail_recipients/staff', 'deny', 'an inactive admin sets the notifications address', { data: { email: 'office@example.com' } }),
  row(75, 'admin', 'set', 'mail_recipients/victim', 'deny', 'an admin adds another recipient', { data: { email: 'victim@example.org' } }),
  row(75, 'admin', 'set', 'mail_recipients/staff', 'deny', 'an admin sets a notifications address that is not one', { data: { email: 'not-an-address' } }),
  row(75, 'admin', 'set', 'mail_recipients/staff', 'deny', 'an admin stores more than the address', { data: { email: 'office@example.com', phone: '123' } }),
];

/**
 * Access-table rows for enquiries: contact_messages/ (the contact form, the inbox, replies), each
 * enquiry's conversation (contact_messages/{id}/replies/) and the senders' limits (enquiry_limits/).
 * Rule numbers 28–40, 50, 53 and 58, and the enquiry rows of 16, 49, 51, 52, 56, 57 and 62.
 * `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import { SERVER_TIME, type BatchWrite, type ListQuery } from '@/backend/types.ts';
import type { AccessRow, Doc, WorldAccount } from '../access-matrix.ts';
import { actors } from './actors.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  50: 'a signed-in sender sends under their own uid and the e-mail their token carries, verified; an account whose e-mail is not verified sends as a visitor does (userId null)',
  53:
    'one enquiry a minute per sender identity, each enquiry moving the limit itself (one per request); a visitor sends under an anonymous identity',
  82:
    'history stays with the account across an e-mail change: on an active account, the owner of a verified address may put their own uid on the enquiries and ' +
    'applications sent under that address without one, changing nothing else; nothing already an account’s moves',
  58:
    'a new enquiry never takes over a thread left at its id; a conversation: after a reply the enquiry’s sender (by uid, or verified e-mail, on an active account) may write back once, ' +
    'which sends it back to unread; a later reply files the one the enquiry held; each entry of the thread (at most 50) is ' +
    'counted on the enquiry and written with its move, never changed; only the sender and admins read it, and it goes only with its enquiry',
};

// ---------------------------------------------------------------------------------------------
// The world: enquiries in each state, a conversation, and a visitor's limit.

const JAN_5 = new Date('2026-01-05T09:00:00.000Z');
const FEB_2 = new Date('2026-02-02T08:30:00.000Z');
const FEB_3 = new Date('2026-02-03T10:15:00.000Z');
/** A time a client could make up: any fixed date, never the server's clock at the write. */
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

export const storedMessage = (fields: { name: string; email: string; userId: string | null; service: string; message: string; status?: string }): Doc => ({
  name: fields.name,
  email: fields.email,
  phone: '',
  company: '',
  service: fields.service,
  message: fields.message,
  status: fields.status ?? 'unread',
  createdAt: FEB_2,
  updatedAt: FEB_2,
  adminReply: null,
  repliedAt: null,
  userId: fields.userId,
});

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  contact_messages: {
    // Sent by the user while signed in: their uid and their e-mail.
    'user-message': storedMessage({
      name: actors.user.displayName,
      email: actors.user.email,
      userId: actors.user.uid,
      service: 'Mobile App Development',
      message: 'What would a first version of a booking app cost?',
    }),
    // Sent by the other user while signed in.
    'other-message': storedMessage({
      name: actors.otherUser.displayName,
      email: actors.otherUser.email,
      userId: actors.otherUser.uid,
      service: 'Cybersecurity',
      message: 'Do you offer one-off security audits?',
    }),
    // Sent by the deactivated user while their account was active.
    'inactive-message': storedMessage({
      name: actors.inactiveUser.displayName,
      email: actors.inactiveUser.email,
      userId: actors.inactiveUser.uid,
      service: 'Web Development',
      message: 'Can you redesign our website?',
    }),
    // Sent by the person an admin later deleted.
    'deleted-message': storedMessage({
      name: actors.deletedUser.displayName,
      email: actors.deletedUser.email,
      userId: actors.deletedUser.uid,
      service: 'Digital Marketing',
      message: 'Can you run our ads?',
    }),
    // Sent by the person whose user document is missing, while it existed.
    'no-profile-message': storedMessage({
      name: actors.noProfileUser.displayName,
      email: actors.noProfileUser.email,
      userId: actors.noProfileUser.uid,
      service: 'Other',
      message: 'Hello again.',
    }),
    // The user's earlier enquiries: one read, one answered.
    'read-message': storedMessage({
      name: actors.user.displayName,
      email: actors.user.email,
      userId: actors.user.uid,
      service: 'Digital Marketing',
      message: 'How do you measure a campaign?',
      status: 'read',
    }),
    'replied-message': {
      ...storedMessage({
        name: actors.user.displayName,
        email: actors.user.email,
        userId: actors.user.uid,
        service: 'Other',
        message: 'Do you work with charities?',
        status: 'replied',
      }),
      adminReply: 'Yes, with a discount.',
      repliedAt: FEB_2,
    },
    // The user's enquiry after our reply and their follow-up: unread again, our reply still on it,
    // the follow-up in its thread (below).
    'followed-up-message': {
      ...storedMessage({
        name: actors.user.displayName,
        email: actors.user.email,
        userId: actors.user.uid,
        service: 'Web Development',
        message: 'Can you build us a booking page?',
      }),
      adminReply: 'Yes, we can start in March.',
      repliedAt: FEB_2,
      replyCount: 1,
    },
    // Replied conversations whose threads hold 48, 49 and 50 entries (only the count matters to the rules).
    'thread-48-message': {
      ...storedMessage({ name: actors.user.displayName, email: actors.user.email, userId: actors.user.uid, service: 'Other', message: 'One more thing…', status: 'replied' }),
      adminReply: 'Noted.',
      repliedAt: FEB_2,
      replyCount: 48,
    },
    'thread-50-message': {
      ...storedMessage({ name: actors.user.displayName, email: actors.user.email, userId: actors.user.uid, service: 'Other', message: 'A last thing…', status: 'replied' }),
      adminReply: 'Noted once more.',
      repliedAt: FEB_2,
      replyCount: 50,
    },
    'thread-49-message': {
      ...storedMessage({ name: actors.user.displayName, email: actors.user.email, userId: actors.user.uid, service: 'Other', message: 'And another thing…', status: 'replied' }),
      adminReply: 'Noted again.',
      repliedAt: FEB_2,
      replyCount: 49,
    },
    // Sent signed out with the user's (verified) address, before they signed up; since replied.
    'emailed-message': {
      ...storedMessage({ name: actors.user.displayName, email: actors.user.email, userId: null, service: 'Other', message: 'Sent before I had an account.', status: 'replied' }),
      adminReply: 'Thanks, noted.',
      repliedAt: FEB_2,
    },
    // Sent signed out with the user's address, and kept by their account since (before an e-mail change).
    'kept-message': {
      ...storedMessage({ name: actors.user.displayName, email: actors.user.email, userId: actors.user.uid, service: 'Other', message: 'Sent logged out, kept since.' }),
      keptByAccount: true,
    },
    // Sent signed out with the deactivated user's address.
    'inactive-emailed-message': storedMessage({ name: actors.inactiveUser.displayName, email: actors.inactiveUser.email, userId: null, service: 'Other', message: 'Are you hiring?' }),
    // Sent signed in by the other user from an address the user has since taken over (addresses can change hands).
    'reassigned-message': storedMessage({ name: actors.otherUser.displayName, email: actors.user.email, userId: actors.otherUser.uid, service: 'Other', message: 'Sent from my old address.' }),
    // Sent signed out, from the address the unverified account later claimed.
    'stranger-message': storedMessage({
      name: 'Sam Stranger',
      email: actors.unverifiedUser.email,
      userId: null,
      service: 'Database Solutions',
      message: 'We are planning a database migration and need help.',
    }),
  },
  // The follow-up's thread: the user wrote back after our reply.
  'contact_messages/followed-up-message/replies': {
    '1': { from: 'sender', text: 'Could we start in February instead?', createdAt: FEB_3 },
  },
  // A thread entry left behind by an enquiry that is gone.
  'contact_messages/gone-message/replies': {
    '1': { from: 'sender', text: 'Is anyone there?', createdAt: FEB_3 },
  },
  // The anonymous visitor sent an enquiry long ago (its id made in their browser: prepared-enquiry).
  enquiry_limits: {
    [actors.anonymous.uid]: { lastSentAt: JAN_5, sent: 'prepared-enquiry' },
  },
};

// ---------------------------------------------------------------------------------------------
// What the app writes (src/features/enquiries/data/contact-messages.ts) and the queries it runs.

/** contact-messages.ts addContactMessage from a visitor (sent under their anonymous identity: userId null). */
const visitorMessage = (extra: Doc = {}): Doc => ({
  name: 'Vera Visitor',
  email: 'vera@example.org',
  phone: '+44 20 7946 0958',
  company: 'Visitor Ltd',
  service: 'Web Development',
  message: 'We need a new online shop. Could we talk about timelines?',
  status: 'unread',
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  adminReply: null,
  repliedAt: null,
  userId: null,
  searchTerms: ['vera', 'visitor', 'vera@example.org', 'web', 'development'],
  ...extra,
});

/** contact-messages.ts addContactMessage, signed in: the sender's name, e-mail and uid. */
const signedInMessage = (account: WorldAccount, extra: Doc = {}): Doc =>
  visitorMessage({ name: account.displayName, email: account.email, userId: account.uid, ...extra });

/**
 * How addContactMessage sends: the sender's limit moved to now by this enquiry (its id, made in the
 * browser), and the enquiry, in one batch.
 */
const limitNow = (sent: string): BatchWrite => ({ op: 'set', collection: 'enquiry_limits', id: '{self}', data: { lastSentAt: SERVER_TIME, sent } });
const enquiry = (message: Doc, id = 'new-enquiry'): BatchWrite[] => [limitNow(id), { op: 'set', collection: 'contact_messages', id, data: message }];

/** The admin inbox's "mark as read" and "reply" (spec §4, §7). */
export const MARK_READ: Doc = { status: 'read', updatedAt: SERVER_TIME };

const REPLY: Doc = {
  status: 'replied',
  adminReply: 'Thanks for reaching out! A first version typically starts around $3,000.',
  repliedAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
};

/**
 * contact-messages.ts sendFollowUp: the enquiry back to unread, counting the thread's next entry,
 * with that entry (the follow-up) in the same batch. `parent` and `entry` change one thing for a deny row.
 */
const followUpMove = (n: number, extra: Doc = {}): Doc => ({
  status: 'unread',
  updatedAt: SERVER_TIME,
  replyCount: n,
  searchTerms: ['uma', 'user', 'could', 'start', 'february', 'instead'],
  ...extra,
});
const followUp = (message: string, n: number, parent: Doc = {}, entry: Doc = {}): BatchWrite[] => [
  { op: 'update', collection: 'contact_messages', id: message, data: followUpMove(n, parent) },
  {
    op: 'set',
    collection: `contact_messages/${message}/replies`,
    id: String(n),
    data: { from: 'sender', text: 'Could we start in February instead?', createdAt: SERVER_TIME, ...entry },
  },
];

/**
 * contact-messages.ts replyToMessage after a follow-up: the new reply on the enquiry, and the reply it
 * held filed into its thread as it stood.
 */
const replyAgain = (parent: Doc = {}, filed: Doc = {}): BatchWrite[] => [
  {
    op: 'update',
    collection: 'contact_messages',
    id: 'followed-up-message',
    data: { ...REPLY, adminReply: 'February works. See you then.', replyCount: 2, ...parent },
  },
  {
    op: 'set',
    collection: 'contact_messages/followed-up-message/replies',
    id: '2',
    data: { from: 'admin', text: 'Yes, we can start in March.', createdAt: FEB_2, ...filed },
  },
];
/** Add to Reply on a replied enquiry `id`: the new reply, and the one it held (`held`, sent FEB_2) filed as entry `n`. */
const addToReply = (id: string, n: number, held: string): BatchWrite[] => [
  { op: 'update', collection: 'contact_messages', id, data: { ...REPLY, adminReply: 'And a second discount for a two-year plan.', replyCount: n } },
  { op: 'set', collection: `contact_messages/${id}/replies`, id: String(n), data: { from: 'admin', text: held, createdAt: FEB_2 } },
];
const THREAD = 'contact_messages/followed-up-message/replies';
const OLDEST_FIRST: ListQuery = { orderBy: { field: 'createdAt', direction: 'asc' }, limit: 50 };

const ALL_BY_NEWEST: ListQuery = { orderBy: { field: 'createdAt', direction: 'desc' } };
const UNREAD_MESSAGES: ListQuery = { where: [['status', '==', 'unread']] };
const messagesByUid = (uid: string | null): ListQuery => ({ where: [['userId', '==', uid]] });
const messagesByEmail = (email: string): ListQuery => ({ where: [['email', '==', email]] });

const { user, otherUser, unverifiedUser, inactiveUser, deletedUser, movedUnverifiedUser } = actors;

export const rows: readonly AccessRow[] = [
  // ----- inactive admins ---------------------------------------------------------------------
  row(16, 'inactiveAdmin', 'list', 'contact_messages', 'deny', 'an inactive admin lists all messages', {
    query: ALL_BY_NEWEST,
  }),
  row(16, 'inactiveAdmin', 'update', 'contact_messages/user-message', 'deny', 'an inactive admin replies to a message', {
    data: REPLY,
  }),
  row(16, 'inactiveAdmin', 'delete', 'contact_messages/user-message', 'deny', 'an inactive admin deletes a message'),

  // ----- contact_messages/{id} ---------------------------------------------------------------
  row(28, 'anonymous', 'batch', 'contact_messages', 'allow', 'a visitor sends an enquiry (addContactMessage)', {
    writes: enquiry(visitorMessage()),
  }),
  row(28, 'anonymous', 'batch', 'contact_messages', 'allow', 'a visitor sends a message of exactly 5000 characters', {
    writes: enquiry(visitorMessage({ message: 'm'.repeat(5000) })),
  }),
  row(28, 'anonymous', 'batch', 'contact_messages', 'allow', 'a visitor sends an enquiry with the longest name, phone and company', {
    writes: enquiry(visitorMessage({ name: 'N'.repeat(100), phone: 'P'.repeat(30), company: 'C'.repeat(100), service: 'S'.repeat(100) })),
  }),
  row(28, 'visitor', 'batch', 'contact_messages', 'deny', 'a visitor with no identity at all sends an enquiry', {
    writes: [{ op: 'add', collection: 'contact_messages', data: visitorMessage() }],
  }),
  row(29, 'anonymous', 'batch', 'contact_messages', 'deny', "a visitor sends an enquiry under the user's uid", {
    writes: enquiry(visitorMessage({ userId: user.uid })),
  }),
  row(29, 'user', 'batch', 'contact_messages', 'deny', "a user sends an enquiry under the other user's uid", {
    writes: enquiry(signedInMessage(user, { userId: otherUser.uid })),
  }),
  row(30, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry marked replied', {
    writes: enquiry(visitorMessage({ status: 'replied' })),
  }),
  row(30, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with an admin reply', {
    writes: enquiry(visitorMessage({ adminReply: 'Yes, we can do it for free.' })),
  }),
  row(30, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with a reply time', {
    writes: enquiry(visitorMessage({ repliedAt: SERVER_TIME })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends a message of 5001 characters', {
    writes: enquiry(visitorMessage({ message: 'm'.repeat(5001) })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with an extra key', {
    writes: enquiry(visitorMessage({ priority: 'high' })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry without a company field', {
    writes: enquiry(Object.fromEntries(Object.entries(visitorMessage()).filter(([key]) => key !== 'company'))),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with an empty name', {
    writes: enquiry(visitorMessage({ name: '' })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with a name of 101 characters', {
    writes: enquiry(visitorMessage({ name: 'N'.repeat(101) })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with a phone of 31 characters', {
    writes: enquiry(visitorMessage({ phone: 'P'.repeat(31) })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with a company of 101 characters', {
    writes: enquiry(visitorMessage({ company: 'C'.repeat(101) })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with no service', {
    writes: enquiry(visitorMessage({ service: '' })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with a service of 101 characters', {
    writes: enquiry(visitorMessage({ service: 'S'.repeat(101) })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an empty message', {
    writes: enquiry(visitorMessage({ message: '' })),
  }),
  row(31, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry whose name is a list', {
    writes: enquiry(visitorMessage({ name: ['Vera', 'Visitor'] })),
  }),
  row(32, 'visitor', 'get', 'contact_messages/user-message', 'deny', "a visitor reads the user's message"),
  row(32, 'visitor', 'list', 'contact_messages', 'deny', 'a visitor lists messages'),
  row(32, 'visitor', 'count', 'contact_messages', 'deny', 'a visitor counts the unread messages', { query: UNREAD_MESSAGES }),
  row(32, 'visitor', 'list', 'contact_messages', 'deny', "a visitor lists messages by the user's e-mail", {
    query: messagesByEmail(user.email),
  }),
  row(32, 'anonymous', 'list', 'contact_messages', 'deny', "a visitor's anonymous identity lists the messages sent without an account", {
    query: messagesByUid(null),
  }),
  row(33, 'user', 'batch', 'contact_messages', 'allow', 'a user sends an enquiry logged in (addContactMessage)', {
    writes: enquiry(signedInMessage(user)),
  }),
  row(34, 'user', 'list', 'contact_messages', 'allow', 'a user lists their messages by uid (listMyMessages)', {
    query: messagesByUid(user.uid),
  }),
  row(34, 'user', 'get', 'contact_messages/user-message', 'allow', 'a user reads their own message'),
  row(35, 'user', 'list', 'contact_messages', 'allow', 'a verified user lists their messages by e-mail (listMyMessages)', {
    query: messagesByEmail(user.email),
  }),
  row(36, 'unverifiedUser', 'list', 'contact_messages', 'deny', 'an unverified user lists messages by the e-mail they claim', {
    query: messagesByEmail(unverifiedUser.email),
  }),
  row(36, 'unverifiedUser', 'get', 'contact_messages/stranger-message', 'deny', 'an unverified user reads a message sent with the e-mail they claim'),
  row(37, 'user', 'list', 'contact_messages', 'deny', 'a user lists all messages'),
  row(37, 'user', 'list', 'contact_messages', 'deny', "a user lists the other user's messages by uid", {
    query: messagesByUid(otherUser.uid),
  }),
  row(37, 'user', 'list', 'contact_messages', 'deny', "a user lists the other user's messages by e-mail", {
    query: messagesByEmail(otherUser.email),
  }),
  row(37, 'otherUser', 'list', 'contact_messages', 'deny', "the other user lists the user's messages by uid", {
    query: messagesByUid(user.uid),
  }),
  row(37, 'user', 'get', 'contact_messages/other-message', 'deny', "a user reads the other user's message"),
  row(38, 'user', 'update', 'contact_messages/user-message', 'deny', 'a user writes an admin reply into their own message', {
    data: REPLY,
  }),
  // Changed by account self-service (rule 62): a person closing their account deletes what they sent signed in.
  row(38, 'user', 'delete', 'contact_messages/user-message', 'allow', 'a user deletes their own message (closing their account)'),
  row(39, 'admin', 'list', 'contact_messages', 'allow', 'an admin lists the messages, newest first (listMessagesPage)', {
    query: ALL_BY_NEWEST,
  }),
  row(39, 'admin', 'list', 'contact_messages', 'allow', 'an admin lists unread messages (the Unread filter of listMessagesPage)', {
    query: UNREAD_MESSAGES,
  }),
  row(39, 'admin', 'count', 'contact_messages', 'allow', 'an admin counts unread messages (countUnreadMessages)', { query: UNREAD_MESSAGES }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'allow', 'an admin marks a message read', { data: MARK_READ }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'allow', 'an admin replies to a message', { data: REPLY }),
  row(39, 'admin', 'update', 'contact_messages/read-message', 'allow', 'an admin replies to a message already read', { data: REPLY }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'allow', 'an admin marks a message replied, answered by e-mail (no text)', {
    data: { status: 'replied', repliedAt: SERVER_TIME, updatedAt: SERVER_TIME },
  }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'allow', 'an admin replies with 5000 characters', {
    data: { ...REPLY, adminReply: 'r'.repeat(5000) },
  }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'deny', "an admin marks a message read with the client's clock", {
    data: { ...MARK_READ, updatedAt: CLIENT_TIME },
  }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'deny', 'an admin replies with 5001 characters', {
    data: { ...REPLY, adminReply: 'r'.repeat(5001) },
  }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'deny', 'an admin replies with an empty reply', {
    data: { ...REPLY, adminReply: '' },
  }),
  row(39, 'admin', 'delete', 'contact_messages/other-message', 'allow', 'an admin deletes a message (design §4)'),
  row(40, 'admin', 'update', 'contact_messages/user-message', 'deny', "an admin changes the sender's name", {
    data: { name: 'Someone Else', updatedAt: SERVER_TIME },
  }),
  row(40, 'admin', 'update', 'contact_messages/user-message', 'deny', "an admin changes the sender's e-mail", {
    data: { email: 'someone-else@example.com', updatedAt: SERVER_TIME },
  }),
  row(40, 'admin', 'update', 'contact_messages/user-message', 'deny', "an admin changes the sender's message", {
    data: { message: 'I agree to pay double.', updatedAt: SERVER_TIME },
  }),
  row(40, 'admin', 'update', 'contact_messages/user-message', 'deny', "an admin marks a message read and changes the sender's message", {
    data: { ...MARK_READ, message: 'I agree to pay double.' },
  }),

  // ----- 49: deactivated accounts ------------------------------------------------------------
  row(49, 'inactiveUser', 'batch', 'contact_messages', 'deny', 'a deactivated user sends an enquiry as themselves', {
    writes: enquiry(signedInMessage(inactiveUser)),
  }),
  row(49, 'inactiveUser', 'list', 'contact_messages', 'deny', 'a deactivated user lists their messages by uid', {
    query: messagesByUid(inactiveUser.uid),
  }),
  row(49, 'inactiveUser', 'list', 'contact_messages', 'deny', 'a deactivated user lists their messages by e-mail', {
    query: messagesByEmail(inactiveUser.email),
  }),
  row(49, 'inactiveUser', 'get', 'contact_messages/inactive-message', 'deny', 'a deactivated user reads their own message'),
  row(49, 'noProfileUser', 'batch', 'contact_messages', 'deny', 'a signed-in person without a user document sends as themselves', {
    writes: enquiry(signedInMessage(actors.noProfileUser)),
  }),
  row(49, 'noProfileUser', 'list', 'contact_messages', 'deny', 'a signed-in person without a user document lists their messages by uid', {
    query: messagesByUid(actors.noProfileUser.uid),
  }),
  row(49, 'unverifiedUser', 'batch', 'contact_messages', 'deny', 'a user whose e-mail is not verified yet sends an enquiry as themselves', {
    writes: enquiry(signedInMessage(unverifiedUser)),
  }),
  row(49, 'unverifiedUser', 'batch', 'contact_messages', 'allow', 'a user whose e-mail is not verified yet sends an enquiry as a visitor does (addContactMessage)', {
    writes: enquiry(visitorMessage({ name: unverifiedUser.displayName, email: unverifiedUser.email })),
  }),
  row(49, 'unverifiedUser', 'batch', 'contact_messages', 'deny', 'a user whose e-mail is not verified sends under their uid with the address they claim', {
    writes: enquiry(signedInMessage(unverifiedUser, { email: 'victim@example.org' })),
  }),
  row(49, 'movedUnverifiedUser', 'batch', 'contact_messages', 'deny', 'a user whose new e-mail is not verified sends under their uid with it', {
    writes: enquiry(signedInMessage(movedUnverifiedUser)),
  }),

  // ----- 50: who sends -------------------------------------------------------------------------
  row(50, 'user', 'batch', 'contact_messages', 'deny', "a user sends under their own uid with someone else's e-mail", {
    writes: enquiry(signedInMessage(user, { email: 'victim@example.org' })),
  }),
  row(50, 'user', 'batch', 'contact_messages', 'deny', "a signed-in user sends without their uid, as a visitor with someone else's e-mail", {
    writes: enquiry(visitorMessage({ email: 'victim@example.org' })),
  }),
  row(50, 'anonymous', 'batch', 'contact_messages', 'deny', "a visitor's anonymous identity sends under its own uid", {
    writes: enquiry(visitorMessage({ userId: actors.anonymous.uid })),
  }),

  // ----- 51: e-mail addresses ----------------------------------------------------------------
  row(51, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends from an address that carries a Bcc and a body', {
    writes: enquiry(visitorMessage({ email: 'a@b.co?bcc=x%40evil.example&body=pay' })),
  }),
  row(51, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends from an address in capitals', {
    writes: enquiry(visitorMessage({ email: 'VERA@EXAMPLE.ORG' })),
  }),
  row(51, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends from an address whose local part carries a Cc and a body for a mail draft', {
    writes: enquiry(visitorMessage({ email: 'x?cc=boss%40corp.example&body=pay@example.com' })),
  }),
  row(51, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends from an address with an "&" and "=" before the "@"', {
    writes: enquiry(visitorMessage({ email: 'a&b=c@example.com' })),
  }),
  row(51, 'anonymous', 'batch', 'contact_messages', 'allow', 'a visitor sends from an address with a plus, an apostrophe, a dot and a hyphen', {
    writes: enquiry(visitorMessage({ email: "o'brien.smith+web-team@example.ie" })),
  }),
  row(51, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends with a name that spans lines (it goes into a mail Subject)', {
    writes: enquiry(visitorMessage({ name: 'Vera\r\nBcc: list@evil.example' })),
  }),
  row(51, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends with a service that spans lines (it goes into a mail Subject)', {
    writes: enquiry(visitorMessage({ service: 'Web Development\nBcc: list@evil.example' })),
  }),
  row(51, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends from an address without a domain', {
    writes: enquiry(visitorMessage({ email: 'vera@' })),
  }),
  row(51, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends from an address over 254 characters', {
    writes: enquiry(visitorMessage({ email: `${'v'.repeat(243)}@example.org` })),
  }),

  // ----- 52: loose values --------------------------------------------------------------------
  row(52, 'admin', 'update', 'contact_messages/replied-message', 'deny', 'an admin moves a replied message back to unread', {
    data: { status: 'unread', adminReply: null, repliedAt: null, updatedAt: SERVER_TIME },
  }),
  row(52, 'admin', 'update', 'contact_messages/read-message', 'deny', 'an admin moves a read message back to unread', {
    data: { status: 'unread', updatedAt: SERVER_TIME },
  }),
  row(52, 'admin', 'update', 'contact_messages/replied-message', 'deny', 'an admin marks a replied message read', {
    data: { ...MARK_READ, adminReply: null, repliedAt: null },
  }),
  row(52, 'admin', 'update', 'contact_messages/replied-message', 'deny', 'an admin rewrites a reply already sent', {
    data: REPLY,
  }),
  row(52, 'admin', 'update', 'contact_messages/user-message', 'deny', 'an admin replies with a reply time in 1999', {
    data: { ...REPLY, repliedAt: new Date('1999-01-01T00:00:00.000Z') },
  }),
  row(52, 'admin', 'update', 'contact_messages/user-message', 'deny', 'an admin marks a message read with a reply', {
    data: { ...MARK_READ, adminReply: 'Hidden reply' },
  }),
  row(52, 'admin', 'update', 'contact_messages/user-message', 'deny', 'an admin marks a message read with a reply time', {
    data: { ...MARK_READ, repliedAt: SERVER_TIME },
  }),
  row(52, 'admin', 'update', 'contact_messages/user-message', 'deny', 'an admin sets an unknown status', {
    data: { status: 'archived', updatedAt: SERVER_TIME },
  }),
  row(52, 'anonymous', 'batch', 'contact_messages', 'deny', "a visitor sends an enquiry with the client's clock as createdAt", {
    writes: enquiry(visitorMessage({ createdAt: CLIENT_TIME })),
  }),
  row(52, 'anonymous', 'batch', 'contact_messages', 'deny', "a visitor sends an enquiry with the client's clock as updatedAt", {
    writes: enquiry(visitorMessage({ updatedAt: CLIENT_TIME })),
  }),

  // ----- 53: one enquiry a minute --------------------------------------------------------------
  row(53, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends a second enquiry within a minute', {
    setup: [enquiry(visitorMessage())],
    writes: enquiry(visitorMessage({ message: 'And another one.' }), 'another-enquiry'),
  }),
  row(53, 'user', 'batch', 'contact_messages', 'deny', 'a user sends a second enquiry within a minute', {
    setup: [enquiry(signedInMessage(user))],
    writes: enquiry(signedInMessage(user, { message: 'And another one.' }), 'another-enquiry'),
  }),
  row(53, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends two enquiries in one request, moving their limit once', {
    writes: [...enquiry(visitorMessage()), { op: 'set', collection: 'contact_messages', id: 'another-enquiry', data: visitorMessage() }],
  }),
  row(52, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry whose phone is a list, not text', {
    writes: enquiry(visitorMessage({ phone: ['+44', '20 7946 0958'] })),
  }),
  row(53, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends, without moving their limit, the enquiry their old limit names', {
    writes: [enquiry(visitorMessage(), 'prepared-enquiry')[1]],
  }),
  row(53, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with a limit moved for another', {
    writes: [limitNow('another-enquiry'), enquiry(visitorMessage())[1]],
  }),
  row(53, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with a limit that does not say what it was moved for', {
    writes: [{ op: 'set', collection: 'enquiry_limits', id: '{self}', data: { lastSentAt: SERVER_TIME } }, enquiry(visitorMessage())[1]],
  }),
  row(53, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry without moving their limit', {
    writes: [{ op: 'add', collection: 'contact_messages', data: visitorMessage() }],
  }),
  row(53, 'anonymous', 'batch', 'contact_messages', 'deny', "a visitor sends an enquiry moving someone else's limit", {
    writes: [
      { op: 'set', collection: 'enquiry_limits', id: user.uid, data: { lastSentAt: SERVER_TIME } },
      { op: 'add', collection: 'contact_messages', data: visitorMessage() },
    ],
  }),
  row(53, 'anonymous', 'get', 'enquiry_limits/{self}', 'allow', 'a visitor reads their own limit (addContactMessage, after a refusal)'),
  row(53, 'user', 'get', 'enquiry_limits/anon-visitor', 'deny', "a user reads someone else's limit"),
  row(53, 'anonymous', 'set', 'enquiry_limits/{self}', 'deny', "a visitor sets their limit to the client's clock", {
    data: { lastSentAt: CLIENT_TIME },
  }),
  row(53, 'user', 'create', 'enquiry_limits/{self}', 'deny', "a user creates their limit with the client's clock", {
    data: { lastSentAt: CLIENT_TIME },
  }),
  row(53, 'user', 'create', 'enquiry_limits/{self}', 'deny', 'a user creates their limit with an extra key', {
    data: { lastSentAt: SERVER_TIME, count: 0 },
  }),
  row(53, 'anonymous', 'set', 'enquiry_limits/{self}', 'deny', 'a visitor adds a key to their limit', {
    data: { lastSentAt: SERVER_TIME, count: 0 },
  }),
  row(53, 'user', 'set', 'enquiry_limits/anon-visitor', 'deny', "a user moves someone else's limit", { data: { lastSentAt: SERVER_TIME } }),
  row(53, 'user', 'create', 'enquiry_limits/anon-visitor-2', 'deny', "a user creates someone else's limit", {
    data: { lastSentAt: SERVER_TIME },
  }),
  row(53, 'anonymous', 'delete', 'enquiry_limits/{self}', 'deny', 'a visitor deletes their limit'),

  // ----- 56: search terms --------------------------------------------------------------------
  row(56, 'anonymous', 'batch', 'contact_messages', 'allow', 'a visitor sends an enquiry with 300 search terms', {
    writes: enquiry(visitorMessage({ searchTerms: Array.from({ length: 300 }, (_, i) => `term${i}`) })),
  }),
  row(56, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry with 301 search terms', {
    writes: enquiry(visitorMessage({ searchTerms: Array.from({ length: 301 }, (_, i) => `term${i}`) })),
  }),
  row(56, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry without search terms', {
    writes: enquiry(Object.fromEntries(Object.entries(visitorMessage()).filter(([key]) => key !== 'searchTerms'))),
  }),
  row(56, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends an enquiry whose search terms are one text', {
    writes: enquiry(visitorMessage({ searchTerms: 'vera visitor' })),
  }),

  // ----- 57: deleted accounts ----------------------------------------------------------------
  row(57, 'deletedUser', 'batch', 'contact_messages', 'deny', 'a deleted user sends an enquiry as themselves', {
    writes: enquiry(signedInMessage(deletedUser)),
  }),
  row(57, 'deletedUser', 'list', 'contact_messages', 'deny', 'a deleted user lists their messages by uid', {
    query: messagesByUid(deletedUser.uid),
  }),

  // ----- 58: the conversation ------------------------------------------------------------------
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'a user sends a new enquiry at the id of a deleted one whose thread is left', {
    writes: enquiry(signedInMessage(user), 'gone-message'),
  }),
  row(58, 'anonymous', 'batch', 'contact_messages', 'deny', 'a visitor sends a new enquiry at the id of a deleted one whose thread is left', {
    writes: enquiry(visitorMessage(), 'gone-message'),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'allow', 'the enquirer writes back after our reply (sendFollowUp)', {
    writes: followUp('replied-message', 1),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'allow', 'the enquirer writes back with 5,000 characters', {
    writes: followUp('replied-message', 1, {}, { text: 'f'.repeat(5000) }),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'allow', 'the enquirer writes back as the thread’s 49th entry', {
    writes: followUp('thread-48-message', 49),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'allow', 'a verified user writes back on an enquiry sent logged out with their address', {
    writes: followUp('emailed-message', 1),
  }),
  row(58, 'admin', 'batch', 'contact_messages', 'allow', 'an admin replies again after a follow-up, filing the earlier reply (replyToMessage)', {
    writes: replyAgain(),
  }),
  row(58, 'admin', 'batch', 'contact_messages', 'allow', 'an admin marks a follow-up replied (answered by e-mail), filing the earlier reply (markMessageReplied)', {
    writes: replyAgain({ adminReply: null }),
  }),
  row(58, 'admin', 'update', 'contact_messages/followed-up-message', 'allow', 'an admin marks a follow-up read', { data: MARK_READ }),
  row(58, 'user', 'list', THREAD, 'allow', 'the enquirer reads their conversation (listThread)', { query: OLDEST_FIRST }),
  row(58, 'user', 'get', `${THREAD}/1`, 'allow', 'the enquirer reads their follow-up'),
  row(58, 'admin', 'list', THREAD, 'allow', 'an admin reads a conversation (listThread)', { query: OLDEST_FIRST }),
  row(58, 'admin', 'batch', 'contact_messages', 'allow', 'an admin deletes an enquiry with its thread (deleteMessage)', {
    writes: [
      { op: 'delete', collection: THREAD, id: '1' },
      { op: 'delete', collection: 'contact_messages', id: 'followed-up-message' },
    ],
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back before we have replied', {
    writes: followUp('read-message', 1),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back leaving the enquiry marked replied', {
    writes: followUp('replied-message', 1, { status: 'replied' }),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back with the client’s clock as the enquiry’s updatedAt', {
    writes: followUp('replied-message', 1, { updatedAt: CLIENT_TIME }),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back with 301 search terms', {
    writes: followUp('replied-message', 1, { searchTerms: Array.from({ length: 301 }, (_, i) => `term${i}`) }),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back as the thread’s 50th entry', {
    writes: followUp('thread-49-message', 50),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back counting two entries for one', {
    writes: followUp('replied-message', 2),
  }),
  row(58, 'user', 'update', 'contact_messages/replied-message', 'deny', 'the enquirer sends the enquiry back to unread without writing back', {
    data: followUpMove(1),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back and changes their original message', {
    writes: followUp('replied-message', 1, { message: 'I agreed to a discount of 90%.' }),
  }),
  row(58, 'user', 'create', 'contact_messages/replied-message/replies/1', 'deny', 'the enquirer writes a follow-up entry without the enquiry’s move', {
    data: { from: 'sender', text: 'Could we start in February instead?', createdAt: SERVER_TIME },
  }),
  row(58, 'user', 'create', 'contact_messages/replied-message/replies/undefined', 'deny', 'the enquirer writes an entry named after a count the enquiry does not have', {
    data: { from: 'sender', text: 'Could we start in February instead?', createdAt: SERVER_TIME },
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back with an extra key on the entry', {
    writes: followUp('replied-message', 1, {}, { priority: 'high' }),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back with a second entry in the same batch', {
    writes: [...followUp('replied-message', 1), { op: 'set', collection: 'contact_messages/replied-message/replies', id: '2', data: { from: 'sender', text: 'And again.', createdAt: SERVER_TIME } }],
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back under another author’s name', {
    writes: followUp('replied-message', 1, {}, { from: 'NovaForge Digital' }),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back with 5,001 characters', {
    writes: followUp('replied-message', 1, {}, { text: 'f'.repeat(5001) }),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back with no text', {
    writes: followUp('replied-message', 1, {}, { text: '' }),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer writes back with the client’s clock as the entry’s time', {
    writes: followUp('replied-message', 1, {}, { createdAt: CLIENT_TIME }),
  }),
  row(58, 'otherUser', 'batch', 'contact_messages', 'deny', "the other user writes back on the user's enquiry", {
    writes: followUp('replied-message', 1),
  }),
  row(58, 'user', 'batch', 'contact_messages', 'deny', 'the enquirer files a copy of our reply as if we had written it', {
    writes: followUp('replied-message', 1, {}, { from: 'admin', text: 'Yes, with a discount.', createdAt: FEB_2 }),
  }),
  row(58, 'admin', 'batch', 'contact_messages', 'deny', 'an admin writes a follow-up in the sender’s name with its reply', {
    writes: replyAgain({}, { from: 'sender', text: 'I accept the higher price.', createdAt: SERVER_TIME }),
  }),
  row(58, 'admin', 'update', 'contact_messages/followed-up-message', 'deny', 'an admin replies again without filing the earlier reply', {
    data: { ...REPLY, adminReply: 'February works. See you then.' },
  }),
  row(58, 'admin', 'update', 'contact_messages/user-message', 'deny', 'an admin’s first reply counts a thread entry it does not write', {
    data: { ...REPLY, replyCount: 1 },
  }),
  row(58, 'admin', 'batch', 'contact_messages', 'deny', 'an admin files the earlier reply with other words', {
    writes: replyAgain({}, { text: 'We never said March.' }),
  }),
  row(58, 'admin', 'batch', 'contact_messages', 'deny', 'an admin files the earlier reply stamped now', {
    writes: replyAgain({}, { createdAt: SERVER_TIME }),
  }),
  row(58, 'admin', 'batch', 'contact_messages', 'deny', 'an admin files the earlier reply as the sender’s', {
    writes: replyAgain({}, { from: 'sender' }),
  }),
  row(58, 'admin', 'update', 'contact_messages/followed-up-message', 'deny', 'an admin marks a follow-up read and moves the thread’s count', {
    data: { ...MARK_READ, replyCount: 2 },
  }),
  row(58, 'admin', 'update', 'contact_messages/replied-message', 'deny', 'an admin marks a replied enquiry read, keeping its reply', { data: MARK_READ }),
  // Staff add to their reply (Add to Reply): with no follow-up since, the reply it held is filed.
  row(58, 'admin', 'batch', 'contact_messages', 'allow', 'an admin adds to their reply with no follow-up since, filing the earlier reply', {
    writes: addToReply('replied-message', 1, 'Yes, with a discount.'),
  }),
  row(58, 'admin', 'update', 'contact_messages/replied-message', 'deny', 'an admin adds to their reply without filing the earlier one (it would be lost)', {
    data: { ...REPLY, adminReply: 'And a second discount for a two-year plan.' },
  }),
  row(58, 'admin', 'batch', 'contact_messages', 'allow', 'an admin adds to their reply as the thread’s 50th entry', {
    writes: addToReply('thread-49-message', 50, 'Noted again.'),
  }),
  row(58, 'admin', 'batch', 'contact_messages', 'deny', 'an admin adds to their reply as the thread’s 51st entry (a deletion’s batch takes at most 50)', {
    writes: addToReply('thread-50-message', 51, 'Noted once more.'),
  }),
  row(58, 'inactiveAdmin', 'batch', 'contact_messages', 'deny', 'an inactive admin replies again after a follow-up', { writes: replyAgain() }),
  row(58, 'otherUser', 'list', THREAD, 'deny', "the other user reads the user's conversation", { query: OLDEST_FIRST }),
  row(58, 'otherUser', 'get', `${THREAD}/1`, 'deny', "the other user reads the user's follow-up"),
  row(58, 'visitor', 'list', THREAD, 'deny', 'a visitor reads a conversation', { query: OLDEST_FIRST }),
  row(58, 'user', 'update', `${THREAD}/1`, 'deny', 'the enquirer rewrites their follow-up', { data: { text: 'Could we start in January instead?' } }),
  row(58, 'user', 'delete', `${THREAD}/1`, 'deny', 'the enquirer deletes their follow-up'),

  // ----- closing one's own account ---------------------------------------------------------------
  row(62, 'user', 'delete', 'contact_messages/other-message', 'deny', "a user deletes the other user's message"),
  row(62, 'user', 'delete', 'contact_messages/emailed-message', 'deny', 'a user deletes a message matched to them only by e-mail (sent logged out)'),
  row(62, 'inactiveUser', 'delete', 'contact_messages/inactive-message', 'deny', 'a deactivated user deletes the message they sent while active'),
  row(62, 'deletedUser', 'delete', 'contact_messages/deleted-message', 'deny', 'a deleted user deletes the message they sent'),
  row(62, 'user', 'delete', 'contact_messages/kept-message', 'deny', 'a user deletes an enquiry they sent logged out, which their account has kept since (closing the account leaves it)'),
  row(62, 'user', 'batch', 'contact_messages', 'allow', 'a user deletes their own message with its thread (closing their account)', {
    writes: [
      { op: 'delete', collection: THREAD, id: '1' },
      { op: 'delete', collection: 'contact_messages', id: 'followed-up-message' },
    ],
  }),
  row(62, 'otherUser', 'batch', 'contact_messages', 'deny', "the other user deletes the user's message with its thread", {
    writes: [
      { op: 'delete', collection: THREAD, id: '1' },
      { op: 'delete', collection: 'contact_messages', id: 'followed-up-message' },
    ],
  }),
  row(62, 'admin', 'batch', 'contact_messages', 'allow', 'an admin deletes a message with its thread (deleteMessage)', {
    writes: [
      { op: 'delete', collection: THREAD, id: '1' },
      { op: 'delete', collection: 'contact_messages', id: 'followed-up-message' },
    ],
  }),
  row(62, 'admin', 'delete', `${THREAD}/1`, 'deny', 'an admin deletes an entry of a thread and keeps the enquiry (a thread goes only with it)'),
  row(62, 'user', 'delete', 'contact_messages/gone-message/replies/1', 'deny', 'a user deletes a thread entry whose enquiry is gone (no batch deletes it)'),

  // History stays with the account: before an e-mail change (account.ts keepHistoryWithAccount).
  row(82, 'user', 'update', 'contact_messages/emailed-message', 'allow', 'a verified user keeps an enquiry sent logged out with their address, under their uid', {
    data: { userId: actors.user.uid, keptByAccount: true },
  }),
  row(82, 'user', 'batch', 'contact_messages', 'allow', 'a verified user keeps their enquiry and application sent logged out, in one batch (keepHistoryWithAccount)', {
    writes: [
      { op: 'update', collection: 'contact_messages', id: 'emailed-message', data: { userId: actors.user.uid, keptByAccount: true } },
      { op: 'update', collection: 'applications', id: 'emailedApplication', data: { userId: actors.user.uid, keptByAccount: true } },
    ],
  }),
  row(82, 'user', 'update', 'contact_messages/emailed-message', 'deny', 'a user keeps an enquiry sent logged out with their address without marking it kept (closing the account would delete it)', {
    data: { userId: actors.user.uid },
  }),
  row(82, 'user', 'update', 'contact_messages/emailed-message', 'deny', 'a user keeps an enquiry sent with their address and changes its status too', {
    data: { userId: actors.user.uid, keptByAccount: true, status: 'unread' },
  }),
  row(82, 'user', 'update', 'contact_messages/emailed-message', 'deny', 'a user puts another account’s uid on an enquiry sent with their address', {
    data: { userId: actors.otherUser.uid, keptByAccount: true },
  }),
  row(82, 'user', 'update', 'contact_messages/reassigned-message', 'deny', 'a user takes an enquiry another account sent from the address they now hold', {
    data: { userId: actors.user.uid, keptByAccount: true },
  }),
  row(82, 'otherUser', 'update', 'contact_messages/emailed-message', 'deny', 'a user takes an enquiry sent logged out with someone else’s address', {
    data: { userId: actors.otherUser.uid, keptByAccount: true },
  }),
  row(82, 'unverifiedUser', 'update', 'contact_messages/stranger-message', 'deny', 'an unverified user takes an enquiry sent with the address they claim', {
    data: { userId: actors.unverifiedUser.uid, keptByAccount: true },
  }),
  row(82, 'inactiveUser', 'update', 'contact_messages/inactive-emailed-message', 'deny', 'a deactivated user keeps an enquiry sent logged out with their address', {
    data: { userId: actors.inactiveUser.uid, keptByAccount: true },
  }),
  row(82, 'anonymous', 'update', 'contact_messages/emailed-message', 'deny', 'a visitor takes an enquiry sent logged out', {
    data: { userId: actors.anonymous.uid, keptByAccount: true },
  }),
];

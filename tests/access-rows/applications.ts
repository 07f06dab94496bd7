/**
 * Access-table rows for careers applications (applications/, application_notes/, application_limits/) and the message announcing each.
 * Rule numbers 64–67, 77 and 85–86 (what the applicant is told). `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import { SERVER_TIME, type BatchWrite, type ListQuery } from '@/backend/types.ts';
import { mailWrite, toStaff, type MailRecipient } from '@/features/mail/data/mail.ts';
import { acknowledgementWrite, applicantMessageWrite, type ApplicantMessageStatus } from '@/features/careers/data/applicant-mail.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { row } from './row.ts';
import { applicationExpiry } from '@/lib/retention.ts';
import { sha256Hex } from '@/lib/sha256.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  64:
    'a careers application: sent by a visitor under an anonymous identity, or an account whose e-mail is not verified, as a visitor does ' +
    '(userId null), or by an active account under its own uid and verified token e-mail; a one-line name and position, lower-case e-mail, ' +
    '1–5 https links, a cover note of at most 5,000 characters, consent given, ' +
    'status new, no notes, the server’s times, bounded search terms, deleted a year on (expireAt, by the browser’s clock within a day); nothing else',
  65: 'one application a minute per sender identity (application_limits/{uid}, moved to now in the same batch by that application: one per request)',
  66:
    'each new application comes with mail/application-{id} to staff (template application-received), in the same batch; its data is what ' +
    'the application says; no message for an application that already exists, to anyone else, or with other keys',
  67:
    'only admins and the applicant (by uid, or verified e-mail, on an active account) read an application; only admins change its status ' +
    '(new, reviewing, interview, declined, hired), and may empty notes stored in it before they had their own document (rule 77); ' +
    'admins delete it, and so does the applicant who sent it logged in, on an active account (closing their account: rule 62)',
  85:
    'each new application comes with mail/applicant-{id} to the address it gives (template application-acknowledgement), in the same batch, ' +
    'which requires it: its data the application’s id and the title of the opening applied for, as the opening has it (nothing the sender chose); ' +
    'to no other address, in no other template, with no other keys, not for an application that already exists; and at most one a day per ' +
    'address, whoever applies: the same batch moves applicant_acknowledgements/{SHA-256 of the address} to now for this application, which ' +
    'it may only when the address was last acknowledged a day ago or more; within that day the application goes without one; nobody reads ' +
    'those documents',
  86:
    'moving an application to interview, declined or hired may queue one message to its applicant, mail/applicant-{id}-{status}, in the batch ' +
    'that moves it, by an active admin: template application-{status}, to the application’s e-mail, its data the application’s id, name and ' +
    'position and the admin’s message (1–5,000 characters); not without the move, not for another status, not a second time',
  77:
    'the admins’ notes on an application are for admins only, in application_notes/{id}, never in the document its applicant reads: only active ' +
    'admins read and write them (at most 5,000 characters, the server’s time, the application’s own expireAt); they are deleted only ' +
    'with the application, in the batch that deletes it',
};

const FEB_4 = new Date('2026-02-04T09:00:00.000Z');
const FEB_4_NEXT_YEAR = new Date('2027-02-04T09:00:00.000Z');
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

export const storedApplication = (fields: { name: string; email: string; userId: string | null; status?: string }): Doc => ({
  name: fields.name,
  email: fields.email,
  position: 'UI/UX Designer',
  openingId: 'ui-ux-designer',
  links: ['https://portfolio.example.org'],
  coverNote: 'I design accessible products.',
  consent: true,
  status: fields.status ?? 'new',
  createdAt: FEB_4,
  updatedAt: FEB_4,
  userId: fields.userId,
  searchTerms: ['ui', 'ux', 'designer'],
  expireAt: FEB_4_NEXT_YEAR,
});

/** collection → id → document: added to the world every row starts from. (Ids are letters only: mail ids are application-{id}.) */
export const docs: Record<string, Record<string, Doc>> = {
  applications: {
    // Sent signed in by the user.
    userApplication: storedApplication({ name: 'Uma User', email: 'user@example.com', userId: 'user' }),
    // Sent signed out with the user's (verified) address.
    emailedApplication: storedApplication({ name: 'Uma User', email: 'user@example.com', userId: null, status: 'reviewing' }),
    // Sent signed out with the user's address, and kept by their account since (before an e-mail change).
    keptApplication: { ...storedApplication({ name: 'Uma User', email: 'user@example.com', userId: 'user' }), keptByAccount: true },
    // The other user's.
    otherApplication: storedApplication({ name: 'Oscar Other', email: 'other@example.com', userId: 'other-user' }),
    // Sent by the account an admin later deactivated.
    inactiveApplication: storedApplication({ name: 'Ina Inactive', email: 'inactive@example.com', userId: 'inactive-user' }),
    // At interview, and told so.
    interviewApplication: storedApplication({ name: 'Ian Interview', email: 'ian@example.org', userId: null, status: 'interview' }),
    // Sent signed out with the address the unverified account claims.
    strangerApplication: storedApplication({ name: 'Sam Stranger', email: 'unverified@example.com', userId: null }),
    // Written when the admins' notes were kept in the application itself.
    legacyNotesApplication: {
      ...storedApplication({ name: 'Lee Legacy', email: 'legacy@example.com', userId: null }),
      notes: 'Strong portfolio; salary expectations above our range.',
    },
  },
  // The admins' notes on the user's application.
  application_notes: {
    userApplication: { notes: 'Technical interview booked.', updatedAt: FEB_4, expireAt: FEB_4_NEXT_YEAR },
    // Left behind by an application deleted past the rules.
    orphanApplication: { notes: 'Declined.', updatedAt: FEB_4, expireAt: FEB_4_NEXT_YEAR },
  },
  // The applicant of emailedApplication was invited to interview before it moved back to reviewing.
  mail: {
    'applicant-emailedApplication-interview': {
      to: 'user@example.com',
      template: {
        name: 'application-interview',
        data: { applicationId: 'emailedApplication', name: 'Uma User', position: 'UI/UX Designer', message: 'We would like to meet you.' },
      },
      createdAt: FEB_4,
    },
  },
  // The anonymous visitor applied long ago.
  // When an address was last acknowledged (rule 85): an hour ago, and two days ago.
  applicant_acknowledgements: {
    [sha256Hex('recent@example.org')]: { sentAt: new Date(Date.now() - 3600 * 1000), applicationId: 'earlierApplication' },
    [sha256Hex('stale@example.org')]: { sentAt: new Date(Date.now() - 2 * 24 * 3600 * 1000), applicationId: 'earlierApplication' },
    // The signed-in user's application (userApplication) was acknowledged two days ago.
    [sha256Hex('user@example.com')]: { sentAt: new Date(Date.now() - 2 * 24 * 3600 * 1000), applicationId: 'userApplication' },
  },
  application_limits: {
    'anon-visitor': { lastSentAt: new Date('2026-01-05T09:00:00.000Z') },
  },
};

/** applications.ts submitApplication from a visitor (anonymous identity: userId null). */
const visitorApplication = (extra: Doc = {}): Doc => ({
  name: 'Vera Visitor',
  email: 'vera@example.org',
  position: 'UI/UX Designer',
  openingId: 'ui-ux-designer',
  links: ['https://vera.example.org/portfolio'],
  coverNote: 'Eight years of product design; my portfolio shows research through to shipped work.',
  consent: true,
  status: 'new',
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  userId: null,
  searchTerms: ['ve', 'ver', 'vera', 'vi', 'visitor', 'ui', 'ux', 'designer', 'portfolio'],
  expireAt: applicationExpiry(new Date()),
  ...extra,
});

/** An application with no `expireAt` at all. */
const withoutExpiry = ({ expireAt: _expireAt, ...rest }: Doc): Doc => rest;

const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);

const userApplication = (extra: Doc = {}): Doc =>
  visitorApplication({ name: 'Uma User', email: 'user@example.com', userId: 'user', ...extra });

const limitNow = (sent = 'newApplication') =>
  ({ op: 'set', collection: 'application_limits', id: '{self}', data: { lastSentAt: SERVER_TIME, sent } }) satisfies BatchWrite;
const LIMIT_NOW = limitNow();

/** The notification as submitApplication writes it for `application` stored under `id`. */
const notice = (application: Doc, id = 'newApplication', recipient: MailRecipient = toStaff, data: Record<string, string> = {}): BatchWrite =>
  mailWrite(`application-${id}`, recipient, 'application-received', {
    applicationId: id,
    name: String(application.name),
    email: String(application.email),
    position: String(application.position),
    ...data,
  });

/** The titles of the openings the rows apply for (tests/access-rows/openings.ts). */
const OPENING_TITLES: Record<string, string> = { 'ui-ux-designer': 'UI/UX Designer', 'qa-engineer': 'QA Engineer' };

/** The acknowledgement to the applicant, as submitApplication writes it (the title of the opening applied for). */
const acknowledgement = (application: Doc, change: (data: Doc) => Doc = (data) => data, id = 'newApplication'): BatchWrite => {
  const write = acknowledgementWrite(id, String(application.email), OPENING_TITLES[String(application.openingId)] ?? 'UI/UX Designer');
  if (write.op !== 'set') throw new Error('mailWrite sets');
  return { ...write, data: change(write.data) };
};

/** The acknowledgement's template data with `values` changed. */
const withValues = (values: Doc) => (data: Doc): Doc => ({
  ...data,
  template: { ...(data.template as Doc), data: { ...((data.template as Doc).data as Doc), ...values } },
});

/** The address's day of acknowledgements moved to now for the application `applicationId` (submitApplication). */
const acknowledgedNow = (email: string, applicationId = 'newApplication', data: Doc = { sentAt: SERVER_TIME, applicationId }): BatchWrite => ({
  op: 'set',
  collection: 'applicant_acknowledgements',
  id: sha256Hex(email),
  data,
});

/** The application an acknowledgement names. */
const acknowledgedId = (ack: BatchWrite) => String(((((ack as { data: Doc }).data.template as Doc)?.data as Doc)?.applicationId) ?? 'newApplication');

/**
 * How submitApplication sends: the limit, the application, its notification and its acknowledgement
 * with its address's day moved (`day`, by default for the application the acknowledgement names), in one batch.
 */
const apply = (
  application: Doc,
  mail: BatchWrite | null = notice(application),
  limit: BatchWrite | null = LIMIT_NOW,
  ack: BatchWrite | null = acknowledgement(application),
  day: BatchWrite | null = ack ? acknowledgedNow(String(application.email), acknowledgedId(ack)) : null,
): BatchWrite[] => [
  ...(limit ? [limit] : []),
  { op: 'set', collection: 'applications', id: 'newApplication', data: application },
  ...(mail ? [mail] : []),
  ...(ack ? [ack] : []),
  ...(day ? [day] : []),
];

/** setApplicationStatus with its message: the move of `id` (stored as `stored`) to `status` and the message, changed by `change`. */
const moveWithMessage = (id: string, stored: Doc, status: string, change: (data: Doc) => Doc = (data) => data, message = 'We would like to meet you.'): BatchWrite[] => {
  const write = applicantMessageWrite(
    { id, name: String(stored.name), email: String(stored.email), position: String(stored.position) },
    status as ApplicantMessageStatus,
    message,
  );
  if (write.op !== 'set') throw new Error('mailWrite sets');
  return [
    { op: 'update', collection: 'applications', id, data: { status, updatedAt: SERVER_TIME } },
    { ...write, data: change(write.data) },
  ];
};

/** saveApplicationNotes: the notes, the server's time and the application's own expireAt. `extra` changes one thing. */
export const notesWrite = (id: string, extra: Doc = {}): BatchWrite => ({
  op: 'set',
  collection: 'application_notes',
  id,
  data: { notes: 'Good portfolio; ask about accessibility work.', updatedAt: SERVER_TIME, expireAt: FEB_4_NEXT_YEAR, ...extra },
});

/** The notification with one thing changed. */
const noticeWith = (change: (data: Doc) => Doc): BatchWrite => {
  const write = notice(visitorApplication());
  if (write.op !== 'set') throw new Error('mailWrite sets');
  return { ...write, data: change(write.data) };
};

const byUid = (uid: string | null): ListQuery => ({ where: [['userId', '==', uid]] });
const byEmail = (email: string): ListQuery => ({ where: [['email', '==', email]] });
const byStatus = (status: string): ListQuery => ({ where: [['status', '==', status]] });

const links = (n: number, bad = -1) => Array.from({ length: n }, (_, i) => (i === bad ? 'http://insecure.example.org' : `https://vera.example.org/${i + 1}`));

export const rows: readonly AccessRow[] = [
  // ----- 64: an application ------------------------------------------------------------------
  row(64, 'anonymous', 'batch', 'applications', 'allow', 'a visitor applies (submitApplication)', { writes: apply(visitorApplication()) }),
  row(64, 'user', 'batch', 'applications', 'allow', 'a user applies logged in (submitApplication)', { writes: apply(userApplication()) }),
  row(64, 'anonymous', 'batch', 'applications', 'allow', 'a visitor applies with five links, the longest name and cover note, and no cover note words', {
    writes: apply(visitorApplication({ links: links(5), name: 'N'.repeat(100), coverNote: 'c'.repeat(5000), position: 'P'.repeat(100) })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'allow', 'a visitor applies with an empty cover note', {
    writes: apply(visitorApplication({ coverNote: '' })),
  }),
  row(64, 'visitor', 'batch', 'applications', 'deny', 'a visitor with no identity at all applies', {
    writes: apply(visitorApplication(), notice(visitorApplication()), null),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies under the user's uid", {
    writes: apply(visitorApplication({ userId: 'user' })),
  }),
  row(64, 'user', 'batch', 'applications', 'deny', "a user applies under the other user's uid", {
    writes: apply(userApplication({ userId: 'other-user' })),
  }),
  row(64, 'user', 'batch', 'applications', 'deny', "a user applies under their uid with someone else's e-mail", {
    writes: apply(userApplication({ email: 'victim@example.org' })),
  }),
  row(64, 'inactiveUser', 'batch', 'applications', 'deny', 'a deactivated user applies', {
    writes: apply(visitorApplication({ name: 'Ina Inactive', email: 'inactive@example.com', userId: 'inactive-user' })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with an extra key', {
    writes: apply(visitorApplication({ salary: '$1,000,000' })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies without a cover note field', {
    writes: apply(Object.fromEntries(Object.entries(visitorApplication()).filter(([key]) => key !== 'coverNote'))),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with an empty name', { writes: apply(visitorApplication({ name: '' })) }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a name of 101 characters', {
    writes: apply(visitorApplication({ name: 'N'.repeat(101) })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies from an address in capitals', {
    writes: apply(visitorApplication({ email: 'VERA@EXAMPLE.ORG' })),
  }),
  row(84, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies for a closed opening', {
    writes: apply(visitorApplication({ position: 'QA Engineer', openingId: 'qa-engineer' })),
  }),
  row(84, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies for an opening that does not exist', {
    writes: apply(visitorApplication({ openingId: 'astronaut' })),
  }),
  row(84, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies naming no opening', { writes: apply(visitorApplication({ openingId: '' })) }),
  row(84, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies without the opening field', {
    writes: apply(Object.fromEntries(Object.entries(visitorApplication()).filter(([key]) => key !== 'openingId'))),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies for no position', { writes: apply(visitorApplication({ position: '' })) }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies for a position of 101 characters', {
    writes: apply(visitorApplication({ position: 'P'.repeat(101) })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies without a link', { writes: apply(visitorApplication({ links: [] })) }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with six links', { writes: apply(visitorApplication({ links: links(6) })) }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a link that is one string, not a list', {
    writes: apply(visitorApplication({ links: 'https://vera.example.org/portfolio' })),
  }),
  ...[0, 1, 2, 3, 4].map((bad) =>
    row(64, 'anonymous', 'batch', 'applications', 'deny', `a visitor applies with five links, link ${bad + 1} not https`, {
      writes: apply(visitorApplication({ links: links(5, bad) })),
    }),
  ),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a link of 2001 characters', {
    writes: apply(visitorApplication({ links: [`https://vera.example.org/${'a'.repeat(2001 - 25)}`] })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a cover note of 5001 characters', {
    writes: apply(visitorApplication({ coverNote: 'c'.repeat(5001) })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies without saying when it is deleted (no expireAt)', {
    writes: apply(withoutExpiry(visitorApplication())),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies to be deleted in 363 days, not a year', {
    writes: apply(visitorApplication({ expireAt: daysFromNow(363) })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies to be kept 367 days, longer than a year', {
    writes: apply(visitorApplication({ expireAt: daysFromNow(367) })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies to be kept for ever (expireAt not a time)', {
    writes: apply(visitorApplication({ expireAt: 'never' })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies without consenting to keep the data', {
    writes: apply(visitorApplication({ consent: false })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies already marked hired', {
    writes: apply(visitorApplication({ status: 'hired' })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with admin notes', {
    writes: apply(visitorApplication({ notes: 'Hire this one.' })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a notes field, even empty (notes are never in the applicant’s document)', {
    writes: apply(visitorApplication({ notes: '' })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a name that spans lines (it goes into a mail Subject)', {
    writes: apply(visitorApplication({ name: 'Vera\nBcc: list@evil.example' })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies for a position that spans lines (it goes into a mail Subject)', {
    writes: apply(visitorApplication({ position: 'UI/UX Designer\r\nBcc: list@evil.example' })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies from an address whose local part carries a Cc for a mail draft', {
    writes: apply(visitorApplication({ email: 'x?cc=boss%40corp.example@example.com' })),
  }),
  row(64, 'unverifiedUser', 'batch', 'applications', 'deny', 'a user whose e-mail is not verified applies under their uid', {
    writes: apply(visitorApplication({ name: 'Una Unverified', email: 'unverified@example.com', userId: 'unverified-user' })),
  }),
  row(64, 'unverifiedUser', 'batch', 'applications', 'allow', 'a user whose e-mail is not verified applies as a visitor does (submitApplication)', {
    writes: apply(visitorApplication({ name: 'Una Unverified', email: 'unverified@example.com' })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies with the client's clock as createdAt", {
    writes: apply(visitorApplication({ createdAt: CLIENT_TIME })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies with the client's clock as updatedAt", {
    writes: apply(visitorApplication({ updatedAt: CLIENT_TIME })),
  }),
  row(64, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with 301 search terms', {
    writes: apply(visitorApplication({ searchTerms: Array.from({ length: 301 }, (_, i) => `t${i}`) })),
  }),

  // ----- 65: one a minute ---------------------------------------------------------------------
  row(65, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies a second time within a minute', {
    setup: [apply(visitorApplication(), notice(visitorApplication(), 'firstApplication'), limitNow('firstApplication'), acknowledgement(visitorApplication(), undefined, 'firstApplication')).map((write) =>
      write.op === 'set' && write.collection === 'applications' ? { ...write, id: 'firstApplication' } : write,
    )],
    // (Under another address: the first one's acknowledgement for the day is taken.)
    writes: apply(visitorApplication({ email: 'vera.again@example.org' })),
  }),
  row(65, 'anonymous', 'batch', 'applications', 'deny', 'a visitor sends two applications in one request, moving their limit once', {
    writes: [
      ...apply(visitorApplication()),
      { op: 'set', collection: 'applications', id: 'secondApplication', data: visitorApplication() },
      notice(visitorApplication(), 'secondApplication'),
      acknowledgement(visitorApplication(), undefined, 'secondApplication'),
    ],
  }),
  row(65, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a limit that does not say what it was moved for', {
    writes: apply(visitorApplication(), notice(visitorApplication()), { ...LIMIT_NOW, data: { lastSentAt: SERVER_TIME } }),
  }),
  row(65, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a limit moved for another application', {
    writes: apply(visitorApplication(), notice(visitorApplication()), limitNow('secondApplication')),
  }),
  row(65, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies without moving their limit', {
    writes: apply(visitorApplication(), notice(visitorApplication()), null),
  }),
  row(65, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies moving someone else's limit", {
    writes: apply(visitorApplication(), notice(visitorApplication()), { ...LIMIT_NOW, id: 'user' }),
  }),
  row(65, 'anonymous', 'get', 'application_limits/{self}', 'allow', 'a visitor reads their own limit (submitApplication, after a refusal)'),
  row(65, 'user', 'get', 'application_limits/anon-visitor', 'deny', "a user reads someone else's limit"),
  row(65, 'anonymous', 'create', 'application_limits/{self}', 'allow', 'a visitor moves their own limit to now', {
    data: { lastSentAt: SERVER_TIME },
  }),
  row(65, 'anonymous', 'create', 'application_limits/user', 'deny', "a visitor creates the user's limit", { data: { lastSentAt: SERVER_TIME } }),
  row(65, 'anonymous', 'create', 'application_limits/{self}', 'deny', "a visitor sets their limit to the client's clock", {
    data: { lastSentAt: CLIENT_TIME },
  }),
  row(65, 'anonymous', 'create', 'application_limits/{self}', 'deny', 'a visitor writes their limit with an extra key', {
    data: { lastSentAt: SERVER_TIME, count: 0 },
  }),
  // The visitor's limit is old (they applied long ago): moving it is an update, allowed once a minute has passed.
  row(65, 'anonymous', 'set', 'application_limits/{self}', 'allow', 'a visitor moves their old limit to now', {
    data: { lastSentAt: SERVER_TIME },
  }),
  row(65, 'user', 'set', 'application_limits/anon-visitor', 'deny', "a user moves the visitor's old limit to now", {
    data: { lastSentAt: SERVER_TIME },
  }),
  row(65, 'anonymous', 'set', 'application_limits/{self}', 'deny', "a visitor moves their old limit to the client's clock", {
    data: { lastSentAt: CLIENT_TIME },
  }),
  row(65, 'anonymous', 'set', 'application_limits/{self}', 'deny', 'a visitor moves their old limit with an extra key', {
    data: { lastSentAt: SERVER_TIME, count: 0 },
  }),
  row(65, 'anonymous', 'batch', 'application_limits', 'deny', "a visitor moves their limit again within a minute", {
    setup: [[LIMIT_NOW]],
    writes: [LIMIT_NOW],
  }),
  row(65, 'user', 'batch', 'application_limits', 'deny', 'a user moves their limit back by a minute a second time with an extra key', {
    setup: [[LIMIT_NOW]],
    writes: [{ ...LIMIT_NOW, data: { lastSentAt: SERVER_TIME, note: 'x' } }],
  }),
  row(65, 'user', 'batch', 'application_limits', 'deny', "a user moves the other user's limit", {
    writes: [{ ...LIMIT_NOW, id: 'other-user' }],
  }),

  // ----- 66: the notification ------------------------------------------------------------------
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies without the staff notification', {
    writes: apply(visitorApplication(), null),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with the notification sent to someone else', {
    writes: apply(visitorApplication(), notice(visitorApplication(), 'newApplication', { to: 'victim@example.org' })),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with the notification to staff and to someone else', {
    writes: apply(visitorApplication(), noticeWith((data) => ({ ...data, to: 'victim@example.org' }))),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a notification naming someone else', {
    writes: apply(visitorApplication(), notice(visitorApplication(), 'newApplication', toStaff, { name: 'Somebody Else' })),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a notification giving another e-mail', {
    writes: apply(visitorApplication(), notice(visitorApplication(), 'newApplication', toStaff, { email: 'victim@example.org' })),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a notification giving another position', {
    writes: apply(visitorApplication(), notice(visitorApplication(), 'newApplication', toStaff, { position: 'Chief Executive' })),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a notification naming another application', {
    writes: apply(visitorApplication(), notice(visitorApplication(), 'newApplication', toStaff, { applicationId: 'userApplication' })),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a notification carrying a free message', {
    writes: apply(visitorApplication(), notice(visitorApplication(), 'newApplication', toStaff, { message: 'Click here' })),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with a notification from a free sender', {
    writes: apply(visitorApplication(), noticeWith((data) => ({ ...data, from: 'ceo@novaforge.example.com' }))),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with the notification in another template', {
    writes: apply(visitorApplication(), noticeWith((data) => ({ ...data, template: { ...(data.template as Doc), name: 'enquiry-reply' } }))),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies with the notification stamped with the client's clock", {
    writes: apply(visitorApplication(), noticeWith((data) => ({ ...data, createdAt: CLIENT_TIME }))),
  }),
  row(66, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies and queues a second message about it under another id', {
    writes: [...apply(visitorApplication()), { ...notice(visitorApplication()), id: 'welcome-newApplication' } as BatchWrite],
  }),
  row(66, 'anonymous', 'set', 'mail/application-emailedApplication', 'deny', 'a visitor queues another notification about an existing application', {
    data: (notice(docs.applications.emailedApplication, 'emailedApplication') as { data: Doc }).data,
  }),
  row(66, 'admin', 'set', 'mail/application-userApplication', 'deny', 'an admin queues a notification about an existing application', {
    data: (notice(docs.applications.userApplication, 'userApplication') as { data: Doc }).data,
  }),

  // ----- 85: the applicant's acknowledgement ------------------------------------------------------
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies without the acknowledgement', {
    writes: apply(visitorApplication(), notice(visitorApplication()), LIMIT_NOW, null),
  }),
  // One a day per address, whoever applies.
  row(85, 'anonymous', 'batch', 'applications', 'allow', 'a visitor applies with an address acknowledged an hour ago, without another acknowledgement (submitApplication, again)', {
    writes: apply(visitorApplication({ email: 'recent@example.org' }), undefined, undefined, null),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with an address acknowledged an hour ago, and acknowledges it again', {
    writes: apply(visitorApplication({ email: 'recent@example.org' })),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with an address acknowledged two days ago, without an acknowledgement', {
    writes: apply(visitorApplication({ email: 'stale@example.org' }), undefined, undefined, null),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'allow', 'a visitor applies with an address acknowledged two days ago: it is acknowledged again (submitApplication)', {
    writes: apply(visitorApplication({ email: 'stale@example.org' })),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies with the acknowledgement but leaves the address's day as it was", {
    writes: apply(visitorApplication({ email: 'stale@example.org' }), undefined, undefined, acknowledgement(visitorApplication({ email: 'stale@example.org' })), null),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies and moves the address's day with another key beside it", {
    writes: apply(visitorApplication(), undefined, undefined, undefined, acknowledgedNow('vera@example.org', 'newApplication', { sentAt: SERVER_TIME, applicationId: 'newApplication', note: 'x' })),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies and moves the address's day to the client's clock", {
    writes: apply(visitorApplication(), undefined, undefined, undefined, acknowledgedNow('vera@example.org', 'newApplication', { sentAt: CLIENT_TIME, applicationId: 'newApplication' })),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies and moves another address's day instead", {
    writes: apply(visitorApplication(), undefined, undefined, undefined, acknowledgedNow('victim@example.org')),
  }),
  row(85, 'anonymous', 'set', `applicant_acknowledgements/${sha256Hex('user@example.com')}`, 'deny', "a visitor moves an address's day naming an application that exists (without applying)", {
    data: { sentAt: SERVER_TIME, applicationId: 'userApplication' },
  }),
  row(85, 'anonymous', 'set', `applicant_acknowledgements/${sha256Hex('nobody@example.org')}`, 'deny', "a visitor moves an address's day naming no application", {
    data: { sentAt: SERVER_TIME, applicationId: 'noApplication' },
  }),
  row(85, 'anonymous', 'set', `applicant_acknowledgements/${sha256Hex('stale@example.org')}`, 'deny', "a visitor moves an address's day two days on, without applying", {
    data: { sentAt: SERVER_TIME, applicationId: 'noApplication' },
  }),
  row(85, 'anonymous', 'get', `applicant_acknowledgements/${sha256Hex('recent@example.org')}`, 'deny', 'a visitor asks whether an address applied today'),
  row(85, 'admin', 'get', `applicant_acknowledgements/${sha256Hex('recent@example.org')}`, 'deny', 'an admin reads when an address was acknowledged'),
  row(85, 'admin', 'delete', `applicant_acknowledgements/${sha256Hex('recent@example.org')}`, 'deny', "an admin clears an address's day"),
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with the acknowledgement sent to another address', {
    writes: apply(visitorApplication(), undefined, undefined, acknowledgement(visitorApplication(), (data) => ({ ...data, to: 'victim@example.org' }))),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with the acknowledgement sent to staff', {
    writes: apply(visitorApplication(), undefined, undefined, acknowledgement(visitorApplication(), ({ to: _to, ...data }) => ({ ...data, toUids: ['staff'] }))),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with the acknowledgement to them and to staff', {
    writes: apply(visitorApplication(), undefined, undefined, acknowledgement(visitorApplication(), (data) => ({ ...data, toUids: ['staff'] }))),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies with an acknowledgement naming a position other than the opening's title", {
    writes: apply(visitorApplication(), undefined, undefined, acknowledgement(visitorApplication(), withValues({ position: 'Win a prize at spam.example' }))),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with an acknowledgement carrying their name (text they chose)', {
    writes: apply(visitorApplication(), undefined, undefined, acknowledgement(visitorApplication(), withValues({ name: 'Vera Visitor' }))),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with an acknowledgement naming another application', {
    writes: apply(visitorApplication(), undefined, undefined, acknowledgement(visitorApplication(), withValues({ applicationId: 'userApplication' }))),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies with the acknowledgement in another template', {
    writes: apply(visitorApplication(), undefined, undefined, acknowledgement(visitorApplication(), (data) => ({ ...data, template: { ...(data.template as Doc), name: 'application-hired' } }))),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', "a visitor applies with the acknowledgement stamped with the client's clock", {
    writes: apply(visitorApplication(), undefined, undefined, acknowledgement(visitorApplication(), (data) => ({ ...data, createdAt: CLIENT_TIME }))),
  }),
  row(85, 'anonymous', 'batch', 'applications', 'deny', 'a visitor applies and queues a second acknowledgement under another id', {
    writes: [...apply(visitorApplication()), { ...acknowledgement(visitorApplication()), id: 'applicant-elsewhere' } as BatchWrite],
  }),
  row(85, 'anonymous', 'set', 'mail/applicant-emailedApplication', 'deny', 'a visitor queues an acknowledgement of an existing application', {
    data: (acknowledgement(docs.applications.emailedApplication, undefined, 'emailedApplication') as { data: Doc }).data,
  }),
  row(85, 'admin', 'set', 'mail/applicant-userApplication', 'deny', 'an admin queues an acknowledgement of an existing application', {
    data: (acknowledgement(docs.applications.userApplication, undefined, 'userApplication') as { data: Doc }).data,
  }),

  // ----- 86: the message that goes with a move ------------------------------------------------------
  row(86, 'admin', 'batch', 'applications', 'allow', 'an admin moves an application to interview and e-mails its applicant (setApplicationStatus)', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview'),
  }),
  row(86, 'admin', 'batch', 'applications', 'allow', 'an admin declines an application with a message of 5,000 characters', {
    writes: moveWithMessage('emailedApplication', docs.applications.emailedApplication, 'declined', undefined, 'm'.repeat(5000)),
  }),
  row(86, 'admin', 'batch', 'applications', 'allow', 'an admin moves an application at interview to hired and e-mails the offer', {
    writes: moveWithMessage('interviewApplication', docs.applications.interviewApplication, 'hired'),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin sends a message of 5,001 characters', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview', undefined, 'm'.repeat(5001)),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin sends an empty message', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview', withValues({ message: '' })),
  }),
  row(86, 'admin', 'set', 'mail/applicant-interviewApplication-interview', 'deny', 'an admin e-mails an applicant at interview without moving the application', {
    data: (moveWithMessage('interviewApplication', docs.applications.interviewApplication, 'interview')[1] as { data: Doc }).data,
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin moves an application to reviewing with a message (reviewing has none)', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'reviewing' as string, (data) => ({
      ...data,
      template: { ...(data.template as Doc), name: 'application-reviewing' },
    })),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin moves an application to interview with the offer (the hired message)', {
    writes: [
      moveWithMessage('userApplication', docs.applications.userApplication, 'interview')[0],
      moveWithMessage('userApplication', docs.applications.userApplication, 'hired')[1],
    ],
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', "an admin moves an application to interview with its message under the offer's id", {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview').map((write) =>
      write.collection === 'mail' && write.op === 'set' ? { ...write, id: 'applicant-userApplication-hired' } : write,
    ),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', "an admin moves an application to interview with another template under the interview message's id", {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview', (data) => ({
      ...data,
      template: { ...(data.template as Doc), name: 'application-hired' },
    })),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin e-mails the interview message to another address', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview', (data) => ({ ...data, to: 'other@example.com' })),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin e-mails the interview message to staff as well', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview', (data) => ({ ...data, toUids: ['staff'] })),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin e-mails the interview message under another name', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview', withValues({ name: 'Someone Else' })),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin e-mails the interview message for another position', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview', withValues({ position: 'Chief Executive' })),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin e-mails the interview message with a free subject', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview', (data) => ({ ...data, message: { subject: 'Hi', text: 'Hi' } })),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin e-mails the interview message about another application', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview', withValues({ applicationId: 'otherApplication' })),
  }),
  row(86, 'admin', 'batch', 'applications', 'deny', 'an admin moves an application to interview again and e-mails its applicant a second time', {
    writes: moveWithMessage('emailedApplication', docs.applications.emailedApplication, 'interview'),
  }),
  row(86, 'inactiveAdmin', 'batch', 'applications', 'deny', 'a deactivated admin moves an application to interview and e-mails its applicant', {
    writes: moveWithMessage('userApplication', docs.applications.userApplication, 'interview'),
  }),
  row(86, 'user', 'set', 'mail/applicant-userApplication-interview', 'deny', 'an applicant queues an invitation to interview for themselves', {
    data: (moveWithMessage('userApplication', docs.applications.userApplication, 'interview')[1] as { data: Doc }).data,
  }),

  // ----- 67: reading and triage -----------------------------------------------------------------
  row(67, 'admin', 'list', 'applications', 'allow', 'an admin lists applications (listApplicationsPage)'),
  row(67, 'admin', 'count', 'applications', 'allow', 'an admin counts the new applications (countApplicationStats)', { query: byStatus('new') }),
  row(67, 'admin', 'get', 'applications/otherApplication', 'allow', 'an admin reads an application'),
  row(67, 'inactiveAdmin', 'list', 'applications', 'deny', 'a deactivated admin lists applications'),
  row(67, 'visitor', 'get', 'applications/userApplication', 'deny', "a visitor reads the user's application"),
  row(67, 'anonymous', 'list', 'applications', 'deny', "a visitor's anonymous identity lists the applications sent without an account", { query: byUid(null) }),
  row(67, 'user', 'list', 'applications', 'deny', 'a user lists all applications'),
  row(67, 'user', 'count', 'applications', 'deny', 'a user counts the new applications', { query: byStatus('new') }),
  row(67, 'user', 'get', 'applications/userApplication', 'allow', 'a user reads their own application'),
  row(67, 'user', 'list', 'applications', 'allow', 'a user lists their applications by uid (listMyApplications)', { query: byUid('user') }),
  row(67, 'user', 'list', 'applications', 'allow', 'a verified user lists their applications by e-mail (listMyApplications)', { query: byEmail('user@example.com') }),
  row(67, 'user', 'get', 'applications/emailedApplication', 'allow', 'a verified user reads the application sent logged out with their address'),
  row(67, 'user', 'get', 'applications/otherApplication', 'deny', "a user reads the other user's application"),
  row(67, 'user', 'list', 'applications', 'deny', "a user lists the other user's applications by uid", { query: byUid('other-user') }),
  row(67, 'unverifiedUser', 'list', 'applications', 'deny', 'an unverified user lists applications by the e-mail they claim', {
    query: byEmail('unverified@example.com'),
  }),
  row(67, 'unverifiedUser', 'get', 'applications/strangerApplication', 'deny', 'an unverified user reads an application sent with the e-mail they claim'),
  row(67, 'inactiveUser', 'get', 'applications/inactiveApplication', 'deny', 'a deactivated user reads the application they sent'),
  row(67, 'admin', 'update', 'applications/userApplication', 'allow', 'an admin moves an application to interview (setApplicationStatus)', {
    data: { status: 'interview', updatedAt: SERVER_TIME },
  }),
  row(67, 'admin', 'update', 'applications/emailedApplication', 'allow', 'an admin moves an application back to new', {
    data: { status: 'new', updatedAt: SERVER_TIME },
  }),
  row(67, 'admin', 'update', 'applications/userApplication', 'deny', 'an admin writes notes into the application its applicant reads', {
    data: { notes: 'n'.repeat(5000), updatedAt: SERVER_TIME },
  }),
  row(67, 'admin', 'update', 'applications/legacyNotesApplication', 'allow', 'an admin empties notes kept in the application before (saveApplicationNotes)', {
    data: { notes: '', updatedAt: SERVER_TIME },
  }),
  row(67, 'admin', 'update', 'applications/legacyNotesApplication', 'deny', 'an admin rewrites notes kept in the application before', {
    data: { notes: 'Still here.', updatedAt: SERVER_TIME },
  }),
  row(67, 'admin', 'update', 'applications/userApplication', 'deny', 'an admin moves an application to a status that does not exist', {
    data: { status: 'archived', updatedAt: SERVER_TIME },
  }),
  row(67, 'admin', 'update', 'applications/userApplication', 'deny', 'an admin writes notes of 5001 characters', {
    data: { notes: 'n'.repeat(5001), updatedAt: SERVER_TIME },
  }),
  row(67, 'admin', 'update', 'applications/userApplication', 'deny', "an admin changes the status with the client's clock", {
    data: { status: 'reviewing', updatedAt: CLIENT_TIME },
  }),
  row(67, 'admin', 'update', 'applications/userApplication', 'deny', "an admin changes the applicant's name", {
    data: { name: 'Someone Else', updatedAt: SERVER_TIME },
  }),
  row(67, 'inactiveAdmin', 'update', 'applications/userApplication', 'deny', 'a deactivated admin changes the status', {
    data: { status: 'reviewing', updatedAt: SERVER_TIME },
  }),
  row(67, 'user', 'update', 'applications/userApplication', 'deny', 'a user moves their own application to hired', {
    data: { status: 'hired', updatedAt: SERVER_TIME },
  }),
  row(67, 'user', 'update', 'applications/userApplication', 'deny', 'a user writes notes on their own application', {
    data: { notes: 'Please hire me.', updatedAt: SERVER_TIME },
  }),
  row(67, 'admin', 'delete', 'applications/otherApplication', 'allow', 'an admin deletes an application (deleteApplication)'),
  row(62, 'user', 'delete', 'applications/userApplication', 'allow', 'a user deletes the application they sent logged in (deleteOwnAccount)'),
  row(62, 'user', 'delete', 'applications/emailedApplication', 'deny', 'a user deletes an application sent logged out with their address'),
  row(62, 'user', 'delete', 'applications/otherApplication', 'deny', "a user deletes the other user's application"),
  row(62, 'user', 'delete', 'applications/keptApplication', 'deny', 'a user deletes an application they sent logged out, which their account has kept since (closing the account leaves it)'),
  row(62, 'inactiveUser', 'delete', 'applications/inactiveApplication', 'deny', 'a deactivated user deletes the application they sent'),
  row(67, 'inactiveAdmin', 'delete', 'applications/otherApplication', 'deny', 'a deactivated admin deletes an application'),

  // ----- 77: the admins' notes, staff-only ------------------------------------------------------
  row(77, 'admin', 'get', 'application_notes/userApplication', 'allow', 'an admin reads the notes on an application (readApplicationNotes)'),
  row(77, 'admin', 'list', 'application_notes', 'allow', 'an admin lists the notes (the export)', { query: { orderBy: { field: 'updatedAt', direction: 'asc' } } }),
  row(77, 'user', 'get', 'application_notes/userApplication', 'deny', 'the applicant reads the admins’ notes on their application'),
  row(77, 'user', 'list', 'application_notes', 'deny', 'a user lists the admins’ notes'),
  row(77, 'inactiveAdmin', 'get', 'application_notes/userApplication', 'deny', 'a deactivated admin reads the notes'),
  row(77, 'admin', 'batch', 'application_notes', 'allow', 'an admin writes notes (saveApplicationNotes)', {
    writes: [notesWrite('otherApplication')],
  }),
  row(77, 'admin', 'batch', 'application_notes', 'allow', 'an admin moves notes kept in the application to their own document (saveApplicationNotes)', {
    writes: [
      notesWrite('legacyNotesApplication', { notes: 'Strong portfolio; salary expectations above our range.' }),
      { op: 'update', collection: 'applications', id: 'legacyNotesApplication', data: { notes: '', updatedAt: SERVER_TIME } },
    ],
  }),
  row(77, 'admin', 'batch', 'application_notes', 'allow', 'an admin writes notes of 5,000 characters over earlier ones', {
    writes: [notesWrite('userApplication', { notes: 'n'.repeat(5000) })],
  }),
  row(77, 'admin', 'batch', 'application_notes', 'deny', 'an admin writes notes of 5,001 characters', {
    writes: [notesWrite('userApplication', { notes: 'n'.repeat(5001) })],
  }),
  row(77, 'admin', 'batch', 'application_notes', 'deny', 'an admin writes notes with the client’s clock', {
    writes: [notesWrite('userApplication', { updatedAt: CLIENT_TIME })],
  }),
  row(77, 'admin', 'batch', 'application_notes', 'deny', 'an admin writes notes kept longer than the application', {
    writes: [notesWrite('userApplication', { expireAt: new Date('2030-01-01T00:00:00.000Z') })],
  }),
  row(77, 'admin', 'batch', 'application_notes', 'deny', 'an admin writes notes with an extra key', {
    writes: [notesWrite('userApplication', { rating: 5 })],
  }),
  row(77, 'admin', 'batch', 'application_notes', 'deny', 'an admin writes notes on an application that does not exist', {
    writes: [notesWrite('missingApplication')],
  }),
  row(77, 'user', 'batch', 'application_notes', 'deny', 'the applicant writes notes on their own application', {
    writes: [notesWrite('userApplication', { notes: 'Please hire me.' })],
  }),
  row(77, 'inactiveAdmin', 'batch', 'application_notes', 'deny', 'a deactivated admin writes notes', {
    writes: [notesWrite('userApplication')],
  }),
  row(77, 'admin', 'batch', 'application_notes', 'allow', 'an admin deletes an application with its notes (deleteApplication)', {
    writes: [
      { op: 'delete', collection: 'application_notes', id: 'userApplication' },
      { op: 'delete', collection: 'applications', id: 'userApplication' },
    ],
  }),
  row(77, 'user', 'batch', 'application_notes', 'allow', 'the applicant closing their account deletes their application with its notes (deleteApplication)', {
    writes: [
      { op: 'delete', collection: 'application_notes', id: 'userApplication' },
      { op: 'delete', collection: 'applications', id: 'userApplication' },
    ],
  }),
  row(77, 'user', 'delete', 'application_notes/userApplication', 'deny', 'the applicant deletes the notes and keeps the application'),
  row(77, 'admin', 'delete', 'application_notes/userApplication', 'deny', 'an admin deletes the notes and keeps the application (notes go only with it)'),
  row(77, 'user', 'delete', 'application_notes/orphanApplication', 'deny', 'a user deletes notes whose application is gone (no batch deletes it)'),
  row(77, 'user', 'batch', 'application_notes', 'deny', 'a user deletes the notes on an application they cannot delete, with it', {
    writes: [
      { op: 'delete', collection: 'application_notes', id: 'otherApplication' },
      { op: 'delete', collection: 'applications', id: 'otherApplication' },
    ],
  }),

  // History stays with the account: before an e-mail change (account.ts keepHistoryWithAccount).
  row(82, 'user', 'update', 'applications/emailedApplication', 'allow', 'a verified user keeps an application sent logged out with their address, under their uid', {
    data: { userId: 'user', keptByAccount: true },
  }),
  row(82, 'user', 'update', 'applications/emailedApplication', 'deny', 'a user keeps an application sent logged out with their address without marking it kept', {
    data: { userId: 'user' },
  }),
  row(82, 'user', 'update', 'applications/emailedApplication', 'deny', 'a user keeps an application sent with their address and moves its status too', {
    data: { userId: 'user', keptByAccount: true, status: 'hired' },
  }),
  row(82, 'user', 'update', 'applications/otherApplication', 'deny', 'a user takes another account’s application', { data: { userId: 'user', keptByAccount: true } }),
  row(82, 'otherUser', 'update', 'applications/emailedApplication', 'deny', 'a user takes an application sent logged out with someone else’s address', {
    data: { userId: 'other-user', keptByAccount: true },
  }),
  row(82, 'unverifiedUser', 'update', 'applications/strangerApplication', 'deny', 'an unverified user takes an application sent with the address they claim', {
    data: { userId: 'unverified-user', keptByAccount: true },
  }),
];

/**
 * The access table as data: the 48 rows of `shared/access-rules.md`, and the rows this project added
 * (49 and on, listed in `ADDED_RULES` below) for what the table does not cover — deactivated
 * accounts, who may send under which address, the shape of e-mails and times, one enquiry a minute
 * and one view per reader, and hiding planted enquiries. Both enforcers run every row through
 * `tests/access-table-suite.ts`: the demo backend's policy (`tests/unit/access-matrix.test.ts`) and
 * `firestore.rules` in the Firestore emulator (`tests/emulator/firestore-rules.test.ts`), each
 * starting from the same `world`. `npm run test:mutation` checks that every condition in the rules
 * is needed by some row.
 *
 * How a row reads:
 * - `path` is a document (`blogs/published-post`) or, for `list` and id-less `create`, a collection.
 *   `{self}` stands for the acting account's uid.
 * - `create` means the document does not exist yet: with a document path the suites remove it from
 *   the world first and write it with `set`; with a collection path they `add` it (a generated id).
 *   `set` writes the whole document (or merges, with `merge: true`) over whatever the world has.
 *   `update` changes the named fields of an existing document. `batch` writes `writes` all or nothing
 *   (as the app sends an enquiry with its sender's limit, or a view with its reader's record).
 * - `setup` lists batches the actor makes first, which must go through (a first enquiry, say).
 * - `data` is exactly what the app's data modules write, with the port's `SERVER_TIME` and
 *   `increment()` where the app uses them; a deny row differs from an allowed write only in the
 *   thing its rule checks, so it fails for that reason and no other.
 */
import { increment, SERVER_TIME, type BatchWrite, type ListQuery } from '@/backend/types.ts';
import * as applications from './access-rows/applications.ts';
import * as contentVersion from './access-rows/content-version.ts';
import * as mail from './access-rows/mail.ts';
import * as newsletter from './access-rows/newsletter.ts';
import { row } from './access-rows/row.ts';

/** Careers applications, the newsletter, mail and the content version keep their rows and documents in tests/access-rows/ (one file each). */
const AREAS = [applications, newsletter, mail, contentVersion];

/** The areas' documents, collection by collection (two areas may put documents in one collection, as mail/). */
function areaDocs(): Record<string, Record<string, Doc>> {
  const merged: Record<string, Record<string, Doc>> = {};
  for (const area of AREAS) {
    for (const [collection, documents] of Object.entries(area.docs)) merged[collection] = { ...merged[collection], ...documents };
  }
  return merged;
}

export type Actor =
  | 'visitor'
  | 'anonymous'
  | 'user'
  | 'unverifiedUser'
  | 'noProfileUser'
  | 'otherUser'
  | 'inactiveUser'
  | 'deletedUser'
  | 'movedUser'
  | 'movedUnverifiedUser'
  | 'admin'
  | 'inactiveAdmin';
export type SignedInActor = Exclude<Actor, 'visitor'>;
export type Operation = 'get' | 'list' | 'count' | 'create' | 'update' | 'delete' | 'set' | 'batch';
export type Expectation = 'allow' | 'deny';
export type Doc = Record<string, unknown>;

export interface AccessRow {
  /** The row of the table in `shared/access-rules.md` this case belongs to. */
  rule: number;
  actor: Actor;
  description: string;
  op: Operation;
  path: string;
  query?: ListQuery;
  data?: Doc;
  /** `set` only: merge into the existing document instead of replacing it. */
  merge?: boolean;
  /** `batch` only: the writes, all or nothing. */
  writes?: readonly BatchWrite[];
  /** Batches the actor makes before the row, which must go through. */
  setup?: readonly (readonly BatchWrite[])[];
  expect: Expectation;
}

export interface WorldAccount {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  /** For the demo backend's sign-in; the emulator suite mints tokens instead. */
  password: string;
  /** A visitor's anonymous identity (Firebase Anonymous Auth): no e-mail, no account. */
  isAnonymous?: boolean;
}

export interface World {
  actors: Record<SignedInActor, WorldAccount>;
  /** collection → id → document. Times are `Date`s (Firestore `Timestamp`s in the emulator suite). */
  collections: Record<string, Record<string, Doc>>;
}

// ---------------------------------------------------------------------------------------------
// The world every row starts from.

const actors: Record<SignedInActor, WorldAccount> = {
  // A visitor who has sent an enquiry or counted a view: an anonymous identity, nobody's account.
  anonymous: { uid: 'anon-visitor', email: '', emailVerified: false, displayName: '', password: '', isAnonymous: true },
  user: { uid: 'user', email: 'user@example.com', emailVerified: true, displayName: 'Uma User', password: 'user-secret' },
  // Signed up (their user document is written) but has not clicked the verification link yet.
  unverifiedUser: {
    uid: 'unverified-user',
    email: 'unverified@example.com',
    emailVerified: false,
    displayName: 'Ursula Unverified',
    password: 'unverified-secret',
  },
  // Signed in, but their user document is not written (sign-up stopped half-way, or it was removed).
  noProfileUser: { uid: 'no-profile', email: 'newcomer@example.com', emailVerified: true, displayName: 'Nia Newcomer', password: 'newcomer-secret' },
  otherUser: { uid: 'other-user', email: 'other@example.com', emailVerified: true, displayName: 'Oscar Other', password: 'other-secret' },
  // An account an admin has deactivated.
  inactiveUser: { uid: 'inactive-user', email: 'inactive@example.com', emailVerified: true, displayName: 'Ina Inactive', password: 'inactive-user-secret' },
  // An account an admin has deleted: its identity still signs in, its document stays, marked deleted.
  deletedUser: { uid: 'deleted-user', email: 'deleted@example.com', emailVerified: true, displayName: 'Dee Deleted', password: 'deleted-user-secret' },
  // Changed their e-mail (account self-service): the account has the new address, their document still the old one.
  movedUser: { uid: 'moved-user', email: 'moved-new@example.com', emailVerified: true, displayName: 'Mo Moved', password: 'moved-secret' },
  // The same, but the token says the new address is not verified.
  movedUnverifiedUser: {
    uid: 'moved-unverified',
    email: 'moved-unverified-new@example.com',
    emailVerified: false,
    displayName: 'Max Moved',
    password: 'moved-unverified-secret',
  },
  admin: { uid: 'admin', email: 'admin@example.com', emailVerified: true, displayName: 'Ada Admin', password: 'admin-secret' },
  inactiveAdmin: {
    uid: 'inactive-admin',
    email: 'inactive-admin@example.com',
    emailVerified: true,
    displayName: 'Ivan Inactive',
    password: 'inactive-secret',
  },
};

const JAN_5 = new Date('2026-01-05T09:00:00.000Z');
const JAN_12 = new Date('2026-01-12T09:00:00.000Z');
const FEB_2 = new Date('2026-02-02T08:30:00.000Z');
const FEB_3 = new Date('2026-02-03T10:15:00.000Z');
/** A time a client could make up: any fixed date, never the server's clock at the write. */
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

/** The user document sign-up writes (`users.ts` createUserProfile); createdAt is an ISO string (spec §3). */
const profileOf = (account: WorldAccount, role: 'user' | 'admin', isActive: boolean): Doc => ({
  uid: account.uid,
  email: account.email,
  displayName: account.displayName,
  role,
  createdAt: '2025-11-20T10:00:00.000Z',
  isActive,
});

const storedMessage = (fields: { name: string; email: string; userId: string | null; service: string; message: string; status?: string }): Doc => ({
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

export const world: World = {
  actors,
  collections: {
    users: {
      [actors.user.uid]: profileOf(actors.user, 'user', true),
      [actors.otherUser.uid]: profileOf(actors.otherUser, 'user', true),
      [actors.unverifiedUser.uid]: profileOf(actors.unverifiedUser, 'user', true),
      [actors.inactiveUser.uid]: profileOf(actors.inactiveUser, 'user', false),
      [actors.deletedUser.uid]: { ...profileOf(actors.deletedUser, 'user', false), deletedAt: JAN_12 },
      [actors.movedUser.uid]: { ...profileOf(actors.movedUser, 'user', true), email: 'moved-old@example.com' },
      [actors.movedUnverifiedUser.uid]: { ...profileOf(actors.movedUnverifiedUser, 'user', true), email: 'moved-unverified-old@example.com' },
      [actors.admin.uid]: profileOf(actors.admin, 'admin', true),
      [actors.inactiveAdmin.uid]: profileOf(actors.inactiveAdmin, 'admin', false),
      // Written before role and isActive existed: a user, active (spec §3: active unless explicitly false).
      'legacy-user': { uid: 'legacy-user', email: 'legacy@example.com', displayName: 'Lee Legacy', createdAt: '2024-05-01T08:00:00.000Z' },
    },
    blogs: {
      'published-post': {
        title: 'Shipping a Mobile MVP in Twelve Weeks',
        excerpt: 'What we cut, what we kept, and how a clear scope got us into both app stores.',
        content: 'Twelve weeks is enough time to ship a mobile app that people love.\n\nBe ruthless about scope.',
        category: 'Mobile Development',
        tags: ['Mobile', 'MVP'],
        image: null,
        authorName: 'Ada Admin',
        readTime: 1,
        views: 41,
        likes: 3,
        isFeatured: true,
        isPublished: true,
        createdAt: JAN_5,
        updatedAt: JAN_5,
      },
      'draft-post': {
        title: 'A Cloud Cost Review in One Afternoon',
        excerpt: 'A step-by-step review that usually finds savings.',
        content: 'Cloud bills grow quietly.',
        category: 'Technology',
        tags: ['Cloud'],
        image: null,
        authorName: 'Ada Admin',
        readTime: 1,
        views: 0,
        likes: 0,
        isFeatured: false,
        isPublished: false,
        createdAt: JAN_12,
        updatedAt: JAN_12,
      },
      // A post with a readable address (/blog/<slug>), held in slugs/ (rule 60).
      'slugged-post': {
        title: 'Why Every Website Needs a Performance Budget',
        excerpt: 'Slow pages cost sales.',
        content: 'Visitors on a phone decide within a couple of seconds whether to stay.',
        category: 'Web Development',
        tags: ['Performance'],
        image: null,
        authorName: 'Ada Admin',
        readTime: 1,
        views: 7,
        likes: 0,
        isFeatured: false,
        isPublished: true,
        createdAt: JAN_5,
        updatedAt: JAN_5,
        slug: 'performance-budget',
      },
      // Published, its views written as a fraction past the rules: no reader counts a view of it.
      'fractional-views-post': {
        title: 'Counting Half a View',
        content: 'Its counter was written before the rules kept it whole.',
        category: 'Technology',
        isFeatured: false,
        isPublished: true,
        views: 2.5,
        likes: 0,
        createdAt: JAN_12,
        updatedAt: JAN_12,
      },
      // A draft whose address was never recorded in slugs/ (written past the rules): an admin may repair it.
      'unrecorded-slug-post': {
        title: 'Notes on Unrecorded Addresses',
        content: 'Written before addresses were recorded.',
        category: 'Technology',
        isFeatured: false,
        isPublished: false,
        views: 0,
        likes: 0,
        createdAt: JAN_12,
        updatedAt: JAN_12,
        slug: 'unrecorded-address',
      },
    },
    slugs: {
      'performance-budget': { postId: 'slugged-post' },
      // Left behind by a post that no longer holds it (the published post has no address): free to remove.
      'stale-address': { postId: 'published-post' },
    },
    // The other user has counted their view of the published post.
    'blogs/published-post/viewers': {
      [actors.otherUser.uid]: { viewedAt: JAN_12 },
    },
    services: {
      'active-service': {
        title: 'Web Development',
        description: 'Fast, accessible websites and web applications.',
        category: 'Web Development',
        price: '$2,500',
        duration: '3-10 weeks',
        features: ['Responsive design', 'SEO foundations'],
        icon: 'globe',
        isPopular: false,
        isActive: true,
        views: 0,
        rating: 4.8,
        reviews: 35,
        createdAt: JAN_5,
        updatedAt: JAN_5,
      },
      'inactive-service': {
        title: 'Legacy Hosting',
        description: 'Managed hosting for older sites (no longer offered).',
        category: 'Cloud Services',
        price: '$99',
        duration: 'Monthly',
        features: ['Backups'],
        icon: 'database',
        isPopular: false,
        isActive: false,
        views: 0,
        rating: 4.1,
        reviews: 4,
        createdAt: JAN_12,
        updatedAt: JAN_12,
      },
    },
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
      // Replied conversations whose threads hold 48 and 49 entries (only the count matters to the rules).
      'thread-48-message': {
        ...storedMessage({ name: actors.user.displayName, email: actors.user.email, userId: actors.user.uid, service: 'Other', message: 'One more thing…', status: 'replied' }),
        adminReply: 'Noted.',
        repliedAt: FEB_2,
        replyCount: 48,
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
    settings: {
      site: {
        companyName: 'NovaForge Digital',
        tagline: 'Software development and digital marketing',
        email: 'hello@novaforge.example.com',
        phone: '+1 (555) 012-3456',
        address: '120 Market Street, Suite 400, San Francisco, CA 94105',
        supportHours: 'Mon-Fri 9-6, Sat 10-4',
        social: { GitHub: 'https://github.com/novaforgedigital', Facebook: '' },
        updatedAt: JAN_5,
      },
    },
    // A collection the product does not use (table row 48).
    internal: {
      config: { note: 'Not part of the product.' },
    },
    ...areaDocs(),
  },
};

// ---------------------------------------------------------------------------------------------
// What the app writes (src/data/*.ts), once, so allow and deny rows share it.

/** users.ts createUserProfile. */
const newProfile = (account: WorldAccount, extra: Doc = {}): Doc => ({
  uid: account.uid,
  email: account.email,
  displayName: account.displayName,
  role: 'user',
  createdAt: SERVER_TIME,
  isActive: true,
  ...extra,
});

/** blogs.ts createBlog. */
const newPost = (extra: Doc = {}): Doc => ({
  title: 'Why Every Website Needs a Performance Budget',
  excerpt: 'Slow pages cost sales.',
  content: 'Visitors on a phone decide within a couple of seconds whether to stay.',
  category: 'Web Development',
  tags: ['Performance', 'Web Vitals'],
  image: null,
  isFeatured: false,
  isPublished: true,
  authorName: 'Ada Admin',
  readTime: 1,
  views: 0,
  likes: 0,
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  ...extra,
});

/** blogs.ts createBlog with an address: the post under a new id, and its slugs/ record, in one batch. */
const newPostAt = (id: string, slug: string, extra: Doc = {}): BatchWrite[] => [
  { op: 'set', collection: 'blogs', id, data: newPost({ slug, ...extra }) },
  { op: 'set', collection: 'slugs', id: slug, data: { postId: id } },
];
const SLUG_100 = `${'performance-'.repeat(8)}budget-abcd`.slice(0, 100).replace(/-$/, 'x');

/** blogs.ts updateBlog with a new title and content. */
const postEdit = (extra: Doc = {}): Doc => ({
  title: 'Shipping a Mobile MVP in 12 Weeks',
  content: 'Twelve weeks, one clear scope, two app stores.',
  readTime: 1,
  updatedAt: SERVER_TIME,
  ...extra,
});

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

/** How recordBlogView counts: one more view, and the reader under the post's viewers, in one batch. */
const VIEWED_NOW: Doc = { viewedAt: SERVER_TIME };
const view = (post = 'published-post', record: Doc = VIEWED_NOW): BatchWrite[] => [
  { op: 'update', collection: 'blogs', id: post, data: { views: increment(1) } },
  { op: 'set', collection: `blogs/${post}/viewers`, id: '{self}', data: record },
];

/** The admin inbox's "mark as read" and "reply" (spec §4, §7). */
const MARK_READ: Doc = { status: 'read', updatedAt: SERVER_TIME };
/** What `deleteUser` writes: the account inactive and a user for good, stamped with the server's time. */
const ACCOUNT_DELETION: Doc = { isActive: false, role: 'user', deletedAt: SERVER_TIME };

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
const THREAD = 'contact_messages/followed-up-message/replies';
const OLDEST_FIRST: ListQuery = { orderBy: { field: 'createdAt', direction: 'asc' }, limit: 50 };

/** The admin's "add service" (spec §7: title, description, category, price, features, isActive, times, counters). */
const newService = (extra: Doc = {}): Doc => ({
  title: 'Cloud Migration',
  description: 'Move your systems to the cloud without downtime.',
  category: 'Cloud Services',
  price: '$4,000',
  features: ['Assessment', 'Migration plan', 'Cut-over support'],
  isActive: true,
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  views: 0,
  rating: 0,
  reviews: 0,
  ...extra,
});

/** The admin's active/inactive toggle (services.ts setServiceActive). */
const SERVICE_TOGGLE: Doc = { isActive: false, updatedAt: SERVER_TIME };

/** Site settings as an admin saves them. */
const siteSettings = (extra: Doc = {}): Doc => ({
  companyName: 'NovaForge Digital',
  tagline: 'Software that grows your business',
  email: 'hello@novaforge.example.com',
  phone: '+1 (555) 012-3456',
  address: '120 Market Street, Suite 400, San Francisco, CA 94105',
  supportHours: 'Mon-Fri 9-6',
  // settings.ts saveSiteSettings: the five networks, '' for a hidden link.
  social: {
    Facebook: 'https://www.facebook.com/novaforgedigital',
    Twitter: '',
    LinkedIn: 'https://www.linkedin.com/company/novaforgedigital',
    Instagram: '',
    GitHub: 'https://github.com/novaforgedigital',
  },
  updatedAt: SERVER_TIME,
  ...extra,
});

// The queries the app runs.
const PUBLISHED_POSTS: ListQuery = { where: [['isPublished', '==', true]], orderBy: { field: 'createdAt', direction: 'desc' } };
const FEATURED_POSTS: ListQuery = {
  where: [
    ['isPublished', '==', true],
    ['isFeatured', '==', true],
  ],
  orderBy: { field: 'createdAt', direction: 'desc' },
  limit: 3,
};
const ALL_BY_NEWEST: ListQuery = { orderBy: { field: 'createdAt', direction: 'desc' } };
const ACTIVE_SERVICES: ListQuery = { where: [['isActive', '==', true]], orderBy: { field: 'createdAt', direction: 'asc' } };
const UNREAD_MESSAGES: ListQuery = { where: [['status', '==', 'unread']] };
const messagesByUid = (uid: string | null): ListQuery => ({ where: [['userId', '==', uid]] });
const messagesByEmail = (email: string): ListQuery => ({ where: [['email', '==', email]] });

// ---------------------------------------------------------------------------------------------
// The rows.


const { user, otherUser, unverifiedUser, inactiveUser, deletedUser, movedUser, movedUnverifiedUser } = actors;

/** The rows this project added to the table of `shared/access-rules.md`: what each number covers. */
export const ADDED_RULES: Record<number, string> = {
  49: 'a deactivated account keeps no rights of a user (it may still read its own document, to learn why)',
  50: 'a signed-in sender sends under their own uid and the e-mail their token carries, verified; an account whose e-mail is not verified sends as a visitor does (userId null)',
  51:
    'e-mail addresses: lower case, letters, digits and . _ + \' - before the "@" (nothing that means something in a mailto: link), a dotted domain, ' +
    'nothing after it; a name, service or position that reaches a mail header is one line',
  52: 'times written by clients are the server’s; status only moves forward; numbers are counts; lists hold bounded strings; links are https',
  53:
    'one enquiry a minute per sender identity, each enquiry moving the limit itself (one per request); a visitor sends under an anonymous identity',
  54: 'one view per reader identity, recorded with the view: exactly one more, a whole number, only by a reader not recorded before',
  55: 'a person may hide enquiries from their own list (a bounded list of ids on their document)',
  56: 'posts and enquiries carry their search terms: a bounded list of short words (required on an enquiry)',
  57: 'deleting an account marks it (inactive, role user, deletedAt by the server) and never removes it, so its owner cannot return as a new user; nothing edits it afterwards',
  58:
    'a new enquiry never takes over a thread left at its id; a conversation: after a reply the enquiry’s sender (by uid, or verified e-mail, on an active account) may write back once, ' +
    'which sends it back to unread; a later reply files the one the enquiry held; each entry of the thread (at most 50) is ' +
    'counted on the enquiry and written with its move, never changed; only the sender and admins read it, only admins delete it',
  60:
    'a post’s readable address (slug: a–z, 0–9 and single hyphens, at most 100 characters) is unique: slugs/{slug} names the one post ' +
    'holding it, written with the post; it is never given to another post; a post that changes its address or is deleted frees the old one ' +
    'in the same batch; only admins read or write slugs/',
  61: 'a post’s meta description (at most 160 characters) and social image (an https address) are optional and bounded',
  62:
    'a person closes their own account: on an active account without admin rights they may delete their user document and the enquiries ' +
    'they sent signed in (by uid), each with its thread in the batch that deletes it, and the careers applications they sent signed in; ' +
    'nobody else’s; a deactivated or deleted account keeps its record',
  63: 'after an e-mail change, a person may set the e-mail on their document to the one their token carries, verified; to no other',
  ...Object.assign({}, ...AREAS.map((area) => area.addedRules)),
};

/** The number of rows in `shared/access-rules.md`. */
export const SHARED_TABLE_ROWS = 48;

export const accessMatrix: readonly AccessRow[] = [
  // ----- users/{uid} -------------------------------------------------------------------------
  row(1, 'visitor', 'get', 'users/user', 'deny', 'a visitor reads a user document'),
  row(1, 'visitor', 'list', 'users', 'deny', 'a visitor lists users'),
  row(1, 'anonymous', 'get', 'users/user', 'deny', "a visitor's anonymous identity reads a user document"),
  row(2, 'user', 'get', 'users/{self}', 'allow', 'a user reads their own document (getUserProfile)'),
  row(3, 'user', 'get', 'users/other-user', 'deny', "a user reads another user's document"),
  row(3, 'otherUser', 'get', 'users/user', 'deny', "the other user reads the user's document"),
  row(4, 'user', 'list', 'users', 'deny', 'a user lists users (listUsersPage)'),
  row(4, 'user', 'count', 'users', 'deny', 'a user counts users'),
  row(5, 'user', 'create', 'users/{self}', 'allow', 'a user creates their own document as sign-up writes it', {
    data: newProfile(user),
  }),
  row(5, 'unverifiedUser', 'create', 'users/{self}', 'allow', 'sign-up writes the profile before the e-mail is verified', {
    data: newProfile(unverifiedUser),
  }),
  row(5, 'user', 'create', 'users/{self}', 'allow', 'a user creates their own document with a 100-character name', {
    data: newProfile(user, { displayName: 'N'.repeat(100) }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document with a 101-character name', {
    data: newProfile(user, { displayName: 'N'.repeat(101) }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document with an empty name', {
    data: newProfile(user, { displayName: '' }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', "a user creates their own document with someone else's e-mail", {
    data: newProfile(user, { email: otherUser.email }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document already deactivated', {
    data: newProfile(user, { isActive: false }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document without isActive', {
    data: { uid: user.uid, email: user.email, displayName: user.displayName, role: 'user', createdAt: SERVER_TIME },
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', "a user creates their own document with another uid inside it", {
    data: newProfile(user, { uid: otherUser.uid }),
  }),
  row(5, 'anonymous', 'create', 'users/{self}', 'deny', "a visitor's anonymous identity creates a profile", {
    data: newProfile(actors.anonymous, { email: '', displayName: 'Anonymous' }),
  }),
  row(6, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document with role admin', {
    data: newProfile(user, { role: 'admin' }),
  }),
  row(7, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document with an extra key', {
    data: newProfile(user, { phone: '+1 555 0100' }),
  }),
  row(8, 'user', 'create', 'users/other-user', 'deny', "a user creates another user's document (own e-mail, other's uid)", {
    data: newProfile({ ...user, uid: otherUser.uid }),
  }),
  row(9, 'user', 'update', 'users/{self}', 'allow', 'a user changes their display name (updateOwnDisplayName)', {
    data: { displayName: 'Uma U. User' },
  }),
  row(9, 'user', 'update', 'users/{self}', 'allow', 'a user records when they last opened Messages', {
    data: { messagesSeenAt: SERVER_TIME },
  }),
  row(9, 'user', 'update', 'users/{self}', 'deny', 'a user changes their display name to 101 characters', {
    data: { displayName: 'N'.repeat(101) },
  }),
  row(9, 'user', 'update', 'users/other-user', 'deny', "a user edits the other user's display name", {
    data: { displayName: 'Oscar the Grouch' },
  }),
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user promotes themselves to admin', { data: { role: 'admin' } }),
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user changes their own isActive', { data: { isActive: false } }),
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user changes the e-mail on their document', {
    data: { email: 'someone-else@example.com' },
  }),
  // Changed by account self-service (rule 62): a person may close their own account.
  row(11, 'user', 'delete', 'users/{self}', 'allow', 'a user deletes their own document (closing their account)'),
  row(12, 'admin', 'get', 'users/other-user', 'allow', "an admin reads a user's document"),
  row(12, 'admin', 'list', 'users', 'allow', 'an admin lists users (listUsersPage)'),
  row(12, 'admin', 'count', 'users', 'allow', 'an admin counts users (countUsers)'),
  row(13, 'admin', 'update', 'users/other-user', 'allow', 'an admin makes a user an admin', { data: { role: 'admin' } }),
  row(13, 'admin', 'set', 'users/other-user', 'allow', 'an admin merge-writes role admin (spec §6 promotion)', {
    data: { role: 'admin' },
    merge: true,
  }),
  row(13, 'admin', 'update', 'users/other-user', 'allow', 'an admin deactivates a user', { data: { isActive: false } }),
  row(13, 'admin', 'update', 'users/legacy-user', 'allow', 'an admin deactivates a user whose document predates isActive', {
    data: { isActive: false, role: 'user' },
  }),
  row(13, 'admin', 'update', 'users/other-user', 'deny', 'an admin sets isActive to something not a boolean', {
    data: { isActive: 'no' },
  }),
  row(14, 'admin', 'update', 'users/other-user', 'deny', 'an admin sets a role other than user or admin', {
    data: { role: 'owner' },
  }),
  row(14, 'admin', 'update', 'users/other-user', 'deny', "an admin changes a user's e-mail", {
    data: { email: 'changed@example.com' },
  }),
  row(14, 'admin', 'update', 'users/other-user', 'deny', "an admin renames a user", {
    data: { displayName: 'Renamed by an admin' },
  }),
  // Changed by rule 57: a removed document let its owner sign up again as a new user.
  row(15, 'admin', 'delete', 'users/other-user', 'deny', "an admin removes a user's document (deleting marks it instead: rule 57)"),
  row(15, 'admin', 'update', 'users/other-user', 'allow', 'an admin deletes a user (deleteUser marks the account)', { data: ACCOUNT_DELETION }),

  // ----- inactive admins ---------------------------------------------------------------------
  row(16, 'inactiveAdmin', 'list', 'users', 'deny', 'an inactive admin lists users'),
  row(16, 'inactiveAdmin', 'update', 'users/other-user', 'deny', 'an inactive admin makes a user an admin', {
    data: { role: 'admin' },
  }),
  row(16, 'inactiveAdmin', 'update', 'users/other-user', 'deny', 'an inactive admin deletes a user', { data: ACCOUNT_DELETION }),
  row(16, 'inactiveAdmin', 'list', 'blogs', 'deny', 'an inactive admin lists posts including drafts', { query: ALL_BY_NEWEST }),
  row(16, 'inactiveAdmin', 'create', 'blogs', 'deny', 'an inactive admin creates a post', { data: newPost() }),
  row(16, 'inactiveAdmin', 'update', 'blogs/published-post', 'deny', 'an inactive admin edits a post', { data: postEdit() }),
  row(16, 'inactiveAdmin', 'delete', 'blogs/draft-post', 'deny', 'an inactive admin deletes a post'),
  row(16, 'inactiveAdmin', 'list', 'contact_messages', 'deny', 'an inactive admin lists all messages', {
    query: ALL_BY_NEWEST,
  }),
  row(16, 'inactiveAdmin', 'update', 'contact_messages/user-message', 'deny', 'an inactive admin replies to a message', {
    data: REPLY,
  }),
  row(16, 'inactiveAdmin', 'delete', 'contact_messages/user-message', 'deny', 'an inactive admin deletes a message'),
  row(16, 'inactiveAdmin', 'create', 'services', 'deny', 'an inactive admin adds a service', { data: newService() }),
  row(16, 'inactiveAdmin', 'update', 'services/active-service', 'deny', 'an inactive admin deactivates a service', {
    data: SERVICE_TOGGLE,
  }),
  row(16, 'inactiveAdmin', 'delete', 'services/inactive-service', 'deny', 'an inactive admin deletes a service'),
  row(16, 'inactiveAdmin', 'get', 'services/inactive-service', 'deny', 'an inactive admin reads an inactive service'),
  row(16, 'inactiveAdmin', 'set', 'settings/site', 'deny', 'an inactive admin saves the site settings', {
    data: siteSettings(),
  }),

  // ----- blogs/{id} --------------------------------------------------------------------------
  row(17, 'visitor', 'get', 'blogs/published-post', 'allow', 'a visitor reads a published post (getBlog)'),
  row(18, 'visitor', 'get', 'blogs/draft-post', 'deny', 'a visitor reads a draft'),
  row(19, 'visitor', 'list', 'blogs', 'allow', 'a visitor lists published posts (listPublishedBlogs)', {
    query: PUBLISHED_POSTS,
  }),
  row(19, 'visitor', 'list', 'blogs', 'allow', 'a visitor lists featured posts (listFeaturedBlogs)', {
    query: FEATURED_POSTS,
  }),
  row(20, 'visitor', 'list', 'blogs', 'deny', 'a visitor lists every post (the query without the filter)', {
    query: ALL_BY_NEWEST,
  }),
  row(20, 'visitor', 'list', 'blogs', 'deny', 'a visitor lists featured posts without the isPublished filter', {
    query: { where: [['isFeatured', '==', true]] },
  }),
  row(19, 'visitor', 'count', 'blogs', 'allow', 'a visitor counts the published posts (countBlogPosts)', { query: PUBLISHED_POSTS }),
  row(20, 'visitor', 'count', 'blogs', 'deny', 'a visitor counts every post, drafts too', { query: ALL_BY_NEWEST }),
  row(21, 'anonymous', 'batch', 'blogs/published-post', 'allow', 'a visitor counts one view (recordBlogView)', {
    writes: view(),
  }),
  row(21, 'user', 'batch', 'blogs/published-post', 'allow', 'a signed-in reader counts one view (recordBlogView)', {
    writes: view(),
  }),
  row(21, 'user', 'get', 'blogs/published-post/viewers/other-user', 'deny', "a reader reads another reader's view record"),
  row(21, 'otherUser', 'get', 'blogs/published-post/viewers/{self}', 'allow', 'a reader reads their own view record (recordBlogView)'),
  row(22, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor adds five views', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: increment(5) } }, view()[1]],
  }),
  row(22, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor adds one view and one like', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: increment(1), likes: increment(1) } }, view()[1]],
  }),
  row(22, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor adds one view and changes the title', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: increment(1), title: 'Defaced' } }, view()[1]],
  }),
  row(23, 'anonymous', 'batch', 'blogs/draft-post', 'deny', 'a visitor counts one view of a draft', { writes: view('draft-post') }),
  row(24, 'user', 'create', 'blogs', 'deny', 'a user creates a post', { data: newPost() }),
  row(24, 'user', 'update', 'blogs/published-post', 'deny', 'a user edits a post', { data: postEdit() }),
  row(24, 'user', 'delete', 'blogs/published-post', 'deny', 'a user deletes a post'),
  row(25, 'admin', 'list', 'blogs', 'allow', 'an admin lists the posts, drafts included, newest first (listBlogPage, scope all)', {
    query: ALL_BY_NEWEST,
  }),
  row(25, 'admin', 'get', 'blogs/draft-post', 'allow', 'an admin reads a draft'),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post (createBlog)', { data: newPost() }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post whose title is exactly 200 characters', {
    data: newPost({ title: 'T'.repeat(200) }),
  }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post with twenty tags, one of 50 characters', {
    data: newPost({ tags: ['T'.repeat(50), ...Array.from({ length: 19 }, (_, i) => `Tag ${i}`)] }),
  }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post with an https cover image', {
    data: newPost({ image: 'https://images.example.com/covers/performance.jpg' }),
  }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post with no tags', { data: newPost({ tags: [] }) }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post written in Markdown (createBlog)', {
    data: newPost({ format: 'markdown' }),
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'allow', 'an admin switches a plain-text post to Markdown (updateBlog)', {
    data: postEdit({ format: 'markdown' }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post whose format is not markdown', {
    data: newPost({ format: 'html' }),
  }),
  row(27, 'admin', 'update', 'blogs/published-post', 'deny', "an admin sets a post's format to something other than markdown", {
    data: postEdit({ format: 'html' }),
  }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post without likes or a read time (as older versions did)', {
    data: Object.fromEntries(Object.entries(newPost()).filter(([key]) => key !== 'likes' && key !== 'readTime')),
  }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post with a cover address of 2,000 characters', {
    data: newPost({ image: `https://images.example.com/${'c'.repeat(1973)}` }),
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'allow', 'an admin edits a post (updateBlog)', { data: postEdit() }),
  row(26, 'admin', 'update', 'blogs/draft-post', 'allow', 'an admin publishes a draft (updateBlog)', {
    data: { isPublished: true, updatedAt: SERVER_TIME },
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'deny', "an admin edits a post with the client's clock as updatedAt", {
    data: postEdit({ updatedAt: CLIENT_TIME }),
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin edits a post without moving updatedAt', {
    data: { title: 'Shipping a Mobile MVP in 12 Weeks' },
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'deny', "an admin moves a post's creation time", {
    data: postEdit({ createdAt: CLIENT_TIME }),
  }),
  row(26, 'admin', 'delete', 'blogs/draft-post', 'allow', 'an admin deletes a post (deleteBlog)'),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post whose title is 201 characters', {
    data: newPost({ title: 'T'.repeat(201) }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with an unknown key', {
    data: newPost({ authorUid: 'admin' }),
  }),
  row(27, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin edits a post adding an unknown key', {
    data: postEdit({ sponsored: true }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post whose likes is not a number', {
    data: newPost({ likes: null }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post whose cover image is a javascript: address', {
    data: newPost({ image: 'javascript:alert(1)' }),
  }),
  row(27, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin gives a post an http (not https) cover image', {
    data: postEdit({ image: 'http://images.example.com/cover.jpg' }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with a cover address of 2,001 characters', {
    data: newPost({ image: `https://images.example.com/${'c'.repeat(1974)}` }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with an empty title', { data: newPost({ title: '' }) }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with no content', { data: newPost({ content: '' }) }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with content over 50,000 characters', {
    data: newPost({ content: 'c'.repeat(50_001) }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with an excerpt over 500 characters', {
    data: newPost({ excerpt: 'e'.repeat(501) }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with no category', { data: newPost({ category: '' }) }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with a category over 50 characters', {
    data: newPost({ category: 'C'.repeat(51) }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post by an author whose name is over 100 characters', {
    data: newPost({ authorName: 'A'.repeat(101) }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post whose featured flag is not a boolean', {
    data: newPost({ isFeatured: 'yes' }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post whose published flag is not a boolean', {
    data: newPost({ isPublished: 1 }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', "an admin creates a post with the client's clock as createdAt", {
    data: newPost({ createdAt: CLIENT_TIME }),
  }),
  row(27, 'admin', 'create', 'blogs', 'deny', "an admin creates a post with the client's clock as updatedAt", {
    data: newPost({ updatedAt: CLIENT_TIME }),
  }),

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
  row(33, 'user', 'batch', 'contact_messages', 'allow', 'a user sends an enquiry signed in (addContactMessage)', {
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

  // ----- services/{id} -----------------------------------------------------------------------
  row(41, 'visitor', 'get', 'services/active-service', 'allow', 'a visitor reads an active service'),
  row(41, 'visitor', 'list', 'services', 'allow', 'a visitor lists active services (listActiveServices)', {
    query: ACTIVE_SERVICES,
  }),
  row(42, 'visitor', 'get', 'services/inactive-service', 'deny', 'a visitor reads an inactive service'),
  row(42, 'visitor', 'list', 'services', 'deny', 'a visitor lists every service (listAllServices)', { query: ALL_BY_NEWEST }),
  row(43, 'user', 'create', 'services', 'deny', 'a user adds a service', { data: newService() }),
  row(43, 'user', 'update', 'services/active-service', 'deny', 'a user deactivates a service', { data: SERVICE_TOGGLE }),
  row(43, 'user', 'delete', 'services/active-service', 'deny', 'a user deletes a service'),
  row(44, 'admin', 'create', 'services', 'allow', 'an admin adds a service', { data: newService() }),
  row(44, 'admin', 'create', 'services', 'allow', 'an admin adds a service with twenty features, one of 120 characters', {
    data: newService({ features: ['F'.repeat(120), ...Array.from({ length: 19 }, (_, i) => `Feature ${i}`)] }),
  }),
  row(44, 'admin', 'create', 'services', 'allow', 'an admin adds a service without views, rating or reviews (as older versions did)', {
    data: Object.fromEntries(Object.entries(newService()).filter(([key]) => !['views', 'rating', 'reviews'].includes(key))),
  }),
  row(44, 'admin', 'create', 'services', 'allow', 'an admin adds a popular service with an https image, icon and duration', {
    data: newService({ isPopular: true, image: 'https://images.example.com/cloud.jpg', icon: 'cloud', duration: '4-8 weeks', rating: 5 }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', "an admin adds a service with the client's clock as createdAt", {
    data: newService({ createdAt: CLIENT_TIME }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', "an admin adds a service with the client's clock as updatedAt", {
    data: newService({ updatedAt: CLIENT_TIME }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service whose rating is not a number', {
    data: newService({ rating: '5 stars' }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a 51-character icon name', {
    data: newService({ icon: 'i'.repeat(51) }),
  }),
  row(44, 'admin', 'update', 'services/active-service', 'allow', 'an admin deactivates a service', { data: SERVICE_TOGGLE }),
  row(44, 'admin', 'update', 'services/active-service', 'deny', 'an admin deactivates a service without moving updatedAt', {
    data: { isActive: false },
  }),
  row(44, 'admin', 'update', 'services/active-service', 'deny', "an admin moves a service's creation time", {
    data: { ...SERVICE_TOGGLE, createdAt: CLIENT_TIME },
  }),
  row(44, 'admin', 'update', 'services/active-service', 'deny', 'an admin gives a service an unknown key', {
    data: { ...SERVICE_TOGGLE, discount: '10%' },
  }),
  row(44, 'admin', 'delete', 'services/inactive-service', 'allow', 'an admin deletes a service'),
  row(44, 'admin', 'get', 'services/inactive-service', 'allow', 'an admin reads an inactive service'),
  row(44, 'admin', 'list', 'services', 'allow', 'an admin lists every service (listAllServices)', { query: ALL_BY_NEWEST }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with an empty title', { data: newService({ title: '' }) }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a title of 201 characters', {
    data: newService({ title: 'T'.repeat(201) }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with an empty description', {
    data: newService({ description: '' }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a description of 2001 characters', {
    data: newService({ description: 'D'.repeat(2001) }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with no category', { data: newService({ category: '' }) }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a category of 51 characters', {
    data: newService({ category: 'C'.repeat(51) }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a price of 51 characters', {
    data: newService({ price: '$'.repeat(51) }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a duration of 51 characters', {
    data: newService({ duration: 'w'.repeat(51) }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service whose active flag is not a boolean', {
    data: newService({ isActive: 'yes' }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service whose popular flag is not a boolean', {
    data: newService({ isPopular: 'yes' }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with an http image', {
    data: newService({ image: 'http://images.example.com/cloud.jpg' }),
  }),

  // ----- settings/site -----------------------------------------------------------------------
  row(45, 'visitor', 'get', 'settings/site', 'allow', 'a visitor reads the site settings'),
  row(46, 'user', 'set', 'settings/site', 'deny', 'a user saves the site settings', { data: siteSettings() }),
  row(46, 'user', 'update', 'settings/site', 'deny', 'a user changes the tagline', {
    data: { tagline: 'Hacked', updatedAt: SERVER_TIME },
  }),
  row(47, 'admin', 'set', 'settings/site', 'allow', 'an admin saves the site settings', { data: siteSettings() }),
  row(47, 'admin', 'create', 'settings/site', 'allow', 'an admin saves the site settings for the first time', {
    data: siteSettings(),
  }),
  row(47, 'admin', 'update', 'settings/site', 'allow', 'an admin changes the tagline', {
    data: { tagline: 'New tagline', updatedAt: SERVER_TIME },
  }),
  row(47, 'admin', 'set', 'settings/site', 'allow', 'an admin hides every social link and the e-mail', {
    data: siteSettings({ email: '', social: { Facebook: '', Twitter: '', LinkedIn: '', Instagram: '', GitHub: '' } }),
  }),
  ...(['companyName', 'tagline', 'phone', 'address', 'supportHours'] as const).map((field) =>
    row(47, 'admin', 'set', 'settings/site', 'deny', `an admin saves a ${field} of 501 characters`, {
      data: siteSettings({ [field]: 't'.repeat(501) }),
    }),
  ),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a company name that is not text', {
    data: siteSettings({ companyName: 42 }),
  }),
  ...(['Facebook', 'Twitter', 'LinkedIn', 'Instagram', 'GitHub'] as const).map((network) =>
    row(47, 'admin', 'set', 'settings/site', 'deny', `an admin saves a ${network} address of 501 characters`, {
      data: siteSettings({ social: { [network]: `https://example.com/${'x'.repeat(481)}` } }),
    }),
  ),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a social link for an unknown network', {
    data: siteSettings({ social: { MySpace: 'https://myspace.com/novaforge' } }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves social links that are not a map', {
    data: siteSettings({ social: 'https://github.com/novaforgedigital' }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves settings with an unknown key', {
    data: siteSettings({ maintenanceMode: true }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', "an admin saves settings with the client's clock as updatedAt", {
    data: siteSettings({ updatedAt: CLIENT_TIME }),
  }),
  row(47, 'admin', 'update', 'settings/site', 'deny', 'an admin changes the tagline without moving updatedAt', {
    data: { tagline: 'New tagline' },
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves settings without the social links', {
    data: Object.fromEntries(Object.entries(siteSettings()).filter(([key]) => key !== 'social')),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves settings without the e-mail', {
    data: Object.fromEntries(Object.entries(siteSettings()).filter(([key]) => key !== 'email')),
  }),

  // ----- anything else -----------------------------------------------------------------------
  row(48, 'visitor', 'get', 'internal/config', 'deny', 'a visitor reads a collection the product does not use'),
  row(48, 'admin', 'get', 'internal/config', 'deny', 'an admin reads a collection the product does not use'),
  row(48, 'admin', 'list', 'internal', 'deny', 'an admin lists a collection the product does not use'),
  row(48, 'admin', 'create', 'internal', 'deny', 'an admin writes to a collection the product does not use', {
    data: { note: 'Written by a client.' },
  }),
  row(48, 'visitor', 'create', 'internal', 'deny', 'a visitor writes to a collection the product does not use', {
    data: { note: 'Written by a client.' },
  }),
  row(48, 'visitor', 'create', 'constructor', 'deny', 'a visitor writes to a collection named like a built-in property', {
    data: { note: 'Written by a client.' },
  }),
  row(48, 'user', 'set', 'users/{self}/private/notes', 'deny', 'a user writes under their own document (a sub-collection)', {
    data: { note: 'Mine.' },
  }),
  row(48, 'admin', 'set', 'settings/theme', 'deny', 'an admin writes a settings document other than site', {
    data: { color: '#2451e6' },
  }),
  row(48, 'admin', 'delete', 'settings/site', 'deny', 'an admin deletes the site settings'),
  row(48, 'admin', 'list', 'settings', 'deny', 'an admin lists the settings collection'),

  // ----- 49: deactivated accounts ------------------------------------------------------------
  row(49, 'inactiveUser', 'get', 'users/{self}', 'allow', 'a deactivated user reads their own document (the app says why the session ended)'),
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
  row(49, 'inactiveUser', 'update', 'users/{self}', 'deny', 'a deactivated user changes their display name', {
    data: { displayName: 'Ina Again' },
  }),
  row(49, 'inactiveUser', 'update', 'users/{self}', 'deny', 'a deactivated user records when they opened Messages', {
    data: { messagesSeenAt: SERVER_TIME },
  }),
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
  row(51, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a site e-mail that carries a Bcc', {
    data: siteSettings({ email: 'hello@novaforge.example.com?bcc=x@evil.example' }),
  }),
  row(51, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a site e-mail in capitals', {
    data: siteSettings({ email: 'HELLO@NOVAFORGE.EXAMPLE.COM' }),
  }),

  // ----- 52: loose values --------------------------------------------------------------------
  row(52, 'user', 'create', 'users/{self}', 'deny', 'a user creates their document with createdAt "x"', {
    data: newProfile(user, { createdAt: 'x' }),
  }),
  row(52, 'user', 'create', 'users/{self}', 'deny', "a user creates their document with the client's clock as createdAt", {
    data: newProfile(user, { createdAt: CLIENT_TIME }),
  }),
  row(52, 'user', 'update', 'users/{self}', 'deny', 'a user says they last opened Messages in the year 2100', {
    data: { messagesSeenAt: new Date('2100-01-01T00:00:00.000Z') },
  }),
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
  row(52, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin sets views to NaN', { data: postEdit({ views: Number.NaN }) }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with likes -5', { data: newPost({ likes: -5 }) }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with views already counted', { data: newPost({ views: 1000 }) }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with likes already counted', { data: newPost({ likes: 7 }) }),
  row(52, 'admin', 'update', 'blogs/published-post', 'deny', "an admin changes a post's likes", { data: postEdit({ likes: 1000 }) }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with a read time of 1.5', { data: newPost({ readTime: 1.5 }) }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with a 200 KB map inside its tags', {
    data: newPost({ tags: [{ blob: 'x'.repeat(200_000) }] }),
  }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with a tag of 51 characters', {
    data: newPost({ tags: ['T'.repeat(51)] }),
  }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with 21 tags', {
    data: newPost({ tags: Array.from({ length: 21 }, (_, i) => `Tag ${i}`) }),
  }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with an empty tag', { data: newPost({ tags: ['Performance', ''] }) }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post whose tags are not a list', { data: newPost({ tags: 'Performance' }) }),
  row(52, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post whose tags are an empty text', { data: newPost({ tags: '' }) }),
  row(52, 'admin', 'update', 'blogs/published-post', 'deny', "an admin sets a post's views to 10,000", { data: postEdit({ views: 10_000 }) }),
  row(52, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a feature of 121 characters', {
    data: newService({ features: ['F'.repeat(121)] }),
  }),
  row(52, 'admin', 'create', 'services', 'deny', 'an admin adds a service with 21 features', {
    data: newService({ features: Array.from({ length: 21 }, (_, i) => `Feature ${i}`) }),
  }),
  row(52, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a rating of 6', { data: newService({ rating: 6 }) }),
  row(52, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a rating of -1', { data: newService({ rating: -1 }) }),
  row(52, 'admin', 'create', 'services', 'deny', 'an admin adds a service with -3 reviews', { data: newService({ reviews: -3 }) }),
  row(52, 'admin', 'create', 'services', 'deny', 'an admin adds a service with -3 views', { data: newService({ views: -3 }) }),
  row(52, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a javascript: social link', {
    data: siteSettings({ social: { GitHub: 'javascript:alert(document.cookie)' } }),
  }),
  row(52, 'admin', 'set', 'settings/site', 'deny', 'an admin saves an http social link', {
    data: siteSettings({ social: { GitHub: 'http://github.com/novaforgedigital' } }),
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

  // ----- 54: one view per reader ---------------------------------------------------------------
  row(54, 'otherUser', 'batch', 'blogs/published-post', 'deny', 'a reader counts a second view of the same post', { writes: view() }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor counts a view twice in a row', {
    setup: [view()],
    writes: view(),
  }),
  row(54, 'anonymous', 'update', 'blogs/published-post', 'deny', 'a visitor counts a view without recording themselves', {
    data: { views: increment(1) },
  }),
  row(54, 'visitor', 'update', 'blogs/published-post', 'deny', 'a visitor with no identity counts a view', {
    data: { views: increment(1) },
  }),
  row(54, 'anonymous', 'create', 'blogs/published-post/viewers/{self}', 'deny', 'a visitor records themselves without counting the view', {
    data: VIEWED_NOW,
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor counts a view recorded under someone else', {
    writes: [view()[0], { op: 'set', collection: 'blogs/published-post/viewers', id: user.uid, data: VIEWED_NOW }],
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor records someone else as a viewer along with their own view', {
    writes: [...view(), { op: 'set', collection: 'blogs/published-post/viewers', id: user.uid, data: VIEWED_NOW }],
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', "a visitor records a view with the client's clock", {
    writes: view('published-post', { viewedAt: CLIENT_TIME }),
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor records a view with an extra key', {
    writes: view('published-post', { viewedAt: SERVER_TIME, note: 'x' }),
  }),
  row(54, 'otherUser', 'delete', 'blogs/published-post/viewers/{self}', 'deny', 'a reader removes their view record to count again'),
  row(54, 'otherUser', 'set', 'blogs/published-post/viewers/{self}', 'deny', 'a reader rewrites their view record', { data: VIEWED_NOW }),
  row(54, 'admin', 'list', 'blogs/published-post/viewers', 'deny', "an admin lists a post's readers"),
  row(54, 'otherUser', 'update', 'blogs/published-post', 'deny', 'a reader counted before counts one more view', {
    data: { views: increment(1) },
  }),
  row(54, 'otherUser', 'update', 'blogs/published-post', 'deny', 'a reader counted before sets the views to any number', {
    data: { views: 1_000_000 },
  }),
  row(54, 'otherUser', 'update', 'blogs/published-post', 'deny', 'a reader counted before sets the views to a long string', {
    data: { views: 'x'.repeat(10_000) },
  }),
  row(54, 'otherUser', 'update', 'blogs/published-post', 'deny', 'a reader counted before sets the views back to what they are', {
    data: { views: 41 },
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a first-time reader sets the views to a string with their record', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: '42' } }, view()[1]],
  }),
  row(54, 'anonymous', 'batch', 'blogs/fractional-views-post', 'deny', 'a first-time reader counts a view of a post whose views are not a whole number', {
    writes: view('fractional-views-post'),
  }),
  row(54, 'anonymous', 'batch', 'blogs/published-post', 'allow', 'a first-time reader sets the views to exactly one more, with their record', {
    writes: [{ op: 'update', collection: 'blogs', id: 'published-post', data: { views: 42 } }, view()[1]],
  }),

  // ----- 55: hiding enquiries from one's list ----------------------------------------------------
  row(55, 'user', 'update', 'users/{self}', 'allow', 'a user hides an enquiry sent by someone else with their address', {
    data: { hiddenMessageIds: ['stranger-message'] },
  }),
  row(55, 'user', 'update', 'users/{self}', 'allow', 'a user hides 200 enquiries', {
    data: { hiddenMessageIds: Array.from({ length: 200 }, (_, i) => `message-${i}`) },
  }),
  row(55, 'user', 'update', 'users/{self}', 'deny', 'a user hides 201 enquiries', {
    data: { hiddenMessageIds: Array.from({ length: 201 }, (_, i) => `message-${i}`) },
  }),
  row(55, 'user', 'update', 'users/{self}', 'deny', 'a user stores a 41-character id as hidden', {
    data: { hiddenMessageIds: ['m'.repeat(41)] },
  }),
  row(55, 'user', 'update', 'users/{self}', 'deny', 'a user stores a map among the hidden ids', {
    data: { hiddenMessageIds: [{ id: 'stranger-message' }] },
  }),

  // ----- 56: search terms --------------------------------------------------------------------
  row(56, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post with 1,000 search terms of 50 characters', {
    data: newPost({ searchTerms: Array.from({ length: 1000 }, (_, i) => `${i}`.padEnd(50, 't')) }),
  }),
  row(56, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with 1,001 search terms', {
    data: newPost({ searchTerms: Array.from({ length: 1001 }, (_, i) => `term${i}`) }),
  }),
  row(56, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with a 51-character search term', {
    data: newPost({ searchTerms: ['t'.repeat(51)] }),
  }),
  row(56, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin stores a 200 KB map among a post’s search terms', {
    data: { ...postEdit(), searchTerms: [{ blob: 'x'.repeat(200_000) }] },
  }),
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
  row(57, 'admin', 'update', 'users/other-user', 'deny', 'an admin deletes a user with a time of their own', {
    data: { ...ACCOUNT_DELETION, deletedAt: CLIENT_TIME },
  }),
  row(57, 'admin', 'update', 'users/other-user', 'deny', 'an admin deletes a user but leaves the account active', {
    data: { ...ACCOUNT_DELETION, isActive: true },
  }),
  row(57, 'admin', 'update', 'users/other-user', 'deny', 'an admin deletes a user and makes them an admin in the same write', {
    data: { ...ACCOUNT_DELETION, role: 'admin' },
  }),
  row(57, 'admin', 'update', 'users/other-user', 'deny', 'an admin deletes a user and renames them in the same write', {
    data: { ...ACCOUNT_DELETION, displayName: 'Renamed' },
  }),
  row(57, 'admin', 'update', 'users/inactive-admin', 'allow', 'an admin deletes an admin account: it becomes a deleted user', {
    data: ACCOUNT_DELETION,
  }),
  row(57, 'admin', 'get', 'users/deleted-user', 'allow', 'an admin reads a deleted account (it stays findable)'),
  row(57, 'admin', 'update', 'users/deleted-user', 'deny', 'an admin reactivates a deleted account', { data: { isActive: true } }),
  row(57, 'admin', 'update', 'users/deleted-user', 'deny', 'an admin makes a deleted account an admin', { data: { role: 'admin' } }),
  row(57, 'admin', 'update', 'users/deleted-user', 'deny', 'an admin deletes a deleted account again (a new time)', { data: ACCOUNT_DELETION }),
  row(57, 'deletedUser', 'get', 'users/{self}', 'allow', 'a deleted user reads their own document (the app says why they cannot sign in)'),
  row(57, 'deletedUser', 'set', 'users/{self}', 'deny', 'a deleted user signs up again over their document', {
    data: newProfile(deletedUser),
  }),
  row(57, 'deletedUser', 'update', 'users/{self}', 'deny', 'a deleted user changes their display name', {
    data: { displayName: 'Back Again' },
  }),
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
  row(58, 'user', 'batch', 'contact_messages', 'allow', 'a verified user writes back on an enquiry sent signed out with their address', {
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
  row(58, 'admin', 'batch', 'contact_messages', 'deny', 'an admin replies again with no follow-up since, filing the earlier reply', {
    writes: [
      { op: 'update', collection: 'contact_messages', id: 'replied-message', data: { ...REPLY, replyCount: 1 } },
      { op: 'set', collection: 'contact_messages/replied-message/replies', id: '1', data: { from: 'admin', text: 'Yes, with a discount.', createdAt: FEB_2 } },
    ],
  }),
  row(58, 'inactiveAdmin', 'batch', 'contact_messages', 'deny', 'an inactive admin replies again after a follow-up', { writes: replyAgain() }),
  row(58, 'otherUser', 'list', THREAD, 'deny', "the other user reads the user's conversation", { query: OLDEST_FIRST }),
  row(58, 'otherUser', 'get', `${THREAD}/1`, 'deny', "the other user reads the user's follow-up"),
  row(58, 'visitor', 'list', THREAD, 'deny', 'a visitor reads a conversation', { query: OLDEST_FIRST }),
  row(58, 'user', 'update', `${THREAD}/1`, 'deny', 'the enquirer rewrites their follow-up', { data: { text: 'Could we start in January instead?' } }),
  row(58, 'user', 'delete', `${THREAD}/1`, 'deny', 'the enquirer deletes their follow-up'),

  // ----- blogs/{id}.slug and slugs/{slug}: readable addresses ---------------------------------
  row(60, 'admin', 'batch', 'blogs', 'allow', 'an admin creates a post with its address (createBlog)', {
    writes: newPostAt('new-post', 'performance-budget-2'),
  }),
  row(60, 'admin', 'batch', 'blogs', 'allow', 'an admin creates a post whose address is exactly 100 characters', {
    writes: newPostAt('new-post', SLUG_100),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post whose address is 101 characters', {
    writes: newPostAt('new-post', `${SLUG_100}a`),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post whose address has capitals and spaces', {
    writes: newPostAt('new-post', 'Performance Budget'),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post whose address has a double hyphen', {
    writes: newPostAt('new-post', 'performance--budget'),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post whose address is a list, not text', {
    writes: [
      { op: 'set', collection: 'blogs', id: 'new-post', data: newPost({ slug: ['performance-budget-2'] }) },
      { op: 'set', collection: 'slugs', id: 'performance-budget-2', data: { postId: 'new-post' } },
    ],
  }),
  row(60, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with an address but no slugs/ record of it', {
    data: newPost({ slug: 'performance-budget-2' }),
  }),
  row(60, 'admin', 'create', 'blogs/new-post', 'deny', 'an admin creates a post with the address another post holds (without its record)', {
    data: newPost({ slug: 'performance-budget' }),
  }),
  row(60, 'admin', 'batch', 'blogs', 'deny', 'an admin creates a post taking the address another post holds (rewriting its record)', {
    writes: newPostAt('new-post', 'performance-budget'),
  }),
  row(60, 'admin', 'update', 'blogs/slugged-post', 'allow', 'an admin edits a post keeping its address (updateBlog)', { data: postEdit() }),
  row(60, 'admin', 'batch', 'blogs/slugged-post', 'allow', "an admin changes a post's address, freeing the old one (updateBlog)", {
    writes: [
      { op: 'update', collection: 'blogs', id: 'slugged-post', data: postEdit({ slug: 'web-performance-budget' }) },
      { op: 'set', collection: 'slugs', id: 'web-performance-budget', data: { postId: 'slugged-post' } },
      { op: 'delete', collection: 'slugs', id: 'performance-budget' },
    ],
  }),
  row(60, 'admin', 'batch', 'blogs/slugged-post', 'deny', "an admin changes a post's address, keeping the old one held", {
    writes: [
      { op: 'update', collection: 'blogs', id: 'slugged-post', data: postEdit({ slug: 'web-performance-budget' }) },
      { op: 'set', collection: 'slugs', id: 'web-performance-budget', data: { postId: 'slugged-post' } },
    ],
  }),
  row(60, 'admin', 'batch', 'blogs/published-post', 'allow', 'an admin gives an older post (read by its id) an address (updateBlog)', {
    writes: [
      { op: 'update', collection: 'blogs', id: 'published-post', data: postEdit({ slug: 'shipping-a-mobile-mvp' }) },
      { op: 'set', collection: 'slugs', id: 'shipping-a-mobile-mvp', data: { postId: 'published-post' } },
    ],
  }),
  row(60, 'admin', 'update', 'blogs/published-post', 'deny', "an admin gives a post the address another post holds", {
    data: postEdit({ slug: 'performance-budget' }),
  }),
  row(60, 'admin', 'batch', 'blogs/slugged-post', 'allow', 'an admin deletes a post and frees its address (deleteBlog)', {
    writes: [
      { op: 'delete', collection: 'blogs', id: 'slugged-post' },
      { op: 'delete', collection: 'slugs', id: 'performance-budget' },
    ],
  }),
  row(60, 'admin', 'delete', 'blogs/slugged-post', 'deny', 'an admin deletes a post leaving its address held'),
  row(60, 'admin', 'get', 'slugs/performance-budget', 'allow', 'an admin asks who holds an address (slugHolder)'),
  row(60, 'visitor', 'get', 'slugs/performance-budget', 'deny', 'a visitor reads the address records'),
  row(60, 'user', 'get', 'slugs/performance-budget', 'deny', 'a user reads the address records'),
  row(60, 'admin', 'set', 'slugs/unrecorded-address', 'allow', "an admin records the address a post holds (a repair)", {
    data: { postId: 'unrecorded-slug-post' },
  }),
  row(60, 'user', 'set', 'slugs/unrecorded-address', 'deny', "a user records the address a post holds", {
    data: { postId: 'unrecorded-slug-post' },
  }),
  row(60, 'inactiveAdmin', 'set', 'slugs/unrecorded-address', 'deny', 'an inactive admin records the address a post holds', {
    data: { postId: 'unrecorded-slug-post' },
  }),
  row(60, 'admin', 'set', 'slugs/unrecorded-address', 'deny', 'an admin records an address with an extra key', {
    data: { postId: 'unrecorded-slug-post', note: 'x' },
  }),
  row(60, 'admin', 'set', 'slugs/reserved-address', 'deny', 'an admin reserves an address for a post that does not hold it', {
    data: { postId: 'published-post' },
  }),
  row(60, 'admin', 'set', 'slugs/performance-budget', 'deny', 'an admin hands a held address to another post', {
    data: { postId: 'published-post' },
  }),
  row(60, 'admin', 'delete', 'slugs/performance-budget', 'deny', 'an admin frees the address a post still holds'),
  row(60, 'admin', 'delete', 'slugs/stale-address', 'allow', 'an admin frees an address its post no longer holds'),
  row(60, 'user', 'delete', 'slugs/stale-address', 'deny', 'a user frees an address its post no longer holds'),

  // ----- blogs/{id}: meta description and social image ----------------------------------------
  row(61, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post with a 160-character description and an https social image', {
    data: newPost({ seoDescription: 'd'.repeat(160), socialImage: 'https://images.example.com/share.png' }),
  }),
  row(61, 'admin', 'update', 'blogs/published-post', 'allow', 'an admin clears the social image (the cover is shared)', {
    data: postEdit({ seoDescription: '', socialImage: null }),
  }),
  row(61, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with a 161-character description', {
    data: newPost({ seoDescription: 'd'.repeat(161) }),
  }),
  row(61, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post whose description is not text', { data: newPost({ seoDescription: 42 }) }),
  row(61, 'admin', 'create', 'blogs', 'deny', 'an admin creates a post with an http (not https) social image', {
    data: newPost({ socialImage: 'http://images.example.com/share.png' }),
  }),
  row(61, 'admin', 'update', 'blogs/published-post', 'deny', 'an admin gives a post a javascript: social image', {
    data: postEdit({ socialImage: 'javascript:alert(1)' }),
  }),

  // ----- closing one's own account ---------------------------------------------------------------
  row(62, 'user', 'delete', 'users/other-user', 'deny', "a user deletes the other user's document"),
  row(62, 'inactiveUser', 'delete', 'users/{self}', 'deny', 'a deactivated user deletes their own document (and with it the record of the block)'),
  row(62, 'deletedUser', 'delete', 'users/{self}', 'deny', 'a deleted user removes their marked document'),
  row(62, 'admin', 'delete', 'users/{self}', 'deny', 'an admin closes their own account (another admin takes their admin rights away first)'),
  row(62, 'user', 'delete', 'contact_messages/other-message', 'deny', "a user deletes the other user's message"),
  row(62, 'user', 'delete', 'contact_messages/emailed-message', 'deny', 'a user deletes a message matched to them only by e-mail (sent signed out)'),
  row(62, 'inactiveUser', 'delete', 'contact_messages/inactive-message', 'deny', 'a deactivated user deletes the message they sent while active'),
  row(62, 'deletedUser', 'delete', 'contact_messages/deleted-message', 'deny', 'a deleted user deletes the message they sent'),
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
  row(62, 'admin', 'delete', `${THREAD}/1`, 'allow', 'an admin deletes an entry of a thread'),
  row(62, 'user', 'delete', 'contact_messages/gone-message/replies/1', 'deny', 'a user deletes a thread entry whose enquiry is gone (no batch deletes it)'),

  // ----- the e-mail on one's document after an e-mail change ---------------------------------------
  row(63, 'movedUser', 'update', 'users/{self}', 'allow', 'a user sets their document’s e-mail to their new, verified address', {
    data: { email: movedUser.email },
  }),
  row(63, 'movedUser', 'update', 'users/{self}', 'deny', 'a user sets their document’s e-mail to an address their token does not carry', {
    data: { email: 'someone-else@example.com' },
  }),
  row(63, 'movedUnverifiedUser', 'update', 'users/{self}', 'deny', 'a user sets their document’s e-mail to their new address, not verified', {
    data: { email: movedUnverifiedUser.email },
  }),
  row(63, 'movedUnverifiedUser', 'update', 'users/{self}', 'allow', 'a user whose address is not verified changes their display name', {
    data: { displayName: 'Max M. Moved' },
  }),
  ...AREAS.flatMap((area) => area.rows),
];

// ---------------------------------------------------------------------------------------------
// Helpers both suites use to read a row the same way.

/** `{self}` replaced by the acting account's uid. */
function resolveSelf(row: AccessRow, text: string): string {
  if (!text.includes('{self}')) return text;
  if (row.actor === 'visitor') throw new Error(`A visitor has no {self}: ${row.path}`);
  return text.replaceAll('{self}', actors[row.actor].uid);
}

/** A batch's writes with `{self}` replaced. */
export function resolveWrites(row: AccessRow, writes: readonly BatchWrite[]): BatchWrite[] {
  return writes.map((write) =>
    write.op === 'add'
      ? { ...write, collection: resolveSelf(row, write.collection) }
      : { ...write, collection: resolveSelf(row, write.collection), id: resolveSelf(row, write.id) },
  );
}

/** The collection and (for document paths) the id a row acts on, `{self}` replaced. */
export function targetOf(row: AccessRow): { collection: string; id: string | null } {
  const path = resolveSelf(row, row.path);
  const segments = path.split('/');
  if (segments.some((segment) => segment === '')) throw new Error(`Bad path: ${row.path}`);
  return segments.length % 2 === 0
    ? { collection: segments.slice(0, -1).join('/'), id: segments[segments.length - 1] }
    : { collection: path, id: null };
}

/** The documents a row starts from: the world, less the document a `create` row is about to write. */
export function stateFor(row: AccessRow): World['collections'] {
  const state = structuredClone(world.collections);
  const { collection, id } = targetOf(row);
  if (row.op === 'create' && id !== null && state[collection]) delete state[collection][id];
  return state;
}

/** The row's name in both suites. */
export const rowName = (row: AccessRow) => `#${row.rule} ${row.actor} ${row.op} ${row.path}: ${row.expect} (${row.description})`;

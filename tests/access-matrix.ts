/**
 * The access table (`shared/access-rules.md`, 48 rows) as data. Both enforcers run every row:
 * the demo backend's policy in `tests/unit/access-matrix.test.ts`, and `firestore.rules` in
 * `tests/emulator/firestore-rules.test.ts`, each starting from the same `world`.
 *
 * How a row reads:
 * - `path` is a document (`blogs/published-post`) or, for `list` and id-less `create`, a collection.
 *   `{self}` stands for the acting account's uid.
 * - `create` means the document does not exist yet: with a document path the suites remove it from
 *   the world first and write it with `set`; with a collection path they `add` it (a generated id).
 *   `set` writes the whole document (or merges, with `merge: true`) over whatever the world has.
 *   `update` changes the named fields of an existing document.
 * - `data` is exactly what the app's data modules write, with the port's `SERVER_TIME` and
 *   `increment()` where the app uses them; a deny row differs from an allowed write only in the
 *   thing its rule checks, so it fails for that reason and no other.
 */
import { increment, SERVER_TIME, type ListQuery } from '@/backend/types.ts';

export type Actor = 'visitor' | 'user' | 'unverifiedUser' | 'otherUser' | 'admin' | 'inactiveAdmin';
export type SignedInActor = Exclude<Actor, 'visitor'>;
export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete' | 'set';
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
  expect: Expectation;
}

export interface WorldAccount {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  /** For the demo backend's sign-in; the emulator suite mints tokens instead. */
  password: string;
}

export interface World {
  actors: Record<SignedInActor, WorldAccount>;
  /** collection → id → document. Times are `Date`s (Firestore `Timestamp`s in the emulator suite). */
  collections: Record<string, Record<string, Doc>>;
}

// ---------------------------------------------------------------------------------------------
// The world every row starts from.

const actors: Record<SignedInActor, WorldAccount> = {
  user: { uid: 'user', email: 'user@example.com', emailVerified: true, displayName: 'Uma User', password: 'user-secret' },
  // Signed up but has not clicked the verification link yet; has no user document yet either.
  unverifiedUser: {
    uid: 'unverified-user',
    email: 'unverified@example.com',
    emailVerified: false,
    displayName: 'Ursula Unverified',
    password: 'unverified-secret',
  },
  otherUser: { uid: 'other-user', email: 'other@example.com', emailVerified: true, displayName: 'Oscar Other', password: 'other-secret' },
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

const storedMessage = (fields: { name: string; email: string; userId: string | null; service: string; message: string }): Doc => ({
  name: fields.name,
  email: fields.email,
  phone: '',
  company: '',
  service: fields.service,
  message: fields.message,
  status: 'unread',
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
      // Sent signed out, from the address the unverified account later claimed.
      'stranger-message': storedMessage({
        name: 'Sam Stranger',
        email: actors.unverifiedUser.email,
        userId: null,
        service: 'Database Solutions',
        message: 'We are planning a database migration and need help.',
      }),
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
  createdAt: '2026-02-10T10:00:00.000Z',
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

/** blogs.ts updateBlog with a new title and content. */
const postEdit = (extra: Doc = {}): Doc => ({
  title: 'Shipping a Mobile MVP in 12 Weeks',
  content: 'Twelve weeks, one clear scope, two app stores.',
  readTime: 1,
  updatedAt: SERVER_TIME,
  ...extra,
});

/** contact-messages.ts addContactMessage, signed out (sender null). */
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
  ...extra,
});

/** contact-messages.ts addContactMessage, signed in: the sender's name, e-mail and uid. */
const signedInMessage = (account: WorldAccount, extra: Doc = {}): Doc =>
  visitorMessage({ name: account.displayName, email: account.email, userId: account.uid, ...extra });

/** The admin inbox's "mark as read" and "reply" (spec §4, §7). */
const MARK_READ: Doc = { status: 'read', updatedAt: SERVER_TIME };
const REPLY: Doc = {
  status: 'replied',
  adminReply: 'Thanks for reaching out! A first version typically starts around $3,000.',
  repliedAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
};

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

/** The admin's active/inactive toggle (spec §7: "update doc with isActive"). */
const SERVICE_TOGGLE: Doc = { isActive: false };

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
const messagesByUid = (uid: string): ListQuery => ({ where: [['userId', '==', uid]] });
const messagesByEmail = (email: string): ListQuery => ({ where: [['email', '==', email]] });

// ---------------------------------------------------------------------------------------------
// The rows.

type Extra = Pick<AccessRow, 'query' | 'data' | 'merge'>;
const row = (
  rule: number,
  actor: Actor,
  op: Operation,
  path: string,
  expect: Expectation,
  description: string,
  extra: Extra = {},
): AccessRow => ({ rule, actor, description, op, path, ...extra, expect });

const { user, otherUser, unverifiedUser } = actors;

export const accessMatrix: readonly AccessRow[] = [
  // ----- users/{uid} -------------------------------------------------------------------------
  row(1, 'visitor', 'get', 'users/user', 'deny', 'a visitor reads a user document'),
  row(1, 'visitor', 'list', 'users', 'deny', 'a visitor lists users'),
  row(2, 'user', 'get', 'users/{self}', 'allow', 'a user reads their own document (getUserProfile)'),
  row(3, 'user', 'get', 'users/other-user', 'deny', "a user reads another user's document"),
  row(3, 'otherUser', 'get', 'users/user', 'deny', "the other user reads the user's document"),
  row(4, 'user', 'list', 'users', 'deny', 'a user lists users (listAllUsers)'),
  row(5, 'user', 'create', 'users/{self}', 'allow', 'a user creates their own document as sign-up writes it', {
    data: newProfile(user),
  }),
  row(5, 'unverifiedUser', 'create', 'users/{self}', 'allow', 'sign-up writes the profile before the e-mail is verified', {
    data: newProfile(unverifiedUser),
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
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user promotes themselves to admin', { data: { role: 'admin' } }),
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user changes their own isActive', { data: { isActive: false } }),
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user changes the e-mail on their document', {
    data: { email: 'someone-else@example.com' },
  }),
  row(11, 'user', 'delete', 'users/{self}', 'deny', 'a user deletes their own document'),
  row(12, 'admin', 'get', 'users/other-user', 'allow', "an admin reads a user's document"),
  row(12, 'admin', 'list', 'users', 'allow', 'an admin lists users (listAllUsers)'),
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
  row(15, 'admin', 'delete', 'users/other-user', 'allow', "an admin deletes a user's document"),

  // ----- inactive admins ---------------------------------------------------------------------
  row(16, 'inactiveAdmin', 'list', 'users', 'deny', 'an inactive admin lists users'),
  row(16, 'inactiveAdmin', 'update', 'users/other-user', 'deny', 'an inactive admin makes a user an admin', {
    data: { role: 'admin' },
  }),
  row(16, 'inactiveAdmin', 'delete', 'users/other-user', 'deny', "an inactive admin deletes a user's document"),
  row(16, 'inactiveAdmin', 'list', 'blogs', 'deny', 'an inactive admin lists posts including drafts', { query: ALL_BY_NEWEST }),
  row(16, 'inactiveAdmin', 'create', 'blogs', 'deny', 'an inactive admin creates a post', { data: newPost() }),
  row(16, 'inactiveAdmin', 'update', 'blogs/published-post', 'deny', 'an inactive admin edits a post', { data: postEdit() }),
  row(16, 'inactiveAdmin', 'list', 'contact_messages', 'deny', 'an inactive admin lists all messages', {
    query: ALL_BY_NEWEST,
  }),
  row(16, 'inactiveAdmin', 'update', 'contact_messages/user-message', 'deny', 'an inactive admin replies to a message', {
    data: REPLY,
  }),
  row(16, 'inactiveAdmin', 'create', 'services', 'deny', 'an inactive admin adds a service', { data: newService() }),
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
  row(21, 'visitor', 'update', 'blogs/published-post', 'allow', 'a visitor counts one view (recordBlogView)', {
    data: { views: increment(1) },
  }),
  row(21, 'user', 'update', 'blogs/published-post', 'allow', 'a signed-in reader counts one view (recordBlogView)', {
    data: { views: increment(1) },
  }),
  row(22, 'visitor', 'update', 'blogs/published-post', 'deny', 'a visitor adds five views', { data: { views: increment(5) } }),
  row(22, 'visitor', 'update', 'blogs/published-post', 'deny', 'a visitor adds one view and one like', {
    data: { views: increment(1), likes: increment(1) },
  }),
  row(22, 'visitor', 'update', 'blogs/published-post', 'deny', 'a visitor adds one view and changes the title', {
    data: { views: increment(1), title: 'Defaced' },
  }),
  row(23, 'visitor', 'update', 'blogs/draft-post', 'deny', 'a visitor counts one view of a draft', {
    data: { views: increment(1) },
  }),
  row(24, 'user', 'create', 'blogs', 'deny', 'a user creates a post', { data: newPost() }),
  row(24, 'user', 'update', 'blogs/published-post', 'deny', 'a user edits a post', { data: postEdit() }),
  row(24, 'user', 'delete', 'blogs/published-post', 'deny', 'a user deletes a post'),
  row(25, 'admin', 'list', 'blogs', 'allow', 'an admin lists every post, drafts included (listAllBlogs)', {
    query: ALL_BY_NEWEST,
  }),
  row(25, 'admin', 'get', 'blogs/draft-post', 'allow', 'an admin reads a draft'),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post (createBlog)', { data: newPost() }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post whose title is exactly 200 characters', {
    data: newPost({ title: 'T'.repeat(200) }),
  }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post with a long tag (the form does not bound tags)', {
    data: newPost({ tags: ['A tag that is well over fifty characters long, as the form allows'] }),
  }),
  row(26, 'admin', 'create', 'blogs', 'allow', 'an admin creates a post with an https cover image', {
    data: newPost({ image: 'https://images.example.com/covers/performance.jpg' }),
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'allow', 'an admin edits a post (updateBlog)', { data: postEdit() }),
  row(26, 'admin', 'update', 'blogs/draft-post', 'allow', 'an admin publishes a draft (updateBlog)', {
    data: { isPublished: true, updatedAt: SERVER_TIME },
  }),
  row(26, 'admin', 'update', 'blogs/published-post', 'deny', "an admin edits a post with the client's clock as updatedAt", {
    data: postEdit({ updatedAt: CLIENT_TIME }),
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

  // ----- contact_messages/{id} ---------------------------------------------------------------
  row(28, 'visitor', 'create', 'contact_messages', 'allow', 'a visitor sends an enquiry (addContactMessage)', {
    data: visitorMessage(),
  }),
  row(28, 'visitor', 'create', 'contact_messages', 'allow', 'a visitor sends a message of exactly 5000 characters', {
    data: visitorMessage({ message: 'm'.repeat(5000) }),
  }),
  row(29, 'visitor', 'create', 'contact_messages', 'deny', "a visitor sends an enquiry under the user's uid", {
    data: visitorMessage({ userId: user.uid }),
  }),
  row(29, 'user', 'create', 'contact_messages', 'deny', "a user sends an enquiry under the other user's uid", {
    data: signedInMessage(user, { userId: otherUser.uid }),
  }),
  row(30, 'visitor', 'create', 'contact_messages', 'deny', 'a visitor sends an enquiry marked replied', {
    data: visitorMessage({ status: 'replied' }),
  }),
  row(30, 'visitor', 'create', 'contact_messages', 'deny', 'a visitor sends an enquiry with an admin reply', {
    data: visitorMessage({ adminReply: 'Yes, we can do it for free.' }),
  }),
  row(31, 'visitor', 'create', 'contact_messages', 'deny', 'a visitor sends a message of 5001 characters', {
    data: visitorMessage({ message: 'm'.repeat(5001) }),
  }),
  row(31, 'visitor', 'create', 'contact_messages', 'deny', 'a visitor sends an enquiry with an extra key', {
    data: visitorMessage({ priority: 'high' }),
  }),
  row(32, 'visitor', 'get', 'contact_messages/user-message', 'deny', "a visitor reads the user's message"),
  row(32, 'visitor', 'list', 'contact_messages', 'deny', 'a visitor lists messages'),
  row(32, 'visitor', 'list', 'contact_messages', 'deny', "a visitor lists messages by the user's e-mail", {
    query: messagesByEmail(user.email),
  }),
  row(33, 'user', 'create', 'contact_messages', 'allow', 'a user sends an enquiry signed in (addContactMessage)', {
    data: signedInMessage(user),
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
  row(38, 'user', 'delete', 'contact_messages/user-message', 'deny', 'a user deletes their own message'),
  row(39, 'admin', 'list', 'contact_messages', 'allow', 'an admin lists every message (listAllMessages)', {
    query: ALL_BY_NEWEST,
  }),
  row(39, 'admin', 'list', 'contact_messages', 'allow', 'an admin counts unread messages (countUnreadMessages)', {
    query: UNREAD_MESSAGES,
  }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'allow', 'an admin marks a message read', { data: MARK_READ }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'allow', 'an admin replies to a message', { data: REPLY }),
  row(39, 'admin', 'update', 'contact_messages/user-message', 'deny', "an admin marks a message read with the client's clock", {
    data: { ...MARK_READ, updatedAt: CLIENT_TIME },
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
  row(44, 'admin', 'create', 'services', 'allow', 'an admin adds a service with a long feature (the form does not bound it)', {
    data: newService({ features: ['A feature described at length: '.padEnd(240, 'x')] }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', "an admin adds a service with the client's clock as createdAt", {
    data: newService({ createdAt: CLIENT_TIME }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service whose rating is not a number', {
    data: newService({ rating: '5 stars' }),
  }),
  row(44, 'admin', 'create', 'services', 'deny', 'an admin adds a service with a 51-character icon name', {
    data: newService({ icon: 'i'.repeat(51) }),
  }),
  row(44, 'admin', 'update', 'services/active-service', 'allow', 'an admin deactivates a service', { data: SERVICE_TOGGLE }),
  row(44, 'admin', 'delete', 'services/inactive-service', 'allow', 'an admin deletes a service'),
  row(44, 'admin', 'get', 'services/inactive-service', 'allow', 'an admin reads an inactive service'),
  row(44, 'admin', 'list', 'services', 'allow', 'an admin lists every service (listAllServices)', { query: ALL_BY_NEWEST }),

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
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a tagline of 501 characters', {
    data: siteSettings({ tagline: 't'.repeat(501) }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a company name that is not text', {
    data: siteSettings({ companyName: 42 }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a social address of 501 characters', {
    data: siteSettings({ social: { GitHub: `https://github.com/${'x'.repeat(482)}` } }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves a social link for an unknown network', {
    data: siteSettings({ social: { MySpace: 'https://myspace.com/novaforge' } }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', 'an admin saves settings with an unknown key', {
    data: siteSettings({ maintenanceMode: true }),
  }),
  row(47, 'admin', 'set', 'settings/site', 'deny', "an admin saves settings with the client's clock as updatedAt", {
    data: siteSettings({ updatedAt: CLIENT_TIME }),
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
];

// ---------------------------------------------------------------------------------------------
// Helpers both suites use to read a row the same way.

/** The collection and (for document paths) the id a row acts on, `{self}` replaced. */
export function targetOf(row: AccessRow): { collection: string; id: string | null } {
  let path = row.path;
  if (path.includes('{self}')) {
    if (row.actor === 'visitor') throw new Error(`A visitor has no {self}: ${row.path}`);
    path = path.replaceAll('{self}', actors[row.actor].uid);
  }
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
export const rowName = (row: AccessRow) => `#${row.rule} ${row.actor} ${row.op} ${row.path}: ${row.expect}`;

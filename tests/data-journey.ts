/**
 * Every data function the screens call (src/data/*), in the order people use them, on one backend:
 * a visitor reads and writes what visitors may, a new person signs up and sends an enquiry, an admin
 * runs the site, and the enquirer reads the reply. Run on the demo backend
 * (tests/unit/data-journey.test.ts) and on Firebase — the app's own adapter and auth gateway against
 * the Auth and Firestore emulators with the real firestore.rules (tests/emulator/data-journey.test.ts).
 * Whatever query shape or write a data module makes, the rules and the adapter meet it here.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setBackendForTests } from '@/backend/index.ts';
import type { Backend, DocumentData } from '@/backend/types.ts';
import {
  adminBlogFigures,
  countBlogPosts,
  createBlog,
  deleteBlog,
  getBlog,
  isScheduled,
  listBlogPage,
  listFeaturedBlogs,
  listPublishedBlogs,
  listRelatedBlogs,
  publicBlogStats,
  recordBlogView,
  updateBlog,
} from '@/features/blog/data/blogs.ts';
import {
  addContactMessage,
  countInboxMessages,
  countMessageStats,
  conversationOf,
  countUnreadMessages,
  deleteMessage,
  listMessagesPage,
  listMyMessages,
  listThread,
  markMessageRead,
  markMessageReplied,
  readAllMessages,
  replyToMessage,
  sendFollowUp,
} from '@/features/enquiries/data/contact-messages.ts';
import { readContentVersion } from '@/data/content-version.ts';
import { countActivity, existingTargets, listActivityPage, NO_FILTER } from '@/features/activity/data/activity.ts';
import { migratePublishAt } from '@/features/blog/data/migrate-publish-at.ts';
import { listRevisions, revisionsOf } from '@/features/blog/data/revisions.ts';
import { DASHBOARD_LOADERS } from '@/data/dashboard.ts';
import { countNewArrivals, markScreenSeen } from '@/data/arrivals.ts';
import { postSearchTerms } from '@/lib/search-terms.ts';
import { addService, deleteService, listActiveServices, listAllServices, setServiceActive, updateService } from '@/features/site/data/services.ts';
import { listMyApplications, submitApplication } from '@/features/careers/data/applications.ts';
import { emptyOpeningInput, validateOpening, type OpeningInput } from '@/features/careers/data/opening-input.ts';
import {
  applicationCounts, createOpening, getOpening, listOpeningsPage, listOpenOpenings, OpeningAddressTakenError, openingStats, setOpeningClosed, updateOpening,
} from '@/features/careers/data/opening-store.ts';
import { dayOf } from '@/features/careers/data/openings.ts';
import {
  confirmationLinkIn,
  confirmSubscription,
  countSubscribers,
  listSubscribersPage,
  NEWSLETTER_ERRORS,
  subscribe,
  unsubscribeWithLink,
} from '@/features/newsletter/data/newsletter.ts';
import { recheckAccount, signIn, signOut, signUp, updateDisplayName } from '@/features/accounts/data/session.ts';
import { DEFAULT_SITE_SETTINGS, getSiteSettings, saveSiteSettings } from '@/features/site/data/settings.ts';
import {
  countUserEnquiries,
  countUsers,
  deleteUser,
  getUserProfile,
  listUsersPage,
  markMessagesSeen,
  searchUsers,
  setUserActive,
  updateUserRole,
} from '@/features/accounts/data/users.ts';

export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: 'user' | 'admin';
}

export interface JourneyBackend {
  backend: Backend;
  /** Writes past the rules, as a console or a seed script would: an account with its user document. */
  seedAccount(account: SeedAccount): Promise<void>;
  /** Writes one document past the rules. */
  seedDoc(collection: string, id: string, data: DocumentData): Promise<void>;
  /** Does sign-up mark the e-mail verified? (The demo backend sends no e-mail, so yes; Firebase: no.) */
  signUpIsVerified: boolean;
  /** Follows the verification link mailed to the signed-in account, as its owner would (Firebase: the Auth emulator's outbox). */
  verifyEmail(email: string): Promise<void>;
  /**
   * The sign-in link last mailed to `email`, as the page it opens receives it (`demoLink`: what the
   * demo backend handed back instead of mailing it; Firebase: from the Auth emulator's outbox).
   */
  emailLinkFor(email: string, demoLink: string | null): Promise<string>;
  /** How many accounts have this address. */
  accountsWith(email: string): Promise<number>;
}

const DAY = 24 * 3600 * 1000;
const post = (title: string, daysAgo: number, extra: DocumentData = {}): DocumentData => ({
  title,
  excerpt: `About ${title}`,
  content: `${title}. A few words of content.`,
  category: 'Technology',
  tags: ['Seed'],
  searchTerms: postSearchTerms({ title, excerpt: `About ${title}`, content: `${title}. A few words of content.`, category: 'Technology', tags: ['Seed'], authorName: 'Ada Admin' }),
  image: null,
  authorName: 'Ada Admin',
  readTime: 1,
  views: 10,
  likes: 0,
  isFeatured: true,
  isPublished: true,
  createdAt: new Date(Date.now() - daysAgo * DAY),
  updatedAt: new Date(Date.now() - daysAgo * DAY),
  publishAt: new Date(Date.now() - daysAgo * DAY),
  ...extra,
});

/** An opening's stored facts, as createOpening writes them (for the journey's seed): on site, no salary. */
function openingFields({ slug: _slug, ...input }: OpeningInput) {
  return { ...input, office: { locality: 'San Francisco', region: 'CA', country: 'US' }, salary: null, openUntil: input.validThrough ?? '9999-12-31' };
}

const ENQUIRY = {
  name: 'Vera Visitor',
  email: 'vera@example.org',
  phone: '',
  company: 'Visitor Ltd',
  service: 'Web Development',
  message: 'We need a new online shop.',
};

export function describeDataJourney(label: string, open: () => Promise<JourneyBackend>) {
  describe(`${label}: every data function, as people use them`, () => {
    const admin: SeedAccount = {
      uid: `journey-admin-${Date.now()}`,
      email: `admin-${Date.now()}@example.com`,
      password: 'admin-secret',
      displayName: 'Ada Admin',
      role: 'admin',
    };
    const newcomer = { name: 'Nora Newcomer', email: `nora-${Date.now()}@example.com`, password: 'nora-secret' };
    let env: JourneyBackend;
    let noraUid = '';

    /** Runs an admin's write and checks that it moved the content version to now (src/data/content-version.ts). */
    const LONG_AGO = new Date('2020-01-01T00:00:00.000Z');
    async function movesContentVersion<T>(write: () => Promise<T>): Promise<T> {
      await env.seedDoc('meta', 'content', { updatedAt: LONG_AGO });
      const result = await write();
      expect(Number(await readContentVersion())).toBeGreaterThan(LONG_AGO.getTime() + DAY);
      return result;
    }

    beforeAll(async () => {
      env = await open();
      setBackendForTests(env.backend);
      await env.seedAccount(admin);
      await env.seedDoc('openings', 'ui-ux-designer', {
        ...openingFields({ ...emptyOpeningInput(new Date(Date.now() - 10 * DAY)), title: 'UI/UX Designer', department: 'Design', description: 'Design.' }),
        closed: false,
        createdAt: new Date(Date.now() - 10 * DAY),
        updatedAt: new Date(Date.now() - 10 * DAY),
      });
      await env.seedDoc('blogs', 'old-post', post('Old post', 30));
      await env.seedDoc('blogs', 'new-post', post('New post', 2));
      await env.seedDoc('blogs', 'draft-post', post('Draft post', 1, { isPublished: false }));
      await env.seedDoc('services', 'web', {
        title: 'Web Development',
        description: 'Fast websites.',
        category: 'Web Development',
        price: '$2,500',
        features: ['Responsive'],
        isActive: true,
        views: 0,
        rating: 4.8,
        reviews: 3,
        createdAt: new Date(Date.now() - 10 * DAY),
        updatedAt: new Date(Date.now() - 10 * DAY),
      });
    });

    it('a visitor reads published posts, services and settings, counts a view and sends an enquiry', async () => {
      expect((await listPublishedBlogs()).map((item) => item.title)).toEqual(['New post', 'Old post']);
      expect((await listFeaturedBlogs(1)).map((item) => item.title)).toEqual(['New post']);
      // The blog list, one post a page: Next from a cursor, Previous back; search; counts and a sum.
      const latest = { category: '', sort: 'latest' as const, search: '', pageSize: 1 };
      const first = await listBlogPage(latest);
      expect(first.posts.map((item) => item.title)).toEqual(['New post']);
      expect(first.previous).toBeNull();
      const second = await listBlogPage({ ...latest, after: first.next! });
      expect(second.posts.map((item) => item.title)).toEqual(['Old post']);
      expect(second.next).toBeNull();
      expect((await listBlogPage({ ...latest, before: second.previous! })).posts.map((item) => item.title)).toEqual(['New post']);
      expect((await listBlogPage({ ...latest, sort: 'oldest', pageSize: 5 })).posts.map((item) => item.title)).toEqual(['Old post', 'New post']);
      expect((await listBlogPage({ ...latest, sort: 'popular', category: 'Technology', pageSize: 5 })).posts).toHaveLength(2);
      expect((await listBlogPage({ ...latest, search: 'OLD', pageSize: 5 })).posts.map((item) => item.title)).toEqual(['Old post']);
      expect((await listBlogPage({ ...latest, search: 'draft', pageSize: 5 })).posts).toEqual([]);
      expect(await countBlogPosts('', '')).toBe(2);
      expect(await countBlogPosts('Technology', 'new')).toBe(1);
      expect(await publicBlogStats()).toEqual({ totalArticles: 2, totalViews: 20, authors: 1, categories: 1, categoriesInUse: ['Technology'] });
      expect((await listRelatedBlogs({ id: 'new-post', category: 'Technology' }, 3)).map((item) => item.title)).toEqual(['Old post']);
      expect((await getBlog('new-post'))?.title).toBe('New post');
      expect(await getBlog('draft-post')).toBeNull();
      // The content version: never moved yet, and a view does not move it.
      expect(await readContentVersion()).toBe('');
      await recordBlogView('new-post');
      expect((await getBlog('new-post'))?.views).toBe(11);
      expect(await readContentVersion()).toBe('');
      expect((await listActiveServices()).map((item) => item.title)).toEqual(['Web Development']);
      expect((await getSiteSettings()).companyName).toBe(DEFAULT_SITE_SETTINGS.companyName);
      expect(await addContactMessage(ENQUIRY, null)).toEqual(expect.any(String));
      await expect(listMessagesPage({ status: 'all', search: '' })).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(countMessageStats()).rejects.toMatchObject({ code: 'permission-denied' });
    });

    it('a newcomer signs up, names themselves, sends an enquiry and sees it', async () => {
      const user = await signUp(newcomer.name, newcomer.email, newcomer.password);
      noraUid = user.uid;
      expect(user).toMatchObject({ email: newcomer.email, displayName: newcomer.name, emailVerified: env.signUpIsVerified });
      expect(await getUserProfile(user.uid)).toMatchObject({ role: 'user', isActive: true, displayName: newcomer.name });
      await updateDisplayName(user.uid, 'Nora N.');
      expect((await getUserProfile(user.uid))?.displayName).toBe('Nora N.');
      await markMessagesSeen(user.uid);
      expect((await getUserProfile(user.uid))?.messagesSeenAt).toBeInstanceOf(Date);
      let session = env.backend.auth.currentUser();
      expect(session).not.toBeNull();
      if (!env.signUpIsVerified) {
        // Until its address is verified, an account applies (and sends enquiries) as a visitor does: under
        // the address typed, and not on its own list (the rules refuse it under its uid), so nobody reads
        // replies meant for an address they only claim.
        await submitApplication(
          { name: newcomer.name, email: 'owner@example.org', position: 'UI/UX Designer', openingId: 'ui-ux-designer', links: ['https://nora.example.org'], coverNote: '', consent: true },
          session,
        );
        expect(await listMyApplications(session!)).toEqual([]);
        await env.verifyEmail(newcomer.email);
        session = env.backend.auth.currentUser();
        expect(session).toMatchObject({ email: newcomer.email, emailVerified: true });
      }
      await addContactMessage({ ...ENQUIRY, message: 'Logged in this time.' }, session);
      const mine = await listMyMessages(session!);
      expect(mine.map((message) => [message.message, message.name, message.status])).toEqual([['Logged in this time.', 'Nora N.', 'unread']]);
      await expect(listUsersPage('all', null)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(countUsers()).rejects.toMatchObject({ code: 'permission-denied' });
      await signOut();
    });

    it('an admin runs the site: posts, services, settings, enquiries and users', async () => {
      await signIn(admin.email, admin.password);
      expect(await recheckAccount(admin.uid)).toBe(true);

      // Posts.
      const everyPost = await listBlogPage({ scope: 'all', category: '', sort: 'latest', search: '', pageSize: 20 });
      expect(everyPost.posts.map((item) => item.title)).toEqual(['Draft post', 'New post', 'Old post']);
      expect(await adminBlogFigures()).toMatchObject({ totalPosts: 3, totalViews: 31, categories: ['Technology'] }); // 10 + 10 + 10, and the visitor's view
      // Each change to what public pages show moves the content version in its batch.
      const id = await movesContentVersion(() =>
        createBlog(
          { title: 'Fresh post', excerpt: '', content: 'Fresh words here.', category: 'Business', tags: ['New'], isFeatured: false, isPublished: false },
          admin.displayName,
        ),
      );
      await movesContentVersion(() => updateBlog(id, { title: 'Fresh post, edited', isPublished: true }));
      expect(await getBlog(id)).toMatchObject({ title: 'Fresh post, edited', isPublished: true, views: 0, authorName: 'Ada Admin' });
      // Its search terms follow the edit: found by the new word, and by a word of its body.
      expect((await listBlogPage({ category: '', sort: 'latest', search: 'edited', pageSize: 5 })).posts.map((item) => item.id)).toEqual([id]);
      expect((await listBlogPage({ category: '', sort: 'latest', search: 'words here', pageSize: 5 })).posts.map((item) => item.id)).toEqual([id]);
      await movesContentVersion(() => deleteBlog('old-post'));
      expect((await listPublishedBlogs()).map((item) => item.title)).toEqual(['Fresh post, edited', 'New post']);

      // Services.
      const serviceId = await movesContentVersion(() => addService({
        title: 'Cloud Migration',
        description: 'Move to the cloud.',
        category: 'Cloud Services',
        price: '$4,000',
        duration: '4-8 weeks',
        features: ['Plan'],
        isPopular: false,
        isActive: true,
      }));
      await movesContentVersion(() => updateService(serviceId, {
        title: 'Cloud Migration',
        description: 'Move to the cloud, safely.',
        category: 'Cloud Services',
        price: '$4,500',
        duration: '4-8 weeks',
        features: ['Plan', 'Cut-over'],
        isPopular: true,
        isActive: true,
      }));
      await movesContentVersion(() => setServiceActive('web', false));
      expect((await listAllServices()).map((item) => [item.title, item.isActive]).sort()).toEqual([
        ['Cloud Migration', true],
        ['Web Development', false],
      ]);
      await movesContentVersion(() => deleteService('web'));

      // Settings.
      await movesContentVersion(() => saveSiteSettings({ ...DEFAULT_SITE_SETTINGS, phone: '+1 (555) 000-1111' }));
      expect((await getSiteSettings()).phone).toBe('+1 (555) 000-1111');

      // Enquiries.
      const inbox = (await listMessagesPage({ status: 'all', search: '' })).messages;
      expect(inbox.map((message) => message.message)).toEqual(['Logged in this time.', 'We need a new online shop.']);
      expect(await countUnreadMessages()).toBe(2);
      expect(await countMessageStats()).toEqual({ total: 2, unread: 2, read: 0, replied: 0 });
      expect((await listMessagesPage({ status: 'unread', search: 'vera' })).messages.map((message) => message.name)).toEqual(['Vera Visitor']);
      expect(await countInboxMessages('all', 'nora')).toBe(1);
      const [fromNora, fromVera] = inbox;
      await markMessageRead(fromVera.id);
      await markMessageReplied(fromVera.id);
      await replyToMessage(fromNora.id, 'Happy to help, Nora.');
      expect(await countUnreadMessages()).toBe(0);
      const spam = await addContactMessage({ ...ENQUIRY, message: 'Spam, please delete.' }, null);
      await deleteMessage(spam, { senderName: ENQUIRY.name });
      expect(await readAllMessages()).toHaveLength(2);
      expect((await listMessagesPage({ status: 'replied', search: '' })).messages).toHaveLength(2);

      // Users.
      const users = (await listUsersPage('all', null)).users;
      expect(users.map((user) => user.email).sort()).toEqual([admin.email, newcomer.email].sort());
      expect(await countUsers()).toMatchObject({ total: 2, admins: 1 });
      expect((await searchUsers(newcomer.email.slice(0, 6), 'all')).map((user) => user.uid)).toEqual([noraUid]);
      const nora = users.find((user) => user.uid === noraUid)!;
      // The dashboard's figures: counts and sums, every source answering.
      for (const load of Object.values(DASHBOARD_LOADERS)) await expect(load(new Date(), { activity: true, charts: true })).resolves.toBeDefined();
      // The sidebar's "new" badges: counted from when the admin last opened each screen, the server's time.
      await markScreenSeen(admin.uid, 'applicationsSeenAt');
      await markScreenSeen(admin.uid, 'subscribersSeenAt');
      const looked = (await getUserProfile(admin.uid))!;
      expect(looked.applicationsSeenAt).toBeInstanceOf(Date);
      expect(await countNewArrivals(looked)).toEqual({ applications: 0, subscribers: 0 });
      expect(await countUserEnquiries(nora)).toBe(1);
      await updateUserRole(nora, 'admin');
      await updateUserRole(nora, 'user');
      await setUserActive({ ...nora, role: 'user' }, false);
      expect(await getUserProfile(noraUid)).toMatchObject({ role: 'user', isActive: false });
      await setUserActive({ ...nora, role: 'user' }, true);

      // The audit log: each change above has its entry, by the admin, and the filters find them.
      const log = await listActivityPage(NO_FILTER, { pageSize: 100 });
      expect(new Set(log.entries.map((entry) => entry.area))).toEqual(new Set(['posts', 'services', 'settings', 'enquiries', 'users']));
      expect(new Set(log.entries.map((entry) => entry.by))).toEqual(new Set([admin.uid]));
      const services = await listActivityPage({ ...NO_FILTER, area: 'services' });
      expect(services.entries.map((entry) => entry.action).sort()).toEqual(['created', 'deactivated', 'deleted', 'updated']);
      expect(services.entries.find((entry) => entry.action === 'created')).toMatchObject({ summary: 'Added the service “Cloud Migration”', target: `services/${serviceId}` });
      expect(await countActivity({ ...NO_FILTER, area: 'services' })).toBe(4);
      expect(await countActivity({ ...NO_FILTER, by: admin.uid, area: 'users' })).toBe(4);
      const today = new Date();
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      expect(await countActivity({ ...NO_FILTER, from: day, to: day })).toBe(log.entries.length);
      expect(await existingTargets([`services/${serviceId}`, 'services/web'])).toEqual(new Set([`services/${serviceId}`]));
      await signOut();
    });

    it('a post stored before scheduled publishing is for staff only until the migration gives it its creation time', async () => {
      const { publishAt: _none, ...older } = post('Older post', 40);
      await env.seedDoc('blogs', 'older-post', older);
      expect(await getBlog('older-post')).toBeNull();
      await signIn(admin.email, admin.password);
      expect(await migratePublishAt()).toMatchObject({ updated: 1 });
      // Run again, it finds nothing to do.
      expect(await migratePublishAt()).toMatchObject({ updated: 0 });
      // The change is in the audit log, as the admin's.
      const posts = await listActivityPage({ ...NO_FILTER, area: 'posts', by: admin.uid });
      expect(posts.entries.filter((entry) => entry.target === 'blogs/older-post').map((entry) => entry.summary)).toEqual(['Gave “Older post” its publication time']);
      await signOut();
      expect((await getBlog('older-post'))?.publishAt?.getTime()).toBe((older.createdAt as Date).getTime());
      expect((await listPublishedBlogs()).map((item) => item.id)).toContain('older-post');
      await signIn(admin.email, admin.password);
      await deleteBlog('older-post');
      await signOut();
    });

    it('an admin schedules a post: visitors neither read nor list it until its time, then they do, and pages learn the time', async () => {
      await signIn(admin.email, admin.password);
      const at = new Date(Date.now() + 3_000);
      const id = await movesContentVersion(() =>
        createBlog(
          { title: 'Scheduled post', excerpt: '', content: 'Out at its time.', category: 'Business', tags: [], isFeatured: false, isPublished: true, publishAt: at },
          admin.displayName,
        ),
      );
      const stored = await getBlog(id);
      expect(stored && isScheduled(stored)).toBe(true);
      expect((await listBlogPage({ scope: 'all', category: '', sort: 'latest', search: '', pageSize: 20 })).posts.map((item) => item.id)).toContain(id);
      // The content version holds its time, for pages built before it (scripts/page-boot.browser.js).
      const meta = await env.backend.store.get('meta', 'content');
      expect((meta?.publishTimes as Date[]).map((time) => time.getTime())).toContain(at.getTime());
      await signOut();

      const listed = async () => (await listPublishedBlogs()).map((item) => item.id);
      const before = await countBlogPosts('', '');
      expect(await getBlog(id)).toBeNull();
      expect(await listed()).not.toContain(id);
      expect((await listBlogPage({ category: 'Business', sort: 'popular', search: '', pageSize: 9 })).posts.map((item) => item.id)).not.toContain(id);
      // Its time comes (polled: no fixed wait).
      await vi.waitFor(async () => expect(await getBlog(id)).not.toBeNull(), { timeout: 20_000, interval: 250 });
      expect(await listed()).toContain(id);
      expect(await countBlogPosts('', '')).toBe(before + 1);
      expect((await listBlogPage({ category: 'Business', sort: 'popular', search: '', pageSize: 9 })).posts.map((item) => item.id)).toContain(id);

      await signIn(admin.email, admin.password);
      await deleteBlog(id);
      await signOut();
    });

    it('an admin saves a post three times: each save keeps the version it replaced, newest first, paged; they go with the post', async () => {
      await signIn(admin.email, admin.password);
      const id = await createBlog(
        { title: 'Revised post', excerpt: '', content: 'First words.', category: 'Business', tags: [], isFeatured: false, isPublished: false },
        admin.displayName,
      );
      // Saves a person makes are milliseconds apart at least (the demo backend's clock counts whole
      // milliseconds, and revisions are ordered by when they were replaced): each save waits for the next.
      const nextMillisecond = async () => {
        const now = Date.now();
        await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now));
      };
      await nextMillisecond();
      await updateBlog(id, { title: 'Revised post, second', content: 'Second words.' });
      await nextMillisecond();
      await updateBlog(id, { title: 'Revised post, third' });
      await nextMillisecond();
      await updateBlog(id, { isPublished: true });
      const first = await listRevisions(id, 2);
      expect(first.revisions.map((revision) => [revision.version.title, revision.version.isPublished])).toEqual([
        ['Revised post, third', false],
        ['Revised post, second', false],
      ]);
      // Who saved each version: the one who replaced the version before it; the admin replaced each.
      expect(first.revisions.map((revision) => [revision.savedByName, revision.replacedByName])).toEqual([
        [admin.displayName, admin.displayName],
        [admin.displayName, admin.displayName],
      ]);
      expect(first.currentSavedByName).toBe(admin.displayName);
      expect(first.next).not.toBeNull();
      const second = await listRevisions(id, 2, first.next!);
      expect(second.revisions.map((revision) => [revision.version.title, revision.version.content, revision.savedByName])).toEqual([
        ['Revised post', 'First words.', null],
      ]);
      expect(second.next).toBeNull();
      // Nobody edits one.
      await expect(
        env.backend.store.batch([{ op: 'update', collection: revisionsOf(id), id: second.revisions[0].id, data: { replacedByName: 'Someone' } }]),
      ).rejects.toThrow();

      await deleteBlog(id);
      expect(await env.backend.store.list(revisionsOf(id))).toEqual([]);
      await signOut();
    });

    it('the enquirer reads the reply and writes back; the admin replies again; the conversation holds both replies in order', async () => {
      const user = await signIn(newcomer.email, newcomer.password);
      const mine = await listMyMessages(user);
      expect(mine.map((message) => [message.status, message.adminReply])).toEqual([['replied', 'Happy to help, Nora.']]);
      const enquiry = mine[0].id;
      await sendFollowUp(enquiry, 'Could we start next month?');
      expect((await listMyMessages(user)).map((message) => [message.status, message.replyCount])).toEqual([['unread', 1]]);
      await signOut();

      await signIn(admin.email, admin.password);
      expect(await countUnreadMessages()).toBe(1);
      expect((await listMessagesPage({ status: 'unread', search: 'month' })).messages.map((message) => message.id)).toEqual([enquiry]);
      await replyToMessage(enquiry, 'Yes, next month works.');
      await signOut();

      const again = await signIn(newcomer.email, newcomer.password);
      const [message] = await listMyMessages(again);
      expect(message).toMatchObject({ status: 'replied', adminReply: 'Yes, next month works.', replyCount: 2 });
      expect(conversationOf(message, await listThread(enquiry)).map((entry) => [entry.from, entry.text])).toEqual([
        ['admin', 'Happy to help, Nora.'],
        ['sender', 'Could we start next month?'],
        ['admin', 'Yes, next month works.'],
      ]);
      await signOut();
    });

    it('a deactivated account is refused at login; a deleted one stays refused and findable', async () => {
      await signIn(admin.email, admin.password);
      await setUserActive({ uid: noraUid, email: newcomer.email, displayName: 'Nora', role: 'user' }, false);
      await signOut();
      await expect(signIn(newcomer.email, newcomer.password)).rejects.toMatchObject({ code: 'account-deactivated' });
      expect(env.backend.auth.currentUser()).toBeNull();

      await signIn(admin.email, admin.password);
      await deleteUser({ uid: noraUid, email: newcomer.email, displayName: 'Nora' });
      expect(await getUserProfile(noraUid)).toMatchObject({ isActive: false, deletedAt: expect.any(Date) });
      // Nothing brings a deleted account back, not even an admin.
      await expect(setUserActive({ uid: noraUid, email: newcomer.email, displayName: 'Nora', role: 'user' }, true)).rejects.toMatchObject({ code: 'permission-denied' });
      await signOut();

      await expect(signIn(newcomer.email, newcomer.password)).rejects.toMatchObject({ code: 'account-deleted' });
      expect(env.backend.auth.currentUser()).toBeNull();
    });

    it('a visitor subscribes to the newsletter; only the link mailed to the address confirms it, once, and leaves no account', async () => {
      const reader = `reader-${Date.now()}@example.org`;
      const sent = await subscribe(reader, null);
      expect(sent).toMatchObject({ kind: 'link-sent', email: reader });
      const visitor = env.backend.auth.currentUser();
      expect(visitor?.isAnonymous).toBe(true);
      const link = await env.emailLinkFor(reader, sent.kind === 'link-sent' ? sent.demoLink : null);
      expect(confirmationLinkIn(new URL(link).search)).toEqual({ email: reader });

      // The subscribing browser knows the page's address, but not the code mailed to the inbox.
      const forged = new URL(link);
      forged.searchParams.set('oobCode', 'made-up-by-the-subscriber');
      await expect(confirmSubscription(reader, forged.href)).rejects.toMatchObject({ code: NEWSLETTER_ERRORS.invalidLink });
      // The link is for its own address only.
      await expect(confirmSubscription(`other-${reader}`, link)).rejects.toMatchObject({ code: NEWSLETTER_ERRORS.invalidLink });

      const unsubscribe = new URL(await confirmSubscription(reader, link), 'https://site.example');
      expect(unsubscribe.pathname).toBe('/newsletter/unsubscribe');
      // The page's own session is the visitor still; the link's sign-in left no account behind.
      expect(env.backend.auth.currentUser()?.uid).toBe(visitor?.uid);
      expect(await env.accountsWith(reader)).toBe(0);
      // Used once.
      await expect(confirmSubscription(reader, link)).rejects.toMatchObject({ code: NEWSLETTER_ERRORS.invalidLink });

      await signIn(admin.email, admin.password);
      expect((await listSubscribersPage({ status: 'confirmed' })).subscribers.map((s) => s.email)).toEqual([reader]);
      await signOut();
      await unsubscribeWithLink(unsubscribe.searchParams.get('id')!, unsubscribe.searchParams.get('token')!);
      await signIn(admin.email, admin.password);
      expect(await countSubscribers()).toEqual({ confirmed: 0, unconfirmed: 0, unsubscribed: 1 });
      await signOut();
    });
    it('an admin posts an opening; a visitor finds it and applies; the admin counts the application and closes it; visitors see it closed', async () => {
      await signIn(admin.email, admin.password);
      const posting: OpeningInput = {
        ...emptyOpeningInput(new Date()),
        slug: 'journey-engineer',
        title: 'Journey Engineer',
        department: 'Engineering',
        workplace: 'remote',
        office: null,
        remoteCountries: ['US', 'CA'],
        description: 'Build **journeys** people can follow.',
        requirements: ['Patience'],
        salary: { min: 100_000, max: 120_000, currency: 'USD', period: 'YEAR' },
      };
      expect(validateOpening(posting)).toEqual({});
      await movesContentVersion(() => createOpening(posting));
      // Its address is its own for good.
      await expect(createOpening({ ...posting, title: 'Another' })).rejects.toBeInstanceOf(OpeningAddressTakenError);
      // One whose last day was yesterday: expired, though nobody closed it.
      const daysAgo = (days: number) => dayOf(new Date(Date.now() - days * DAY));
      await createOpening({ ...posting, slug: 'journey-expired', title: 'Expired role', datePosted: daysAgo(2), validThrough: daysAgo(1) });
      expect(await openingStats(new Date())).toEqual({ total: 3, open: 2, expired: 1, closed: 0 });
      const open = await listOpeningsPage('open', {}, new Date());
      expect(open.openings.map((opening) => opening.slug).sort()).toEqual(['journey-engineer', 'ui-ux-designer']);
      expect((await listOpeningsPage('expired', {}, new Date())).openings.map((opening) => opening.slug)).toEqual(['journey-expired']);
      // A page at a time: one a page, Next and Previous.
      const all = await listOpeningsPage('all', { pageSize: 1 }, new Date());
      expect(all.openings.map((opening) => opening.slug)).toEqual(['journey-expired']);
      const next = await listOpeningsPage('all', { pageSize: 1, after: all.last! }, new Date());
      expect(next.openings.map((opening) => opening.slug)).toEqual(['journey-engineer']);
      expect((await listOpeningsPage('all', { pageSize: 1, before: next.first! }, new Date())).openings.map((opening) => opening.slug)).toEqual(['journey-expired']);
      await signOut();

      // A visitor finds it on Careers and at its address, and applies.
      expect((await listOpenOpenings(new Date())).map((opening) => opening.slug).sort()).toEqual(['journey-engineer', 'ui-ux-designer']);
      expect(await getOpening('journey-engineer')).toMatchObject({ title: 'Journey Engineer', remoteCountries: ['US', 'CA'], validThrough: null, closed: false });
      expect(await getOpening('no-such-role')).toBeNull();
      await submitApplication(
        { name: 'Jo Journey', email: 'jo.journey@example.org', position: 'Journey Engineer', openingId: 'journey-engineer', links: ['https://jo.example.org'], coverNote: '', consent: true },
        null,
      );
      await signOut();

      // The admin sees it under that opening, closes the opening, and extends the expired one.
      await signIn(admin.email, admin.password);
      expect(await applicationCounts(['journey-engineer', 'journey-expired'])).toEqual({ 'journey-engineer': 1, 'journey-expired': 0 });
      await movesContentVersion(() => setOpeningClosed('journey-engineer', true, 'Journey Engineer'));
      await movesContentVersion(() => updateOpening('journey-expired', { ...posting, slug: 'journey-expired', title: 'Role extended', datePosted: daysAgo(2), validThrough: null }));
      expect(await openingStats(new Date())).toEqual({ total: 3, open: 2, expired: 0, closed: 1 });
      expect((await listOpeningsPage('closed', {}, new Date())).openings.map((opening) => opening.slug)).toEqual(['journey-engineer']);
      await signOut();

      // Visitors no longer find it on Careers; its page says it is closed.
      expect((await listOpenOpenings(new Date())).map((opening) => opening.title).sort()).toEqual(['Role extended', 'UI/UX Designer']);
      expect(await getOpening('journey-engineer')).toMatchObject({ closed: true });
      await signOut();
    });
  });
}

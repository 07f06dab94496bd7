/**
 * firestore.indexes.json holds exactly the composite indexes the app's queries need. Firestore
 * answers a query from one index: a query that filters on one field and orders (or ranges) on
 * another needs a composite index, which production Firestore refuses to run without (the emulator
 * does not check, so only this test would notice). Every data function the screens call runs here
 * with each of its options, on the demo backend through a store that records the shape of each
 * query; each shape's index is worked out as Firestore would need it and looked up in the file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setBackendForTests } from '@/backend/index.ts';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { memoryStorage } from '@/backend/local/db.ts';
import type { AggregateQuery, Backend, ListQuery } from '@/backend/types.ts';
import {
  adminBlogFigures,
  BLOG_CATEGORIES,
  countBlogPosts,
  getBlog,
  getBlogByAddress,
  listBlogPage,
  listFeaturedBlogs,
  listPostsChangedSince,
  listPublishedBlogs,
  listRelatedBlogs,
  publicBlogStats,
  type BlogScope,
  type BlogSortKey,
} from '@/features/blog/data/blogs.ts';
import {
  countInboxMessages,
  countMessageStats,
  countUnreadMessages,
  listMessagesPage,
  listMyMessages,
  listThread,
  readAllMessages,
  type StatusFilter,
} from '@/features/enquiries/data/contact-messages.ts';
import {
  APPLICATION_STATUSES,
  countApplications,
  countApplicationStats,
  listApplicationsPage,
  listMyApplications,
  readAllApplications,
  type ApplicationFilter,
} from '@/features/careers/data/applications.ts';
import { createIssue, issueDelivery, issuesView, retryFailedIssueMail, sendRest, startSending } from '@/features/newsletter/data/issues.ts';
import { getSentIssue, listSentIssues } from '@/features/newsletter/data/issue-archive.ts';
import { issueEmail } from '@/features/newsletter/data/issue-email.ts';
import { latestPosts } from '@/features/newsletter/data/issue-from-post.ts';
import { applicationCounts, getOpening, listEveryOpening, listOpeningsPage, listOpenOpenings, openingStats } from '@/features/careers/data/opening-store.ts';
import { DASHBOARD_LOADERS } from '@/data/dashboard.ts';
import { countNewArrivals } from '@/data/arrivals.ts';
import { countSubscribers, listSubscribersPage, readConfirmedSubscribers, type SubscriberFilter } from '@/features/newsletter/data/newsletter.ts';
import { listActiveServices, listAllServices } from '@/features/site/data/services.ts';
import { countActivity, existingTargets, listActivityPage, listStaff, type ActivityFilter } from '@/features/activity/data/activity.ts';
import { countUserEnquiries, countUsers, findUserByEmail, listUsersPage, searchUsers, type RoleFilter } from '@/features/accounts/data/users.ts';

interface Shape {
  collection: string;
  query: ListQuery;
}

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

interface Index {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

const isRange = (op: string) => op === '<' || op === '<=' || op === '>' || op === '>=';

/**
 * The composite index a query needs, or null when single-field indexes answer it: equality filters
 * alone (Firestore merges their indexes), or one field ordered or ranged with no other filter.
 * Equality fields first (in name order), then the list field of `array-contains`, then the order's
 * fields (its second, `then`, too), then any other field a range filters on (in name order, in the
 * order's direction: Firestore orders by them after the explicit order).
 */
export function neededIndex({ collection, query }: Shape): Index | null {
  const where = query.where ?? [];
  const range = where.find(([, op]) => isRange(op));
  const order = query.orderBy ?? (range ? { field: range[0], direction: 'asc' as const } : undefined);
  if (!order) return null;
  const direction = order.direction === 'desc' ? 'DESCENDING' : 'ASCENDING';
  const ordered = [order.field, ...(order.then ? [order.then] : [])];
  const equalities = [...new Set(where.filter(([field, op]) => (op === '==' || op === 'in') && !ordered.includes(field)).map(([field]) => field))].sort();
  const contains = where.find(([, op]) => op === 'array-contains')?.[0];
  const ranged = [...new Set(where.filter(([field, op]) => isRange(op) && !ordered.includes(field)).map(([field]) => field))].sort();
  const orderFields = [...ordered, ...ranged];
  if (equalities.length === 0 && contains === undefined && orderFields.length === 1) return null;
  return {
    collectionGroup: collection,
    queryScope: 'COLLECTION',
    fields: [
      ...equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
      ...(contains === undefined ? [] : [{ fieldPath: contains, arrayConfig: 'CONTAINS' as const }]),
      ...orderFields.map((fieldPath): IndexField => ({ fieldPath, order: direction })),
    ],
  };
}

const keyOf = (index: Index) => JSON.stringify([index.collectionGroup, index.fields]);

/** The demo backend, signed in as the admin (who may run every query), recording each query's shape. */
function recordingBackend(shapes: Shape[]): Backend {
  const backend = createLocalBackend(memoryStorage());
  const { store } = backend;
  const record = (collection: string, query: ListQuery | AggregateQuery = {}) =>
    shapes.push({ collection, query: { where: query.where, ...('orderBy' in query ? { orderBy: query.orderBy } : {}) } });
  return {
    ...backend,
    store: {
      ...store,
      list: (collection, query) => {
        record(collection, query);
        return store.list(collection, query);
      },
      count: (collection, query) => {
        record(collection, query);
        return store.count(collection, query);
      },
      sum: (collection, field, query) => {
        record(collection, query);
        return store.sum(collection, field, query);
      },
    },
  };
}

/** Every query the screens make, with each of their options (and a next and a previous page). */
async function runEveryQuery() {
  const sorts: BlogSortKey[] = ['latest', 'popular', 'oldest'];
  for (const scope of ['published', 'all'] as BlogScope[]) {
    for (const category of ['', BLOG_CATEGORIES[0]]) {
      for (const search of ['', 'software']) {
        await countBlogPosts(category, search, scope);
        // The admin's table lists newest first only.
        for (const sort of scope === 'all' ? (['latest'] as const) : sorts) {
          const request = { scope, category, search, sort, pageSize: 2 };
          const first = await listBlogPage(request);
          const cursor = first.next ?? { value: sort === 'popular' ? 0 : new Date(), id: 'x' };
          await listBlogPage({ ...request, after: cursor });
          await listBlogPage({ ...request, before: cursor });
        }
      }
    }
  }
  await publicBlogStats();
  await adminBlogFigures();
  await listFeaturedBlogs();
  await listPublishedBlogs();
  await listPostsChangedSince(null, 5);
  await listPostsChangedSince(new Date(0), 5);
  const post = await getBlog('local-seo-checklist');
  await listRelatedBlogs(post!, 3);
  // The article at its address: by slug (equality filters only), for visitors and admins.
  await getBlogByAddress('local-seo-checklist', 'published');
  await getBlogByAddress('local-seo-checklist', 'all');
  // A former address: the post that had it while public.
  await getBlogByAddress('five-security-basics', 'published');

  for (const status of ['all', 'unread', 'read', 'replied'] as StatusFilter[]) {
    for (const search of ['', 'acme']) {
      await countInboxMessages(status, search);
      const first = await listMessagesPage({ status, search, pageSize: 1 });
      if (first.last) {
        await listMessagesPage({ status, search, pageSize: 1, after: first.last });
        await listMessagesPage({ status, search, pageSize: 1, before: first.last });
      }
    }
  }
  await countMessageStats();
  await countUnreadMessages();
  await readAllMessages();
  await listMyMessages({ uid: DEMO_ACCOUNTS.user.uid, email: DEMO_ACCOUNTS.user.email, emailVerified: true });
  // A conversation's thread: ordered by one field only, so no composite index.
  await listThread('seed-message-6');

  // Careers applications.
  for (const status of ['all', ...APPLICATION_STATUSES] as ApplicationFilter[]) {
    for (const search of ['', 'designer']) {
      await countApplications(status, search);
      const first = await listApplicationsPage({ status, search, pageSize: 1 });
      if (first.last) {
        await listApplicationsPage({ status, search, pageSize: 1, after: first.last });
        await listApplicationsPage({ status, search, pageSize: 1, before: first.last });
      }
    }
  }
  // One opening's applications (Admin → Applications from Admin → Openings).
  for (const status of ['all', ...APPLICATION_STATUSES] as ApplicationFilter[]) {
    for (const search of ['', 'designer']) {
      const opening = 'ui-ux-designer';
      await countApplications(status, search, opening);
      const first = await listApplicationsPage({ status, search, opening, pageSize: 1 });
      if (first.last) {
        await listApplicationsPage({ status, search, opening, pageSize: 1, after: first.last });
        await listApplicationsPage({ status, search, opening, pageSize: 1, before: first.last });
      }
    }
  }
  await countApplicationStats();
  await countApplicationStats('ui-ux-designer');
  await readAllApplications();

  // Job openings: Careers, each page, the build, and Admin → Openings' lists, figures and counts.
  const now = new Date();
  await listOpenOpenings(now);
  await getOpening('ui-ux-designer');
  await listEveryOpening();
  for (const status of ['all', 'open', 'expired', 'closed'] as const) {
    const first = await listOpeningsPage(status, { pageSize: 1 }, now);
    if (first.last) {
      await listOpeningsPage(status, { pageSize: 1, after: first.last }, now);
      await listOpeningsPage(status, { pageSize: 1, before: first.last }, now);
    }
  }
  await openingStats(now);
  await applicationCounts(['ui-ux-designer']);
  await listMyApplications({ uid: DEMO_ACCOUNTS.user.uid, email: DEMO_ACCOUNTS.user.email, emailVerified: true });

  for (const role of ['all', 'admin', 'user'] as RoleFilter[]) {
    const first = await listUsersPage(role, null);
    await listUsersPage(role, first.end);
    await searchUsers('demo', role);
  }
  await countUsers();
  await findUserByEmail(DEMO_ACCOUNTS.user.email);
  await countUserEnquiries({ uid: DEMO_ACCOUNTS.user.uid, email: DEMO_ACCOUNTS.user.email });

  for (const load of Object.values(DASHBOARD_LOADERS)) await load(new Date(), { activity: true, charts: true });
  // The admin sidebar's "new" badges: never looked, and looked a day ago.
  await countNewArrivals({ applicationsSeenAt: null, subscribersSeenAt: new Date(Date.now() - 86_400_000) });
  await listActiveServices();
  await listAllServices();

  // The newsletter's subscribers.
  for (const status of ['all', 'confirmed', 'unconfirmed', 'unsubscribed'] as SubscriberFilter[]) {
    const first = await listSubscribersPage({ status, pageSize: 1 });
    if (first.last) {
      await listSubscribersPage({ status, pageSize: 1, after: first.last });
      await listSubscribersPage({ status, pageSize: 1, before: first.last });
    }
  }
  await countSubscribers();
  await readConfirmedSubscribers();

  // The newsletter's issues: Admin → Newsletter's list and figures, sending (the next subscribers
  // after the progress, the end), the delivery counts and the retry, the archive and one issue.
  for (const status of ['all', 'draft', 'sending', 'sent'] as const) {
    const view = await issuesView(status, {});
    if (view.ends.last) {
      await issuesView(status, { after: view.ends.last });
      await issuesView(status, { before: view.ends.last });
    }
  }
  const draft = await createIssue({ subject: 'Index check', body: 'Words.', postId: null });
  await startSending({ id: draft, subject: 'Index check', email: issueEmail('Index check', 'Words.') });
  await sendRest({ id: draft, progress: { queued: 0, afterId: null, afterTime: null } }, () => {}, () => false);
  await issueDelivery(draft);
  await retryFailedIssueMail(draft);
  await listSentIssues();
  await getSentIssue(draft);
  await latestPosts();

  // The audit log (Admin → Activity): each combination of its filters, with and without the dates
  // (a range on the time it is ordered by), a page, the next and the previous, and the count.
  for (const area of ['all', 'posts'] as ActivityFilter['area'][]) {
    for (const by of ['all', DEMO_ACCOUNTS.admin.uid]) {
      for (const [from, to] of [['', ''], ['2020-01-01', ''], ['', '2099-12-31'], ['2020-01-01', '2099-12-31']]) {
        const filter: ActivityFilter = { area, by, from, to };
        await countActivity(filter);
        const first = await listActivityPage(filter, { pageSize: 1 });
        if (first.last) {
          await listActivityPage(filter, { pageSize: 1, after: first.last });
          await listActivityPage(filter, { pageSize: 1, before: first.last });
        }
      }
    }
  }
  await listStaff();
  await existingTargets(['blogs/local-seo-checklist', 'services/retired-service']);
}

describe('firestore.indexes.json', () => {
  const shapes: Shape[] = [];
  let needed: Index[] = [];

  beforeAll(async () => {
    const backend = recordingBackend(shapes);
    setBackendForTests(backend);
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await runEveryQuery();
    const byKey = new Map<string, Index>();
    for (const shape of shapes) {
      const index = neededIndex(shape);
      if (index) byKey.set(keyOf(index), index);
    }
    needed = [...byKey.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  });

  it('works out indexes as Firestore needs them', () => {
    expect(neededIndex({ collection: 'c', query: { where: [['a', '==', 1], ['b', '==', 2]] } }), 'equalities merge').toBeNull();
    expect(neededIndex({ collection: 'c', query: { orderBy: { field: 'at', direction: 'desc' } } }), 'one field').toBeNull();
    expect(neededIndex({ collection: 'c', query: { where: [['at', '>=', 1]] } }), 'a range alone').toBeNull();
    expect(neededIndex({ collection: 'c', query: { where: [['s', '==', 'x'], ['t', 'array-contains', 'y']], orderBy: { field: 'at', direction: 'desc' } } })).toEqual({
      collectionGroup: 'c',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 's', order: 'ASCENDING' },
        { fieldPath: 't', arrayConfig: 'CONTAINS' },
        { fieldPath: 'at', order: 'DESCENDING' },
      ],
    });
    expect(neededIndex({ collection: 'c', query: { where: [['s', '==', 'x'], ['at', '<', 5]] } })?.fields.map((field) => field.fieldPath)).toEqual(['s', 'at']);
    // A range on a field the order does not name: Firestore orders by it after the order's fields.
    const popular = neededIndex({
      collection: 'c',
      query: { where: [['s', '==', 'x'], ['at', '<=', 5]], orderBy: { field: 'views', direction: 'desc', then: 'at' } },
    });
    expect(popular?.fields).toEqual([
      { fieldPath: 's', order: 'ASCENDING' },
      { fieldPath: 'views', order: 'DESCENDING' },
      { fieldPath: 'at', order: 'DESCENDING' },
    ]);
    const since = neededIndex({ collection: 'c', query: { where: [['at', '<=', 5], ['edited', '>', 1]], orderBy: { field: 'edited', direction: 'desc' } } });
    expect(since?.fields.map((field) => field.fieldPath), 'two ranges need an index of both').toEqual(['edited', 'at']);
  });

  it('has an index for every query shape the data modules issue, and no index no query needs', () => {
    expect(shapes.length, 'the queries ran').toBeGreaterThan(100);
    const file = JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as { indexes: Index[] };
    const declared = file.indexes.map(keyOf).sort();
    // On a mismatch, the message is the list the file should hold.
    expect(declared, JSON.stringify({ indexes: needed, fieldOverrides: [] }, null, 2)).toEqual(needed.map(keyOf));
  });
});

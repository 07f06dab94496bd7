/**
 * What the dashboard and analytics screens read, per source (users, posts, enquiries, services, and
 * for the recent activity applications and subscribers). What a visit costs stays flat as the data
 * grows: the figures are counts and sums run by the backend (billed per 1,000 index entries, not per
 * document), each change counts this month so far and the same days of last month
 * (`comparedPeriods`), the recent activity is the 3 newest of each type, and the charts are one count
 * per month and series and the 5 most viewed posts.
 */
import { getBackend } from '@/backend/index.ts';
import type { WhereClause } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import {
  ACTIVITY_PER_TYPE,
  comparedPeriods,
  ENQUIRY_STATUSES,
  enquiryMonths,
  monthlyEnquiriesOf,
  monthOverMonthOf,
  topPostsByViews,
  TOP_POSTS_SHOWN,
  type ActivitySources,
  type EnquiryStatus,
  type MonthBounds,
  type MonthlyEnquiries,
  type MonthOverMonth,
  type PostViews,
} from '@/lib/dashboard.ts';
import { COLLECTIONS } from './collections.ts';
import { normaliseMessage } from '../features/enquiries/data/contact-messages.ts';
import { countAllUsers, countUsersCreated, listNewestUsers } from '../features/accounts/data/users.ts';

export type DashboardSource = 'users' | 'blogs' | 'messages' | 'services' | 'applications' | 'subscribers';

/** A figure and its change: what was added this month so far against the same days of last month. */
export interface TrendFigure {
  total: number;
  trend: MonthOverMonth;
}

export interface DashboardFigures {
  users: TrendFigure;
  /** All posts, and of them how many readers can see now and how many are drafts (the rest are scheduled). */
  blogs: TrendFigure & { published: number; drafts: number };
  messages: TrendFigure & { unread: number };
  /**
   * Views of all posts, since each was published. No change is shown for it: a post counts its views
   * in one figure, undated, so nothing tells how many came this month (the views of the month's new
   * posts, once compared, measured something else).
   */
  views: { total: number };
}

export interface DashboardCharts {
  topPosts: PostViews[];
  enquiries: MonthlyEnquiries[];
}

export interface DashboardOptions {
  /** Load the recent activity (the dashboard). */
  activity?: boolean;
  /** Load the charts' figures (analytics). */
  charts?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Counting helpers. Posts, enquiries and services are written with the server's time, so their
// `createdAt` is a timestamp and a Date range counts it (users also have older ISO strings: see
// `countUsersCreated`). A range on `createdAt` with equality filters needs a composite index.

const createdIn = ({ start, end }: MonthBounds): WhereClause[] => [
  ['createdAt', '>=', start],
  ['createdAt', '<', end],
];

async function count(collection: string, where: WhereClause[] = []): Promise<number> {
  const { store } = await getBackend();
  return store.count(collection, { where });
}

async function sum(collection: string, field: string, where: WhereClause[] = []): Promise<number> {
  const { store } = await getBackend();
  return store.sum(collection, field, { where });
}

/** The newest `limit` documents of a collection, by `createdAt`. */
async function newest(collection: string, limit = ACTIVITY_PER_TYPE) {
  const { store } = await getBackend();
  return store.list(collection, { orderBy: { field: 'createdAt', direction: 'desc' }, limit });
}

/** This month so far and the same days of last month, each counted by `measure` over its period. */
async function trendOf(now: Date, measure: (bounds: MonthBounds) => Promise<number>): Promise<MonthOverMonth> {
  const { current, previous } = comparedPeriods(now);
  const [thisMonth, lastMonth] = await Promise.all([measure(current), measure(previous)]);
  return monthOverMonthOf(thisMonth, lastMonth);
}

// ---------------------------------------------------------------------------------------------
// One loader per source: each resolves with its part of the data, or fails as a whole.

export type DashboardPart = { figures?: Partial<DashboardFigures>; activity?: Partial<ActivitySources>; charts?: Partial<DashboardCharts> };

async function loadUsers(now: Date, options: DashboardOptions): Promise<DashboardPart> {
  const [total, trend, users] = await Promise.all([
    countAllUsers(),
    trendOf(now, ({ start, end }) => countUsersCreated(start, end)),
    options.activity ? listNewestUsers(ACTIVITY_PER_TYPE) : Promise.resolve([]),
  ]);
  return { figures: { users: { total, trend } }, activity: { users } };
}

/** The most viewed posts: `views > 0` ordered by views, 5 documents whatever the number of posts. */
async function topPosts(): Promise<PostViews[]> {
  const { store } = await getBackend();
  const rows = await store.list(COLLECTIONS.blogs, {
    where: [['views', '>', 0]],
    orderBy: { field: 'views', direction: 'desc' },
    limit: TOP_POSTS_SHOWN,
  });
  return topPostsByViews(rows.map((row) => ({ id: row.id, title: String(row.title ?? ''), views: Number(row.views ?? 0) })));
}

async function loadBlogs(now: Date, options: DashboardOptions): Promise<DashboardPart> {
  const blogs = COLLECTIONS.blogs;
  const [total, published, drafts, trend, views, recent, top] = await Promise.all([
    count(blogs),
    count(blogs, [['isPublished', '==', true], ['publishAt', '<=', now]]),
    count(blogs, [['isPublished', '==', false]]),
    trendOf(now, (bounds) => count(blogs, createdIn(bounds))),
    sum(blogs, 'views'),
    options.activity ? newest(blogs) : Promise.resolve([]),
    options.charts ? topPosts() : Promise.resolve([]),
  ]);
  return {
    figures: { blogs: { total, published, drafts, trend }, views: { total: views } },
    activity: {
      blogs: recent.map((row) => ({ id: row.id, title: String(row.title ?? ''), isPublished: row.isPublished === true, createdAt: toDate(row.createdAt) })),
    },
    charts: { topPosts: top },
  };
}

/** Enquiries per month and status: one count per month and status (6 × 3), no documents read. */
async function enquiriesPerMonth(now: Date): Promise<MonthlyEnquiries[]> {
  const countStatus = (bounds: MonthBounds, status: EnquiryStatus) =>
    count(COLLECTIONS.contactMessages, [['status', '==', status], ...createdIn(bounds)]);
  return Promise.all(
    enquiryMonths(now).map(async (month) => {
      const [unread, read, replied] = await Promise.all(ENQUIRY_STATUSES.map((status) => countStatus(month, status)));
      return monthlyEnquiriesOf(month, { unread, read, replied });
    }),
  );
}

async function loadMessages(now: Date, options: DashboardOptions): Promise<DashboardPart> {
  const messages = COLLECTIONS.contactMessages;
  const [total, unread, trend, recent, enquiries] = await Promise.all([
    count(messages),
    count(messages, [['status', '==', 'unread']]),
    trendOf(now, (bounds) => count(messages, createdIn(bounds))),
    options.activity ? newest(messages) : Promise.resolve([]),
    options.charts ? enquiriesPerMonth(now) : Promise.resolve([]),
  ]);
  return { figures: { messages: { total, unread, trend } }, activity: { messages: recent.map(normaliseMessage) }, charts: { enquiries } };
}

/**
 * The newest services, for the recent activity. The services collection is the company's catalogue:
 * small and of fixed size, so even reading it whole would cost the same at any traffic; three are read.
 */
async function loadServices(_now: Date, options: DashboardOptions): Promise<DashboardPart> {
  if (!options.activity) return {};
  const recent = await newest(COLLECTIONS.services);
  return { activity: { services: recent.map((row) => ({ id: row.id, title: String(row.title ?? ''), createdAt: toDate(row.createdAt) })) } };
}

/** The newest applications, for the recent activity (the sidebar counts what is new: src/data/arrivals.ts). */
async function loadApplications(_now: Date, options: DashboardOptions): Promise<DashboardPart> {
  if (!options.activity) return {};
  const recent = await newest(COLLECTIONS.applications);
  const applications = recent.map((row) => ({
    id: row.id,
    name: String(row.name ?? ''),
    position: String(row.position ?? ''),
    createdAt: toDate(row.createdAt),
  }));
  return { activity: { applications } };
}

/** The addresses newest on the newsletter's list, for the recent activity. */
async function loadSubscribers(_now: Date, options: DashboardOptions): Promise<DashboardPart> {
  if (!options.activity) return {};
  const recent = await newest(COLLECTIONS.newsletterSubscribers);
  return { activity: { subscribers: recent.map((row) => ({ id: row.id, email: String(row.email ?? ''), createdAt: toDate(row.createdAt) })) } };
}

export const DASHBOARD_LOADERS: Record<DashboardSource, (now: Date, options: DashboardOptions) => Promise<DashboardPart>> = {
  users: loadUsers,
  blogs: loadBlogs,
  messages: loadMessages,
  services: loadServices,
  applications: loadApplications,
  subscribers: loadSubscribers,
};
export const DASHBOARD_SOURCES = Object.keys(DASHBOARD_LOADERS) as DashboardSource[];


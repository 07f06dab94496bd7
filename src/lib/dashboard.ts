/**
 * The admin dashboard's figures, as pure functions and an injectable clock: month-over-month change,
 * the recent-activity feed, and the calendar months the screens count
 * by. The screens read counts per month (`monthBounds`, `monthOverMonthOf`, `enquiryMonths`); the
 * list-based forms (`monthOverMonth`, `enquiriesByMonth`) define the same figures over loaded items.
 */
import { toDate } from './dates.ts';

/** Spec §9: recent activity takes 3 items of each type and shows 6, newest first. */
export const ACTIVITY_PER_TYPE = 3;
export const ACTIVITY_SHOWN = 6;
/** Shown instead of a percentage when last month had nothing to compare with. */
export const NO_CHANGE_BASE = '—';

export interface MonthOverMonth {
  thisMonth: number;
  lastMonth: number;
  /** "+50%", "-20%", "0%", or "—" when last month had none. */
  change: string;
}

type Dated = { createdAt: Date | string | null };

const monthIndex = (date: Date) => date.getFullYear() * 12 + date.getMonth();

/**
 * Items created in `now`'s calendar month against the calendar month before it (local time).
 * `weight` counts an item as more than one (e.g. a post's views); by default each counts 1.
 */
export function monthOverMonth<T extends Dated>(
  items: readonly T[],
  now: Date = new Date(),
  weight: (item: T) => number = () => 1,
): MonthOverMonth {
  const current = monthIndex(now);
  let thisMonth = 0;
  let lastMonth = 0;
  for (const item of items) {
    const date = toDate(item.createdAt);
    if (!date) continue;
    const index = monthIndex(date);
    if (index === current) thisMonth += weight(item);
    else if (index === current - 1) lastMonth += weight(item);
  }
  return { thisMonth, lastMonth, change: formatChange(thisMonth, lastMonth) };
}

/** The change between two months' figures, counted elsewhere (e.g. by the backend). */
export function monthOverMonthOf(thisMonth: number, lastMonth: number): MonthOverMonth {
  return { thisMonth, lastMonth, change: formatChange(thisMonth, lastMonth) };
}

/** A calendar month in local time: from its first instant (included) to the next month's (excluded). */
export interface MonthBounds {
  start: Date;
  end: Date;
}

/** The calendar month `offset` months before `now`'s (0: this month, 1: last month), local time. */
export function monthBounds(now: Date, offset = 0): MonthBounds {
  return {
    start: new Date(now.getFullYear(), now.getMonth() - offset, 1),
    end: new Date(now.getFullYear(), now.getMonth() - offset + 1, 1),
  };
}

export function formatChange(thisMonth: number, lastMonth: number): string {
  if (lastMonth === 0) return NO_CHANGE_BASE;
  const percent = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (percent === 0) return '0%';
  return percent > 0 ? `+${percent}%` : `${percent}%`;
}

export type ActivityType = 'user' | 'blog' | 'message' | 'service';

export interface ActivityItem {
  id: string;
  type: ActivityType;
  action: string;
  /** The user's name, the post's or service's title, or the sender's name. */
  subject: string;
  time: Date;
}

export interface ActivitySources {
  users: readonly { uid: string; displayName: string; email: string; createdAt: Date | string | null }[];
  blogs: readonly { id: string; title: string; isPublished: boolean; createdAt: Date | string | null }[];
  messages: readonly { id: string; name: string; email: string; createdAt: Date | string | null }[];
  services: readonly { id: string; title: string; createdAt: Date | string | null }[];
}

type Candidate = Omit<ActivityItem, 'time'> & { createdAt: Date | string | null };

/** The newest `count` candidates that carry a readable date; a date after `now` (clock skew) counts as now. */
function newest(candidates: Candidate[], now: Date, count: number): ActivityItem[] {
  const dated: ActivityItem[] = [];
  for (const { createdAt, ...item } of candidates) {
    const date = toDate(createdAt);
    if (date) dated.push({ ...item, time: date.getTime() > now.getTime() ? now : date });
  }
  return dated.sort(newestFirst).slice(0, count);
}

const newestFirst = (a: ActivityItem, b: ActivityItem) => b.time.getTime() - a.time.getTime();

/** Spec §9: the 3 newest of each type, merged, newest first, 6 shown. Items without a date are left out. */
export function recentActivity(sources: ActivitySources, now: Date = new Date()): ActivityItem[] {
  const { users, blogs, messages, services } = sources;
  const groups: Candidate[][] = [
    users.map((u) => ({
      id: `user-${u.uid}`,
      type: 'user',
      action: 'New user registered',
      subject: u.displayName || u.email,
      createdAt: u.createdAt,
    })),
    blogs.map((b) => ({
      id: `blog-${b.id}`,
      type: 'blog',
      action: b.isPublished ? 'Blog post published' : 'Draft saved',
      subject: b.title,
      createdAt: b.createdAt,
    })),
    messages.map((m) => ({
      id: `message-${m.id}`,
      type: 'message',
      action: 'New message received',
      subject: m.name || m.email,
      createdAt: m.createdAt,
    })),
    services.map((s) => ({ id: `service-${s.id}`, type: 'service', action: 'Service added', subject: s.title, createdAt: s.createdAt })),
  ];
  return groups
    .flatMap((group) => newest(group, now, ACTIVITY_PER_TYPE))
    .sort(newestFirst)
    .slice(0, ACTIVITY_SHOWN);
}

// ---------------------------------------------------------------------------------------------
// Analytics charts.

/** How many posts the "top posts" chart shows. */
export const TOP_POSTS_SHOWN = 5;
/** How many calendar months the enquiries chart covers, this one included. */
export const ENQUIRY_MONTHS = 6;

export interface PostViews {
  id: string;
  title: string;
  views: number;
}

/** The most viewed posts, most views first (ties by title); posts nobody has read are left out. */
export function topPostsByViews(
  posts: readonly { id: string; title: string; views: number }[],
  count: number = TOP_POSTS_SHOWN,
): PostViews[] {
  return posts
    .filter((post) => post.views > 0)
    .map(({ id, title, views }) => ({ id, title, views }))
    .sort((a, b) => b.views - a.views || a.title.localeCompare(b.title))
    .slice(0, count);
}

export type EnquiryStatus = 'unread' | 'read' | 'replied';
export const ENQUIRY_STATUSES: readonly EnquiryStatus[] = ['unread', 'read', 'replied'];

export interface MonthlyEnquiries {
  /** "2026-03". */
  key: string;
  /** "Mar". */
  shortLabel: string;
  /** "March 2026". */
  label: string;
  unread: number;
  read: number;
  replied: number;
  total: number;
}

/** One bar of the enquiries chart before it is counted: its month, labels and bounds. */
export interface EnquiryMonth extends MonthBounds {
  key: string;
  shortLabel: string;
  label: string;
}

/** The last `months` calendar months (local time), oldest first, with their labels and bounds. */
export function enquiryMonths(now: Date = new Date(), months: number = ENQUIRY_MONTHS): EnquiryMonth[] {
  const result: EnquiryMonth[] = [];
  for (let offset = months - 1; offset >= 0; offset--) {
    const bounds = monthBounds(now, offset);
    const first = bounds.start;
    result.push({
      ...bounds,
      key: `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}`,
      shortLabel: first.toLocaleDateString('en-US', { month: 'short' }),
      label: first.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
    });
  }
  return result;
}

/** A month's bar from its counts per status (counted by the backend, one count per month and status). */
export function monthlyEnquiriesOf(month: EnquiryMonth, counts: Record<EnquiryStatus, number>): MonthlyEnquiries {
  const { key, shortLabel, label } = month;
  return { key, shortLabel, label, ...counts, total: counts.unread + counts.read + counts.replied };
}

/**
 * Enquiries received in each of the last `months` calendar months (local time), oldest first, split
 * by status. Enquiries older than that, or without a readable date, are not counted.
 */
export function enquiriesByMonth(
  messages: readonly { createdAt: Date | string | null; status: EnquiryStatus }[],
  now: Date = new Date(),
  months: number = ENQUIRY_MONTHS,
): MonthlyEnquiries[] {
  const current = monthIndex(now);
  const buckets = enquiryMonths(now, months).map((month) => monthlyEnquiriesOf(month, { unread: 0, read: 0, replied: 0 }));
  for (const message of messages) {
    const date = toDate(message.createdAt);
    if (!date) continue;
    const bucket = buckets[months - 1 - (current - monthIndex(date))];
    if (!bucket || monthIndex(date) > current) continue;
    bucket[message.status] += 1;
    bucket.total += 1;
  }
  return buckets;
}

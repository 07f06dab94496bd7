/**
 * The admin dashboard's figures, as pure functions and an injectable clock: the change against last
 * month, the recent-activity feed, and the calendar months the screens count by. A change compares
 * like with like: this month so far against the same days of last month (`comparedPeriods`), never a
 * few days against a whole month. The screens read counts per period (`comparedPeriods`,
 * `monthOverMonthOf`, `enquiryMonths`); the list-based forms (`monthOverMonth`, `enquiriesByMonth`)
 * define the same figures over loaded items.
 */
import { toDate } from './dates.ts';

/** Spec §9: recent activity takes 3 items of each type and shows 6, newest first. */
export const ACTIVITY_PER_TYPE = 3;
export const ACTIVITY_SHOWN = 6;
/** Shown instead of a percentage when the same days of last month had nothing to compare with. */
export const NO_CHANGE_BASE = '—';
/**
 * Below this many in the same days of last month a change is no trend yet (one enquiry more or less
 * moves it by half): it is shown without the colour of a rise or a fall.
 */
export const TELLING_BASE = 5;

export interface MonthOverMonth {
  /** This month so far. */
  thisMonth: number;
  /** The same days of last month (`comparedPeriods`). */
  lastMonth: number;
  /** "+50%", "-20%", "0%", or "—" when the same days of last month had none. */
  change: string;
}

type Dated = { createdAt: Date | string | null };

/** A stretch of time in local time: from its first instant (included) to its end (excluded). */
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

/**
 * What a change compares (local time): this month so far — to the next month's first instant, so
 * that nothing dated a moment ahead of this clock is left out — and the same days of last month, from
 * its first instant to the same day and time; all of last month when it has no such day (the 31st
 * against a 30-day month).
 */
export function comparedPeriods(now: Date): { current: MonthBounds; previous: MonthBounds } {
  const current = monthBounds(now, 0);
  const { start } = monthBounds(now, 1);
  const sameMoment = new Date(start);
  sameMoment.setDate(now.getDate());
  sameMoment.setHours(now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds());
  // A day past last month's end rolls over into this month.
  const end = sameMoment.getMonth() === start.getMonth() ? sameMoment : current.start;
  return { current, previous: { start, end } };
}

const monthIndex = (date: Date) => date.getFullYear() * 12 + date.getMonth();

const within = (date: Date, { start, end }: MonthBounds) => date >= start && date < end;

/**
 * Items created this month so far against the same days of last month (`comparedPeriods`, local
 * time). `weight` counts an item as more than one; by default each counts 1.
 */
export function monthOverMonth<T extends Dated>(
  items: readonly T[],
  now: Date = new Date(),
  weight: (item: T) => number = () => 1,
): MonthOverMonth {
  const { current, previous } = comparedPeriods(now);
  let thisMonth = 0;
  let lastMonth = 0;
  for (const item of items) {
    const date = toDate(item.createdAt);
    if (!date) continue;
    if (within(date, current)) thisMonth += weight(item);
    else if (within(date, previous)) lastMonth += weight(item);
  }
  return { thisMonth, lastMonth, change: formatChange(thisMonth, lastMonth) };
}

/** The change between the two periods' figures, counted elsewhere (e.g. by the backend). */
export function monthOverMonthOf(thisMonth: number, lastMonth: number): MonthOverMonth {
  return { thisMonth, lastMonth, change: formatChange(thisMonth, lastMonth) };
}

export function formatChange(thisMonth: number, lastMonth: number): string {
  if (lastMonth === 0) return NO_CHANGE_BASE;
  const percent = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (percent === 0) return '0%';
  return percent > 0 ? `+${percent}%` : `${percent}%`;
}

/**
 * How a change is coloured: a rise or a fall only when it tells something — a base of at least
 * `TELLING_BASE` and a change that rounds to more than nothing; otherwise plain.
 */
export function changeTone(trend: MonthOverMonth): 'rise' | 'fall' | 'plain' {
  if (trend.lastMonth < TELLING_BASE || trend.change === '0%' || trend.change === NO_CHANGE_BASE) return 'plain';
  return trend.change.startsWith('+') ? 'rise' : 'fall';
}

export type ActivityType = 'user' | 'blog' | 'message' | 'service' | 'application' | 'subscriber';

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
  applications: readonly { id: string; name: string; position: string; createdAt: Date | string | null }[];
  /** Addresses put on the newsletter's list (confirmed or not yet). */
  subscribers: readonly { id: string; email: string; createdAt: Date | string | null }[];
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

/**
 * Spec §9: the 3 newest of each type, merged, newest first, 6 shown. Items without a date are left
 * out. Besides the spec's four types, what people send the company: applications and subscriptions.
 */
export function recentActivity(sources: ActivitySources, now: Date = new Date()): ActivityItem[] {
  const { users, blogs, messages, services, applications, subscribers } = sources;
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
    applications.map((a) => ({
      id: `application-${a.id}`,
      type: 'application',
      action: 'New application received',
      subject: a.position ? `${a.name} · ${a.position}` : a.name,
      createdAt: a.createdAt,
    })),
    subscribers.map((s) => ({ id: `subscriber-${s.id}`, type: 'subscriber', action: 'New newsletter sign-up', subject: s.email, createdAt: s.createdAt })),
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

import { describe, expect, it } from 'vitest';
import { axisTicks } from '@/components/admin/stacked-bar-chart.tsx';
import {
  changeTone,
  comparedPeriods,
  enquiriesByMonth,
  formatChange,
  monthBounds,
  monthOverMonth,
  monthOverMonthOf,
  enquiryMonths,
  recentActivity,
  TELLING_BASE,
  topPostsByViews,
  type ActivitySources,
} from '@/lib/dashboard.ts';

// Local-time dates, like the dashboard's calendar months.
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour);
const NOW = at(2026, 3, 15);

describe('monthOverMonth', () => {
  it('counts this month so far against the same days of last month and reports a rise', () => {
    const items = [
      { createdAt: at(2026, 3, 1, 0) },
      { createdAt: at(2026, 3, 10) },
      { createdAt: at(2026, 3, 14).toISOString() },
      { createdAt: at(2026, 2, 1) },
      { createdAt: at(2026, 2, 15, 11) },
      { createdAt: at(2026, 2, 15, 13) }, // past this hour of the 15th last month: not the same days
      { createdAt: at(2026, 2, 28, 23) }, // later in February: neither
      { createdAt: at(2026, 1, 20) }, // two months ago: neither
      { createdAt: at(2025, 3, 10) }, // same month, last year: neither
      { createdAt: null },
    ];
    expect(monthOverMonth(items, NOW)).toEqual({ thisMonth: 3, lastMonth: 2, change: '+50%' });
  });

  it('reports a fall with a minus sign', () => {
    const items = [
      { createdAt: at(2026, 3, 2) },
      { createdAt: at(2026, 2, 2) },
      { createdAt: at(2026, 2, 3) },
      { createdAt: at(2026, 2, 4) },
      { createdAt: at(2026, 2, 5) },
      { createdAt: at(2026, 2, 6) },
    ];
    expect(monthOverMonth(items, NOW)).toEqual({ thisMonth: 1, lastMonth: 5, change: '-80%' });
  });

  it('on the 2nd of a month compares two days with two days, not with the whole of last month', () => {
    // Noon on 2 April: one post yesterday; March had four, all after its 2nd.
    const posts = [at(2026, 4, 1, 9), at(2026, 3, 30), at(2026, 3, 24), at(2026, 3, 17), at(2026, 3, 9)].map((createdAt) => ({ createdAt }));
    expect(monthOverMonth(posts, at(2026, 4, 2))).toEqual({ thisMonth: 1, lastMonth: 0, change: '—' });
    // With one on 1 March, the same two days of March had one too.
    expect(monthOverMonth([...posts, { createdAt: at(2026, 3, 1, 8) }], at(2026, 4, 2))).toEqual({ thisMonth: 1, lastMonth: 1, change: '0%' });
  });

  it('shows "—" when the same days of last month had none, and "0%" when nothing changed', () => {
    expect(monthOverMonth([{ createdAt: at(2026, 3, 2) }], NOW).change).toBe('—');
    expect(monthOverMonth([], NOW)).toEqual({ thisMonth: 0, lastMonth: 0, change: '—' });
    expect(monthOverMonth([{ createdAt: at(2026, 3, 2) }, { createdAt: at(2026, 2, 2) }], NOW).change).toBe('0%');
    expect(monthOverMonth([{ createdAt: at(2026, 2, 2) }], NOW).change).toBe('-100%');
  });

  it('compares January with December across the year boundary', () => {
    const items = [{ createdAt: at(2026, 1, 3) }, { createdAt: at(2025, 12, 30) }, { createdAt: at(2025, 12, 1) }, { createdAt: at(2025, 12, 9) }];
    expect(monthOverMonth(items, at(2026, 1, 10))).toEqual({ thisMonth: 1, lastMonth: 2, change: '-50%' });
  });

  it('can weigh items and ignores unreadable dates', () => {
    const posts = [
      { createdAt: at(2026, 3, 3), views: 30 },
      { createdAt: at(2026, 2, 3), views: 20 },
      { createdAt: 'not a date', views: 1000 },
    ];
    expect(monthOverMonth(posts, NOW, (post) => post.views)).toEqual({ thisMonth: 30, lastMonth: 20, change: '+50%' });
  });

  it('rounds percentages to whole numbers', () => {
    expect(formatChange(1, 3)).toBe('-67%');
    expect(formatChange(4, 3)).toBe('+33%');
  });
});

describe('comparedPeriods and changeTone', () => {
  it('takes this month to its end, and last month to the same day and time', () => {
    expect(comparedPeriods(NOW)).toEqual({
      current: { start: at(2026, 3, 1, 0), end: at(2026, 4, 1, 0) },
      previous: { start: at(2026, 2, 1, 0), end: at(2026, 2, 15, 12) },
    });
    // January against December, across the year.
    expect(comparedPeriods(at(2026, 1, 2, 9)).previous).toEqual({ start: at(2025, 12, 1, 0), end: at(2025, 12, 2, 9) });
  });

  it('takes the whole of last month when it has no such day', () => {
    expect(comparedPeriods(at(2026, 3, 31)).previous).toEqual({ start: at(2026, 2, 1, 0), end: at(2026, 3, 1, 0) });
    expect(comparedPeriods(at(2026, 3, 28)).previous).toEqual({ start: at(2026, 2, 1, 0), end: at(2026, 2, 28, 12) });
  });

  it('colours a change only when it rests on enough to tell', () => {
    expect(changeTone(monthOverMonthOf(0, 1))).toBe('plain');
    expect(changeTone(monthOverMonthOf(1, TELLING_BASE - 1))).toBe('plain');
    expect(changeTone(monthOverMonthOf(1, 0))).toBe('plain');
    expect(changeTone(monthOverMonthOf(1, TELLING_BASE))).toBe('fall');
    expect(changeTone(monthOverMonthOf(12, 10))).toBe('rise');
    expect(changeTone(monthOverMonthOf(1001, 1000))).toBe('plain');
  });
});

describe('recentActivity', () => {
  const NONE: ActivitySources = { users: [], blogs: [], messages: [], services: [], applications: [], subscribers: [] };
  const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600_000);

  const sources: ActivitySources = {
    users: [
      { uid: 'u1', displayName: 'Ada', email: 'ada@example.com', createdAt: hoursAgo(50).toISOString() },
      { uid: 'u2', displayName: '', email: 'bob@example.com', createdAt: hoursAgo(1).toISOString() },
      { uid: 'u3', displayName: 'Cy', email: 'cy@example.com', createdAt: hoursAgo(300).toISOString() },
      { uid: 'u4', displayName: 'Di', email: 'di@example.com', createdAt: hoursAgo(5).toISOString() },
      { uid: 'u5', displayName: 'Ed', email: 'ed@example.com', createdAt: '' },
    ],
    blogs: [
      { id: 'b1', title: 'Draft post', isPublished: false, createdAt: hoursAgo(2) },
      { id: 'b2', title: 'Live post', isPublished: true, createdAt: hoursAgo(3) },
      { id: 'b3', title: 'Older post', isPublished: true, createdAt: hoursAgo(4) },
      { id: 'b4', title: 'Newest post', isPublished: true, createdAt: hoursAgo(0.5) },
    ],
    messages: [{ id: 'm1', name: 'Sofia', email: 'sofia@example.com', createdAt: hoursAgo(6) }],
    services: [{ id: 's1', title: 'Web Development', createdAt: hoursAgo(500) }],
    applications: [],
    subscribers: [],
  };

  it('takes the 3 newest of each type and shows the 6 newest overall, newest first', () => {
    const items = recentActivity(sources, NOW);
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.id)).toEqual(['blog-b4', 'user-u2', 'blog-b1', 'blog-b2', 'user-u4', 'message-m1']);
    const times = items.map((item) => item.time.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A fourth post (b3) is newer than the message but only three per type are taken.
    expect(items.some((item) => item.id === 'blog-b3')).toBe(false);
  });

  it('words each type and names its subject', () => {
    const items = recentActivity(sources, NOW);
    const byId = Object.fromEntries(items.map((item) => [item.id, item]));
    expect(byId['user-u2']).toMatchObject({ type: 'user', action: 'New user registered', subject: 'bob@example.com' });
    expect(byId['user-u4']).toMatchObject({ type: 'user', action: 'New user registered', subject: 'Di' });
    expect(byId['blog-b1']).toMatchObject({ type: 'blog', action: 'Draft saved', subject: 'Draft post' });
    expect(byId['blog-b2']).toMatchObject({ type: 'blog', action: 'Blog post published', subject: 'Live post' });
    expect(byId['message-m1']).toMatchObject({ type: 'message', action: 'New message received', subject: 'Sofia' });
    expect(byId['user-u2'].time).toBeInstanceOf(Date);
  });

  it('includes services, leaves out undated items and is empty for empty lists', () => {
    const few = recentActivity(
      { ...NONE, users: [sources.users[4]], services: sources.services },
      NOW,
    );
    expect(few).toEqual([
      { id: 'service-s1', type: 'service', action: 'Service added', subject: 'Web Development', time: hoursAgo(500) },
    ]);
    expect(recentActivity(NONE, NOW)).toEqual([]);
  });

  it('lists what people sent: applications and newsletter subscriptions', () => {
    const items = recentActivity(
      {
        ...sources,
        applications: [{ id: 'a1', name: 'Grace Hopper', position: 'Mobile App Developer', createdAt: hoursAgo(0.2) }],
        subscribers: [{ id: 'n1', email: 'reader@example.com', createdAt: hoursAgo(0.1) }],
      },
      NOW,
    );
    expect(items.slice(0, 2)).toEqual([
      { id: 'subscriber-n1', type: 'subscriber', action: 'New newsletter sign-up', subject: 'reader@example.com', time: hoursAgo(0.1) },
      { id: 'application-a1', type: 'application', action: 'New application received', subject: 'Grace Hopper · Mobile App Developer', time: hoursAgo(0.2) },
    ]);
    expect(items).toHaveLength(6);
  });

  it('treats a date after now as now', () => {
    const [item] = recentActivity(
      { ...NONE, messages: [{ id: 'm', name: 'Z', email: 'z@example.com', createdAt: hoursAgo(-2) }] },
      NOW,
    );
    expect(item.time).toEqual(NOW);
  });
});

describe('topPostsByViews', () => {
  it('keeps the five most viewed posts, most first, ties by title, and leaves out unread ones', () => {
    const posts = [
      { id: 'a', title: 'Alpha', views: 10 },
      { id: 'b', title: 'Bravo', views: 250 },
      { id: 'c', title: 'Charlie', views: 0 },
      { id: 'd', title: 'Delta', views: 40 },
      { id: 'e', title: 'Echo', views: 40 },
      { id: 'f', title: 'Foxtrot', views: 5 },
      { id: 'g', title: 'Golf', views: 7 },
    ];
    expect(topPostsByViews(posts).map((post) => [post.title, post.views])).toEqual([
      ['Bravo', 250],
      ['Delta', 40],
      ['Echo', 40],
      ['Alpha', 10],
      ['Golf', 7],
    ]);
    expect(topPostsByViews(posts, 2).map((post) => post.id)).toEqual(['b', 'd']);
    expect(topPostsByViews([{ id: 'x', title: 'Unread', views: 0 }])).toEqual([]);
  });
});

describe('enquiriesByMonth', () => {
  it('counts the last six calendar months by status, oldest first, and nothing outside them', () => {
    const messages = [
      { createdAt: at(2026, 3, 14), status: 'unread' as const },
      { createdAt: at(2026, 3, 1, 0), status: 'replied' as const },
      { createdAt: at(2026, 2, 28, 23).toISOString(), status: 'read' as const },
      { createdAt: at(2026, 2, 2), status: 'read' as const },
      { createdAt: at(2025, 12, 31), status: 'replied' as const },
      { createdAt: at(2025, 10, 1, 0), status: 'unread' as const },
      { createdAt: at(2025, 9, 30, 23), status: 'unread' as const }, // seven months back: left out
      { createdAt: at(2026, 4, 1), status: 'unread' as const }, // next month: left out
      { createdAt: null, status: 'read' as const },
    ];
    const months = enquiriesByMonth(messages, NOW);
    expect(months.map((month) => [month.key, month.shortLabel, month.unread, month.read, month.replied, month.total])).toEqual([
      ['2025-10', 'Oct', 1, 0, 0, 1],
      ['2025-11', 'Nov', 0, 0, 0, 0],
      ['2025-12', 'Dec', 0, 0, 1, 1],
      ['2026-01', 'Jan', 0, 0, 0, 0],
      ['2026-02', 'Feb', 0, 2, 0, 2],
      ['2026-03', 'Mar', 1, 0, 1, 2],
    ]);
    expect(months[0].label).toBe('October 2025');
    expect(months[5].label).toBe('March 2026');
  });

  it('crosses the year boundary and can cover fewer months', () => {
    const months = enquiriesByMonth([{ createdAt: at(2025, 12, 5), status: 'read' }], at(2026, 1, 10), 2);
    expect(months.map((month) => [month.label, month.total])).toEqual([
      ['December 2025', 1],
      ['January 2026', 0],
    ]);
  });
});

describe('axisTicks', () => {
  it('picks steps of 1, 2 or 5 times a power of ten, with about four gridlines', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(6)).toEqual([0, 2, 4, 6]);
    expect(axisTicks(10)).toEqual([0, 5, 10]);
    expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(150)).toEqual([0, 50, 100, 150]);
  });
});

describe('monthBounds and monthOverMonthOf (the figures the backend counts)', () => {
  it('gives calendar months in local time, across the year boundary', () => {
    expect(monthBounds(NOW)).toEqual({ start: at(2026, 3, 1, 0), end: at(2026, 4, 1, 0) });
    expect(monthBounds(at(2026, 1, 10), 1)).toEqual({ start: at(2025, 12, 1, 0), end: at(2026, 1, 1, 0) });
  });

  it('agrees with the list-based month-over-month', () => {
    expect(monthOverMonthOf(3, 2)).toEqual({ thisMonth: 3, lastMonth: 2, change: '+50%' });
    expect(monthOverMonthOf(1, 0).change).toBe('—');
    expect(enquiryMonths(NOW).map((month) => month.key)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(enquiryMonths(NOW)[5]).toMatchObject({ label: 'March 2026', shortLabel: 'Mar', start: at(2026, 3, 1, 0), end: at(2026, 4, 1, 0) });
  });
});

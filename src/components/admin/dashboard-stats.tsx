/** Spec §2's four cards on the dashboard and analytics screens (their data: src/hooks/use-dashboard-data.ts). */
import { Eye, FileText, Mail, Users } from 'lucide-react';
import type { DashboardData } from '@/hooks/use-dashboard-data.ts';
import { StatGrid, type StatCardProps } from './stat-card.tsx';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * What "Total Blogs" is made of: every post counts (the spec's figure), so the card says how many
 * readers can see, and how many are drafts or scheduled.
 */
export function postsMadeOf({ total, published, drafts }: { total: number; published: number; drafts: number }): string {
  const scheduled = Math.max(0, total - published - drafts);
  const parts = [`${numberFormat.format(published)} published`];
  if (drafts > 0) parts.push(`${numberFormat.format(drafts)} ${drafts === 1 ? 'draft' : 'drafts'}`);
  if (scheduled > 0) parts.push(`${numberFormat.format(scheduled)} scheduled`);
  return parts.join(' · ');
}

/**
 * Spec §2's four cards, as the backend counted them: a total, and what was added this month so far
 * against the same days of last month. Views have no such change: a post counts its views in one
 * undated figure, so no count says how many came this month. No revenue is shown: a services company
 * earns nothing per blog view (spec §9's 0.01 per view was an advertising figure with no source), so a
 * figure from it would mean nothing.
 */
export function DashboardStats({ data }: { data: DashboardData }) {
  const { users, blogs, messages, views } = data.figures;

  const stats: StatCardProps[] = [
    {
      title: 'Total Users',
      value: numberFormat.format(users.total),
      icon: Users,
      trend: users.trend,
      counted: { one: 'new user', other: 'new users' },
    },
    {
      title: 'Total Blogs',
      value: numberFormat.format(blogs.total),
      subtitle: postsMadeOf(blogs),
      icon: FileText,
      trend: blogs.trend,
      counted: { one: 'new post', other: 'new posts' },
    },
    {
      title: 'Contact Messages',
      value: numberFormat.format(messages.total),
      subtitle: messages.unread > 0 ? `${messages.unread} unread` : 'All read',
      icon: Mail,
      trend: messages.trend,
      counted: { one: 'new message', other: 'new messages' },
    },
    {
      title: 'Total Views',
      value: numberFormat.format(views.total),
      subtitle: 'All posts, since each was published',
      icon: Eye,
    },
  ];

  return <StatGrid label="Key figures" stats={stats} />;
}

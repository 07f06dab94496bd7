/** Spec §2's four cards on the dashboard and analytics screens (their data: src/hooks/use-dashboard-data.ts). */
import { Eye, FileText, Mail, Users } from 'lucide-react';
import type { DashboardData } from '@/hooks/use-dashboard-data.ts';
import { revenueFromViews } from '@/lib/dashboard.ts';
import { StatGrid, type StatCardProps } from './stat-card.tsx';

const numberFormat = new Intl.NumberFormat('en-US');
const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Spec §2's four cards, each with its change against last month, as the backend counted them. */
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
      subtitle: `Est. revenue ${currencyFormat.format(revenueFromViews(views.total))}`,
      icon: Eye,
      // Views of the posts published each month.
      trend: views.trend,
      counted: { one: 'view on new posts', other: 'views on new posts' },
    },
  ];

  return <StatGrid label="Key figures" stats={stats} />;
}

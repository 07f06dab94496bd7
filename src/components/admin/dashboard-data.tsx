/**
 * What the dashboard and analytics screens load: users, posts, enquiries and services, in parallel.
 * A failed load is logged, toasted with spec §8's message and counted as empty (spec §8 "Dashboard
 * load failure"), and the screen's System Status says which one failed.
 */
import { Eye, FileText, Mail, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { listAllBlogs, type BlogPost } from '@/data/blogs.ts';
import { listAllMessages, type ContactMessage } from '@/data/contact-messages.ts';
import { listAllServices, type Service } from '@/data/services.ts';
import { listAllUsers, type UserProfile } from '@/data/users.ts';
import { monthOverMonth, revenueFromViews } from '@/lib/dashboard.ts';
import { StatGrid, type StatCardProps } from './stat-card.tsx';

export type DashboardSource = 'users' | 'blogs' | 'messages' | 'services';

/** Spec §8's messages, used for both the console and the toast. */
export const LOAD_ERRORS: Record<DashboardSource, string> = {
  users: 'Error fetching users',
  blogs: 'Error fetching blogs',
  messages: 'Error fetching messages',
  services: 'Error fetching services',
};

export interface DashboardData {
  status: 'loading' | 'ready';
  now: Date;
  users: UserProfile[];
  blogs: BlogPost[];
  messages: ContactMessage[];
  services: Service[];
  failed: DashboardSource[];
}

const EMPTY = { users: [], blogs: [], messages: [], services: [], failed: [] };

function settledValue<T>(result: PromiseSettledResult<T[]>, source: DashboardSource, failed: DashboardSource[]): T[] {
  if (result.status === 'fulfilled') return result.value;
  console.error(LOAD_ERRORS[source], result.reason);
  toast.error(LOAD_ERRORS[source]);
  failed.push(source);
  return [];
}

export function useDashboardData(): DashboardData {
  const [data, setData] = useState<DashboardData>(() => ({ status: 'loading', now: new Date(), ...EMPTY }));

  useEffect(() => {
    let cancelled = false;
    void Promise.allSettled([listAllUsers(), listAllBlogs(), listAllMessages(), listAllServices()]).then(
      ([users, blogs, messages, services]) => {
        if (cancelled) return;
        const failed: DashboardSource[] = [];
        setData({
          status: 'ready',
          now: new Date(),
          users: settledValue(users, 'users', failed),
          blogs: settledValue(blogs, 'blogs', failed),
          messages: settledValue(messages, 'messages', failed),
          services: settledValue(services, 'services', failed),
          failed,
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return data;
}

const numberFormat = new Intl.NumberFormat('en-US');
const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Spec §2's four cards, each with its change against last month computed from the data. */
export function DashboardStats({ data }: { data: DashboardData }) {
  const { now, users, blogs, messages } = data;
  const unread = messages.filter((message) => message.status === 'unread').length;
  const totalViews = blogs.reduce((sum, post) => sum + post.views, 0);

  const stats: StatCardProps[] = [
    {
      title: 'Total Users',
      value: numberFormat.format(users.length),
      icon: Users,
      trend: monthOverMonth(users, now),
      counted: 'new users',
    },
    {
      title: 'Total Blogs',
      value: numberFormat.format(blogs.length),
      icon: FileText,
      trend: monthOverMonth(blogs, now),
      counted: 'new posts',
    },
    {
      title: 'Contact Messages',
      value: numberFormat.format(messages.length),
      subtitle: unread > 0 ? `${unread} unread` : 'All read',
      icon: Mail,
      trend: monthOverMonth(messages, now),
      counted: 'new messages',
    },
    {
      title: 'Total Views',
      value: numberFormat.format(totalViews),
      subtitle: `Est. revenue ${currencyFormat.format(revenueFromViews(totalViews))}`,
      icon: Eye,
      // Views of the posts published each month.
      trend: monthOverMonth(blogs, now, (post) => post.views),
      counted: 'views on new posts',
    },
  ];

  return <StatGrid label="Key figures" stats={stats} />;
}

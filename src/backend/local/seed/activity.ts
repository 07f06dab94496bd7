/**
 * Seeds the audit log (activity) and each person's head (activity_heads): a fortnight of the demo
 * admin's and the demo editor's changes, each about a document of the seed, and one about a service
 * deleted since (its target is gone, so Admin → Activity shows it without a link).
 */
import type { LocalDoc } from '../db.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { daysAgo } from './shared.ts';

interface SeedEntry {
  id: string;
  staff: 'admin' | 'editor';
  area: 'posts' | 'services' | 'settings' | 'users' | 'enquiries';
  action: string;
  summary: string;
  target: string;
  daysAgo: number;
  hour: number;
}

/** Newest first (the order Admin → Activity lists them in). */
export const SEEDED_ACTIVITY: readonly SeedEntry[] = [
  {
    id: 'seed-activity-09',
    staff: 'editor',
    area: 'posts',
    action: 'created',
    summary: 'Created the draft “A Cloud Cost Review in One Afternoon”',
    target: 'blogs/draft-cloud-cost-review',
    daysAgo: 1,
    hour: 11,
  },
  {
    id: 'seed-activity-08',
    staff: 'admin',
    area: 'posts',
    action: 'published',
    summary: 'Published “How to Choose a Tech Stack Your Team Can Live With”',
    target: 'blogs/choosing-a-tech-stack-2026',
    daysAgo: 3,
    hour: 9,
  },
  {
    id: 'seed-activity-07',
    staff: 'editor',
    area: 'posts',
    action: 'updated',
    summary: 'Updated “The Local SEO Checklist for Service Businesses”',
    target: 'blogs/local-seo-checklist',
    daysAgo: 4,
    hour: 15,
  },
  {
    id: 'seed-activity-06',
    staff: 'admin',
    area: 'services',
    action: 'updated',
    summary: 'Updated the service “Web Development”',
    target: 'services/web',
    daysAgo: 5,
    hour: 14,
  },
  {
    id: 'seed-activity-05',
    staff: 'admin',
    area: 'enquiries',
    action: 'replied',
    summary: 'Replied to Demo User about Mobile App Development',
    target: 'contact_messages/seed-message-3',
    daysAgo: 6,
    hour: 22,
  },
  {
    id: 'seed-activity-04',
    staff: 'admin',
    area: 'services',
    action: 'deleted',
    summary: 'Deleted the service “Legacy Hosting Support”',
    target: 'services/retired-service',
    daysAgo: 8,
    hour: 10,
  },
  {
    id: 'seed-activity-03',
    staff: 'admin',
    area: 'enquiries',
    action: 'read',
    summary: 'Marked the enquiry from Amara Osei as read',
    target: 'contact_messages/seed-message-4',
    daysAgo: 10,
    hour: 12,
  },
  {
    id: 'seed-activity-02',
    staff: 'admin',
    area: 'settings',
    action: 'updated',
    summary: 'Updated the site settings: contact e-mail and phone',
    target: 'settings/site',
    daysAgo: 12,
    hour: 9,
  },
  {
    id: 'seed-activity-01',
    staff: 'admin',
    area: 'users',
    action: 'role',
    summary: 'Made Demo Editor an editor',
    target: 'users/demo-editor',
    daysAgo: 13,
    hour: 17,
  },
];

/** The log's entries, dated from now, and each person's head naming their newest entry. */
export function seedActivity(now: Date): Record<string, Record<string, LocalDoc>> {
  const activity: Record<string, LocalDoc> = {};
  const heads: Record<string, LocalDoc> = {};
  for (const entry of SEEDED_ACTIVITY) {
    const person = DEMO_ACCOUNTS[entry.staff];
    activity[entry.id] = {
      createdAt: daysAgo(now, entry.daysAgo, entry.hour),
      by: person.uid,
      byName: person.displayName,
      area: entry.area,
      action: entry.action,
      summary: entry.summary,
      target: entry.target,
    };
    // Newest first: a person's first entry is their last.
    heads[person.uid] ??= { last: entry.id };
  }
  return { activity, activity_heads: heads };
}

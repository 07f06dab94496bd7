/** The demo backend's first content: the accounts, the six services, blog posts, the job openings, enquiries, a fortnight of the audit log and four months of traffic counters. */
import type { LocalData } from './db.ts';
import { seedAccounts } from './seed/accounts.ts';
import { seedBlogs } from './seed/blogs.ts';
import { seedEnquiries } from './seed/enquiries.ts';
import { seedServices } from './seed/services.ts';
import { seedApplications } from './seed/careers.ts';
import { seedOpenings } from './seed/openings.ts';
import { seedMail } from './seed/mail.ts';
import { seedNewsletter } from './seed/newsletter.ts';
import { seedNewsletterIssues } from './seed/newsletter-issues.ts';
import { seedActivity } from './seed/activity.ts';
import { seedTraffic } from './seed/traffic.ts';

/** The whole seed as of `now`: each section built by its module (seed/, seed-*.ts), in this order. */
export function createSeed(now: Date): LocalData {
  const { accounts, users } = seedAccounts(now);
  const { blogs, slugs } = seedBlogs(now);
  const services = seedServices(now);
  const { contactMessages, threads } = seedEnquiries(now);
  // The applicants' mail joins the rest of the mail.
  const careers = seedApplications(now);
  const mail = seedMail(now);

  return {
    version: 1,
    accounts,
    collections: {
      users,
      blogs,
      slugs,
      services,
      contact_messages: contactMessages,
      openings: seedOpenings(now),
      ...threads,
      // Careers applications, the newsletter, mail, the audit log and the traffic counters seed their own collections (one module each).
      ...careers,
      ...seedNewsletter(now),
      ...seedNewsletterIssues(now),
      ...mail,
      mail: { ...mail.mail, ...careers.mail },
      ...seedActivity(now),
      ...seedTraffic(now),
    },
    session: null,
  };
}

/** The demo backend's first content: two accounts, the six services, blog posts and enquiries. */
import type { LocalData } from './db.ts';
import { seedAccounts } from './seed/accounts.ts';
import { seedBlogs } from './seed/blogs.ts';
import { seedEnquiries } from './seed/enquiries.ts';
import { seedServices } from './seed/services.ts';
import { seedApplications } from './seed/careers.ts';
import { seedMail } from './seed/mail.ts';
import { seedNewsletter } from './seed/newsletter.ts';

/** The whole seed as of `now`: each section built by its module (seed/, seed-*.ts), in this order. */
export function createSeed(now: Date): LocalData {
  const { accounts, users } = seedAccounts(now);
  const { blogs, slugs } = seedBlogs(now);
  const services = seedServices(now);
  const { contactMessages, threads } = seedEnquiries(now);

  return {
    version: 1,
    accounts,
    collections: {
      users,
      blogs,
      slugs,
      services,
      contact_messages: contactMessages,
      ...threads,
      // Careers applications, the newsletter and mail seed their own collections (one module each).
      ...seedApplications(now),
      ...seedNewsletter(now),
      ...seedMail(now),
    },
    session: null,
  };
}

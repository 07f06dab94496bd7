/** The demo's seeded careers applications (collection → id → document). */
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { APPLICANT_MESSAGE_STATUSES, applicantMessageDraft } from '@/content/mail-templates.ts';
import { SEED_OPENINGS } from './openings.ts';
import { applicationExpiry } from '@/lib/retention.ts';
import { searchTermsOf } from '@/lib/search-terms.ts';
import type { LocalDoc } from '../db.ts';

const DAY = 24 * 3600 * 1000;

interface SeedApplication {
  name: string;
  email: string;
  position: number;
  links: string[];
  coverNote: string;
  status: string;
  notes: string;
  daysAgo: number;
  userId: string | null;
}

const APPLICATIONS: SeedApplication[] = [
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.org',
    position: 0,
    links: ['https://github.com/priya-raman-dev', 'https://priyaraman.example.org/cv.pdf'],
    coverNote:
      'I have spent six years building React and Node.js platforms for logistics clients, most recently leading a team of four through a migration to TypeScript.',
    status: 'interview',
    notes: 'Strong portfolio. Technical interview booked with Marcus.',
    daysAgo: 9,
    userId: null,
  },
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.net',
    position: 1,
    links: ['https://tombecker.example.net'],
    coverNote: 'Three published React Native apps, one with offline sync for field technicians.',
    status: 'reviewing',
    notes: '',
    daysAgo: 4,
    userId: null,
  },
  {
    name: DEMO_ACCOUNTS.user.displayName,
    email: DEMO_ACCOUNTS.user.email,
    position: 3,
    links: ['https://dribbble.com/alex-johnson-demo'],
    coverNote: 'I design accessible products and would love to help grow your design system.',
    status: 'new',
    notes: '',
    daysAgo: 1,
    userId: DEMO_ACCOUNTS.user.uid,
  },
  {
    name: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    position: 2,
    links: ['https://www.linkedin.com/in/maria-lopez-demo', 'https://marialopez.example.com/campaigns'],
    coverNote: 'Two years of paid search and SEO at an agency; certified in Google Ads.',
    status: 'declined',
    notes: 'Looking for more senior experience this round.',
    daysAgo: 20,
    userId: null,
  },
];

/**
 * The applications, the admins' notes on them, and what their applicants were sent (`mail`, to go
 * with the rest of the seeded mail): each one's acknowledgement, and the message that went with a
 * move to interview or declined, as src/features/careers/data/applicant-mail.ts writes them (two
 * days after the application: the extension has not seen them, as every message in the demo).
 */
export function seedApplications(now: Date): Record<'applications' | 'application_notes' | 'mail', Record<string, LocalDoc>> {
  const applications: Record<string, LocalDoc> = {};
  const notes: Record<string, LocalDoc> = {};
  const mail: Record<string, LocalDoc> = {};
  APPLICATIONS.forEach((entry, index) => {
    const created = new Date(now.getTime() - entry.daysAgo * DAY - index * 60_000);
    const { slug: openingId, title: position } = SEED_OPENINGS[entry.position];
    const id = `seed-application-${index + 1}`;
    // The admins' notes live in a document of their own, which the applicant cannot read.
    if (entry.notes) notes[id] = { notes: entry.notes, updatedAt: created, expireAt: applicationExpiry(created) };
    applications[id] = {
      name: entry.name,
      email: entry.email,
      position,
      openingId,
      links: entry.links,
      coverNote: entry.coverNote,
      consent: true,
      status: entry.status,
      createdAt: created,
      updatedAt: created,
      userId: entry.userId,
      searchTerms: searchTermsOf({ prefixed: [entry.name, entry.email, position], whole: [entry.coverNote] }, 300),
      expireAt: applicationExpiry(created),
    };
    mail[`applicant-${id}`] = {
      to: entry.email,
      template: { name: 'application-acknowledgement', data: { applicationId: id, position } },
      createdAt: created,
    };
    const status = APPLICANT_MESSAGE_STATUSES.find((candidate) => candidate === entry.status);
    if (status) {
      mail[`applicant-${id}-${status}`] = {
        to: entry.email,
        template: { name: `application-${status}`, data: { applicationId: id, name: entry.name, position, message: applicantMessageDraft(status, position) } },
        createdAt: new Date(created.getTime() + 2 * DAY),
      };
    }
  });
  return { applications, application_notes: notes, mail };
}

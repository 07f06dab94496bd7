/**
 * The demo's seeded job openings (openings/<slug>), as an admin would have posted them: four open ones
 * (Careers lists them, each has its page) and one closed since it was filled (its page says so). Dates
 * are counted back from now, so the demo never shows stale postings.
 */
import { localDay } from '@/lib/dates.ts';
import type { LocalDoc } from '../db.ts';
import { daysAgo, DAY } from './shared.ts';

interface Office {
  locality: string;
  region: string;
  country: string;
}

/** An opening's stored facts (src/features/careers/data/openings.ts, JobOpening), its dates counted from now. */
interface SeedOpening {
  slug: string;
  title: string;
  department: string;
  workplace: 'onsite' | 'hybrid' | 'remote';
  office: Office | null;
  remoteCountries: string[];
  employmentType: string;
  salary: { min: number; max: number; currency: string; period: string } | null;
  experience: string;
  description: string;
  requirements: string[];
  benefits: string[];
  postedDaysAgo: number;
  /** Its last day, this many days from now; null: none. */
  lastDayIn: number | null;
  closed: boolean;
}

/** The `openUntil` of an opening without a last day (firestore.rules, isValidOpening). */
const NO_LAST_DAY = '9999-12-31';

const SAN_FRANCISCO: Office = { locality: 'San Francisco', region: 'CA', country: 'US' };

const OPENINGS: readonly SeedOpening[] = [
  {
    slug: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer',
    department: 'Engineering',
    workplace: 'hybrid',
    office: SAN_FRANCISCO,
    remoteCountries: [],
    employmentType: 'FULL_TIME',
    experience: '5+ years',
    salary: { min: 130_000, max: 150_000, currency: 'USD', period: 'YEAR' },
    description:
      'Lead the design and delivery of custom web platforms for clients in healthcare, retail and logistics, from the first architecture sketch to production support.\n\n' +
      'You will pair with a product designer and a project lead on each engagement, and **own the technical decisions**: the architecture, the reviews, and the handover to the client’s team.',
    requirements: [
      'Five or more years building production web applications',
      'Strong TypeScript, React and Node.js skills',
      'Experience with relational and document databases',
      'Comfortable presenting technical trade-offs to clients',
    ],
    benefits: ['Equity options', '$2,000 yearly learning budget', 'Hybrid schedule', 'Full health cover'],
    postedDaysAgo: 47,
    lastDayIn: null,
    closed: false,
  },
  {
    slug: 'mobile-developer',
    title: 'Mobile App Developer',
    department: 'Engineering',
    workplace: 'remote',
    office: null,
    remoteCountries: ['US'],
    employmentType: 'FULL_TIME',
    experience: '3+ years',
    salary: { min: 105_000, max: 130_000, currency: 'USD', period: 'YEAR' },
    description:
      'Build and ship cross-platform iOS and Android apps with React Native, working closely with our designers and the client’s own product team.',
    requirements: [
      'Three or more years of mobile development',
      'Published apps on the App Store or Google Play',
      'Experience with React Native, plus some Swift or Kotlin',
      'Familiar with offline data sync and push notifications',
    ],
    benefits: ['Fully remote', 'Latest MacBook and test devices', 'Home-office stipend', 'Full health cover'],
    postedDaysAgo: 33,
    lastDayIn: 45,
    closed: false,
  },
  {
    slug: 'digital-marketing-specialist',
    title: 'Digital Marketing Specialist',
    department: 'Marketing',
    workplace: 'hybrid',
    office: SAN_FRANCISCO,
    remoteCountries: [],
    employmentType: 'FULL_TIME',
    experience: '2+ years',
    salary: { min: 60_000, max: 78_000, currency: 'USD', period: 'YEAR' },
    description:
      'Plan and run SEO, paid search and social campaigns for a portfolio of clients, and turn the numbers into monthly reports they can act on.',
    requirements: [
      'Two or more years in digital marketing or at an agency',
      'Hands-on experience with Google Ads and Google Analytics',
      'Clear, persuasive writing',
      'Comfortable with spreadsheets and basic data analysis',
    ],
    benefits: ['Certification courses paid for', 'Performance bonus', 'Hybrid schedule', 'Full health cover'],
    postedDaysAgo: 26,
    lastDayIn: null,
    closed: false,
  },
  {
    slug: 'ui-ux-designer',
    title: 'UI/UX Designer',
    department: 'Design',
    workplace: 'remote',
    office: SAN_FRANCISCO,
    remoteCountries: ['US'],
    employmentType: 'FULL_TIME',
    experience: '3+ years',
    salary: { min: 90_000, max: 115_000, currency: 'USD', period: 'YEAR' },
    description:
      'Research, design and prototype web and mobile products, and help grow the design systems our engineering teams build on.',
    requirements: [
      'Three or more years designing digital products',
      'A portfolio showing research through to shipped interfaces',
      'Fluent in Figma and prototyping tools',
      'Working knowledge of WCAG accessibility guidelines',
    ],
    benefits: ['Flexible location', '$2,000 yearly learning budget', 'Conference tickets', 'Full health cover'],
    postedDaysAgo: 19,
    lastDayIn: null,
    closed: false,
  },
  {
    slug: 'qa-automation-engineer',
    title: 'QA Automation Engineer',
    department: 'Engineering',
    workplace: 'hybrid',
    office: SAN_FRANCISCO,
    remoteCountries: [],
    employmentType: 'CONTRACTOR',
    experience: '2+ years',
    salary: { min: 70_000, max: 85_000, currency: 'USD', period: 'YEAR' },
    description: 'Build and run the automated test suites our client projects ship with, from unit tests to end-to-end journeys in real browsers.',
    requirements: ['Two or more years of test automation', 'Playwright or Cypress in production projects', 'Comfortable reading TypeScript'],
    benefits: ['Six-month contract, with a view to extend', 'Hybrid schedule'],
    postedDaysAgo: 90,
    lastDayIn: null,
    closed: true,
  },
];

/** The seeded openings' slugs and titles, in order (the seeded applications answer them). */
export const SEED_OPENINGS: readonly Pick<SeedOpening, 'slug' | 'title'>[] = OPENINGS.map(({ slug, title }) => ({ slug, title }));

export function seedOpenings(now: Date): Record<string, LocalDoc> {
  const openings: Record<string, LocalDoc> = {};
  for (const { postedDaysAgo, lastDayIn, slug, ...opening } of OPENINGS) {
    const posted = daysAgo(now, postedDaysAgo);
    const validThrough = lastDayIn === null ? null : localDay(new Date(now.getTime() + lastDayIn * DAY));
    const updated = opening.closed ? daysAgo(now, Math.max(0, postedDaysAgo - 30)) : posted;
    openings[slug] = { ...opening, datePosted: localDay(posted), validThrough, openUntil: validThrough ?? NO_LAST_DAY, createdAt: posted, updatedAt: updated };
  }
  return openings;
}

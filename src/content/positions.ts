/**
 * The company's openings (spec §3 "Job opening"; salaries within $60,000-$150,000): what /careers lists
 * and each opening's own page (/careers/<slug>) shows, with the facts search engines' job listings read
 * (`jobPostingOf` in src/features/careers/data/openings.ts).
 */

/** schema.org's `employmentType` values. */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN';

/** Where the work is done: at the office, partly there (hybrid), or from anywhere in `remoteCountries`. */
export type Workplace = 'onsite' | 'hybrid' | 'remote';

export interface Office {
  locality: string;
  /** A state or region, as its postal code writes it ("CA"). */
  region: string;
  /** ISO 3166-1 alpha-2 ("US"). */
  country: string;
}

export interface SalaryRange {
  min: number;
  max: number;
  /** ISO 4217 ("USD"). */
  currency: string;
  period: 'YEAR' | 'MONTH' | 'HOUR';
}

export interface JobOpening {
  /** Its address: /careers/<slug>. */
  slug: string;
  title: string;
  department: string;
  workplace: Workplace;
  /** The office an on-site or hybrid hire works from (a remote hire may also use it); null: none. */
  office: Office | null;
  /** The countries (ISO 3166-1 alpha-2) a remote hire may live in; empty unless remote. */
  remoteCountries: string[];
  employmentType: EmploymentType;
  salary: SalaryRange;
  experience: string;
  /** What the job is: paragraphs separated by a blank line. */
  description: string;
  requirements: string[];
  benefits: string[];
  /** The day it was posted (YYYY-MM-DD). */
  datePosted: string;
  /** The last day it takes applications (YYYY-MM-DD, inclusive), or null: until it is closed. */
  validThrough: string | null;
  /** Closed by the company (filled, or withdrawn) before `validThrough`. */
  closed: boolean;
}

const SAN_FRANCISCO: Office = { locality: 'San Francisco', region: 'CA', country: 'US' };

export const OPEN_POSITIONS: readonly JobOpening[] = [
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
      'Lead the design and delivery of custom web platforms for clients in healthcare, retail and logistics, from the first architecture sketch to production support.',
    requirements: [
      'Five or more years building production web applications',
      'Strong TypeScript, React and Node.js skills',
      'Experience with relational and document databases',
      'Comfortable presenting technical trade-offs to clients',
    ],
    benefits: ['Equity options', '$2,000 yearly learning budget', 'Hybrid schedule', 'Full health cover'],
    datePosted: '2026-10-12',
    validThrough: null,
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
    datePosted: '2026-10-26',
    validThrough: null,
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
    datePosted: '2026-11-02',
    validThrough: null,
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
    datePosted: '2026-11-09',
    validThrough: null,
    closed: false,
  },
];

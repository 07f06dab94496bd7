/**
 * The company's openings, as stored in `openings/<slug>` (src/features/careers/data/opening-store.ts
 * reads and writes them): their facts, which are open, and how the facts read. The `JobPosting` each
 * open one's page carries is ./job-posting.ts.
 */
import { localDay } from '@/lib/dates.ts';
import { markdownToPlainText } from '@/lib/markdown-text.ts';

/** schema.org's `employmentType` values. */
export const EMPLOYMENT_TYPE_VALUES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPE_VALUES)[number];

/** Where the work is done: at the office, partly there (hybrid), or from anywhere in `remoteCountries`. */
export const WORKPLACE_VALUES = ['onsite', 'hybrid', 'remote'] as const;
export type Workplace = (typeof WORKPLACE_VALUES)[number];

/** What a salary figure is paid for (schema.org's `unitText`). */
export const PERIOD_VALUES = ['YEAR', 'MONTH', 'HOUR'] as const;

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
  period: (typeof PERIOD_VALUES)[number];
}

export interface JobOpening {
  /** Its address, /careers/<slug>, and its document's id (`openings/<slug>`): fixed once posted. */
  slug: string;
  title: string;
  department: string;
  workplace: Workplace;
  /** The office an on-site or hybrid hire works from (a remote hire may also use it); null: none. */
  office: Office | null;
  /** The countries (ISO 3166-1 alpha-2) a remote hire may live in; empty unless remote. */
  remoteCountries: string[];
  employmentType: EmploymentType;
  /** The pay offered, or null when the posting does not say. */
  salary: SalaryRange | null;
  experience: string;
  /** What the job is, in Markdown (as posts are written). */
  description: string;
  requirements: string[];
  benefits: string[];
  /** The day it was posted (YYYY-MM-DD). */
  datePosted: string;
  /** The last day it takes applications (YYYY-MM-DD, inclusive), or null: until it is closed. */
  validThrough: string | null;
  /** Closed by the company (filled, or withdrawn) before `validThrough`. */
  closed: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** The local day `now` falls on (YYYY-MM-DD), as an opening's dates are written. */
export const dayOf = localDay;

/** Open: not closed, and its last day (`validThrough`, inclusive) not yet past. */
export function isOpen(opening: Pick<JobOpening, 'closed' | 'validThrough'>, now: Date): boolean {
  return !opening.closed && (opening.validThrough === null || dayOf(now) <= opening.validThrough);
}

export type OpeningStatus = 'open' | 'expired' | 'closed';

/** Closed by the company, expired (its last day past), or open. */
export function openingStatus(opening: Pick<JobOpening, 'closed' | 'validThrough'>, now: Date): OpeningStatus {
  return opening.closed ? 'closed' : isOpen(opening, now) ? 'open' : 'expired';
}

/**
 * What the stored `openUntil` holds: the last day, or this day, later than any, for an opening without
 * one; the open and expired lists compare it with today (`closed == false`, `openUntil >= today`).
 */
export const NO_LAST_DAY = '9999-12-31';
export const openUntilOf = (validThrough: string | null) => validThrough ?? NO_LAST_DAY;

const EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};

export const employmentTypeLabel = (type: EmploymentType) => EMPLOYMENT_TYPES[type];

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
/** "United States" for US (any ISO 3166-1 alpha-2 code; an unknown one shows as itself). */
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Where the work is, in words: "San Francisco, CA (Hybrid)", "Remote (United States)", "Remote (United States) or San Francisco, CA". */
export function locationLabel(opening: JobOpening): string {
  const office = opening.office ? `${opening.office.locality}, ${opening.office.region}` : '';
  if (opening.workplace !== 'remote') return opening.workplace === 'hybrid' ? `${office} (Hybrid)` : office;
  const remote = `Remote (${opening.remoteCountries.map(countryName).join(', ') || 'anywhere'})`;
  return office ? `${remote} or ${office}` : remote;
}

const PERIODS: Record<SalaryRange['period'], string> = { YEAR: 'a year', MONTH: 'a month', HOUR: 'an hour' };

/** "$130,000 - $150,000 a year" (spec §3's "$60,000-$150,000" style, with its period). */
export function salaryLabel({ min, max, currency, period }: SalaryRange): string {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
  return `${money.format(min)} - ${money.format(max)} ${PERIODS[period]}`;
}

/** The description's first paragraph as plain text (Careers' list, the page's description for search results). */
export function openingLead(opening: Pick<JobOpening, 'description'>): string {
  const [first = ''] = opening.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return markdownToPlainText(first).replace(/\s+/g, ' ').trim();
}

/**
 * The company's openings (src/content/positions.ts): which are open, how their facts read, and the
 * `JobPosting` structured data each open one's page carries for search engines' job listings
 * (Google for Jobs: https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 */
import { OPEN_POSITIONS, type EmploymentType, type JobOpening, type SalaryRange } from '@/content/positions.ts';
import { toLocalDateTimeInput } from '@/lib/dates.ts';
import { escapeHtml } from '@/lib/mail-render.ts';

export type { JobOpening };

/** Every opening, open or not (each keeps its page: a closed one says so). */
export const OPENINGS: readonly JobOpening[] = OPEN_POSITIONS;

/** The opening at /careers/<slug>, if any. */
export function openingBySlug(slug: string): JobOpening | null {
  return OPENINGS.find((opening) => opening.slug === slug) ?? null;
}

/** The local day `now` falls on (YYYY-MM-DD), as an opening's dates are written. */
const dayOf = (now: Date) => toLocalDateTimeInput(now).slice(0, 10);

/** Open: not closed, and its last day (`validThrough`, inclusive) not yet past. */
export function isOpen(opening: JobOpening, now: Date): boolean {
  return !opening.closed && (opening.validThrough === null || dayOf(now) <= opening.validThrough);
}

/** The openings taking applications, in their order. */
export function openOpenings(now: Date): JobOpening[] {
  return OPENINGS.filter((opening) => isOpen(opening, now));
}

const EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};

export const employmentTypeLabel = (type: EmploymentType) => EMPLOYMENT_TYPES[type];

const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada', GB: 'United Kingdom', DE: 'Germany', IE: 'Ireland' };
const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

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

/** The description's paragraphs (separated by a blank line). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The whole posting as the HTML Google asks `description` to be: the description, requirements and benefits. */
export function postingHtml(opening: JobOpening): string {
  const list = (title: string, items: readonly string[]) =>
    items.length ? `<p><strong>${title}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  return [
    ...paragraphsOf(opening.description).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>Experience: ${escapeHtml(opening.experience)}</p>`,
    list('Requirements', opening.requirements),
    list('Benefits', opening.benefits),
  ].join('');
}

/**
 * The opening's `JobPosting` (without `hiringOrganization`, which the page's metadata adds from the
 * site's settings): Google's required properties (title, description, datePosted, hiringOrganization,
 * jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements for a remote job) and
 * its recommended ones (baseSalary, employmentType, validThrough when there is a last day, identifier,
 * directApply). Only an open opening has one.
 */
export function jobPostingOf(opening: JobOpening, pageUrl: string): Record<string, unknown> {
  const place = opening.office && {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: opening.office.locality,
      addressRegion: opening.office.region,
      addressCountry: opening.office.country,
    },
  };
  const remote = opening.workplace === 'remote';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: postingHtml(opening),
    identifier: { '@type': 'PropertyValue', name: 'Opening', value: opening.slug },
    datePosted: opening.datePosted,
    ...(opening.validThrough ? { validThrough: `${opening.validThrough}T23:59:59` } : {}),
    employmentType: opening.employmentType,
    ...(place ? { jobLocation: place } : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: opening.remoteCountries.map((code) => ({ '@type': 'Country', name: code })),
        }
      : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: opening.salary.currency,
      value: { '@type': 'QuantitativeValue', minValue: opening.salary.min, maxValue: opening.salary.max, unitText: opening.salary.period },
    },
    occupationalCategory: opening.department,
    experienceRequirements: opening.experience,
    directApply: true,
    url: pageUrl,
  };
}

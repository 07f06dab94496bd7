/**
 * The openings in `openings/<slug>` (src/features/careers/data/openings.ts says what one holds): what
 * Careers and each opening's page read, what the admin's Openings screen lists a page at a time with its
 * figures, and the admins' writes (post, edit, close, reopen), each with its audit log entry and the
 * content version's move (public pages show openings).
 */
import { getBackend, getPublicStore } from '@/backend/index.ts';
import { SERVER_TIME, type DocumentData, type ListQuery, type WithId } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { isSlug, SLUG_MAX } from '@/lib/slugs.ts';
import { logged } from '@/features/activity/data/activity.ts';
import { COLLECTIONS, contentChanged } from '../../../data/collections.ts';
import { readPage, type PageRequest, type RowsPage } from '../../../data/paging.ts';
import {
  dayOf, EMPLOYMENT_TYPE_VALUES, openUntilOf, PERIOD_VALUES, WORKPLACE_VALUES, type JobOpening, type Office, type OpeningStatus, type SalaryRange,
} from './openings.ts';

/** Field bounds: the same numbers as `firestore.rules` (isValidOpening) and the demo policy. */
export const OPENING_LIMITS = {
  slug: SLUG_MAX,
  title: 200,
  department: 80,
  locality: 100,
  region: 100,
  experience: 200,
  description: 20_000,
  /** Requirements, and benefits: at most this many each, each at most `item` characters. */
  items: 30,
  item: 300,
  countries: 20,
  /** The largest salary figure (a mistyped extra digit is refused rather than posted). */
  salary: 100_000_000,
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

function officeOf(value: unknown): Office | null {
  if (!value || typeof value !== 'object') return null;
  const office = value as Record<string, unknown>;
  return { locality: text(office.locality), region: text(office.region), country: text(office.country) };
}

function salaryOf(value: unknown): SalaryRange | null {
  if (!value || typeof value !== 'object') return null;
  const salary = value as Record<string, unknown>;
  if (typeof salary.min !== 'number' || typeof salary.max !== 'number') return null;
  const period = PERIOD_VALUES.find((known) => known === salary.period) ?? 'YEAR';
  return { min: salary.min, max: salary.max, currency: text(salary.currency) || 'USD', period };
}

/** A stored opening as the pages show it (a document added by hand in the console with gaps still shows). */
export function normaliseOpening(raw: WithId<DocumentData>): JobOpening {
  return {
    slug: raw.id,
    title: text(raw.title),
    department: text(raw.department),
    workplace: WORKPLACE_VALUES.find((known) => known === raw.workplace) ?? 'onsite',
    office: officeOf(raw.office),
    remoteCountries: texts(raw.remoteCountries),
    employmentType: EMPLOYMENT_TYPE_VALUES.find((known) => known === raw.employmentType) ?? 'FULL_TIME',
    salary: salaryOf(raw.salary),
    experience: text(raw.experience),
    description: text(raw.description),
    requirements: texts(raw.requirements),
    benefits: texts(raw.benefits),
    datePosted: day(raw.datePosted) ?? dayOf(toDate(raw.createdAt) ?? new Date(0)),
    validThrough: day(raw.validThrough),
    closed: raw.closed === true,
    createdAt: toDate(raw.createdAt),
    updatedAt: toDate(raw.updatedAt),
  };
}

// ---------------------------------------------------------------------------------------------
// What visitors read (anyone may read an opening: a closed one keeps its page, saying so).

/** How many open openings Careers shows at most (a company hiring more lists them elsewhere). */
const OPEN_OPENINGS_MAX = 100;

/** The query of one list: open, expired or closed ones, or all, in the order the admin reads them. */
function queryOf(status: OpeningStatus | 'all', now: Date): Pick<ListQuery, 'where'> & { orderBy: NonNullable<ListQuery['orderBy']> } {
  const today = dayOf(now);
  switch (status) {
    // The ones closing soonest first; those without a last day after them.
    case 'open':
      return { where: [['closed', '==', false], ['openUntil', '>=', today]], orderBy: { field: 'openUntil', direction: 'asc' } };
    case 'expired':
      return { where: [['closed', '==', false], ['openUntil', '<', today]], orderBy: { field: 'openUntil', direction: 'desc' } };
    case 'closed':
      return { where: [['closed', '==', true]], orderBy: { field: 'updatedAt', direction: 'desc' } };
    case 'all':
      return { orderBy: { field: 'createdAt', direction: 'desc' } };
  }
}

/** The newest posted first, then by title. */
const byNewestPosted = (a: JobOpening, b: JobOpening) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title);

/** The openings taking applications today (Careers and its apply form), newest posted first. */
export async function listOpenOpenings(now: Date): Promise<JobOpening[]> {
  const store = await getPublicStore();
  const rows = await store.list(COLLECTIONS.openings, { ...queryOf('open', now), limit: OPEN_OPENINGS_MAX });
  return rows.map(normaliseOpening).sort(byNewestPosted);
}

/** The opening at /careers/<slug>, open or not; null when there is none. */
export async function getOpening(slug: string): Promise<JobOpening | null> {
  if (!isSlug(slug)) return null;
  const store = await getPublicStore();
  const row = await store.get(COLLECTIONS.openings, slug);
  return row ? normaliseOpening(row) : null;
}

/**
 * Every opening, for the build (one page each, a closed one's saying so), read in batches as the
 * exports are; newest first.
 */
export async function listEveryOpening(): Promise<JobOpening[]> {
  const store = await getPublicStore();
  const openings: JobOpening[] = [];
  let page: RowsPage | null = null;
  do {
    page = await readPage(store, COLLECTIONS.openings, queryOf('all', new Date()), { pageSize: 200, ...(page?.last ? { after: page.last } : {}) });
    openings.push(...page.rows.map(normaliseOpening));
  } while (page.hasNext);
  return openings;
}

// ---------------------------------------------------------------------------------------------
// The admin's screen: a page at a time, with the figures and each listed opening's applications.

export const OPENINGS_PAGE_SIZE = 20;

export type OpeningsPage = Omit<RowsPage, 'rows'> & { openings: JobOpening[] };

export async function listOpeningsPage(status: OpeningStatus | 'all', request: Partial<PageRequest>, now: Date): Promise<OpeningsPage> {
  const { store } = await getBackend();
  const { rows, ...page } = await readPage(store, COLLECTIONS.openings, queryOf(status, now), { pageSize: OPENINGS_PAGE_SIZE, ...request });
  return { ...page, openings: rows.map(normaliseOpening) };
}

export type OpeningStats = Record<OpeningStatus | 'total', number>;

/** How many openings there are, and how many are open, expired and closed: one aggregation each. */
export async function openingStats(now: Date): Promise<OpeningStats> {
  const { store } = await getBackend();
  const [total, open, expired, closed] = await Promise.all(
    (['all', 'open', 'expired', 'closed'] as const).map((status) => store.count(COLLECTIONS.openings, { where: queryOf(status, now).where })),
  );
  return { total, open, expired, closed };
}

/** How many applications each of these openings has received (an aggregation each; admins only). */
export async function applicationCounts(slugs: readonly string[]): Promise<Record<string, number>> {
  const { store } = await getBackend();
  const counts = await Promise.all(slugs.map((slug) => store.count(COLLECTIONS.applications, { where: [['openingId', '==', slug]] })));
  return Object.fromEntries(slugs.map((slug, index) => [slug, counts[index]]));
}

// ---------------------------------------------------------------------------------------------
// The admins' writes.

/** What the admin's opening form edits: the opening's facts, without its times and state. */
export type OpeningInput = Omit<JobOpening, 'closed' | 'createdAt' | 'updatedAt'>;

/** The stored fields of an opening's facts (`openUntil`: what the open and expired lists compare). */
function fieldsOf(input: OpeningInput) {
  const trimmed = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);
  return {
    title: input.title.trim(),
    department: input.department.trim(),
    workplace: input.workplace,
    office: input.office && { locality: input.office.locality.trim(), region: input.office.region.trim(), country: input.office.country.trim().toUpperCase() },
    remoteCountries: input.workplace === 'remote' ? trimmed(input.remoteCountries).map((code) => code.toUpperCase()) : [],
    employmentType: input.employmentType,
    salary: input.salary && { ...input.salary, currency: input.salary.currency.trim().toUpperCase() },
    experience: input.experience.trim(),
    description: input.description.trim(),
    requirements: trimmed(input.requirements),
    benefits: trimmed(input.benefits),
    datePosted: input.datePosted,
    validThrough: input.validThrough || null,
    openUntil: openUntilOf(input.validThrough || null),
  };
}

/** The address is an existing opening's (each opening keeps its address for good). */
export class OpeningAddressTakenError extends Error {
  constructor(slug: string) {
    super(`An opening already has the address /careers/${slug}.`);
    this.name = 'OpeningAddressTakenError';
  }
}

/** The audit log's entry about opening `slug`. */
const openingChange = (slug: string, action: string, summary: string) => ({
  area: 'openings' as const,
  action,
  summary,
  target: { collection: COLLECTIONS.openings, id: slug },
});

/** Posts a new opening at /careers/<slug>, open. */
export async function createOpening(input: OpeningInput): Promise<void> {
  const { store } = await getBackend();
  if (await store.get(COLLECTIONS.openings, input.slug)) throw new OpeningAddressTakenError(input.slug);
  const data = { ...fieldsOf(input), closed: false, createdAt: SERVER_TIME, updatedAt: SERVER_TIME };
  await logged(
    [{ op: 'set', collection: COLLECTIONS.openings, id: input.slug, data }, contentChanged(SERVER_TIME)],
    openingChange(input.slug, 'created', `Posted the opening “${data.title}”`),
  );
}

/** Saves the form's facts; the address, the posting time and whether it is closed stay. */
export async function updateOpening(slug: string, input: OpeningInput): Promise<void> {
  const data = { ...fieldsOf(input), updatedAt: SERVER_TIME };
  await logged(
    [{ op: 'update', collection: COLLECTIONS.openings, id: slug, data }, contentChanged(SERVER_TIME)],
    openingChange(slug, 'updated', `Edited the opening “${data.title}”`),
  );
}

/** Closes an opening (filled, or withdrawn), or opens it again. */
export async function setOpeningClosed(slug: string, closed: boolean, title: string): Promise<void> {
  await logged(
    [{ op: 'update', collection: COLLECTIONS.openings, id: slug, data: { closed, updatedAt: SERVER_TIME } }, contentChanged(SERVER_TIME)],
    openingChange(slug, closed ? 'closed' : 'reopened', `${closed ? 'Closed' : 'Reopened'} the opening “${title}”`),
  );
}

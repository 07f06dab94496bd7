/**
 * Access-table rows for the job openings (openings/{slug}), and the opening an application names.
 * Rule number 84 (and 64's rows about the opening, in applications.ts). `tests/access-matrix.ts` adds
 * these to the table, `docs` to its world.
 */
import { SERVER_TIME, type ListQuery } from '@/backend/types.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  84:
    'job openings: anyone reads them (a closed one keeps its page); only active admins post (open), edit, close and reopen them, each ' +
    'write logged, and none is deleted; its id is a slug fixed once posted (posting over an existing one is refused); every field is ' +
    'checked: one-line title (200) and department (80), where the work is (on site and hybrid with an office; remote with 1–20 country ' +
    'codes), the employment type, an optional salary range (above 0, max ≥ min, a currency code, a period), experience, a Markdown ' +
    'description (1–20,000), up to 30 requirements and benefits of 300 characters, the day posted, an optional last day not before it, ' +
    'openUntil equal to the last day (9999-12-31 without one), closed a boolean, the server’s times; an application names an opening ' +
    'that is not closed',
};

const OCT_1 = new Date('2026-10-01T09:00:00.000Z');
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

/** An opening as stored (the demo seed's shape). */
const storedOpening = (extra: Doc = {}): Doc => ({
  title: 'UI/UX Designer',
  department: 'Design',
  workplace: 'remote',
  office: { locality: 'San Francisco', region: 'CA', country: 'US' },
  remoteCountries: ['US'],
  employmentType: 'FULL_TIME',
  salary: { min: 90_000, max: 115_000, currency: 'USD', period: 'YEAR' },
  experience: '3+ years',
  description: 'Research, design and prototype web and mobile products.',
  requirements: ['Three or more years designing digital products'],
  benefits: ['Flexible location'],
  datePosted: '2026-10-01',
  validThrough: null,
  openUntil: '9999-12-31',
  closed: false,
  createdAt: OCT_1,
  updatedAt: OCT_1,
  ...extra,
});

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  openings: {
    'ui-ux-designer': storedOpening(),
    'qa-engineer': storedOpening({ title: 'QA Engineer', department: 'Engineering', closed: true }),
  },
};

/** opening-store.ts createOpening: a hybrid job with an office, a salary and a last day. */
const newOpening = (extra: Doc = {}): Doc => ({
  title: 'Senior Full-Stack Engineer',
  department: 'Engineering',
  workplace: 'hybrid',
  office: { locality: 'San Francisco', region: 'CA', country: 'US' },
  remoteCountries: [],
  employmentType: 'FULL_TIME',
  salary: { min: 130_000, max: 150_000, currency: 'USD', period: 'YEAR' },
  experience: '5+ years',
  description: 'Lead the design and delivery of **custom web platforms**.',
  requirements: ['Five or more years building production web applications', 'Strong TypeScript'],
  benefits: ['Equity options'],
  datePosted: '2026-11-20',
  validThrough: '2027-01-31',
  openUntil: '2027-01-31',
  closed: false,
  createdAt: SERVER_TIME,
  updatedAt: SERVER_TIME,
  ...extra,
});

/** updateOpening: the facts again (without createdAt and closed), the server's time. */
const edit = (extra: Doc = {}): Doc => {
  const { createdAt: _createdAt, closed: _closed, ...facts } = newOpening(extra);
  return facts;
};

/** setOpeningClosed. */
const CLOSE: Doc = { closed: true, updatedAt: SERVER_TIME };
const REOPEN: Doc = { closed: false, updatedAt: SERVER_TIME };

const OPEN_TODAY: ListQuery = { where: [['closed', '==', false], ['openUntil', '>=', '2026-11-28']], orderBy: { field: 'openUntil' }, limit: 101 };
const ALL_BY_NEWEST: ListQuery = { orderBy: { field: 'createdAt', direction: 'desc' }, limit: 21 };

const NEW = 'openings/senior-full-stack-engineer';
const OPEN = 'openings/ui-ux-designer';
const CLOSED = 'openings/qa-engineer';

const denyNew = (description: string, extra: Doc) => row(84, 'admin', 'create', NEW, 'deny', `an admin posts an opening ${description}`, { data: newOpening(extra) });

export const rows: readonly AccessRow[] = [
  // Anyone reads.
  row(84, 'visitor', 'get', OPEN, 'allow', "a visitor reads an opening (its page, getOpening)"),
  row(84, 'visitor', 'get', CLOSED, 'allow', 'a visitor reads a closed opening (its page says it is closed)'),
  row(84, 'visitor', 'list', 'openings', 'allow', 'a visitor lists the open openings (listOpenOpenings)', { query: OPEN_TODAY }),
  row(84, 'visitor', 'list', 'openings', 'allow', 'the build lists every opening (listEveryOpening)', { query: ALL_BY_NEWEST }),
  // Who writes.
  row(84, 'admin', 'create', NEW, 'allow', 'an admin posts an opening (createOpening)', { data: newOpening() }),
  row(84, 'admin', 'create', NEW, 'allow', 'an admin posts a remote opening with no office, no salary, no last day and no lists', {
    data: newOpening({ workplace: 'remote', office: null, remoteCountries: ['US', 'CA'], salary: null, validThrough: null, openUntil: '9999-12-31', requirements: [], benefits: [], experience: '' }),
  }),
  row(84, 'admin', 'create', NEW, 'allow', 'an admin posts an opening with the longest texts and lists', {
    data: newOpening({
      title: 'T'.repeat(200),
      department: 'D'.repeat(80),
      description: 'M'.repeat(20_000),
      requirements: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(300, 'r')),
      benefits: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(300, 'b')),
      experience: 'e'.repeat(200),
    }),
  }),
  row(84, 'user', 'create', NEW, 'deny', 'a user posts an opening', { data: newOpening() }),
  row(84, 'editor', 'create', NEW, 'deny', 'an editor posts an opening', { data: newOpening() }),
  row(84, 'inactiveAdmin', 'create', NEW, 'deny', 'an inactive admin posts an opening', { data: newOpening() }),
  row(84, 'admin', 'set', OPEN, 'deny', "an admin posts a new opening over an existing one's address", { data: newOpening() }),
  denyNew('already closed', { closed: true }),
  denyNew("with the client's clock as createdAt", { createdAt: CLIENT_TIME }),
  denyNew("with the client's clock as updatedAt", { updatedAt: CLIENT_TIME }),
  denyNew('with an unknown key', { featured: true }),
  row(84, 'admin', 'create', 'openings/Senior_Engineer', 'deny', 'an admin posts an opening at an address that is not a slug', { data: newOpening() }),
  denyNew('with an empty title', { title: '' }),
  denyNew('with a title of 201 characters', { title: 'T'.repeat(201) }),
  denyNew('with a title that spans lines', { title: 'Senior\nEngineer' }),
  denyNew('with no department', { department: '' }),
  denyNew('with a department of 81 characters', { department: 'D'.repeat(81) }),
  denyNew('with an unknown kind of workplace', { workplace: 'moon' }),
  denyNew('on site without an office', { workplace: 'onsite', office: null }),
  denyNew('with an office without a city', { office: { locality: '', region: 'CA', country: 'US' } }),
  denyNew('with an office whose country is not a two-letter code', { office: { locality: 'San Francisco', region: 'CA', country: 'USA' } }),
  denyNew('with an office whose region has 101 characters', { office: { locality: 'San Francisco', region: 'R'.repeat(101), country: 'US' } }),
  denyNew('remote, naming an office without a city', {
    workplace: 'remote',
    remoteCountries: ['US'],
    office: { locality: '', region: 'CA', country: 'US' },
  }),
  denyNew('with an office with an extra key', { office: { locality: 'San Francisco', region: 'CA', country: 'US', floor: '4' } }),
  denyNew('remote without a country a hire may live in', { workplace: 'remote', remoteCountries: [] }),
  denyNew('hybrid with countries for remote hires', { remoteCountries: ['US'] }),
  denyNew('remote with a country code in lower case', { workplace: 'remote', remoteCountries: ['US', 'ca'] }),
  denyNew('remote with 21 countries', { workplace: 'remote', remoteCountries: Array.from({ length: 21 }, () => 'US') }),
  denyNew('with an unknown employment type', { employmentType: 'GIG' }),
  denyNew('with a salary of 0', { salary: { min: 0, max: 150_000, currency: 'USD', period: 'YEAR' } }),
  denyNew('with a salary range upside down', { salary: { min: 150_000, max: 130_000, currency: 'USD', period: 'YEAR' } }),
  denyNew('with a salary above 100,000,000', { salary: { min: 130_000, max: 100_000_001, currency: 'USD', period: 'YEAR' } }),
  denyNew('with a salary figure that is text', { salary: { min: '130000', max: 150_000, currency: 'USD', period: 'YEAR' } }),
  denyNew('with a currency that is not a three-letter code', { salary: { min: 130_000, max: 150_000, currency: 'usd', period: 'YEAR' } }),
  denyNew('with a salary paid per week (unknown period)', { salary: { min: 130_000, max: 150_000, currency: 'USD', period: 'WEEK' } }),
  denyNew('with a salary with an extra key', { salary: { min: 130_000, max: 150_000, currency: 'USD', period: 'YEAR', bonus: 10 } }),
  denyNew('with experience of 201 characters', { experience: 'e'.repeat(201) }),
  denyNew('with no description', { description: '' }),
  denyNew('with a description of 20,001 characters', { description: 'M'.repeat(20_001) }),
  denyNew('with 31 requirements', { requirements: Array.from({ length: 31 }, (_, i) => `Requirement ${i}`) }),
  denyNew('with a requirement of 301 characters', { requirements: ['r'.repeat(301)] }),
  denyNew('with 31 benefits', { benefits: Array.from({ length: 31 }, (_, i) => `Benefit ${i}`) }),
  denyNew('with a benefit of 301 characters', { benefits: ['b'.repeat(301)] }),
  denyNew('without a day posted', { datePosted: 'soon', validThrough: null, openUntil: '9999-12-31' }),
  denyNew('whose last day is before the day posted', { validThrough: '2026-11-19', openUntil: '2026-11-19' }),
  denyNew('whose last day is not a day', { validThrough: 'January', openUntil: 'January' }),
  denyNew('whose openUntil is not its last day', { openUntil: '9999-12-31' }),
  denyNew('without a last day whose openUntil is not 9999-12-31', { validThrough: null, openUntil: '2027-01-31' }),
  denyNew('whose closed flag is not a boolean', { closed: 'no' }),
  // Edit, close, reopen.
  row(84, 'admin', 'update', OPEN, 'allow', 'an admin edits an opening (updateOpening)', { data: edit() }),
  row(84, 'admin', 'update', OPEN, 'allow', 'an admin closes an opening (setOpeningClosed)', { data: CLOSE }),
  row(84, 'admin', 'update', CLOSED, 'allow', 'an admin reopens a closed opening (setOpeningClosed)', { data: REOPEN }),
  row(84, 'admin', 'update', OPEN, 'deny', 'an admin closes an opening without moving updatedAt', { data: { closed: true } }),
  row(84, 'admin', 'update', OPEN, 'deny', "an admin moves an opening's posting time", { data: { ...CLOSE, createdAt: CLIENT_TIME } }),
  row(84, 'admin', 'update', OPEN, 'deny', 'an admin edits an opening to an empty title', { data: edit({ title: '' }) }),
  row(84, 'admin', 'update', OPEN, 'deny', 'an admin closes an opening with a closed flag that is not a boolean', { data: { ...CLOSE, closed: 'yes' } }),
  row(84, 'editor', 'update', OPEN, 'deny', 'an editor closes an opening', { data: CLOSE }),
  row(84, 'user', 'update', OPEN, 'deny', 'a user closes an opening', { data: CLOSE }),
  row(84, 'inactiveAdmin', 'update', CLOSED, 'deny', 'an inactive admin reopens an opening', { data: REOPEN }),
  row(84, 'admin', 'delete', CLOSED, 'deny', 'an admin deletes an opening (applications name it: it is closed instead)'),
  row(84, 'visitor', 'delete', OPEN, 'deny', 'a visitor deletes an opening'),
];

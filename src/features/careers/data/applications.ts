/**
 * Careers applications: a visitor applies for an open position from /careers, staff are
 * told by e-mail (`mail/application-{id}`, template `application-received`, in the same batch) and so
 * is the applicant (`mail/applicant-{id}`, ./applicant-mail.ts), admins
 * triage them on /admin/applications (status, notes, search, pages, counts, CSV export, delete), and
 * a signed-in applicant sees their own on the profile.
 *
 * The same spam and size limits as enquiries (src/features/enquiries/data/contact-messages.ts): a visitor applies under an
 * anonymous identity, at most once a minute per sender (`application_limits/{uid}`, moved to now in
 * the same batch), every text bounded (firestore.rules, "applications"), search terms stored with it.
 */
import { getBackend } from '@/backend/index.ts';
import {
  BackendError,
  errorCode,
  SERVER_TIME,
  type BatchWrite,
  type SessionUser,
  type WithId,
} from '@/backend/types.ts';
import { csvDateTime, toCsv } from '@/lib/csv.ts';
import { toDate } from '@/lib/dates.ts';
import { normaliseEmail } from '@/lib/email.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import { newDocumentId } from '@/lib/ids.ts';
import { searchTermsOf } from '@/lib/search-terms.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { mailWrite, toStaff } from '../../mail/data/mail.ts';
import { acknowledgementWrite, applicantMessageWrite, isApplicantMessageStatus } from './applicant-mail.ts';
import { adminList, type AdminListStats } from '../../../data/admin-list.ts';
import { readAllInBatches, type PageRequest, type RowsPage } from '../../../data/paging.ts';
import { sendsAsAccount } from '../../enquiries/data/contact-messages.ts';
import { APPLICATION_RETENTION_TEXT, applicationExpiry } from '@/lib/retention.ts';

/** Field bounds, the same numbers as `firestore.rules` and the form's maxLength. */
export const APPLICATION_LIMITS = {
  name: 100,
  email: 254,
  position: 100,
  /** How many CV / portfolio links an application carries: 1 to 5. */
  links: 5,
  link: 2000,
  coverNote: 5000,
  notes: 5000,
  searchTerms: 300,
} as const;

/** How long we keep an application (the consent text and the privacy page say the same). */
export const RETENTION_TEXT = APPLICATION_RETENTION_TEXT;

export type ApplicationStatus = 'new' | 'reviewing' | 'interview' | 'declined' | 'hired';

export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['new', 'reviewing', 'interview', 'declined', 'hired'];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  interview: 'Interview',
  declined: 'Declined',
  hired: 'Hired',
};

export interface ApplicationData {
  [key: string]: unknown;
  name: string;
  email: string;
  position: string;
  /** The opening applied for (its slug, `openings/<slug>`); null for an application sent before openings were stored. */
  openingId: string | null;
  links: string[];
  coverNote: string;
  consent: boolean;
  status: ApplicationStatus;
  /**
   * The admins' notes: kept in `application_notes/{id}`, which only admins read (read with
   * `readApplicationNotes`); here only notes stored in the application before that, or ''.
   */
  notes: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  /** When the application (and its notes) are deleted: a year after it was sent. */
  expireAt: Date | null;
  userId: string | null;
  /** Sent signed out and put under the account since (rule 82): closing the account leaves it. */
  keptByAccount: boolean;
}
export type Application = WithId<ApplicationData>;

export interface ApplicationInput {
  name: string;
  email: string;
  /** The opening's title, as the applicant saw it. */
  position: string;
  /** The opening's slug. */
  openingId: string;
  links: string[];
  coverNote: string;
  consent: boolean;
}

/** An unknown status displays as new. */
export function applicationStatusOf(value: unknown): ApplicationStatus {
  return APPLICATION_STATUSES.includes(value as ApplicationStatus) ? (value as ApplicationStatus) : 'new';
}

export function normaliseApplication(raw: WithId<Record<string, unknown>>): Application {
  return {
    ...raw,
    id: raw.id,
    name: String(raw.name ?? ''),
    email: String(raw.email ?? ''),
    position: String(raw.position ?? ''),
    openingId: typeof raw.openingId === 'string' ? raw.openingId : null,
    links: Array.isArray(raw.links) ? raw.links.filter((link): link is string => typeof link === 'string') : [],
    coverNote: typeof raw.coverNote === 'string' ? raw.coverNote : '',
    consent: raw.consent === true,
    status: applicationStatusOf(raw.status),
    notes: typeof raw.notes === 'string' ? raw.notes : '',
    createdAt: toDate(raw.createdAt),
    updatedAt: toDate(raw.updatedAt),
    expireAt: toDate(raw.expireAt),
    userId: typeof raw.userId === 'string' ? raw.userId : null,
    keptByAccount: raw.keptByAccount === true,
  };
}

/** An https address of at most 2,000 characters without spaces (the rules' `isHttpsUrl`). */
export function isApplicationLink(value: string): boolean {
  return value.length >= 9 && value.length <= APPLICATION_LIMITS.link && /^https:\/\/\S+$/.test(value);
}

/** An application is found by the beginnings of the words of the name, e-mail and position, and by the words of the cover note. */
export function applicationSearchTerms(application: { name: string; email: string; position: string; coverNote: string }): string[] {
  return searchTermsOf(
    { prefixed: [application.name, application.email, application.position], whole: [application.coverNote] },
    APPLICATION_LIMITS.searchTerms,
  );
}

/** One application a minute per sender (the rules' limit, `application_limits/{uid}`). */
export const APPLICATION_INTERVAL_MS = 60_000;

/** The refusal `submitApplication` raises when the sender's last application was less than a minute ago. */
export const APPLICATION_RATE_LIMITED = 'application-rate-limited';

/** The id of the staff's notification about an application. */
export const applicationMailId = (applicationId: string) => `application-${applicationId}`;

/**
 * Stores an application as `new`, with the staff's notification and the sender's limit in one batch.
 * A signed-in applicant's uid and e-mail override what was typed (so it shows on their profile), when
 * that e-mail is verified (`sendsAsAccount`: an unverified account applies as a visitor does); a
 * visitor applies under an anonymous identity, made here on their first application. Links and texts
 * are trimmed, empty links dropped. A second application within a minute is refused by the rules,
 * raised as `application-rate-limited`. The applicant's acknowledgement goes with it unless their
 * address was sent one in the last day (`acknowledged` false: the rules refused the first try with it).
 */
export async function submitApplication(input: ApplicationInput, sender: SessionUser | null): Promise<{ id: string; acknowledged: boolean }> {
  const { auth, store } = await getBackend();
  const identity = sender ?? auth.currentUser() ?? (await auth.signInAnonymously());
  const account = sendsAsAccount(identity) ? identity : null;
  const name = input.name.trim();
  const email = normaliseEmail(account?.email || input.email);
  const position = input.position.trim();
  const coverNote = input.coverNote.trim();
  const links = input.links.map((link) => link.trim()).filter(Boolean);
  const id = newDocumentId();
  const acknowledgement: BatchWrite[] = [
    acknowledgementWrite(id, email, position),
    { op: 'set', collection: COLLECTIONS.applicantAcknowledgements, id: sha256Hex(email), data: { sentAt: SERVER_TIME, applicationId: id } },
  ];
  const send = (acknowledged: boolean) =>
    store.batch([
      { op: 'set', collection: COLLECTIONS.applicationLimits, id: identity.uid, data: { lastSentAt: SERVER_TIME, sent: id } },
      {
        op: 'set',
        collection: COLLECTIONS.applications,
        id,
        data: {
          name,
          email,
          position,
          openingId: input.openingId,
          links,
          coverNote,
          consent: input.consent,
          status: 'new',
          createdAt: SERVER_TIME,
          updatedAt: SERVER_TIME,
          userId: account?.uid ?? null,
          searchTerms: applicationSearchTerms({ name, email, position, coverNote }),
          expireAt: applicationExpiry(new Date()),
        },
      },
      mailWrite(applicationMailId(id), toStaff, 'application-received', { applicationId: id, name, email, position }),
      ...(acknowledged ? acknowledgement : []),
    ]);
  // A refusal by the sender's one-a-minute limit, as the form says it; any other error as it is.
  const explained = async (error: unknown) =>
    errorCode(error) === 'permission-denied' && (await appliedWithinInterval(identity.uid))
      ? new BackendError(APPLICATION_RATE_LIMITED, 'You can send one application a minute.')
      : error;
  try {
    await send(true);
    return { id, acknowledged: true };
  } catch (error) {
    const reason = await explained(error);
    if (reason !== error || errorCode(error) !== 'permission-denied') throw reason;
  }
  // Refused with its acknowledgement, not for the sender's limit: the address was acknowledged in the
  // last day (the rules keep that document unread), so the application goes without another.
  try {
    await send(false);
    return { id, acknowledged: false };
  } catch (error) {
    throw await explained(error);
  }
}

async function appliedWithinInterval(uid: string): Promise<boolean> {
  const { store } = await getBackend();
  const limit = await store.get(COLLECTIONS.applicationLimits, uid).catch(() => null);
  const last = toDate(limit?.lastSentAt);
  return last !== null && Date.now() - last.getTime() < APPLICATION_INTERVAL_MS;
}

const newestFirst = (a: Application, b: Application) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);

/**
 * The signed-in person's own applications: by uid, and by e-mail when that e-mail is verified (an
 * application sent signed out with their address), merged, newest first.
 */
export async function listMyApplications(user: Pick<SessionUser, 'uid' | 'email' | 'emailVerified'>): Promise<Application[]> {
  const { store } = await getBackend();
  const byUid = store.list(COLLECTIONS.applications, { where: [['userId', '==', user.uid]] });
  const byEmail =
    user.emailVerified && user.email
      ? store.list(COLLECTIONS.applications, { where: [['email', '==', user.email]] }).catch(() => [])
      : Promise.resolve([]);
  const [uidRows, emailRows] = await Promise.all([byUid, byEmail]);
  const merged = new Map<string, Application>();
  for (const row of [...uidRows, ...emailRows]) merged.set(row.id, normaliseApplication(row));
  return [...merged.values()].sort(newestFirst);
}

// ---------------------------------------------------------------------------------------------
// The admin's list, a page at a time, of every application or of one opening's (`openingId ==`, the
// list's scope). Firestore indexes (firestore.indexes.json): status ==, createdAt desc; searchTerms
// array-contains, createdAt desc; status ==, searchTerms, createdAt desc; and each of those after
// openingId == (with openingId ==, createdAt desc alone). The counts filter by equalities and the
// search's array-contains only, which need no composite index.

export const APPLICATIONS_PAGE_SIZE = 20;
export const APPLICATIONS_EXPORT_BATCH = 500;

export type ApplicationFilter = 'all' | ApplicationStatus;

export interface ApplicationsPageRequest extends Partial<PageRequest> {
  status: ApplicationFilter;
  search: string;
  /** Only the applications for this opening (its slug); null or absent: every application. */
  opening?: string | null;
}

export type ApplicationsPage = Omit<RowsPage, 'rows'> & { applications: Application[] };

/** The admin's list of applications (src/data/admin-list.ts). */
const applicationList = adminList({
  collection: COLLECTIONS.applications,
  normalise: normaliseApplication,
  statuses: APPLICATION_STATUSES,
  pageSize: APPLICATIONS_PAGE_SIZE,
  exportBatch: APPLICATIONS_EXPORT_BATCH,
  scopeField: 'openingId',
});

export async function listApplicationsPage({ opening = null, ...request }: ApplicationsPageRequest): Promise<ApplicationsPage> {
  const { items, ...page } = await applicationList.listPage({ ...request, scope: opening });
  return { ...page, applications: items };
}

/** How many applications the filter and search match, of one opening's when given (for "Page 1 of N"). */
export const countApplications = (status: ApplicationFilter, search: string, opening: string | null = null): Promise<number> =>
  applicationList.count(status, search, opening);

export type ApplicationStats = AdminListStats<ApplicationStatus>;

/** Total and one figure per status, of one opening's applications when given: six aggregations, whatever the number of applications. */
export const countApplicationStats = (opening: string | null = null): Promise<ApplicationStats> => applicationList.stats(opening);

/**
 * What /admin/applications shows at once: a page for a status and search (of one opening's
 * applications when `opening` is its slug), the figures and how many match.
 */
export const applicationsView = applicationList.view;

/** Every application with the admins' notes, newest first, read in batches of 500 (Export). */
export async function readAllApplications(onProgress?: (read: number, total: number) => void): Promise<Application[]> {
  const { store } = await getBackend();
  const [rows, notes] = await Promise.all([
    applicationList.readAll(onProgress),
    readAllInBatches(store, COLLECTIONS.applicationNotes, { orderBy: { field: 'updatedAt', direction: 'asc' } }, APPLICATIONS_EXPORT_BATCH),
  ]);
  const notesById = new Map(notes.map((entry) => [entry.id, typeof entry.notes === 'string' ? entry.notes : '']));
  return rows.map(normaliseApplication).map((application) => ({ ...application, notes: notesById.get(application.id) ?? application.notes }));
}

/**
 * The admin moves an application to another status (any of the five), and with it, when given, sends
 * its applicant `message` (interview, declined and hired only: ./applicant-mail.ts), in the same batch.
 */
export async function setApplicationStatus(
  application: Pick<Application, 'id' | 'name' | 'email' | 'position'>,
  status: ApplicationStatus,
  message?: string,
): Promise<void> {
  const { id } = application;
  const mail = message !== undefined && isApplicantMessageStatus(status) ? [applicantMessageWrite(application, status, message)] : [];
  await loggedChange(
    [{ op: 'update', collection: COLLECTIONS.applications, id, data: { status, updatedAt: SERVER_TIME } }, ...mail],
    applicationChange(id, 'status', `Moved ${ofWhom(application.name)} to ${status}${mail.length ? ' and e-mailed them' : ''}`),
  );
}

/** `writes` with their audit log entry (its module loads with the change: closing an account loads this one). */
async function loggedChange(writes: readonly BatchWrite[], change: ReturnType<typeof applicationChange>) {
  const { logged } = await import('@/features/activity/data/activity.ts');
  await logged(writes, change);
}

/** The audit log's entry about application `id`. */
const applicationChange = (id: string, action: string, summary: string) => ({
  area: 'applications' as const,
  action,
  summary,
  target: { collection: COLLECTIONS.applications, id },
});

const ofWhom = (applicant: string | undefined) => (applicant ? `the application of ${applicant}` : 'an application');

/** The admins' notes on an application ('' when none): their own document, or notes stored in the application before it. */
export async function readApplicationNotes(application: Pick<Application, 'id' | 'notes'>): Promise<string> {
  const { store } = await getBackend();
  const stored = await store.get(COLLECTIONS.applicationNotes, application.id);
  return typeof stored?.notes === 'string' ? stored.notes : application.notes;
}

/**
 * The admins' notes on an application (trimmed; empty clears them), in their own document, kept as
 * long as the application. Notes stored in the application itself before that are emptied in the same
 * batch, so its applicant can no longer read them.
 */
export async function saveApplicationNotes(application: Pick<Application, 'id' | 'notes' | 'expireAt'> & { name?: string }, notes: string): Promise<void> {
  const text = notes.trim();
  if (text.length > APPLICATION_LIMITS.notes) throw new Error(`Notes can be at most ${APPLICATION_LIMITS.notes} characters`);
  await loggedChange([
    { op: 'set', collection: COLLECTIONS.applicationNotes, id: application.id, data: { notes: text, updatedAt: SERVER_TIME, expireAt: application.expireAt } },
    ...(application.notes
      ? [{ op: 'update' as const, collection: COLLECTIONS.applications, id: application.id, data: { notes: '', updatedAt: SERVER_TIME } }]
      : []),
  ], applicationChange(application.id, 'notes', `${text ? 'Saved notes on' : 'Cleared the notes on'} ${ofWhom(application.name)}`));
}

/**
 * Deletes an application with the admins' notes on it, in one batch: by an admin (`staff`, with the
 * applicant's name for the audit log), or by its applicant closing their account (not logged).
 */
export async function deleteApplication(id: string, staff?: { applicant: string }): Promise<void> {
  const writes: BatchWrite[] = [
    { op: 'delete', collection: COLLECTIONS.applicationNotes, id },
    { op: 'delete', collection: COLLECTIONS.applications, id },
  ];
  if (staff) await loggedChange(writes, applicationChange(id, 'deleted', `Deleted ${ofWhom(staff.applicant)}`));
  else await (await getBackend()).store.batch(writes);
}

export const APPLICATION_CSV_HEADER = ['Name', 'Email', 'Position', 'Links', 'Cover Note', 'Status', 'Notes', 'Received'] as const;

/** The applications as CSV, one row each (links one per line; formula-like cells neutralised by toCsv). */
export function applicationsToCsv(applications: readonly Application[]): string {
  return toCsv([
    APPLICATION_CSV_HEADER,
    ...applications.map((a) => [
      a.name,
      a.email,
      a.position,
      a.links.join('\n'),
      a.coverNote,
      APPLICATION_STATUS_LABELS[a.status],
      a.notes,
      csvDateTime(a.createdAt),
    ]),
  ]);
}

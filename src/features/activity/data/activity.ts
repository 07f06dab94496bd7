/**
 * The audit log (`activity/{id}`): every write an admin or editor makes records who, what, when and a
 * short summary, in the same batch as the change (`logged`). Nobody edits or deletes an entry; only
 * admins read the log (Admin → Activity). Each person's `activity_heads/{uid}` names the entry their
 * last logged batch wrote: the rules find a batch's entry through it (docs/decisions/0032-audit-log.md).
 */
import { getBackend } from '@/backend/index.ts';
import { SERVER_TIME, type BatchWrite, type Cursor, type DocumentData, type WhereClause, type WithId } from '@/backend/types.ts';
import { toDate } from '@/lib/dates.ts';
import { newDocumentId } from '@/lib/ids.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { readPage, type PageRequest, type RowsPage } from '../../../data/paging.ts';

/** The parts of the site a change belongs to: the Activity screen's area filter. */
export const ACTIVITY_AREAS = ['posts', 'services', 'settings', 'users', 'enquiries', 'applications', 'openings', 'subscribers', 'newsletter', 'mail'] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

export const AREA_NAMES: Record<ActivityArea, string> = {
  posts: 'Posts',
  services: 'Services',
  settings: 'Settings',
  users: 'Users',
  enquiries: 'Enquiries',
  applications: 'Applications',
  openings: 'Openings',
  subscribers: 'Subscribers',
  newsletter: 'Newsletter',
  mail: 'Mail',
};

/**
 * The action of the one entry anyone may write: about their own account, in the batch that deletes
 * its user document (firestore.rules, `isAccountClosure`).
 */
export const CLOSED_ACCOUNT = 'closed account';

/** The rules' bounds (firestore.rules, `isActivityEntry`). */
export const SUMMARY_MAX = 200;
export const ACTION_MAX = 40;
export const TARGET_MAX = 300;

export interface ActivityEntry {
  id: string;
  /** When the change was written (the server's time). */
  createdAt: Date | null;
  /** Who made it: their uid and their name then. */
  by: string;
  byName: string;
  area: ActivityArea;
  /** A short verb: created, updated, published, deleted, role, … */
  action: string;
  /** What changed, in a line: "Published “Cloud Costs”". */
  summary: string;
  /** The document changed: `collection/id`. */
  target: string;
}

/** Who is writing (the signed-in person and the name the log shows). */
export interface Actor {
  uid: string;
  name: string;
}

export interface ActivityChange {
  area: ActivityArea;
  action: string;
  summary: string;
  /** The collection and id of the document changed. */
  target: { collection: string; id: string };
}

/** One line, at most `max` characters (an ellipsis where it was cut). */
function line(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The writes that log `change` by `actor`: the entry and the writer's head naming it. Put them in the
 * batch of the change itself (`logged`), which the rules require.
 */
export function activityWrites(actor: Actor, change: ActivityChange, id: string = newDocumentId()): BatchWrite[] {
  return [
    {
      op: 'set',
      collection: COLLECTIONS.activity,
      id,
      data: {
        createdAt: SERVER_TIME,
        by: actor.uid,
        // As the user document has it: the rules compare the two.
        byName: actor.name,
        area: change.area,
        action: line(change.action, ACTION_MAX),
        summary: line(change.summary, SUMMARY_MAX) || change.action,
        target: line(`${change.target.collection}/${change.target.id}`, TARGET_MAX),
      },
    },
    { op: 'set', collection: COLLECTIONS.activityHeads, id: actor.uid, data: { last: id } },
  ];
}

/**
 * Who is signed in, as the log names them: the name on their user document, which the rules require
 * (an entry shows its writer's own name). One read of their own document.
 */
export async function currentActor(): Promise<Actor> {
  const { auth, store } = await getBackend();
  const uid = auth.currentUser()?.uid ?? '';
  const profile = uid ? await store.get(COLLECTIONS.users, uid) : null;
  return { uid, name: typeof profile?.displayName === 'string' ? profile.displayName : '' };
}

/** The writes that log `change` by whoever is signed in (`activityWrites`). */
export async function logOf(change: ActivityChange): Promise<BatchWrite[]> {
  return activityWrites(await currentActor(), change);
}

/** `writes` and the log entry of `change`, in one batch (all or nothing). Resolves with the batch's `add` ids. */
export async function logged(writes: readonly BatchWrite[], change: ActivityChange): Promise<string[]> {
  const { store } = await getBackend();
  return store.batch([...writes, ...(await logOf(change))]);
}

// ---------------------------------------------------------------------------------------------
// Reading the log (admins).

export const ACTIVITY_PAGE_SIZE = 20;

export interface ActivityFilter {
  area: ActivityArea | 'all';
  /** A person's uid, or 'all'. */
  by: string;
  /** From the start of this day, to the end of that one (local dates, `YYYY-MM-DD`); '' for open. */
  from: string;
  to: string;
}

export const NO_FILTER: ActivityFilter = { area: 'all', by: 'all', from: '', to: '' };

/** The start of a local date (`YYYY-MM-DD`), or null for '' or something that is not a date. */
export function dayStart(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day.getTime()) ? null : day;
}

/** The filter as query clauses: area and person by equality, the dates as a range on the time. */
export function filterClauses(filter: ActivityFilter): WhereClause[] {
  const where: WhereClause[] = [];
  if (filter.area !== 'all') where.push(['area', '==', filter.area]);
  if (filter.by !== 'all') where.push(['by', '==', filter.by]);
  const from = dayStart(filter.from);
  const to = dayStart(filter.to);
  if (from) where.push(['createdAt', '>=', from]);
  if (to) where.push(['createdAt', '<', new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1)]);
  return where;
}

function normalise(row: WithId<DocumentData>): ActivityEntry {
  const area = ACTIVITY_AREAS.find((known) => known === row.area) ?? 'posts';
  return {
    id: row.id,
    createdAt: toDate(row.createdAt),
    by: String(row.by ?? ''),
    byName: String(row.byName ?? ''),
    area,
    action: String(row.action ?? ''),
    summary: String(row.summary ?? ''),
    target: String(row.target ?? ''),
  };
}

export type ActivityPage = Omit<RowsPage, 'rows'> & { entries: ActivityEntry[] };

/** One page of the log, newest first, for the filter. */
export async function listActivityPage(filter: ActivityFilter, request: Partial<PageRequest> & { after?: Cursor; before?: Cursor } = {}): Promise<ActivityPage> {
  const { store } = await getBackend();
  const { rows, ...ends } = await readPage(
    store,
    COLLECTIONS.activity,
    { where: filterClauses(filter), orderBy: { field: 'createdAt', direction: 'desc' } },
    { pageSize: request.pageSize ?? ACTIVITY_PAGE_SIZE, after: request.after, before: request.before },
  );
  return { ...ends, entries: rows.map(normalise) };
}

/** How many entries the filter matches (an aggregation, for "Page 1 of N"). */
export async function countActivity(filter: ActivityFilter): Promise<number> {
  const { store } = await getBackend();
  return store.count(COLLECTIONS.activity, { where: filterClauses(filter) });
}

/** The people who can appear in the log: admins and editors (a handful), for the person filter. */
export async function listStaff(): Promise<{ uid: string; name: string }[]> {
  const { store } = await getBackend();
  const rows = await store.list<{ displayName?: string; email?: string }>(COLLECTIONS.users, { where: [['role', 'in', ['admin', 'editor']]], limit: 100 });
  return rows
    .map((row) => ({ uid: row.id, name: row.displayName || row.email || row.id }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Which of these targets (`collection/id`) still exist: one read each of the distinct targets of a
 * page (at most a page's worth), so an entry links to its target unless it is gone.
 */
export async function existingTargets(targets: readonly string[]): Promise<Set<string>> {
  const { store } = await getBackend();
  const distinct = [...new Set(targets)].filter((target) => /^[a-z_]+\/[^/]+$/.test(target));
  const found = await Promise.all(
    distinct.map(async (target) => {
      const [collection, id] = target.split('/');
      const row = await store.get(collection, id).catch(() => null);
      return row ? target : null;
    }),
  );
  return new Set(found.filter((target): target is string => target !== null));
}

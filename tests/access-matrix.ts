/**
 * The access table as data: the 48 rows of `shared/access-rules.md`, and the rows this project added
 * (49 and on, listed in `ADDED_RULES` below) for what the table does not cover — deactivated
 * accounts, who may send under which address, the shape of e-mails and times, one enquiry a minute
 * and one view per reader, and hiding planted enquiries. Both enforcers run every row through
 * `tests/access-table-suite.ts`: the demo backend's policy (`tests/unit/access-matrix.test.ts`) and
 * `firestore.rules` in the Firestore emulator (`tests/emulator/firestore-rules.test.ts`), each
 * starting from the same `world`. `npm run test:mutation` checks that every condition in the rules
 * is needed by some row.
 *
 * How a row reads:
 * - `path` is a document (`blogs/published-post`) or, for `list` and id-less `create`, a collection.
 *   `{self}` stands for the acting account's uid.
 * - `create` means the document does not exist yet: with a document path the suites remove it from
 *   the world first and write it with `set`; with a collection path they `add` it (a generated id).
 *   `set` writes the whole document (or merges, with `merge: true`) over whatever the world has.
 *   `update` changes the named fields of an existing document. `batch` writes `writes` all or nothing
 *   (as the app sends an enquiry with its sender's limit, or a view with its reader's record).
 * - `setup` lists batches the actor makes first, which must go through (a first enquiry, say).
 * - A staff change to a logged document (a post, service, the settings, a user, an enquiry, an
 *   application, an opening, a subscriber) goes with its audit log entry in one batch, as the app writes it and the
 *   rules require: the suites add the entry to each such row and setup batch (`withEntry`), so a row
 *   about something else fails for that alone; `unlogged` rows leave it out.
 * - `data` is exactly what the app's data modules write, with the port's `SERVER_TIME` and
 *   `increment()` where the app uses them; a deny row differs from an allowed write only in the
 *   thing its rule checks, so it fails for that reason and no other.
 *
 * The rows and the documents they start from live in `tests/access-rows/`, one file per capability
 * (accounts, the blog, its preview links, enquiries, the site, careers applications, job openings, the newsletter, mail, the content
 * version, the editor role, the audit log; `AREAS` below), each with what its rules cover; this file merges them, and keeps the rows of
 * rule 48 about collections no capability owns, the rules whose rows span capabilities, and the helpers
 * both suites use.
 */
import type { BatchWrite, ListQuery } from '@/backend/types.ts';
import * as accounts from './access-rows/accounts.ts';
import * as activity from './access-rows/activity.ts';
import { actors } from './access-rows/actors.ts';
import * as applications from './access-rows/applications.ts';
import * as blog from './access-rows/blog.ts';
import * as contentVersion from './access-rows/content-version.ts';
import * as editors from './access-rows/editors.ts';
import * as enquiries from './access-rows/enquiries.ts';
import * as mail from './access-rows/mail.ts';
import * as newsletter from './access-rows/newsletter.ts';
import * as newsletterIssues from './access-rows/newsletter-issues.ts';
import * as openings from './access-rows/openings.ts';
import * as previews from './access-rows/previews.ts';
import { row } from './access-rows/row.ts';
import { entryWrites } from './logged-writes.ts';
import * as site from './access-rows/site.ts';
import * as traffic from './access-rows/traffic.ts';

/** Each capability keeps its rows and documents in tests/access-rows/ (one file each); the table runs them in this order. */
const AREAS = [accounts, blog, previews, enquiries, site, applications, openings, newsletter, newsletterIssues, mail, contentVersion, editors, activity, traffic];

/** The areas' documents, collection by collection (two areas may put documents in one collection, as mail/). */
function areaDocs(): Record<string, Record<string, Doc>> {
  const merged: Record<string, Record<string, Doc>> = {};
  for (const area of AREAS) {
    for (const [collection, documents] of Object.entries(area.docs)) merged[collection] = { ...merged[collection], ...documents };
  }
  return merged;
}

export type Actor =
  | 'visitor'
  | 'anonymous'
  | 'user'
  | 'unverifiedUser'
  | 'noProfileUser'
  | 'otherUser'
  | 'inactiveUser'
  | 'deletedUser'
  | 'movedUser'
  | 'movedUnverifiedUser'
  | 'admin'
  | 'inactiveAdmin'
  | 'editor'
  | 'inactiveEditor';
export type SignedInActor = Exclude<Actor, 'visitor'>;
export type Operation = 'get' | 'list' | 'count' | 'create' | 'update' | 'delete' | 'set' | 'batch';
export type Expectation = 'allow' | 'deny';
export type Doc = Record<string, unknown>;

export interface AccessRow {
  /** The row of the table in `shared/access-rules.md` this case belongs to. */
  rule: number;
  actor: Actor;
  description: string;
  op: Operation;
  path: string;
  query?: ListQuery;
  data?: Doc;
  /** `set` only: merge into the existing document instead of replacing it. */
  merge?: boolean;
  /** `batch` only: the writes, all or nothing. */
  writes?: readonly BatchWrite[];
  /** Batches the actor makes before the row, which must go through. */
  setup?: readonly (readonly BatchWrite[])[];
  /** A staff write without its audit log entry (`withEntry` adds one to every other). */
  unlogged?: true;
  expect: Expectation;
}

export interface WorldAccount {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  /** For the demo backend's sign-in; the emulator suite mints tokens instead. */
  password: string;
  /** A visitor's anonymous identity (Firebase Anonymous Auth): no e-mail, no account. */
  isAnonymous?: boolean;
}

export interface World {
  actors: Record<SignedInActor, WorldAccount>;
  /** collection → id → document. Times are `Date`s (Firestore `Timestamp`s in the emulator suite). */
  collections: Record<string, Record<string, Doc>>;
}

// ---------------------------------------------------------------------------------------------
// The world every row starts from: the actors (tests/access-rows/actors.ts) and the areas' documents.

export const world: World = {
  actors,
  collections: {
    // A collection the product does not use (table row 48).
    internal: {
      config: { note: 'Not part of the product.' },
    },
    ...areaDocs(),
  },
};

// ---------------------------------------------------------------------------------------------
// The rows.

/**
 * The rows this project added to the table of `shared/access-rules.md`: what each number covers. The rules
 * whose rows span capabilities are here; each area adds its own (`addedRules`).
 */
export const ADDED_RULES: Record<number, string> = {
  49: 'a deactivated account keeps no rights of a user (it may still read its own document, to learn why)',
  51:
    'e-mail addresses: lower case, letters, digits and . _ + \' - before the "@" (nothing that means something in a mailto: link), a dotted domain, ' +
    'nothing after it; a name, service or position that reaches a mail header is one line',
  52: 'times written by clients are the server’s; status only moves forward; numbers are counts; lists hold bounded strings; links are https',
  56: 'posts and enquiries carry their search terms: a bounded list of short words (required on an enquiry)',
  57: 'deleting an account marks it (inactive, role user, deletedAt by the server) and never removes it, so its owner cannot return as a new user; nothing edits it afterwards',
  62:
    'a person closes their own account: on an active account without admin rights they may delete their user document and the enquiries ' +
    'they sent logged in (by uid), each with its thread in the batch that deletes it, and the careers applications they sent logged in; ' +
    'nobody else’s; a deactivated or deleted account keeps its record',
  ...Object.assign({}, ...AREAS.map((area) => area.addedRules)),
};

/** The number of rows in `shared/access-rules.md`. */
export const SHARED_TABLE_ROWS = 48;

/** Rule 48 for what no capability owns: collections the product does not use, and a sub-collection of a user's document. */
const UNOWNED_ROWS: readonly AccessRow[] = [
  // ----- anything else -----------------------------------------------------------------------
  row(48, 'visitor', 'get', 'internal/config', 'deny', 'a visitor reads a collection the product does not use'),
  row(48, 'admin', 'get', 'internal/config', 'deny', 'an admin reads a collection the product does not use'),
  row(48, 'admin', 'list', 'internal', 'deny', 'an admin lists a collection the product does not use'),
  row(48, 'admin', 'create', 'internal', 'deny', 'an admin writes to a collection the product does not use', {
    data: { note: 'Written by a client.' },
  }),
  row(48, 'visitor', 'create', 'internal', 'deny', 'a visitor writes to a collection the product does not use', {
    data: { note: 'Written by a client.' },
  }),
  row(48, 'visitor', 'create', 'constructor', 'deny', 'a visitor writes to a collection named like a built-in property', {
    data: { note: 'Written by a client.' },
  }),
  row(48, 'user', 'set', 'users/{self}/private/notes', 'deny', 'a user writes under their own document (a sub-collection)', {
    data: { note: 'Mine.' },
  }),
];

// ---------------------------------------------------------------------------------------------
// The audit log's entries (rule 81): what the suites add to a staff row's writes.

/** The entry ids the suites use: the row's own batch, and each setup batch's. */
export const ROW_ENTRY = 'row-entry';
export const setupEntry = (index: number) => `setup-entry-${index + 1}`;

/**
 * `writes` (resolved) with the audit log entry their staff actor writes with them (the app's
 * activityWrites), when they change a logged document as staff: not a person's own profile, a
 * message, application or subscription they send, or a view they count. An editor's entry is about
 * posts (all the log lets them write), so an editor's row elsewhere meets only that area's own rule.
 * A batch that writes the log itself, and an `unlogged` row, are left as they are.
 */
export function withEntry(row: AccessRow, writes: BatchWrite[], entryId: string): BatchWrite[] {
  if (row.unlogged || row.actor === 'visitor' || !['admin', 'inactiveAdmin', 'editor', 'inactiveEditor'].includes(row.actor)) return writes;
  const account = actors[row.actor];
  const ownBusiness = (write: BatchWrite) =>
    /^(activity|activity_heads)$|_limits$|\/viewers$/.test(write.collection) || (write.collection === 'users' && write.op !== 'add' && write.id === account.uid);
  if (writes.some(ownBusiness)) return writes;
  const editor = row.actor === 'editor' || row.actor === 'inactiveEditor';
  const actor = { uid: account.uid, name: account.displayName || 'Staff' };
  return [...writes, ...entryWrites(actor, writes, row.description, entryId, editor ? 'posts' : undefined)];
}

const AREA_ROWS = AREAS.flatMap((area) => area.rows);

/** True when the row is a staff change to a logged document, which the suites write with its entry (`withEntry`). */
function isLoggedChange(row: AccessRow): boolean {
  const writes = writesOf(row);
  return writes !== null && withEntry(row, writes, ROW_ENTRY).length > writes.length;
}

/**
 * Rule 81's other half: every staff change the table allows, made without its audit log entry, is
 * refused (the writer's head then names an older entry, or there is none).
 */
const UNLOGGED_ROWS: readonly AccessRow[] = AREA_ROWS.filter((candidate) => candidate.expect === 'allow' && isLoggedChange(candidate)).map((allowed) => ({
  ...allowed,
  rule: 81,
  description: `${allowed.description}, without its audit log entry`,
  unlogged: true,
  expect: 'deny',
}));

export const accessMatrix: readonly AccessRow[] = [...AREA_ROWS, ...UNLOGGED_ROWS, ...UNOWNED_ROWS];

// ---------------------------------------------------------------------------------------------
// Helpers both suites use to read a row the same way.

/** `{self}` replaced by the acting account's uid. */
function resolveSelf(row: AccessRow, text: string): string {
  if (!text.includes('{self}')) return text;
  if (row.actor === 'visitor') throw new Error(`A visitor has no {self}: ${row.path}`);
  return text.replaceAll('{self}', actors[row.actor].uid);
}

/** A batch's writes with `{self}` replaced. */
export function resolveWrites(row: AccessRow, writes: readonly BatchWrite[]): BatchWrite[] {
  return writes.map((write) =>
    write.op === 'add'
      ? { ...write, collection: resolveSelf(row, write.collection) }
      : { ...write, collection: resolveSelf(row, write.collection), id: resolveSelf(row, write.id) },
  );
}

/** The collection and (for document paths) the id a row acts on, `{self}` replaced. */
export function targetOf(row: AccessRow): { collection: string; id: string | null } {
  const path = resolveSelf(row, row.path);
  const segments = path.split('/');
  if (segments.some((segment) => segment === '')) throw new Error(`Bad path: ${row.path}`);
  return segments.length % 2 === 0
    ? { collection: segments.slice(0, -1).join('/'), id: segments[segments.length - 1] }
    : { collection: path, id: null };
}

/** The documents a row starts from: the world, less the document a `create` row is about to write. */
export function stateFor(row: AccessRow): World['collections'] {
  const state = structuredClone(world.collections);
  const { collection, id } = targetOf(row);
  if (row.op === 'create' && id !== null && state[collection]) delete state[collection][id];
  return state;
}

/** The writes a row makes, resolved, as a batch's (a `create` at a collection path: an `add`); null for a read. */
export function writesOf(row: AccessRow): BatchWrite[] | null {
  if (row.op === 'batch') return resolveWrites(row, row.writes ?? []);
  const { collection, id } = targetOf(row);
  const data = row.data ?? {};
  if (row.op === 'create') return [id === null ? { op: 'add', collection, data } : { op: 'set', collection, id, data }];
  if (id === null) return null;
  if (row.op === 'set') return [{ op: 'set', collection, id, data, merge: row.merge === true }];
  if (row.op === 'update') return [{ op: 'update', collection, id, data }];
  if (row.op === 'delete') return [{ op: 'delete', collection, id }];
  return null;
}

/** The row's name in both suites. */
export const rowName = (row: AccessRow) => `#${row.rule} ${row.actor} ${row.op} ${row.path}: ${row.expect} (${row.description})`;

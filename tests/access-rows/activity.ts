/**
 * Access-table rows for the audit log: activity/{id} and activity_heads/{uid}
 * (src/features/activity/data/activity.ts, docs/decisions/0032-audit-log.md). Rule number 81.
 * `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import { SERVER_TIME, type BatchWrite } from '@/backend/types.ts';
import { activityWrites, CLOSED_ACCOUNT, type ActivityChange } from '@/features/activity/data/activity.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { actors } from './actors.ts';
import { newService, SERVICE_TOGGLE } from './site.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  81:
    'the audit log: active admins read it; an entry is created by its author (an active admin, or an active editor about posts), ' +
    'under the name on its author’s user document, at the server’s time, bounded and on one line, in one batch with its author’s head ' +
    'naming it and with the change it describes (its target appears, goes or changes in that batch); a head moves only to a new entry ' +
    'written in the same batch; nobody edits or deletes an entry, nobody else’s head; every staff change to a post, service, the settings, ' +
    'a user, an enquiry, an application (or its notes), a subscriber, the notifications address, a mail template (one entry for the templates ' +
    'a batch installs) or a deletion from the Outbox is refused without its entry, written in its batch about that document (one logged document a batch)',
};

const JAN_9 = new Date('2026-01-09T09:00:00.000Z');
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  activity: {
    'earlier-entry': {
      createdAt: JAN_9,
      by: actors.admin.uid,
      byName: actors.admin.displayName,
      area: 'services',
      action: 'updated',
      summary: 'Edited the service “Web Development”',
      target: 'services/active-service',
    },
  },
  activity_heads: { [actors.admin.uid]: { last: 'earlier-entry' } },
};

const POST_CHANGE: ActivityChange = { area: 'posts', action: 'updated', summary: 'Edited “Shipping a Mobile MVP”', target: { collection: 'blogs', id: 'published-post' } };
const SERVICE_CHANGE: ActivityChange = { area: 'services', action: 'deleted', summary: 'Deleted the service “Web Development”', target: { collection: 'services', id: 'active-service' } };

/** The writes the app adds to a batch (activityWrites), by `actor`, with the entry's data changed by `edit`. */
function logWrites(actor: keyof typeof actors, change: ActivityChange, edit: (data: Doc) => Doc = (data) => data, id = 'new-entry'): BatchWrite[] {
  const account = actors[actor];
  const [entry, head] = activityWrites({ uid: account.uid, name: account.displayName || 'Staff' }, change, id);
  return [{ ...entry, data: edit((entry as { data: Doc }).data) } as BatchWrite, head];
}

const entryOnly = (writes: BatchWrite[]) => writes.slice(0, 1);

const deactivate = (id: string): BatchWrite => ({ op: 'update', collection: 'services', id, data: SERVICE_TOGGLE });

/** An admin's change that its entry (SERVICE_CHANGE) describes: the service deactivated. */
const SERVICE_EDIT = deactivate('active-service');

/** An editor's change that POST_CHANGE describes: the post edited, the content version moved (updateBlog). */
const POST_EDIT: BatchWrite[] = [
  { op: 'update', collection: 'blogs', id: 'published-post', data: { title: 'Shipping a Mobile MVP in 12 Weeks', content: 'Twelve weeks, one clear scope, two app stores.', readTime: 1, updatedAt: SERVER_TIME } },
  { op: 'set', collection: 'meta', id: 'content', data: { updatedAt: SERVER_TIME } },
];

/**
 * An admin's own change (their name), which its own rule does not log: the rows about an entry's shape
 * and head make it, so that only the audit log's own rules judge them.
 */
const ADMIN_RENAME: BatchWrite = { op: 'update', collection: 'users', id: actors.admin.uid, data: { displayName: 'Ada A. Admin' } };
const RENAME_CHANGE: ActivityChange = { area: 'users', action: 'updated', summary: 'Renamed themselves', target: { collection: 'users', id: actors.admin.uid } };

/** A user's own change (their name), which they may make but not log. */
const OWN_NAME: BatchWrite = { op: 'update', collection: 'users', id: actors.user.uid, data: { displayName: 'Uma U. User' } };
// (About posts, the one area an editor's entry may name: so only the role check refuses it.)
const OWN_NAME_CHANGE: ActivityChange = { area: 'posts', action: 'updated', summary: 'Renamed themselves', target: { collection: 'users', id: actors.user.uid } };

/** A person closing their account (deleteOwnAccount): their document goes, with the entry saying so. */
const CLOSE_OWN: BatchWrite = { op: 'delete', collection: 'users', id: actors.user.uid };
const CLOSURE: ActivityChange = {
  area: 'users',
  action: CLOSED_ACCOUNT,
  summary: `${actors.user.displayName} deleted their account: 1 enquiry and 1 application removed`,
  target: { collection: 'users', id: actors.user.uid },
};

export const rows: readonly AccessRow[] = [
  // Reading the log.
  row(81, 'admin', 'list', 'activity', 'allow', 'an admin lists the audit log, newest first (listActivityPage)', {
    query: { orderBy: { field: 'createdAt', direction: 'desc' }, limit: 21 },
  }),
  row(81, 'admin', 'get', 'activity/earlier-entry', 'allow', 'an admin reads an entry'),
  row(81, 'editor', 'list', 'activity', 'deny', 'an editor lists the audit log'),
  row(81, 'editor', 'get', 'activity/earlier-entry', 'deny', 'an editor reads an entry'),
  row(81, 'inactiveAdmin', 'list', 'activity', 'deny', 'an inactive admin lists the audit log'),
  row(81, 'user', 'get', 'activity/earlier-entry', 'deny', 'a user reads an entry'),
  row(81, 'visitor', 'list', 'activity', 'deny', 'a visitor lists the audit log'),
  row(81, 'admin', 'get', 'activity_heads/admin', 'deny', 'an admin reads a head (only the rules do)'),

  // Writing an entry: with its head, in one batch.
  row(81, 'admin', 'batch', 'activity', 'allow', 'an admin logs a change: the entry and their head (activityWrites)', { writes: [SERVICE_EDIT, ...logWrites('admin', SERVICE_CHANGE)] }),
  row(81, 'editor', 'batch', 'activity', 'allow', 'an editor logs a change to a post', { writes: [...POST_EDIT, ...logWrites('editor', POST_CHANGE)] }),
  row(81, 'editor', 'batch', 'activity', 'deny', 'an editor logs a change to a post as one to the services', {
    writes: [...POST_EDIT, ...logWrites('editor', { ...POST_CHANGE, area: 'services' })],
  }),
  row(81, 'inactiveEditor', 'batch', 'activity', 'deny', 'an inactive editor logs a change to a post', { writes: [...POST_EDIT, ...logWrites('inactiveEditor', POST_CHANGE)] }),
  row(81, 'inactiveAdmin', 'batch', 'activity', 'deny', 'an inactive admin logs a change', { writes: [SERVICE_EDIT, ...logWrites('inactiveAdmin', SERVICE_CHANGE)] }),
  row(81, 'user', 'batch', 'activity', 'allow', 'a user changes their own name (not logged)', { writes: [OWN_NAME] }),
  row(81, 'user', 'batch', 'activity', 'deny', 'a user logs a change they may make (their own name)', { writes: [OWN_NAME, ...logWrites('user', OWN_NAME_CHANGE)] }),

  // Closing one's own account (rule 62) is logged by its owner: the one entry a user writes.
  row(81, 'user', 'batch', 'users', 'allow', 'a user closes their account: their document goes, with the entry saying so and what went (deleteOwnAccount)', {
    writes: [CLOSE_OWN, ...logWrites('user', CLOSURE)],
  }),
  row(81, 'editor', 'batch', 'users', 'allow', 'an editor closes their account, with the entry saying so', {
    writes: [{ ...CLOSE_OWN, id: actors.editor.uid }, ...logWrites('editor', { ...CLOSURE, target: { collection: 'users', id: actors.editor.uid } })],
  }),
  row(81, 'user', 'batch', 'activity', 'deny', 'a user logs closing their account and keeps it (their name changed, the document still there)', {
    writes: [OWN_NAME, ...logWrites('user', CLOSURE)],
  }),
  row(81, 'user', 'batch', 'users', 'deny', 'a user closes their account with an entry under another action', {
    writes: [CLOSE_OWN, ...logWrites('user', { ...CLOSURE, action: 'deleted' })],
  }),
  row(81, 'user', 'batch', 'users', 'deny', 'a user closes their account with an entry in another area', {
    writes: [CLOSE_OWN, ...logWrites('user', { ...CLOSURE, area: 'enquiries' })],
  }),
  row(81, 'user', 'batch', 'users', 'deny', 'a user closes their account with an entry about another document', {
    writes: [CLOSE_OWN, { op: 'delete', collection: 'contact_messages', id: 'user-message' }, ...logWrites('user', { ...CLOSURE, target: { collection: 'contact_messages', id: 'user-message' } })],
  }),
  row(81, 'user', 'batch', 'users', 'deny', 'a user closes their account with an entry under another name', {
    writes: [CLOSE_OWN, ...logWrites('user', CLOSURE, (data) => ({ ...data, byName: 'Somebody Else' }))],
  }),
  row(81, 'admin', 'batch', 'users', 'deny', 'an admin closes their own account, with the entry (another admin takes their admin rights away first)', {
    writes: [{ ...CLOSE_OWN, id: actors.admin.uid }, ...logWrites('admin', { ...CLOSURE, target: { collection: 'users', id: actors.admin.uid } })],
  }),
  row(81, 'inactiveUser', 'batch', 'users', 'deny', 'a deactivated user closes their account, with the entry', {
    writes: [{ ...CLOSE_OWN, id: actors.inactiveUser.uid }, ...logWrites('inactiveUser', { ...CLOSURE, target: { collection: 'users', id: actors.inactiveUser.uid } })],
  }),

  // The entry comes with the change it describes, in its batch, under its writer's own name.
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin logs a change that does not happen (an entry alone)', { writes: logWrites('admin', SERVICE_CHANGE) }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin logs a change about a document that does not exist', {
    writes: logWrites('admin', { ...SERVICE_CHANGE, target: { collection: 'services', id: 'no-such-service' } }),
  }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin logs a real change under another person’s name', {
    writes: [SERVICE_EDIT, ...logWrites('admin', SERVICE_CHANGE, (data) => ({ ...data, byName: actors.editor.displayName }))],
  }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin logs a real change under a name of their own making', {
    writes: [SERVICE_EDIT, ...logWrites('admin', SERVICE_CHANGE, (data) => ({ ...data, byName: 'The Board' }))],
  }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an entry without moving their head', { writes: [ADMIN_RENAME, ...entryOnly(logWrites('admin', RENAME_CHANGE))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an entry with their head naming another', {
    writes: [ADMIN_RENAME, ...entryOnly(logWrites('admin', RENAME_CHANGE)), { op: 'set', collection: 'activity_heads', id: actors.admin.uid, data: { last: 'another-entry' } }],
  }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an entry in someone else’s name', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, by: actors.editor.uid }))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', "an admin writes an entry at the client's clock", { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, createdAt: CLIENT_TIME }))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an entry with another key', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, note: 'x' }))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an entry about an area the log does not know', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, area: 'billing' }))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an entry without a name', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, byName: '' }))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an entry whose name spans two lines', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, byName: 'Ada\nAdmin' }))] }),
  row(81, 'admin', 'batch', 'activity', 'allow', 'an admin writes a summary of 200 characters', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, summary: 's'.repeat(200) }))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes a summary of 201 characters', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, summary: 's'.repeat(201) }))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an empty summary', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, summary: '' }))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an action of 41 characters', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, action: 'a'.repeat(41) }))] }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin writes an entry without its target', { writes: [ADMIN_RENAME, ...logWrites('admin', RENAME_CHANGE, (data) => ({ ...data, target: '' }))] }),

  // A service whose id makes its entry's target 300 characters, and one more ('services/' is 9).
  row(81, 'admin', 'batch', 'services', 'allow', 'an admin adds a service whose entry’s target is 300 characters', {
    writes: [
      { op: 'set', collection: 'services', id: 'x'.repeat(291), data: newService() },
      ...logWrites('admin', { ...SERVICE_CHANGE, target: { collection: 'services', id: 'x'.repeat(291) } }, (data) => ({ ...data, target: `services/${'x'.repeat(291)}` })),
    ],
  }),
  row(81, 'admin', 'batch', 'services', 'deny', 'an admin adds a service whose entry’s target is 301 characters', {
    writes: [
      { op: 'set', collection: 'services', id: 'x'.repeat(292), data: newService() },
      ...logWrites('admin', { ...SERVICE_CHANGE, target: { collection: 'services', id: 'x'.repeat(292) } }, (data) => ({ ...data, target: `services/${'x'.repeat(292)}` })),
    ],
  }),

  // Nobody edits or deletes an entry.
  row(81, 'admin', 'update', 'activity/earlier-entry', 'deny', 'an admin edits an entry', { data: { summary: 'Nothing happened' } }),
  row(81, 'admin', 'set', 'activity/earlier-entry', 'deny', 'an admin rewrites an entry', {
    data: { createdAt: SERVER_TIME, by: actors.admin.uid, byName: actors.admin.displayName, area: 'services', action: 'updated', summary: 'Nothing happened', target: 'services/active-service' },
  }),
  row(81, 'admin', 'delete', 'activity/earlier-entry', 'deny', 'an admin deletes an entry'),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin logs a change naming an existing entry (rewriting it)', {
    writes: [SERVICE_EDIT, ...logWrites('admin', SERVICE_CHANGE, (data) => data, 'earlier-entry')],
  }),

  // Heads.
  row(81, 'admin', 'set', 'activity_heads/admin', 'deny', 'an admin moves their head to an entry that is already there', { data: { last: 'earlier-entry' } }),
  row(81, 'admin', 'set', 'activity_heads/admin', 'deny', 'an admin moves their head to an entry nobody writes', { data: { last: 'no-entry' } }),
  row(81, 'editor', 'batch', 'activity', 'deny', "an editor logs a change and moves an admin's head to their entry too", {
    writes: [...POST_EDIT, ...logWrites('editor', POST_CHANGE), { op: 'set', collection: 'activity_heads', id: actors.admin.uid, data: { last: 'new-entry' } }],
  }),
  row(81, 'admin', 'batch', 'activity', 'deny', 'an admin moves their head with another key beside it', {
    writes: [ADMIN_RENAME, ...entryOnly(logWrites('admin', RENAME_CHANGE)), { op: 'set', collection: 'activity_heads', id: actors.admin.uid, data: { last: 'new-entry', note: 'x' } }],
  }),
  row(81, 'admin', 'delete', 'activity_heads/admin', 'deny', 'an admin removes their head'),

  // The change and its entry: in one batch, about one document (each allowed change without its
  // entry is refused too: tests/access-matrix.ts adds those rows).
  row(81, 'admin', 'batch', 'services', 'deny', 'an admin deactivates a service with an entry about another one', {
    writes: [deactivate('active-service'), ...logWrites('admin', { ...SERVICE_CHANGE, target: { collection: 'services', id: 'inactive-service' } })],
  }),
  row(81, 'admin', 'batch', 'services', 'deny', 'an admin deactivates two services in one batch with one entry', {
    writes: [deactivate('active-service'), deactivate('inactive-service'), ...logWrites('admin', SERVICE_CHANGE)],
  }),
];

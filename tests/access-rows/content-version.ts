/**
 * Access-table rows for the content version, meta/content (src/data/content-version.ts,
 * docs/decisions/0025-content-version.md). Rule number 76. `tests/access-matrix.ts` adds these to the
 * table, `docs` to its world.
 */
import { increment, SERVER_TIME } from '@/backend/types.ts';
import type { AccessRow, Doc } from '../access-matrix.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  76:
    'the content version meta/content: anyone reads or lists meta/ (a prerendered page asks whether its HTML is current); active staff ' +
    '(an admin, or an editor) move its updatedAt to the server’s time, with nothing else in it but the coming publication times of ' +
    'scheduled posts (publishTimes: a list of at most 20 entries, each a time) (alone or in the batch of a change to ' +
    'posts, services or settings); ' +
    'nobody deletes or otherwise writes it, and nothing else may be written in meta/',
};

const JAN_5 = new Date('2026-01-05T09:00:00.000Z');
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  meta: { content: { updatedAt: JAN_5 } },
};

export const MOVED: Doc = { updatedAt: SERVER_TIME };

/** Twenty coming publication times (the most kept), a day apart. */
const TWENTY_TIMES: readonly Date[] = Array.from({ length: 20 }, (_, day) => new Date(Date.UTC(2099, 0, day + 1)));
/** The twenty times with entry `n` replaced by `entry`: a list only the check of that place refuses. */
const timesWith = (n: number, entry: unknown): unknown[] => TWENTY_TIMES.map((time, i) => (i === n ? entry : time));

/** What an entry that is not a time can be: text, a map, text as long as a document allows many of. */
const NOT_TIMES: readonly (readonly [string, unknown])[] = [
  ['a time written as text', '2099-01-05T09:00:00.000Z'],
  ['a map', { seconds: 4_071_906_000, nanoseconds: 0 }],
  ['a string of 50,000 characters', 'x'.repeat(50_000)],
];

/** For each place of the list (the rules check each on its own), a list whose entry there alone is text; at the first and last place, each kind. */
const entryRows: AccessRow[] = TWENTY_TIMES.flatMap((_, n) =>
  (n === 0 || n === 19 ? NOT_TIMES : NOT_TIMES.slice(0, 1)).map(([kind, entry]) =>
    row(78, 'admin', 'set', 'meta/content', 'deny', `an admin keeps twenty coming publication times, entry ${n} ${kind}`, {
      data: { ...MOVED, publishTimes: timesWith(n, entry) },
    }),
  ),
);

export const rows: readonly AccessRow[] = [
  row(76, 'visitor', 'get', 'meta/content', 'allow', 'a visitor reads the content version (the boot script of a prerendered page)'),
  row(76, 'user', 'get', 'meta/content', 'allow', 'a signed-in reader reads the content version'),
  row(76, 'visitor', 'list', 'meta', 'allow', 'a visitor lists meta/ (the boot script of a prerendered page: it answers even before the version exists)'),
  row(76, 'admin', 'list', 'meta', 'allow', 'an admin lists meta/'),
  row(76, 'admin', 'set', 'meta/content', 'allow', 'an admin moves the content version to now (contentChanged)', { data: MOVED }),
  row(76, 'admin', 'update', 'meta/content', 'allow', 'an admin moves the content version to now, as an update', { data: MOVED }),
  row(76, 'admin', 'batch', 'blogs/published-post', 'allow', 'an admin edits a post and moves the content version in one batch (updateBlog)', {
    writes: [
      { op: 'update', collection: 'blogs', id: 'published-post', data: { title: 'Shipping a Mobile MVP in 12 Weeks', content: 'Twelve weeks, one clear scope, two app stores.', readTime: 1, updatedAt: SERVER_TIME } },
      { op: 'set', collection: 'meta', id: 'content', data: MOVED },
    ],
  }),
  row(76, 'admin', 'set', 'meta/content', 'deny', "an admin sets the content version to the client's clock", { data: { updatedAt: CLIENT_TIME } }),
  row(78, 'admin', 'set', 'meta/content', 'allow', 'an admin moves the content version with the coming publication times (a post scheduled)', {
    data: { ...MOVED, publishTimes: [new Date('2099-01-05T09:00:00.000Z'), new Date('2099-02-01T09:00:00.000Z')] },
  }),
  row(78, 'admin', 'set', 'meta/content', 'allow', 'an admin keeps twenty coming publication times', {
    data: { ...MOVED, publishTimes: [...TWENTY_TIMES] },
  }),
  ...entryRows,
  row(78, 'admin', 'set', 'meta/content', 'deny', 'an admin keeps 21 coming publication times', {
    data: { ...MOVED, publishTimes: Array.from({ length: 21 }, (_, day) => new Date(Date.UTC(2099, 0, day + 1))) },
  }),
  row(78, 'admin', 'set', 'meta/content', 'deny', 'an admin writes the coming publication times as text', {
    data: { ...MOVED, publishTimes: '2099-01-05' },
  }),
  row(78, 'admin', 'set', 'meta/content', 'deny', 'an admin writes the coming publication times as empty text', {
    data: { ...MOVED, publishTimes: '' },
  }),
  row(76, 'admin', 'set', 'meta/content', 'deny', 'an admin sets the content version with another key', { data: { ...MOVED, note: 'x' } }),
  row(76, 'admin', 'set', 'meta/content', 'deny', 'an admin empties the content version', { data: {} }),
  row(76, 'admin', 'set', 'meta/other', 'deny', 'an admin writes another document of meta/', { data: MOVED }),
  row(76, 'admin', 'delete', 'meta/content', 'deny', 'an admin deletes the content version'),
  row(76, 'inactiveAdmin', 'set', 'meta/content', 'deny', 'an inactive admin moves the content version', { data: MOVED }),
  row(76, 'user', 'set', 'meta/content', 'deny', 'a user moves the content version', { data: MOVED }),
  row(76, 'anonymous', 'set', 'meta/content', 'deny', 'a visitor moves the content version', { data: MOVED }),
  row(76, 'anonymous', 'batch', 'blogs/published-post', 'deny', 'a visitor counts a view and moves the content version with it', {
    writes: [
      { op: 'update', collection: 'blogs', id: 'published-post', data: { views: increment(1) } },
      { op: 'set', collection: 'blogs/published-post/viewers', id: '{self}', data: { viewedAt: SERVER_TIME } },
      { op: 'set', collection: 'meta', id: 'content', data: MOVED },
    ],
  }),
];

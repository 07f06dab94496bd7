/**
 * Scheduled publishing gives every post a publication time, `publishAt`, and visitors read a post
 * only once it has come (firestore.rules). Posts stored before that have none, so visitors cannot
 * read them until they get one: this gives each its creation time (the date it has always shown),
 * a post at a time, each logged in the audit log, as the admin running it. Run once after deploying the rules:
 * `npm run migrate:publish-at` (scripts/migrate-publish-at.mjs; README "Deploy").
 */
import { getBackend } from '@/backend/index.ts';
import { SERVER_TIME } from '@/backend/types.ts';
import { logged } from '@/features/activity/data/activity.ts';
import { COLLECTIONS, contentChanged } from '../../../data/collections.ts';
import { readAllInBatches } from '../../../data/paging.ts';
import { postChange } from './post-activity.ts';

/** Posts read per request. */
const BATCH = 200;

export interface PublishAtMigration {
  /** Every post read. */
  read: number;
  /** The posts given a publication time. */
  updated: number;
}

/**
 * Gives each post without a publication time its creation time: a batch per post, with its entry in
 * the audit log (the rules require one per changed post, and a batch holds one).
 */
export async function migratePublishAt(onProgress?: (message: string) => void): Promise<PublishAtMigration> {
  const { store } = await getBackend();
  // Every post has a creation time (the rules have always required one).
  const rows = await readAllInBatches(store, COLLECTIONS.blogs, { orderBy: { field: 'createdAt' } }, BATCH, (read) =>
    onProgress?.(`Read ${read} posts`),
  );
  const missing = rows.filter((row) => !(row.publishAt instanceof Date) && row.createdAt instanceof Date);
  for (const [done, row] of missing.entries()) {
    await logged(
      [{ op: 'update', collection: COLLECTIONS.blogs, id: row.id, data: { publishAt: row.createdAt as Date, updatedAt: SERVER_TIME } }, contentChanged(SERVER_TIME)],
      postChange(row.id, 'updated', `Gave “${String(row.title ?? row.id)}” its publication time`),
    );
    if ((done + 1) % 20 === 0 || done + 1 === missing.length) onProgress?.(`Gave ${done + 1} of ${missing.length} posts their publication time`);
  }
  return { read: rows.length, updated: missing.length };
}

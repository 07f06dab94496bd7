/**
 * Scheduled publishing gives every post a publication time, `publishAt`, and visitors read a post
 * only once it has come (firestore.rules). Posts stored before that have none, so visitors cannot
 * read them until they get one: this gives each its creation time (the date it has always shown),
 * a batch at a time, as the admin running it. Run once after deploying the rules:
 * `npm run migrate:publish-at` (scripts/migrate-publish-at.mjs; README "Deploy").
 */
import { getBackend } from '@/backend/index.ts';
import { SERVER_TIME, type BatchWrite } from '@/backend/types.ts';
import { COLLECTIONS, contentChanged } from '../../../data/collections.ts';
import { readAllInBatches } from '../../../data/paging.ts';

/** Posts read, and written, per request. */
const BATCH = 200;

export interface PublishAtMigration {
  /** Every post read. */
  read: number;
  /** The posts given a publication time. */
  updated: number;
}

/** Gives each post without a publication time its creation time. */
export async function migratePublishAt(onProgress?: (message: string) => void): Promise<PublishAtMigration> {
  const { store } = await getBackend();
  // Every post has a creation time (the rules have always required one).
  const rows = await readAllInBatches(store, COLLECTIONS.blogs, { orderBy: { field: 'createdAt' } }, BATCH, (read) =>
    onProgress?.(`Read ${read} posts`),
  );
  const missing = rows.filter((row) => !(row.publishAt instanceof Date) && row.createdAt instanceof Date);
  for (let start = 0; start < missing.length; start += BATCH) {
    const writes: BatchWrite[] = missing.slice(start, start + BATCH).map((row) => ({
      op: 'update',
      collection: COLLECTIONS.blogs,
      id: row.id,
      data: { publishAt: row.createdAt as Date, updatedAt: SERVER_TIME },
    }));
    await store.batch([...writes, contentChanged(SERVER_TIME)]);
    onProgress?.(`Gave ${Math.min(start + BATCH, missing.length)} of ${missing.length} posts their publication time`);
  }
  return { read: rows.length, updated: missing.length };
}

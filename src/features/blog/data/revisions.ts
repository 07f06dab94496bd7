/**
 * A post's revisions, `blogs/{id}/revisions/{rev}`: every save keeps the version it replaces (the post
 * as it was: its text and flags), with who replaced it and when, in the same batch as the save
 * (firestore.rules). Staff read them newest first, a page at a time; nobody changes one; they go with
 * their post.
 */
import { getBackend } from '@/backend/index.ts';
import { SERVER_TIME, type BatchWrite, type Cursor, type DocumentData, type WithId } from '@/backend/types.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { cursorOfRow } from '../../../data/paging.ts';
import { newDocumentId } from '@/lib/ids.ts';
import { toDate } from '@/lib/dates.ts';
import { normalise, type BlogPost } from './blog-post.ts';

export const revisionsOf = (postId: string) => `${COLLECTIONS.blogs}/${postId}/revisions`;

export interface Revision {
  id: string;
  /** The post as it was before the save that replaced it. */
  version: BlogPost;
  /** Who saved this version: who replaced the one before it (null for the first version, or unknown). */
  savedByName: string | null;
  /** Who replaced it, and when. */
  replacedByName: string;
  replacedAt: Date | null;
}

export interface RevisionsPage {
  revisions: Revision[];
  /** Where the next (older) page starts; null when this is the oldest. */
  next: Cursor | null;
  /** Who saved the current version (the newest revision's replacer), on the first page. */
  currentSavedByName: string | null;
}

/** The revision a save writes in its batch: the post as it was (`stored`), replaced now by the signed-in person. */
export async function revisionWrite(postId: string, stored: WithId<DocumentData>): Promise<BatchWrite> {
  const { auth } = await getBackend();
  const user = auth.currentUser();
  const { id: _id, ...version } = stored;
  return {
    op: 'set',
    collection: revisionsOf(postId),
    id: newDocumentId(),
    data: {
      version,
      replacedBy: user?.uid ?? '',
      replacedByName: (user?.displayName || user?.email || 'Staff').slice(0, 100),
      replacedAt: SERVER_TIME,
    },
  };
}

const ORDER = { field: 'replacedAt', direction: 'desc' } as const;

/** A page of a post's revisions, newest first (one row more is read: who saved the page's oldest). */
export async function listRevisions(postId: string, pageSize: number, after?: Cursor): Promise<RevisionsPage> {
  const { store } = await getBackend();
  const rows = await store.list(revisionsOf(postId), { orderBy: ORDER, limit: pageSize + 1, ...(after ? { startAfter: after } : {}) });
  const name = (row: WithId<DocumentData> | undefined) => (row && typeof row.replacedByName === 'string' ? row.replacedByName : null);
  const shown = rows.slice(0, pageSize);
  return {
    revisions: shown.map((row, index) => ({
      id: row.id,
      version: normalise({ ...(row.version as DocumentData), id: postId }),
      savedByName: name(rows[index + 1]),
      replacedByName: name(row) ?? 'Staff',
      replacedAt: toDate(row.replacedAt),
    })),
    next: rows.length > pageSize ? cursorOfRow(shown[shown.length - 1], ORDER.field) : null,
    currentSavedByName: after ? null : name(rows[0]),
  };
}

/** Removes a deleted post's revisions, a batch at a time (the rules allow it once the post is gone). */
export async function deleteRevisions(postId: string): Promise<void> {
  const { store } = await getBackend();
  for (;;) {
    const rows = await store.list(revisionsOf(postId), { orderBy: ORDER, limit: 400 });
    if (rows.length === 0) return;
    await store.batch(rows.map((row) => ({ op: 'delete' as const, collection: revisionsOf(postId), id: row.id })));
  }
}

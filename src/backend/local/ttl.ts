/**
 * Firestore's time-to-live policies, as the demo backend keeps them: a document whose TTL field holds
 * a time in the past is deleted. Firestore deletes such documents within about a day of that time
 * (the policies are declared in firestore.indexes.json's `fieldOverrides`, `"ttl": true`); the demo
 * deletes them the next time it reads its data.
 */
import type { LocalData } from './db.ts';

/** Collection → the field whose time says when its documents are deleted (firestore.indexes.json says the same). */
export const TTL_FIELDS: Readonly<Record<string, string>> = {
  applications: 'expireAt',
  application_notes: 'expireAt',
};

/** Deletes the documents whose time has come; true when any went. */
export function expireDocuments(data: LocalData, now: Date): boolean {
  let removed = false;
  for (const [collection, field] of Object.entries(TTL_FIELDS)) {
    const documents = data.collections[collection];
    if (!documents) continue;
    for (const [id, document] of Object.entries(documents)) {
      const expireAt = document[field];
      if (expireAt instanceof Date && expireAt.getTime() <= now.getTime()) {
        delete documents[id];
        removed = true;
      }
    }
  }
  return removed;
}

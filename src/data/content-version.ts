/**
 * When what the public pages show last changed (docs/decisions/0025-content-version.md):
 * `meta/content`, `{ updatedAt }`, moved to the server's time in the same batch as every admin write
 * to the posts, their addresses, the services and the site settings (`contentChanged`,
 * src/data/collections.ts). A prerendered page of a Firebase build carries the value it was built
 * from; its boot script lists meta/ (one document, through Firestore's REST API:
 * scripts/page-boot.browser.js) and starts the app only when they differ: otherwise its HTML is
 * current, and it waits for the visitor's first use as a demo page does.
 */
import { getPublicStore } from '@/backend/index.ts';
import { COLLECTIONS, CONTENT_VERSION_ID } from './collections.ts';

/**
 * The content version as stored now: the time in milliseconds since 1970, as text, or '' when
 * nothing was ever changed through the app (the boot script reads it the same way).
 */
export async function readContentVersion(): Promise<string> {
  const store = await getPublicStore();
  const stored = await store.get(COLLECTIONS.meta, CONTENT_VERSION_ID);
  return stored?.updatedAt instanceof Date ? String(stored.updatedAt.getTime()) : '';
}

/**
 * The backend's small public entry for an article that counts its view without the app
 * (src/view-count.ts, docs/decisions/0026-views-without-the-app.md). On Firebase the view is counted
 * through the REST APIs (./firebase/reader-views.ts: no SDK); in demo mode, where this browser has no
 * demo data yet, it is queued for the demo backend to count when it makes that data
 * (./local/pending-views.ts). view-count.ts is built into one file, so this imports small modules only.
 */
import { readBackendSettings } from './config.ts';
import { countReaderView } from './firebase/reader-views.ts';
import { queueDemoView } from './local/pending-views.ts';

/**
 * Counts this visit's view of `postId` and resolves with the post's views after it (`builtViews`: the
 * figure the page was built with, which demo mode adds this view to). Rejects when it cannot count.
 */
export async function countViewWithoutApp(postId: string, builtViews: () => number): Promise<number> {
  const { firebase, useEmulators } = readBackendSettings(import.meta.env);
  if (firebase) return (await countReaderView({ firebase, useEmulators }, postId)).views;
  queueDemoView(postId);
  return builtViews() + 1;
}

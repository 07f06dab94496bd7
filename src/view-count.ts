/**
 * A prerendered article counts its view without the app (docs/decisions/0026-views-without-the-app.md):
 * an entry of its own, which the boot script (scripts/page-boot.browser.js, `data-view`) imports once
 * the article has painted, while it waits for the visitor's first use. It counts through the backend's
 * small public entry for this (src/backend/views-without-app.ts: Firebase's REST APIs, or demo mode's
 * queue, since this browser has no demo data yet, else the page starts the app at once). The figure then takes the placeholder's
 * place, and `data-view-counted` on <html> tells the app, should it start, that this visit's view is
 * counted and what the figure was (src/features/blog/pages/article.tsx) — unless the app took the page first.
 *
 * It is built on its own, into one file (vite.config.ts `viewCounter`): what it imports is copied into
 * that file, so it imports small modules only. The prerender writes `data-view` only where the build's
 * Firebase settings are complete and App Check is not in use (src/entry-server.tsx `pageStart`).
 */
import { countViewWithoutApp } from './backend/views-without-app.ts';
import { formatViews } from './lib/dates.ts';
import { APP_ROOT, VIEW_COUNTED, VIEW_POST } from './lib/page-contract.ts';

/** The article's views slot: its post id in `data-view-post`, its last child the placeholder. */
const SLOT_SELECTOR = `[${VIEW_POST}]`;

/** The prerendered post's figure, from the page's initial data (demo mode: what this browser's data will say, before its view). */
function builtViews(postId: string): number {
  const data = JSON.parse(document.getElementById('initial-data')?.textContent ?? '{}') as Record<string, unknown>;
  for (const value of Object.values(data)) {
    const post = value as { id?: unknown; views?: unknown } | null;
    if (post && post.id === postId && typeof post.views === 'number') return post.views;
  }
  throw new Error(`The page's data has no post ${postId}`);
}

/** Counts this visit's view of the article on screen and shows the figure. Rejects when it cannot: the page then starts the app, which counts it. */
export async function countView(): Promise<void> {
  const slot = document.querySelector<HTMLElement>(SLOT_SELECTOR);
  const postId = slot?.getAttribute(VIEW_POST);
  if (!slot || !postId) throw new Error('This page has no view to count');
  const views = await countViewWithoutApp(postId, () => builtViews(postId));
  // Once the app has the page, the figure is React's to show (the app finds this reader counted).
  // Before, the figure and what the app is told go together: React hydrates what the page then says.
  const root = document.documentElement;
  if (root.hasAttribute(APP_ROOT)) return;
  slot.lastChild?.replaceWith(formatViews(views));
  root.setAttribute(VIEW_COUNTED, `${postId} ${views}`);
}

/**
 * Demo mode: views a prerendered article counted before this browser had demo data of its own
 * (src/view-count.ts; docs/decisions/0026-views-without-the-app.md). Building that data (the seed) is
 * the demo backend's biggest task, too big for a reader who only reads: the article queues its view
 * here, and the demo backend counts it when it starts (making the data), as the app would have — the
 * post's views one more and the reader under its viewers, once per reader and published post, the
 * reader being this browser's anonymous visitor.
 *
 * No imports but types: the article's view counter loads this module alone.
 */
import type { LocalAccount, LocalData } from './db.ts';

/** localStorage: the ids of the posts whose view waits to be counted, as a JSON list. */
export const PENDING_VIEWS_KEY = 'nf:demo-views';

function pendingViews(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PENDING_VIEWS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Queues this browser's view of `postId` (once). Throws when storage cannot keep it. */
export function queueDemoView(postId: string): void {
  const queued = pendingViews();
  if (!queued.includes(postId)) localStorage.setItem(PENDING_VIEWS_KEY, JSON.stringify([...queued, postId]));
}

/**
 * Counts the queued views into `data` and forgets them; `newVisitor` makes the anonymous account of
 * this browser's visitor when there is no session yet. True when `data` changed.
 */
export function applyPendingViews(data: LocalData, newVisitor: () => LocalAccount, now = new Date()): boolean {
  const queued = typeof localStorage === 'undefined' ? [] : pendingViews();
  if (queued.length === 0) return false;
  localStorage.removeItem(PENDING_VIEWS_KEY);
  const session = data.session ? data.accounts[data.session] : undefined;
  let reader = session?.uid;
  if (!reader) {
    const visitor = newVisitor();
    data.accounts[visitor.uid] = visitor;
    data.session = reader = visitor.uid;
  }
  for (const postId of new Set(queued)) {
    const post = data.collections.blogs?.[postId];
    const viewers = (data.collections[`blogs/${postId}/viewers`] ??= {});
    if (!post || post.isPublished !== true || viewers[reader]) continue;
    post.views = (typeof post.views === 'number' ? post.views : 0) + 1;
    viewers[reader] = { viewedAt: now };
  }
  return true;
}

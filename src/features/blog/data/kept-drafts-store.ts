/**
 * Where the post editor keeps unsaved forms in this browser (components/kept-draft.tsx):
 * `nf:unsaved-post:<uid>:<post id, or new>`. Plain TypeScript without imports: the session forgets
 * them all when it finds nobody signed in here (`forgetAllKeptDrafts`, through its data functions,
 * context/session-data.ts, which stay off a page's first load), so the next person at this device is
 * neither offered them nor finds them in storage.
 */
const PREFIX = 'nf:unsaved-post:';

/** Where a person's unsaved form for a post (or a new one) is kept. */
export const keptDraftKey = (uid: string, postId: string | undefined) => `${PREFIX}${uid}:${postId ?? 'new'}`;

/** Forgets every kept form in this browser, whoever's: the session here ended (logged out, ended, account closed). */
export function forgetAllKeptDrafts(): void {
  try {
    const storage = window.localStorage;
    const kept: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) kept.push(key);
    }
    for (const key of kept) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

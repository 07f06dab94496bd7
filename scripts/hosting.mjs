/**
 * How the built site is served, shared by Firebase Hosting's configuration (firebase.json), `vite
 * preview`/`vite dev` (vite.config.ts) and the prerender (scripts/prerender.mjs).
 */

/** The client-rendered shell: sign-in, profile, admin and unknown page paths (the not-found page). */
export const SHELL_FILE = 'app-shell.html';

/** What a missing file gets, with status 404 (public/404.html; Firebase Hosting sends it by that name). */
export const NOT_FOUND_FILE = '404.html';

/**
 * Which paths the client shell answers when no file matches: page paths, whose last segment has no
 * dot (`/admin/users`, `/no-such-page`). Files (`/missing.png`, `/assets/old-chunk.js`) answer 404
 * instead of the shell with status 200, which would reach a link preview as its "picture" and a page
 * still running an older deploy as a "script". firebase.json's rewrite holds this pattern (RE2
 * syntax, matched against the path; tests/unit/hosting-rewrites.test.ts keeps the two equal).
 */
export const PAGE_PATH_PATTERN = '^(?:.*/)?[^/.]*$';

const PAGE_PATH = new RegExp(PAGE_PATH_PATTERN);

/** True for a page path (the client shell's), false for a file's. */
export const isPagePath = (path) => PAGE_PATH.test(path);

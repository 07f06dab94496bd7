/** Types for `hosting.mjs` (plain JavaScript, shared by the build, vite.config.ts and tests). */
export const SHELL_FILE: string;
export const NOT_FOUND_FILE: string;
export const PAGE_PATH_PATTERN: string;
export function isPagePath(path: string): boolean;

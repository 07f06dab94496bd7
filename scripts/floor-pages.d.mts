/** Types for `floor-pages.mjs` (plain JavaScript, run by Node in `npm run perf`). */
export function floorHtml(html: string): string;
export function buildFloor(dist: string, out: string): string[];

/** Types for `moved-page.mjs` (plain JavaScript, run by Node in the build's prerender step). */
export function movedPageHtml(details: { siteUrl: string; title: string; to: string }): string;

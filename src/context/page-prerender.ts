import type { InitialData } from './initial-data.tsx';

/**
 * What a page module may export as `prerender`: the data its first render needs, by the route's
 * params — loaded by the build into the page's HTML with the same data functions the page calls in
 * the browser (where it is the page's first answer, refreshed once the page is live).
 */
export type PagePrerender = (params: Record<string, string | undefined>) => Promise<InitialData>;

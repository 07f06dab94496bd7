/**
 * Data a prerendered page was rendered with (design.md §6). At build time the server runs the same
 * data functions the pages call and renders with their answers; the answers travel in the page as
 * `<script type="application/json" id="initial-data">`, which the client reads once before hydrating,
 * so its first render matches the HTML. Pages still fetch in the background afterwards: the demo data
 * in a visitor's browser, or Firestore since the build, may differ.
 *
 * Without a provider (tests, client-side navigation to a page that was not prerendered) every key is
 * absent and pages load as they always did.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { APP_LIVE, PAGE_NOW } from '@/lib/page-contract.ts';

export type InitialData = Record<string, unknown>;

/** The keys pages look their data up by. */
export const initialDataKeys = {
  /** When the page was rendered (ISO string): relative dates and the copyright year use it on first render. */
  renderedAt: 'renderedAt',
  featuredBlogs: 'blogs:featured',
  /** The blog list's first page and statistics. */
  blogListPage: 'blogs:list-page',
  /** An article's related posts. */
  relatedBlogs: (id: string) => `blogs:related:${id}`,
  activeServices: 'services:active',
  /** The openings taking applications (Careers, and a closed opening's page, which points to them). */
  openOpenings: 'openings:open',
  /** The opening at /careers/<slug>, or null (none there). */
  opening: (slug: string) => `opening:${slug}`,
  blog: (id: string) => `blog:${id}`,
  /** The site search page's list of the site's pages (written by the build, scripts/prerender.mjs). */
  searchPages: 'search:pages',
  /** The site search page's latest posts and how many there are. */
  searchLatestPosts: 'search:latest-posts',
  /** The site settings (`settings/site`) as stored when the page was built: footer, contact details, metadata. */
  siteSettings: 'settings:site',
} as const;

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

const InitialDataContext = createContext<InitialData>({});
/** Without a provider (tests, a page rendered in the browser) the page is live from its first render. */
const HydratedContext = createContext(true);

/**
 * `hydrating`: the tree is rendered to HTML (on the server) or takes over such HTML (hydrateRoot).
 * It then renders as the HTML was made, and turns live in one transition after hydration: a render
 * React can slice, instead of the whole page re-rendering at once in one long task.
 */
export function InitialDataProvider({
  value,
  hydrating = false,
  children,
}: {
  value: InitialData;
  hydrating?: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // The app runs the page from now on (the e2e journeys wait for this, tests/e2e/fixtures.ts).
    else document.documentElement.setAttribute(APP_LIVE, '');
  }, [hydrated]);
  return (
    <InitialDataContext.Provider value={value}>
      <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
    </InitialDataContext.Provider>
  );
}

/** The value the page was prerendered with, or undefined (then the page loads it as usual). */
export function useInitialData<T>(key: string): T | undefined {
  return useContext(InitialDataContext)[key] as T | undefined;
}

/** The time the page was rendered, when it was prerendered; else undefined (callers use "now"). */
export function useRenderedAt(): Date | undefined {
  const value = useInitialData<Date>(initialDataKeys.renderedAt);
  return value instanceof Date ? value : undefined;
}

/**
 * "Now" for time-dependent text ("3 days ago", the copyright year) while a prerendered page hydrates,
 * so it matches the HTML: the time the boot script brought the page's ages and year up to
 * (scripts/page-boot.browser.js, `data-now`), else the render time; the real time from the next
 * render on.
 */
export function useNow(): Date {
  const renderedAt = useRenderedAt();
  const hydrated = useHydrated();
  if (hydrated || !renderedAt) return new Date();
  const shownAt = typeof document === 'undefined' ? NaN : Number(document.documentElement.getAttribute(PAGE_NOW));
  return shownAt > 0 ? new Date(shownAt) : renderedAt;
}

/**
 * False on the server and while a prerendered page hydrates, true from then on (and at once in a
 * page rendered in the browser). Form controls stay disabled until then: what someone typed into the
 * static HTML would otherwise be wiped when React takes the page over.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * True when this tree took over a prerendered page's HTML (it was hydrating at its first render),
 * fixed for the tree's life: such a page starts what it can leave for later once it is idle.
 */
export function useStartedFromHtml(): boolean {
  const hydrated = useHydrated();
  const [fromHtml] = useState(() => !hydrated);
  return fromHtml;
}

const DATE_TAG = '$date';

/** JSON for a `<script type="application/json">`: dates kept as dates, `<` escaped so no tag can close it. */
export function serializeInitialData(data: InitialData): string {
  return JSON.stringify(data, function replacer(this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function parseInitialData(text: string): InitialData {
  const parsed: unknown = JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && DATE_TAG in value) {
      const iso = (value as Record<string, unknown>)[DATE_TAG];
      if (typeof iso === 'string') return new Date(iso);
    }
    return value;
  });
  return parsed && typeof parsed === 'object' ? (parsed as InitialData) : {};
}

/** Reads the page's initial data once (call in the browser before hydrating); {} when there is none. */
export function readInitialData(doc: Document): InitialData {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return parseInitialData(element.textContent);
  } catch (error) {
    console.error('Unreadable initial data', error);
    return {};
  }
}

/**
 * The site search in the browser: the index the build wrote (./search-index.ts), fetched the first
 * time the search is opened, plus the posts published or edited since that build (one query, at most
 * `SINCE_BUILD_LIMIT` posts). Every keystroke after that searches in memory: no read per keystroke.
 */
import MiniSearch from 'minisearch';
import { listPostsChangedSince } from '@/features/blog/data/blogs.ts';
import { postDocument, SEARCH_INDEX_FILE, SEARCH_OPTIONS, type SearchDocument, type SearchEntry, type SearchIndexFile } from './search-index.ts';

/** How many posts changed since the build the search reads on opening, at most (the latest of them). */
export const SINCE_BUILD_LIMIT = 50;

/** One result: what it shows, and the words of it that matched (for highlighting). */
export interface SearchHit extends SearchEntry {
  id: string;
  terms: string[];
}

export interface SiteSearch {
  /** The results for what was typed, best first ([] for nothing typed). */
  search: (query: string) => SearchHit[];
  /** The site's pages the index holds (what there is to find besides the posts). */
  pages: SearchEntry[];
}

/** The build's index, or null when there is none (the development server, which prerenders nothing). */
async function fetchIndexFile(): Promise<SearchIndexFile | null> {
  const response = await fetch(`/${SEARCH_INDEX_FILE}`).catch(() => null);
  if (!response?.ok || !response.headers.get('content-type')?.includes('json')) return null;
  return (await response.json()) as SearchIndexFile;
}

async function open(): Promise<SiteSearch> {
  const file = await fetchIndexFile();
  const index = file
    ? await MiniSearch.loadJSAsync<SearchDocument>(file.index, SEARCH_OPTIONS)
    : new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  // Posts changed since the build replace what it indexed; a failed read leaves the build's index.
  const changed = await listPostsChangedSince(file ? new Date(file.builtAt) : null, SINCE_BUILD_LIMIT).catch(() => []);
  for (const post of changed) {
    const document = postDocument(post);
    if (index.has(document.id)) index.replace(document);
    else index.add(document);
  }
  return {
    pages: file?.pages ?? [],
    search: (query) =>
      query.trim()
        ? index.search(query).map((result) => ({
            id: String(result.id),
            kind: result.kind as SearchEntry['kind'],
            title: String(result.title),
            path: String(result.path),
            excerpt: String(result.excerpt ?? ''),
            category: String(result.category ?? ''),
            terms: result.terms,
          }))
        : [],
  };
}

let opened: Promise<SiteSearch> | null = null;

/** The site search, opened once per page load (again after a failure). */
export function openSiteSearch(): Promise<SiteSearch> {
  opened ??= open().catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Tests open it afresh against their own backend and index. */
export function resetSiteSearchForTests(): void {
  opened = null;
}

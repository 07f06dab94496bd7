/**
 * The site search's index (docs/content-and-pages.md, "Site search"): one document per public page
 * and per published post, indexed by MiniSearch on title, excerpt, tags, category and body. The build
 * writes it once (`searchIndexFile`, called by scripts/prerender.mjs through src/entry-server.tsx);
 * the browser fetches it the first time someone opens the search (./site-search.ts) and adds the
 * posts published since. Nothing here reads the backend.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { addressOf, excerptOf, postTextOf, type BlogPost } from '@/features/blog/data/blogs.ts';
import { paths } from '@/lib/paths.ts';

/** Where the build writes the index, at the site's root. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * How much of a body is indexed: its opening, so that the file grows by a few KB per post at most
 * (title, excerpt, tags and category are indexed whole).
 */
export const INDEXED_BODY_CHARS = 3000;

/** The excerpt a post's result shows (a card's default length). */
const RESULT_EXCERPT_CHARS = 160;

export type SearchKind = 'page' | 'post';

export interface SearchDocument {
  /** `page:<path>` or `post:<post id>`. */
  id: string;
  kind: SearchKind;
  title: string;
  /** Where the result leads. */
  path: string;
  /** A page's description, a post's excerpt. */
  excerpt: string;
  tags: readonly string[];
  /** A post's category ('' for a page). */
  category: string;
  body: string;
}

/** What a result shows, stored in the index with each document. */
export type SearchEntry = Pick<SearchDocument, 'kind' | 'title' | 'path' | 'excerpt' | 'category'>;

/** The index as the build writes it: when it was built, the pages it holds, and MiniSearch's own JSON. */
export interface SearchIndexFile {
  builtAt: string;
  pages: SearchEntry[];
  index: AsPlainObject;
}

export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'excerpt', 'tags', 'category', 'body'],
  storeFields: ['kind', 'title', 'path', 'excerpt', 'category'],
  extractField: (document, field) => {
    const value = document[field as keyof SearchDocument];
    return Array.isArray(value) ? value.join(' ') : String(value ?? '');
  },
  searchOptions: {
    boost: { title: 4, tags: 3, category: 2, excerpt: 2 },
    // Every word must match; the last may be half typed, and longer words forgive a typo.
    combineWith: 'AND',
    prefix: true,
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  },
};

/** A published post as the index holds it. */
export function postDocument(post: BlogPost): SearchDocument {
  return {
    id: `post:${post.id}`,
    kind: 'post',
    title: post.title,
    path: paths.article(addressOf(post)),
    excerpt: excerptOf(post, RESULT_EXCERPT_CHARS),
    tags: post.tags ?? [],
    category: post.category ?? '',
    body: postTextOf(post.content ?? '', post.format).slice(0, INDEXED_BODY_CHARS),
  };
}

/** A page of the site as the build rendered it: its title, description and the text of its content. */
export function pageDocument(page: { path: string; title: string; description: string; text: string }): SearchDocument {
  return {
    id: `page:${page.path}`,
    kind: 'page',
    title: page.title,
    path: page.path,
    excerpt: page.description,
    tags: [],
    category: '',
    body: page.text.slice(0, INDEXED_BODY_CHARS),
  };
}

/** What a result shows of a document. */
export const searchEntryOf = ({ kind, title, path, excerpt, category }: SearchDocument): SearchEntry => ({ kind, title, path, excerpt, category });

/** The file the build writes: every page and published post, indexed. */
export function searchIndexFile(documents: readonly SearchDocument[], builtAt: Date): SearchIndexFile {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(documents);
  const pages = documents.filter((document) => document.kind === 'page').map(searchEntryOf);
  return { builtAt: builtAt.toISOString(), pages, index: index.toJSON() };
}

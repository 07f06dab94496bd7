/**
 * The state of an admin list screen (src/components/admin/admin-list-screen.tsx): the filter chosen,
 * what is typed in the search (looked up after a pause in typing), the page shown for them, and what
 * that page says: its rows, the screen's figures and how many rows the filter and search match.
 * A screen may also narrow its list to a scope of its own (say, one opening's applications, from the
 * address), which its figures count too. A new filter, search or scope starts again at page 1.
 */
import { useState } from 'react';
import { searchPlanOf } from '@/lib/search-terms.ts';
import type { AdminListView, Scope } from '@/data/admin-list.ts';
import { usePagedList, type PagedList, type Position } from './use-paged-list.ts';
import { useSettled } from './use-settled.ts';

/**
 * Where a screen's rows come from: a page for a filter, a search and a position, with the figures
 * (`scope`: only for a list a screen narrows to one, else null).
 */
export interface AdminListSource<T, F extends string, Stats> {
  load(filter: F, search: string, position: Position, scope: Scope): Promise<AdminListView<T, Stats>>;
  /** The message of a failed load (logged; toasted only when `toast`). */
  errorMessage: string;
  toast?: boolean;
}

/** What the list screen reads of where the list is: its load, the page shown, and the way to the next. */
export interface ListPaging {
  loaded: { state: { status: 'loading' | 'error' | 'ready' }; stale: boolean };
  /** What is shown (null while loading or after a failure). */
  view: unknown;
  position: { page: number };
  hasPrevious: boolean;
  hasNext: boolean;
  previous(): void;
  next(): void;
}

/** What the list screen (src/components/admin/admin-list-screen.tsx) shows and changes. */
export interface ListScreenState<T, F extends string, Stats> {
  filter: F;
  setFilter(next: F): void;
  /** What is typed in the search box. */
  search: string;
  setSearch(next: string): void;
  list: ListPaging;
  /** The rows of the page shown ([] until one loads). */
  items: T[];
  /** The figures, or the stand-in until they load. */
  stats: Stats;
  /** How many rows the filter and search match. */
  listed: number;
  /** A filter other than the one for all, a search that looks something up, or a scope. */
  narrowed: boolean;
}

export interface AdminList<T, F extends string, Stats> extends ListScreenState<T, F, Stats> {
  /** The settled search the list is for. */
  query: string;
  list: PagedList<AdminListView<T, Stats>>;
  /** The rows of the page shown, with `item` replaced by this page's copy when it has one (the newest). */
  fresh<I extends T & { id: string }>(item: I | null): I | null;
  /** Loads the page and the figures again; false when that failed. */
  reload(): Promise<boolean>;
}

/**
 * The list for `source`, starting at `allFilter`. `noStats` stands for the figures until a page has
 * loaded. `scope` narrows the list, its count and its figures (null: the whole list).
 */
export function useAdminList<T extends { id: string }, F extends string, Stats>(
  source: AdminListSource<T, F, Stats>,
  allFilter: F,
  noStats: Stats,
  scope: Scope = null,
): AdminList<T, F, Stats> {
  const [filter, setFilter] = useState<F>(allFilter);
  const [search, setSearch] = useState('');
  // One query per pause in typing, not one per keystroke.
  const query = useSettled(search.trim());
  const key = JSON.stringify([filter, query, scope]);
  const list = usePagedList(key, (position) => source.load(filter, query, position, scope), (view) => view.ends, {
    errorMessage: source.errorMessage,
    toast: source.toast ?? false,
  });
  const items = list.view?.items ?? [];
  return {
    filter,
    setFilter,
    search,
    setSearch,
    query,
    list,
    items,
    stats: list.view?.stats ?? noStats,
    listed: list.view?.listed ?? 0,
    // A search without a word of two letters or more looks nothing up.
    narrowed: filter !== allFilter || searchPlanOf(query) !== null || scope !== null,
    fresh: (item) => (item && (items.find((row) => row.id === item.id) as typeof item | undefined)) ?? item,
    reload: async () => (await list.reload()) !== null,
  };
}

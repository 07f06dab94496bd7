/**
 * An admin list shown a page at a time, by cursor (src/data/paging.ts `readPage`): which page is
 * shown, loading it whenever the filter or the page changes, Previous and Next, and reloading after a
 * change. The position belongs to one filter (`filterKey`, say status and search): a new filter starts
 * at page 1, and so does coming back to an earlier one.
 */
import { useState } from 'react';
import type { Cursor } from '@/backend/types.ts';
import { useLoad, type Load, type LoadOptions } from './use-load.ts';

/** Which page is shown: its number (for "Page 2 of 7") and the cursor it was reached from. */
export interface Position {
  page: number;
  /** Reached with Next: the page after this row. */
  after?: Cursor;
  /** Reached with Previous: the page before this row. */
  before?: Cursor;
}

export const FIRST_PAGE: Position = { page: 1 };

/** Where a loaded page begins and ends (`RowsPage` without its rows). */
export interface PageEnds {
  first: Cursor | null;
  last: Cursor | null;
  hasPrevious: boolean;
  hasNext: boolean;
}

export interface PagedList<V> {
  /** The load of what the page shows (`keepPrevious`: the last page stays while the next loads). */
  loaded: Load<V>;
  view: V | null;
  position: Position;
  /** True when there is a page before or after the one shown. */
  hasPrevious: boolean;
  hasNext: boolean;
  previous(): void;
  next(): void;
  /** Loads again, keeping what is shown; a page beyond the first that is now empty goes back to the first. */
  reload(): Promise<V | null>;
}

/**
 * `load(position)` loads what one page shows for the current filter; `endsOf(view)` says where its
 * rows begin and end. `options` go to `useLoad` (its error message, whether to toast).
 */
export function usePagedList<V>(
  filterKey: string,
  load: (position: Position) => Promise<V>,
  endsOf: (view: V) => PageEnds,
  options: Omit<LoadOptions<V>, 'keepPrevious' | 'initial'> = {},
): PagedList<V> {
  const [paging, setPaging] = useState<{ key: string; position: Position }>({ key: filterKey, position: FIRST_PAGE });
  // A new filter: page 1, remembered for this filter (React's way to adjust state to a changed input).
  if (paging.key !== filterKey) setPaging({ key: filterKey, position: FIRST_PAGE });
  const position = paging.key === filterKey ? paging.position : FIRST_PAGE;
  const loaded = useLoad([filterKey, position], () => load(position), { ...options, keepPrevious: true });
  const view = loaded.data ?? null;
  const ends = view ? endsOf(view) : null;
  const goTo = (next: Position) => setPaging({ key: filterKey, position: next });

  return {
    loaded,
    view,
    position,
    hasPrevious: (ends?.hasPrevious ?? false) || position.page > 1,
    hasNext: (ends?.hasNext ?? false) && ends?.last != null,
    previous() {
      const first = ends?.first;
      goTo(position.page <= 2 || !first ? FIRST_PAGE : { page: position.page - 1, before: first });
    },
    next() {
      const last = ends?.last;
      if (last) goTo({ page: position.page + 1, after: last });
    },
    async reload() {
      const next = await loaded.refresh();
      if (next && !endsOf(next).first && position.page > 1) goTo(FIRST_PAGE);
      return next;
    },
  };
}

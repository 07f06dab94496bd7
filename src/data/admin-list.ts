/**
 * One definition per admin list (docs/architecture.md, "Admin lists"): a collection read newest
 * first, a status filter, a search over its `searchTerms`, figures per status, and the export. The
 * factory gives each list the same four reads, each a page, a count or batches, never the whole
 * collection in one request:
 * - `listPage`: one page (at most `pageSize + 1` rows) for a status and a search;
 * - `count`: how many the status and search match (an aggregation, for "Page 1 of N");
 * - `stats`: the total and one figure per status (one aggregation each);
 * - `readAll`: every row (or every row of one status), in batches, with progress (the export);
 * and `view`, what an admin list screen shows at once (src/hooks/use-admin-list.ts): a page, the
 * figures, and how many rows the status and search match.
 */
import { getBackend } from '@/backend/index.ts';
import type { DocumentData, WhereClause, WithId } from '@/backend/types.ts';
import { matchesSearch, searchPlanOf } from '@/lib/search-terms.ts';
import { readAllInBatches, readPage, statusAndSearchFilters, type PageRequest, type RowsPage } from './paging.ts';

export interface AdminListDefinition<T, S extends string> {
  collection: string;
  /** A stored document as the screens show it. */
  normalise(row: WithId<DocumentData>): T;
  /** The statuses the filter and the figures know (each counted with `status ==`). */
  statuses: readonly S[];
  pageSize: number;
  /** How many rows each read of the export fetches. */
  exportBatch: number;
}

export interface AdminListRequest<S extends string> extends Partial<PageRequest> {
  status: S | 'all';
  /** What the admin typed ('' for none; a search without a word of two letters or more is none). */
  search: string;
}

export type AdminListPage<T> = Omit<RowsPage, 'rows'> & { items: T[] };

export type AdminListStats<S extends string> = Record<'total' | S, number>;

/** What a list screen shows at once: a page's rows, where the page begins and ends, the figures, how many match. */
export interface AdminListView<T, Stats> {
  items: T[];
  ends: Omit<RowsPage, 'rows'>;
  stats: Stats;
  /** How many rows the filter and search match (the pages they fill). */
  listed: number;
}

const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

export function adminList<T, S extends string>(definition: AdminListDefinition<T, S>) {
  const { collection, normalise, statuses } = definition;
  const list = {
    /**
     * One page, newest first. The search keeps the rows whose terms match every typed word, so a page
     * of a several-word search can hold fewer rows than the page size.
     */
    async listPage(request: AdminListRequest<S>): Promise<AdminListPage<T>> {
      const { store } = await getBackend();
      const { where, plan } = statusAndSearchFilters(request.status, request.search);
      const { rows, ...page } = await readPage(store, collection, { where, orderBy: NEWEST_FIRST }, { ...request, pageSize: request.pageSize ?? definition.pageSize });
      const items = rows.filter((row) => !plan || matchesSearch(row.searchTerms as string[] | undefined, plan)).map(normalise);
      return { ...page, items };
    },

    /** How many the status and search match. For a several-word search, those holding the looked-up word. */
    async count(status: S | 'all', search: string): Promise<number> {
      const { store } = await getBackend();
      return store.count(collection, { where: statusAndSearchFilters(status, search).where });
    },

    /** The total and one figure per status, counted by the backend, whatever the number of rows. */
    async stats(): Promise<AdminListStats<S>> {
      const { store } = await getBackend();
      const count = (...where: WhereClause[]) => store.count(collection, { where });
      const [total, ...perStatus] = await Promise.all([count(), ...statuses.map((status) => count(['status', '==', status]))]);
      return { total, ...Object.fromEntries(statuses.map((status, i) => [status, perStatus[i]])) } as AdminListStats<S>;
    },

    /**
     * Every row, newest first, in batches of `exportBatch` (each starting after the last one's final
     * row); `onProgress` hears how many were read and how many there are. Rows without a `createdAt`
     * are not in the order, so not read.
     */
    async readAll(onProgress?: (read: number, total: number) => void, status: S | 'all' = 'all'): Promise<WithId<DocumentData>[]> {
      const { store } = await getBackend();
      const where: WhereClause[] = status === 'all' ? [] : [['status', '==', status]];
      // The total only for the progress shown: one aggregation.
      const total = onProgress ? await store.count(collection, { where }) : 0;
      return readAllInBatches(store, collection, { where, orderBy: NEWEST_FIRST }, definition.exportBatch, (read) =>
        onProgress?.(read, Math.max(total, read)),
      );
    },

    /**
     * A page at `position` with the figures and how many rows the status and search match: counted
     * apart only for a search (a status's figure is one of the figures already counted).
     */
    async view(status: S | 'all', search: string, position: Pick<PageRequest, 'after' | 'before'>): Promise<AdminListView<T, AdminListStats<S>>> {
      const stats = list.stats();
      const listed = searchPlanOf(search) ? list.count(status, search) : stats.then((figures) => figures[status === 'all' ? 'total' : status]);
      const [{ items, ...ends }, figures, count] = await Promise.all([list.listPage({ status, search, ...position }), stats, listed]);
      return { items, ends, stats: figures, listed: count };
    },
  };
  return list;
}

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
 *
 * A list with a `scopeField` can also be narrowed to the rows holding one value of it (the `scope`:
 * say, the applications for one opening), an equality beside the status and the search in the page,
 * the count and the figures (each such query shape needs its index, firestore.indexes.json).
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
  /** The field a `scope` narrows the list on (`field == scope`), when the list can be narrowed so. */
  scopeField?: string;
}

export interface AdminListRequest<S extends string> extends Partial<PageRequest> {
  status: S | 'all';
  /** What the admin typed ('' for none; a search without a word of two letters or more is none). */
  search: string;
  /** Only the rows whose `scopeField` holds this value; null or absent: every row. */
  scope?: Scope;
}

/** The value of the definition's `scopeField` a list is narrowed to; null for none. */
export type Scope = string | null;

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
  const { collection, normalise, statuses, scopeField } = definition;
  /** The scope as a filter: none without one. */
  const scoped = (scope: Scope | undefined): WhereClause[] => {
    if (scope == null) return [];
    if (!scopeField) throw new Error(`The list of ${collection} cannot be narrowed to a scope`);
    return [[scopeField, '==', scope]];
  };
  /** The scope, the status and the search as filters, and the search's plan. */
  const filtersOf = (status: S | 'all', search: string, scope: Scope | undefined) => {
    const { where, plan } = statusAndSearchFilters(status, search);
    return { where: [...scoped(scope), ...where], plan };
  };
  const list = {
    /**
     * One page, newest first. The search keeps the rows whose terms match every typed word, so a page
     * of a several-word search can hold fewer rows than the page size.
     */
    async listPage(request: AdminListRequest<S>): Promise<AdminListPage<T>> {
      const { store } = await getBackend();
      const { where, plan } = filtersOf(request.status, request.search, request.scope);
      const { rows, ...page } = await readPage(store, collection, { where, orderBy: NEWEST_FIRST }, { ...request, pageSize: request.pageSize ?? definition.pageSize });
      const items = rows.filter((row) => !plan || matchesSearch(row.searchTerms as string[] | undefined, plan)).map(normalise);
      return { ...page, items };
    },

    /**
     * How many the status and search match (in the scope, when one is given). For a several-word
     * search, those holding the looked-up word.
     */
    async count(status: S | 'all', search: string, scope: Scope = null): Promise<number> {
      const { store } = await getBackend();
      return store.count(collection, { where: filtersOf(status, search, scope).where });
    },

    /**
     * The total and one figure per status (of the scope's rows, when one is given), counted by the
     * backend, whatever the number of rows.
     */
    async stats(scope: Scope = null): Promise<AdminListStats<S>> {
      const { store } = await getBackend();
      const count = (...where: WhereClause[]) => store.count(collection, { where: [...scoped(scope), ...where] });
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
     * A page at `position` with the figures and how many rows the status and search match (all of them
     * in the scope, when one is given: the figures too): counted apart only for a search (a status's
     * figure is one of the figures already counted).
     */
    async view(
      status: S | 'all',
      search: string,
      position: Pick<PageRequest, 'after' | 'before'>,
      scope: Scope = null,
    ): Promise<AdminListView<T, AdminListStats<S>>> {
      const stats = list.stats(scope);
      const listed = searchPlanOf(search) ? list.count(status, search, scope) : stats.then((figures) => figures[status === 'all' ? 'total' : status]);
      const [{ items, ...ends }, figures, count] = await Promise.all([list.listPage({ status, search, scope, ...position }), stats, listed]);
      return { items, ends, stats: figures, listed: count };
    },
  };
  return list;
}

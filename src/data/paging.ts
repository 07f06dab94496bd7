/**
 * Reading a list a page at a time, by cursor: the window the blog, the inbox and the users screens
 * share. A page asks for one row more than it shows, which says whether there is a page beyond it
 * (after it going on, before it going back); `endBefore` with a limit reads the page before a row.
 */
import type { Cursor, DocumentData, DocumentStore, ListQuery, QueryValue, WhereClause, WithId } from '@/backend/types.ts';
import { searchPlanOf, type SearchPlan } from '@/lib/search-terms.ts';

export interface PageRequest {
  pageSize: number;
  /** The page after this row (Next), or the page before this row (Previous); neither: the first page. */
  after?: Cursor;
  before?: Cursor;
}

export interface RowsPage {
  rows: WithId<DocumentData>[];
  /** Where this page begins and ends (for Previous and Next); null when the query found no rows. */
  first: Cursor | null;
  last: Cursor | null;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * A row's place in an order on `field` (then `then`, when the order has a second field): its stored
 * values of the fields (not as displayed) and its id, which breaks ties.
 */
export const cursorOfRow = (row: WithId<DocumentData>, field: string, then?: string): Cursor => ({
  value: row[field] as QueryValue,
  ...(then ? { then: row[then] as QueryValue } : {}),
  id: row.id,
});

/** One page of `query` (its filters and its order) at the request's position. */
export async function readPage(
  store: DocumentStore,
  collection: string,
  query: Pick<ListQuery, 'where'> & { orderBy: NonNullable<ListQuery['orderBy']> },
  request: PageRequest,
): Promise<RowsPage> {
  const backwards = request.before !== undefined && request.after === undefined;
  const found = await store.list(collection, {
    ...query,
    limit: request.pageSize + 1,
    ...(backwards ? { endBefore: request.before } : request.after ? { startAfter: request.after } : {}),
  });
  const beyond = found.length > request.pageSize;
  // Going back, the extra row is the first one; going on, the last one.
  const rows = backwards ? found.slice(Math.max(0, found.length - request.pageSize)) : found.slice(0, request.pageSize);
  const { field, then } = query.orderBy;
  return {
    rows,
    first: rows.length ? cursorOfRow(rows[0], field, then) : null,
    last: rows.length ? cursorOfRow(rows[rows.length - 1], field, then) : null,
    // Going back came from a later page, so there is one after this one.
    hasPrevious: backwards ? beyond : request.after !== undefined,
    hasNext: backwards || beyond,
  };
}

/**
 * Every row of `query` (its filters and its order), read in batches of `batch`, each starting after the
 * last one's final row, so that no single request grows with the collection (the exports); `onBatch`
 * hears how many were read so far. Rows without the order's field are not in the order, so not read.
 */
export async function readAllInBatches(
  store: DocumentStore,
  collection: string,
  query: Pick<ListQuery, 'where'> & { orderBy: NonNullable<ListQuery['orderBy']> },
  batch: number,
  onBatch?: (read: number) => void,
): Promise<WithId<DocumentData>[]> {
  const found: WithId<DocumentData>[] = [];
  let after: Cursor | undefined;
  for (;;) {
    const rows = await store.list(collection, { ...query, limit: batch, ...(after ? { startAfter: after } : {}) });
    found.push(...rows);
    onBatch?.(found.length);
    if (rows.length < batch) return found;
    after = cursorOfRow(rows[rows.length - 1], query.orderBy.field, query.orderBy.then);
  }
}

/** How many pages `listed` rows fill: at least one (an empty list is page 1 of 1). */
export function pageCountOf(listed: number, pageSize: number): number {
  return Math.max(1, Math.ceil(listed / pageSize));
}

/**
 * An admin list's status filter ('all' for none) and search as query filters: the status as an
 * equality, the search's longest word looked up in `searchTerms` (the plan then keeps the rows that
 * match every word). Enquiries and applications list this way.
 */
export function statusAndSearchFilters(status: string, search: string): { where: WhereClause[]; plan: SearchPlan | null } {
  const plan = searchPlanOf(search);
  const where: WhereClause[] = [];
  if (status !== 'all') where.push(['status', '==', status]);
  if (plan) where.push(['searchTerms', 'array-contains', plan.lookup]);
  return { where, plan };
}

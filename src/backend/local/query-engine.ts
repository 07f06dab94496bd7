/**
 * Firestore's query semantics over the demo data, answered from indexes as Firestore answers them,
 * so that a page of a query costs the same at 100 documents as at 10,000:
 *
 * - a sorted index per query shape (its equality filters and its order), kept in ascending
 *   (value, id) order, built on first use and updated by every write after that; a query is two
 *   binary searches (its range filters and cursor) and a walk of at most `limit` entries;
 * - an inverted index per list field for `array-contains`, whose matches are then sorted.
 *
 * Indexes belong to one collection object (a WeakMap): data read afresh from storage (another tab's
 * write, a reset) starts with no indexes and builds them again on demand.
 */
import type { AggregateQuery, Cursor, ListQuery, QueryValue, WhereClause } from '../types.ts';
import type { LocalDoc } from './db.ts';

/** The document id as a field, as Firestore's `documentId()`: the order of queries without `orderBy`. */
const DOCUMENT_ID = '__name__';

type Docs = Record<string, LocalDoc>;

/** Firestore's order of types: null, booleans, numbers, times, strings, lists, maps. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 6;
  return 7;
}

/** Firestore's order of values: by type, then within a type (strings by code unit, not locale). */
export function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' || typeof a === 'number') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      const item = compareValues(a[i], b[i]);
      if (item !== 0) return item;
    }
    return a.length - b.length;
  }
  return compareValues(JSON.stringify(a), JSON.stringify(b));
}

const equal = (a: unknown, b: unknown) => typeRank(a) === typeRank(b) && compareValues(a, b) === 0;

/** A field's value; a name with dots is a path into nested maps (`delivery.state`), as in Firestore. */
const fieldOf = (id: string, doc: LocalDoc, field: string): unknown => {
  if (field === DOCUMENT_ID) return id;
  if (!field.includes('.')) return doc[field];
  let value: unknown = doc;
  for (const step of field.split('.')) value = value !== null && typeof value === 'object' ? (value as LocalDoc)[step] : undefined;
  return value;
};

/**
 * A document's place in an order of one field (its value) or of two (`field>then`: the pair, which
 * compares as a list does, by the first then the second); undefined when it lacks one of them.
 */
function orderValueOf(id: string, doc: LocalDoc, order: string): unknown {
  const [field, then] = order.split('>');
  const value = fieldOf(id, doc, field);
  if (then === undefined || value === undefined) return value;
  const second = fieldOf(id, doc, then);
  return second === undefined ? undefined : [value, second];
}

const orderOf = (orderBy: ListQuery['orderBy']): string => (orderBy ? (orderBy.then ? `${orderBy.field}>${orderBy.then}` : orderBy.field) : DOCUMENT_ID);

/** One filter on one document. Ranges compare within a type only; a missing field never matches. */
export function matches(id: string, doc: LocalDoc, clause: WhereClause): boolean {
  const [field, op, wanted] = clause;
  const value = fieldOf(id, doc, field);
  if (value === undefined) return false;
  switch (op) {
    case '==':
      return equal(value, wanted);
    case 'in':
      return (wanted as readonly QueryValue[]).some((item) => equal(value, item));
    case 'array-contains':
      return Array.isArray(value) && value.some((item) => equal(item, wanted));
    default: {
      if (typeRank(value) !== typeRank(wanted)) return false;
      const order = compareValues(value, wanted);
      return op === '<' ? order < 0 : op === '<=' ? order <= 0 : op === '>' ? order > 0 : order >= 0;
    }
  }
}

interface Entry {
  id: string;
  value: unknown;
}

const compareEntries = (a: Entry, b: Entry) => compareValues(a.value, b.value) || compareValues(a.id, b.id);

/** The first position in `entries` (ascending) where `isAfter` turns true. */
function partition(entries: readonly Entry[], isAfter: (entry: Entry) => boolean): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isAfter(entries[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}

const keyOf = (value: unknown): string => (value instanceof Date ? `t${value.getTime()}` : `${typeRank(value)}${JSON.stringify(value)}`);

const numberIn = (doc: LocalDoc | null, field: string): number => {
  const value = doc?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * The documents that pass a shape's equality filters and have its order field, ascending by (value,
 * id). For sums of a numeric field, once asked for: the running total over all of them (kept by each
 * write), and prefix sums for a stretch of them (built on the first sum after a write), so that a sum
 * costs no walk over its entries however many there are.
 */
class SortedIndex {
  readonly entries: Entry[] = [];
  private readonly sums = new Map<string, number>();
  private readonly prefixSums = new Map<string, Float64Array>();

  constructor(
    readonly field: string,
    private readonly equalities: readonly WhereClause[],
    private readonly docs: Docs,
  ) {
    for (const [id, doc] of Object.entries(docs)) {
      if (this.accepts(id, doc)) this.entries.push({ id, value: orderValueOf(id, doc, field) });
    }
    this.entries.sort(compareEntries);
  }

  private accepts(id: string, doc: LocalDoc): boolean {
    return orderValueOf(id, doc, this.field) !== undefined && this.equalities.every((clause) => matches(id, doc, clause));
  }

  /** The sum of `field` over every entry. */
  sumOf(field: string): number {
    let total = this.sums.get(field);
    if (total === undefined) {
      total = this.entries.reduce((sum, entry) => sum + numberIn(this.docs[entry.id], field), 0);
      this.sums.set(field, total);
    }
    return total;
  }

  /** The sum of `field` over entries `low` to `high` (excluded). */
  sumOfRange(field: string, low: number, high: number): number {
    if (low === 0 && high === this.entries.length) return this.sumOf(field);
    let prefix = this.prefixSums.get(field);
    if (!prefix) {
      prefix = new Float64Array(this.entries.length + 1);
      for (let i = 0; i < this.entries.length; i += 1) prefix[i + 1] = prefix[i] + numberIn(this.docs[this.entries[i].id], field);
      this.prefixSums.set(field, prefix);
    }
    return prefix[high] - prefix[low];
  }

  update(id: string, before: LocalDoc | null, after: LocalDoc | null) {
    this.prefixSums.clear();
    if (before && this.accepts(id, before)) {
      const entry = { id, value: orderValueOf(id, before, this.field) };
      const at = partition(this.entries, (item) => compareEntries(item, entry) >= 0);
      if (this.entries[at]?.id === id) {
        this.entries.splice(at, 1);
        for (const [field, total] of this.sums) this.sums.set(field, total - numberIn(before, field));
      }
    }
    if (after && this.accepts(id, after)) {
      const entry = { id, value: orderValueOf(id, after, this.field) };
      this.entries.splice(partition(this.entries, (item) => compareEntries(item, entry) > 0), 0, entry);
      for (const [field, total] of this.sums) this.sums.set(field, total + numberIn(after, field));
    }
  }
}

/** For `array-contains`: which documents hold each value in a list field. */
class ContainsIndex {
  private readonly byValue = new Map<string, Set<string>>();

  constructor(
    private readonly field: string,
    docs: Docs,
  ) {
    for (const [id, doc] of Object.entries(docs)) this.update(id, null, doc);
  }

  ids(value: unknown): ReadonlySet<string> {
    return this.byValue.get(keyOf(value)) ?? new Set();
  }

  update(id: string, before: LocalDoc | null, after: LocalDoc | null) {
    const items = (doc: LocalDoc | null) => (doc && Array.isArray(doc[this.field]) ? (doc[this.field] as unknown[]) : []);
    for (const item of items(before)) this.byValue.get(keyOf(item))?.delete(id);
    for (const item of items(after)) {
      const key = keyOf(item);
      let ids = this.byValue.get(key);
      if (!ids) this.byValue.set(key, (ids = new Set()));
      ids.add(id);
    }
  }
}

class CollectionIndexes {
  private readonly sorted = new Map<string, SortedIndex>();
  private readonly contains = new Map<string, ContainsIndex>();

  constructor(private readonly docs: Docs) {}

  sortedIndex(field: string, equalities: readonly WhereClause[]): SortedIndex {
    const ordered = [...equalities].sort((a, b) => compareValues(a[0], b[0]));
    const key = `${field}|${ordered.map(([name, , value]) => `${name}=${keyOf(value)}`).join('&')}`;
    let index = this.sorted.get(key);
    if (!index) this.sorted.set(key, (index = new SortedIndex(field, ordered, this.docs)));
    return index;
  }

  containsIndex(field: string): ContainsIndex {
    let index = this.contains.get(field);
    if (!index) this.contains.set(field, (index = new ContainsIndex(field, this.docs)));
    return index;
  }

  update(id: string, before: LocalDoc | null, after: LocalDoc | null) {
    for (const index of this.sorted.values()) index.update(id, before, after);
    for (const index of this.contains.values()) index.update(id, before, after);
  }
}

const indexes = new WeakMap<Docs, CollectionIndexes>();

function indexesOf(docs: Docs): CollectionIndexes {
  let found = indexes.get(docs);
  if (!found) indexes.set(docs, (found = new CollectionIndexes(docs)));
  return found;
}

/** Keeps the indexes built so far true to a write that changed `docs[id]` from `before` to `after`. */
export function indexWrite(docs: Docs, id: string, before: LocalDoc | null, after: LocalDoc | null) {
  indexes.get(docs)?.update(id, before, after);
}

interface Range {
  /** The sorted index the range is of (none for `array-contains`, whose matches are sorted afresh). */
  index: SortedIndex | null;
  entries: readonly Entry[];
  /** The filters the index does not answer, checked on each entry in the range. */
  rest: readonly WhereClause[];
  low: number;
  high: number;
  /** How many index entries were looked at to find the range (what Firestore bills aggregations by). */
  scanned: number;
}

const isRange = (op: WhereClause[1]) => op === '<' || op === '<=' || op === '>' || op === '>=';

/**
 * The stretch of an index that a query reads, in ascending order: its equality filters pick the
 * index, its range filters on the order field and its cursor narrow it by binary search.
 */
function rangeOf(docs: Docs, query: ListQuery): Range {
  const where = query.where ?? [];
  const field = orderOf(query.orderBy);
  const descending = query.orderBy?.direction === 'desc';
  const contains = where.find(([, op]) => op === 'array-contains');
  const collection = indexesOf(docs);
  let entries: readonly Entry[];
  let rest: WhereClause[];
  let index: SortedIndex | null = null;
  if (contains) {
    // The documents holding the value, then the other filters, sorted by the order field.
    const found: Entry[] = [];
    for (const id of collection.containsIndex(contains[0]).ids(contains[2])) {
      const doc = docs[id];
      if (doc && orderValueOf(id, doc, field) !== undefined && where.every((clause) => matches(id, doc, clause))) {
        found.push({ id, value: orderValueOf(id, doc, field) });
      }
    }
    entries = found.sort(compareEntries);
    rest = [];
  } else {
    index = collection.sortedIndex(field, where.filter(([, op]) => op === '=='));
    entries = index.entries;
    rest = where.filter(([name, op]) => op !== '==' && !(isRange(op) && name === field));
  }
  let low = 0;
  let high = entries.length;
  if (!contains) {
    for (const [name, op, bound] of where) {
      if (!isRange(op) || name !== field) continue;
      const rank = typeRank(bound);
      const atOrAfter = partition(entries, (entry) => typeRank(entry.value) > rank || (typeRank(entry.value) === rank && compareValues(entry.value, bound) >= 0));
      const after = partition(entries, (entry) => typeRank(entry.value) > rank || (typeRank(entry.value) === rank && compareValues(entry.value, bound) > 0));
      const typeStart = partition(entries, (entry) => typeRank(entry.value) >= rank);
      const typeEnd = partition(entries, (entry) => typeRank(entry.value) > rank);
      if (op === '>' || op === '>=') {
        low = Math.max(low, op === '>' ? after : atOrAfter);
        high = Math.min(high, typeEnd);
      } else {
        low = Math.max(low, typeStart);
        high = Math.min(high, op === '<' ? atOrAfter : after);
      }
    }
  }
  const cursorAt = (cursor: Cursor, inclusive: boolean) => {
    const position = { id: cursor.id, value: query.orderBy?.then ? [cursor.value, cursor.then] : cursor.value };
    return partition(entries, (entry) => (inclusive ? compareEntries(entry, position) >= 0 : compareEntries(entry, position) > 0));
  };
  // In ascending terms: after a cursor is above it (below it, for a descending query).
  if (query.startAfter) {
    if (descending) high = Math.min(high, cursorAt(query.startAfter, true));
    else low = Math.max(low, cursorAt(query.startAfter, false));
  }
  if (query.endBefore) {
    if (descending) low = Math.max(low, cursorAt(query.endBefore, false));
    else high = Math.min(high, cursorAt(query.endBefore, true));
  }
  return { index, entries, rest, low, high: Math.max(low, high), scanned: Math.max(0, high - low) };
}

/** The entries of a range in the query's order (or its reverse), those the remaining filters pass. */
function* walk(docs: Docs, range: Range, descending: boolean): Generator<Entry> {
  const { entries, rest, low, high } = range;
  const step = descending ? -1 : 1;
  for (let i = descending ? high - 1 : low; i >= low && i < high; i += step) {
    const entry = entries[i];
    if (rest.length === 0 || rest.every((clause) => matches(entry.id, docs[entry.id], clause))) yield entry;
  }
}

/** The documents a query returns, in its order: Firestore's ordering, filters, cursors and limits. */
export function runQuery(docs: Docs, query: ListQuery): [string, LocalDoc][] {
  const descending = query.orderBy?.direction === 'desc';
  const range = rangeOf(docs, query);
  const limit = query.limit ?? Infinity;
  const picked: Entry[] = [];
  // A page before a cursor is the last `limit` entries: walk backwards, then put them in order.
  const backwards = query.endBefore !== undefined && query.limit !== undefined;
  for (const entry of walk(docs, range, backwards ? !descending : descending)) {
    if (picked.length >= limit) break;
    picked.push(entry);
  }
  if (backwards) picked.reverse();
  return picked.map((entry) => [entry.id, docs[entry.id]]);
}

/** What an aggregation over a query's filters finds: how many match, the sum of a field, the entries read. */
export function aggregate(docs: Docs, query: AggregateQuery, sumField?: string): { count: number; sum: number; scanned: number } {
  const where = query.where ?? [];
  // A range filter decides the index's order, as it decides Firestore's.
  const range = where.find(([, op]) => isRange(op));
  const found = rangeOf(docs, { where, orderBy: range ? { field: range[0] } : undefined });
  let count = 0;
  let sum = 0;
  if (found.rest.length === 0 && sumField === undefined) {
    count = found.high - found.low;
  } else if (found.index && found.rest.length === 0 && sumField !== undefined) {
    count = found.high - found.low;
    sum = found.index.sumOfRange(sumField, found.low, found.high);
  } else {
    for (const entry of walk(docs, found, false)) {
      count += 1;
      if (sumField !== undefined) sum += numberIn(docs[entry.id], sumField);
    }
  }
  return { count, sum, scanned: found.scanned };
}

/** The demo DocumentStore: Firestore's semantics over the local data, with the access policy on every call. */
import { BackendError, type BatchWrite, type DocumentData, type DocumentStore, type ListQuery, type WithId } from '../types.ts';
import { cloneDoc, newId, type LocalData, type LocalDoc } from './db.ts';
import { isAllowed, type AuthToken, type DocumentLookup, type Request } from './policy.ts';

export interface LocalStoreDeps {
  /** Reads the current data (fresh each call, so other tabs' writes are seen). */
  read(): LocalData;
  write(data: LocalData): void;
  token(data: LocalData): AuthToken | null;
}

const isServerTime = (value: unknown) => !!value && typeof value === 'object' && '__serverTime' in value;
const incrementOf = (value: unknown): number | null =>
  value && typeof value === 'object' && '__increment' in value && typeof value.__increment === 'number'
    ? value.__increment
    : null;

const isMap = (value: unknown): value is LocalDoc =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !isServerTime(value) && incrementOf(value) === null;

/**
 * Replaces the port's sentinels with values, at any depth of maps as Firestore does: the request's
 * time, or the field's number (missing or not a number: 0) plus the increment.
 */
function resolve(data: DocumentData, before: LocalDoc | null, time: Date): LocalDoc {
  const out: LocalDoc = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const by = incrementOf(value);
    const previous = before?.[key];
    if (isServerTime(value)) out[key] = new Date(time);
    else if (by !== null) out[key] = (typeof previous === 'number' ? previous : 0) + by;
    else if (isMap(value)) out[key] = resolve(value, isMap(previous) ? previous : null, time);
    else out[key] = value instanceof Date ? new Date(value) : cloneDoc(value);
  }
  return out;
}

/** `set(…, { merge: true })`: maps merge field by field at any depth; anything else replaces. */
function deepMerge(before: LocalDoc, fields: LocalDoc): LocalDoc {
  const out: LocalDoc = cloneDoc(before);
  for (const [key, value] of Object.entries(fields)) {
    out[key] = isMap(value) && isMap(out[key]) ? deepMerge(out[key], value) : value;
  }
  return out;
}

/** Firestore's order within one type: numbers and times by value, strings by code point (not locale). */
function compare(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Firestore's query semantics: equality filters; ordering by a field leaves out documents without
 * it; documents are in id order without an orderBy, and between equal values in the sort's direction.
 */
function runQuery(rows: [string, LocalDoc][], query: ListQuery): [string, LocalDoc][] {
  let result = rows.filter(([, doc]) => (query.where ?? []).every(([field, , value]) => doc[field] === value));
  const { field, direction = 'asc' } = query.orderBy ?? { field: null };
  const sign = direction === 'asc' ? 1 : -1;
  if (field !== null) result = result.filter(([, doc]) => doc[field] !== undefined && doc[field] !== null);
  result.sort(([idA, a], [idB, b]) => sign * ((field !== null ? compare(a[field], b[field]) : 0) || compare(idA, idB)));
  return query.limit !== undefined ? result.slice(0, query.limit) : result;
}

const denied = () => new BackendError('permission-denied', 'Missing or insufficient permissions.');

/** The documents a rule may read: `get` sees them before the request, `getAfter` as they will be after it. */
function lookupIn(collections: LocalData['collections']): DocumentLookup {
  return (collection, id) => collections[collection]?.[id] ?? null;
}

export function createLocalStore(deps: LocalStoreDeps): DocumentStore {
  function check(data: LocalData, request: Request, after: LocalData['collections'] = data.collections) {
    const allowed = isAllowed(deps.token(data), request, { get: lookupIn(data.collections), getAfter: lookupIn(after) });
    if (!allowed) throw denied();
  }

  /**
   * Writes all or nothing, as Firestore's batched write: every write is applied to a copy, then each
   * is judged by the policy with `get` seeing the documents before and `getAfter` after all of them.
   */
  function commit(writes: readonly BatchWrite[]): string[] {
    const data = deps.read();
    // Copy on write: a collection the batch touches is copied (shallowly: documents are replaced, never changed).
    const after: LocalData['collections'] = { ...data.collections };
    const touched = new Set<string>();
    const time = new Date();
    const ids: string[] = [];
    const requests: Request[] = [];
    for (const write of writes) {
      const id = write.op === 'add' ? newId() : write.id;
      if (write.op === 'add') ids.push(id);
      if (!touched.has(write.collection)) {
        touched.add(write.collection);
        after[write.collection] = { ...data.collections[write.collection] };
      }
      const docs = after[write.collection];
      const before = data.collections[write.collection]?.[id] ?? null;
      const current = docs[id] ?? null;
      if (write.op === 'delete') {
        requests.push({ op: 'delete', collection: write.collection, id, resource: before });
        delete docs[id];
        continue;
      }
      if (write.op === 'update' && !current) throw new BackendError('not-found', `No document to update: ${write.collection}/${id}`);
      const fields = resolve(write.data, current, time);
      const next =
        write.op === 'update'
          ? { ...cloneDoc(current!), ...fields }
          : write.op === 'set' && write.merge && current
            ? deepMerge(current, fields)
            : fields;
      docs[id] = next;
      requests.push(
        before
          ? { op: 'update', collection: write.collection, id, resource: before, data: next, time }
          : { op: 'create', collection: write.collection, id, data: next, time },
      );
    }
    for (const request of requests) check(data, request, after);
    data.collections = after;
    deps.write(data);
    return ids;
  }

  return {
    async get<T extends DocumentData>(collection: string, id: string) {
      const data = deps.read();
      const doc = data.collections[collection]?.[id] ?? null;
      check(data, { op: 'get', collection, id, resource: doc });
      return doc ? ({ ...cloneDoc(doc), id } as WithId<T>) : null;
    },
    async list<T extends DocumentData>(collection: string, query: ListQuery = {}) {
      const data = deps.read();
      check(data, { op: 'list', collection, query });
      const rows = Object.entries(data.collections[collection] ?? {});
      return runQuery(rows, query).map(([id, doc]) => ({ ...cloneDoc(doc), id }) as WithId<T>);
    },
    async add(collection, incoming) {
      return commit([{ op: 'add', collection, data: incoming }])[0];
    },
    async set(collection, id, incoming, options) {
      commit([{ op: 'set', collection, id, data: incoming, merge: options?.merge === true }]);
    },
    async update(collection, id, incoming) {
      commit([{ op: 'update', collection, id, data: incoming }]);
    },
    async delete(collection, id) {
      commit([{ op: 'delete', collection, id }]);
    },
    async batch(writes) {
      return commit(writes);
    },
  };
}

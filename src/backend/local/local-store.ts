/** The demo DocumentStore: Firestore's semantics over the local data, with the access policy on every call. */
import { BackendError, type DocumentData, type DocumentStore, type ListQuery, type WithId } from '../types.ts';
import { cloneDoc, newId, type LocalData, type LocalDoc } from './db.ts';
import { isAllowed, type AuthToken, type Request } from './policy.ts';

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

/** Replaces the port's sentinels with values: the request's time, or the field plus the increment. */
function resolve(data: DocumentData, before: LocalDoc | null, time: Date): LocalDoc {
  const out: LocalDoc = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const by = incrementOf(value);
    if (isServerTime(value)) out[key] = new Date(time);
    else if (by !== null) out[key] = (typeof before?.[key] === 'number' ? (before[key] as number) : 0) + by;
    else out[key] = value instanceof Date ? new Date(value) : cloneDoc(value);
  }
  return out;
}

function compare(a: unknown, b: unknown): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function runQuery(rows: [string, LocalDoc][], query: ListQuery): [string, LocalDoc][] {
  let result = rows.filter(([, doc]) => (query.where ?? []).every(([field, , value]) => doc[field] === value));
  if (query.orderBy) {
    const { field, direction = 'asc' } = query.orderBy;
    // Like Firestore, ordering by a field leaves out documents without it.
    result = result.filter(([, doc]) => doc[field] !== undefined && doc[field] !== null);
    result.sort(([, a], [, b]) => (direction === 'asc' ? 1 : -1) * compare(a[field], b[field]));
  }
  return query.limit !== undefined ? result.slice(0, query.limit) : result;
}

const denied = () => new BackendError('permission-denied', 'Missing or insufficient permissions.');

export function createLocalStore(deps: LocalStoreDeps): DocumentStore {
  function check(data: LocalData, request: Request) {
    const lookupUser = (uid: string) => data.collections.users?.[uid] ?? null;
    if (!isAllowed(deps.token(data), request, lookupUser)) throw denied();
  }

  function write(collection: string, id: string, incoming: DocumentData, merge: boolean, mustExist: boolean) {
    const data = deps.read();
    const docs = (data.collections[collection] ??= {});
    const before = docs[id] ?? null;
    if (mustExist && !before) throw new BackendError('not-found', `No document to update: ${collection}/${id}`);
    const time = new Date();
    const fields = resolve(incoming, before, time);
    if (before) {
      const after = merge ? { ...cloneDoc(before), ...fields } : fields;
      check(data, { op: 'update', collection, id, resource: before, data: after, time });
      docs[id] = after;
    } else {
      check(data, { op: 'create', collection, id, data: fields, time });
      docs[id] = fields;
    }
    deps.write(data);
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
      const id = newId();
      write(collection, id, incoming, false, false);
      return id;
    },
    async set(collection, id, incoming, options) {
      write(collection, id, incoming, options?.merge === true, false);
    },
    async update(collection, id, incoming) {
      write(collection, id, incoming, true, true);
    },
    async delete(collection, id) {
      const data = deps.read();
      const doc = data.collections[collection]?.[id] ?? null;
      check(data, { op: 'delete', collection, id, resource: doc });
      if (doc) {
        delete data.collections[collection][id];
        deps.write(data);
      }
    },
  };
}

/** The demo DocumentStore: Firestore's semantics over the local data, with the access policy on every call. */
import { BackendError, type BatchWrite, type DocumentData, type DocumentStore, type ListQuery, type ReadMeter, type WithId } from '../types.ts';
import { cloneDoc, newId, type LocalData, type LocalDoc } from './db.ts';
import { isAllowed, type AuthToken, type DocumentLookup, type Request } from './policy.ts';
import { aggregate, indexWrite, runQuery } from './query-engine.ts';

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

/** The value at a dotted field path of an update (`'progress.queued'`), as `updateDoc` reads it. */
function atPath(doc: LocalDoc | null, path: string): unknown {
  let value: unknown = doc;
  for (const step of path.split('.')) value = isMap(value) ? value[step] : undefined;
  return value;
}

/**
 * Replaces the port's sentinels with values, at any depth of maps as Firestore does: the request's
 * time, or the field's number (missing or not a number: 0) plus the increment. An update's keys are
 * field paths (`paths`: an increment of `'progress.queued'` adds to that nested field).
 */
function resolve(data: DocumentData, before: LocalDoc | null, time: Date, paths = false): LocalDoc {
  const out: LocalDoc = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const by = incrementOf(value);
    const previous = paths ? atPath(before, key) : before?.[key];
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

const denied = () => new BackendError('permission-denied', 'Missing or insufficient permissions.');

/** Firestore bills an aggregation one read per up to 1,000 index entries it counts, and at least one. */
const AGGREGATION_ENTRIES_PER_READ = 1_000;

export function createLocalStore(deps: LocalStoreDeps): DocumentStore & { meter: ReadMeter } {
  let reads = 0;
  let aggregationReads = 0;
  const meter: ReadMeter = {
    get reads() {
      return reads;
    },
    get aggregationReads() {
      return aggregationReads;
    },
    reset() {
      reads = 0;
      aggregationReads = 0;
    },
  };

  function check(data: LocalData, request: Request, getAfter: DocumentLookup = (collection, id) => data.collections[collection]?.[id] ?? null) {
    const get: DocumentLookup = (collection, id) => data.collections[collection]?.[id] ?? null;
    const allowed = isAllowed(deps.token(data), request, { get, getAfter });
    if (!allowed) {
      // A refused request is billed one read, as Firestore bills it.
      reads += 1;
      throw denied();
    }
  }

  /**
   * Writes all or nothing, as Firestore's batched write: every write is staged, then each is judged
   * by the policy with `get` seeing the documents before and `getAfter` after all of them; only then
   * are they applied (and the indexes built so far updated).
   */
  function commit(writes: readonly BatchWrite[]): string[] {
    const data = deps.read();
    const staged = new Map<string, Map<string, LocalDoc | null>>();
    const after: DocumentLookup = (collection, id) => {
      const changes = staged.get(collection);
      return changes?.has(id) ? (changes.get(id) ?? null) : (data.collections[collection]?.[id] ?? null);
    };
    const time = new Date();
    const ids: string[] = [];
    const requests: Request[] = [];
    for (const write of writes) {
      const id = write.op === 'add' ? newId() : write.id;
      if (write.op === 'add') ids.push(id);
      let changes = staged.get(write.collection);
      if (!changes) staged.set(write.collection, (changes = new Map()));
      const before = data.collections[write.collection]?.[id] ?? null;
      const current = after(write.collection, id);
      if (write.op === 'delete') {
        requests.push({ op: 'delete', collection: write.collection, id, resource: before, time });
        changes.set(id, null);
        continue;
      }
      if (write.op === 'update' && !current) throw new BackendError('not-found', `No document to update: ${write.collection}/${id}`);
      const fields = resolve(write.data, current, time, write.op === 'update');
      const next =
        write.op === 'update'
          ? withFieldPaths(cloneDoc(current!), fields)
          : write.op === 'set' && write.merge && current
            ? deepMerge(current, fields)
            : fields;
      changes.set(id, next);
      requests.push(
        before
          ? { op: 'update', collection: write.collection, id, resource: before, data: next, time }
          : { op: 'create', collection: write.collection, id, data: next, time },
      );
    }
    for (const request of requests) check(data, request, after);
    for (const [collection, changes] of staged) {
      const docs = (data.collections[collection] ??= {});
      for (const [id, next] of changes) {
        const previous = docs[id] ?? null;
        if (next) docs[id] = next;
        else delete docs[id];
        indexWrite(docs, id, previous, next);
      }
    }
    deps.write(data);
    return ids;
  }

  /** Counts and sums are judged as the list of the same query would be (Firestore's rule for aggregations). */
  function aggregateOf(collection: string, query: ListQuery, field?: string) {
    const data = deps.read();
    check(data, { op: 'list', collection, query: { where: query.where }, time: new Date() });
    const result = aggregate(data.collections[collection] ?? {}, query, field);
    const billed = Math.max(1, Math.ceil(result.scanned / AGGREGATION_ENTRIES_PER_READ));
    reads += billed;
    aggregationReads += billed;
    return result;
  }

  return {
    meter,
    async get<T extends DocumentData>(collection: string, id: string) {
      const data = deps.read();
      const doc = data.collections[collection]?.[id] ?? null;
      check(data, { op: 'get', collection, id, resource: doc, time: new Date() });
      reads += 1;
      return doc ? ({ ...cloneDoc(doc), id } as WithId<T>) : null;
    },
    async list<T extends DocumentData>(collection: string, query: ListQuery = {}) {
      const data = deps.read();
      check(data, { op: 'list', collection, query, time: new Date() });
      const rows = runQuery(data.collections[collection] ?? {}, query);
      reads += Math.max(1, rows.length);
      return rows.map(([id, doc]) => ({ ...cloneDoc(doc), id }) as WithId<T>);
    },
    async count(collection, query = {}) {
      return aggregateOf(collection, query).count;
    },
    async sum(collection, field, query = {}) {
      return aggregateOf(collection, query, field).sum;
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

/**
 * An update's fields on the document, as Firestore's `updateDoc` takes them: a key with dots is a path
 * into nested maps (`'delivery.state'` changes only that field of `delivery`), any other key replaces
 * its field whole.
 */
function withFieldPaths(doc: LocalDoc, fields: LocalDoc): LocalDoc {
  for (const [key, value] of Object.entries(fields)) {
    const path = key.split('.');
    let target: LocalDoc = doc;
    for (const step of path.slice(0, -1)) {
      const next = target[step];
      target[step] = next && typeof next === 'object' && !(next instanceof Date) && !Array.isArray(next) ? { ...(next as LocalDoc) } : {};
      target = target[step] as LocalDoc;
    }
    target[path[path.length - 1]] = value;
  }
  return doc;
}

import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  endBefore,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData as FirestoreData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { AggregateQuery, BatchWrite, Cursor, DocumentData, DocumentStore, ListQuery, WithId } from '../types.ts';
import { guard } from './errors.ts';

const isPlainObject = (value: object): boolean => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Port values → Firestore values: `SERVER_TIME` → `serverTimestamp()`, `increment(n)` → `increment(n)`. */
function toFirestore(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if ('__serverTime' in value) return serverTimestamp();
  if ('__increment' in value && typeof value.__increment === 'number') return increment(value.__increment);
  if (Array.isArray(value)) return value.map(toFirestore);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toFirestore(item)]));
}

/** Firestore values → port values: every `Timestamp` becomes a `Date`, at any depth. */
function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromFirestore(item)]));
}

const toData = (data: DocumentData): FirestoreData => toFirestore(data) as FirestoreData;

const withId = <T extends DocumentData>(id: string, data: FirestoreData): WithId<T> =>
  ({ ...(fromFirestore(data) as T), id });

function filters(aggregateQuery: AggregateQuery | undefined): QueryConstraint[] {
  // The SDK takes Dates as Timestamps in filters and cursors.
  return (aggregateQuery?.where ?? []).map(([field, op, value]) => where(field, op, value));
}

/**
 * The port's query as Firestore constraints. With a cursor the order is spelled out to the document
 * id (Firestore's implicit tie-break, in the sort's direction, after the second field when there is
 * one) so that the cursor's values address one position; a page before a cursor is `endBefore` with `limitToLast`.
 */
function constraints(listQuery: ListQuery | undefined): QueryConstraint[] {
  const result = filters(listQuery);
  const order = listQuery?.orderBy;
  if (order) {
    result.push(orderBy(order.field, order.direction ?? 'asc'));
    if (order.then) result.push(orderBy(order.then, order.direction ?? 'asc'));
    if (listQuery.startAfter || listQuery.endBefore) result.push(orderBy(documentId(), order.direction ?? 'asc'));
  }
  const at = (cursor: Cursor) => (order?.then ? [cursor.value, cursor.then ?? null, cursor.id] : [cursor.value, cursor.id]);
  if (listQuery?.startAfter) result.push(startAfter(...at(listQuery.startAfter)));
  if (listQuery?.endBefore) result.push(endBefore(...at(listQuery.endBefore)));
  if (listQuery?.limit !== undefined) result.push(listQuery.endBefore ? limitToLast(listQuery.limit) : limit(listQuery.limit));
  return result;
}

/** The port's document store over Firestore Lite (REST, no listeners). */
export function createDocumentStore(db: Firestore): DocumentStore {
  return {
    get: <T extends DocumentData>(name: string, id: string) =>
      guard(async () => {
        const snapshot = await getDoc(doc(db, name, id));
        return snapshot.exists() ? withId<T>(snapshot.id, snapshot.data()) : null;
      }),
    list: <T extends DocumentData>(name: string, listQuery?: ListQuery) =>
      guard(async () => {
        const snapshot = await getDocs(query(collection(db, name), ...constraints(listQuery)));
        return snapshot.docs.map((item) => withId<T>(item.id, item.data()));
      }),
    count: (name, aggregateQuery) =>
      guard(async () => (await getCount(query(collection(db, name), ...filters(aggregateQuery)))).data().count),
    sum: (name, field, aggregateQuery) =>
      guard(async () => {
        const snapshot = await getAggregate(query(collection(db, name), ...filters(aggregateQuery)), { total: sum(field) });
        return snapshot.data().total ?? 0;
      }),
    add: (name, data) => guard(async () => (await addDoc(collection(db, name), toData(data))).id),
    set: (name, id, data, options) =>
      guard(() =>
        options?.merge
          ? setDoc(doc(db, name, id), toData(data), { merge: true })
          : setDoc(doc(db, name, id), toData(data)),
      ),
    // Firestore itself fails with `not-found` when the document does not exist.
    update: (name, id, data) => guard(() => updateDoc(doc(db, name, id), toData(data))),
    delete: (name, id) => guard(() => deleteDoc(doc(db, name, id))),
    batch: (writes: readonly BatchWrite[]) =>
      guard(async () => {
        const batch = writeBatch(db);
        const ids: string[] = [];
        for (const write of writes) {
          if (write.op === 'add') {
            const ref = doc(collection(db, write.collection));
            ids.push(ref.id);
            batch.set(ref, toData(write.data));
          } else if (write.op === 'set') {
            const ref = doc(db, write.collection, write.id);
            if (write.merge) batch.set(ref, toData(write.data), { merge: true });
            else batch.set(ref, toData(write.data));
          } else if (write.op === 'update') {
            batch.update(doc(db, write.collection, write.id), toData(write.data));
          } else {
            batch.delete(doc(db, write.collection, write.id));
          }
        }
        await batch.commit();
        return ids;
      }),
  };
}

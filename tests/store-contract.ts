/**
 * What the port's DocumentStore promises (src/backend/types.ts), as one suite run against both
 * implementations: the Firestore adapter in the emulator (tests/emulator/document-store.test.ts) and
 * the demo store (tests/unit/document-store-contract.test.ts). Firestore is the reference: where the
 * demo store behaves differently, the demo store is wrong. Access rules are out of the way here (the
 * emulator's owner; the demo policy switched off); the access table tests those.
 */
import { describe, expect, it } from 'vitest';
import { BackendError, increment, SERVER_TIME, type DocumentStore } from '@/backend/types.ts';

export interface ContractTarget {
  /** A store no rule stops, and a collection name no other test uses. */
  open(): Promise<{ store: DocumentStore; collection: string }>;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BackendError);
    return (error as BackendError).code;
  }
  throw new Error('expected the call to fail');
}

const JAN = new Date('2026-01-05T09:00:00.123Z');
const FEB = new Date('2026-02-02T08:30:00.456Z');
const MAR = new Date('2026-03-01T12:00:00.789Z');

export function describeStoreContract(label: string, target: ContractTarget) {
  describe(`${label}: the DocumentStore contract`, () => {
    it('get: null for a missing document, the data and its id for an existing one', async () => {
      const { store, collection } = await target.open();
      expect(await store.get(collection, 'missing')).toBeNull();
      await store.set(collection, 'a', { title: 'A', count: 2, tags: ['x', 'y'], flag: false, none: null });
      expect(await store.get(collection, 'a')).toEqual({ id: 'a', title: 'A', count: 2, tags: ['x', 'y'], flag: false, none: null });
    });

    it('add: a new 20-character id, and the document under it', async () => {
      const { store, collection } = await target.open();
      const first = await store.add(collection, { title: 'One' });
      const second = await store.add(collection, { title: 'Two' });
      expect(first).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(second).not.toBe(first);
      expect(await store.get(collection, first)).toEqual({ id: first, title: 'One' });
    });

    it('Dates go in and come out as Dates, at any depth, to the millisecond', async () => {
      const { store, collection } = await target.open();
      await store.set(collection, 'd', { at: JAN, nested: { at: FEB, list: [MAR] } });
      const read = await store.get(collection, 'd');
      expect(read?.at).toBeInstanceOf(Date);
      expect(read).toEqual({ id: 'd', at: JAN, nested: { at: FEB, list: [MAR] } });
    });

    it('SERVER_TIME becomes the time of the write, at the top level and inside a map', async () => {
      const { store, collection } = await target.open();
      const before = Date.now();
      await store.set(collection, 't', { createdAt: SERVER_TIME, meta: { seenAt: SERVER_TIME } });
      const after = Date.now();
      const read = await store.get<{ createdAt: Date; meta: { seenAt: Date } }>(collection, 't');
      expect(read?.createdAt).toBeInstanceOf(Date);
      // The emulator's clock is this machine's; allow a second either way for the round trip.
      expect(read?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(read?.createdAt.getTime()).toBeLessThanOrEqual(after + 1_000);
      expect(read?.meta.seenAt.getTime()).toBe(read?.createdAt.getTime());
    });

    it('increment adds to a number, and starts a missing field from zero', async () => {
      const { store, collection } = await target.open();
      await store.set(collection, 'n', { views: 41 });
      await store.update(collection, 'n', { views: increment(1), likes: increment(3) });
      expect(await store.get(collection, 'n')).toEqual({ id: 'n', views: 42, likes: 3 });
      await store.update(collection, 'n', { views: increment(-2) });
      expect((await store.get(collection, 'n'))?.views).toBe(40);
    });

    it('an update by a field path increments that nested field and leaves the rest of its map', async () => {
      const { store, collection } = await target.open();
      await store.set(collection, 'p', { progress: { queued: 10, afterId: 'a' } });
      await store.update(collection, 'p', { 'progress.queued': increment(10), 'progress.afterId': 'b' });
      expect(await store.get(collection, 'p')).toEqual({ id: 'p', progress: { queued: 20, afterId: 'b' } });
    });

    it('set replaces the document; set with merge keeps the other fields, nested ones too', async () => {
      const { store, collection } = await target.open();
      await store.set(collection, 's', { a: 1, b: 2, social: { GitHub: 'g', Facebook: 'f' } });
      await store.set(collection, 's', { a: 10, social: { GitHub: 'g2' } }, { merge: true });
      expect(await store.get(collection, 's')).toEqual({ id: 's', a: 10, b: 2, social: { GitHub: 'g2', Facebook: 'f' } });
      await store.set(collection, 's', { c: 3 });
      expect(await store.get(collection, 's')).toEqual({ id: 's', c: 3 });
    });

    it('set with merge creates a missing document', async () => {
      const { store, collection } = await target.open();
      await store.set(collection, 'm', { role: 'admin' }, { merge: true });
      expect(await store.get(collection, 'm')).toEqual({ id: 'm', role: 'admin' });
    });

    it('update changes the named fields (a map as a whole) and fails with not-found on a missing document', async () => {
      const { store, collection } = await target.open();
      await store.set(collection, 'u', { title: 'Old', body: 'Kept', social: { GitHub: 'g', Facebook: 'f' } });
      await store.update(collection, 'u', { title: 'New', social: { GitHub: 'g2' } });
      expect(await store.get(collection, 'u')).toEqual({ id: 'u', title: 'New', body: 'Kept', social: { GitHub: 'g2' } });
      expect(await codeOf(store.update(collection, 'nobody', { title: 'x' }))).toBe('not-found');
      expect(await store.get(collection, 'nobody')).toBeNull();
    });

    it('delete removes a document; deleting a missing one is not an error', async () => {
      const { store, collection } = await target.open();
      await store.set(collection, 'x', { title: 'X' });
      await store.delete(collection, 'x');
      expect(await store.get(collection, 'x')).toBeNull();
      await expect(store.delete(collection, 'x')).resolves.toBeUndefined();
    });

    it('batch: every write at once, the ids of its adds in order, sentinels resolved', async () => {
      const { store, collection } = await target.open();
      await store.set(collection, 'old', { views: 1 });
      await store.set(collection, 'gone', { title: 'Gone' });
      const ids = await store.batch([
        { op: 'add', collection, data: { title: 'First' } },
        { op: 'update', collection, id: 'old', data: { views: increment(1), seenAt: SERVER_TIME } },
        { op: 'set', collection, id: 'new', data: { title: 'New' } },
        { op: 'delete', collection, id: 'gone' },
        { op: 'add', collection, data: { title: 'Second' } },
        { op: 'set', collection, id: 'old', data: { note: 'merged' }, merge: true },
      ]);
      expect(ids).toHaveLength(2);
      expect(await store.get(collection, ids[0])).toEqual({ id: ids[0], title: 'First' });
      expect(await store.get(collection, ids[1])).toEqual({ id: ids[1], title: 'Second' });
      expect(await store.get(collection, 'old')).toEqual({ id: 'old', views: 2, seenAt: expect.any(Date), note: 'merged' });
      expect(await store.get(collection, 'new')).toEqual({ id: 'new', title: 'New' });
      expect(await store.get(collection, 'gone')).toBeNull();
    });

    it('batch: all or nothing — one failing write (an update of a missing document) leaves everything as it was', async () => {
      const { store, collection } = await target.open();
      await store.set(collection, 'kept', { title: 'Kept' });
      expect(
        await codeOf(
          store.batch([
            { op: 'set', collection, id: 'kept', data: { title: 'Changed' } },
            { op: 'add', collection, data: { title: 'Added' } },
            { op: 'update', collection, id: 'missing', data: { title: 'x' } },
          ]),
        ),
      ).toBe('not-found');
      expect(await store.list(collection)).toEqual([{ id: 'kept', title: 'Kept' }]);
    });

    describe('list', () => {
      async function posts() {
        const { store, collection } = await target.open();
        await Promise.all([
          store.set(collection, 'p1', { title: 'Jan', published: true, featured: true, at: JAN, author: 'a' }),
          store.set(collection, 'p2', { title: 'Feb', published: true, featured: false, at: FEB, author: null }),
          store.set(collection, 'p3', { title: 'Mar', published: false, featured: true, at: MAR, author: 'a' }),
          store.set(collection, 'p4', { title: 'Undated', published: true, featured: true }),
        ]);
        return { store, collection };
      }
      const titles = (rows: Record<string, unknown>[]) => rows.map((row) => row.title);

      it('with no query: every document, each with its id', async () => {
        const { store, collection } = await posts();
        const rows = await store.list(collection);
        expect(rows.map((row) => row.id).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
      });

      it('where ==, on booleans, strings and null', async () => {
        const { store, collection } = await posts();
        expect(titles(await store.list(collection, { where: [['published', '==', false]] }))).toEqual(['Mar']);
        expect(titles(await store.list(collection, { where: [['author', '==', 'a']] })).sort()).toEqual(['Jan', 'Mar']);
        expect(titles(await store.list(collection, { where: [['author', '==', null]] }))).toEqual(['Feb']);
        expect(await store.list(collection, { where: [['author', '==', 'nobody']] })).toEqual([]);
      });

      it('two where clauses together', async () => {
        const { store, collection } = await posts();
        const rows = await store.list(collection, { where: [['published', '==', true], ['featured', '==', true]] });
        expect(titles(rows).sort()).toEqual(['Jan', 'Undated']);
      });

      it('orderBy sorts either way and leaves out documents without the field', async () => {
        const { store, collection } = await posts();
        expect(titles(await store.list(collection, { orderBy: { field: 'at', direction: 'desc' } }))).toEqual(['Mar', 'Feb', 'Jan']);
        expect(titles(await store.list(collection, { orderBy: { field: 'at' } }))).toEqual(['Jan', 'Feb', 'Mar']);
      });

      it('strings sort by their code points, not by locale (upper case before lower case)', async () => {
        const { store, collection } = await target.open();
        for (const [id, name] of [['1', 'beta'], ['2', 'Alpha'], ['3', 'alpha'], ['4', 'Beta'], ['5', 'Ärger']]) {
          await store.set(collection, id, { name });
        }
        const names = (await store.list(collection, { orderBy: { field: 'name' } })).map((row) => row.name);
        expect(names).toEqual(['Alpha', 'Beta', 'alpha', 'beta', 'Ärger']);
      });

      it('where, orderBy and limit together', async () => {
        const { store, collection } = await posts();
        const query = { where: [['published', '==', true]] as const, orderBy: { field: 'at', direction: 'desc' as const } };
        expect(titles(await store.list(collection, query))).toEqual(['Feb', 'Jan']);
        expect(titles(await store.list(collection, { ...query, limit: 1 }))).toEqual(['Feb']);
        expect(titles(await store.list(collection, { where: query.where, limit: 2 }))).toHaveLength(2);
      });

      it('without orderBy, and between equal values, documents come in id order (in the direction of the sort)', async () => {
        const { store, collection } = await target.open();
        for (const id of ['c', 'a', 'b']) await store.set(collection, id, { rank: 1 });
        expect((await store.list(collection)).map((row) => row.id), 'no orderBy: by id').toEqual(['a', 'b', 'c']);
        expect((await store.list(collection, { orderBy: { field: 'rank' } })).map((row) => row.id)).toEqual(['a', 'b', 'c']);
        expect((await store.list(collection, { orderBy: { field: 'rank', direction: 'desc' } })).map((row) => row.id)).toEqual(['c', 'b', 'a']);
      });

      it('ranges compare within one type, on the order field, either way', async () => {
        const { store, collection } = await posts();
        const byTime = { orderBy: { field: 'at', direction: 'desc' as const } };
        expect(titles(await store.list(collection, { ...byTime, where: [['at', '>=', FEB]] }))).toEqual(['Mar', 'Feb']);
        expect(titles(await store.list(collection, { ...byTime, where: [['at', '>', FEB]] }))).toEqual(['Mar']);
        expect(titles(await store.list(collection, { ...byTime, where: [['at', '<', FEB]] }))).toEqual(['Jan']);
        expect(titles(await store.list(collection, { ...byTime, where: [['at', '<=', FEB], ['at', '>', JAN]] }))).toEqual(['Feb']);
        // A number is not before or after a time: no match.
        expect(await store.list(collection, { ...byTime, where: [['at', '>', 0]] })).toEqual([]);
        await store.set(collection, 'n', { title: 'Word', at: 'a string' });
        expect(titles(await store.list(collection, { orderBy: { field: 'at' }, where: [['at', '>=', JAN]] }))).toEqual(['Jan', 'Feb', 'Mar']);
      });

      it('in matches any of the values; array-contains a value in a list field', async () => {
        const { store, collection } = await target.open();
        await Promise.all([
          store.set(collection, 'a', { status: 'unread', terms: ['red', 'blue'], n: 3 }),
          store.set(collection, 'b', { status: 'read', terms: ['blue'], n: 1 }),
          store.set(collection, 'c', { status: 'replied', terms: 'blue', n: 2 }),
        ]);
        const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
        expect(ids(await store.list(collection, { where: [['status', 'in', ['unread', 'replied']]] }))).toEqual(['a', 'c']);
        expect(ids(await store.list(collection, { where: [['terms', 'array-contains', 'blue']] }))).toEqual(['a', 'b']);
        expect(
          ids(await store.list(collection, { where: [['terms', 'array-contains', 'blue']], orderBy: { field: 'n', direction: 'desc' } })),
        ).toEqual(['a', 'b']);
        expect(ids(await store.list(collection, { where: [['terms', 'array-contains', 'blue'], ['status', '==', 'read']] }))).toEqual(['b']);
        expect(await store.list(collection, { where: [['terms', 'array-contains', 'green']] })).toEqual([]);
      });

      it('pages: startAfter a cursor gives the next page, endBefore with a limit the one before, ties broken by id', async () => {
        const { store, collection } = await target.open();
        // Seven documents, two pairs of equal ranks.
        const ranks: [string, number][] = [['g', 1], ['b', 2], ['e', 2], ['a', 3], ['f', 4], ['c', 4], ['d', 5]];
        await Promise.all(ranks.map(([id, rank]) => store.set(collection, id, { rank })));
        const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
        for (const direction of ['asc', 'desc'] as const) {
          const order = { orderBy: { field: 'rank', direction } };
          const all = ids(await store.list(collection, order));
          expect(all).toEqual(direction === 'asc' ? ['g', 'b', 'e', 'a', 'c', 'f', 'd'] : ['d', 'f', 'c', 'a', 'e', 'b', 'g']);
          // Walk forward three at a time, each page after the last of the one before.
          const pages: string[][] = [];
          let after: { value: number; id: string } | undefined;
          for (;;) {
            const rows = await store.list<{ rank: number }>(collection, { ...order, limit: 3, ...(after ? { startAfter: after } : {}) });
            if (rows.length === 0) break;
            pages.push(ids(rows));
            const last = rows[rows.length - 1];
            after = { value: last.rank, id: last.id };
          }
          expect(pages).toEqual([all.slice(0, 3), all.slice(3, 6), all.slice(6)]);
          // And back: the three before the fifth document; before the second, only the first.
          const rankOf = (id: string) => ranks.find(([name]) => name === id)![1];
          const before = (id: string) => store.list(collection, { ...order, limit: 3, endBefore: { value: rankOf(id), id } });
          expect(ids(await before(all[4]))).toEqual(all.slice(1, 4));
          expect(ids(await before(all[1]))).toEqual(all.slice(0, 1));
        }
      });

      it('count and sum: over the filters, zero when nothing matches; sum leaves out what is not a number', async () => {
        const { store, collection } = await target.open();
        await Promise.all([
          store.set(collection, 'a', { kind: 'post', views: 10, at: JAN }),
          store.set(collection, 'b', { kind: 'post', views: 5, at: FEB }),
          store.set(collection, 'c', { kind: 'post', views: 'many', at: MAR }),
          store.set(collection, 'd', { kind: 'page', views: 7 }),
        ]);
        expect(await store.count(collection)).toBe(4);
        expect(await store.count(collection, { where: [['kind', '==', 'post']] })).toBe(3);
        expect(await store.count(collection, { where: [['kind', '==', 'post'], ['at', '>=', FEB]] })).toBe(2);
        expect(await store.count(collection, { where: [['kind', '==', 'none']] })).toBe(0);
        expect(await store.sum(collection, 'views')).toBe(22);
        expect(await store.sum(collection, 'views', { where: [['kind', '==', 'post']] })).toBe(15);
        expect(await store.sum(collection, 'views', { where: [['kind', '==', 'none']] })).toBe(0);
        expect(await store.sum(collection, 'views', { where: [['at', '>=', FEB]] }), 'a sum over a range').toBe(5);
        // Later writes count: a changed figure, a removed document, a new one.
        await store.update(collection, 'a', { views: 20 });
        await store.delete(collection, 'd');
        await store.set(collection, 'e', { kind: 'post', views: 1, at: MAR });
        expect(await store.sum(collection, 'views')).toBe(26);
        expect(await store.sum(collection, 'views', { where: [['kind', '==', 'post']] })).toBe(26);
        expect(await store.count(collection, { where: [['kind', '==', 'post'], ['at', '>=', FEB]] })).toBe(3);
        expect(await store.sum(collection, 'views', { where: [['at', '>=', FEB]] })).toBe(6);
      });
    });
  });
}

/** Applications are deleted when their time comes: Firestore's TTL policy, and the demo backend the same way. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode, encode, type LocalData, type Storage } from '@/backend/local/db.ts';
import { createLocalBackend } from '@/backend/local/index.ts';
import { createSeed } from '@/backend/local/seed.ts';
import { TTL_FIELDS } from '@/backend/local/ttl.ts';
import { applicationExpiry } from '@/lib/retention.ts';

function memoryStorage(): Storage & { text: string | null } {
  return {
    text: null,
    read() {
      return this.text ? decode(this.text) : null;
    },
    write(data: LocalData) {
      this.text = encode(data);
    },
  };
}

describe('how long applications are kept', () => {
  it('declares a time-to-live policy on each field the demo backend expires, with no index on it', () => {
    const file = JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
    };
    const ttl = (file.fieldOverrides ?? []).filter((override) => override.ttl === true);
    expect(Object.fromEntries(ttl.map((override) => [override.collectionGroup, override.fieldPath]))).toEqual(TTL_FIELDS);
    for (const override of ttl) expect(override.indexes).toEqual([]);
  });

  it('keeps an application a year', () => {
    const sent = new Date('2026-03-01T12:00:00.000Z');
    expect(applicationExpiry(sent).toISOString()).toBe('2027-03-01T12:00:00.000Z');
  });

  it('the demo backend deletes the applications whose time has come, and keeps the others', async () => {
    const storage = memoryStorage();
    storage.write(createSeed(new Date()));
    const data = storage.read()!;
    const seeded = Object.keys(data.collections.applications ?? {});
    expect(seeded.length).toBeGreaterThan(1);
    const [expired, ...kept] = seeded;
    data.collections.applications[expired].expireAt = new Date(Date.now() - 1000);
    storage.write(data);

    const backend = createLocalBackend(storage);
    await backend.auth.signIn('admin@example.com', 'admin123');
    const left = await backend.store.list('applications');
    expect(left.map((application) => application.id).sort()).toEqual([...kept].sort());
    expect(Object.keys(storage.read()!.collections.applications)).not.toContain(expired);
  });
});

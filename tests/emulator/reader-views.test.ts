/**
 * A reader's view counted through Firebase's REST APIs (src/backend/firebase/reader-views.ts), as a
 * prerendered article counts it without the app: against the Auth and Firestore emulators, with the
 * real firestore.rules.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countReaderView, forgetReader, READER_STORAGE_KEY, ReaderViewError, type ReaderViewsConfig } from '@/backend/firebase/reader-views.ts';
import { clearFirestore, isAuthUp, isFirestoreUp, loadFirestoreRules } from '../../scripts/emulators.mjs';
import { firestoreAs } from './firebase-env.ts';

const PROJECT_ID = 'demo-reader-views';
const config: ReaderViewsConfig = { firebase: { apiKey: 'demo-key', projectId: PROJECT_ID }, useEmulators: true };
const owner = () => firestoreAs(PROJECT_ID, 'owner');

/** localStorage as a browser has it: each test starts as a new browser. */
const kept = new Map<string, string>();
const browserStorage = {
  getItem: (key: string) => kept.get(key) ?? null,
  setItem: (key: string, value: string) => void kept.set(key, value),
  removeItem: (key: string) => void kept.delete(key),
};

const post = (id: string, data: Record<string, unknown>) =>
  owner().set('blogs', id, { title: id, content: 'Body', category: 'Technology', isPublished: true, publishAt: new Date(Date.now() - 60_000), views: 5, likes: 0, ...data });

beforeAll(async () => {
  if (!(await isFirestoreUp()) || !(await isAuthUp())) throw new Error('The Auth and Firestore emulators are not running (npm test starts them).');
  await loadFirestoreRules(PROJECT_ID, readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'));
  await clearFirestore(PROJECT_ID);
  Object.defineProperty(globalThis, 'localStorage', { value: browserStorage, configurable: true });
});

beforeEach(() => kept.clear());
afterEach(() => kept.clear());

describe('A reader’s view through the REST APIs (emulators)', () => {
  it('counts one view per browser, records the reader under the post, and answers the figure', async () => {
    await post('rest-once', {});
    expect(await countReaderView(config, 'rest-once')).toEqual({ counted: true, views: 6 });
    const reader = JSON.parse(kept.get(READER_STORAGE_KEY)!) as { uid: string };
    expect(await owner().get('blogs/rest-once/viewers', reader.uid)).toMatchObject({ viewedAt: expect.any(Date) });
    // The same browser again: not counted twice.
    expect(await countReaderView(config, 'rest-once')).toEqual({ counted: false, views: 6 });
    // Another browser is another reader.
    kept.clear();
    expect(await countReaderView(config, 'rest-once')).toEqual({ counted: true, views: 7 });
    expect((await owner().get('blogs', 'rest-once'))?.views).toBe(7);
  });

  it('forgotten (an account logged in here), the browser reads as a new visitor, whose view counts', async () => {
    await post('rest-forget', {});
    expect(await countReaderView(config, 'rest-forget')).toEqual({ counted: true, views: 6 });
    forgetReader();
    expect(kept.has(READER_STORAGE_KEY)).toBe(false);
    expect(await countReaderView(config, 'rest-forget')).toEqual({ counted: true, views: 7 });
  });

  it('renews an expired token and keeps the same reader', async () => {
    await post('rest-renew', {});
    await countReaderView(config, 'rest-renew');
    const before = JSON.parse(kept.get(READER_STORAGE_KEY)!) as { uid: string; expiresAt: number; idToken: string };
    kept.set(READER_STORAGE_KEY, JSON.stringify({ ...before, expiresAt: Date.now() - 1000, idToken: 'expired' }));
    expect(await countReaderView(config, 'rest-renew')).toEqual({ counted: false, views: 6 });
    const after = JSON.parse(kept.get(READER_STORAGE_KEY)!) as { uid: string; idToken: string };
    expect(after.uid).toBe(before.uid);
    expect(after.idToken).not.toBe('expired');
  });

  it('becomes a new reader when the kept account can no longer be renewed', async () => {
    await post('rest-gone', {});
    kept.set(READER_STORAGE_KEY, JSON.stringify({ apiKey: 'demo-key', uid: 'gone', idToken: '', refreshToken: 'not-a-token', expiresAt: 0 }));
    expect(await countReaderView(config, 'rest-gone')).toEqual({ counted: true, views: 6 });
    expect(JSON.parse(kept.get(READER_STORAGE_KEY)!)).toMatchObject({ uid: expect.not.stringMatching(/^gone$/) });
  });

  it('is refused for a draft and for a post that does not exist, and counts nothing', async () => {
    await post('rest-draft', { isPublished: false });
    await expect(countReaderView(config, 'rest-draft')).rejects.toBeInstanceOf(ReaderViewError);
    expect((await owner().get('blogs', 'rest-draft'))?.views).toBe(5);
    await expect(countReaderView(config, 'rest-missing')).rejects.toBeInstanceOf(ReaderViewError);
    expect(await owner().get('blogs', 'rest-missing')).toBeNull();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { decode, encode, type LocalData, type Storage } from '@/backend/local/db.ts';
import { increment, SERVER_TIME, type Backend } from '@/backend/types.ts';
import { activityWrites } from '@/features/activity/data/activity.ts';

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

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('demo auth', () => {
  let backend: Backend;
  beforeEach(() => {
    backend = createLocalBackend(memoryStorage());
  });

  it('signs the seeded accounts in and out', async () => {
    const user = await backend.auth.signIn(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    expect(user).toMatchObject({ email: 'user@example.com', displayName: 'Demo User', emailVerified: true });
    expect(backend.auth.currentUser()?.uid).toBe(user.uid);
    await backend.auth.signOut();
    expect(backend.auth.currentUser()).toBeNull();
  });

  it('raises the same error codes as Firebase', async () => {
    expect(await codeOf(backend.auth.signIn('user@example.com', 'wrong-password'))).toBe('auth/invalid-credential');
    expect(await codeOf(backend.auth.signIn('nobody@example.com', 'whatever'))).toBe('auth/invalid-credential');
    expect(await codeOf(backend.auth.signUp('user@example.com', 'secret1'))).toBe('auth/email-already-in-use');
    expect(await codeOf(backend.auth.signUp('new@example.com', '12345'))).toBe('auth/weak-password');
    expect(await codeOf(backend.auth.signUp('not-an-email', 'secret1'))).toBe('auth/invalid-email');
    expect(await codeOf(backend.auth.sendPasswordReset('not-an-email'))).toBe('auth/invalid-email');
    expect(await codeOf(backend.auth.sendPasswordReset('anyone@example.com'))).toBe('resolved');
  });

  it('tells listeners about login and sign-out', async () => {
    const seen: (string | null)[] = [];
    backend.auth.onSessionChange((user) => seen.push(user?.email ?? null));
    await Promise.resolve();
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await backend.auth.signOut();
    // Listeners hear of a change after it (asynchronously): wait for the sign-out to be told.
    await vi.waitFor(() => expect(seen).toEqual([null, 'admin@example.com', null]));
  });
});

describe('demo document store', () => {
  let backend: Backend;
  beforeEach(async () => {
    backend = createLocalBackend(memoryStorage());
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });

  it('filters, orders and limits like Firestore', async () => {
    const published = await backend.store.list('blogs', {
      where: [['isPublished', '==', true]],
      orderBy: { field: 'createdAt', direction: 'desc' },
    });
    expect(published.length).toBe(6);
    const times = published.map((post) => (post.createdAt as Date).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const featured = await backend.store.list('blogs', {
      where: [
        ['isPublished', '==', true],
        ['isFeatured', '==', true],
      ],
      limit: 2,
    });
    expect(featured).toHaveLength(2);
  });

  it('resolves server times and increments (an enquiry with its sender\'s limit; a view with its reader)', async () => {
    const before = Date.now();
    const visitor = await backend.auth.signInAnonymously();
    const id = 'new-enquiry';
    await backend.store.batch([
      { op: 'set', collection: 'enquiry_limits', id: visitor.uid, data: { lastSentAt: SERVER_TIME, sent: id } },
      { op: 'set', collection: 'contact_messages', id, data: {
      name: 'Ann',
      email: 'ann@example.com',
      phone: '',
      company: '',
      service: 'Other',
      message: 'Hello',
      status: 'unread',
      createdAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
      adminReply: null,
      repliedAt: null,
      userId: null,
      searchTerms: ['ann'],
      } },
    ]);
    expect((await backend.store.get<{ lastSentAt: Date }>('enquiry_limits', visitor.uid))?.lastSentAt.getTime()).toBeGreaterThanOrEqual(before);
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const stored = await backend.store.get('contact_messages', id);
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect((stored?.createdAt as Date).getTime()).toBeGreaterThanOrEqual(before);

    const post = await backend.store.get('blogs', 'local-seo-checklist');
    await backend.store.batch([
      { op: 'update', collection: 'blogs', id: 'local-seo-checklist', data: { views: increment(1) } },
      { op: 'set', collection: 'blogs/local-seo-checklist/viewers', id: DEMO_ACCOUNTS.admin.uid, data: { viewedAt: SERVER_TIME } },
    ]);
    expect((await backend.store.get('blogs', 'local-seo-checklist'))?.views).toBe((post?.views as number) + 1);
  });

  it('fails an update of a missing document with not-found', async () => {
    expect(await codeOf(backend.store.update('blogs', 'missing', { views: 1 }))).toBe('not-found');
  });

  it('keeps data across restarts and restores the seed on reset', async () => {
    const storage = memoryStorage();
    const first = createLocalBackend(storage);
    await first.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    // A post is deleted with its address and its audit log entry (deleteBlog), as the rules require.
    const { slug } = (await first.store.get('blogs', 'local-seo-checklist'))!;
    const admin = { uid: DEMO_ACCOUNTS.admin.uid, name: 'Demo Admin' };
    await first.store.batch([
      { op: 'delete', collection: 'blogs', id: 'local-seo-checklist' },
      { op: 'delete', collection: 'slugs', id: String(slug) },
      ...activityWrites(admin, { area: 'posts', action: 'deleted', summary: 'Deleted “Local SEO Checklist”', target: { collection: 'blogs', id: 'local-seo-checklist' } }),
    ]);
    const second = createLocalBackend(storage);
    expect(second.auth.currentUser()?.email).toBe('admin@example.com');
    expect(await second.store.get('blogs', 'local-seo-checklist')).toBeNull();
    await second.resetDemoData?.();
    expect(second.auth.currentUser()).toBeNull();
    expect(await second.store.get('blogs', 'local-seo-checklist')).not.toBeNull();
  });
});

describe('the demo store counts reads as Firestore bills them', () => {
  async function adminBackend() {
    const backend = createLocalBackend(memoryStorage());
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    return backend;
  }

  it('one read per document returned, one for a query that finds nothing, one per get', async () => {
    const backend = await adminBackend();
    const meter = backend.meter!;
    meter.reset();
    await backend.store.list('blogs', { where: [['isPublished', '==', true]], orderBy: { field: 'createdAt', direction: 'desc' }, limit: 4 });
    expect(meter.reads).toBe(4);
    await backend.store.list('blogs', { where: [['category', '==', 'No such category']] });
    expect(meter.reads).toBe(5);
    await backend.store.get('blogs', 'missing');
    await backend.store.get('blogs', 'local-seo-checklist');
    expect(meter.reads).toBe(7);
  });

  it('an aggregation costs one read per 1,000 index entries, and at least one', async () => {
    const backend = await adminBackend();
    const meter = backend.meter!;
    const seven = await backend.store.count('blogs');
    meter.reset();
    expect(await backend.store.count('blogs')).toBe(seven);
    expect(await backend.store.sum('blogs', 'views')).toBeGreaterThan(0);
    expect(meter.reads).toBe(2);
    // 2,500 enquiries: a count reads 3.
    const storage = memoryStorage();
    const big = createLocalBackend(storage);
    await big.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const data = storage.read()!;
    for (let i = 0; i < 2_500; i += 1) {
      data.collections.contact_messages[`bulk-${i}`] = { status: 'read', createdAt: new Date(2026, 0, 1, 0, 0, i) };
    }
    storage.write(data);
    big.meter!.reset();
    expect(await big.store.count('contact_messages', { where: [['status', '==', 'read']] })).toBeGreaterThanOrEqual(2_500);
    expect(big.meter!.reads).toBe(3);
    // A page of them is 20 reads, however many there are.
    big.meter!.reset();
    const page = await big.store.list('contact_messages', { orderBy: { field: 'createdAt', direction: 'desc' }, limit: 20 });
    expect(page).toHaveLength(20);
    expect(big.meter!.reads).toBe(20);
  });
});

/**
 * A prerendered article's view counted without the app, in demo mode (src/view-count.ts queues it,
 * src/backend/local/pending-views.ts lets the demo backend count it when it makes this browser's data).
 * On Firebase the same module counts through the REST APIs: tests/emulator/reader-views.test.ts, and
 * tests/e2e/prerender.spec.ts in both builds.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBackendForTests } from '@/backend/index.ts';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { createSeed } from '@/backend/local/seed.ts';
import { PENDING_VIEWS_KEY } from '@/backend/local/pending-views.ts';
import { recordBlogView } from '@/features/blog/data/blogs.ts';
import { viewersOf } from '@/data/collections.ts';
import { countView } from '@/view-count.ts';

const POST = 'mobile-app-mvp';
/** The seed's figure for POST (src/backend/local/seed.ts), which the build rendered. */
const BUILT = 356;

/** The article as prerendered: the views slot with its placeholder, and the page's data. */
function prerenderedArticle(postId = POST, views = BUILT) {
  document.body.innerHTML = `
    <ul aria-label="Article details"><li data-view-post="${postId}"><svg aria-hidden="true"></svg><span aria-hidden="true"></span></li></ul>
    <script type="application/json" id="initial-data">${JSON.stringify({ renderedAt: 'x', [`blog:${postId}`]: { id: postId, title: 'T', views } })}</script>`;
}
const slotText = () => document.querySelector('[data-view-post]')?.textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  for (const name of ['data-view-counted', 'data-app-root']) document.documentElement.removeAttribute(name);
  localStorage.clear();
});

describe('countView in demo mode', () => {
  it('shows the figure with this view, tells the app, and queues the view once', async () => {
    prerenderedArticle();
    await countView();
    expect(slotText()).toBe('357 views');
    expect(document.documentElement.getAttribute('data-view-counted')).toBe(`${POST} 357`);
    expect(JSON.parse(localStorage.getItem(PENDING_VIEWS_KEY)!)).toEqual([POST]);

    // The same browser again (a reload): the same figure, one queued view.
    prerenderedArticle();
    await countView();
    expect(slotText()).toBe('357 views');
    expect(JSON.parse(localStorage.getItem(PENDING_VIEWS_KEY)!)).toEqual([POST]);
  });

  it('leaves the figure to the app once the app has the page (React hydrates what the page said before)', async () => {
    prerenderedArticle();
    document.documentElement.setAttribute('data-app-root', '');
    await countView();
    expect(slotText()).toBe('');
    expect(document.documentElement.hasAttribute('data-view-counted')).toBe(false);
    expect(JSON.parse(localStorage.getItem(PENDING_VIEWS_KEY)!)).toEqual([POST]);
  });

  it('says "1 view" for a first view, and groups thousands as the app does', async () => {
    prerenderedArticle(POST, 0);
    await countView();
    expect(slotText()).toBe('1 view');
    prerenderedArticle(POST, 12_344);
    await countView();
    expect(slotText()).toBe('12,345 views');
  });

  it('rejects on a page without a view to count (the boot script then starts the app)', async () => {
    document.body.innerHTML = '<p>No article</p>';
    await expect(countView()).rejects.toThrow(/no view to count/);
    expect(localStorage.getItem(PENDING_VIEWS_KEY)).toBeNull();
  });
});

describe('the demo backend counts the queued views when it makes this browser’s data', () => {
  it('one more view and the reader under the post, the reader being this browser’s visitor; not twice', async () => {
    prerenderedArticle();
    await countView();
    const backend = createLocalBackend();
    setBackendForTests(backend);
    expect((await backend.store.get<{ views: number }>('blogs', POST))?.views).toBe(BUILT + 1);
    expect(localStorage.getItem(PENDING_VIEWS_KEY)).toBeNull();
    const visitor = backend.auth.currentUser();
    expect(visitor).toMatchObject({ isAnonymous: true });
    expect(await backend.store.get(viewersOf(POST), visitor!.uid)).toMatchObject({ viewedAt: expect.any(Date) });

    // The app, reading the article later, finds this reader counted.
    expect(await recordBlogView(POST)).toBe(false);
    // A view queued again (storage that lost the data's key, say) does not count twice.
    localStorage.setItem(PENDING_VIEWS_KEY, JSON.stringify([POST]));
    expect((await createLocalBackend().store.get<{ views: number }>('blogs', POST))?.views).toBe(BUILT + 1);
  });

  it('ignores a queued draft or unknown post', async () => {
    const DRAFT = 'draft-cloud-cost-review';
    localStorage.setItem(PENDING_VIEWS_KEY, JSON.stringify([DRAFT, 'no-such-post', 42]));
    const backend = createLocalBackend();
    await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect(localStorage.getItem(PENDING_VIEWS_KEY)).toBeNull();
    expect((await backend.store.get<{ views: number }>('blogs', DRAFT))?.views).toBe(createSeed(new Date()).collections.blogs[DRAFT].views);
    expect(await backend.store.get('blogs', 'no-such-post')).toBeNull();
  });
});

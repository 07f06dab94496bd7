import type { Page } from '@playwright/test';
import { STORAGE_KEY } from '@/backend/local/storage-key.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import { ownerStore } from '../../scripts/emulator-seed.ts';
import { SEND_BATCH } from '@/features/newsletter/data/issues.ts';
import { axeProblems, DEMO, expect, MODE, signIn, test } from './fixtures.ts';

/**
 * Newsletter issues, end to end: an admin sends a published post as an issue. It reaches each
 * confirmed subscriber once (the seed's three and twelve more) and neither the unconfirmed nor the
 * unsubscribed address; sending stops when the connection drops after the first write, the tab is
 * closed, and "Resume" in a new tab carries on without mailing anyone twice. Then the unsubscribe link
 * in one subscriber's message takes them off the list, and the next issue does not reach them.
 */

const SEEDED_CONFIRMED = ['maria.lopez@example.com', 'tom.becker@example.com', 'priya.nair@example.com'];
const EXTRA = Array.from({ length: 12 }, (_, n) => `reader${n}@example.org`);

/** Twelve more confirmed subscribers, written past the rules (as if each had confirmed); demo mode: once signed in (the data exists). */
async function addConfirmedSubscribers(page: Page) {
  const documents = EXTRA.map((email, n) => ({
    id: sha256Hex(email),
    data: { email, status: 'confirmed', token: `e2ereadertoken${String(n).padStart(2, '0')}${'z'.repeat(28)}`, at: Date.UTC(2026, 0, 1 + n) },
  }));
  if (MODE === 'firebase') {
    const owner = ownerStore();
    for (const { id, data } of documents) {
      await owner.set('newsletter_subscribers', id, { email: data.email, status: data.status, token: data.token, createdAt: new Date(data.at), updatedAt: new Date(data.at) });
    }
    return;
  }
  await page.evaluate(
    ({ list, key }) => {
      // The demo's data (src/backend/local/db.ts): dates are stored tagged.
      const data = JSON.parse(localStorage.getItem(key)!);
      for (const { id, data: entry } of list) {
        const at = { $date: new Date(entry.at).toISOString() };
        data.collections.newsletter_subscribers[id] = { email: entry.email, status: entry.status, token: entry.token, createdAt: at, updatedAt: at };
      }
      localStorage.setItem(key, JSON.stringify(data));
    },
    { list: documents, key: STORAGE_KEY },
  );
}

/** The messages of issue `issueId`, address by address (read past the rules). */
async function recipientsOf(page: Page, issueId: string): Promise<string[]> {
  const prefix = `newsletter-${issueId}-`;
  if (MODE === 'firebase') {
    const owner = ownerStore();
    const rows = await owner.list('mail', { where: [['template.data.issueId', '==', issueId]] });
    return rows.filter((row) => row.id.startsWith(prefix)).map((row) => String(row.to)).sort();
  }
  return page.evaluate(
    ({ start, key }) => {
      const mail = JSON.parse(localStorage.getItem(key)!).collections.mail as Record<string, { to: string }>;
      return Object.entries(mail)
        .filter(([id]) => id.startsWith(start))
        .map(([, message]) => message.to)
        .sort();
    },
    { start: prefix, key: STORAGE_KEY },
  );
}

/** How many messages issue `issueId` has recorded as queued, as stored (past the rules). */
async function storedQueued(page: Page, issueId: string): Promise<number> {
  if (MODE === 'firebase') return Number(((await ownerStore().get('newsletter_issues', issueId))?.progress as { queued?: number } | undefined)?.queued ?? 0);
  return page.evaluate(
    ({ id, key }) => JSON.parse(localStorage.getItem(key)!).collections.newsletter_issues?.[id]?.progress?.queued ?? 0,
    { id: issueId, key: STORAGE_KEY },
  );
}

/**
 * The connection drops once the first write of issue `issueId`'s messages is stored: nothing more reaches the
 * store (Firebase: the next commit is aborted; demo mode: the browser's storage refuses the next write,
 * and the demo carries on in this tab's memory only, as it does when storage is full).
 */
async function dropAfterFirstWrite(page: Page, issueId: string) {
  if (MODE === 'firebase') {
    let writes = 0;
    await page.route('**/documents:commit*', async (route) => {
      if (route.request().postData()?.includes('/mail/newsletter-')) writes += 1;
      if (writes === 2) await route.abort('internetdisconnected');
      else await route.continue();
    });
    return;
  }
  // Demo mode: the write that would record more than ten messages fails (the demo keeps its data in this browser).
  await page.evaluate(
    ({ id, dataKey, first }) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        const queued = key === dataKey ? JSON.parse(value).collections.newsletter_issues?.[id]?.progress?.queued : 0;
        if (queued > first) throw new DOMException('The connection dropped', 'NetworkError');
        return setItem.call(this, key, value);
      };
    },
    { id: issueId, dataKey: STORAGE_KEY, first: SEND_BATCH },
  );
}

test('an admin sends a post as an issue to each confirmed subscriber once, resumes it in a new tab, and the unsubscribe link keeps a subscriber out of the next issue', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  await signIn(page, DEMO.admin);
  await addConfirmedSubscribers(page);
  const confirmed = [...SEEDED_CONFIRMED, ...EXTRA].sort();

  // 1. The admin starts an issue from the latest post and saves it.
  await page.goto('/admin/newsletter');
  await page.getByRole('link', { name: 'New issue' }).click();
  const form = page.getByRole('form', { name: 'Issue' });
  const posts = form.getByRole('combobox', { name: /^Start from a post/ });
  await expect(posts.locator('option').nth(1)).toBeAttached();
  const title = (await posts.locator('option').nth(1).textContent())!;
  await posts.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Use this post' }).click();
  await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue(title);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(title);
  await preview.getByRole('button', { name: 'Show the e-mail' }).click();
  await expect(preview.frameLocator('iframe').getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.frameLocator('iframe').getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
  await preview.getByRole('button', { name: 'Hide the e-mail' }).click();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const issueId = new URL(page.url()).pathname.split('/').pop()!;
  expect(await axeProblems(page, 'a newsletter draft')).toEqual([]);

  // 2. Sending stops after the first write: the tab is closed.
  await dropAfterFirstWrite(page, issueId);
  const sending = page.getByRole('region', { name: 'Sending' });
  await sending.getByRole('button', { name: 'Send to 15 confirmed subscribers' }).click();
  await page.getByRole('dialog', { name: 'Send this issue?' }).getByRole('button', { name: 'Send now' }).click();
  await expect.poll(() => storedQueued(page, issueId)).toBe(SEND_BATCH);
  const address = page.url();
  await page.close({ runBeforeUnload: false });
  consoleErrors.length = 0;

  // 3. A new tab: Resume reaches the others, and nobody twice.
  const tab = await context.newPage();
  await tab.goto(address);
  const resumed = tab.getByRole('region', { name: 'Sending' });
  await expect(resumed.getByRole('status')).toHaveText(`Sending stopped after ${SEND_BATCH} messages: resume to reach the rest.`);
  await resumed.getByRole('button', { name: 'Resume' }).click();
  await expect(tab.getByText('Issue sent')).toBeVisible();
  await expect(resumed).toContainText('to 15 subscribers.');
  await expect(resumed.getByRole('list', { name: 'Delivery figures' }).getByRole('group', { name: 'Queued' })).toContainText('15');
  expect(await recipientsOf(tab, issueId)).toEqual(confirmed);

  // 4. The Outbox shows Maria's copy, with her own unsubscribe link; she follows it.
  await tab.goto('/admin/outbox');
  const copy = tab.getByRole('region', { name: /^Messages/ }).getByRole('article').filter({ hasText: 'maria.lopez@example.com' }).filter({ hasText: 'Newsletter issue' });
  await expect(copy).toHaveAccessibleName(title);
  const link = (await copy.textContent())!.match(/Unsubscribe: (https:\/\/\S+?token=[\w-]+)/)![1];
  const unsubscribe = new URL(link);
  expect(unsubscribe.searchParams.get('id')).toBe(sha256Hex('maria.lopez@example.com'));
  await tab.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await tab.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(tab.getByRole('main').getByRole('status')).toHaveText(/You are unsubscribed/);

  // 5. The next issue reaches the other fourteen.
  await tab.goto('/admin/newsletter/new');
  const next = tab.getByRole('form', { name: 'Issue' });
  await next.getByRole('textbox', { name: /^Subject/ }).fill('A short note');
  await next.getByRole('textbox', { name: /^Issue/ }).fill('Thank you for reading.');
  await next.getByRole('button', { name: 'Save draft' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'A short note' })).toBeVisible();
  await tab.getByRole('region', { name: 'Sending' }).getByRole('button', { name: 'Send to 14 confirmed subscribers' }).click();
  await tab.getByRole('dialog', { name: 'Send this issue?' }).getByRole('button', { name: 'Send now' }).click();
  await expect(tab.getByText('Issue sent')).toBeVisible();
  expect(await recipientsOf(tab, 'a-short-note')).toEqual(confirmed.filter((email) => email !== 'maria.lopez@example.com'));

  expect(consoleErrors.filter((text) => !/connection dropped|internetdisconnected|ERR_INTERNET_DISCONNECTED|Sending stopped/i.test(text))).toEqual([]);
});

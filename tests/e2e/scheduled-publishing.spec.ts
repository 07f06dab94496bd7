/**
 * Scheduled publishing, as an admin schedules a draft and visitors meet it: the editor takes a date
 * and time (a time already past is refused, keeping what was typed); the post is "Scheduled" with its
 * time in the editor and the admin list; visitors find it neither on the blog nor at its address,
 * while its private preview link still shows it. In demo mode the browser's clock is the server's:
 * moved past the time, the post is on the blog. (On Firebase the server's clock decides; the data
 * journey on the emulators, tests/data-journey.ts, waits for a scheduled post's time to come.)
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, MODE, signIn, signOut, test } from './fixtures.ts';

const DRAFT = { id: 'draft-cloud-cost-review', title: 'A Cloud Cost Review in One Afternoon' };
const DAY = 86_400_000;

/** A time as the `datetime-local` field takes it, in the browser's time zone. */
const localInput = (page: Page, time: number) =>
  page.evaluate((ms) => {
    const date = new Date(ms);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, time);

async function openEditor(page: Page) {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/blogs/edit/${DRAFT.id}`);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(/Cloud Cost Review/);
}

/** Schedules the draft for `at` (ms) from the open editor; resolves once saved. */
async function schedule(page: Page, at: number) {
  await page.getByRole('checkbox', { name: 'Published' }).check();
  await page.getByRole('checkbox', { name: 'Schedule for later' }).check();
  await page.getByLabel('Publish on').fill(await localInput(page, at));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Blog updated successfully!')).toBeVisible();
}

test('an admin schedules a draft: Scheduled with its time for staff, nowhere for visitors, its preview link still a preview', async ({ page }) => {
  const at = (await page.evaluate(() => Date.now())) + 2 * DAY;
  await openEditor(page);
  const share = page.getByRole('region', { name: 'Private preview' });
  await share.getByRole('button', { name: 'Share preview' }).click();
  const link = new URL(await share.getByRole('textbox', { name: 'Preview link' }).inputValue()).pathname;
  await schedule(page, at);
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Publishes /).first()).toBeVisible();
  // The preview panel stays: the post is not public yet.
  await expect(page.getByRole('region', { name: 'Private preview' })).toBeVisible();

  await page.goto('/admin/blogs');
  const entry = page.getByRole('row', { name: new RegExp(DRAFT.title) }).or(page.getByRole('listitem').filter({ hasText: DRAFT.title }));
  await expect(entry).toContainText('Scheduled');
  await expect(entry).toContainText(/Scheduled · \w{3} \d{1,2}, \d{4}/);

  await signOut(page, DEMO.admin.name);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: DRAFT.title })).toHaveCount(0);
  await page.goto(`/blog/${DRAFT.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
  // Its preview link shows the post as a preview (it is not published for visitors yet).
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: DRAFT.title })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Preview' })).toContainText('Preview — not published');
});

test('a time already past is refused with a clear message, and nothing typed is lost', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('textbox', { name: /^Title/ }).fill('A Cloud Cost Review, Scheduled');
  await page.getByRole('checkbox', { name: 'Published' }).check();
  await page.getByRole('checkbox', { name: 'Schedule for later' }).check();
  const field = page.getByLabel('Publish on');
  const past = await localInput(page, (await page.evaluate(() => Date.now())) - DAY);
  await field.fill(past);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(field).toHaveAccessibleDescription(/Choose a time in the future, or untick “Schedule for later” to publish now\./);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(past);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('A Cloud Cost Review, Scheduled');
  await expect(page.getByText('Blog updated successfully!')).toHaveCount(0);
});

test('in demo mode, once its time has come the scheduled post is on the blog', async ({ page }) => {
  test.skip(MODE === 'firebase', "The emulator's clock cannot be moved: tests/data-journey.ts waits for a scheduled post's time on the emulators.");
  await page.clock.install();
  await openEditor(page);
  const now = await page.evaluate(() => Date.now());
  await schedule(page, now + DAY);
  await signOut(page, DEMO.admin.name);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: DRAFT.title })).toHaveCount(0);
  await page.clock.fastForward(DAY + 60_000);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: DRAFT.title }).first()).toBeVisible();
  await page.goto(`/blog/${DRAFT.id}`);
  await expect(page.getByRole('heading', { level: 1, name: DRAFT.title })).toBeVisible();
});

/**
 * Small things a person notices in the browser: call-to-action labels that wrap,
 * an article title set narrower than its body, a view figure that seems to count every reload or the
 * admin's own reading, a bounce from /admin without a word, a Get Started that forgets the service,
 * authors who are not on the team page, expected sign-in refusals logged as errors, and a post
 * editor whose save button is held below a laptop screen's edge.
 */
import type { Locator, Page } from '@playwright/test';
import { articleViews, DEMO, expect, MODE, signIn, signOut, test } from './fixtures.ts';

const ARTICLE = '/blog/choosing-a-tech-stack-2026';
const ARTICLE_TITLE = 'How to Choose a Tech Stack Your Team Can Live With';

/**
 * How many lines the visible text of `element` takes: the distinct baselines of its text, leaving out
 * text that is only for screen readers (a 1 × 1 px clipped box).
 */
function visibleLineCount(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const bottoms: number[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect();
      if (!node.textContent?.trim() || !box || box.width <= 1 || box.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.push(rect.bottom);
    }
    bottoms.sort((a, b) => a - b);
    // Text on one line shares its bottom to within a pixel or two (icons are not text).
    return bottoms.filter((bottom, index) => index === 0 || bottom - bottoms[index - 1] > 4).length;
  });
}

/** Every link and button in the page's main content, visible, with its name. */
async function actionsIn(page: Page) {
  const main = page.getByRole('main');
  const all = [...(await main.getByRole('link').all()), ...(await main.getByRole('button').all())];
  const visible: { name: string; element: Locator }[] = [];
  for (const element of all) {
    if (await element.isVisible()) visible.push({ name: (await element.textContent())?.trim() ?? '', element });
  }
  return visible;
}

test("on a phone the blog's statistics are one short strip, and the first article starts within the second screen", async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog');
  const stats = page.getByRole('region', { name: 'Blog statistics' });
  await expect(stats.getByText('Total Articles')).toBeVisible();
  // The four figures side by side (they were two rows of two cards, 255 px tall).
  const tops = await stats.locator('dl > div').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect((await stats.boundingBox())!.height).toBeLessThanOrEqual(130);
  const first = page.getByRole('main').locator('article').first();
  expect((await first.boundingBox())!.y + (await page.evaluate(() => window.scrollY))).toBeLessThan(844 * 1.25);
  expect(consoleErrors).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`every call to action on /services keeps its label on one line at ${width}px`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 2, name: 'Not sure which service you need?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started with Web Development' })).toBeVisible();

    const actions = await actionsIn(page);
    const names = actions.map((action) => action.name);
    for (const expected of ['Get a Free Quote', 'Book a Free Consultation', 'Request a Quote']) expect(names).toContain(expected);
    for (const { name, element } of actions) {
      expect(await visibleLineCount(element), `"${name}" on one line`).toBe(1);
      const box = (await element.boundingBox())!;
      expect(box.x + box.width, `"${name}" inside the page`).toBeLessThanOrEqual(width);
    }
    expect(consoleErrors).toEqual([]);
  });

  test(`an article's title is set across the body's column at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ARTICLE);
    const title = page.getByRole('heading', { level: 1, name: ARTICLE_TITLE });
    await expect(title).toBeVisible();
    const body = page.getByText(/^Every project starts with the same question/);

    const titleBox = (await title.boundingBox())!;
    const bodyBox = (await body.boundingBox())!;
    expect(Math.abs(titleBox.x - bodyBox.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(titleBox.width - bodyBox.width)).toBeLessThanOrEqual(1);

    // Each line of the title but the last is full: the next line's first word would not have fitted
    // on it (balanced lines would stop short, so the title looked set in a narrower column).
    const lines = await title.evaluate((heading) => {
      const text = heading.firstChild as Text;
      const measure = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect();
      };
      const words = [...(text.data.matchAll(/\S+/g))].map((match) => {
        const rect = measure(match.index, match.index + match[0].length);
        return { top: Math.round(rect.top), left: rect.left, right: rect.right, width: rect.width };
      });
      const space = measure(text.data.indexOf(' '), text.data.indexOf(' ') + 1).width;
      const column = heading.getBoundingClientRect();
      const rows: { left: number; right: number; next: number }[] = [];
      for (const [index, word] of words.entries()) {
        const row = rows.at(-1);
        if (row && Math.abs(words[index - 1].top - word.top) < 4) row.right = word.right;
        else {
          if (row) row.next = word.width;
          rows.push({ left: word.left, right: word.right, next: 0 });
        }
      }
      return { rows: rows.slice(0, -1).map((row) => row.right - column.left + space + row.next), column: column.width, count: rows.length };
    });
    expect(lines.count).toBeGreaterThan(width === 1280 ? 1 : 2);
    for (const needed of lines.rows) expect(needed).toBeGreaterThan(lines.column - 1);
  });
}

test('a reload shows the same view figure, and an admin’s reading counts none', async ({ page }) => {
  // Every text the figure shows, from the page's first byte (the prerendered HTML) on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenViews: string[] }).seenViews = seen;
    const record = () => {
      // The article under the page's heading (related articles list their own details). By its label,
      // not by role: this runs in the page, on every change to it.
      const details = document.querySelector('h1')?.closest('article')?.querySelectorAll('[aria-label="Article details"] li') ?? [];
      const text = [...details].map((item) => item.textContent?.trim() ?? '').find((line) => /^[\d,]+ views?$/.test(line));
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const figure = articleViews(page);
  const seenViews = () => page.evaluate(() => (window as unknown as { seenViews: string[] }).seenViews);
  const count = async () => Number((await figure.textContent())!.replace(/\D/g, ''));

  // An admin reads the post: the figure is the stored one, and stays so.
  await signIn(page, DEMO.admin);
  await page.goto(ARTICLE);
  await expect(figure).toHaveText(/^[\d,]+ views?$/);
  const before = await count();
  await page.reload();
  await expect(figure).toHaveText(/^[\d,]+ views?$/);
  expect(await count()).toBe(before);
  await signOut(page, DEMO.admin.name);

  // A visitor reads it: one view.
  await page.goto(ARTICLE);
  await expect(figure).toHaveText(`${before + 1} views`);
  // The visitor reloads: the page shows that figure and no other, not the build's first.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeVisible();
  await expect(figure).toHaveText(`${before + 1} views`);
  expect(await seenViews()).toEqual([`${before + 1} views`]);

  // The admin again: still one view.
  await signIn(page, DEMO.admin);
  await page.goto(ARTICLE);
  await expect(figure).toHaveText(`${before + 1} views`);
});

test('a signed-in user who opens /admin is told it is for admins', async ({ page, consoleErrors }) => {
  await signIn(page, DEMO.user);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText(`That page is for admins. You are logged in as ${DEMO.user.email}, which is not an admin account.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(DEMO.user.name) })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a visitor who opens /admin signs in first and comes back to it', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.admin.name}` })).toBeVisible();
});

test('Get Started on a service opens the contact form with that service chosen', async ({ page, consoleErrors }) => {
  await page.goto('/services');
  await page.getByRole('link', { name: 'Get Started with Digital Marketing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Let's Talk About Your Project" })).toBeVisible();
  await expect(page.getByLabel('Service Interested In')).toHaveValue('Digital Marketing');

  // The same link opened directly (the prerendered page, then live), and one the form does not offer.
  await page.goto('/contact?service=Cybersecurity');
  await expect(page.getByLabel('Service Interested In')).toHaveValue('Cybersecurity');
  await page.goto('/contact?service=Time%20Travel');
  await expect(page.getByLabel('Service Interested In')).toBeEnabled();
  await expect(page.getByLabel('Service Interested In')).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('an article’s author is a person on the team page, and the name leads there', async ({ page }) => {
  await page.goto(ARTICLE);
  const author = page.getByRole('list', { name: 'Article details' }).getByRole('link', { name: 'Maya Chen' });
  await expect(author).toHaveAttribute('href', '/about#maya-chen');
  await author.click();
  await expect(page).toHaveURL(/\/about#maya-chen$/);
  const card = page.locator('#maya-chen');
  await expect(card.getByRole('heading', { level: 3, name: 'Maya Chen' })).toBeInViewport();
});

test('a wrong password is said on the form and not logged as an error', async ({ page, consoleErrors }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  // On Firebase the identity service answers the refused password with a 400, which the browser
  // itself logs as a failed request; that entry is the browser's, not the site's.
  const refused = consoleErrors.filter((entry) => /^Failed to load resource: .* 400 .*accounts:signInWithPassword/.test(entry));
  if (MODE === 'demo') expect(refused).toEqual([]);
  expect(consoleErrors.filter((entry) => !refused.includes(entry))).toEqual([]);
});

test('writing a new post on a laptop, the save button can be seen and says what saving does', async ({ page, consoleErrors }) => {
  await signIn(page, DEMO.admin);
  // A laptop's window (the column scrolls with the page) and a taller one (the column stays in view).
  for (const height of [760, 1000]) {
    await page.setViewportSize({ width: 1280, height });
    await page.goto('/admin/blogs/create');
    await page.getByRole('checkbox', { name: 'Schedule for later' }).check();
    const save = page.getByRole('button', { name: 'Publish Post' });
    // Scrolled to the middle of the post's text, where an author writes.
    await page.getByRole('textbox', { name: /^Content/ }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(save).toBeInViewport({ ratio: 1 });
    if (height === 1000) {
      // Further down, by the tags: the column, and its button, have stayed in view.
      await page.getByRole('textbox', { name: 'Tags' }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(save).toBeInViewport({ ratio: 1 });
    }
    await page.getByRole('checkbox', { name: 'Publish Immediately' }).uncheck();
    await expect(page.getByRole('button', { name: 'Save Draft' })).toBeInViewport({ ratio: 1 });
  }
  expect(consoleErrors).toEqual([]);
});

test('a failed submit brings the first field to fix into view below the sticky header, with its label', async ({ page }) => {
  // Without smooth scrolling, so that each scroll has ended when it returns.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO.admin);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/blogs/create');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Publish Post' }).click();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await expect(title).toBeFocused();
    const header = await page.getByRole('banner').boundingBox();
    const label = await page.locator(`label[for="${await title.getAttribute('id')}"]`).boundingBox();
    expect(label?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  }
});

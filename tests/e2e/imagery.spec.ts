/**
 * Imagery: the covers, portraits and client logos a visitor sees actually arrive
 * (lazy ones once scrolled to), in the modern format the browser asked for, and the web app manifest
 * and its icons are served. Runs in demo mode and on the emulators (the seed carries the covers).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures.ts';

const ARTICLE = '/blog/choosing-a-tech-stack-2026';
const ARTICLE_TITLE = 'How to Choose a Tech Stack Your Team Can Live With';

/** Scrolls each image into view and waits until it has loaded with real pixels. */
async function expectLoaded(images: Locator) {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), {
        message: `${await image.getAttribute('alt')} loads`,
      })
      .toBeGreaterThan(0);
  }
  return count;
}

const coverOf = (page: Page, title: string) => page.getByRole('img', { name: `Cover for “${title}”` });

test('the blog list shows every post’s cover, loaded as AVIF at the card width', async ({ page }) => {
  await page.goto('/blog');
  const covers = page.getByRole('main').getByRole('img', { name: /^Cover for “/ });
  await expect(covers.first()).toBeVisible();
  expect(await expectLoaded(covers)).toBeGreaterThanOrEqual(6);
  const chosen = await covers.first().evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(chosen).toMatch(/\/images\/covers\/[a-z0-9-]+(-640)?\.avif$/);
});

test('an article opens with its cover loaded at once', async ({ page }) => {
  await page.goto(ARTICLE);
  const cover = coverOf(page, ARTICLE_TITLE);
  await expect(cover).toBeVisible();
  await expectLoaded(cover);
  // The hero is the page's largest picture: no reserved-box jump when it arrives.
  const box = await cover.boundingBox();
  expect(box && box.width / box.height).toBeCloseTo(1200 / 630, 1);
});

test('the home page’s client logos, featured covers and testimonial portraits load', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Bluepeak Health', 'Cobalt Logistics', 'Meridian Retail', 'Northwind Labs', 'Evergreen Finance', 'Solstice Media']) {
    await expectLoaded(page.getByRole('img', { name, exact: true }));
  }
  await expectLoaded(page.getByRole('main').getByRole('img', { name: /^Cover for “/ }));
  await expectLoaded(page.locator('figure figcaption img'));
});

test('About shows a portrait of each team member', async ({ page }) => {
  await page.goto('/about#team');
  const portraits = page.getByRole('img', { name: /^Illustrated portrait of / });
  expect(await expectLoaded(portraits)).toBe(6);
});

test('the web app manifest and its icons are served', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as { name: string; icons: { src: string; type: string }[] };
  expect(manifest.name).toBe('NovaForge Digital');
  for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', type: 'image/png' }]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }
});

test('an admin edits a seeded post and keeps its cover: the editor previews it and the save is accepted', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/blogs/edit/choosing-a-tech-stack-2026');
  const address = page.getByRole('textbox', { name: /^Cover image URL/ });
  // Stored as the site's own https address (what the editor and the rules accept), shown from this host.
  await expect(address).toHaveValue('https://novaforge.example.com/images/covers/choosing-a-tech-stack-2026.webp');
  await expectLoaded(page.getByRole('img', { name: 'Cover preview' }));
  const excerpt = page.getByRole('textbox', { name: /^Excerpt/ });
  await excerpt.fill(`${await excerpt.inputValue()} Updated.`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Blog updated successfully!')).toBeVisible();
  await page.goto(ARTICLE);
  await expectLoaded(coverOf(page, ARTICLE_TITLE));
});

import type { Locator, Page, Route } from '@playwright/test';
import { axeProblems, DEMO, expect, signIn, test } from './fixtures.ts';

/**
 * The admin area on a phone and a laptop: one menu, nothing wider than the screen, no
 * footer, a sidebar beside the whole page; and toasts that cover none of the controls and always go.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon!";
/** 80 letters, no space: a name that can only fit a phone's card broken inside the word. */
const LONG_NAME = 'Maximilian' + 'Wolfeschlegelsteinhausenbergerdorff'.repeat(2);

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} is on screen`).not.toBeNull();
  return box!;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** How far the document is wider than the window (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function sendEnquiryAsVisitor(page: Page, name: string) {
  await page.goto('/contact');
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByRole('textbox', { name: /^Email Address/ }).fill('max.wolfe@example.org');
  await page.getByLabel(/^Service Interested In/).selectOption('Web Development');
  await page.getByLabel(/^Project Details/).fill('Our name is long; we would like a website that still fits on a phone.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible({ timeout: 20_000 });
}

test('on a phone an admin page has one menu button, holding the admin screens, the site and the account; a long sender name fits; no footer', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await sendEnquiryAsVisitor(page, LONG_NAME);
  await signIn(page, DEMO.admin);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.admin.name}` })).toBeVisible();

  // One menu button on screen.
  const menuButtons = page.getByRole('button', { name: /menu/i }).filter({ visible: true });
  await expect(menuButtons).toHaveCount(1);
  const opener = menuButtons;
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  // It opens the one menu: focus moves in; the admin screens, the site's pages and the account are there.
  await opener.click();
  const drawer = page.getByRole('complementary', { name: 'Admin sidebar' });
  await expect(drawer.getByRole('button', { name: 'Close admin menu' })).toBeFocused();
  const adminNav = drawer.getByRole('navigation', { name: 'Admin' });
  for (const name of ['Dashboard', /^Messages/, 'Users', 'Activity', 'Blogs', 'Services', 'Analytics', 'Openings', 'Applications', 'Subscribers', 'Newsletter', 'Outbox', 'Settings']) {
    await expect(adminNav.getByRole('link', { name })).toBeVisible();
  }
  const siteNav = drawer.getByRole('navigation', { name: 'Website' });
  for (const name of ['Home', 'Services', 'Blog', 'About', 'Contact']) {
    await expect(siteNav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await axeProblems(page, 'admin drawer open')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await expect(opener).toBeFocused();

  // No footer, no newsletter box.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByPlaceholder('Enter your email')).toHaveCount(0);

  // The inbox: the long name wraps inside its card; nothing scrolls sideways.
  await adminNavigate(page, opener, 'Messages');
  const open = page.getByRole('button', { name: `View message from ${LONG_NAME}` });
  await expect(open).toBeVisible();
  await expect(page.getByRole('button', { name: /menu/i }).filter({ visible: true })).toHaveCount(1);
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const card = page.getByRole('listitem').filter({ has: open });
  const cardBox = await boxOf(card);
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(PHONE.width);
  const nameBox = await boxOf(open);
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);

  // So do its details.
  await open.click();
  const details = page.getByRole('dialog', { name: 'Message Details' });
  await expect(details).toBeVisible();
  const detailsBox = await boxOf(details);
  const from = await boxOf(details.getByText(LONG_NAME));
  expect(from.x + from.width).toBeLessThanOrEqual(detailsBox.x + detailsBox.width);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // A tablet, with the header's account menu beside the admin menu's button: still nothing sideways.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open admin menu' })).toBeVisible();
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  expect(consoleErrors).toEqual([]);
});

/** Opens the admin menu and follows one of its admin screens. */
async function adminNavigate(page: Page, opener: Locator, name: string) {
  await opener.click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
}

test('on a laptop the sidebar runs from the header to the bottom of the window, scrolled to the end too; no footer', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, DEMO.admin);
  // The messages icon leads an admin to the inbox.
  await page.getByRole('banner').getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByText(/^Showing \d+ of \d+ messages$/)).toBeVisible();

  const sidebar = page.getByRole('complementary', { name: 'Admin sidebar' });
  const banner = page.getByRole('banner');
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const sidebarReachesBottom = async () => {
    const box = await boxOf(sidebar);
    return box.y + box.height >= LAPTOP.height - 1;
  };
  expect(await sidebarReachesBottom()).toBe(true);

  // Scrolled to the end of the page: the sidebar is still beside it, under the header, to the bottom.
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, 'the inbox is taller than the window').toBeGreaterThan(100);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  const headerBox = await boxOf(banner);
  const sidebarBox = await boxOf(sidebar);
  expect(sidebarBox.y).toBeLessThanOrEqual(headerBox.y + headerBox.height + 1);
  expect(await sidebarReachesBottom()).toBe(true);
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeInViewport();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByPlaceholder('Enter your email')).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});

for (const viewport of [LAPTOP, PHONE]) {
  test(`at ${viewport.width}px toasts sit low, clear of the header and the page's buttons, and go even while pointed at`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin);
    await page.goto('/admin/messages');
    await expect(page.getByText(/^Showing \d+ of \d+ messages$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Welcome back!' })).toHaveCount(0, { timeout: 20_000 });

    const banner = page.getByRole('banner');
    const controls = [
      banner,
      page.getByRole('button', { name: 'Refresh' }),
      page.getByRole('button', { name: 'Export' }),
      ...(viewport === LAPTOP ? [banner.getByRole('button', { name: /, account menu$/ })] : []),
    ];
    const toasts = page.getByRole('status').filter({ hasText: 'Message marked as read' });

    /** Every toast on screen is in the lower half of the window and covers none of the controls. */
    const expectToastsClear = async () => {
      const controlBoxes = await Promise.all(controls.map(boxOf));
      for (const shown of await toasts.all()) {
        const box = await shown.boundingBox();
        if (!box) continue; // gone meanwhile
        expect(box.y, 'a toast sits in the lower half of the window').toBeGreaterThan(viewport.height / 2);
        for (const [index, control] of controlBoxes.entries()) {
          expect(overlaps(box, control), `a toast covers ${controls[index]}`).toBe(false);
        }
      }
    };

    // Two in a row stack.
    await page.getByRole('button', { name: 'Mark as Read: message from Sofia Alvarez' }).click();
    await expect(toasts).toBeVisible();
    await expectToastsClear();
    const second = page.getByRole('button', { name: 'Mark as Read: message from James Whitaker' });
    await second.click();
    await expect(second).toBeHidden();

    // The pointer rests on the newest toast (the first in the document), which holds the stack a while.
    // (On a very slow run the toasts may have gone before the pointer gets there: nothing to hold then.)
    await toasts
      .first()
      .hover({ timeout: 5_000 })
      .catch(() => undefined);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeInViewport();
    await expectToastsClear();
    // ... and then they go all the same.
    await expect(toasts).toHaveCount(0, { timeout: 20_000 });

    expect(consoleErrors).toEqual([]);
  });
}

/**
 * Holds back every request for a script whose file name matches `name` until `release()`: a phone's
 * slow link, for the admin area's chunks.
 */
async function holdScripts(page: Page, name: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && name.test(url.pathname.slice('/assets/'.length)),
    (route) => (released ? route.continue() : void held.push(route)),
  );
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** From the next click on, the time (ms) until `main` shows a "Loading..." status, measured in the page. */
async function timeToLoadingState(page: Page) {
  await page.evaluate(() => {
    const times = { pressed: 0, shown: 0 };
    (window as unknown as { loadingTimes: typeof times }).loadingTimes = times;
    document.addEventListener('click', () => (times.pressed = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const shown = [...document.querySelectorAll('main [role="status"]')].some((status) => status.textContent?.includes('Loading...'));
      if (times.pressed && shown) {
        times.shown = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return async () => {
    const { pressed, shown } = await page.evaluate(() => (window as unknown as { loadingTimes: { pressed: number; shown: number } }).loadingTimes);
    expect(shown, 'the loading state was shown after the press').toBeGreaterThan(0);
    return shown - pressed;
  };
}

test('on a phone an admin screen shows the admin frame and "Loading..." at once while its code is on its way, first load and later', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin);
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  const loading = main.getByRole('status').filter({ hasText: 'Loading...' });
  const heading = main.getByRole('heading', { level: 1 });

  // 1. From the site into the admin area, none of its code here yet: the header stays, the admin
  // frame and its status come at once.
  await expect(main.getByRole('heading', { level: 1, name: 'Transform Your Business with Digital Innovation' })).toBeVisible();
  const area = await holdScripts(page, /^(admin-layout|messages)-/);
  const intoAdmin = await timeToLoadingState(page);
  // The header's messages icon leads an admin to the inbox.
  await banner.getByRole('link', { name: /^Messages/ }).click();
  await expect(loading).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(heading).toHaveCount(0);
  expect(area.requested()).toBe(true);
  expect(await intoAdmin(), 'ms from the press to the loading state').toBeLessThan(100);
  await area.release();
  await expect(main.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();

  // 2. From one admin screen to another whose code has not come yet: the layout stays, and says it
  // is loading at once (the old screen does not stand there unanswered).
  const subscribers = await holdScripts(page, /^subscribers-/);
  const opener = banner.getByRole('button', { name: 'Open admin menu' });
  await opener.click();
  const toScreen = await timeToLoadingState(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Subscribers/ }).click();
  await expect(loading).toBeVisible();
  await expect(heading).toHaveCount(0);
  await expect(opener).toBeVisible();
  expect(subscribers.requested()).toBe(true);
  expect(await toScreen(), 'ms from the press to the loading state').toBeLessThan(100);
  await subscribers.release();
  await expect(main.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expect(loading).toHaveCount(0);

  // 3. A signed-in session opens an admin address afresh (a reload, a bookmark) while the session and
  // the admin area's code are still on their way: the header and the admin frame with its status,
  // never a blank page.
  const layout = await holdScripts(page, /^admin-layout-/);
  await page.goto('/admin/analytics');
  await expect(loading).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(heading).toHaveCount(0);
  expect(layout.requested()).toBe(true);
  await layout.release();
  await expect(main.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(loading).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});

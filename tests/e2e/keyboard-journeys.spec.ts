/**
 * Journeys made with the keyboard alone, in demo mode and on the emulators: signing in (Email, then
 * Password, then Log In; Forgot password? after them), the contact form (a failed send shows its first
 * wrong field below the sticky header at every width, a sent one takes focus to its one confirmation),
 * and an admin's reply (the dialog opens in the reply box, so a typed space is typed, not a press of Close).
 */
import type { Locator } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures.ts';

const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon!";
const CONTACT_TOAST = "Message sent successfully! We'll get back to you soon.";

test('signing in by keyboard: Tab goes from Email to Password to Log In, and Enter signs in', async ({ page, consoleErrors }) => {
  await page.goto('/login');
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  const logIn = page.getByRole('button', { name: 'Log In', exact: true });
  const forgot = page.getByRole('link', { name: 'Forgot password?' });

  await email.focus();
  await page.keyboard.type(DEMO.user.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO.user.password);
  await expect(password).toHaveValue(DEMO.user.password);
  // The field's own Show password button, then Log In; Forgot password? after them, still reachable.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(logIn).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(forgot).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(logIn).toBeFocused();

  // Enter in the password field signs in (it does not open the reset page).
  await password.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(/forgot-password/);
  expect(consoleErrors).toEqual([]);
});

/** The sticky header's bottom edge, and where `field` and its label are, in the viewport. */
async function placeBelowHeader(field: Locator) {
  return field.evaluate((control) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const label = document.querySelector(`label[for="${control.id}"]`)!.getBoundingClientRect();
    const box = control.getBoundingClientRect();
    return { headerBottom: header.bottom, labelTop: label.top, fieldBottom: box.bottom, viewport: window.innerHeight };
  });
}

for (const width of [390, 768, 1280]) {
  test(`the contact form at ${width}px: a failed send shows its first wrong field and label in full below the header`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contact');
    const form = page.getByRole('region', { name: 'Send Us a Message' });
    const email = form.getByRole('textbox', { name: /^Email Address/ });

    // Everything empty: the first wrong field is Full Name, at the top of the form. Then only the
    // service missing: Service Interested In, halfway.
    for (const [label, fill] of [
      ['Full Name', async () => {}],
      [
        'Service Interested In',
        async () => {
          await form.getByLabel(/^Full Name/).fill('Kay Board');
          await email.fill('kay@example.org');
          await form.getByLabel(/^Project Details/).fill('A keyboard-only journey.');
        },
      ],
    ] as const) {
      await fill();
      const field = form.getByLabel(new RegExp(`^${label}`));
      // The page scrolled so that the field shows but its label is tucked under the sticky header
      // (the worst place for it: the field itself needs no scrolling to be focused).
      await field.evaluate((control) => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const labelBox = document.querySelector(`label[for="${control.id}"]`)!.getBoundingClientRect();
        window.scrollBy({ top: labelBox.top - header.bottom + labelBox.height / 2, behavior: 'instant' });
      });
      // Enter in a text field sends the form.
      await email.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      // Once any smooth scroll has settled.
      await expect
        .poll(async () => {
          const place = await placeBelowHeader(field);
          return place.labelTop >= place.headerBottom && place.fieldBottom <= place.viewport;
        }, { message: `${label}: label below the header, field within the screen` })
        .toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('a message sent by keyboard moves focus to its one confirmation', async ({ page, consoleErrors }) => {
  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send Us a Message' });
  await form.getByLabel(/^Full Name/).fill('Kay Board');
  await form.getByRole('textbox', { name: /^Email Address/ }).fill(`kay+${Date.now()}@example.org`);
  await form.getByLabel(/^Service Interested In/).selectOption('Other');
  await form.getByLabel(/^Project Details/).fill('Sent with the keyboard alone.');
  await form.getByRole('button', { name: 'Send Message' }).focus();
  await page.keyboard.press('Enter');

  const confirmation = form.getByRole('status').filter({ hasText: CONTACT_SUCCESS });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(':focus')).toContainText(CONTACT_SUCCESS);
  // Told once: the confirmation, not a toast saying the same besides.
  await expect(page.getByText(CONTACT_TOAST)).toHaveCount(0);
  // When it clears (after 5 s), focus goes to the form's heading rather than falling to the page.
  await expect(confirmation).toBeHidden({ timeout: 15_000 });
  await expect(form.getByRole('heading', { name: 'Send Us a Message' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test("an admin's reply dialog opens in the reply box: a typed space is typed, and the dialog stays", async ({ page, consoleErrors }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/messages');
  const reply = page.getByRole('button', { name: /^Reply to / }).first();
  await reply.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reply to Message' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('textbox', { name: 'Your Reply' });
  await expect(box).toBeFocused();
  await page.keyboard.type(' Thanks');
  await expect(dialog).toBeVisible();
  await expect(box).toHaveValue(' Thanks');
  expect(consoleErrors).toEqual([]);
});

import { axeProblems, DEMO, expect, MODE, signIn, signOut, test, verifyEmailFromInbox } from './fixtures.ts';

/**
 * The loop the product exists for: a visitor asks, an admin answers, the visitor reads the answer.
 * Every actor uses the same page and signs out and in within it (in demo mode the data lives in this
 * browser's localStorage).
 */

const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon!";

test('an enquiry goes from the contact form to the inbox, gets a reply the sender reads, and is deleted', async ({
  page,
  consoleErrors,
}) => {
  const stamp = Date.now();
  const visitor = { name: 'Grace Hopper', email: `grace+${stamp}@example.org`, password: 'cobol1959' };
  const enquiry = `We need a compiler for our new machine, reference ${stamp}.`;
  const reply = `Thanks Grace, we would love to help. Reference ${stamp}.`;

  // 1. A signed-out visitor sends an enquiry with e-mail X.
  await page.goto('/contact');
  await page.getByLabel(/^Full Name/).fill(visitor.name);
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(visitor.email);
  await page.getByLabel(/^Company Name/).fill('Eckert-Mauchly');
  await page.getByLabel(/^Service Interested In/).selectOption('Custom Software Development');
  await page.getByLabel(/^Project Details/).fill(enquiry);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();

  // 2. They sign up with e-mail X and find the enquiry under Messages.
  await page.goto(`/login?redirect=${encodeURIComponent('/profile?tab=messages')}`);
  await page.getByRole('main').getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByLabel('Full Name').fill(visitor.name);
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=messages$/);
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  if (MODE === 'firebase') {
    // A new Firebase account starts unverified: what was sent with the address shows once it is verified.
    await expect(page.getByText(/appear here once your e-mail address is verified/)).toBeVisible();
    await verifyEmailFromInbox(visitor.email);
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('button', { name: "I've verified it" }).click();
    await expect(page.getByText('Email verified')).toBeVisible();
    await page.getByRole('tab', { name: 'Messages' }).click();
  }
  const mine = page.getByRole('tabpanel', { name: 'Messages' }).getByRole('article');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Custom Software Development');
  await expect(mine).toContainText(enquiry);
  await expect(mine).toContainText('Sent – awaiting reply');
  await signOut(page, visitor.name);

  // 3. The demo admin sees it unread, opens it, marks it read and replies.
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('button', { name: /Demo Admin/ })).toBeVisible();
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `View message from ${visitor.name}` }) });
  await expect(row).toContainText('Unread');
  await expect(row).toContainText(visitor.email);
  await expect(row).toContainText('Eckert-Mauchly');

  await row.getByRole('button', { name: `View message from ${visitor.name}` }).click();
  const details = page.getByRole('dialog', { name: 'Message Details' });
  await expect(details).toContainText(enquiry);
  await expect(details.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:grace%2B${stamp}@example\\.org\\?subject=Re%3A%20Your%20inquiry%20about%20Custom%20Software%20Development`),
  );
  // The Close under the details (the one with its name written out; the × above is named by a label).
  await details.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(details).toBeHidden();

  await row.getByRole('button', { name: `Mark as Read: message from ${visitor.name}` }).click();
  await expect(page.getByText('Message marked as read')).toBeVisible();
  await expect(row).toContainText('Read');
  await expect(row.getByRole('button', { name: /^Mark as Read/ })).toHaveCount(0);

  await row.getByRole('button', { name: `Reply to ${visitor.name}` }).click();
  const replyDialog = page.getByRole('dialog', { name: 'Reply to Message' });
  await expect(replyDialog.getByRole('button', { name: 'Send Reply' })).toBeDisabled();
  await replyDialog.getByRole('textbox', { name: 'Your Reply' }).fill(reply);
  await replyDialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent successfully')).toBeVisible();
  await expect(replyDialog).toBeHidden();
  await expect(row).toContainText('Replied');
  await expect(row).toContainText(reply);
  await expect(row.getByRole('button', { name: /^Reply/ })).toHaveCount(0);
  await signOut(page, 'Demo Admin');

  // 4. The user signs in, sees the red dot, opens Messages, reads the reply, and the dot is gone.
  await signIn(page, visitor);
  const newDot = page.getByRole('link', { name: 'Messages (1 new)' });
  await expect(newDot).toBeVisible();
  await newDot.click();
  await expect(page).toHaveURL(/\/profile\?tab=messages$/);
  await expect(mine).toContainText('Replied');
  await expect(mine).toContainText(reply);
  await expect(mine).toContainText('Reply from NovaForge Digital');
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /new\)$/ })).toHaveCount(0);
  // It stays gone after a reload: the moment is stored on the user's document.
  await page.reload();
  await expect(mine).toContainText(reply);
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await signOut(page, visitor.name);

  // 5. The admin deletes the message; it is gone for both.
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('button', { name: /Demo Admin/ })).toBeVisible();
  await page.goto('/admin/messages');
  await row.getByRole('button', { name: `Delete message from ${visitor.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Message' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete this message from ${visitor.name}? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^Showing \d+ of \d+ messages$/)).toBeVisible();
  await expect(row).toHaveCount(0);
  await signOut(page, 'Demo Admin');

  await signIn(page, visitor);
  await expect(page.getByRole('button', { name: new RegExp(visitor.name) })).toBeVisible();
  await page.goto('/profile?tab=messages');
  await expect(page.getByRole('heading', { level: 3, name: 'No messages yet' })).toBeVisible();
  await expect(mine).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`the inbox, its modals and the profile's tabs have no serious axe violations at ${width}px`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];

    await signIn(page, DEMO.user);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toBeVisible();
    await page.goto('/profile?tab=messages');
    await expect(page.getByRole('tabpanel', { name: 'Messages' }).getByRole('article').filter({ visible: true })).not.toHaveCount(0);
    problems.push(...(await axeProblems(page, 'profile messages')));
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
    problems.push(...(await axeProblems(page, 'profile')));
    await signOut(page, DEMO.user.name);

    await signIn(page, DEMO.admin);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toBeVisible();
    await page.goto('/admin/messages');
    await expect(page.getByText(/^Showing \d+ of \d+ messages$/)).toBeVisible();
    problems.push(...(await axeProblems(page, 'inbox')));

    await page.getByRole('button', { name: 'View message from Sofia Alvarez' }).click();
    await expect(page.getByRole('dialog', { name: 'Message Details' })).toBeVisible();
    problems.push(...(await axeProblems(page, 'detail modal')));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Reply to Sofia Alvarez' }).click();
    await expect(page.getByRole('dialog', { name: 'Reply to Message' })).toBeVisible();
    problems.push(...(await axeProblems(page, 'reply modal')));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete message from Sofia Alvarez' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Message' })).toBeVisible();
    problems.push(...(await axeProblems(page, 'delete modal')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    expect(problems).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a mistyped address is caught before sending: the likely one is offered, and the thanks say where the reply goes', async ({ page, consoleErrors }) => {
  const stamp = Date.now();
  await page.goto('/contact');
  await page.getByLabel(/^Full Name/).fill('Ada Typo');
  const email = page.getByRole('textbox', { name: /^Email Address/ });
  await email.fill(`ada+${stamp}@gmial.con`);
  await page.getByRole('button', { name: `ada+${stamp}@gmail.com` }).click();
  await expect(email).toHaveValue(`ada+${stamp}@gmail.com`);
  await page.getByLabel(/^Service Interested In/).selectOption('Other');
  await page.getByLabel(/^Project Details/).fill(`Checking the address, reference ${stamp}.`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_SUCCESS })).toContainText(`We will reply to ada+${stamp}@gmail.com.`);
  expect(consoleErrors).toEqual([]);
});

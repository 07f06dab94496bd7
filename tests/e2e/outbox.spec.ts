import { axeProblems, DEMO, expect, MODE, signIn, signOut, test } from './fixtures.ts';

/**
 * E-mail notifications: a visitor's enquiry queues a message to staff, and the admin's reply a
 * message to the enquirer; an application one to staff and an acknowledgement to the applicant, and
 * a move to Interview the message the admin confirms; the admin's Outbox shows both, rendered from the templates, to the right
 * recipients, and says that nothing is sent here (demo mode) or that the messages wait for the Trigger
 * Email extension (the emulators run none).
 */
test('an enquiry notifies staff and the reply is e-mailed to the enquirer: the Outbox shows both', async ({ page, consoleErrors }) => {
  test.slow();
  const stamp = Date.now();
  const visitor = { name: 'Ada Lovelace', email: `ada+${stamp}@example.org` };
  const enquiry = `Could you build an engine that computes Bernoulli numbers? Reference ${stamp}.`;
  const reply = `Certainly, Ada: we will start with the punched cards. Reference ${stamp}.`;
  const staffAddress = 'hello@novaforge.example.com';
  const waiting = MODE === 'demo' ? 'Not sent (demo)' : 'Waiting for the extension';

  // 1. A signed-out visitor sends an enquiry.
  await page.goto('/contact');
  await page.getByLabel(/^Full Name/).fill(visitor.name);
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(visitor.email);
  await page.getByLabel(/^Service Interested In/).selectOption('Custom Software Development');
  await page.getByLabel(/^Project Details/).fill(enquiry);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Thank you! Your message has been sent successfully. We'll get back to you soon!")).toBeVisible();

  // 2. The admin's Outbox shows the staff notification, newest first, to the notifications address.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(
    page.getByText(MODE === 'demo' ? 'Demo mode: not sent — this is what would be sent.' : /A message marked .Waiting for the extension. has not been picked up yet/),
  ).toBeVisible();
  const messages = page.getByRole('region', { name: /^Messages/ }).getByRole('article');
  const notification = messages.first();
  await expect(notification).toHaveAccessibleName(`New enquiry from ${visitor.name}: Custom Software Development`);
  await expect(notification).toContainText(`Staff (${staffAddress})`);
  await expect(notification).toContainText('New enquiry (to staff)');
  await expect(notification).toContainText(enquiry);
  await expect(notification).toContainText(waiting);

  // 3. The admin replies from the inbox.
  await page.goto('/admin/messages');
  const row = page.getByRole('region', { name: 'Messages' }).getByRole('listitem').filter({ hasText: enquiry });
  await row.getByRole('button', { name: `Reply to ${visitor.name}` }).click();
  const replyDialog = page.getByRole('dialog', { name: 'Reply to Message' });
  await replyDialog.getByRole('textbox', { name: 'Your Reply' }).fill(reply);
  await replyDialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent successfully')).toBeVisible();

  // 4. The Outbox shows the reply, to the enquirer's address, above the notification.
  await page.goto('/admin/outbox');
  const replyMail = messages.first();
  await expect(replyMail).toHaveAccessibleName('Re: your enquiry to NovaForge Digital');
  await expect(replyMail).toContainText(visitor.email);
  await expect(replyMail).toContainText('Reply to an enquiry');
  await expect(replyMail).toContainText(reply);
  await expect(replyMail).toContainText(waiting);
  await expect(messages.nth(1)).toHaveAccessibleName(`New enquiry from ${visitor.name}: Custom Software Development`);
  expect(await axeProblems(page, 'the Outbox')).toEqual([]);

  // 5. Settings holds the notifications address, apart from the public details.
  await page.goto('/admin/settings');
  await expect(page.getByRole('textbox', { name: /^Notifications e-mail/ })).toHaveValue(staffAddress);
  expect(await axeProblems(page, 'Settings with the notifications e-mail')).toEqual([]);
  await signOut(page, DEMO.admin.name);

  expect(consoleErrors).toEqual([]);
});

test('a failed e-mail is named on the dashboard and sent again from the Outbox, after which all is well', async ({ page, consoleErrors }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  const health = page.getByRole('status').filter({ hasText: /^E-mail delivery: 1 e-mail could not be sent\./ });
  await expect(health).toBeVisible();
  await health.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const again = page.getByRole('button', { name: /^Send again: / });
  await expect(again).toHaveCount(1);
  const failed = page.getByRole('article').filter({ has: again });
  await expect(failed).toContainText('Invalid login: 535 Authentication failed');
  await again.click();
  await expect(page.getByText('Queued to send again')).toBeVisible();
  await expect(page.getByText(/Delivery: Retry requested/)).toBeVisible();
  await expect(again).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(page.getByText('Recent Activity')).toBeVisible();
  await expect(page.getByText(/^E-mail delivery/)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('an applicant is acknowledged at once, and told of the interview when the admin confirms the message: the Outbox shows both', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const stamp = Date.now();
  const name = `Grace Hopper ${stamp}`;
  const email = `grace+${stamp}@example.org`;
  const words = `Could you come in on Tuesday at 10:00? Reference ${stamp}.`;
  const waiting = MODE === 'demo' ? 'Not sent (demo)' : 'Waiting for the extension';

  // 1. A visitor applies; the thank-you says where the confirmation went.
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Apply Now for Mobile App Developer' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply for Mobile App Developer' });
  await apply.getByLabel(/^Full Name/).fill(name);
  await apply.getByRole('textbox', { name: /^Email Address/ }).fill(email);
  await apply.getByRole('textbox', { name: 'Link 1' }).fill('https://grace.example.org');
  await apply.getByRole('checkbox', { name: /keeps this application and the details in it for 12 months/ }).check();
  await apply.getByRole('button', { name: 'Send Application' }).click();
  await expect(apply).toContainText(`A confirmation is on its way to ${email}.`);
  await apply.getByRole('button', { name: 'Done' }).click();

  // 2. The Outbox: the acknowledgement to the applicant, naming the opening, beside the staff's notification.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/outbox');
  const messages = page.getByRole('region', { name: /^Messages/ }).getByRole('article');
  const acknowledgement = messages.filter({ hasText: email }).filter({ hasText: 'Application received (to the applicant)' });
  await expect(acknowledgement).toHaveAccessibleName('We have received your application: Mobile App Developer');
  await expect(acknowledgement).toContainText('Thank you for applying for the Mobile App Developer position');
  await expect(acknowledgement).toContainText(waiting);
  await expect(messages.filter({ hasText: `From: ${name} <${email}>` })).toHaveAccessibleName(`New application from ${name}: Mobile App Developer`);

  // 3. The admin moves the application to Interview, ticks the message, writes it, previews it and confirms.
  await page.goto('/admin/applications');
  await page.getByRole('button', { name: `View application from ${name}` }).click();
  const details = page.getByRole('dialog', { name: `Application from ${name}` });
  await expect(details).toContainText(/E-mails to the applicant\s*Acknowledgement, /);
  await details.getByRole('combobox', { name: 'Status' }).selectOption('Interview');
  const group = details.getByRole('group', { name: 'Message to the applicant' });
  await group.getByRole('checkbox', { name: /^E-mail the applicant/ }).check();
  await group.getByRole('textbox', { name: 'Message' }).fill(words);
  await group.getByRole('button', { name: 'Preview e-mail' }).click();
  const preview = group.getByRole('region', { name: 'E-mail preview' });
  await expect(preview).toContainText('Your application for Mobile App Developer: an invitation to interview');
  await expect(preview.frameLocator('iframe').getByText(`Hello ${name},`)).toBeVisible();
  await expect(preview.frameLocator('iframe').getByText(words)).toBeVisible();
  await details.getByRole('button', { name: 'Save and Send E-mail' }).click();
  await expect(page.getByText(`Status changed to Interview. E-mail to ${name} queued.`)).toBeVisible();
  await expect(details).toContainText(/Interview message, /);
  expect(await axeProblems(page, 'the application dialog after sending the message')).toEqual([]);
  await details.getByRole('button', { name: 'Close' }).click();

  // 4. The Outbox: the interview message, to the applicant, in the admin's words.
  await page.goto('/admin/outbox');
  const interview = messages.filter({ hasText: email }).filter({ hasText: 'Invitation to interview (to the applicant)' });
  await expect(interview).toHaveAccessibleName('Your application for Mobile App Developer: an invitation to interview');
  await expect(interview).toContainText(`Hello ${name},`);
  await expect(interview).toContainText(words);
  await expect(interview).toContainText(waiting);
  await signOut(page, DEMO.admin.name);

  expect(consoleErrors).toEqual([]);
});

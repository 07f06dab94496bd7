import type { Page } from '@playwright/test';
import { authUrl, PROJECT_ID } from '../../scripts/emulators.mjs';
import { axeProblems, DEMO, expect, MODE, signIn, signOut, signUp, test, verifyEmailFromInbox } from './fixtures.ts';

/**
 * Account self-service, as its owner uses it: send an enquiry and a job application as a visitor, sign
 * up, send another of each, change the password and sign in with the new one, change the e-mail through
 * the link sent to the new address and find both enquiries still there, then delete the account: the
 * sign-in is refused, what was sent logged in is gone, what was sent logged out is still with staff, and
 * their activity log says so.
 */

const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon!";
const CONSENT = /keeps this application and the details in it for 12 months/;

/**
 * Applies for the UI/UX Designer role from /careers (the address filled in when given). `again`: the
 * address had its acknowledgement with an earlier application today, so none is sent now, and the
 * thanks say so; on Firebase the rules refuse the batch with one (a 403 the browser logs, taken out of
 * `consoleErrors` here), and the app sends the application without it.
 */
async function apply(page: Page, person: { name: string; email?: string }, link: string, again?: { consoleErrors: string[] }) {
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Apply Now for UI/UX Designer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' });
  await dialog.getByLabel(/^Full Name/).fill(person.name);
  if (person.email) await dialog.getByRole('textbox', { name: /^Email Address/ }).fill(person.email);
  await dialog.getByRole('textbox', { name: 'Link 1' }).fill(link);
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialog.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  if (again) {
    await expect(dialog).toContainText('was sent a confirmation of an application in the last 24 hours');
    const isRefused = (entry: string) => /^Failed to load resource: .* 403 .*\/documents:commit\?key=/.test(entry);
    expect(again.consoleErrors.filter(isRefused)).toHaveLength(MODE === 'firebase' ? 1 : 0);
    again.consoleErrors.splice(0, again.consoleErrors.length, ...again.consoleErrors.filter((entry) => !isRefused(entry)));
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
}

/**
 * Follows the e-mail change link the identity service sent to `newEmail`, as its owner would from
 * their inbox. Firebase: the Auth emulator's outbox, then "I've Followed the Link". Demo mode sends no
 * e-mail: the profile opens the link itself.
 */
async function followEmailChangeLink(page: Page, newEmail: string) {
  if (MODE === 'demo') {
    await page.getByRole('button', { name: 'Open the Link' }).click();
    return;
  }
  const response = await fetch(`${authUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { newEmail?: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.newEmail === newEmail && code.requestType === 'VERIFY_AND_CHANGE_EMAIL').at(-1)?.oobLink;
  expect(link, `an e-mail change link to ${newEmail}`).toBeTruthy();
  expect((await fetch(link ?? '')).ok).toBe(true);
  await page.getByRole('button', { name: "I've Followed the Link" }).click();
}

test('a person changes their password and e-mail, then deletes their account: what they sent logged in goes, what they sent logged out stays', async ({
  page,
  consoleErrors,
}) => {
  const stamp = Date.now();
  const person = { name: 'Katherine Johnson', email: `katherine+${stamp}@example.org`, password: 'orbit1962' };
  const newPassword = 'friendship 7 splashdown';
  const newEmail = `kj+${stamp}@example.net`;
  const enquiry = `Can you check our trajectory maths? Reference ${stamp}.`;
  const earlier = `Before I had an account: do you review flight software? Reference ${stamp}.`;

  // First, as a visitor: an enquiry sent signed out, with the address the account will have.
  await page.goto('/contact');
  await page.getByLabel(/^Full Name/).fill(person.name);
  await page.getByLabel(/^Email Address/).fill(person.email);
  await page.getByLabel(/^Service Interested In/).selectOption('Other');
  await page.getByLabel(/^Project Details/).fill(earlier);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
  await apply(page, person, `https://kj-${stamp}.example.org/before`);

  // Sign up, and send an enquiry and an application signed in.
  await signUp(page, person);
  if (MODE === 'firebase') {
    // A new Firebase account starts unverified: until it is, the contact form sends as a visitor's and says so.
    await page.goto('/contact');
    await expect(page.getByText(/That address is not verified yet, so this message is sent as a visitor’s/)).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: "I've verified it" })).toBeVisible();
    await verifyEmailFromInbox(person.email);
    await page.getByRole('button', { name: "I've verified it" }).click();
    await expect(page.getByText('Email verified')).toBeVisible();
  }

  await page.goto('/contact');
  await expect(page.getByText(`You are logged in as ${person.email}. Our reply will also appear on your profile.`)).toBeVisible();
  await page.getByLabel(/^Full Name/).fill(person.name);
  await page.getByLabel(/^Service Interested In/).selectOption('Custom Software Development');
  await page.getByLabel(/^Project Details/).fill(enquiry);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
  await apply(page, { name: person.name }, `https://kj-${stamp}.example.org/signed-in`, { consoleErrors });

  // Change the password: the current one first.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  expect(await axeProblems(page, '/profile with Change password open')).toEqual([]);
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current Password').fill(person.password);
  await passwordForm.getByLabel('New Password', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Confirm New Password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();

  // The new password signs in.
  await signOut(page, person.name);
  await signIn(page, { email: person.email, password: newPassword });

  // Both enquiries are on the profile: the one sent signed in, and the one found by the verified address.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Messages' }).click();
  const messages = page.getByRole('tabpanel', { name: 'Messages' }).getByRole('article');
  await expect(messages.filter({ hasText: enquiry })).toHaveCount(1);
  await expect(messages.filter({ hasText: earlier })).toHaveCount(1);

  // Change the e-mail: a link goes to the new address; the e-mail stays until it is followed, and the
  // form says beforehand that the history stays.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Change Email' }).click();
  const emailForm = page.getByRole('form', { name: 'Change email' });
  await expect(emailForm.getByText('Your messages and applications stay with your account.', { exact: false })).toBeVisible();
  await emailForm.getByLabel('New Email').fill(newEmail);
  await emailForm.getByLabel('Current Password').fill(newPassword);
  await emailForm.getByRole('button', { name: 'Send Verification Link' }).click();
  await expect(page.getByText(`Verification link sent to ${newEmail}`)).toBeVisible();
  await expect(page.getByText(`We sent a link to ${newEmail}. Your email address stays ${person.email} until you follow it.`)).toBeVisible();
  await followEmailChangeLink(page, newEmail);
  await expect(page.getByText(`Your email address is now ${newEmail}`)).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Profile' }).getByText(newEmail, { exact: true }).first()).toBeVisible();

  // Both enquiries are still theirs (by account), under Messages: the one sent signed out too,
  // though the address it was sent from is no longer the account's.
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(messages.filter({ hasText: enquiry })).toHaveCount(1);
  await expect(messages.filter({ hasText: earlier })).toHaveCount(1);

  // Delete the account: the dialog says what goes and what stays; then DELETE and the password.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('list').first().getByRole('listitem')).toHaveText([
    'your profile and your login',
    '1 enquiry you sent while logged in, with our replies',
    '1 job application you sent while logged in',
  ]);
  await expect(dialog.getByRole('list').nth(1).getByRole('listitem').first()).toHaveText(
    '1 enquiry and 1 job application you sent while logged out: we can still answer them by e-mail',
  );
  expect(await axeProblems(page, 'the Delete your account? dialog')).toEqual([]);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Current Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(consoleErrors).toEqual([]);

  // Staff: the enquiry and the application sent logged in are gone; those sent logged out are still
  // there, the enquiry with its words; the activity log says who went and what went with them.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(String(stamp));
  const fromThem = page.getByRole('button', { name: `View message from ${person.name}` });
  await expect(fromThem).toHaveCount(1);
  await fromThem.click();
  await expect(page.getByRole('dialog', { name: 'Message Details' })).toContainText(earlier);
  await page.keyboard.press('Escape');
  await page.goto('/admin/applications');
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(person.name);
  await expect(page.getByRole('button', { name: `View application from ${person.name}` })).toHaveCount(1);
  await page.goto('/admin/activity');
  await expect(
    page.getByRole('row').filter({ hasText: `${person.name} deleted their account: 1 enquiry and 1 application removed` }),
  ).toHaveCount(1);
  await signOut(page, DEMO.admin.name);

  // Signing in is refused, with the old address and the new.
  for (const email of [newEmail, person.email]) {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  }
});

test('a person who has just verified their e-mail sends an enquiry at once, and it arrives under their account', async ({ page, consoleErrors }) => {
  const stamp = Date.now();
  const person = { name: 'Grace Hopper', email: `grace+${stamp}@example.org`, password: 'cobol compiler 1959' };
  const enquiry = `Could you port our compiler to the cloud? Reference ${stamp}.`;
  await signUp(page, person);
  // The link followed from the inbox (demo accounts are verified from the start), then the site loaded
  // again, as in the tab the link opened: the account is verified, the session's ID token from before.
  await verifyEmailFromInbox(person.email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Login and Security' })).toBeVisible();
  await expect(page.getByRole('button', { name: "I've verified it" })).toHaveCount(0);

  await page.goto('/contact');
  await expect(page.getByText(`You are logged in as ${person.email}. Our reply will also appear on your profile.`)).toBeVisible();
  await page.getByLabel(/^Service Interested In/).selectOption('Custom Software Development');
  await page.getByLabel(/^Project Details/).fill(enquiry);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();

  await page.goto('/profile?tab=messages');
  await expect(page.getByRole('tabpanel', { name: 'Messages' }).getByRole('article').filter({ hasText: enquiry })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

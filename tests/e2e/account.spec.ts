import type { Page } from '@playwright/test';
import { authUrl, PROJECT_ID } from '../../scripts/emulators.mjs';
import { axeProblems, DEMO, expect, MODE, signIn, signOut, signUp, test, verifyEmailFromInbox } from './fixtures.ts';

/**
 * Account self-service, as its owner uses it: send an enquiry as a visitor, sign up, send another, change
 * the password and sign in with the new one, change the e-mail through the link sent to the new address
 * and find both enquiries still there, then delete the account and find the sign-in refused and the
 * enquiries gone.
 */

const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon!";

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

test('a person changes their password and e-mail, then deletes their account and its enquiries', async ({ page, consoleErrors }) => {
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

  // Sign up, and send an enquiry signed in.
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

  // Delete the account: DELETE and the password.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  expect(await axeProblems(page, 'the Delete your account? dialog')).toEqual([]);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Current Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(consoleErrors).toEqual([]);

  // The enquiry is gone from the admin's inbox.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View message from / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `View message from ${person.name}` })).toHaveCount(0);
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

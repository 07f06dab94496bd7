import { axeProblems, DEMO, expect, signIn, signOut, test } from './fixtures.ts';

/**
 * Careers applications: a visitor applies from /careers, an admin finds the application
 * on /admin/applications, reads it and moves it on; the signed-in applicant sees theirs on the profile.
 * (The staff notification it queues is the Outbox's to show, tests/e2e/outbox.spec.ts.)
 */

const CONSENT = /keeps this application and the details in it for 12 months/;

test('a visitor applies, an admin finds the application, reads it, changes its status and notes, and deletes it', async ({
  page,
  consoleErrors,
}) => {
  const stamp = Date.now();
  const name = `Jordan Lee ${stamp}`;
  const cover = `Eight years of product design, reference ${stamp}.`;

  // 1. A signed-out visitor applies for the UI/UX Designer role with two links.
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Apply Now for UI/UX Designer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' });
  await dialog.getByLabel(/^Full Name/).fill(name);
  await dialog.getByRole('textbox', { name: /^Email Address/ }).fill(`jordan+${stamp}@example.org`);
  await dialog.getByRole('textbox', { name: 'Link 1' }).fill('https://jordanlee.example.org/cv.pdf');
  await dialog.getByRole('button', { name: 'Add another link' }).click();
  await dialog.getByRole('textbox', { name: 'Link 2' }).fill('https://github.com/jordanlee-example');
  await dialog.getByLabel('Cover Note').fill(cover);
  // Without consent nothing is sent, and the form says why.
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialog.getByText('Please agree to how we keep your application, or we cannot consider it.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialog.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await expect(dialog).toContainText('We have your application for UI/UX Designer');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // 2. The demo admin finds it, new, at the top of Applications.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Application figures' });
  await expect(figures.getByRole('group', { name: 'Total' })).toContainText('5');
  await expect(figures.getByRole('group', { name: 'New' })).toContainText('2');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `View application from ${name}` }) });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Position: UI/UX Designer');

  // Search finds it by a word of the cover note.
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(String(stamp));
  await expect(page.getByText('Showing 1 of 1 application')).toBeVisible();

  // 3. Opened: everything it says; the status moves to Interview and a note is added, both saved with Save Changes.
  await row.getByRole('button', { name: `View application from ${name}` }).click();
  const details = page.getByRole('dialog', { name: `Application from ${name}` });
  await expect(details).toContainText(cover);
  await expect(details.getByRole('link', { name: /jordanlee\.example\.org\/cv\.pdf/ })).toHaveAttribute('href', 'https://jordanlee.example.org/cv.pdf');
  await expect(details.getByRole('link', { name: /github\.com\/jordanlee-example/ })).toBeVisible();
  await expect(details.getByText('All changes saved.')).toBeVisible();
  await details.getByRole('combobox', { name: 'Status' }).selectOption('Interview');
  await details.getByRole('textbox', { name: 'Notes' }).fill('Portfolio is excellent. Call on Tuesday.');
  await expect(details.getByText('You have unsaved changes.')).toBeVisible();
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Status changed to Interview')).toBeVisible();
  await expect(page.getByText('Notes saved')).toBeVisible();
  await expect(details.getByText('All changes saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(row).toContainText('Interview');
  await page.getByRole('searchbox', { name: 'Search applications' }).fill('');
  await expect(figures.getByRole('group', { name: 'Interview' })).toContainText('2');

  // After a reload it is all still there.
  await page.reload();
  await row.getByRole('button', { name: `View application from ${name}` }).click();
  await expect(details.getByRole('combobox', { name: 'Status' })).toHaveValue('interview');
  await expect(details.getByRole('textbox', { name: 'Notes' })).toHaveValue('Portfolio is excellent. Call on Tuesday.');
  await page.keyboard.press('Escape');

  // 4. Deleted after confirmation.
  await row.getByRole('button', { name: `Delete application from ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete application' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Application deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(figures.getByRole('group', { name: 'Total' })).toContainText('4');

  expect(consoleErrors).toEqual([]);
});

test('a signed-in applicant applies under their account and follows it on their profile', async ({ page, consoleErrors }) => {
  await signIn(page, DEMO.user);
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Apply Now for Mobile App Developer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Mobile App Developer' });
  await expect(dialog.getByRole('textbox', { name: /^Email Address/ })).toHaveValue(DEMO.user.email);
  await dialog.getByRole('textbox', { name: 'Link 1' }).fill('https://demo-user.example.com/cv');
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialog.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/profile');
  const mine = page.getByRole('list', { name: 'My applications' });
  await expect(mine.getByRole('listitem').first()).toContainText('Mobile App Developer');
  await expect(mine.getByRole('listitem').first()).toContainText('New');
  await expect(mine).toContainText('UI/UX Designer');
  await signOut(page, DEMO.user.name);
  expect(consoleErrors).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`the apply form and the applications screen have no serious axe violations at ${width}px`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Apply Now for UI/UX Designer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' });
    await dialog.getByRole('button', { name: 'Send Application' }).click();
    await expect(dialog.getByText('Please add at least one link to your CV or portfolio.')).toBeVisible();
    problems.push(...(await axeProblems(page, 'apply form with errors')));
    await page.keyboard.press('Escape');

    await signIn(page, DEMO.admin);
    await page.goto('/admin/applications');
    await expect(page.getByText('Showing 4 of 4 applications')).toBeVisible();
    problems.push(...(await axeProblems(page, 'applications')));
    await page.getByRole('button', { name: 'View application from Priya Raman' }).click();
    await expect(page.getByRole('dialog', { name: 'Application from Priya Raman' })).toBeVisible();
    problems.push(...(await axeProblems(page, 'application details')));
    expect(problems).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

import { acceptRefusedCount, DEMO, expect, signIn, signOut, test } from './fixtures.ts';

/**
 * Each opening has its own address: its HTML, before any script, is the opening with the
 * `JobPosting` search engines' job listings read, it is in the sitemap, and a visitor who arrives
 * there applies for it; the admin finds the application under that position. Openings are the
 * admins': one posted on Admin → Openings is found at its own address and applied for; the admin
 * sees the application under it and closes it; visitors then see it closed.
 */

const CONSENT = /keeps this application and the details in it for 12 months/;

test('an opening’s own page: prerendered with its JobPosting, in the sitemap, and applied for from there', async ({ page, request, consoleErrors }) => {
  // The built HTML, as a crawler reads it.
  const html = await (await request.get('/careers/mobile-developer')).text();
  expect(html).toContain('<h1 id="opening-title"');
  const postings = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title: 'Mobile App Developer',
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    employmentType: 'FULL_TIME',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: [{ '@type': 'Country', name: 'US' }],
    hiringOrganization: { '@type': 'Organization', name: 'NovaForge Digital' },
    baseSalary: { currency: 'USD', value: { minValue: 105000, maxValue: 130000, unitText: 'YEAR' } },
  });
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/careers/mobile-developer</loc>');

  // A visitor comes from Careers' list to the page and applies there.
  const stamp = Date.now();
  const name = `Rowan Page ${stamp}`;
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Mobile App Developer', exact: true }).click();
  await expect(page).toHaveURL(/\/careers\/mobile-developer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile App Developer' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply Now for Mobile App Developer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Mobile App Developer' });
  await expect(dialog.getByRole('combobox', { name: /^Position/ }).locator('option:checked')).toHaveText('Mobile App Developer');
  await dialog.getByLabel(/^Full Name/).fill(name);
  await dialog.getByRole('textbox', { name: /^Email Address/ }).fill(`rowan+${stamp}@example.org`);
  await dialog.getByRole('textbox', { name: 'Link 1' }).fill('https://rowan.example.org/apps');
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialog).toContainText('We have your application for Mobile App Developer');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await signIn(page, DEMO.admin);
  await page.goto('/admin/applications');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `View application from ${name}` }) });
  await expect(row).toContainText('Position: Mobile App Developer');

  // An address that is no opening says so.
  await page.goto('/careers/no-such-role');
  await expect(page.getByRole('heading', { level: 1, name: 'Position not found' })).toBeVisible();
  // (Nor is it counted: on Firebase the rules refuse a view of no opening.)
  await acceptRefusedCount(page, consoleErrors);

  expect(consoleErrors).toEqual([]);
});

test('an admin posts an opening; a visitor finds it at its address and applies; the admin sees the application under it and closes it; the visitor sees it closed', async ({ page, consoleErrors }) => {
  const stamp = Date.now();
  const title = `Platform Engineer ${stamp}`;
  const slug = `platform-engineer-${stamp}`;
  const applicant = `Kim Applicant ${stamp}`;

  // The admin posts it.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/openings');
  await page.getByRole('button', { name: 'Post an opening' }).first().click();
  const form = page.getByRole('dialog', { name: 'Post an opening' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await expect(form.getByRole('textbox', { name: /^Address/ })).toHaveValue(slug);
  await form.getByRole('textbox', { name: /^Department/ }).fill('Engineering');
  await form.getByRole('radio', { name: 'Remote' }).check();
  for (const country of ['United States', 'Canada']) {
    await form.getByRole('combobox', { name: 'Add a country' }).selectOption({ label: country });
    await form.getByRole('button', { name: 'Add country' }).click();
  }
  await form.getByRole('textbox', { name: /^Lowest/ }).fill('120,000');
  await form.getByRole('textbox', { name: /^Highest/ }).fill('140,000');
  await form.getByRole('textbox', { name: /^Description/ }).fill('Keep our **client platforms** fast and calm.\n\nYou will own the deploys.');
  await form.getByRole('textbox', { name: /^Requirements/ }).fill('Four years running production systems\nTerraform');
  await form.getByRole('button', { name: 'Post opening' }).click();
  await expect(page.getByText('Opening posted')).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/careers/${slug}`);
  await page.goto('/');
  await signOut(page, DEMO.admin.name);

  // A visitor finds it on Careers and at its own address, and applies there.
  await page.goto('/careers');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Remote (United States, Canada)')).toBeVisible();
  await expect(page.getByText('client platforms', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await page.getByRole('button', { name: `Apply Now for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await dialog.getByLabel(/^Full Name/).fill(applicant);
  await dialog.getByRole('textbox', { name: /^Email Address/ }).fill(`kim+${stamp}@example.org`);
  await dialog.getByRole('textbox', { name: 'Link 1' }).fill('https://kim.example.org');
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialog).toContainText(`We have your application for ${title}`);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The admin sees it under that opening, then closes the opening.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/openings');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await row.getByRole('link', { name: /^1 application/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications\\?opening=${slug}$`));
  await expect(page.getByRole('button', { name: `View application from ${applicant}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View application from / })).toHaveCount(1);
  await page.goto('/admin/openings');
  await row.getByRole('button', { name: `Close ${title}` }).click();
  await page.getByRole('dialog', { name: 'Close opening' }).getByRole('button', { name: 'Close opening' }).click();
  await expect(page.getByText('Opening closed')).toBeVisible();
  await expect(row).toContainText('Closed');
  await page.goto('/');
  await signOut(page, DEMO.admin.name);

  // The visitor no longer finds it on Careers; its address says it is closed.
  await page.goto('/careers');
  await expect(page.getByRole('link', { name: 'Mobile App Developer', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await page.goto(`/careers/${slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'This position is closed' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});

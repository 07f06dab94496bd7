import { DEMO, expect, signIn, test } from './fixtures.ts';

/**
 * Each opening has its own address: its HTML, before any script, is the opening with the
 * `JobPosting` search engines' job listings read, it is in the sitemap, and a visitor who arrives
 * there applies for it; the admin finds the application under that position.
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
    datePosted: '2026-10-26',
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
  await expect(dialog.getByRole('combobox', { name: /^Position/ })).toHaveValue('Mobile App Developer');
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

  expect(consoleErrors).toEqual([]);
});

import type { Page } from '@playwright/test';
import { PROJECT_ID } from '../../scripts/emulators.mjs';
import { seedEmulators } from '../../scripts/emulator-seed.ts';
import { DEMO, expect, MODE, signIn, signOut, test } from './fixtures.ts';

const SERVICE = {
  title: 'Cloud Cost Audit',
  description: 'A two-week review of your cloud bill with a prioritised list of savings.',
  category: 'Cloud Services',
  price: '$1,800',
  duration: '2 weeks',
};
const NEW_PHONE = '+1 (555) 246-8100';

/** Waits for the public services grid to have loaded from the store. */
async function openPublicServices(page: Page) {
  await page.goto('/services');
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('article', { name: 'Web Development' })).toBeVisible();
  return page.getByRole('list', { name: 'Services' });
}

test('the admin adds and retires a service, promotes a user and edits the site phone; the site follows', async ({
  page,
  consoleErrors,
}) => {
  // One page, one browser profile: the demo data lives in its localStorage throughout.
  await signIn(page, DEMO.admin);
  await expect(page.getByText('Welcome back!')).toBeVisible();

  // 1. Add a service.
  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByText('6 of 6 services')).toBeVisible();
  await page.getByRole('button', { name: 'Add Service' }).click();
  const form = page.getByRole('dialog', { name: 'Add Service' });
  await form.getByLabel(/^Title/).fill(SERVICE.title);
  await form.getByLabel(/^Description/).fill(SERVICE.description);
  await form.getByLabel(/^Category/).selectOption(SERVICE.category);
  await form.getByLabel(/^Price/).fill(SERVICE.price);
  await form.getByLabel(/^Duration/).fill(SERVICE.duration);
  await form.getByLabel('New feature').fill('Savings report');
  await form.getByLabel('New feature').press('Enter');
  await form.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Service added successfully')).toBeVisible();
  await expect(page.getByText('7 of 7 services')).toBeVisible();

  // 2. Visitors see it on /services.
  let list = await openPublicServices(page);
  const card = list.getByRole('article', { name: SERVICE.title });
  await expect(card).toBeVisible();
  await expect(card.getByText(SERVICE.price)).toBeVisible();
  await expect(card.getByText('Savings report')).toBeVisible();

  // 3. Deactivate it; it disappears from /services.
  await page.goto('/admin/services');
  await page.getByRole('button', { name: `Deactivate ${SERVICE.title}` }).click();
  await expect(page.getByText('Service deactivated successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: SERVICE.title }).getByText('Inactive')).toBeVisible();
  list = await openPublicServices(page);
  await expect(list.getByRole('article')).toHaveCount(6);
  await expect(list.getByRole('article', { name: SERVICE.title })).toHaveCount(0);

  // 4. Promote the demo user.
  await page.goto('/admin/users');
  await page.getByRole('combobox', { name: 'Role for Demo User' }).selectOption('admin');
  await page.getByRole('button', { name: 'Save role for Demo User' }).click();
  await page.getByRole('dialog', { name: 'Make Admin' }).getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('User role updated successfully')).toBeVisible();
  // The admin's own controls are locked, and say why.
  await expect(page.getByRole('button', { name: 'Delete Demo Admin' })).toBeDisabled();
  await expect(page.getByText("This is your account: you can't demote, deactivate or delete yourself.")).toBeVisible();

  // 5. The demo user, signed in, now has the Admin Panel.
  await page.getByRole('complementary', { name: 'Admin sidebar' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await signIn(page, DEMO.user);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('button', { name: /Demo User/ }).click();
  const adminPanel = page.getByRole('link', { name: 'Admin Panel' });
  await expect(adminPanel).toBeVisible();
  await adminPanel.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Demo User' })).toBeVisible();
  await signOut(page, 'Demo User');

  // 6. As the admin again: change the phone number in Settings; the footer shows it.
  await signIn(page, DEMO.admin);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('button', { name: /Demo Admin/ }).click();
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const phone = page.getByLabel(/^Phone/);
  await expect(phone).toHaveValue('+1 (555) 012-3456');
  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  // The admin area has no footer: the site's pages show the new number at once.
  await page.getByRole('complementary', { name: 'Admin sidebar' }).getByRole('link', { name: 'View site' }).click();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+15552468100');

  // It is stored: a visitor's fresh page load shows it too, in the footer and on the contact page.
  await signOut(page, 'Demo Admin');
  await page.goto('/contact');
  await expect(page.getByRole('region', { name: 'Contact Information' }).getByRole('link', { name: NEW_PHONE })).toBeVisible();
  await expect(footer.getByRole('link', { name: NEW_PHONE })).toBeVisible();

  expect(consoleErrors).toEqual([]);
});

test('on the 2nd of a month the dashboard compares two days with two days, and shows no drop the data does not have', async ({
  page,
  consoleErrors,
}) => {
  // Noon on the 2nd of this month (of last month, before that): a moment passed, so that the Auth
  // emulator's tokens, issued by the real clock, are not from this page's future.
  const real = new Date();
  let second = new Date(real.getFullYear(), real.getMonth(), 2, 12);
  if (second > real) second = new Date(real.getFullYear(), real.getMonth() - 1, 2, 12);
  // The data as of that day: the demo backend seeds by the browser's clock, set below. On Firebase the
  // server's clock dates what the app writes, so the seed is written again past it, dated as of then.
  if (MODE === 'firebase') await seedEmulators(PROJECT_ID, second);
  await page.clock.install({ time: second });

  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  const figures = page.getByRole('list', { name: 'Key figures' });
  // The seed's one post and one enquiry of this month against none in the same two days of last
  // month (its four posts and four enquiries came later in it): nothing to compare yet, no fall.
  const posts = figures.getByRole('group', { name: 'Total Blogs' });
  await expect(posts).toContainText('1 new post this month, 0 in the same days last month');
  await expect(posts).toContainText('—No comparison from last month');
  const messages = figures.getByRole('group', { name: 'Contact Messages' });
  await expect(messages).toContainText('1 new message this month, 0 in the same days last month');
  await expect(messages).toContainText('—No comparison from last month');
  await expect(figures.getByRole('group', { name: 'Total Users' })).toContainText('0 new users this month, 0 in the same days last month');
  // All-time views, with no change made up for them.
  const views = figures.getByRole('group', { name: 'Total Views' });
  await expect(views).toContainText('All posts, since each was published');
  await expect(views).not.toContainText('last month');
  await expect(figures).not.toContainText(/-\d+%/);

  // Analytics shows the same cards.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
  const analytics = page.getByRole('list', { name: 'Key figures' });
  await expect(analytics.getByRole('group', { name: 'Total Blogs' })).toContainText('1 new post this month, 0 in the same days last month');
  await expect(analytics).not.toContainText(/-\d+%/);

  expect(consoleErrors).toEqual([]);
});

const APPLICANT = 'Noor Haddad';
const READER = `noor.reader+${Date.now()}@example.org`;

/** The sidebar's link to an admin screen, named with what its badge counts ("Applications 1 new"). */
const sidebarLink = (page: Page, screen: string) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: new RegExp(`^${screen}`) });

test('what people send shows in the admin: a new application and a new sign-up get a badge and a Recent Activity line, until the admin looks', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // 1. The admin has looked at both screens: nothing is new for them.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(sidebarLink(page, 'Applications')).toHaveAccessibleName('Applications');
  await sidebarLink(page, 'Subscribers').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expect(sidebarLink(page, 'Subscribers')).toHaveAccessibleName('Subscribers');
  await signOut(page, DEMO.admin.name);

  // 2. A visitor applies for a job and signs up for the newsletter.
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Apply Now for UI/UX Designer' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply for UI/UX Designer' });
  await apply.getByLabel(/^Full Name/).fill(APPLICANT);
  await apply.getByRole('textbox', { name: /^Email Address/ }).fill('noor.haddad@example.org');
  await apply.getByRole('textbox', { name: 'Link 1' }).fill('https://noor.example.org/portfolio');
  await apply.getByRole('checkbox', { name: /keeps this application/ }).check();
  await apply.getByRole('button', { name: 'Send Application' }).click();
  await expect(apply.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await apply.getByRole('button', { name: 'Done' }).click();
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(READER);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toContainText(`we sent a confirmation link to ${READER}`);

  // 3. The admin, back: one new beside each, and each in Recent Activity.
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await expect(sidebarLink(page, 'Applications')).toHaveAccessibleName('Applications 1 new');
  await expect(sidebarLink(page, 'Subscribers')).toHaveAccessibleName('Subscribers 1 new');
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: 'New application received' }).first()).toContainText(`${APPLICANT} · UI/UX Designer`);
  await expect(activity.getByRole('listitem').filter({ hasText: 'New newsletter sign-up' }).first()).toContainText(READER);

  // 4. Opening each screen clears its badge, and only its own.
  await sidebarLink(page, 'Applications').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(sidebarLink(page, 'Applications')).toHaveAccessibleName('Applications');
  await expect(sidebarLink(page, 'Subscribers')).toHaveAccessibleName('Subscribers 1 new');
  await sidebarLink(page, 'Subscribers').click();
  await expect(sidebarLink(page, 'Subscribers')).toHaveAccessibleName('Subscribers');
  // It stays cleared for this admin: a fresh load counts from their last look.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.admin.name}` })).toBeVisible();
  await expect(sidebarLink(page, 'Applications')).toHaveAccessibleName('Applications');
  await expect(sidebarLink(page, 'Subscribers')).toHaveAccessibleName('Subscribers');

  expect(consoleErrors).toEqual([]);
});

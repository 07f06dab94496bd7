/**
 * Each opening has its own page, /careers/<slug>: its facts, the apply form naming it, and the
 * `JobPosting` search engines' job listings read (checked against Google's required and recommended
 * properties). A closed or expired opening keeps its page, which says so and carries no `JobPosting`,
 * and it leaves Careers' list, the apply form and the sitemap.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types.ts';
import { prerenderedPages } from '@/entry-server.tsx';
import { createOpening, getOpening, listEveryOpening, setOpeningClosed } from '@/features/careers/data/opening-store.ts';
import { openingInputOf } from '@/features/careers/data/opening-input.ts';
import { renderApp } from '../render.tsx';

/** The seed's open openings, newest posted first (it also has a closed one: QA Automation Engineer). */
const OPEN = ['UI/UX Designer', 'Digital Marketing Specialist', 'Mobile App Developer', 'Senior Full-Stack Engineer'];

/** As an admin: a closed opening and one whose last day has passed, beside the seed's. */
async function closedAndExpired(backend: Backend) {
  const base = openingInputOf((await getOpening('senior-full-stack-engineer'))!);
  await createOpening({ ...base, slug: 'closed-role', title: 'Closed Role' });
  await setOpeningClosed('closed-role', true, 'Closed Role');
  await createOpening({ ...base, slug: 'expired-role', title: 'Expired Role', datePosted: '2020-01-02', validThrough: '2020-01-31' });
  await backend.auth.signOut();
}
const withClosedAndExpired = { signedInAs: 'admin' as const, prepare: closedAndExpired };

const structuredData = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => script.textContent ?? '')
    .filter(Boolean)
    .map((text) => JSON.parse(text) as Record<string, unknown>);

const jobPostings = () => structuredData().filter((data) => data['@type'] === 'JobPosting');

const robots = () => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

/** Google's JobPosting guidelines: the required properties, then the recommended ones this site has. */
function expectGoogleJobPosting(posting: Record<string, unknown>, title: string, path: string) {
  expect(posting['@context']).toBe('https://schema.org');
  expect(posting.title).toBe(title);
  expect(posting.description).toEqual(expect.stringMatching(/^<p>.+<\/li><\/ul>$/s));
  expect(posting.datePosted).toMatch(ISO_DAY);
  expect(posting.hiringOrganization).toEqual(expect.objectContaining({ '@type': 'Organization', name: 'NovaForge Digital', sameAs: expect.stringMatching(/^https?:\/\//) }));
  // A place of work, or a remote job with the countries it may be done from (or both).
  const location = posting.jobLocation as { address?: Record<string, string> } | undefined;
  if (posting.jobLocationType === 'TELECOMMUTE') {
    expect(posting.applicantLocationRequirements).toEqual(expect.arrayContaining([{ '@type': 'Country', name: expect.stringMatching(/^[A-Z]{2}$/) }]));
  } else {
    expect(location?.address).toEqual(
      expect.objectContaining({ addressLocality: expect.any(String), addressRegion: expect.any(String), addressCountry: expect.stringMatching(/^[A-Z]{2}$/) }),
    );
  }
  // Recommended.
  const salary = posting.baseSalary as { currency: string; value: { minValue: number; maxValue: number; unitText: string } };
  expect(salary.currency).toMatch(/^[A-Z]{3}$/);
  expect(salary.value.minValue).toBeLessThanOrEqual(salary.value.maxValue);
  expect(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']).toContain(salary.value.unitText);
  expect(EMPLOYMENT_TYPES).toContain(posting.employmentType);
  expect(posting.identifier).toEqual(expect.objectContaining({ '@type': 'PropertyValue', value: expect.any(String) }));
  expect(posting.directApply).toBe(true);
  expect(posting.url).toMatch(new RegExp(`^https?://[^/]+${path}$`));
  if ('validThrough' in posting) expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T/);
}

describe('An opening’s own page', () => {
  it('Careers links each open opening to its page, which shows it and carries its JobPosting', async () => {
    const { user } = await renderApp('/careers');
    const section = await screen.findByRole('region', { name: 'Open Positions' });
    const links = (await within(section).findAllByRole('link')).filter((link) => link.closest('h3'));
    expect(links.map((link) => link.textContent)).toEqual(OPEN);
    expect(within(section).getByText(/4 roles are open right now/)).toBeInTheDocument();

    await user.click(within(section).getByRole('link', { name: 'Mobile App Developer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile App Developer' })).toBeInTheDocument();
    expect(screen.getByText('Remote (United States)')).toBeInTheDocument();
    expect(screen.getByText('$105,000 - $130,000 a year')).toBeInTheDocument();
    expect(screen.getByText(/^Posted [A-Z][a-z]{2} \d{1,2}, \d{4} · Applications close [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Requirements' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mobile App Developer · Careers | NovaForge Digital'));
    await waitFor(() => expect(jobPostings()).toHaveLength(1));
    expectGoogleJobPosting(jobPostings()[0], 'Mobile App Developer', '/careers/mobile-developer');
    expect(jobPostings()[0].jobLocationType).toBe('TELECOMMUTE');
    expect(robots()).not.toMatch(/noindex/);
  });

  it.each(OPEN.map((title, index) => [title, index]))('%s: its JobPosting has Google’s required and recommended properties', async (title) => {
    const { router } = await renderApp('/careers');
    const link = await within(await screen.findByRole('region', { name: 'Open Positions' })).findByRole('link', { name: title });
    const path = new URL(link.getAttribute('href')!, 'http://x').pathname;
    await router.navigate(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(jobPostings().map((posting) => posting.title)).toEqual([title]));
    expectGoogleJobPosting(jobPostings()[0], title, path);
  });

  it('applies from the page: the form names the opening', async () => {
    const { user } = await renderApp('/careers/ui-ux-designer');
    await user.click(await screen.findByRole('button', { name: 'Apply Now for UI/UX Designer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for UI/UX Designer' });
    expect(within(dialog).getByRole('combobox', { name: /^Position/ })).toHaveDisplayValue('UI/UX Designer');
    // Only openings that take applications are offered.
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(OPEN);
  });

  it.each([
    ['closed-role', 'Closed Role'],
    ['expired-role', 'Expired Role'],
    ['qa-automation-engineer', 'QA Automation Engineer'],
  ])('a closed or expired opening (%s) says so, takes no application and has no JobPosting', async (slug, title) => {
    await renderApp(`/careers/${slug}`, withClosedAndExpired);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'This position is closed' });
    await waitFor(() => expect(within(notice).getAllByRole('link').map((link) => link.textContent)).toEqual(OPEN));
    expect(screen.queryByRole('button', { name: /apply/i })).not.toBeInTheDocument();
    await waitFor(() => expect(robots()).toMatch(/noindex/));
    expect(jobPostings()).toEqual([]);
  });

  it('closed and expired openings are not on Careers, and their pages are written but not in the sitemap', async () => {
    await renderApp('/careers', withClosedAndExpired);
    const section = await screen.findByRole('region', { name: 'Open Positions' });
    expect(await within(section).findByText(/4 roles are open right now/)).toBeInTheDocument();
    expect(within(section).queryByText('Closed Role')).not.toBeInTheDocument();
    expect(within(section).queryByText('Expired Role')).not.toBeInTheDocument();

    const pages = prerenderedPages([], await listEveryOpening(), new Date());
    const openings = pages.filter((page) => page.path.startsWith('/careers/'));
    expect(Object.fromEntries(openings.map(({ path, listed }) => [path, listed]))).toEqual({
      '/careers/senior-full-stack-engineer': true,
      '/careers/mobile-developer': true,
      '/careers/digital-marketing-specialist': true,
      '/careers/ui-ux-designer': true,
      '/careers/qa-automation-engineer': false,
      '/careers/closed-role': false,
      '/careers/expired-role': false,
    });
  });

  it('an address that is no opening says so and leads to the open ones', async () => {
    await renderApp('/careers/no-such-role');
    expect(await screen.findByRole('heading', { level: 1, name: 'Position not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/careers#positions');
  });
});

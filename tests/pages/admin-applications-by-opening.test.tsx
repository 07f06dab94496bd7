/**
 * The admin's applications by opening: each position links to its opening's page and to the list of
 * that opening's applications, and `?opening=<slug>` narrows the list, its search, its status filter and
 * its figures to them, until "Show all applications". The applications and openings are this file's
 * own (written into the demo store before the page renders), so the seed may change.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { decode, encode, STORAGE_KEY, type LocalDoc } from '@/backend/local/db.ts';
import { applicationSearchTerms } from '@/features/careers/data/applications.ts';
import { renderApp } from '../render.tsx';
import { figures, openApplications, row, shownNames } from './applications-screen.ts';

const DAY = 24 * 3600 * 1000;

/** The openings stored (`gone-opening`, which applications name, is not). */
const OPENINGS: Record<string, string> = { 'platform-engineer': 'Platform Engineer', 'brand-designer': 'Brand Designer' };

interface Applicant {
  name: string;
  opening: string | null;
  position: string;
  status: string;
  daysAgo: number;
  userId?: string;
}

/** Newest first. */
const APPLICANTS: Applicant[] = [
  { name: 'Ada Lovelace', opening: 'platform-engineer', position: 'Platform Engineer', status: 'new', daysAgo: 1 },
  { name: 'Grace Hopper', opening: 'platform-engineer', position: 'Platform Engineer', status: 'interview', daysAgo: 2 },
  { name: 'Alan Turing', opening: 'brand-designer', position: 'Brand Designer', status: 'new', daysAgo: 3 },
  // Sent before openings were stored: no opening.
  { name: 'Olive Oldham', opening: null, position: 'Office Manager', status: 'reviewing', daysAgo: 4 },
  { name: 'Linus Torvalds', opening: 'platform-engineer', position: 'Platform Engineer', status: 'declined', daysAgo: 5 },
  { name: 'Gus Ghost', opening: 'gone-opening', position: 'Night Watch', status: 'new', daysAgo: 6 },
];

const ALL = APPLICANTS.map((applicant) => applicant.name);

/** Replaces the stored applications with `applicants`, and stores the openings. */
function storeApplications(applicants: Applicant[]) {
  const data = decode(localStorage.getItem(STORAGE_KEY)!);
  const now = Date.now();
  const applications: Record<string, LocalDoc> = {};
  applicants.forEach((applicant, index) => {
    const email = `${applicant.name.split(' ')[0].toLowerCase()}@example.org`;
    const created = new Date(now - applicant.daysAgo * DAY);
    const coverNote = `Cover note of ${applicant.name}.`;
    applications[`test-application-${index + 1}`] = {
      name: applicant.name,
      email,
      position: applicant.position,
      // An application from before openings has no such field at all.
      ...(applicant.opening ? { openingId: applicant.opening } : {}),
      links: ['https://example.org/cv.pdf'],
      coverNote,
      consent: true,
      status: applicant.status,
      createdAt: created,
      updatedAt: created,
      userId: applicant.userId ?? null,
      searchTerms: applicationSearchTerms({ name: applicant.name, email, position: applicant.position, coverNote }),
      expireAt: new Date(now + 300 * DAY),
    };
  });
  data.collections.applications = applications;
  data.collections.application_notes = {};
  const openings = (data.collections.openings ??= {});
  for (const [slug, title] of Object.entries(OPENINGS)) {
    openings[slug] = { title, department: 'Engineering', description: `About ${title}.`, closed: false, createdAt: new Date(now - 30 * DAY), updatedAt: new Date(now - 30 * DAY) };
  }
  delete openings['gone-opening'];
  localStorage.setItem(STORAGE_KEY, encode(data));
}

/** The screen at `path` over these tests' applications and openings. */
const openStored = (path?: string) => openApplications(path, { prepare: async () => storeApplications(APPLICANTS) });

const filterNotice = () => screen.queryByRole('region', { name: 'Opening filter' });

describe('Admin applications by opening', { timeout: 60_000 }, () => {
  it("links each position to its opening's page and to its applications; a position without an opening is plain text", async () => {
    await openStored();
    expect(shownNames()).toEqual(ALL);
    expect(filterNotice()).not.toBeInTheDocument();

    const ada = within(row('Ada Lovelace'));
    const page = ada.getByRole('link', { name: /^Platform Engineer ?\(opens in a new tab\)$/ });
    expect(page).toHaveAttribute('href', '/careers/platform-engineer');
    expect(page).toHaveAttribute('target', '_blank');
    expect(ada.getByRole('link', { name: /^Only this opening’s applications ?\(Platform Engineer\)$/ })).toHaveAttribute(
      'href',
      '/admin/applications?opening=platform-engineer',
    );

    const olive = row('Olive Oldham');
    expect(olive).toHaveTextContent('Position: Office Manager');
    expect(within(olive).queryByRole('link', { name: /Office Manager/ })).not.toBeInTheDocument();
    expect(within(olive).queryByRole('link', { name: /Only this opening/ })).not.toBeInTheDocument();
  });

  it('shows only the applications for ?opening=<slug>, names the opening, counts only them, combines the status and the search, and shows all again', async () => {
    const { user, router } = await openStored('/admin/applications?opening=platform-engineer');
    expect(shownNames()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds']);
    expect(screen.getByText('Showing 3 of 3 applications')).toBeInTheDocument();
    expect(figures()).toEqual(['3', '1', '0', '1', '1', '0']);
    const notice = filterNotice()!;
    await waitFor(() => expect(notice).toHaveTextContent('Showing only the applications for Platform Engineer.'));
    expect(within(notice).getByRole('link', { name: /^View the opening ?\(opens in a new tab\)$/ })).toHaveAttribute('href', '/careers/platform-engineer');
    // The rows already are this opening's: no link to narrow the list again.
    expect(within(row('Ada Lovelace')).queryByRole('link', { name: /Only this opening/ })).not.toBeInTheDocument();

    // The status filter applies within the opening.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Interview');
    await waitFor(() => expect(shownNames()).toEqual(['Grace Hopper']));
    expect(screen.getByText('Showing 1 of 1 application')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'New');
    await waitFor(() => expect(shownNames()).toEqual(['Ada Lovelace']));
    // Alan Turing's new application is another opening's.
    expect(figures()).toEqual(['3', '1', '0', '1', '1', '0']);

    // So does the search.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All Applications');
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'linus');
    await waitFor(() => expect(shownNames()).toEqual(['Linus Torvalds']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'alan');
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));
    await waitFor(() => expect(shownNames()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds']));

    await user.click(within(notice).getByRole('link', { name: 'Show all applications' }));
    await waitFor(() => expect(shownNames()).toEqual(ALL));
    expect(router.state.location.pathname + router.state.location.search).toBe('/admin/applications');
    expect(filterNotice()).not.toBeInTheDocument();
    expect(figures()).toEqual(['6', '3', '1', '1', '1', '0']);
    expect(screen.getByText('Showing 6 of 6 applications')).toBeInTheDocument();
  });

  it("narrows the list from a row's link, and from the dialog's (which closes)", async () => {
    const { user, router } = await openStored();
    await user.click(within(row('Alan Turing')).getByRole('link', { name: /Only this opening/ }));
    await waitFor(() => expect(shownNames()).toEqual(['Alan Turing']));
    expect(router.state.location.search).toBe('?opening=brand-designer');
    await waitFor(() => expect(filterNotice()).toHaveTextContent('Brand Designer'));
    expect(figures()).toEqual(['1', '1', '0', '0', '0', '0']);

    await user.click(within(filterNotice()!).getByRole('link', { name: 'Show all applications' }));
    await waitFor(() => expect(shownNames()).toEqual(ALL));

    await user.click(screen.getByRole('button', { name: 'View application from Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application from Grace Hopper' });
    expect(within(dialog).getByRole('link', { name: /^Platform Engineer ?\(opens in a new tab\)$/ })).toHaveAttribute('href', '/careers/platform-engineer');
    await user.click(within(dialog).getByRole('link', { name: /Only this opening/ }));
    await waitFor(() => expect(shownNames()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Application from Grace Hopper' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?opening=platform-engineer');

    // In the narrowed list, the dialog of an application of that opening links to its page only.
    await user.click(screen.getByRole('button', { name: 'View application from Linus Torvalds' }));
    const linus = await screen.findByRole('dialog', { name: 'Application from Linus Torvalds' });
    expect(within(linus).getByRole('link', { name: /^Platform Engineer ?\(opens in a new tab\)$/ })).toBeInTheDocument();
    expect(within(linus).queryByRole('link', { name: /Only this opening/ })).not.toBeInTheDocument();
  });

  it("keeps the dialog open, with its unsaved change, when its link narrows the list", async () => {
    const { user, router } = await openStored();
    await user.click(screen.getByRole('button', { name: 'View application from Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application from Ada Lovelace' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Hired');
    await user.click(within(dialog).getByRole('link', { name: /Only this opening/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?opening=platform-engineer'));
    await waitFor(() => expect(shownNames()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds']));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('hired');
    expect(within(dialog).getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it('names an opening no longer stored by its slug, and shows the position of an application without an opening as text in its dialog', async () => {
    const { user } = await openStored('/admin/applications?opening=gone-opening');
    expect(shownNames()).toEqual(['Gus Ghost']);
    await waitFor(() => expect(filterNotice()).toHaveTextContent('Showing only the applications for gone-opening (no such opening now).'));

    await user.click(within(filterNotice()!).getByRole('link', { name: 'Show all applications' }));
    await waitFor(() => expect(shownNames()).toEqual(ALL));
    await user.click(screen.getByRole('button', { name: 'View application from Olive Oldham' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application from Olive Oldham' });
    expect(dialog).toHaveTextContent('Office Manager');
    expect(within(dialog).queryByRole('link', { name: /Office Manager|Only this opening/ })).not.toBeInTheDocument();
  });

  it('says when an opening has no applications yet', async () => {
    await openStored('/admin/applications?opening=nobody-applied');
    expect(await screen.findByText('No applications have been sent for this opening yet.')).toBeInTheDocument();
    expect(figures()).toEqual(['0', '0', '0', '0', '0', '0']);
  });
});

describe('My applications', { timeout: 60_000 }, () => {
  it("links the position to its opening's page, when the application names one", async () => {
    const mine = (applicant: Applicant): Applicant => ({ ...applicant, userId: DEMO_ACCOUNTS.user.uid });
    await renderApp('/profile', { signedInAs: 'user', prepare: async () => storeApplications([mine(APPLICANTS[0]), mine(APPLICANTS[3])]) });
    const applications = await screen.findByRole('list', { name: 'My applications' });
    expect(within(applications).getByRole('link', { name: 'Platform Engineer' })).toHaveAttribute('href', '/careers/platform-engineer');
    expect(applications).toHaveTextContent('Office Manager');
    expect(within(applications).queryByRole('link', { name: 'Office Manager' })).not.toBeInTheDocument();
  });
});

/**
 * /admin/openings: the admins' screen of the job openings (src/features/careers/admin/openings.tsx).
 * Each test starts from openings of its own, posted through the data layer (`createOpening`) in place
 * of the seeded ones, so that what it expects does not hang on the demo's seed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, STORAGE_KEY, type LocalDoc } from '@/backend/local/db.ts';
import type { Backend } from '@/backend/types.ts';
import { emptyOpeningInput } from '@/features/careers/data/opening-input.ts';
import { createOpening, setOpeningClosed, type OpeningInput } from '@/features/careers/data/opening-store.ts';
import { dayOf } from '@/features/careers/data/openings.ts';
import { renderApp } from '../render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const DAY = 24 * 3600 * 1000;
const dayIn = (days: number) => dayOf(new Date(Date.now() + days * DAY));

const opening = (input: Partial<OpeningInput> & Pick<OpeningInput, 'slug' | 'title'>): OpeningInput => ({
  ...emptyOpeningInput(new Date()),
  department: 'Engineering',
  office: { locality: 'San Francisco', region: 'CA', country: 'US' },
  description: 'What the job is.',
  salary: null,
  ...input,
});

/** Two open openings, an expired one and a closed one. */
const FIXTURES: OpeningInput[] = [
  opening({
    slug: 'platform-engineer',
    title: 'Platform Engineer',
    workplace: 'hybrid',
    salary: { min: 120_000, max: 140_000, currency: 'USD', period: 'YEAR' },
    datePosted: dayIn(-10),
  }),
  opening({
    slug: 'support-specialist',
    title: 'Support Specialist',
    department: 'Customer Success',
    workplace: 'remote',
    office: null,
    remoteCountries: ['US', 'CA'],
    employmentType: 'PART_TIME',
    salary: null,
    datePosted: dayIn(-5),
    validThrough: dayIn(30),
  }),
  opening({
    slug: 'data-analyst',
    title: 'Data Analyst',
    department: 'Data',
    salary: { min: 40, max: 55, currency: 'USD', period: 'HOUR' },
    datePosted: '2024-01-10',
    validThrough: '2024-02-10',
  }),
  opening({ slug: 'office-manager', title: 'Office Manager', department: 'Operations', datePosted: dayIn(-60) }),
];

function editStored(change: (collections: Record<string, Record<string, LocalDoc>>) => void) {
  const data = decode(localStorage.getItem(STORAGE_KEY)!);
  change(data.collections);
  localStorage.setItem(STORAGE_KEY, encode(data));
}

const storedOpenings = () => decode(localStorage.getItem(STORAGE_KEY)!).collections.openings ?? {};

/** In place of the seeded openings: `openings` (closing those named in `closed`), and `applications` per slug. */
function withOpenings(openings: readonly OpeningInput[], { closed = [] as string[], applications = {} as Record<string, number> } = {}) {
  return async (_backend: Backend) => {
    editStored((collections) => {
      collections.openings = {};
    });
    for (const input of openings) await createOpening(input);
    for (const slug of closed) await setOpeningClosed(slug, true, slug);
    editStored((collections) => {
      collections.applications ??= {};
      for (const [slug, count] of Object.entries(applications)) {
        for (let n = 1; n <= count; n++) {
          collections.applications[`${slug}-application-${n}`] = {
            name: `Applicant ${n}`,
            email: `applicant${n}@example.org`,
            position: slug,
            openingId: slug,
            links: [],
            coverNote: '',
            consent: true,
            status: 'new',
            createdAt: new Date(Date.now() - n * DAY),
          };
        }
      }
    });
  };
}

const STANDARD = withOpenings(FIXTURES, { closed: ['office-manager'], applications: { 'platform-engineer': 3, 'support-specialist': 1 } });

async function openManager(path = '/admin/openings', prepare: (backend: Backend) => Promise<void> = STANDARD) {
  const app = await renderApp(path, { signedInAs: 'admin', prepare });
  expect(await screen.findByRole('heading', { level: 1, name: 'Openings' })).toBeInTheDocument();
  await screen.findByText(/^Showing \d+ of \d+ openings?$/);
  return app;
}

/** A figure card's value: the line under its title. */
const stat = (name: string) =>
  within(within(screen.getByRole('list', { name: 'Opening figures' })).getByRole('group', { name })).getByText(name).nextElementSibling?.textContent;
const figures = () => ['Total', 'Open', 'Expired', 'Closed'].map(stat);

const list = () => screen.getByRole('list', { name: 'Openings' });
const row = (title: string) => within(list()).getByRole('article', { name: title });
const shownTitles = () => within(list()).queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

/** Fills the form's required fields for an on-site opening (the address follows the title). */
async function fillRequired(user: Awaited<ReturnType<typeof renderApp>>['user'], dialog: HTMLElement, title: string) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), title);
  await user.type(within(dialog).getByRole('textbox', { name: 'Department' }), 'Design');
  await user.type(within(dialog).getByRole('textbox', { name: 'Office city' }), 'Austin');
  await user.type(within(dialog).getByRole('textbox', { name: /^Region/ }), 'TX');
  await user.type(within(dialog).getByRole('textbox', { name: 'Lowest' }), '90,000');
  await user.type(within(dialog).getByRole('textbox', { name: 'Highest' }), '110000');
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Design our **products**.');
}

describe('Admin openings screen', () => {
  it('is in the admin sidebar, and shows the figures and each opening’s facts, status and applications', async () => {
    await openManager();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toContainElement(screen.getByRole('link', { name: 'Openings' }));
    expect(screen.getByRole('link', { name: 'Openings' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toMatch(/^Openings\b.*\bAdmin\b.* \| NovaForge Digital$/));
    expect(figures()).toEqual(['4', '2', '1', '1']);
    expect(screen.getByText('Showing 4 of 4 openings')).toBeInTheDocument();

    const platform = row('Platform Engineer');
    expect(within(platform).getByRole('link', { name: 'Platform Engineer' })).toHaveAttribute('href', '/careers/platform-engineer');
    expect(within(platform).getByText('Open')).toBeInTheDocument();
    for (const fact of ['Engineering', 'San Francisco, CA (Hybrid)', 'Full-time', '$120,000 - $140,000 a year', 'No closing date']) {
      expect(within(platform).getByText(fact)).toBeInTheDocument();
    }
    expect(within(platform).getByText(/^Posted \w{3} \d{1,2}, \d{4}$/)).toBeInTheDocument();
    expect(within(platform).getByRole('link', { name: '3 applications for Platform Engineer' })).toHaveAttribute(
      'href',
      '/admin/applications?opening=platform-engineer',
    );
    expect(within(platform).getByRole('button', { name: 'Edit Platform Engineer' })).toBeInTheDocument();
    expect(within(platform).getByRole('button', { name: 'Close Platform Engineer' })).toBeInTheDocument();

    const support = row('Support Specialist');
    for (const fact of ['Customer Success', 'Remote (United States, Canada)', 'Part-time', 'Salary not shown']) {
      expect(within(support).getByText(fact)).toBeInTheDocument();
    }
    expect(within(support).getByText(/^Last day \w{3} \d{1,2}, \d{4}$/)).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: '1 application for Support Specialist' })).toBeInTheDocument();

    const expired = row('Data Analyst');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Last day Feb 10, 2024')).toBeInTheDocument();
    expect(within(expired).getByText('$40 - $55 an hour')).toBeInTheDocument();
    expect(within(expired).getByText(/edit it to set a later last day/)).toBeInTheDocument();
    expect(within(expired).getByRole('link', { name: '0 applications for Data Analyst' })).toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Close Data Analyst' })).toBeInTheDocument();

    const closed = row('Office Manager');
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByRole('button', { name: 'Reopen Office Manager' })).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Close Office Manager' })).not.toBeInTheDocument();
  });

  it('posts an opening: the address follows the title, a toast, the row with its link, and the figures', async () => {
    const { user, router } = await openManager();
    await user.click(screen.getByRole('button', { name: 'Post an opening' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post an opening' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Senior Product Designer');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('senior-product-designer');
    await user.type(within(dialog).getByRole('textbox', { name: 'Department' }), 'Design');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Employment type' }), 'Contract');
    // Remote: the office is optional (none unless ticked), the countries are asked for.
    await user.click(within(dialog).getByRole('radio', { name: 'Remote' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Office city' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Also list an office' })).not.toBeChecked();
    // Countries by name, added one by one (the codes are stored behind them).
    const adding = within(dialog).getByRole('combobox', { name: 'Add a country' });
    for (const country of ['United States', 'Canada']) {
      await user.selectOptions(adding, country);
      await user.click(within(dialog).getByRole('button', { name: 'Add country' }));
    }
    const chosen = within(dialog).getByRole('list', { name: 'Countries a remote hire may live in' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['United States', 'Canada']);
    expect(within(adding).queryByRole('option', { name: 'Canada' })).not.toBeInTheDocument();
    // The currency by name too.
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveDisplayValue('US Dollar (USD)');
    expect(within(dialog).getByRole('checkbox', { name: 'Show a salary range' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Lowest' }), '95,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Highest' }), '120000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Experience/ }), '4+ years');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Shape our products.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Requirements/ }), 'A portfolio{Enter}{Enter}  Figma  ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Benefits/ }), 'Remote work');
    expect(within(dialog).getByLabelText(/^Date posted/)).toHaveValue(dayOf(new Date()));
    expect(within(dialog).getByLabelText(/^Last day to apply/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Post opening' }));

    expect(await screen.findByText('Opening posted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Post an opening' })).not.toBeInTheDocument();
    await waitFor(() => expect(figures()).toEqual(['5', '3', '1', '1']));
    const posted = row('Senior Product Designer');
    expect(within(posted).getByRole('link', { name: 'Senior Product Designer' })).toHaveAttribute('href', '/careers/senior-product-designer');
    expect(within(posted).getByText('Remote (United States, Canada)')).toBeInTheDocument();
    expect(within(posted).getByText('Contract')).toBeInTheDocument();
    expect(within(posted).getByText('$95,000 - $120,000 a year')).toBeInTheDocument();
    expect(within(posted).getByText('Open')).toBeInTheDocument();

    expect(storedOpenings()['senior-product-designer']).toMatchObject({
      title: 'Senior Product Designer',
      department: 'Design',
      workplace: 'remote',
      office: null,
      remoteCountries: ['US', 'CA'],
      employmentType: 'CONTRACTOR',
      salary: { min: 95_000, max: 120_000, currency: 'USD', period: 'YEAR' },
      experience: '4+ years',
      requirements: ['A portfolio', 'Figma'],
      benefits: ['Remote work'],
      validThrough: null,
      closed: false,
    });

    // Its public page is there.
    await user.click(within(posted).getByRole('link', { name: 'Senior Product Designer' }));
    expect(router.state.location.pathname).toBe('/careers/senior-product-designer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Product Designer' })).toBeInTheDocument();
  });

  it('shows each error under its field, focuses the first, and keeps what was typed, also when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, backend } = await openManager();
    await user.click(screen.getByRole('button', { name: 'Post an opening' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post an opening' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Department' }), 'Design');
    await user.type(within(dialog).getByRole('textbox', { name: 'Lowest' }), '50000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Highest' }), '40000');
    await user.click(within(dialog).getByRole('button', { name: 'Post opening' }));

    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Please enter a title.');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(/Use lower-case letters/);
    expect(within(dialog).getByRole('textbox', { name: 'Office city' })).toHaveAccessibleDescription('Please enter the office’s city.');
    expect(within(dialog).getByRole('textbox', { name: 'Lowest' })).toHaveAccessibleDescription('The highest figure cannot be below the lowest.');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Department' })).toHaveValue('Design');
    expect(within(dialog).getByRole('textbox', { name: 'Department' })).not.toHaveAttribute('aria-invalid');

    // Typing puts a field right: its error goes.
    await user.type(title, 'Brand Designer');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('Please enter a title.')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Highest' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Highest' }), '60000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Office city' }), 'Austin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Make the brand.');

    // The save fails: said in a toast; the form stays open as typed.
    vi.spyOn(backend.store, 'batch').mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await user.click(within(dialog).getByRole('button', { name: 'Post opening' }));
    expect(await screen.findByText('Error posting opening')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Post an opening' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Brand Designer');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('brand-designer');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Make the brand.');
    expect(within(dialog).getByRole('button', { name: 'Post opening' })).toBeEnabled();
    expect(storedOpenings()['brand-designer']).toBeUndefined();

    // Trying again saves it.
    await user.click(within(dialog).getByRole('button', { name: 'Post opening' }));
    expect(await screen.findByText('Opening posted')).toBeInTheDocument();
    expect(await within(list()).findByRole('article', { name: 'Brand Designer' })).toBeInTheDocument();
  });

  it('says so on the Address field when another opening has the address, and posts it at another', async () => {
    const { user } = await openManager();
    await user.click(screen.getByRole('button', { name: 'Post an opening' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post an opening' });
    await fillRequired(user, dialog, 'Platform Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Post opening' }));

    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/Another opening already uses this address\.$/);
    expect(screen.queryByText('Opening posted')).not.toBeInTheDocument();
    expect(storedOpenings()['platform-engineer'].department).toBe('Engineering');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Platform Engineer');

    await user.clear(address);
    await user.type(address, 'platform-engineer-austin');
    expect(address).not.toHaveAttribute('aria-invalid');
    // Once typed, the address no longer follows the title.
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' (Austin)');
    expect(address).toHaveValue('platform-engineer-austin');
    await user.click(within(dialog).getByRole('button', { name: 'Post opening' }));
    expect(await screen.findByText('Opening posted')).toBeInTheDocument();
    const posted = await within(list()).findByRole('article', { name: 'Platform Engineer (Austin)' });
    expect(within(posted).getByRole('link', { name: 'Platform Engineer (Austin)' })).toHaveAttribute('href', '/careers/platform-engineer-austin');
    expect(within(posted).getByText('Austin, TX')).toBeInTheDocument();
  });

  it('edits an expired opening to a later last day: prefilled, its address fixed, and it is open again', async () => {
    const { user } = await openManager();
    expect(figures()).toEqual(['4', '2', '1', '1']);
    await user.click(within(row('Data Analyst')).getByRole('button', { name: 'Edit Data Analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit opening' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('data-analyst');
    expect(address).toHaveAttribute('readonly');
    expect(address).toHaveAccessibleDescription(/keeps its address, so links to it and search engines’ listings keep working/);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Data Analyst');
    expect(within(dialog).getByRole('radio', { name: 'On site' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Lowest' })).toHaveValue('40');
    expect(within(dialog).getByRole('combobox', { name: 'Period' })).toHaveValue('HOUR');
    // The office's country and the currency are said in words; the codes are stored behind them.
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    const currency = within(dialog).getByRole('combobox', { name: 'Currency' });
    expect(country).toHaveDisplayValue('United States');
    expect(currency).toHaveDisplayValue('US Dollar (USD)');
    await user.selectOptions(country, 'Canada');
    await user.selectOptions(currency, 'Euro (EUR)');
    expect(within(dialog).getByLabelText(/^Date posted/)).toHaveValue('2024-01-10');
    const lastDay = within(dialog).getByLabelText(/^Last day to apply/);
    expect(lastDay).toHaveValue('2024-02-10');

    // The title changes; the address stays.
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' (Remote-friendly)');
    expect(address).toHaveValue('data-analyst');
    await user.clear(lastDay);
    await user.type(lastDay, dayIn(60));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Opening updated')).toBeInTheDocument();
    await waitFor(() => expect(figures()).toEqual(['4', '3', '0', '1']));
    const edited = row('Data Analyst (Remote-friendly)');
    expect(within(edited).getByText('Open')).toBeInTheDocument();
    expect(within(edited).queryByText(/edit it to set a later last day/)).not.toBeInTheDocument();
    expect(storedOpenings()['data-analyst']).toMatchObject({ title: 'Data Analyst (Remote-friendly)', validThrough: dayIn(60), closed: false });
    expect(storedOpenings()['data-analyst']).toMatchObject({ office: { country: 'CA' }, salary: { currency: 'EUR' } });
    expect(storedOpenings()['data-analyst (remote-friendly)']).toBeUndefined();
  });

  it('closes an opening only after confirming, then reopens it; the badge and the figures follow', async () => {
    const { user } = await openManager();
    await user.click(within(row('Platform Engineer')).getByRole('button', { name: 'Close Platform Engineer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Close opening' });
    expect(within(dialog).getByText('Platform Engineer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Close opening' })).not.toBeInTheDocument();
    expect(storedOpenings()['platform-engineer'].closed).toBe(false);

    await user.click(within(row('Platform Engineer')).getByRole('button', { name: 'Close Platform Engineer' }));
    dialog = await screen.findByRole('dialog', { name: 'Close opening' });
    await user.click(within(dialog).getByRole('button', { name: 'Close opening' }));
    expect(await screen.findByText('Opening closed')).toBeInTheDocument();
    await waitFor(() => expect(figures()).toEqual(['4', '1', '1', '2']));
    expect(within(row('Platform Engineer')).getByText('Closed')).toBeInTheDocument();
    expect(storedOpenings()['platform-engineer'].closed).toBe(true);

    await user.click(within(row('Platform Engineer')).getByRole('button', { name: 'Reopen Platform Engineer' }));
    expect(await screen.findByText('Opening reopened')).toBeInTheDocument();
    await waitFor(() => expect(figures()).toEqual(['4', '2', '1', '1']));
    expect(within(row('Platform Engineer')).getByText('Open')).toBeInTheDocument();
    expect(within(row('Platform Engineer')).getByRole('button', { name: 'Close Platform Engineer' })).toBeInTheDocument();
    expect(storedOpenings()['platform-engineer'].closed).toBe(false);
  });

  it('says when closing fails, and keeps the opening open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, backend } = await openManager();
    vi.spyOn(backend.store, 'batch').mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await user.click(within(row('Platform Engineer')).getByRole('button', { name: 'Close Platform Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close opening' });
    await user.click(within(dialog).getByRole('button', { name: 'Close opening' }));
    expect(await screen.findByText('Error closing opening')).toBeInTheDocument();
    expect(within(row('Platform Engineer')).getByText('Open')).toBeInTheDocument();
    expect(storedOpenings()['platform-engineer'].closed).toBe(false);
  });

  it('filters by status, kept in the address; a status with none says so', async () => {
    const { user, router } = await openManager();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Open', 'Expired', 'Closed']);

    await user.selectOptions(status, 'Closed');
    await waitFor(() => expect(shownTitles()).toEqual(['Office Manager']));
    expect(router.state.location.search).toBe('?status=closed');
    expect(screen.getByText('Showing 1 of 1 opening')).toBeInTheDocument();

    await user.selectOptions(status, 'Open');
    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    expect(shownTitles()).toEqual(expect.arrayContaining(['Platform Engineer', 'Support Specialist']));
    expect(router.state.location.search).toBe('?status=open');

    // Reopened, the closed one leaves the Closed list: none is left, and focus goes to the list.
    await user.selectOptions(status, 'Closed');
    await waitFor(() => expect(shownTitles()).toEqual(['Office Manager']));
    await user.click(screen.getByRole('button', { name: 'Reopen Office Manager' }));
    expect(await screen.findByRole('heading', { name: 'No closed openings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Openings' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Show all openings' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the status the address names (a reload keeps the filter)', async () => {
    await openManager('/admin/openings?status=expired');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('expired');
    expect(shownTitles()).toEqual(['Data Analyst']);
    expect(figures()).toEqual(['4', '2', '1', '1']);
  });

  it('links each opening to the applications it received', async () => {
    const { user, router } = await openManager();
    await user.click(within(row('Platform Engineer')).getByRole('link', { name: '3 applications for Platform Engineer' }));
    expect(router.state.location.pathname).toBe('/admin/applications');
    expect(router.state.location.search).toBe('?opening=platform-engineer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
  });

  it('pages through more than 20 openings with Previous and Next', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      opening({ slug: `role-${index + 1}`, title: `Role ${index + 1}`, datePosted: dayIn(-index) }),
    );
    const { user } = await openManager('/admin/openings', withOpenings(many));
    expect(screen.getByText('Showing 20 of 23 openings')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Openings pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    const first = shownTitles();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(3));
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(shownTitles().some((title) => first.includes(title))).toBe(false);
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(shownTitles()).toEqual(first));
  });

  it('with no openings, says so and offers to post one', async () => {
    const { user } = await openManager('/admin/openings', withOpenings([]));
    expect(screen.getByRole('heading', { name: 'No openings yet' })).toBeInTheDocument();
    expect(figures()).toEqual(['0', '0', '0', '0']);
    const buttons = screen.getAllByRole('button', { name: 'Post an opening' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    expect(await screen.findByRole('dialog', { name: 'Post an opening' })).toBeInTheDocument();
  });

  it('is for admins: an editor is taken to the posts', async () => {
    await renderApp('/admin/openings', { signedInAs: 'editor' });
    expect(await screen.findByRole('heading', { level: 1, name: /posts|blogs/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Openings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Openings' })).not.toBeInTheDocument();
  });
});

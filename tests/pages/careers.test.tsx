import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decode, STORAGE_KEY } from '@/backend/local/db.ts';
import { renderApp, withUnverifiedEmail } from '../render.tsx';

/** The seed's open openings, newest posted first. */
const POSITIONS = ['UI/UX Designer', 'Digital Marketing Specialist', 'Mobile App Developer', 'Senior Full-Stack Engineer'];

function salaryBounds(text: string): number[] {
  return [...text.matchAll(/\$([\d,]+)/g)].map((match) => Number(match[1].replace(/,/g, '')));
}

/** What the demo store holds in `collection`, read straight from its saved data. */
function stored(collection: string): Record<string, Record<string, unknown>> {
  const text = localStorage.getItem(STORAGE_KEY);
  return text ? (decode(text).collections[collection] ?? {}) : {};
}

const CONSENT = /keeps this application and the details in it for 12 months/;
const SENT = 'Application sent';
const RATE_LIMITED = 'You sent an application less than a minute ago. Please wait a minute, then send this one: what you typed is still here.';
const FAILED = 'Sorry, your application could not be sent. Please try again: what you typed is still here.';

type Ui = Awaited<ReturnType<typeof renderApp>>;

async function openApply(user: Ui['user'], title: string) {
  const button = await screen.findByRole('button', { name: `Apply Now for ${title}` });
  await user.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: `Apply for ${title}` }) };
}

async function fill(user: Ui['user'], dialog: HTMLElement, cover = 'I design accessible products.') {
  const d = within(dialog);
  await user.type(d.getByLabelText(/^Full Name/), 'Jordan Lee');
  await user.type(d.getByLabelText(/^Email Address/), 'Jordan@Example.com');
  await user.type(d.getByLabelText('Link 1'), 'https://jordanlee.design');
  await user.type(d.getByLabelText('Cover Note'), cover);
  await user.click(d.getByRole('checkbox', { name: CONSENT }));
}

/** The form holds anything sent within 3 s of showing it; move the clock past that. */
const waitOutMinimumTime = () => act(() => vi.advanceTimersByTime(3100));

describe('Careers page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the culture section and four open positions with their details', async () => {
    await renderApp('/careers');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /life at novaforge/i })).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Open Positions' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(POSITIONS);

    for (const card of cards) {
      const terms = within(card).getAllByRole('term').map((term) => term.textContent);
      expect(terms).toEqual(['Department', 'Location', 'Type', 'Experience', 'Salary']);
      // The definition that follows its term, as a screen reader reads the list.
      const salary = within(card).getByText('Salary', { selector: 'dt' }).nextElementSibling?.textContent ?? '';
      for (const amount of salaryBounds(salary)) {
        expect(amount).toBeGreaterThanOrEqual(60_000);
        expect(amount).toBeLessThanOrEqual(150_000);
      }
      expect(within(card).getByRole('heading', { level: 4, name: 'Requirements' })).toBeInTheDocument();
      expect(within(card).getByRole('heading', { level: 4, name: 'Benefits' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^apply now/i })).toBeInTheDocument();
    }
  });


  it('opens an accessible apply form; Escape closes it and focus returns to the button', async () => {
    const { user } = await renderApp('/careers');
    const { button, dialog } = await openApply(user, 'Mobile App Developer');
    const d = within(dialog);
    expect(d.getByLabelText(/^Full Name/)).toBeRequired();
    expect(d.getByLabelText(/^Full Name/)).toHaveAttribute('maxLength', '100');
    expect(d.getByLabelText(/^Email Address/)).toBeRequired();
    expect(d.getByLabelText(/^Position/)).toHaveDisplayValue('Mobile App Developer');
    expect(d.getByRole('group', { name: /Links to your CV or portfolio/ })).toHaveAccessibleDescription(/One to 5 https links/);
    expect(d.getByLabelText('Cover Note')).toHaveAttribute('maxLength', '5000');
    expect(d.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(d.getByRole('checkbox', { name: CONSENT })).toBeRequired();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says what is missing, focuses the first wrong field and stores nothing', async () => {
    const { user } = await renderApp('/careers');
    const { dialog } = await openApply(user, 'UI/UX Designer');
    const d = within(dialog);
    await user.type(d.getByLabelText(/^Full Name/), 'Jordan Lee');
    await user.type(d.getByLabelText(/^Email Address/), 'jordan@example.com');
    await user.type(d.getByLabelText('Link 1'), 'http://jordanlee.design');
    await user.click(d.getByRole('button', { name: 'Send Application' }));

    expect(d.getByLabelText('Link 1')).toHaveFocus();
    expect(d.getByLabelText('Link 1')).toHaveAccessibleDescription('Please enter a link that starts with https://');
    expect(d.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(/Please agree to how we keep your application/);
    expect(Object.keys(stored('applications'))).toHaveLength(4);

    await user.clear(d.getByLabelText('Link 1'));
    await user.click(d.getByRole('button', { name: 'Send Application' }));
    expect(d.getByLabelText('Link 1')).toHaveAccessibleDescription('Please add at least one link to your CV or portfolio.');
  });

  it('takes a link typed without https:// ("linkedin.com/in/…"), shows it with the scheme and sends it so', async () => {
    const { user } = await renderApp('/careers');
    const { dialog } = await openApply(user, 'UI/UX Designer');
    const d = within(dialog);
    await user.type(d.getByLabelText(/^Full Name/), 'Jordan Lee');
    await user.type(d.getByLabelText(/^Email Address/), 'jordan@example.com');
    await user.type(d.getByLabelText('Link 1'), 'linkedin.com/in/jordan-lee');
    await user.tab();
    expect(d.getByLabelText('Link 1')).toHaveValue('https://linkedin.com/in/jordan-lee');
    await user.click(d.getByRole('checkbox', { name: CONSENT }));
    await user.click(d.getByRole('button', { name: 'Add another link' }));
    waitOutMinimumTime();
    // Sent with Enter, straight from the field (it is not left first).
    await user.type(d.getByLabelText('Link 2'), 'github.com/jordanlee{Enter}');

    expect(await within(dialog).findByRole('heading', { name: SENT })).toBeInTheDocument();
    const [application] = Object.values(stored('applications')).filter((a) => a.name === 'Jordan Lee');
    expect(application.links).toEqual(['https://linkedin.com/in/jordan-lee', 'https://github.com/jordanlee']);
  });

  it('adds up to five links and removes them', async () => {
    const { user } = await renderApp('/careers');
    const { dialog } = await openApply(user, 'UI/UX Designer');
    const d = within(dialog);
    for (let n = 2; n <= 5; n += 1) {
      await user.click(d.getByRole('button', { name: 'Add another link' }));
      expect(d.getByLabelText(`Link ${n}`)).toHaveFocus();
    }
    expect(d.queryByRole('button', { name: 'Add another link' })).not.toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Remove link 5' }));
    expect(d.queryByLabelText('Link 5')).not.toBeInTheDocument();
    expect(d.getByLabelText('Link 4')).toHaveFocus();
    expect(d.getByRole('button', { name: 'Add another link' })).toBeInTheDocument();
  });

  it('stores the application with the staff notification, and says it was sent', async () => {
    const { user } = await renderApp('/careers');
    const { dialog } = await openApply(user, 'UI/UX Designer');
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add another link' }));
    await user.type(within(dialog).getByLabelText('Link 2'), 'https://github.com/jordanlee');
    await user.selectOptions(within(dialog).getByLabelText(/^Position/), 'Mobile App Developer');
    waitOutMinimumTime();
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));

    const status = await within(dialog).findByRole('status');
    expect(within(status).getByRole('heading', { name: SENT })).toHaveFocus();
    expect(status).toHaveTextContent('We have your application for Mobile App Developer');
    expect(status).toHaveTextContent('A confirmation is on its way to jordan@example.com.');

    const [[id, application]] = Object.entries(stored('applications')).filter(([, a]) => a.name === 'Jordan Lee');
    expect(application).toMatchObject({
      email: 'jordan@example.com',
      position: 'Mobile App Developer',
      openingId: 'mobile-developer',
      links: ['https://jordanlee.design', 'https://github.com/jordanlee'],
      coverNote: 'I design accessible products.',
      consent: true,
      status: 'new',
      userId: null,
    });
    expect(stored('mail')[`application-${id}`]).toMatchObject({
      toUids: ['staff'],
      template: {
        name: 'application-received',
        data: { applicationId: id, name: 'Jordan Lee', email: 'jordan@example.com', position: 'Mobile App Developer' },
      },
    });
    // The applicant's acknowledgement: the opening's title, nothing the sender typed.
    expect(stored('mail')[`applicant-${id}`]).toMatchObject({
      to: 'jordan@example.com',
      template: { name: 'application-acknowledgement', data: { applicationId: id, position: 'Mobile App Developer' } },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the sender applied less than a minute ago, keeps what was typed, and sends it a minute later', async () => {
    const { user } = await renderApp('/careers');
    let { dialog } = await openApply(user, 'UI/UX Designer');
    await fill(user, dialog);
    waitOutMinimumTime();
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    await within(dialog).findByRole('heading', { name: SENT });
    await user.keyboard('{Escape}');

    ({ dialog } = await openApply(user, 'Mobile App Developer'));
    await fill(user, dialog, 'A second application.');
    waitOutMinimumTime();
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RATE_LIMITED);
    expect(within(dialog).getByLabelText('Cover Note')).toHaveValue('A second application.');
    expect(within(dialog).getByLabelText('Link 1')).toHaveValue('https://jordanlee.design');
    expect(Object.values(stored('applications')).filter((a) => a.name === 'Jordan Lee')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(61_000));
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByRole('heading', { name: SENT })).toBeInTheDocument();
    expect(Object.values(stored('applications')).filter((a) => a.name === 'Jordan Lee')).toHaveLength(2);
  });

  it('acknowledges an address at most once a day, whoever applies with it, and says so', async () => {
    const { user } = await renderApp('/careers');
    const apply = async (position: string, cover: string) => {
      const { dialog } = await openApply(user, position);
      await fill(user, dialog, cover);
      waitOutMinimumTime();
      await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
      const status = await within(dialog).findByRole('status');
      await within(status).findByRole('heading', { name: SENT });
      const text = status.textContent;
      await user.keyboard('{Escape}');
      const [[id]] = Object.entries(stored('applications')).filter(([, a]) => a.coverNote === cover);
      return { id, text };
    };
    const first = await apply('UI/UX Designer', 'The first one.');
    expect(first.text).toContain('A confirmation is on its way to jordan@example.com.');
    expect(stored('mail')[`applicant-${first.id}`]).toBeDefined();

    // A minute later (the sender's own limit), the same address: stored, staff told, no second acknowledgement.
    act(() => vi.advanceTimersByTime(61_000));
    const second = await apply('Mobile App Developer', 'The second one.');
    expect(second.text).toContain('jordan@example.com was sent a confirmation of an application in the last 24 hours, so no other is sent today.');
    expect(second.text).not.toContain('on its way');
    expect(stored('mail')[`application-${second.id}`]).toBeDefined();
    expect(stored('mail')[`applicant-${second.id}`]).toBeUndefined();

    // A day on, it is acknowledged again.
    act(() => vi.advanceTimersByTime(24 * 3600 * 1000));
    const third = await apply('UI/UX Designer', 'The third one.');
    expect(third.text).toContain('A confirmation is on its way to jordan@example.com.');
    expect(stored('mail')[`applicant-${third.id}`]).toBeDefined();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    const { user, backend } = await renderApp('/careers');
    vi.spyOn(backend.store, 'batch').mockRejectedValue(new Error('unavailable'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openApply(user, 'UI/UX Designer');
    await fill(user, dialog);
    waitOutMinimumTime();
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILED);
    expect(consoleError).toHaveBeenCalledWith('Error sending application', expect.any(Error));
    expect(within(dialog).getByLabelText(/^Full Name/)).toHaveValue('Jordan Lee');
    expect(within(dialog).getByLabelText('Cover Note')).toHaveValue('I design accessible products.');
    expect(within(dialog).getByRole('checkbox', { name: CONSENT })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Send Application' })).toBeEnabled();
  });

  it('drops an application whose hidden honeypot field was filled, showing the same thanks', async () => {
    const { user } = await renderApp('/careers');
    const { dialog } = await openApply(user, 'UI/UX Designer');
    await fill(user, dialog);
    const trap = document.querySelector<HTMLInputElement>('dialog input[name="nf-website"]')!;
    await user.type(trap, 'https://spam.example');
    waitOutMinimumTime();
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByRole('heading', { name: SENT })).toBeInTheDocument();
    expect(Object.values(stored('applications')).filter((a) => a.name === 'Jordan Lee')).toHaveLength(0);
  });

  it('an applicant whose account e-mail is not verified applies as a visitor does, under the address they type', async () => {
    const { user } = await renderApp('/careers', {
      signedInAs: 'user',
      prepare: withUnverifiedEmail,
    });
    const { dialog } = await openApply(user, 'Digital Marketing Specialist');
    const d = within(dialog);
    const email = d.getByLabelText(/^Email Address/);
    expect(email).toHaveAccessibleDescription(/not verified yet, so this application is sent as a visitor’s/);
    await user.clear(email);
    await user.type(email, 'owner@example.org');
    await user.type(d.getByLabelText('Link 1'), 'https://owner.example.org/cv');
    await user.click(d.getByRole('checkbox', { name: CONSENT }));
    waitOutMinimumTime();
    await user.click(d.getByRole('button', { name: 'Send Application' }));
    expect(await d.findByRole('heading', { name: SENT })).toBeInTheDocument();
    expect(d.queryByText('You can follow it under My Profile.')).not.toBeInTheDocument();
    expect(Object.values(stored('applications')).find((a) => a.email === 'owner@example.org')).toMatchObject({ userId: null });
  });

  it('a signed-in applicant applies under their account, and the application shows on their profile', async () => {
    const { user, router } = await renderApp('/careers', { signedInAs: 'user' });
    const { dialog } = await openApply(user, 'Digital Marketing Specialist');
    const d = within(dialog);
    expect(d.getByLabelText(/^Email Address/)).toHaveValue('user@example.com');
    await user.type(d.getByLabelText('Link 1'), 'https://demo-user.example.com/cv');
    await user.click(d.getByRole('checkbox', { name: CONSENT }));
    waitOutMinimumTime();
    await user.click(d.getByRole('button', { name: 'Send Application' }));
    expect(await d.findByRole('heading', { name: SENT })).toBeInTheDocument();
    expect(Object.values(stored('applications')).find((a) => a.position === 'Digital Marketing Specialist' && a.userId === 'demo-user')).toMatchObject({
      name: 'Demo User',
      email: 'user@example.com',
      links: ['https://demo-user.example.com/cv'],
    });

    await user.keyboard('{Escape}');
    await router.navigate('/profile');
    const mine = await screen.findByRole('list', { name: 'My applications' });
    const rows = within(mine).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Digital Marketing Specialist');
    expect(rows[0]).toHaveTextContent('Status:New');
    // The seeded one (UI/UX Designer) is there too.
    expect(rows.map((row) => row.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('UI/UX Designer')]));
  });
});

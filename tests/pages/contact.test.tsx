import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decode, STORAGE_KEY } from '@/backend/local/db.ts';
import { renderApp, withUnverifiedEmail } from '../render.tsx';

const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon!";
const FAILURE = 'Sorry! There was an error sending your message. Please try again.';

/** The enquiries in the demo store, read straight from its saved data (no sign-in, so the session stays as it is). */
function storedMessages(): Record<string, unknown>[] {
  const text = localStorage.getItem(STORAGE_KEY);
  return text ? Object.values(decode(text).collections.contact_messages ?? {}) : [];
}

function form() {
  return {
    name: screen.getByLabelText(/^Full Name/) as HTMLInputElement,
    email: screen.getByLabelText(/^Email Address/) as HTMLInputElement,
    phone: screen.getByLabelText(/^Phone Number/) as HTMLInputElement,
    company: screen.getByLabelText(/^Company Name/) as HTMLInputElement,
    service: screen.getByLabelText(/^Service Interested In/) as HTMLSelectElement,
    message: screen.getByLabelText(/^Project Details/) as HTMLTextAreaElement,
    send: screen.getByRole('button', { name: 'Send Message' }),
  };
}

type Ui = Awaited<ReturnType<typeof renderApp>>;

async function fillValid(user: Ui['user'], details = 'We need a booking app for our three clinics.') {
  const f = form();
  await user.type(f.name, 'Ada Lovelace');
  await user.type(f.email, 'ada@example.org');
  await user.type(f.phone, '+44 20 7946 0000');
  await user.type(f.company, 'Analytical Engines Ltd');
  await user.selectOptions(f.service, 'Mobile App Development');
  await user.type(f.message, details);
}

/** The form drops anything sent within 3 s of showing it; move the clock past that. */
function waitOutMinimumTime() {
  act(() => vi.advanceTimersByTime(3100));
}

describe('Contact page', () => {
  beforeEach(() => {
    // Only the clock is faked (so the 3-second minimum can be skipped); timers stay real and typing stays fast.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the form fields with their limits, the contact details, support hours and an FAQ', async () => {
    await renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const f = form();
    expect(f.name).toBeRequired();
    expect(f.name).toHaveAttribute('maxLength', '100');
    expect(f.email).toHaveAttribute('type', 'email');
    expect(f.email).toHaveAttribute('maxLength', '254');
    expect(f.phone).not.toBeRequired();
    expect(f.company).not.toBeRequired();
    expect(f.message).toHaveAttribute('rows', '6');
    expect(f.message).toHaveAttribute('maxLength', '5000');
    const options = within(f.service).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Select a service',
      'Custom Software Development',
      'Web Development',
      'Mobile App Development',
      'Digital Marketing',
      'Database Solutions',
      'Cybersecurity',
      'Other',
    ]);

    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '+1 (555) 012-3456' })).toHaveAttribute('href', 'tel:+15550123456');
    expect(within(main).getByRole('link', { name: 'hello@novaforge.example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@novaforge.example.com',
    );
    expect(within(main).getByText('Mon-Fri: 9-6')).toBeInTheDocument();
    expect(within(main).getByText('Sat: 10-4')).toBeInTheDocument();
    expect(main.textContent).toContain('Mon-Fri 9-6 and Sat 10-4');
    expect(within(main).getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(main.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['Web%20Development', 'Web Development'],
    ['custom%20software%20development', 'Custom Software Development'],
    ['%20Cybersecurity%20', 'Cybersecurity'],
  ])('preselects the service a link asks for (?service=%s)', async (param, option) => {
    const { user } = await renderApp(`/contact?service=${param}`);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(form().service).toHaveValue(option));
    // Still the visitor's to change.
    await user.selectOptions(form().service, 'Other');
    expect(form().service).toHaveValue('Other');
  });

  it.each(['Quantum%20Consulting', '', 'software'])('ignores a service it does not offer (?service=%s)', async (param) => {
    await renderApp(`/contact?service=${param}`);
    await screen.findByRole('heading', { level: 1 });
    expect(form().service).toHaveValue('');
    expect(within(form().service).getAllByRole('option')).toHaveLength(8);
  });

  it('suggests the likely address for a mistyped domain, takes it on request, and the thanks repeat where the reply goes', async () => {
    const { user } = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    await user.clear(form().email);
    await user.type(form().email, 'ada@gmial.con');
    // The field is described by the suggestion.
    const describedBy = form().email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)).toHaveTextContent('Did you mean ada@gmail.com?');
    await user.click(screen.getByRole('button', { name: 'ada@gmail.com' }));
    expect(form().email).toHaveValue('ada@gmail.com');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    waitOutMinimumTime();
    await user.click(form().send);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByText(SUCCESS).closest('[role="status"]')).toHaveTextContent(`${SUCCESS} We will reply to ada@gmail.com.`);
    expect(storedMessages().some((row) => row.email === 'ada@gmail.com')).toBe(true);
  });

  it('sends a valid enquiry, empties the form and thanks the visitor', async () => {
    const { user } = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    waitOutMinimumTime();
    await user.click(form().send);

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    // Told once, where the form was, and focus is there (the Send button it was on was disabled while sending).
    expect(screen.getByText(SUCCESS).closest('p')).toHaveFocus();
    expect(screen.queryByText("Message sent successfully! We'll get back to you soon.")).not.toBeInTheDocument();
    const f = form();
    for (const field of [f.name, f.email, f.phone, f.company, f.service, f.message]) expect(field).toHaveValue('');

    const stored = storedMessages().find((row) => row.email === 'ada@example.org');
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0000',
      company: 'Analytical Engines Ltd',
      service: 'Mobile App Development',
      message: 'We need a booking app for our three clinics.',
      status: 'unread',
      userId: null,
    });
  });

  it('clears the thank-you text after 5 seconds', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/contact');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    waitOutMinimumTime();
    await user.click(form().send);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByText(SUCCESS).closest('p')).toHaveFocus();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    // Focus was on the thanks: it goes to the form's heading, not to the page.
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toHaveFocus();
  });

  it('shows a message for blank or whitespace-only required fields, keeps what was typed and sends nothing', async () => {
    const { user } = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    const before = storedMessages().length;

    const f = form();
    await user.type(f.name, '   ');
    await user.type(f.email, 'ada@example.org');
    await user.type(f.company, 'Analytical Engines Ltd');
    await user.type(f.message, '  ');
    waitOutMinimumTime();
    await user.click(f.send);

    expect(f.name).toHaveAccessibleDescription('Please enter your full name.');
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.service).toHaveAccessibleDescription('Please select a service.');
    expect(f.message).toHaveAccessibleDescription(/Please tell us about your project\./);
    expect(f.name).toHaveFocus();
    expect(f.email).toHaveValue('ada@example.org');
    expect(f.company).toHaveValue('Analytical Engines Ltd');
    expect(f.name).toHaveValue('   ');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(storedMessages()).toHaveLength(before);
  });

  it('rejects an invalid e-mail address inline', async () => {
    const { user } = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    const f = form();
    await user.clear(f.email);
    await user.type(f.email, 'not-an-email');
    waitOutMinimumTime();
    await user.click(f.send);
    expect(f.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(f.message).toHaveValue('We need a booking app for our three clinics.');
  });

  it('silently drops a message whose honeypot field was filled, while showing the normal thank-you', async () => {
    const { user } = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    const before = storedMessages().length;

    await fillValid(user, 'Cheap pills, best prices!!!');
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('tabIndex', '-1');
    expect(trap).toHaveAttribute('autoComplete', 'off');
    await user.type(trap, 'https://spam.example');
    waitOutMinimumTime();
    await user.click(form().send);

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const after = storedMessages();
    expect(after).toHaveLength(before);
    expect(after.some((row) => row.message === 'Cheap pills, best prices!!!')).toBe(false);
  });

  it('holds a message sent sooner than a person can fill the form, then sends it once 3 seconds have passed', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/contact');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('heading', { level: 1 });
    const before = storedMessages().length;

    const f = form();
    // Pasted in one go, sent at once.
    await user.click(f.name);
    await user.paste('Grace Hopper');
    await user.click(f.email);
    await user.paste('grace@example.org');
    await user.selectOptions(f.service, 'Other');
    await user.click(f.message);
    await user.paste('A quick question about your rates.');
    await user.click(f.send);

    // Held, not dropped: the button says so, and nothing is stored yet.
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(storedMessages()).toHaveLength(before);
    act(() => vi.advanceTimersByTime(3100));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(storedMessages()).toHaveLength(before + 1);
    expect(storedMessages().some((row) => row.message === 'A quick question about your rates.')).toBe(true);
  });

  it('says when the sender has just sent one, keeps what was typed, and sends it a minute later', async () => {
    const { user } = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    await fillValid(user);
    waitOutMinimumTime();
    await user.click(form().send);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();

    await fillValid(user, 'And one more thing about the clinics.');
    await user.click(form().send);
    expect(
      await screen.findByText(
        'You sent us a message less than a minute ago. Please wait a minute, then send this one: what you typed is still here.',
      ),
    ).toBeInTheDocument();
    expect(form().message).toHaveValue('And one more thing about the clinics.');
    expect(storedMessages().filter((row) => row.email === 'ada@example.org')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(61_000));
    await user.click(form().send);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(storedMessages().filter((row) => row.email === 'ada@example.org')).toHaveLength(2);
  });

  it('keeps what was typed and says so when sending fails', async () => {
    const { user, backend } = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    vi.spyOn(backend.store, 'batch').mockRejectedValue(new Error('unavailable'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    await fillValid(user);
    waitOutMinimumTime();
    await user.click(form().send);

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(await screen.findByText('Error sending message. Please try again.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error sending message. Please try again.', expect.any(Error));
    const f = form();
    expect(f.name).toHaveValue('Ada Lovelace');
    expect(f.service).toHaveValue('Mobile App Development');
    expect(f.message).toHaveValue('We need a booking app for our three clinics.');
    expect(f.send).toBeEnabled();
  });

  it('disables the button and reads "Sending..." while sending', async () => {
    const { user, backend } = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    let release: (ids: string[]) => void = () => {};
    vi.spyOn(backend.store, 'batch').mockImplementation(() => new Promise<string[]>((resolve) => (release = resolve)));

    await fillValid(user);
    waitOutMinimumTime();
    await user.click(form().send);

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    act(() => release(['new-id']));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('fills in the name and e-mail of a signed-in user and links the enquiry to the account', async () => {
    const { user } = await renderApp('/contact', { signedInAs: 'user' });
    await waitFor(() => expect(form().name).toHaveValue('Demo User'));
    expect(form().email).toHaveValue('user@example.com');

    const f = form();
    await user.selectOptions(f.service, 'Web Development');
    await user.type(f.message, 'A new website for our bakery, please.');
    waitOutMinimumTime();
    await user.click(f.send);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(form().message).toHaveValue('');

    const stored = storedMessages().find((row) => row.message === 'A new website for our bakery, please.');
    expect(stored).toMatchObject({ name: 'Demo User', email: 'user@example.com', userId: 'demo-user' });
  });

  it('sends as a visitor, and says so, for an account whose e-mail is not verified', async () => {
    const { user } = await renderApp('/contact', {
      signedInAs: 'user',
      prepare: withUnverifiedEmail,
    });
    expect(await screen.findByText(/That address is not verified yet, so this message is sent as a visitor’s/)).toBeInTheDocument();
    await waitFor(() => expect(form().email).toHaveValue('user@example.com'));

    const f = form();
    await user.clear(f.email);
    await user.type(f.email, 'owner@example.org');
    await user.selectOptions(f.service, 'Web Development');
    await user.type(f.message, 'Sent from an account nobody has verified.');
    waitOutMinimumTime();
    await user.click(f.send);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const stored = storedMessages().find((row) => row.message === 'Sent from an account nobody has verified.');
    expect(stored).toMatchObject({ email: 'owner@example.org', userId: null });
  });
});

/**
 * Hostile input in every form and search box: 10 000-character strings, `<script>` and
 * `<img onerror>` payloads, right-to-left text with U+202E, emoji, and whitespace-only values.
 * Whatever is typed, nothing crashes, nothing becomes HTML (no <script> or <img> element is made from
 * it anywhere in the document; payloads show only as text), input is cut at the bound the rules
 * enforce, refused input gets a clear message, and a refused form keeps what was typed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decode, STORAGE_KEY } from '@/backend/local/db.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { createBlog } from '@/features/blog/data/blogs.ts';
import { addContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { renderApp } from '../render.tsx';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
/** Arabic and Hebrew, with a right-to-left override (U+202E) that would flip what follows, and emoji. */
const RTL = '\u202Eمرحبا بالعالم שלום עולם 🚀\u202C';
const EMOJI = '👩🏽‍💻 Ship it! 🎉 🇬🇧';
const WHITESPACE = '    ';
const LONG = 'x'.repeat(10_000);

type Ui = Awaited<ReturnType<typeof renderApp>>;

/**
 * What an e-mail field holds after the browser's value sanitization (leading and trailing whitespace
 * and line breaks removed): the field still shows what was typed and nothing else was taken away.
 */
const asEmailValue = (typed: string) => typed.replace(/[\r\n]/g, '').trim();
type Field = HTMLInputElement | HTMLTextAreaElement;

/** Puts `text` into a field the way a person pasting it would (so maxLength applies). */
async function paste(user: Ui['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Nothing typed became an element: no script but the page's own data blocks, no image from "x", no handler attributes. */
function expectNoInjection() {
  for (const script of document.querySelectorAll('script')) {
    if (script.type === 'application/ld+json') {
      // Structured data holds typed text as JSON, with "<" escaped so it cannot close the element.
      expect(script.textContent ?? '').not.toContain('<');
      continue;
    }
    expect(script.textContent ?? '', 'a script element made from input').not.toContain('alert(1)');
  }
  expect(document.querySelectorAll('img[src="x"]')).toHaveLength(0);
  expect(document.querySelectorAll('[onerror], [onload], [onclick]')).toHaveLength(0);
}

/** The enquiries in the demo store, read straight from its saved data. */
function storedMessages(): Record<string, unknown>[] {
  const text = localStorage.getItem(STORAGE_KEY);
  return text ? Object.values(decode(text).collections.contact_messages ?? {}) : [];
}

const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

beforeEach(() => {
  // Only the clock is faked, so the contact form's 3-second minimum can be passed; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------------------------------------

describe('the contact form', () => {
  const fields = () => ({
    name: screen.getByLabelText(/^Full Name/) as Field,
    email: screen.getByLabelText(/^Email Address/) as Field,
    phone: screen.getByLabelText(/^Phone Number/) as Field,
    company: screen.getByLabelText(/^Company Name/) as Field,
    service: screen.getByLabelText(/^Service Interested In/) as HTMLSelectElement,
    message: screen.getByLabelText(/^Project Details/) as Field,
    send: screen.getByRole('button', { name: 'Send Message' }),
  });
  const passMinimumTime = () => act(() => vi.setSystemTime(Date.now() + 3100));

  async function open() {
    const ui = await renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    return ui;
  }

  it('cuts 10 000 characters at the rules’ bounds, refuses the e-mail clearly and keeps everything typed', async () => {
    const { user } = await open();
    const f = fields();
    for (const field of [f.name, f.email, f.phone, f.company, f.message]) await paste(user, field, LONG);
    expect(f.name.value).toHaveLength(100);
    expect(f.email.value).toHaveLength(254);
    expect(f.phone.value).toHaveLength(30);
    expect(f.company.value).toHaveLength(100);
    expect(f.message.value).toHaveLength(5000);

    await user.selectOptions(f.service, 'Web Development');
    passMinimumTime();
    await user.click(f.send);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(f.name.value).toBe('x'.repeat(100));
    expect(f.message.value).toBe('x'.repeat(5000));
    expect(storedMessages().some((message) => message.name === 'x'.repeat(100))).toBe(false);
  });

  it('sends script and image payloads, right-to-left text and emoji as plain text, exactly as typed', async () => {
    const { user } = await open();
    const f = fields();
    await paste(user, f.name, `${IMG} ${RTL}`);
    await paste(user, f.email, 'ada@example.org');
    await paste(user, f.company, SCRIPT);
    await user.selectOptions(f.service, 'Other');
    await paste(user, f.message, `${SCRIPT}\n\n${IMG}\n\n${EMOJI}`);
    expectNoInjection();

    passMinimumTime();
    await user.click(f.send);
    expect(await screen.findByText("Thank you! Your message has been sent successfully. We'll get back to you soon!")).toBeInTheDocument();
    const sent = storedMessages().find((message) => message.company === SCRIPT);
    expect(sent).toMatchObject({ name: `${IMG} ${RTL}`, message: `${SCRIPT}\n\n${IMG}\n\n${EMOJI}` });
    expectNoInjection();
  });

  it('refuses whitespace-only name and details with clear messages and keeps the form as typed', async () => {
    const { user } = await open();
    const f = fields();
    const before = storedMessages().length;
    await paste(user, f.name, WHITESPACE);
    await paste(user, f.email, 'ada@example.org');
    await user.selectOptions(f.service, 'Other');
    await paste(user, f.message, `${WHITESPACE}\n${WHITESPACE}`);
    passMinimumTime();
    await user.click(f.send);

    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please tell us about your project.')).toBeInTheDocument();
    expect(f.name.value).toBe(WHITESPACE);
    expect(f.email.value).toBe('ada@example.org');
    expect(f.message.value).toBe(`${WHITESPACE}\n${WHITESPACE}`);
    expect(storedMessages()).toHaveLength(before);
  });
});

describe('login, sign-up and password reset', () => {
  async function openLogin(path = '/login') {
    const ui = await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    return ui;
  }

  it('refuses payloads, right-to-left and whitespace as an e-mail with a clear message, keeping them', async () => {
    quietConsole();
    const { user, backend } = await openLogin();
    const email = screen.getByLabelText('Email') as Field;
    const password = screen.getByLabelText('Password') as Field;
    await paste(user, password, LONG);
    expect(password.value).toHaveLength(128);

    for (const value of [SCRIPT, IMG, RTL, WHITESPACE]) {
      await paste(user, email, value);
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
      expect(email.value).toBe(asEmailValue(value));
      expect(password.value).toBe('x'.repeat(128));
      expectNoInjection();
    }
    await paste(user, email, LONG);
    expect(email.value).toHaveLength(254);
    expect(backend.auth.currentUser()).toBeNull();
  });

  it('signs up someone whose name is an image payload and shows that name only as text', async () => {
    const { user, backend } = await openLogin('/login?mode=signup');
    await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
    const name = screen.getByLabelText('Full Name') as Field;

    await paste(user, name, LONG);
    expect(name.value).toHaveLength(100);
    await paste(user, name, WHITESPACE);
    await paste(user, screen.getByLabelText('Email'), 'mallory@example.org');
    await paste(user, screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your full name');
    expect(name.value).toBe(WHITESPACE);

    await paste(user, name, `${IMG} ${EMOJI}`);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: new RegExp(IMG.replace(/[()]/g, '\\$&')) })).toBeInTheDocument();
    expect(backend.auth.currentUser()?.displayName).toBe(`${IMG} ${EMOJI}`);
    expectNoInjection();
  });

  it('password reset: refuses payloads and whitespace clearly, keeps them, and cuts 10 000 characters', async () => {
    const { user } = await openLogin('/forgot-password');
    const email = screen.getByLabelText('Email') as Field;
    for (const value of [SCRIPT, IMG, RTL, WHITESPACE]) {
      await paste(user, email, value);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
      expect(email.value).toBe(asEmailValue(value));
      expectNoInjection();
    }
    await paste(user, email, LONG);
    expect(email.value).toHaveLength(254);
  });
});

describe('the profile’s display name', () => {
  async function editName() {
    const ui = await renderApp('/profile', { signedInAs: 'user' });
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await ui.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    return { ...ui, name: screen.getByLabelText('Display Name') as Field };
  }

  it('saves payloads, right-to-left text and emoji exactly, shown only as text', async () => {
    const { user, name } = await editName();
    const value = `${SCRIPT} ${RTL} ${EMOJI}`;
    await paste(user, name, value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: value })).toBeInTheDocument();
    expectNoInjection();
  });

  it('refuses a whitespace-only name clearly, keeps it, and cuts 10 000 characters at 100', async () => {
    const { user, name } = await editName();
    await paste(user, name, WHITESPACE);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a display name');
    expect(name.value).toBe(WHITESPACE);

    await paste(user, name, LONG);
    expect(name.value).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'x'.repeat(100) })).toBeInTheDocument();
  });
});

describe('the newsletter box', () => {
  it('refuses payloads and whitespace with a clear message, keeps them, and cuts 10 000 characters', async () => {
    const { user } = await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    const email = within(footer).getByLabelText('Email address') as Field;
    for (const value of [SCRIPT, IMG, RTL, WHITESPACE]) {
      await paste(user, email, value);
      await user.click(within(footer).getByRole('button', { name: 'Subscribe' }));
      expect(await within(footer).findByRole('alert')).toHaveTextContent('Please enter a valid email address');
      expect(email.value).toBe(asEmailValue(value));
      expectNoInjection();
    }
    await paste(user, email, LONG);
    expect(email.value).toHaveLength(254);
  });
});

describe('the careers apply form', () => {
  async function openApply() {
    const ui = await renderApp('/careers');
    await ui.user.click(await screen.findByRole('button', { name: 'Apply Now for Mobile App Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Mobile App Developer' });
    const field = (label: string | RegExp) => within(dialog).getByLabelText(label) as Field;
    return { ...ui, dialog, field };
  }

  it('cuts 10 000 characters in every field at its bound', async () => {
    const { user, field } = await openApply();
    const bounds: [RegExp, number][] = [
      [/^Full Name/, 100],
      [/^Email Address/, 254],
      [/^Link 1$/, 2000],
      [/^Cover Note$/, 5000],
    ];
    for (const [label, bound] of bounds) {
      await paste(user, field(label), LONG);
      expect(field(label).value, String(label)).toHaveLength(bound);
    }
  });

  it('stores payloads, right-to-left text and emoji as text, and refuses a link that is only whitespace', async () => {
    const { user, dialog, field } = await openApply();
    await paste(user, field(/^Full Name/), `${IMG} ${RTL}`);
    await paste(user, field(/^Email Address/), 'applicant@example.org');
    await paste(user, field(/^Link 1$/), WHITESPACE);
    await paste(user, field(/^Cover Note$/), `${SCRIPT}\n${EMOJI}`);
    await user.click(within(dialog).getByRole('checkbox'));
    expectNoInjection();
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(field(/^Link 1$/)).toHaveAccessibleDescription('Please add at least one link to your CV or portfolio.');

    await paste(user, field(/^Link 1$/), 'https://example.org/<script>');
    act(() => vi.setSystemTime(Date.now() + 3100));
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByRole('heading', { name: 'Application sent' })).toBeInTheDocument();
    const text = localStorage.getItem(STORAGE_KEY)!;
    const stored = Object.values(decode(text).collections.applications ?? {}).find((a) => a.email === 'applicant@example.org');
    expect(stored).toMatchObject({ name: `${IMG} ${RTL}`, coverNote: `${SCRIPT}\n${EMOJI}`, links: ['https://example.org/<script>'] });
    expectNoInjection();
  });
});

describe('the blog search box', () => {
  it('shows a payload only as text in the empty result, cuts 10 000 characters and survives right-to-left text', async () => {
    const { user } = await renderApp('/blog');
    const search = (await screen.findByRole('searchbox', { name: 'Search articles' })) as Field;

    await paste(user, search, SCRIPT);
    expect(await screen.findByText(`We couldn't find any articles matching "${SCRIPT}"`)).toBeInTheDocument();
    expectNoInjection();

    await paste(user, search, IMG);
    expect(await screen.findByText(`We couldn't find any articles matching "${IMG}"`)).toBeInTheDocument();
    expectNoInjection();

    await paste(user, search, RTL);
    expect(await screen.findByText(/We couldn't find any articles matching/)).toBeInTheDocument();

    await paste(user, search, LONG);
    expect(search.value).toHaveLength(200);

    // Whitespace is no search at all: the articles are back.
    await paste(user, search, WHITESPACE);
    expect(await screen.findByText(/^Showing 1–\d+ of \d+ articles$/)).toBeInTheDocument();
    expect(screen.queryByText(/We couldn't find any articles matching/)).not.toBeInTheDocument();
    expect(search.value).toBe(WHITESPACE);
  });
});

describe('what others wrote, shown back', () => {
  it('an article whose title and body are payloads renders them as text, with safe structured data', async () => {
    const { router } = await renderApp('/', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1 });
    const id = await createBlog(
      {
        title: `${SCRIPT} ${RTL}`,
        excerpt: IMG,
        content: `${IMG}\n\n${SCRIPT}\n\n${EMOJI}`,
        category: 'Technology',
        tags: [SCRIPT],
        isFeatured: false,
        isPublished: true,
      },
      DEMO_ACCOUNTS.admin.displayName,
    );
    await act(() => router.navigate(`/blog/${id}`));
    expect(await screen.findByRole('heading', { level: 1, name: `${SCRIPT} ${RTL}` })).toBeInTheDocument();
    // The body's paragraphs (and the excerpt) hold the payloads as text.
    // (The body arrives with its own chunk, just after the heading.)
    expect(await screen.findByText(EMOJI, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByText(IMG, { selector: 'p' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(SCRIPT, { selector: 'p' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toContain(SCRIPT));
    expectNoInjection();
  });

  it('the admin inbox shows a hostile enquiry as text', async () => {
    quietConsole();
    const { router, backend } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    // Sent by a visitor; then the admin signs in and opens the inbox.
    await addContactMessage(
      { name: IMG, email: 'mallory@example.org', phone: '', company: RTL, service: 'Other', message: `${SCRIPT} ${EMOJI}` },
      null,
    );
    await act(async () => {
      await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    });
    await act(() => router.navigate('/admin/messages'));
    expect((await screen.findAllByText(IMG)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`${SCRIPT} ${EMOJI}`, { exact: false }).length).toBeGreaterThan(0);
    expectNoInjection();
  });
});

describe('the admin search boxes', () => {
  it.each(['/admin/messages', '/admin/services', '/admin/blogs', '/admin/users'])(
    '%s: payloads, right-to-left, whitespace and 10 000 characters neither crash the page nor become HTML',
    async (path) => {
      quietConsole();
      const { user } = await renderApp(path, { signedInAs: 'admin' });
      const heading = await screen.findByRole('heading', { level: 1 });
      const search = (await screen.findByRole('searchbox')) as Field;
      for (const value of [SCRIPT, IMG, RTL, EMOJI, WHITESPACE]) {
        await paste(user, search, value);
        expect(search.value).toBe(value);
        expectNoInjection();
        expect(heading).toBeInTheDocument();
      }
      await paste(user, search, LONG);
      const bound = search.maxLength > 0 ? search.maxLength : LONG.length;
      expect(search.value).toHaveLength(bound);
      expect(heading).toBeInTheDocument();
    },
  );
});

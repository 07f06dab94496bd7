import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteSettings } from '@/context/site-settings.tsx';
import { SERVER_TIME } from '@/backend/types.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { DEFAULT_SITE_SETTINGS, normaliseSettings, phoneHref, socialLinks, validateSettings } from '@/features/site/data/settings.ts';
import { renderApp } from '../render.tsx';
import { staffSet } from '../logged-writes.ts';

async function openSettings() {
  const app = await renderApp('/admin/settings', { signedInAs: 'admin' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  await screen.findByLabelText(/^Company name/);
  return app;
}

const footer = () => screen.getByRole('contentinfo');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Admin settings', () => {
  it('starts from the built-in details when nothing is stored', async () => {
    await openSettings();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('NovaForge Digital');
    expect(screen.getByLabelText(/^Tagline/)).toHaveValue('Software development and digital marketing');
    expect(screen.getByLabelText(/^Contact e-mail/)).toHaveValue('hello@novaforge.example.com');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+1 (555) 012-3456');
    expect(screen.getByLabelText(/^Postal address/)).toHaveValue('120 Market Street, Suite 400\nSan Francisco, CA 94105\nUnited States');
    expect(screen.getByLabelText(/^Support hours/)).toHaveValue('Mon-Fri: 9-6\nSat: 10-4\nSun: Closed');
    expect(screen.getByRole('textbox', { name: /^LinkedIn/ })).toHaveValue('https://www.linkedin.com/company/novaforgedigital');
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeDisabled();
  });

  it('validates the e-mail, phone and links inline, saves nothing and keeps what was typed', async () => {
    const { user, backend } = await openSettings();
    const name = screen.getByLabelText(/^Company name/);
    const email = screen.getByLabelText(/^Contact e-mail/);
    const phone = screen.getByLabelText(/^Phone/);
    const facebook = screen.getByRole('textbox', { name: /^Facebook/ });
    const github = screen.getByRole('textbox', { name: /^GitHub/ });
    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'hello@novaforge');
    await user.clear(phone);
    await user.type(phone, 'call us');
    await user.clear(facebook);
    await user.type(facebook, 'http://facebook.com/novaforge');
    await user.clear(github);
    await user.type(github, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(name).toHaveAccessibleDescription(/Please enter the company name\./);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);
    expect(facebook).toHaveAccessibleDescription(/Please enter a full address starting with https:\/\//);
    expect(github).toHaveAccessibleDescription(/Please enter a full address starting with https:\/\//);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByText('Please correct the 5 highlighted fields.')).toBeInTheDocument();
    expect(email).toHaveValue('hello@novaforge');
    expect(facebook).toHaveValue('http://facebook.com/novaforge');
    expect(await backend.store.get('settings', 'site')).toBeNull();
    expect(screen.queryByText('Settings saved successfully')).not.toBeInTheDocument();

    // Fixing a field clears its message.
    await user.type(name, 'NovaForge');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('saves the settings; the footer, the contact page and the page titles show them', async () => {
    const { user, backend, router } = await openSettings();
    const phone = screen.getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '+1 (555) 987-6543');
    const name = screen.getByLabelText(/^Company name/);
    await user.clear(name);
    await user.type(name, 'NovaForge Studio');
    const hours = screen.getByLabelText(/^Support hours/);
    await user.clear(hours);
    await user.type(hours, 'Mon-Thu: 8-5{Enter}Fri: 8-1');
    await user.clear(screen.getByRole('textbox', { name: /^Instagram/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    const stored = await backend.store.get('settings', 'site');
    expect(stored).toMatchObject({
      companyName: 'NovaForge Studio',
      phone: '+1 (555) 987-6543',
      supportHours: 'Mon-Thu: 8-5\nFri: 8-1',
      email: 'hello@novaforge.example.com',
      social: expect.objectContaining({ Instagram: '', GitHub: 'https://github.com/novaforgedigital' }),
    });
    expect(stored?.updatedAt).toBeInstanceOf(Date);

    // At once, without a reload (the admin area has no footer: the site's pages show it).
    await waitFor(() => expect(document.title).toBe('Settings · Admin | NovaForge Studio'));

    await act(() => router.navigate('/contact'));
    expect(within(await screen.findByRole('contentinfo')).getByRole('link', { name: '+1 (555) 987-6543' })).toHaveAttribute('href', 'tel:+15559876543');
    expect(within(footer()).getByText((_, element) => element?.tagName === 'P' && /^© \d{4} NovaForge Studio\. All rights reserved\.$/.test(element.textContent ?? ''))).toBeInTheDocument();
    const social = within(within(footer()).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual(['Facebook', 'X (Twitter)', 'LinkedIn', 'GitHub']);
    const details = await screen.findByRole('region', { name: 'Contact Information' });
    expect(within(details).getByRole('link', { name: '+1 (555) 987-6543' })).toHaveAttribute('href', 'tel:+15559876543');
    const hoursRegion = screen.getByRole('region', { name: 'Support Hours' });
    expect(within(hoursRegion).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Mon-Thu: 8-5', 'Fri: 8-1']);
    await waitFor(() => expect(document.title).toBe('Contact Us | NovaForge Studio'));
    const structured = () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => script.textContent ?? '')
        .filter(Boolean)
        .map((text) => JSON.parse(text) as Record<string, unknown>);
    await waitFor(() =>
      expect(structured()).toContainEqual(
        expect.objectContaining({ '@type': 'Organization', name: 'NovaForge Studio', telephone: '+1 (555) 987-6543' }),
      ),
    );

    // Back in Settings, the form shows what is stored.
    await act(() => router.navigate('/admin/settings'));
    expect(await screen.findByLabelText(/^Phone/)).toHaveValue('+1 (555) 987-6543');
  });

  it('keeps what was typed when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, backend } = await openSettings();
    // (Saving is one batch: the settings, and the content version the public pages check.)
    vi.spyOn(backend.store, 'batch').mockRejectedValueOnce(new Error('offline'));
    const tagline = screen.getByLabelText(/^Tagline/);
    await user.clear(tagline);
    await user.type(tagline, 'Software that grows your business');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Error saving settings')).toBeInTheDocument();
    expect(tagline).toHaveValue('Software that grows your business');
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    // The site still shows the stored (built-in) details.
    expect(document.title).toBe('Settings · Admin | NovaForge Digital');

    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(tagline).toHaveValue('Software development and digital marketing');
  });

  it('visitors read the saved settings; a user cannot write them', async () => {
    const { backend } = await renderApp('/contact', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1 });
    // The rules want the server's time: the client's clock is refused, SERVER_TIME accepted.
    await expect(
      staffSet(backend, 'settings', 'site', { ...DEFAULT_SITE_SETTINGS, phone: '+44 20 7946 0000', updatedAt: new Date(2020, 0, 1) }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await staffSet(backend, 'settings', 'site', { ...DEFAULT_SITE_SETTINGS, phone: '+44 20 7946 0000', updatedAt: SERVER_TIME });
    await act(async () => {
      await backend.auth.signOut();
      await loadSiteSettings(true);
    });
    const details = await screen.findByRole('region', { name: 'Contact Information' });
    expect(within(details).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    // The rest as saved.
    expect(within(details).getByRole('link', { name: 'hello@novaforge.example.com' })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: '+44 20 7946 0000' })).toBeInTheDocument();

    await backend.auth.signIn(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    await expect(staffSet(backend, 'settings', 'site', { ...DEFAULT_SITE_SETTINGS, phone: '1', updatedAt: SERVER_TIME })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('leaving with unsaved changes', () => {
  const adminLink = (name: string) => within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: new RegExp(`^${name}`) });

  it('asks before a sidebar link drops typed settings, keeps them on Stay, and leaves on Leave', async () => {
    const { user, router } = await openSettings();
    const tagline = screen.getByLabelText(/^Tagline/);
    await user.clear(tagline);
    await user.type(tagline, 'Half a tagline');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(adminLink('Services'));
    let dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText('You have unsaved changes to the settings. If you leave now, they will be lost.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(screen.getByLabelText(/^Tagline/)).toHaveValue('Half a tagline');

    await user.click(adminLink('Services'));
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/services'));
  });

  it('asks for a typed notifications e-mail too, and not once everything is saved or discarded', async () => {
    const { user, router } = await openSettings();
    const notifications = await screen.findByLabelText(/^Notifications e-mail/);
    await user.clear(notifications);
    await user.type(notifications, 'office@example.com');
    await user.click(adminLink('Dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));

    await user.click(screen.getByRole('button', { name: 'Save Notifications E-mail' }));
    await screen.findByText('Notifications e-mail saved');
    const tagline = screen.getByLabelText(/^Tagline/);
    await user.type(tagline, '!');
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await user.click(adminLink('Dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('where a change needs a rebuild', () => {
  it('says, just above the fields, which places follow only after the site is rebuilt', async () => {
    await openSettings();
    const note = screen.getByRole('note', { name: 'When visitors see your changes' });
    expect(note).toHaveTextContent(/On the site: as soon as a page has loaded/);
    expect(note).toHaveTextContent(/In search results and link previews .* only after the site is next rebuilt and republished/);
    expect(note).toHaveTextContent('Until then they show the details from before.');
    expect(note).toHaveTextContent('This applies to every field below.');
    // In the form, before its first field and its panels.
    const name = screen.getByLabelText(/^Company name/);
    expect(note.closest('form')).toBe(name.closest('form'));
    expect(note.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(screen.getByRole('region', { name: 'Company' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it again beside the Save button once saved, until something is typed', async () => {
    const { user } = await openSettings();
    const phone = screen.getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '+1 (555) 987-6543');
    expect(screen.queryByText(/after the site is rebuilt/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(screen.getByText(/^Saved\. Pages show the new details as they load/)).toHaveTextContent(
      'Saved. Pages show the new details as they load; search results and link previews show them after the site is rebuilt.',
    );
    await user.type(phone, '1');
    expect(screen.queryByText(/after the site is rebuilt/)).not.toBeInTheDocument();
  });

  it('the blog admin says the RSS feed and previews follow at the next rebuild', async () => {
    await renderApp('/admin/blogs', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Blog Posts' });
    expect(
      screen.getByText(/^Publishing, editing or unpublishing a post changes the blog at once\./),
    ).toHaveTextContent('The RSS feed that readers subscribe to, search results and link previews follow when the site is next rebuilt and republished.');
  });
});

describe('site settings rules', () => {
  it('falls back per field, hides cleared values and never renders a non-https link', () => {
    expect(normaliseSettings(null)).toEqual(DEFAULT_SITE_SETTINGS);
    const settings = normaliseSettings({
      phone: '',
      companyName: '   ',
      social: { facebook: 'javascript:alert(1)', GitHub: '', LinkedIn: 'https://linkedin.com/company/x' },
    });
    expect(settings.phone).toBe('');
    expect(settings.companyName).toBe('NovaForge Digital');
    expect(settings.email).toBe('hello@novaforge.example.com');
    expect(socialLinks(settings).map((link) => link.name)).toEqual(['Twitter', 'LinkedIn', 'Instagram']);
    // A list of {name, href} names exactly the links to show.
    const listed = normaliseSettings({ social: [{ name: 'GitHub', href: 'https://github.com/novaforgedigital' }] });
    expect(socialLinks(listed)).toEqual([{ name: 'GitHub', href: 'https://github.com/novaforgedigital' }]);
  });

  it('validates https addresses and the 500-character bound', () => {
    const ok = { ...DEFAULT_SITE_SETTINGS, social: { ...DEFAULT_SITE_SETTINGS.social } };
    expect(validateSettings(ok)).toEqual({});
    expect(validateSettings({ ...ok, address: 'x'.repeat(501) })).toEqual({ address: 'Use at most 500 characters.' });
    expect(validateSettings({ ...ok, social: { ...ok.social, Twitter: 'https://localhost' } })).toHaveProperty('social.Twitter');
    expect(validateSettings({ ...ok, social: { ...ok.social, Twitter: 'twitter.com/x' } })).toHaveProperty('social.Twitter');
    expect(phoneHref('+1 (555) 012-3456')).toBe('tel:+15550123456');
    expect(phoneHref('020 7946 0000')).toBe('tel:02079460000');
  });
});

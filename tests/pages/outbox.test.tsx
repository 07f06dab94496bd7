import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/content/site.ts';
import { MAIL_TEMPLATE_NAMES } from '@/content/mail-templates.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { addContactMessage, replyToMessage } from '@/features/enquiries/data/contact-messages.ts';
import type { Backend } from '@/backend/types.ts';
import { staffSet } from '../logged-writes.ts';
import { renderApp } from '../render.tsx';

/** The audit log's newest entry (read as the admin signed in), or null. */
const newestEntry = async (backend: Backend) =>
  (await backend.store.list('activity', { orderBy: { field: 'createdAt', direction: 'desc' }, limit: 1 }))[0] ?? null;

async function openOutbox(options: Parameters<typeof renderApp>[1] = {}) {
  const app = await renderApp('/admin/outbox', { signedInAs: 'admin', ...options });
  expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
  await screen.findByRole('heading', { name: /^Messages \(\d+\)$/ });
  return app;
}

const messages = () => within(screen.getByRole('heading', { name: /^Messages/ }).closest('section')!).getAllByRole('article');

/** The message whose subject is `subject` (the first, newest, when there are several). */
const message = (subject: string) => messages().find((article) => article.getAttribute('aria-label') === subject)!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Outbox', () => {
  it('says plainly that demo mode sends nothing, and lists the seeded messages newest first with their delivery', async () => {
    await openOutbox();
    expect(screen.getByText('Demo mode: not sent — this is what would be sent.')).toBeInTheDocument();
    // Three about enquiries; each seeded application's acknowledgement, and the messages that went with
    // moving one to Interview and one to Declined.
    expect(screen.getByRole('heading', { name: 'Messages (9)' })).toBeInTheDocument();

    await waitFor(() => expect(messages()[0]).toHaveAccessibleName('New enquiry from Sofia Alvarez: Web Development'));
    const newest = messages()[0];
    const delivered = message('New enquiry from James Whitaker: Custom Software Development');
    const failed = message(`Re: your enquiry to ${site.name}`);
    // Newest first: the delivered enquiry (two days ago) before the failed reply (six days ago).
    expect(messages().indexOf(delivered)).toBeLessThan(messages().indexOf(failed));
    expect(within(newest).getByText(`Staff (${site.email})`)).toBeInTheDocument();
    expect(within(newest).getByText('New enquiry (to staff)')).toBeInTheDocument();
    expect(within(newest).getByText('Not sent (demo)')).toBeInTheDocument();
    expect(within(newest).getAllByText(/We need a new online shop for our organic produce boxes/).length).toBeGreaterThan(0);

    expect(delivered).toHaveAccessibleName('New enquiry from James Whitaker: Custom Software Development');
    expect(within(delivered).getByText(/^Sent .* · 1 attempt$/)).toBeInTheDocument();

    expect(failed).toHaveAccessibleName(`Re: your enquiry to ${site.name}`);
    expect(within(failed).getByText(DEMO_ACCOUNTS.user.email)).toBeInTheDocument();
    expect(within(failed).getByText(/Failed · 1 attempt/)).toBeInTheDocument();
    expect(within(failed).getByText('Invalid login: 535 Authentication failed')).toBeInTheDocument();

    const acknowledgement = message('We have received your application: UI/UX Designer');
    expect(within(acknowledgement).getByText(DEMO_ACCOUNTS.user.email)).toBeInTheDocument();
    expect(within(acknowledgement).getByText('Application received (to the applicant)')).toBeInTheDocument();
    const interview = message('Your application for Senior Full-Stack Engineer: an invitation to interview');
    expect(within(interview).getByText('priya.raman@example.org')).toBeInTheDocument();
    expect(within(interview).getAllByText(/Hello Priya Raman,\s+Thank you for applying for the Senior Full-Stack Engineer position/).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Outbox pages' })).toHaveTextContent('Page 1 of 1');
  });

  it('says how many e-mails failed, and sends a failed one again: only its delivery state moves, to RETRY', async () => {
    const { user, backend } = await openOutbox();
    expect(await screen.findByText('E-mail delivery: 1 e-mail could not be sent.')).toBeInTheDocument();
    await waitFor(() => expect(message(`Re: your enquiry to ${site.name}`)).toBeDefined());
    const failed = message(`Re: your enquiry to ${site.name}`);
    const before = (await backend.store.list('mail')).find((mail) => (mail.delivery as { state?: string } | undefined)?.state === 'ERROR')!;
    // Sent ones offer nothing of the kind.
    expect(within(message('New enquiry from James Whitaker: Custom Software Development')).queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();

    await user.click(within(failed).getByRole('button', { name: `Send again: Re: your enquiry to ${site.name}` }));
    expect(await screen.findByText('Queued to send again')).toBeInTheDocument();
    expect(within(failed).getByText('Retry requested · 1 attempt')).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
    const after = await backend.store.get('mail', before.id);
    expect(after?.delivery).toEqual({ ...(before.delivery as object), state: 'RETRY' });
  });

  it('shows the staff notification of a new enquiry, and the reply e-mailed to its sender, rendered from the templates', async () => {
    let enquiryId = '';
    await openOutbox({
      prepare: async (backend) => {
        const admin = backend.auth.currentUser();
        enquiryId = await addContactMessage(
          { name: 'Ignored', email: 'ignored@example.org', phone: '', company: '', service: 'Cybersecurity', message: 'Is <b>this</b> safe & sound?' },
          admin,
        );
        await replyToMessage(enquiryId, 'Yes: <script> is shown as text.');
      },
    });
    expect(enquiryId).not.toBe('');
    expect(screen.getByRole('heading', { name: 'Messages (11)' })).toBeInTheDocument();
    // Named once the templates are read (until then each says "(unknown template)").
    await waitFor(() => expect(messages()[0]).toHaveAccessibleName(`Re: your enquiry to ${site.name}`));
    const [reply, notification] = messages();
    expect(notification).toHaveAccessibleName('New enquiry from Demo Admin: Cybersecurity'.replace('Demo Admin', DEMO_ACCOUNTS.admin.displayName));
    expect(within(notification).getByText(`Staff (${site.email})`)).toBeInTheDocument();
    expect(within(notification).getAllByText(/Is <b>this<\/b> safe & sound\?/).length).toBeGreaterThan(0);

    expect(reply).toHaveAccessibleName(`Re: your enquiry to ${site.name}`);
    expect(within(reply).getByText(DEMO_ACCOUNTS.admin.email)).toBeInTheDocument();
    expect(within(reply).getByText('Reply to an enquiry')).toBeInTheDocument();
    expect(within(reply).getAllByText(/Yes: <script> is shown as text\./).length).toBeGreaterThan(0);
    expect(within(reply).getByText('Not sent (demo)')).toBeInTheDocument();
  });

  it('shows whether the stored templates match the built-in ones, and updates them', async () => {
    const { user, backend } = await openOutbox({
      prepare: async (backend) => {
        await staffSet(backend, 'mail_templates', 'enquiry-reply', { subject: 'Old subject', text: 'Old', html: '<p>Old</p>' });
      },
    });
    const panel = screen.getByRole('region', { name: 'E-mail templates' });
    // The templates and the messages load side by side: the panel may still be loading.
    expect(await within(panel).findByText('Installed, differs from the built-in version')).toBeInTheDocument();
    expect(within(panel).getAllByText('Installed, up to date')).toHaveLength(MAIL_TEMPLATE_NAMES.length - 1);
    // The Outbox renders with what is stored: the old subject.
    expect(message('Old subject')).toBeDefined();

    await user.click(within(panel).getByRole('button', { name: 'Update e-mail templates' }));
    await waitFor(() => expect(within(panel).getAllByText('Installed, up to date')).toHaveLength(MAIL_TEMPLATE_NAMES.length));
    expect(within(panel).getByText(/All 7 are installed and up to date\./)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /e-mail templates/ })).not.toBeInTheDocument();
    expect((await backend.store.get('mail_templates', 'enquiry-reply'))?.subject).toBe(`Re: your enquiry to ${site.name}`);
    // Logged, under the admin's own name, about the one template that differed.
    expect(await newestEntry(backend)).toMatchObject({
      area: 'mail',
      byName: 'Demo Admin',
      summary: 'Installed the e-mail template “enquiry-reply”',
      target: 'mail_templates/enquiry-reply',
    });
  });

  it('warns when no notifications e-mail is set', async () => {
    await openOutbox({ prepare: (backend) => staffSet(backend, 'mail_recipients', 'staff', { email: '' }) });
    expect(await screen.findByText(/No notifications e-mail is set/)).toBeInTheDocument();
    expect(within(messages()[0]).getByText('Staff (no notifications e-mail set)')).toBeInTheDocument();
  });

  it('is not shown to a user', async () => {
    await renderApp('/admin/outbox', { signedInAs: 'user' });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Outbox' })).not.toBeInTheDocument());
    expect(screen.queryByText('Demo mode: not sent — this is what would be sent.')).not.toBeInTheDocument();
  });
});

describe('Settings: Notifications e-mail', () => {
  async function openSettings(options: Parameters<typeof renderApp>[1] = {}) {
    const app = await renderApp('/admin/settings', { signedInAs: 'admin', ...options });
    const field = await screen.findByRole('textbox', { name: /^Notifications e-mail/ });
    await waitFor(() => expect(field).toHaveValue(site.email));
    return { ...app, field };
  }

  it('shows the stored address, refuses one that is not an address and keeps what was typed', async () => {
    const { user, backend, field } = await openSettings();
    expect(field).toHaveAccessibleDescription(/Private: not shown on the site/);
    await user.clear(field);
    await user.type(field, 'office@novaforge');
    await user.click(screen.getByRole('button', { name: 'Save Notifications E-mail' }));
    expect(field).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('office@novaforge');
    expect((await backend.store.get('mail_recipients', 'staff'))?.email).toBe(site.email);
  });

  it('saves the address privately, apart from the public settings', async () => {
    const { user, backend, field } = await openSettings();
    await user.clear(field);
    await user.type(field, '  Office@NovaForge.example.com ');
    await user.click(screen.getByRole('button', { name: 'Save Notifications E-mail' }));
    expect(await screen.findByText('Notifications e-mail saved')).toBeInTheDocument();
    expect(field).toHaveValue('office@novaforge.example.com');
    expect((await backend.store.get('mail_recipients', 'staff'))?.email).toBe('office@novaforge.example.com');
    expect(await backend.store.get('settings', 'site')).toBeNull();
    // Logged: where every enquiry's details now go, and where they went before.
    expect(await newestEntry(backend)).toMatchObject({
      area: 'settings',
      byName: 'Demo Admin',
      summary: `Changed the notifications e-mail from ${site.email} to office@novaforge.example.com`,
      target: 'mail_recipients/staff',
    });
  });

  it('saves nothing, and logs nothing, when the address is the one stored', async () => {
    const { user, backend } = await openSettings();
    const before = await newestEntry(backend);
    await user.click(screen.getByRole('button', { name: 'Save Notifications E-mail' }));
    expect(await screen.findByText('Notifications e-mail saved')).toBeInTheDocument();
    expect(await newestEntry(backend)).toEqual(before);
  });

  it('keeps what was typed when saving fails', async () => {
    const { user, backend, field } = await openSettings();
    vi.spyOn(backend.store, 'batch').mockRejectedValue(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.clear(field);
    await user.type(field, 'office@novaforge.example.com');
    await user.click(screen.getByRole('button', { name: 'Save Notifications E-mail' }));
    expect(await screen.findByText(/Error saving the notifications e-mail/)).toBeInTheDocument();
    expect(field).toHaveValue('office@novaforge.example.com');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTests } from '@/backend/index.ts';
import { decode, encode, STORAGE_KEY, type LocalDoc } from '@/backend/local/db.ts';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import type { ListQuery } from '@/backend/types.ts';
import { CONTACT_SERVICES, sendFollowUp } from '@/features/enquiries/data/contact-messages.ts';
import { messageSearchTerms } from '@/lib/search-terms.ts';
import { renderApp, renderRoutes } from '../render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

// The seed (src/backend/local/seed.ts), newest first.
const SEEDED = ['Sofia Alvarez', 'James Whitaker', 'Demo User', 'Amara Osei', 'Demo User', 'Lukas Brandt'];

async function openInbox() {
  const ui = await renderApp('/admin/messages', { signedInAs: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Contact Messages' });
  await screen.findByText(/^Showing \d+ of \d+ messages?$/);
  return ui;
}

const list = () => screen.getByRole('region', { name: 'Messages' });

/** The names of the rows shown, top to bottom. */
function shownNames(): string[] {
  return within(list())
    .queryAllByRole('button', { name: /^View message from / })
    .map((button) => button.getAttribute('aria-label')!.replace('View message from ', ''));
}

function row(name: string): HTMLElement {
  const rows = within(list())
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('button', { name: `View message from ${name}` }));
  if (rows.length !== 1) throw new Error(`Expected one row for ${name}, found ${rows.length}`);
  return rows[0];
}

/** The row of the enquiry about `service` (Demo User has sent two). */
function rowAbout(service: string): HTMLElement {
  const rows = within(list())
    .getAllByRole('listitem')
    .filter((item) => within(item).queryByRole('button', { name: /^View message from / }) && item.textContent!.includes(`Service: ${service}`));
  if (rows.length !== 1) throw new Error(`Expected one row about ${service}, found ${rows.length}`);
  return rows[0];
}

function stat(title: string): string {
  return within(screen.getByRole('group', { name: title })).getByText(/^\d+$/).textContent!;
}

/** Changes the demo store's saved data directly (as another admin or an old client might have written it). */
function editStoredMessages(change: (messages: Record<string, LocalDoc>) => void) {
  const data = decode(localStorage.getItem(STORAGE_KEY)!);
  change(data.collections.contact_messages);
  localStorage.setItem(STORAGE_KEY, encode(data));
}

async function storedMessage(backend: Awaited<ReturnType<typeof renderApp>>['backend'], name: string) {
  const rows = await backend.store.list('contact_messages');
  return rows.find((m) => m.name === name);
}

const STATUSES = ['unread', 'read', 'replied'] as const;

/** "Client 07": the enquiries `seedEnquiries` writes are numbered newest first. */
const client = (n: number) => `Client ${String(n).padStart(2, '0')}`;
const clients = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => client(from + i));

/**
 * Replaces the stored enquiries with `count` of them, one a minute, Client 01 the newest; statuses
 * in turn unread, read, replied (15 of each for 45). Client 27 is the one at "Acme Ltd".
 */
function seedEnquiries(count: number) {
  editStoredMessages((messages) => {
    for (const id of Object.keys(messages)) delete messages[id];
    const newest = Date.now() - 3600_000;
    for (let n = 1; n <= count; n += 1) {
      const status = STATUSES[(n - 1) % 3];
      const created = new Date(newest - n * 60_000);
      const fields = {
        name: client(n),
        email: `client${n}@example.com`,
        company: n === 27 ? 'Acme Ltd' : `Firm ${n}`,
        service: CONTACT_SERVICES[n % CONTACT_SERVICES.length],
      };
      messages[`enquiry-${n}`] = {
        ...fields,
        phone: '',
        message: `Enquiry number ${n}.`,
        status,
        createdAt: created,
        updatedAt: created,
        adminReply: null,
        repliedAt: status === 'replied' ? created : null,
        userId: null,
        searchTerms: messageSearchTerms(fields),
      };
    }
  });
}

/**
 * The inbox opened on a demo backend holding `count` enquiries (written before the page's first
 * load), with the read meter started just before the page renders.
 */
async function openInboxWith(count: number) {
  localStorage.clear();
  const backend = createLocalBackend();
  setBackendForTests(backend);
  await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  seedEnquiries(count);
  backend.meter!.reset();
  const user = userEvent.setup();
  renderRoutes('/admin/messages');
  await screen.findByText(`Showing ${Math.min(count, 20)} of ${count.toLocaleString('en-US')} messages`);
  return { user, backend, meter: backend.meter! };
}

const pagerStatus = () => within(screen.getByRole('navigation', { name: 'Messages pages' })).getByText(/^Page \d+ of \d+$/);

/** Captures what Export hands to the browser. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

// Many typed keystrokes per test: generous time for busy machines.
describe('Admin messages inbox', { timeout: 60_000 }, () => {
  it('shows the stats and every message, newest first, with status badges and the row details', async () => {
    await openInbox();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect([stat('Total'), stat('Unread'), stat('Read'), stat('Replied')]).toEqual(['6', '2', '2', '2']);
    expect(shownNames()).toEqual(SEEDED);
    expect(screen.getByText('Showing 6 of 6 messages')).toBeInTheDocument();

    const sofia = row('Sofia Alvarez');
    expect(within(sofia).getByText('Unread')).toHaveClass('bg-red-100', 'text-red-800');
    expect(sofia).toHaveTextContent('sofia@brightleaf.example');
    expect(sofia).toHaveTextContent('+1 (555) 201-3344');
    expect(sofia).toHaveTextContent('Brightleaf Organics');
    expect(sofia).toHaveTextContent('Service: Web Development');
    expect(sofia).toHaveTextContent(/We need a new online shop/);
    // US English: year, short month, day, hour, minute.
    expect(sofia).toHaveTextContent(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/);
    expect(within(sofia).getByRole('button', { name: /^Mark as Read/ })).toBeInTheDocument();
    expect(within(sofia).getByRole('button', { name: 'Reply to Sofia Alvarez' })).toBeInTheDocument();
    expect(within(sofia).getByRole('button', { name: 'Delete message from Sofia Alvarez' })).toBeInTheDocument();

    const amara = row('Amara Osei');
    expect(within(amara).getByText('Read')).toHaveClass('bg-blue-100', 'text-blue-800');
    expect(within(amara).queryByRole('button', { name: /^Mark as Read/ })).not.toBeInTheDocument();
    expect(within(amara).getByRole('button', { name: /^Reply/ })).toBeInTheDocument();

    const lukas = row('Lukas Brandt');
    expect(within(lukas).getByText('Replied')).toHaveClass('bg-green-100', 'text-green-800');
    expect(within(lukas).getByText(/We have scheduled a call for Thursday/)).toBeInTheDocument();
    expect(within(lukas).getByText('Admin Reply')).toBeInTheDocument();
    expect(within(lukas).queryByRole('button', { name: /^Mark as Read/ })).not.toBeInTheDocument();
    expect(within(lukas).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    expect(within(lukas).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    // No phone or company given: nothing shown for them.
    expect(within(row('James Whitaker')).queryByText(/\(\d{3}\)/)).not.toBeInTheDocument();
  });

  it('shows an unknown status as unread and an unreadable date as "Recently" (after Refresh)', async () => {
    const { user } = await openInbox();
    editStoredMessages((messages) => {
      messages['seed-message-6'].status = 'archived';
      messages['seed-message-6'].createdAt = 'not a date';
    });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(row('Lukas Brandt')).toHaveTextContent('Recently'));
    const lukas = row('Lukas Brandt');
    expect(within(lukas).getByText('Unread')).toHaveClass('bg-red-100');
    expect(within(lukas).getByRole('button', { name: /^Mark as Read/ })).toBeInTheDocument();
    // The figures are counts of `status == …`: the unknown status is in Total only.
    expect([stat('Total'), stat('Unread'), stat('Read'), stat('Replied')]).toEqual(['6', '2', '2', '1']);
  });

  it('combines the status filter with a case-insensitive search over name, email, company, service and the message', async () => {
    const { user } = await openInbox();
    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Messages',
      'Unread',
      'Read',
      'Replied',
    ]);

    await user.selectOptions(status, 'Unread');
    await waitFor(() => expect(shownNames()).toEqual(['Sofia Alvarez', 'James Whitaker']));
    await user.selectOptions(status, 'Read');
    await waitFor(() => expect(shownNames()).toEqual(['Amara Osei', 'Demo User']));
    await user.selectOptions(status, 'Replied');
    await waitFor(() => expect(shownNames()).toEqual(['Demo User', 'Lukas Brandt']));

    // Search by company, in any case, within the filter.
    await user.selectOptions(status, 'Unread');
    await user.type(search, 'HARBOR');
    await waitFor(() => expect(shownNames()).toEqual(['James Whitaker']));
    expect(screen.getByText('Showing 1 of 1 message')).toBeInTheDocument();

    // The same search under another status: nothing, with the filtered empty state.
    await user.selectOptions(status, 'Read');
    expect(await screen.findByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    expect(shownNames()).toEqual([]);
    // Export still offers every message.
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();

    await user.selectOptions(status, 'All Messages');
    // By e-mail.
    await user.clear(search);
    await user.type(search, 'kitekite.example');
    await waitFor(() => expect(shownNames()).toEqual(['Amara Osei']));
    // By service.
    await user.clear(search);
    await user.type(search, 'database');
    await waitFor(() => expect(shownNames()).toEqual(['Lukas Brandt']));
    // By name.
    await user.clear(search);
    await user.type(search, 'demo user');
    await waitFor(() => expect(shownNames()).toEqual(['Demo User', 'Demo User']));
    // By the beginning of a word: "brigh" finds Brightleaf Organics.
    await user.clear(search);
    await user.type(search, 'brigh');
    await waitFor(() => expect(shownNames()).toEqual(['Sofia Alvarez']));
    // A whole word of the message: "yoga" is in Demo User's enquiry about a booking app.
    await user.clear(search);
    await user.type(search, 'YOGA');
    await waitFor(() => expect(shownNames()).toEqual(['Demo User']));
    expect(row('Demo User')).toHaveTextContent(/booking app for yoga studios/);
    // …and of a follow-up: Lukas wrote back that they want to move to Azure.
    await user.clear(search);
    await user.type(search, 'azure');
    await waitFor(() => expect(shownNames()).toEqual(['Lukas Brandt']));
    // A word of no message, no name and no company: nothing.
    await user.clear(search);
    await user.type(search, 'bakery');
    expect(await screen.findByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    // A search with no word of two letters looks nothing up: the whole list.
    await user.clear(search);
    await user.type(search, 'a');
    await waitFor(() => expect(shownNames()).toEqual(SEEDED));
    expect(screen.getByText('Showing 6 of 6 messages')).toBeInTheDocument();
    await user.clear(search);
    await waitFor(() => expect(shownNames()).toEqual(SEEDED));
  });

  it('marks a message read, then replies to it: unread → read → replied, stored and shown', async () => {
    const { user, backend } = await openInbox();
    // The header's dot counts the two unread enquiries.
    expect(screen.getByRole('link', { name: 'Messages (2 new)' })).toBeInTheDocument();

    await user.click(within(row('Sofia Alvarez')).getByRole('button', { name: /^Mark as Read/ }));
    expect(await screen.findByText('Message marked as read')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Sofia Alvarez')).getByText('Read')).toBeInTheDocument());
    expect(within(row('Sofia Alvarez')).queryByRole('button', { name: /^Mark as Read/ })).not.toBeInTheDocument();
    expect([stat('Unread'), stat('Read')]).toEqual(['1', '3']);
    // The pressed button is gone: focus stays on the message's row.
    await waitFor(() => expect(screen.getByRole('button', { name: 'View message from Sofia Alvarez' })).toHaveFocus());
    expect(await storedMessage(backend, 'Sofia Alvarez')).toMatchObject({ status: 'read', adminReply: null });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages (1 new)' })).toBeInTheDocument());

    await user.click(within(row('Sofia Alvarez')).getByRole('button', { name: 'Reply to Sofia Alvarez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Message' });
    expect(dialog).toHaveTextContent('Sofia Alvarez');
    expect(dialog).toHaveTextContent('sofia@brightleaf.example');
    const text = within(dialog).getByRole('textbox', { name: 'Your Reply' });
    expect(text).toHaveAttribute('rows', '6');
    // It opens in the reply box, not on Close (where a typed space would close it).
    expect(text).toHaveFocus();
    // Where the reply goes: by e-mail, and to the sender's profile.
    expect(text).toHaveAccessibleDescription(/^We e-mail your reply to sofia@brightleaf\.example and keep it with the message.*their profile/);
    const send = within(dialog).getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.type(text, '   ');
    expect(send).toBeDisabled();
    await user.type(text, '  Happy to help, Sofia. ');
    expect(send).toBeEnabled();
    const before = Date.now();
    await user.click(send);

    expect(await screen.findByText('Reply sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sofia = row('Sofia Alvarez');
    await waitFor(() => expect(within(sofia).getByText('Replied')).toBeInTheDocument());
    expect(within(sofia).getByText('Happy to help, Sofia.')).toBeInTheDocument();
    expect(within(sofia).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    expect([stat('Unread'), stat('Read'), stat('Replied')]).toEqual(['1', '2', '3']);

    const stored = await storedMessage(backend, 'Sofia Alvarez');
    expect(stored).toMatchObject({ status: 'replied', adminReply: 'Happy to help, Sofia.' });
    expect(stored?.repliedAt).toBeInstanceOf(Date);
    expect((stored?.repliedAt as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored?.updatedAt).toEqual(stored?.repliedAt);
  });

  it('opens the details of a message, with a mail draft and Mark as Replied', async () => {
    const { user, backend } = await openInbox();
    await user.click(screen.getByRole('button', { name: 'View message from James Whitaker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    const term = (label: string) =>
      within(dialog).getAllByRole('term').find((t) => t.textContent === label)!.nextElementSibling as HTMLElement;
    expect(term('From')).toHaveTextContent('James Whitaker');
    expect(term('Email')).toHaveTextContent('james.w@harborlogistics.example');
    expect(term('Phone')).toHaveTextContent('Not provided');
    expect(term('Company')).toHaveTextContent('Harbor Logistics');
    expect(term('Service')).toHaveTextContent('Custom Software Development');
    expect(term('Message')).toHaveTextContent(/Our dispatch team still plans routes in spreadsheets/);
    expect(term('Received')).toHaveTextContent(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);

    const draft = within(dialog).getByRole('link', { name: 'Reply via Email' });
    const href = new URL(draft.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('james.w@harborlogistics.example');
    expect(href.searchParams.get('subject')).toBe('Re: Your inquiry about Custom Software Development');
    expect(within(dialog).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    // Where each reply goes, said beside them; after the mail draft is opened, the inbox asks to record it.
    expect(draft).toHaveAccessibleDescription(/Reply via Email opens your mail app instead; that e-mail is not kept here\./);
    await user.click(draft);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Sent it from your mail app? This inbox does not see that e-mail: mark the message as replied, and the sender’s profile will say it was answered by e-mail.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Replied' }));
    expect(await screen.findByText('Message marked as replied')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Mark as Replied' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(await storedMessage(backend, 'James Whitaker')).toMatchObject({ status: 'replied', adminReply: null });

    // The footer's Close (the title bar has an icon button of the same name).
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closers[closers.length - 1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(row('James Whitaker')).getByText('Replied')).toBeInTheDocument();
  });

  it('shows the admin reply with its date in the details of a replied message', async () => {
    const { user } = await openInbox();
    await user.click(within(rowAbout('Mobile App Development')).getByRole('button', { name: 'View message from Demo User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    expect(dialog).toHaveTextContent(/Admin Reply.*typically starts around \$3,000/);
    expect(dialog).toHaveTextContent(/Replied [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(within(dialog).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('shows a conversation in the details, oldest first, each message with who wrote it and when', async () => {
    const { user, backend } = await openInbox();
    const list = vi.spyOn(backend.store, 'list');
    await user.click(screen.getByRole('button', { name: 'View message from Lukas Brandt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    const conversation = await within(dialog).findByRole('list');
    const items = within(conversation).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Admin Reply, [A-Z][a-z]{2} \d{1,2}, \d{4}, .*Which SQL Server version do you run/),
      expect.stringMatching(/^Follow-up from Lukas Brandt, [A-Z][a-z]{2} \d{1,2}, \d{4}, .*We would like to move to Azure\.$/),
      expect.stringMatching(/^Admin Reply, [A-Z][a-z]{2} \d{1,2}, \d{4}, .*We have scheduled a call for Thursday/),
    ]);
    // Its thread is read when the details open, with a limit: one query, not the collection.
    const threadReads = list.mock.calls.filter(([collection]) => collection.endsWith('/replies'));
    expect(threadReads).toEqual([['contact_messages/seed-message-6/replies', { orderBy: { field: 'createdAt', direction: 'asc' }, limit: 50 }]]);
    expect(within(dialog).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('a follow-up brings a replied enquiry back as unread; the admin replies again and the conversation keeps both replies in order', async () => {
    const { user, backend } = await renderApp('/admin/messages', {
      signedInAs: 'user',
      // The user writes back on the seeded reply to their booking-app enquiry, then the admin signs in.
      prepare: async (backend) => {
        await sendFollowUp('seed-message-3', 'Could the app take payments in two currencies?');
        await backend.auth.signOut();
        await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      },
    });
    await screen.findByText('Showing 6 of 6 messages');
    expect([stat('Unread'), stat('Replied')]).toEqual(['3', '1']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages (3 new)' })).toBeInTheDocument());
    const demo = rowAbout('Mobile App Development');
    expect(within(demo).getByText('Unread')).toBeInTheDocument();
    expect(within(demo).getByText('Follow-up')).toBeInTheDocument();
    // The row shows what is new, their follow-up, in place of the reply it answers.
    expect(await within(demo).findByText('Could the app take payments in two currencies?')).toBeInTheDocument();
    expect(within(demo).getByText('Their follow-up')).toBeInTheDocument();
    expect(within(demo).queryByText('Admin Reply')).not.toBeInTheDocument();
    // The follow-up's words are searchable.
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'currencies');
    await waitFor(() => expect(shownNames()).toEqual(['Demo User']));
    expect(list()).toHaveTextContent('Service: Mobile App Development');
    await user.clear(screen.getByRole('searchbox', { name: 'Search messages' }));
    await waitFor(() => expect(shownNames()).toEqual(SEEDED));

    await user.click(within(rowAbout('Mobile App Development')).getByRole('button', { name: 'View message from Demo User' }));
    let dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    let items = within(await within(dialog).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Admin Reply, .*typically starts around \$3,000/),
      expect.stringMatching(/^Follow-up from Demo User, .*Could the app take payments in two currencies\?$/),
    ]);
    // Replying is offered again.
    await user.click(within(dialog).getByRole('button', { name: 'Reply' }));
    const reply = await screen.findByRole('dialog', { name: 'Reply to Message' });
    // It quotes what is being answered: the follow-up, not the enquiry answered already.
    await waitFor(() => expect(reply).toHaveTextContent(/Their follow-up, [A-Z][a-z]{2} \d{1,2}, \d{4}, .*:“Could the app take payments in two currencies\?”/));
    await user.type(within(reply).getByRole('textbox', { name: 'Your Reply' }), 'Yes: euros and pounds, at no extra cost.');
    await user.click(within(reply).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply sent successfully')).toBeInTheDocument();
    await waitFor(() => expect([stat('Unread'), stat('Replied')]).toEqual(['2', '2']));
    expect(within(rowAbout('Mobile App Development')).queryByText('Follow-up')).not.toBeInTheDocument();

    await user.click(within(rowAbout('Mobile App Development')).getByRole('button', { name: 'View message from Demo User' }));
    dialog = await screen.findByRole('dialog', { name: 'Message Details' });
    items = within(await within(dialog).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Admin Reply, .*typically starts around \$3,000/),
      expect.stringMatching(/^Follow-up from Demo User, .*two currencies\?$/),
      expect.stringMatching(/^Admin Reply, .*Yes: euros and pounds, at no extra cost\.$/),
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    // Stored as the spec knows it (the latest reply on the enquiry), the earlier one filed in its thread.
    expect(await backend.store.get('contact_messages', 'seed-message-3')).toMatchObject({
      status: 'replied',
      adminReply: 'Yes: euros and pounds, at no extra cost.',
      replyCount: 2,
    });
    const thread = await backend.store.list('contact_messages/seed-message-3/replies', { orderBy: { field: 'createdAt', direction: 'asc' } });
    expect(thread.map((entry) => [entry.id, entry.from])).toEqual([
      ['2', 'admin'],
      ['1', 'sender'],
    ]);
  });

  it('deletes a message after the confirmation, and Cancel keeps it', async () => {
    const { user, backend } = await openInbox();
    await user.click(within(row('Amara Osei')).getByRole('button', { name: 'Delete message from Amara Osei' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Message' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this message from Amara Osei? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shownNames()).toContain('Amara Osei');

    await user.click(within(row('Amara Osei')).getByRole('button', { name: 'Delete message from Amara Osei' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Message' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).not.toContain('Amara Osei'));
    expect(stat('Total')).toBe('5');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toHaveFocus());
    expect(await storedMessage(backend, 'Amara Osei')).toBeUndefined();
  });

  it('tells the admin when a change fails, and keeps the typed reply', async () => {
    const { user, backend } = await openInbox();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Every change is a batch (with its entry in the audit log; a reply and a delete with the enquiry's thread).
    const batch = vi.spyOn(backend.store, 'batch').mockRejectedValue(new Error('offline'));

    await user.click(within(row('Sofia Alvarez')).getByRole('button', { name: /^Mark as Read/ }));
    expect(await screen.findByText('Error updating message status')).toBeInTheDocument();
    expect(within(row('Sofia Alvarez')).getByText('Unread')).toBeInTheDocument();

    await user.click(within(row('Sofia Alvarez')).getByRole('button', { name: 'Reply to Sofia Alvarez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your Reply' }), 'Draft that must survive');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Error sending reply')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your Reply' })).toHaveValue('Draft that must survive');
    expect(within(dialog).getByRole('button', { name: 'Send Reply' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(row('Sofia Alvarez')).getByRole('button', { name: /^Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Message' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting message')).toBeInTheDocument();
    expect(shownNames()).toContain('Sofia Alvarez');

    expect(batch).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Error updating message status', expect.any(Error));
    expect(logged).toHaveBeenCalledWith('Error sending reply', expect.any(Error));
    expect(logged).toHaveBeenCalledWith('Error deleting message', expect.any(Error));
  });

  it('shows the error panel when loading fails, and Try Again loads the list', async () => {
    const ui = renderApp('/admin/messages', { signedInAs: 'admin' });
    const { user, backend } = await ui;
    // Installed before the page's first load (the route is still loading): the inbox's list query fails.
    let failing = true;
    const list = backend.store.list.bind(backend.store);
    vi.spyOn(backend.store, 'list').mockImplementation((collection: string, query?: ListQuery) =>
      failing && query?.orderBy ? Promise.reject(new Error('Missing or insufficient permissions.')) : list(collection, query),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await screen.findByRole('heading', { name: 'Error Loading Messages' })).toBeInTheDocument();
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 6 of 6 messages')).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Messages')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    const { backend } = await renderApp('/admin/messages', { signedInAs: 'admin' });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const list = backend.store.list.bind(backend.store);
    vi.spyOn(backend.store, 'list').mockImplementation(async (collection: string, query?: ListQuery) => {
      if (query?.orderBy) await gate;
      return list(collection, query);
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading messages...'));
    release();
    expect(await screen.findByText('Showing 6 of 6 messages')).toBeInTheDocument();
    expect(screen.queryByText('Loading messages...')).not.toBeInTheDocument();
  });

  it('says so when no messages have been submitted yet', async () => {
    const { user } = await openInbox();
    editStoredMessages((messages) => {
      for (const id of Object.keys(messages)) delete messages[id];
    });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No contact messages have been submitted yet.')).toBeInTheDocument();
    expect([stat('Total'), stat('Unread'), stat('Read'), stat('Replied')]).toEqual(['0', '0', '0', '0']);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('shows one page of 20 of 45 enquiries, newest first, with Next, Previous and "Page 1 of 3", reading about one page', async () => {
    const { user, meter } = await openInboxWith(45);
    // The whole visit so far, about one page, not 45: the page's 21 (20, and one that says there is a
    // next page), its four counts, and the session's and the sidebar's own few reads (profile, badges).
    expect(meter.reads).toBeLessThanOrEqual(32);
    expect(shownNames()).toEqual(clients(1, 20));
    expect([stat('Total'), stat('Unread'), stat('Read'), stat('Replied')]).toEqual(['45', '15', '15', '15']);
    expect(pagerStatus()).toHaveTextContent('Page 1 of 3');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    meter.reset();
    await user.click(next);
    await waitFor(() => expect(shownNames()).toEqual(clients(21, 40)));
    expect(pagerStatus()).toHaveTextContent('Page 2 of 3');
    expect(screen.getByText('Showing 20 of 45 messages')).toBeInTheDocument();
    // Another page costs another page and the counts (21 + 4), not the inbox.
    expect(meter.reads).toBeLessThanOrEqual(25);

    await user.click(next);
    await waitFor(() => expect(shownNames()).toEqual(clients(41, 45)));
    expect(pagerStatus()).toHaveTextContent('Page 3 of 3');
    expect(screen.getByText('Showing 5 of 45 messages')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.click(previous);
    await waitFor(() => expect(shownNames()).toEqual(clients(21, 40)));
    expect(pagerStatus()).toHaveTextContent('Page 2 of 3');
    await user.click(previous);
    await waitFor(() => expect(shownNames()).toEqual(clients(1, 20)));
    expect(pagerStatus()).toHaveTextContent('Page 1 of 3');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it('filters by status with a query, starting again at page 1', async () => {
    const { user } = await openInboxWith(45);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pagerStatus()).toHaveTextContent('Page 2 of 3'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Replied');
    // Every third enquiry is replied: Client 03, 06, … 45.
    await waitFor(() => expect(shownNames()).toEqual(clients(1, 45).filter((_, i) => i % 3 === 2)));
    expect(screen.getByText('Showing 15 of 15 messages')).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    for (const name of shownNames()) expect(within(row(name)).getByText('Replied')).toBeInTheDocument();
    // The figures are the inbox's, not the filter's.
    expect(stat('Total')).toBe('45');
  });

  it('finds an enquiry on a later page by the beginning of its company name, without reading the inbox', async () => {
    const { user, backend, meter } = await openInboxWith(45);
    const list = vi.spyOn(backend.store, 'list');
    meter.reset();
    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    await user.type(search, 'acm');
    await waitFor(() => expect(shownNames()).toEqual(['Client 27']));
    expect(within(row('Client 27')).getByText('Acme Ltd')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 message')).toBeInTheDocument();
    expect(pagerStatus()).toHaveTextContent('Page 1 of 1');
    expect(meter.reads).toBeLessThanOrEqual(10);
    // Typing waits for a pause: not one query per keystroke.
    const searches = list.mock.calls.filter(([, query]) => query?.where?.some(([field]) => field === 'searchTerms'));
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.length).toBeLessThan('acm'.length);

    // Within the status filter: Client 27 is replied, so not among the unread.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unread');
    expect(await screen.findByText('Try adjusting your search or filter criteria.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Replied');
    await waitFor(() => expect(shownNames()).toEqual(['Client 27']));

    await user.clear(search);
    await waitFor(() => expect(shownNames()).toEqual(clients(1, 45).filter((_, i) => i % 3 === 2)));
  });

  it('refreshes the page and the figures after a change on a later page', async () => {
    const { user, backend } = await openInboxWith(45);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownNames()).toEqual(clients(21, 40)));

    await user.click(within(row('Client 22')).getByRole('button', { name: /^Mark as Read/ }));
    await waitFor(() => expect(within(row('Client 22')).getByText('Read')).toBeInTheDocument());
    await waitFor(() => expect([stat('Unread'), stat('Read')]).toEqual(['14', '16']));
    expect(pagerStatus()).toHaveTextContent('Page 2 of 3');

    await user.click(within(row('Client 21')).getByRole('button', { name: 'Delete message from Client 21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Message' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The page is read again from the same place: Client 41 moves up into it.
    await waitFor(() => expect(shownNames()).toEqual(clients(22, 41)));
    expect(stat('Total')).toBe('44');
    expect(pagerStatus()).toHaveTextContent('Page 2 of 3');
    expect((await backend.store.get('contact_messages', 'enquiry-21'))).toBeNull();
  });

  it('goes back to the first page when the page shown has emptied (Refresh)', async () => {
    const { user } = await openInboxWith(45);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pagerStatus()).toHaveTextContent('Page 2 of 3'));
    // Next waits for page 2 to arrive (it starts after page 2's last row).
    await waitFor(() => expect(shownNames()).toEqual(clients(21, 40)));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownNames()).toEqual(clients(41, 45)));
    // Another admin deletes the last five.
    editStoredMessages((messages) => {
      for (let n = 41; n <= 45; n += 1) delete messages[`enquiry-${n}`];
    });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(pagerStatus()).toHaveTextContent('Page 1 of 2'));
    await waitFor(() => expect(shownNames()).toEqual(clients(1, 20)));
    expect(stat('Total')).toBe('40');
  });

  it('exports every message, whatever the filter, as CSV, quoted and with formulas neutralised', async () => {
    const { user } = await openInbox();
    editStoredMessages((messages) => {
      Object.assign(messages['seed-message-2'], {
        name: '=HYPERLINK("http://evil.example","Click")',
        company: 'Harbor, "Logistics"',
        message: 'Line one\nLine two',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('button', { name: /^View message from =HYPERLINK/ });
    const downloads = captureDownloads();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription(/^Export downloads all messages/);

    // The filter and the search narrow the list, not the export.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unread');
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'harbor');
    await waitFor(() => expect(shownNames()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Exported 6 messages to CSV')).toBeInTheDocument();
    expect(downloads.names).toEqual([expect.stringMatching(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const [blob] = downloads.blobs;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // A UTF-8 byte-order mark first, for spreadsheets.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blob.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Company,Service,Message,Status,Received,Admin Reply,Replied At');
    // Rows end in CRLF: a header and six rows, newest first; the line break inside the quoted message is kept as it is.
    expect(lines).toHaveLength(7);
    expect(lines[2]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",james\.w@harborlogistics\.example,,"Harbor, ""Logistics""",Custom Software Development,"Line one\nLine two",Unread,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,$/,
    );
    expect(text).toContain("Sofia Alvarez,sofia@brightleaf.example,'+1 (555) 201-3344,Brightleaf Organics,Web Development,");
    expect(text).toContain(',Replied,');
    expect(text).toContain('We have scheduled a call for Thursday');
  });

  it('exports 1,234 messages in batches of 500, showing the progress in the button', async () => {
    const { user, backend } = await openInboxWith(1_234);
    const downloads = captureDownloads();
    // The second batch waits until the progress after the first one has been seen.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const list = backend.store.list.bind(backend.store);
    const spy = vi.spyOn(backend.store, 'list').mockImplementation(async (collection: string, query?: ListQuery) => {
      if (query?.limit === 500 && query.startAfter) await gate;
      return list(collection, query);
    });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('button', { name: 'Exporting… 500 of 1,234' })).toBeDisabled();
    release();
    expect(await screen.findByText('Exported 1,234 messages to CSV')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());

    const batches = spy.mock.calls.map(([, query]) => query).filter((query) => query?.limit === 500);
    expect(batches).toHaveLength(3);
    expect(batches.map((query) => query?.startAfter?.id)).toEqual([undefined, 'enquiry-500', 'enquiry-1000']);
    const lines = (await downloads.blobs[0].text()).split('\r\n');
    expect(lines).toHaveLength(1 + 1_234);
    expect(lines[1]).toMatch(/^Client 01,client1@example\.com,/);
    expect(lines[1_234]).toMatch(/^Client 1234,/);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, STORAGE_KEY, type LocalData } from '@/backend/local/db.ts';
import { DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import { replyToMessage, sendFollowUp } from '@/features/enquiries/data/contact-messages.ts';
import { renderApp } from '../render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Changes the demo store's saved data. Called straight after `renderApp` returns (before the
 * session and the page have loaded anything), or before a reload.
 */
function editStore(change: (data: LocalData) => void) {
  const data = decode(localStorage.getItem(STORAGE_KEY)!);
  change(data);
  localStorage.setItem(STORAGE_KEY, encode(data));
}

function enquiry(fields: Record<string, unknown>) {
  const at = new Date(Date.now() - 60 * 60 * 1000);
  return {
    name: 'Demo User',
    email: 'user@example.com',
    phone: '',
    company: '',
    service: 'Other',
    message: 'Hello',
    status: 'unread',
    createdAt: at,
    updatedAt: at,
    adminReply: null,
    repliedAt: null,
    userId: null,
    ...fields,
  };
}

const messagesPanel = () => screen.getByRole('tabpanel', { name: 'Messages' });

/** The enquiries listed under Messages, by their heading (the service asked about). */
function listed(): string[] {
  return within(messagesPanel())
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent!);
}

function card(service: string): HTMLElement {
  const found = within(messagesPanel())
    .getAllByRole('article')
    .find((article) => within(article).getByRole('heading', { level: 3 }).textContent === service);
  if (!found) throw new Error(`No enquiry about ${service}`);
  return found;
}

/** The messages of an enquiry's conversation, as listed once it is opened. */
function conversationOf(service: string): string[] {
  return within(within(card(service)).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent!);
}

async function openMessages() {
  const ui = await renderApp('/profile?tab=messages', { signedInAs: 'user' });
  await screen.findByRole('heading', { level: 2, name: 'My Messages' });
  await within(messagesPanel()).findAllByRole('article');
  return ui;
}

describe('Profile: Messages tab', { timeout: 60_000 }, () => {
  it('opens Messages from ?tab=messages, with the tabs as ARIA tabs', async () => {
    await openMessages();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Profile sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Profile', 'Messages']);
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-controls', messagesPanel().id);
    // Only the chosen panel is shown.
    expect(screen.queryByRole('tabpanel', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it("lists the user's enquiries newest first, each with its status, the enquiry and our reply with its date", async () => {
    await openMessages();
    expect(listed()).toEqual(['Mobile App Development', 'Cybersecurity']);

    const replied = card('Mobile App Development');
    expect(within(replied).getByText('Replied')).toHaveClass('bg-green-100');
    expect(replied).toHaveTextContent('I have an idea for a booking app for yoga studios. What would a first version cost?');
    expect(replied).toHaveTextContent(/Reply from NovaForge Digital, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/);
    expect(replied).toHaveTextContent(/typically starts around \$3,000/);
    expect(replied).toHaveTextContent(/^.*Sent [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // Never opened before: the reply is new on this visit.
    expect(within(replied).getByText('New reply')).toBeInTheDocument();

    const read = card('Cybersecurity');
    expect(within(read).getByText('Read – awaiting reply')).toHaveClass('bg-blue-100');
    expect(read).toHaveTextContent('Our team has read your message and will reply soon.');
    expect(within(read).queryByText('New reply')).not.toBeInTheDocument();
  });

  it('names a reply the person has not seen at the top of the list, above newer enquiries, and the link moves to it', async () => {
    const { user } = await renderApp('/profile?tab=messages', { signedInAs: 'user' });
    editStore((data) => {
      // Sent after the enquiry that has the reply: the replied one is now second.
      data.collections.contact_messages['newer'] = enquiry({ service: 'Web Development', userId: 'demo-user' });
    });
    await screen.findByRole('heading', { level: 2, name: 'My Messages' });
    await waitFor(() => expect(listed()).toEqual(['Web Development', 'Mobile App Development', 'Cybersecurity']));
    const link = within(messagesPanel()).getByRole('link', { name: 'New reply to your enquiry about Mobile App Development' });
    // Above the list, newer enquiries included, in a status region (announced when the list arrives).
    expect(link.compareDocumentPosition(card('Web Development')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.closest('[role="status"]')).not.toBeNull();
    // Only the new reply is named.
    expect(within(messagesPanel()).getAllByRole('link', { name: /^New reply to your enquiry/ })).toHaveLength(1);

    await user.click(link);
    expect(card('Mobile App Development')).toHaveFocus();
    expect(within(card('Mobile App Development')).getByText('New reply')).toBeInTheDocument();
  });

  it('names no reply at the top once it has been seen', async () => {
    await renderApp('/profile?tab=messages', { signedInAs: 'user' });
    editStore((data) => {
      data.collections.users['demo-user'].messagesSeenAt = new Date();
    });
    await screen.findByRole('heading', { level: 2, name: 'My Messages' });
    await waitFor(() => expect(listed()).toEqual(['Mobile App Development', 'Cybersecurity']));
    expect(within(messagesPanel()).queryByRole('link', { name: /^New reply to your enquiry/ })).not.toBeInTheDocument();
    expect(within(card('Mobile App Development')).queryByText('New reply')).not.toBeInTheDocument();
  });

  it('writes back after a reply: a failed send keeps the text; then the enquiry is unread again and its conversation shows in order', async () => {
    const { user, backend } = await openMessages();
    const replied = card('Mobile App Development');
    // Not offered before a reply.
    expect(within(card('Cybersecurity')).queryByRole('button', { name: 'Write back' })).not.toBeInTheDocument();
    await user.click(within(replied).getByRole('button', { name: 'Write back' }));
    const form = within(replied).getByRole('form', { name: 'Write back about Mobile App Development' });
    const text = within(form).getByRole('textbox', { name: 'Your follow-up' });
    expect(text).toHaveFocus();
    const send = within(form).getByRole('button', { name: 'Send follow-up' });
    expect(send).toBeDisabled();
    await user.type(text, '  Could the app take payments in two currencies?  ');

    // The first attempt fails: the text stays, and the button can be pressed again.
    const batch = vi.spyOn(backend.store, 'batch').mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(send);
    expect(await screen.findByText('Your follow-up could not be sent. Please try again.')).toBeInTheDocument();
    expect(text).toHaveValue('  Could the app take payments in two currencies?  ');
    expect(send).toBeEnabled();

    await user.click(send);
    expect(await screen.findByText("Follow-up sent. We'll get back to you soon.")).toBeInTheDocument();
    expect(batch).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(card('Mobile App Development')).getByText('Sent – awaiting reply')).toBeInTheDocument());
    const after = card('Mobile App Development');
    expect(after).toHaveFocus();
    expect(after).toHaveTextContent('We have your follow-up and will get back to you soon.');
    expect(within(after).queryByRole('button', { name: 'Write back' })).not.toBeInTheDocument();

    // The conversation stays open, their follow-up last (it does not collapse to the enquiry alone).
    await waitFor(() =>
      expect(conversationOf('Mobile App Development')).toEqual([
        expect.stringMatching(/^Reply from NovaForge Digital, [A-Z][a-z]{2} \d{1,2}, \d{4}, .*typically starts around \$3,000/),
        expect.stringMatching(/^Your follow-up, [A-Z][a-z]{2} \d{1,2}, \d{4}, .*Could the app take payments in two currencies\?$/),
      ]),
    );
    expect(within(after).getByRole('button', { name: 'Hide the conversation' })).toHaveAttribute('aria-expanded', 'true');
    // Collapsed on request, and shown again.
    await user.click(within(after).getByRole('button', { name: 'Hide the conversation' }));
    await user.click(within(after).getByRole('button', { name: 'Show the whole conversation (2 messages)' }));
    await waitFor(() => expect(conversationOf('Mobile App Development')).toHaveLength(2));

    expect(await backend.store.get('contact_messages', 'seed-message-3')).toMatchObject({ status: 'unread', replyCount: 1 });
    expect(await backend.store.get('contact_messages/seed-message-3/replies', '1')).toMatchObject({
      from: 'sender',
      text: 'Could the app take payments in two currencies?',
    });
  });

  it("after our second reply: named at the top, the latest reply on the card, and both replies in order in the conversation, read only when opened", async () => {
    const { user, backend } = await renderApp('/profile?tab=messages', {
      signedInAs: 'user',
      prepare: async (backend) => {
        await sendFollowUp('seed-message-3', 'Could the app take payments in two currencies?');
        await backend.auth.signOut();
        await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
        await replyToMessage('seed-message-3', 'Yes: euros and pounds, at no extra cost.');
        await backend.auth.signOut();
        await backend.auth.signIn(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
      },
    });
    const list = vi.spyOn(backend.store, 'list');
    await screen.findByRole('heading', { level: 2, name: 'My Messages' });
    await within(messagesPanel()).findByRole('link', { name: 'New reply to your enquiry about Mobile App Development' });
    const replied = card('Mobile App Development');
    expect(within(replied).getByText('Replied')).toBeInTheDocument();
    expect(replied).toHaveTextContent(/Reply from NovaForge Digital, .*Yes: euros and pounds, at no extra cost\./);
    expect(replied).not.toHaveTextContent('typically starts around');
    // Writing back is offered again after the new reply.
    expect(within(replied).getByRole('button', { name: 'Write back' })).toBeInTheDocument();
    expect(list.mock.calls.filter(([collection]) => collection.endsWith('/replies'))).toEqual([]);

    await user.click(within(replied).getByRole('button', { name: 'Show the whole conversation (3 messages)' }));
    await waitFor(() =>
      expect(conversationOf('Mobile App Development')).toEqual([
        expect.stringMatching(/^Reply from NovaForge Digital, .*typically starts around \$3,000/),
        expect.stringMatching(/^Your follow-up, .*two currencies\?$/),
        expect.stringMatching(/^Reply from NovaForge Digital, .*Yes: euros and pounds, at no extra cost\.$/),
      ]),
    );
    expect(list.mock.calls.filter(([collection]) => collection.endsWith('/replies'))).toEqual([
      ['contact_messages/seed-message-3/replies', { orderBy: { field: 'createdAt', direction: 'asc' }, limit: 50 }],
    ]);
  });

  it('matches by uid and by verified e-mail, merged without duplicates; not by e-mail when unverified', async () => {
    await renderApp('/profile?tab=messages', { signedInAs: 'user' });
    editStore((data) => {
      const messages = data.collections.contact_messages;
      // Sent signed out with the account's e-mail, before signing up.
      messages['before-sign-up'] = enquiry({ service: 'Web Development', createdAt: new Date(Date.now() - 1000) });
      // Sent signed in while the account had another e-mail.
      messages['by-uid'] = enquiry({ service: 'Digital Marketing', email: 'old@example.com', userId: 'demo-user' });
      // Someone else's.
      messages['someone-else'] = enquiry({ service: 'Database Solutions', email: 'other@example.com', name: 'Other' });
    });
    await screen.findByRole('heading', { level: 2, name: 'My Messages' });
    await waitFor(() =>
      expect(listed()).toEqual(['Web Development', 'Digital Marketing', 'Mobile App Development', 'Cybersecurity']),
    );
    // Its sender's words for "we have not read it yet", in no alarming red.
    expect(within(card('Web Development')).getByText('Sent – awaiting reply')).toHaveClass('bg-slate-100');
    expect(within(card('Web Development')).queryByText('Unread')).not.toBeInTheDocument();
    expect(card('Web Development')).toHaveTextContent('Received. We will get back to you soon.');

  });

  it('does not match by e-mail while the e-mail is not verified, and says so', async () => {
    await renderApp('/profile?tab=messages', { signedInAs: 'user' });
    editStore((data) => {
      data.accounts['demo-user'].emailVerified = false;
      data.collections.contact_messages['before-sign-up'] = enquiry({ service: 'Web Development' });
      data.collections.contact_messages['by-uid'] = enquiry({ service: 'Digital Marketing', email: 'old@example.com', userId: 'demo-user' });
    });
    await screen.findByRole('heading', { level: 2, name: 'My Messages' });
    await waitFor(() => expect(listed()).toEqual(['Digital Marketing', 'Mobile App Development', 'Cybersecurity']));
    expect(messagesPanel()).toHaveTextContent(
      'Enquiries sent with your e-mail address before you signed up appear here once your e-mail address is verified',
    );
  });

  it("after the e-mail is verified elsewhere, \"I've verified it\" shows it verified and lists the enquiries sent with it", async () => {
    const { user } = await renderApp('/profile', { signedInAs: 'user' });
    editStore((data) => {
      data.accounts['demo-user'].emailVerified = false;
      data.collections.contact_messages['before-sign-up'] = enquiry({ service: 'Web Development' });
    });
    const profile = await screen.findByRole('tabpanel', { name: 'Profile' });
    await within(profile).findByText('Not verified');

    // Not yet: the person is told where the link went, and the badge stays.
    await user.click(within(profile).getByRole('button', { name: "I've verified it" }));
    expect(await screen.findByText('Not verified yet: open the link in the e-mail we sent to user@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('Not verified')).toBeInTheDocument();

    // The link in the e-mail is followed (in another tab); back here, the button finds it verified.
    editStore((data) => {
      data.accounts['demo-user'].emailVerified = true;
    });
    await user.click(within(profile).getByRole('button', { name: "I've verified it" }));
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    // Demo mode's word for a verified address: nobody opened a real link (tests/e2e/account.spec.ts: "Verified" on Firebase).
    expect(within(profile).getByText('Not checked')).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: "I've verified it" })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    await waitFor(() => expect(listed()).toContain('Web Development'));
  });

  it('coming back to the tab after verifying in the mail shows the e-mail verified, without a click', async () => {
    await renderApp('/profile', { signedInAs: 'user' });
    editStore((data) => {
      data.accounts['demo-user'].emailVerified = false;
    });
    const profile = await screen.findByRole('tabpanel', { name: 'Profile' });
    await within(profile).findByText('Not verified');
    editStore((data) => {
      data.accounts['demo-user'].emailVerified = true;
    });
    window.dispatchEvent(new Event('focus'));
    expect(await within(profile).findByText('Not checked')).toBeInTheDocument();
    expect(within(profile).queryByText('Not verified')).not.toBeInTheDocument();
  });

  it('shows an enquiry matched only by e-mail as sent without logging in, and lets the person hide it and show it again', async () => {
    const { user } = await renderApp('/profile?tab=messages', { signedInAs: 'user' });
    editStore((data) => {
      // Someone typed the user's address into the contact form, signed out.
      data.collections.contact_messages['planted'] = enquiry({
        service: 'Database Solutions',
        name: 'Not Me',
        message: '<b>Please wire the deposit</b> to account 12345.',
      });
    });
    await screen.findByRole('heading', { level: 2, name: 'My Messages' });
    const planted = await waitFor(() => card('Database Solutions'));
    expect(planted).toHaveTextContent("Sent without logging in, from user@example.com. Didn't send it? Hide it from your list.");
    // Shown as the text it is.
    expect(planted).toHaveTextContent('<b>Please wire the deposit</b> to account 12345.');
    expect(planted.querySelector('b')).toBeNull();
    // The user's own enquiries (sent signed in) carry no such note.
    expect(card('Mobile App Development')).not.toHaveTextContent('Sent without logging in');

    await user.click(within(planted).getByRole('button', { name: 'Hide: enquiry about Database Solutions' }));
    expect(await screen.findByText('Enquiry hidden from your list')).toBeInTheDocument();
    await waitFor(() => expect(listed()).not.toContain('Database Solutions'));
    // Kept on the user's document: still hidden after a reload.
    expect(decode(localStorage.getItem(STORAGE_KEY)!).collections.users['demo-user'].hiddenMessageIds).toEqual(['planted']);

    await user.click(screen.getByRole('button', { name: 'Show 1 hidden enquiry' }));
    await user.click(within(card('Database Solutions')).getByRole('button', { name: 'Show again: enquiry about Database Solutions' }));
    expect(await screen.findByText('Enquiry shown in your list again')).toBeInTheDocument();
    expect(decode(localStorage.getItem(STORAGE_KEY)!).collections.users['demo-user'].hiddenMessageIds).toEqual([]);
    expect(screen.queryByRole('button', { name: /hidden enquir/ })).not.toBeInTheDocument();
  });

  it('tells the user to check their e-mail when a message is replied without reply text', async () => {
    await renderApp('/profile?tab=messages', { signedInAs: 'user' });
    editStore((data) => {
      data.collections.contact_messages['seed-message-5'].status = 'replied';
      data.collections.contact_messages['seed-message-5'].repliedAt = new Date();
    });
    await screen.findByRole('heading', { level: 2, name: 'My Messages' });
    const cyber = await waitFor(() => card('Cybersecurity'));
    expect(within(cyber).getByText('Replied')).toBeInTheDocument();
    expect(cyber).toHaveTextContent(
      'We have replied to this enquiry by e-mail. Please check your inbox at user@example.com (and your spam folder).',
    );
  });

  it('keeps the chosen tab in the URL, and arrow keys move between tabs', async () => {
    const { user, router } = await openMessages();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('user@example.com');
    // The verified indicator stays on the Profile tab.
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Not checked');

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(router.state.location.search).toBe('?tab=messages');
    expect(await screen.findByRole('heading', { level: 2, name: 'My Messages' })).toBeInTheDocument();

    screen.getByRole('tab', { name: 'Messages' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=messages');
    // Only the selected tab is in the Tab order.
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('tabindex', '-1');
  });

  it('clears the red dot on opening Messages, by storing when they were seen', async () => {
    const { user, backend } = await renderApp('/profile', { signedInAs: 'user' });
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    // The seeded reply has not been seen yet.
    const dot = await screen.findByRole('link', { name: 'Messages (1 new)' });
    expect((await backend.store.get('users', 'demo-user'))?.messagesSeenAt).toBeUndefined();

    const before = Date.now();
    await user.click(dot);
    expect(await screen.findByRole('heading', { level: 2, name: 'My Messages' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /new\)$/ })).not.toBeInTheDocument();
    const seen = (await backend.store.get('users', 'demo-user'))?.messagesSeenAt;
    expect(seen).toBeInstanceOf(Date);
    expect((seen as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows the dot only for replies that arrived after Messages was last opened', async () => {
    await renderApp('/', { signedInAs: 'user' });
    const replied = new Date(Date.now() - 2 * 60 * 60 * 1000);
    editStore((data) => {
      data.collections.users['demo-user'].messagesSeenAt = new Date(replied.getTime() + 1000);
      data.collections.contact_messages['seed-message-3'].repliedAt = replied;
    });
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /new\)$/ })).not.toBeInTheDocument();
  });

  it('says when there are no messages yet, and when they cannot be loaded', async () => {
    const { user, backend } = await renderApp('/profile?tab=messages', { signedInAs: 'user' });
    editStore((data) => {
      data.collections.contact_messages = {};
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'No messages yet' })).toBeInTheDocument();
    expect(within(messagesPanel()).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    // Back to Profile, a failing load, and Messages again.
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    const list = backend.store.list.bind(backend.store);
    let failing = true;
    vi.spyOn(backend.store, 'list').mockImplementation((collection, query) =>
      failing && collection === 'contact_messages' ? Promise.reject(new Error('offline')) : list(collection, query),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await within(messagesPanel()).findByText('Error fetching messages')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error fetching messages', expect.any(Error));
    failing = false;
    await user.click(within(messagesPanel()).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'No messages yet' })).toBeInTheDocument();
  });

  it('offers the Debug and Test Message developer tools in development', async () => {
    expect(import.meta.env.DEV).toBe(true);
    const { user, backend } = await openMessages();
    await user.click(screen.getByRole('button', { name: 'Debug' }));
    expect(await screen.findByText('2 messages readable by user@example.com (uid demo-user).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test Message' }));
    expect(await screen.findByText('Test message added')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(['Other', 'Mobile App Development', 'Cybersecurity']));
    expect(within(card('Other')).getByText('Sent – awaiting reply')).toBeInTheDocument();
    const stored = await backend.store.list('contact_messages', { where: [['userId', '==', 'demo-user']] });
    expect(stored.filter((m) => m.status === 'unread' && m.service === 'Other')).toHaveLength(1);
  });
});

/**
 * Admin → Newsletter on the demo backend: an issue is written (or started from a post), kept when a
 * save fails, previewed, tested, and sent to every confirmed subscriber and nobody else; sending that
 * stops resumes where it stopped, and nobody gets two messages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode, encode, STORAGE_KEY, type LocalDoc } from '@/backend/local/db.ts';
import { SEND_BATCH } from '@/features/newsletter/data/issues.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import { renderApp } from '../render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const collection = (name: string): Record<string, LocalDoc> => decode(localStorage.getItem(STORAGE_KEY)!).collections[name] ?? {};
const messagesOf = (issueId: string) =>
  Object.entries(collection('mail')).filter(([id]) => id.startsWith(`newsletter-${issueId}-`) && !id.startsWith('newsletter-test-'));

/** The seeded confirmed subscribers (src/backend/local/seed/newsletter.ts). */
const CONFIRMED = ['maria.lopez@example.com', 'tom.becker@example.com', 'priya.nair@example.com'];

async function writeIssue(subject: string, body: string, options: Parameters<typeof renderApp>[1] = {}) {
  const ui = await renderApp('/admin/newsletter/new', { signedInAs: 'admin', ...options });
  await screen.findByRole('heading', { level: 1, name: 'New issue' });
  const form = screen.getByRole('form', { name: 'Issue' });
  await ui.user.type(within(form).getByRole('textbox', { name: /^Subject/ }), subject);
  await ui.user.type(within(form).getByRole('textbox', { name: /^Issue/ }), body);
  await ui.user.click(within(form).getByRole('button', { name: 'Save draft' }));
  await screen.findByRole('heading', { level: 1, name: subject });
  return ui;
}

describe('Newsletter issues', { timeout: 60_000 }, () => {
  it('says what is missing, keeps what was typed when saving fails, and saves a draft at an address made from its subject', async () => {
    const { user, backend } = await renderApp('/admin/newsletter/new', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'New issue' });
    const form = screen.getByRole('form', { name: 'Issue' });
    const subject = within(form).getByRole('textbox', { name: /^Subject/ });
    const body = within(form).getByRole('textbox', { name: /^Issue/ });
    await user.type(body, 'Some words.');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(subject).toHaveAccessibleDescription(/Write a subject\./);
    expect(subject).toHaveFocus();

    await user.type(subject, 'November: what we shipped');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const batch = vi.spyOn(backend.store, 'batch').mockRejectedValueOnce(new Error('offline'));
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Error saving the draft/)).toBeInTheDocument();
    expect(subject).toHaveValue('November: what we shipped');
    expect(body).toHaveValue('Some words.');
    batch.mockRestore();

    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'November: what we shipped' })).toBeInTheDocument();
    expect(collection('newsletter_issues')['november-what-we-shipped']).toMatchObject({ subject: 'November: what we shipped', body: 'Some words.', status: 'draft' });
  });

  it('starts from a published post: its title, cover, excerpt and link, previewed as the e-mail', async () => {
    const { user } = await renderApp('/admin/newsletter/new', { signedInAs: 'admin' });
    const form = await screen.findByRole('form', { name: 'Issue' });
    const posts = within(form).getByRole('combobox', { name: /^Start from a post/ });
    await waitFor(() => expect(within(posts).getAllByRole('option').length).toBeGreaterThan(1));
    const first = within(posts).getAllByRole('option')[1];
    const title = first.textContent!;
    await user.selectOptions(posts, first);
    await user.click(within(form).getByRole('button', { name: 'Use this post' }));
    expect(within(form).getByRole('textbox', { name: /^Subject/ })).toHaveValue(title);
    const words = (within(form).getByRole('textbox', { name: /^Issue/ }) as HTMLTextAreaElement).value;
    expect(words).toMatch(/\[Read “.+” on our blog\]\(\/blog\/[^)]+\)$/);

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent(title);
    await user.click(within(preview).getByRole('button', { name: 'Show the e-mail' }));
    const html = within(preview).getByTitle('The e-mail as subscribers will see it').getAttribute('srcdoc')!;
    // The site's own link made absolute; each subscriber's unsubscribe link.
    expect(html).toMatch(/<a href="https:\/\/[^"]+\/blog\/[^"]+"/);
    expect(html).toContain('/newsletter/unsubscribe?id=example&amp;token=example');
  });

  it('sends a test to the admin, then the issue to each confirmed subscriber once, and no one else', async () => {
    const { user } = await writeIssue('December news', 'We shipped **three** apps.');
    const sending = screen.getByRole('region', { name: 'Sending' });
    await user.click(await within(sending).findByRole('button', { name: 'Send a test to admin@example.com' }));
    expect(await screen.findByText('Test queued to admin@example.com')).toBeInTheDocument();
    const tests = Object.entries(collection('mail')).filter(([id]) => id.startsWith('newsletter-test-'));
    expect(tests).toHaveLength(1);
    expect(tests[0][1]).toMatchObject({ to: 'admin@example.com', template: { name: 'newsletter-december-news' } });
    expect(collection('mail_templates')['newsletter-december-news']).toMatchObject({ subject: 'December news' });

    await user.click(await within(sending).findByRole('button', { name: 'Send to 3 confirmed subscribers' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this issue?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Issue sent')).toBeInTheDocument();
    await waitFor(() => expect(within(sending).getByText(/^Sent .* to 3 subscribers\./)).toBeInTheDocument());
    const sent = messagesOf('december-news');
    expect(sent.map(([, message]) => message.to).sort()).toEqual([...CONFIRMED].sort());
    for (const [id, message] of sent) {
      const subscriberId = sha256Hex(String(message.to));
      expect(id).toBe(`newsletter-december-news-${subscriberId}`);
      expect((message.headers as LocalDoc)['List-Unsubscribe']).toMatch(new RegExp(`^<https://.+/newsletter/unsubscribe\\?id=${subscriberId}&token=.+>$`));
    }
    const delivery = await within(sending).findByRole('list', { name: 'Delivery figures' });
    await waitFor(() => expect(within(within(delivery).getByRole('group', { name: 'Queued' })).getByText('3')).toBeInTheDocument());
    expect(collection('newsletter_issues')['december-news']).toMatchObject({ status: 'sent', progress: { queued: 3 } });
    // Sent: nothing to edit any more; the e-mail as it went.
    expect(screen.queryByRole('form', { name: 'Issue' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('December news');
  });

  it('resumes sending that stopped, where it stopped, without mailing anyone twice', async () => {
    // Twenty-five confirmed subscribers more (written straight into the demo's data): several writes.
    const { user, backend } = await writeIssue('January news', 'Happy new year.', {
      prepare: async () => {
        const data = decode(localStorage.getItem(STORAGE_KEY)!);
        for (let n = 0; n < 25; n += 1) {
          const email = `reader${n}@example.org`;
          const at = new Date(Date.UTC(2026, 0, 1 + n));
          data.collections.newsletter_subscribers[sha256Hex(email)] = {
            email,
            status: 'confirmed',
            token: `readertoken${String(n).padStart(2, '0')}${'y'.repeat(30)}`,
            createdAt: at,
            updatedAt: at,
          };
        }
        localStorage.setItem(STORAGE_KEY, encode(data));
      },
    });
    const sending = screen.getByRole('region', { name: 'Sending' });
    // The second write fails (the connection drops): sending stops after the first.
    const batch = backend.store.batch.bind(backend.store);
    let writes = 0;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(backend.store, 'batch').mockImplementation((list) => {
      if (list.some((write) => write.collection === 'mail')) writes += 1;
      return writes === 2 ? Promise.reject(new Error('offline')) : batch(list);
    });
    await user.click(await within(sending).findByRole('button', { name: 'Send to 28 confirmed subscribers' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Send this issue?' })).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(/Sending stopped/)).toBeInTheDocument();
    await waitFor(() => expect(within(sending).getByRole('status')).toHaveTextContent(`Sending stopped after ${SEND_BATCH} messages: resume to reach the rest.`));
    expect(messagesOf('january-news')).toHaveLength(SEND_BATCH);

    await user.click(within(sending).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Issue sent')).toBeInTheDocument();
    const sent = messagesOf('january-news');
    expect(sent).toHaveLength(28);
    expect(new Set(sent.map(([, message]) => message.to)).size).toBe(28);
    expect(collection('newsletter_issues')['january-news']).toMatchObject({ status: 'sent', progress: { queued: 28 } });
  });
});

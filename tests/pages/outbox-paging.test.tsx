import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as policy from '@/backend/local/policy.ts';
import { renderApp } from '../render.tsx';

// Only the demo seed (src/backend/local/seed/mail.ts) and the app's flows write mail/; to fill several pages this test lets its setup write
// messages directly (the policy is switched off while `prepare` runs, and on again for the screen).
const policySwitch = vi.hoisted(() => ({ off: false }));
vi.mock('@/backend/local/policy.ts', async (importOriginal) => {
  const original = await importOriginal<typeof policy>();
  return { ...original, isAllowed: (...args: Parameters<typeof policy.isAllowed>) => policySwitch.off || original.isAllowed(...args) };
});

const HOUR = 3600_000;

describe('Outbox pages', () => {
  it('reads the messages a page of 20 at a time, newest first, with Previous and Next', async () => {
    const now = Date.now();
    const { user } = await renderApp('/admin/outbox', {
      signedInAs: 'admin',
      prepare: async (backend) => {
        policySwitch.off = true;
        await backend.store.batch(
          Array.from({ length: 25 }, (_, index) => ({
            op: 'set' as const,
            collection: 'mail',
            id: `reply-paged${index}-0`,
            data: {
              to: `person${index}@example.org`,
              template: { name: 'enquiry-reply', data: { messageId: `paged${index}`, name: `Person ${index}`, reply: `Answer number ${index}` } },
              // Person 0 is the newest, all newer than the seeded nine.
              createdAt: new Date(now + (30 - index) * HOUR),
            },
          })),
        );
        policySwitch.off = false;
      },
    });
    const heading = await screen.findByRole('heading', { name: 'Messages (34)' });
    const section = heading.closest('section')!;
    const pager = screen.getByRole('navigation', { name: 'Outbox pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    let articles = within(section).getAllByRole('article');
    expect(articles).toHaveLength(20);
    expect(articles[0]).toHaveTextContent('person0@example.org');
    expect(articles[19]).toHaveTextContent('person19@example.org');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 2'));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(14));
    articles = within(section).getAllByRole('article');
    expect(articles[0]).toHaveTextContent('person20@example.org');
    expect(articles[5]).toHaveAccessibleName('New enquiry from Sofia Alvarez: Web Development');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 2'));
    await waitFor(() => expect(within(section).getAllByRole('article')[0]).toHaveTextContent('person0@example.org'));
    expect(within(section).getAllByRole('article')).toHaveLength(20);
  });
});

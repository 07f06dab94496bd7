/** The demo's seeded newsletter documents (collection → id → document). */
import { sha256Hex } from '@/lib/sha256.ts';
import type { LocalDoc } from '../db.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A few newsletter subscribers in each state. */
const SUBSCRIBERS = [
  { email: 'maria.lopez@example.com', status: 'confirmed', daysAgo: 60 },
  { email: 'tom.becker@example.com', status: 'confirmed', daysAgo: 34 },
  { email: 'priya.nair@example.com', status: 'confirmed', daysAgo: 12 },
  { email: 'sam.okafor@example.com', status: 'unconfirmed', daysAgo: 3 },
  { email: 'lena.schmidt@example.com', status: 'unsubscribed', daysAgo: 90 },
] as const;

export function seedNewsletter(now: Date): Record<string, Record<string, LocalDoc>> {
  const subscribers: Record<string, LocalDoc> = {};
  SUBSCRIBERS.forEach((subscriber, index) => {
    const createdAt = new Date(now.getTime() - subscriber.daysAgo * DAY);
    subscribers[sha256Hex(subscriber.email)] = {
      email: subscriber.email,
      status: subscriber.status,
      // Demo data only: a made-up secret of the right shape, made when the address was confirmed.
      ...(subscriber.status === 'unconfirmed' ? {} : { token: `seededdemotoken${String(index).padStart(2, '0')}${'x'.repeat(28)}` }),
      createdAt,
      updatedAt: subscriber.status === 'unconfirmed' ? createdAt : new Date(createdAt.getTime() + DAY / 2),
    };
  });
  return { newsletter_subscribers: subscribers };
}

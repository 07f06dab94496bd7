/** Seeds the two demo accounts (admin and user): their sign-in accounts and their users documents. */
import type { LocalAccount, LocalDoc } from '../db.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { daysAgo } from './shared.ts';

function account(entry: (typeof DEMO_ACCOUNTS)['admin' | 'user'], created: Date): LocalAccount {
  return {
    uid: entry.uid,
    email: entry.email,
    password: entry.password,
    displayName: entry.displayName,
    emailVerified: true,
    creationTime: created.toUTCString(),
    lastSignInTime: created.toUTCString(),
  };
}

/** The demo accounts (admin, then user) and their users documents, created 120 and 45 days before now. */
export function seedAccounts(now: Date): { accounts: Record<string, LocalAccount>; users: Record<string, LocalDoc> } {
  const adminCreated = daysAgo(now, 120);
  const userCreated = daysAgo(now, 45);

  const users: Record<string, LocalDoc> = {};
  for (const [entry, created, role] of [
    [DEMO_ACCOUNTS.admin, adminCreated, 'admin'],
    [DEMO_ACCOUNTS.user, userCreated, 'user'],
  ] as const) {
    users[entry.uid] = {
      uid: entry.uid,
      email: entry.email,
      displayName: entry.displayName,
      role,
      createdAt: created.toISOString(),
      isActive: true,
    };
  }

  return {
    accounts: {
      [DEMO_ACCOUNTS.admin.uid]: account(DEMO_ACCOUNTS.admin, adminCreated),
      [DEMO_ACCOUNTS.user.uid]: account(DEMO_ACCOUNTS.user, userCreated),
    },
    users,
  };
}

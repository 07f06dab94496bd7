/** Seeds the demo accounts (admin, editor and user): their sign-in accounts and their users documents. */
import type { LocalAccount, LocalDoc } from '../db.ts';
import { DEMO_ACCOUNTS } from '@/content/demo-accounts.ts';
import { daysAgo } from './shared.ts';

function account(entry: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS], created: Date): LocalAccount {
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

/** The demo accounts (admin, editor, user) and their users documents, created 120, 90 and 45 days before now. */
export function seedAccounts(now: Date): { accounts: Record<string, LocalAccount>; users: Record<string, LocalDoc> } {
  const seeded = [
    [DEMO_ACCOUNTS.admin, daysAgo(now, 120), 'admin'],
    [DEMO_ACCOUNTS.editor, daysAgo(now, 90), 'editor'],
    [DEMO_ACCOUNTS.user, daysAgo(now, 45), 'user'],
  ] as const;

  const users: Record<string, LocalDoc> = {};
  const accounts: Record<string, LocalAccount> = {};
  for (const [entry, created, role] of seeded) {
    accounts[entry.uid] = account(entry, created);
    users[entry.uid] = {
      uid: entry.uid,
      email: entry.email,
      displayName: entry.displayName,
      role,
      createdAt: created.toISOString(),
      isActive: true,
    };
  }

  return { accounts, users };
}

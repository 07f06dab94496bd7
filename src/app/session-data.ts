/**
 * What the session reads and writes, loaded with the backend rather than with the page: none of it
 * can run before the backend is up, so it stays off a page's first-load JavaScript (design.md §6).
 * Import it with `loadSessionData()` (session.tsx), never statically.
 */
export { deleteOwnAccount, followAccountEmail } from '@/data/account.ts';
export { endsSession } from '@/data/auth-errors.ts';
export { countNewReplies, countUnreadMessages, listMyMessages } from '@/data/contact-messages.ts';
export { announceSessionEnded, endSession, isSignedInAs, onSessionEnded, recheckAccount, sessionEndCode, sessionProfile, signOut } from '@/data/session.ts';
export { closedAccountCode, isActiveAdmin } from '@/data/users.ts';

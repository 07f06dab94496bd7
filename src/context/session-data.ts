/**
 * What the session reads and writes, loaded with the backend rather than with the page: none of it
 * can run before the backend is up, so it stays off a page's first-load JavaScript (design.md §6).
 * Import it with `loadSessionData()` (session.tsx), never statically.
 */
export { deleteOwnAccount, followAccountEmail } from '@/features/accounts/data/account.ts';
export { endsSession } from '@/features/accounts/data/auth-errors.ts';
export { countNewReplies, countUnreadMessages, listMyMessages } from '@/features/enquiries/data/contact-messages.ts';
export { announceSessionEnded, endSession, isSignedInAs, onSessionEnded, recheckAccount, sessionEndCode, sessionProfile, signOut } from '@/features/accounts/data/session.ts';
export { closedAccountCode, isActiveAdmin, isActiveStaff } from '@/features/accounts/data/users.ts';
export { forgetAllKeptDrafts } from '@/features/blog/data/kept-drafts-store.ts';

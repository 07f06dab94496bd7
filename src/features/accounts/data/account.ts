/**
 * Account self-service: change the password, change the e-mail through a link sent to the
 * new address, close the account. Each starts by asking for the current password again
 * (re-authentication): the identity service wants a recent sign-in for all three, and it keeps a
 * left-open session from being used to take the account over.
 */
import { getBackend } from '@/backend/index.ts';
import { BackendError, errorCode, type BatchWrite, type SessionUser } from '@/backend/types.ts';
import { endsSession } from './auth-errors.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { activityWrites, CLOSED_ACCOUNT } from '../../activity/data/activity.ts';
import { deleteApplication, listMyApplications } from '../../careers/data/applications.ts';
import { deleteMessage, listMyMessages } from '../../enquiries/data/contact-messages.ts';
import { countOf } from '@/lib/plural.ts';
import { endSession } from './session.ts';
import { closedAccountCode, type UserProfile } from './users.ts';

/** What the person types to confirm that their account is to be deleted. */
export const DELETE_CONFIRMATION = 'DELETE';

/** Closing an admin's account: another admin takes the admin rights away first (the rules say the same). */
export const ADMIN_CANNOT_CLOSE = 'admin-cannot-close';

/** Runs `call` for the signed-in account; a session the identity service ended is ended here too, and said so. */
async function asSignedIn<T>(call: (uid: string) => Promise<T>): Promise<T> {
  const { auth } = await getBackend();
  const uid = auth.currentUser()?.uid;
  if (!uid) throw new BackendError('auth/null-user');
  try {
    return await call(uid);
  } catch (error) {
    if (endsSession(error)) await endSession(uid, errorCode(error) ?? '');
    throw error;
  }
}

/** Checks the current password, then sets the new one; the session goes on. */
export function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return asSignedIn(async () => {
    const { auth } = await getBackend();
    await auth.reauthenticate(currentPassword);
    await auth.updatePassword(newPassword);
  });
}

/**
 * Checks the current password, keeps the person's history with the account (below), then has a link
 * sent to `newEmail`. The account keeps its e-mail until that link is followed; then the account (and,
 * on the next load of the session, the user document) has the new one.
 */
export function requestEmailChange(currentPassword: string, newEmail: string): Promise<void> {
  return asSignedIn(async (uid) => {
    const { auth } = await getBackend();
    await auth.reauthenticate(currentPassword);
    await keepHistoryWithAccount(uid);
    await auth.verifyBeforeUpdateEmail(newEmail.trim().toLowerCase());
  });
}

/**
 * History belongs to the account, not to an address: what was sent under the account's verified
 * e-mail without its uid (signed out, or before the address was verified), which the profile finds
 * only by that address, gets the account's uid, so it still shows once the address has changed
 * (rule 82). Enquiries the person hid as not theirs stay as they are. Nothing to do while the
 * address is not verified: the profile finds nothing by it then.
 */
async function keepHistoryWithAccount(uid: string): Promise<void> {
  const { auth, store } = await getBackend();
  const account = auth.currentUser();
  if (!account?.emailVerified || !account.email) return;
  const byAddress = (collection: string) => store.list<{ userId: string | null }>(collection, { where: [['email', '==', account.email]] });
  const [profile, messages, applications] = await Promise.all([
    store.get<Pick<UserProfile, 'hiddenMessageIds'>>(COLLECTIONS.users, uid),
    byAddress(COLLECTIONS.contactMessages),
    byAddress(COLLECTIONS.applications),
  ]);
  const hidden = new Set(profile?.hiddenMessageIds ?? []);
  const writes: BatchWrite[] = [
    ...messages.filter((message) => message.userId === null && !hidden.has(message.id)).map((message) => ({ collection: COLLECTIONS.contactMessages, id: message.id })),
    ...applications.filter((application) => application.userId === null).map((application) => ({ collection: COLLECTIONS.applications, id: application.id })),
    // Marked kept, not sent signed in: closing the account leaves it (deleteOwnAccount).
  ].map(({ collection, id }) => ({ op: 'update' as const, collection, id, data: { userId: uid, keptByAccount: true } }));
  // A batch holds at most 500 writes.
  for (let start = 0; start < writes.length; start += 500) await store.batch(writes.slice(start, start + 500));
}

/** True when this site runs the demo backend, whose "mail" the profile can open (it sends none). */
export async function hasDemoInbox(): Promise<boolean> {
  return Boolean((await getBackend()).demoInbox);
}

/** Demo mode: the address the account asked to change to, if its link is still to be followed. */
export async function demoPendingEmailChange(): Promise<string | null> {
  return (await getBackend()).demoInbox?.pendingEmailChange() ?? null;
}

/** Demo mode: follows the e-mail change link, as its owner would from the new address's inbox. */
export async function followDemoEmailChangeLink(): Promise<void> {
  const inbox = (await getBackend()).demoInbox;
  if (!inbox) throw new BackendError('unimplemented', 'Only the demo backend has an inbox.');
  await inbox.followEmailChangeLink();
}

/**
 * The user document's e-mail after the account's changed (rule 63: only to the account's own
 * verified address). Resolves with the profile as it now stands.
 */
export async function followAccountEmail(profile: UserProfile, account: { email: string; emailVerified: boolean }): Promise<UserProfile> {
  if (!account.emailVerified || !account.email || profile.email === account.email) return profile;
  const { store } = await getBackend();
  await store.update(COLLECTIONS.users, profile.uid, { email: account.email });
  return { ...profile, email: account.email };
}

/** What closing the account deletes, and what it leaves with us: counts for the dialog and the log. */
export interface AccountClosure {
  /** Sent while logged in (by uid): deleted, enquiries with their threads. */
  enquiries: number;
  applications: number;
  /** Sent while logged out (found by the verified address, or kept by the account since, rule 82): left. */
  keptEnquiries: number;
  keptApplications: number;
}

interface SentRow extends Record<string, unknown> {
  id: string;
  userId: string | null;
  keptByAccount?: boolean;
}

/** Sent signed in by this account: closing it deletes them. What it only kept (rule 82) was sent signed out. */
const sentSignedIn = (uid: string) => (row: SentRow) => row.userId === uid && row.keptByAccount !== true;

/**
 * What closing the signed-in account would delete and leave, from the person's own lists (those the
 * profile shows): enquiries they hid as not theirs, and those another account sent, are not counted.
 */
export async function accountClosurePlan(user: Pick<SessionUser, 'uid' | 'email' | 'emailVerified'>, hiddenMessageIds: readonly string[] = []): Promise<AccountClosure> {
  const [messages, applications] = await Promise.all([listMyMessages(user), listMyApplications(user)]);
  const hidden = new Set(hiddenMessageIds);
  const goes = sentSignedIn(user.uid);
  const stays = (row: SentRow) => !goes(row) && (row.userId === null || row.userId === user.uid);
  return {
    enquiries: messages.filter(goes).length,
    applications: applications.filter(goes).length,
    keptEnquiries: messages.filter((row) => stays(row) && !hidden.has(row.id)).length,
    keptApplications: applications.filter(stays).length,
  };
}

/** The audit log's line: "Jordan Lee deleted their account: 1 enquiry and 1 application removed". */
export function closureSummary(name: string, removed: Pick<AccountClosure, 'enquiries' | 'applications'>): string {
  const what = [countOf(removed.enquiries, 'enquiry', 'enquiries'), countOf(removed.applications, 'application', 'applications')].join(' and ');
  return `${name} deleted their account: ${what} removed`;
}

/**
 * Closes the signed-in account: checks the password, deletes the enquiries the person sent signed in
 * (each with its thread) and the careers applications they sent signed in (what they sent signed out,
 * and what their account only kept since, rule 82, stays with us), then their user document with the
 * audit log's line saying so and how many went, and then the account itself, which signs them out.
 * Refused before anything is deleted for an admin (`admin-cannot-close`) and for an account an admin
 * deactivated or deleted. If the last step failed before (the document is already gone), a retry
 * goes straight to it.
 */
export function deleteOwnAccount(password: string): Promise<void> {
  return asSignedIn(async (uid) => {
    const { auth, store } = await getBackend();
    await auth.reauthenticate(password);
    const profile = await store.get<Pick<UserProfile, 'role' | 'isActive' | 'deletedAt' | 'displayName'>>(COLLECTIONS.users, uid);
    if (profile) {
      const closed = closedAccountCode(profile);
      if (closed) throw new BackendError(closed);
      if (profile.role === 'admin') throw new BackendError(ADMIN_CANNOT_CLOSE);
      const mine = (await store.list<SentRow>(COLLECTIONS.contactMessages, { where: [['userId', '==', uid]] })).filter(sentSignedIn(uid));
      for (const message of mine) await deleteMessage(message.id);
      const applications = (await store.list<SentRow>(COLLECTIONS.applications, { where: [['userId', '==', uid]] })).filter(sentSignedIn(uid));
      for (const application of applications) await deleteApplication(application.id);
      const actor = { uid, name: profile.displayName };
      const summary = closureSummary(actor.name, { enquiries: mine.length, applications: applications.length });
      await store.batch([
        { op: 'delete', collection: COLLECTIONS.users, id: uid },
        ...activityWrites(actor, { area: 'users', action: CLOSED_ACCOUNT, summary, target: { collection: COLLECTIONS.users, id: uid } }),
      ]);
    }
    await auth.deleteAccount();
  });
}

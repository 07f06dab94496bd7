/**
 * Access-table rows for accounts: users/{uid}, the document sign-up writes, what its owner and an admin
 * may change on it, deactivated and deleted accounts, closing one's own account and the e-mail after an
 * e-mail change. Rule numbers 1–15, 55 and 63, and the users/ rows of 16, 49, 52, 57 and 62.
 * `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import { SERVER_TIME } from '@/backend/types.ts';
import type { AccessRow, Doc, WorldAccount } from '../access-matrix.ts';
import { actors } from './actors.ts';
import { row } from './row.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {
  55: 'a person may hide enquiries from their own list (a bounded list of ids on their document)',
  63: 'after an e-mail change, a person may set the e-mail on their document to the one their token carries, verified; to no other',
};

// ---------------------------------------------------------------------------------------------
// The world: every account's user document.

const JAN_12 = new Date('2026-01-12T09:00:00.000Z');
/** A time a client could make up: any fixed date, never the server's clock at the write. */
const CLIENT_TIME = new Date('2026-03-01T12:00:00.000Z');

/** The user document sign-up writes (`users.ts` createUserProfile); createdAt is an ISO string (spec §3). */
const profileOf = (account: WorldAccount, role: 'user' | 'editor' | 'admin', isActive: boolean): Doc => ({
  uid: account.uid,
  email: account.email,
  displayName: account.displayName,
  role,
  createdAt: '2025-11-20T10:00:00.000Z',
  isActive,
});

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {
  users: {
    [actors.user.uid]: profileOf(actors.user, 'user', true),
    [actors.otherUser.uid]: profileOf(actors.otherUser, 'user', true),
    [actors.unverifiedUser.uid]: profileOf(actors.unverifiedUser, 'user', true),
    [actors.inactiveUser.uid]: profileOf(actors.inactiveUser, 'user', false),
    [actors.deletedUser.uid]: { ...profileOf(actors.deletedUser, 'user', false), deletedAt: JAN_12 },
    [actors.movedUser.uid]: { ...profileOf(actors.movedUser, 'user', true), email: 'moved-old@example.com' },
    [actors.movedUnverifiedUser.uid]: { ...profileOf(actors.movedUnverifiedUser, 'user', true), email: 'moved-unverified-old@example.com' },
    [actors.admin.uid]: profileOf(actors.admin, 'admin', true),
    [actors.inactiveAdmin.uid]: profileOf(actors.inactiveAdmin, 'admin', false),
    [actors.editor.uid]: profileOf(actors.editor, 'editor', true),
    [actors.inactiveEditor.uid]: profileOf(actors.inactiveEditor, 'editor', false),
    // Written before role and isActive existed: a user, active (spec §3: active unless explicitly false).
    'legacy-user': { uid: 'legacy-user', email: 'legacy@example.com', displayName: 'Lee Legacy', createdAt: '2024-05-01T08:00:00.000Z' },
  },
};

// ---------------------------------------------------------------------------------------------
// What the app writes (src/features/accounts/data/users.ts).

/** users.ts createUserProfile. */
const newProfile = (account: WorldAccount, extra: Doc = {}): Doc => ({
  uid: account.uid,
  email: account.email,
  displayName: account.displayName,
  role: 'user',
  createdAt: SERVER_TIME,
  isActive: true,
  ...extra,
});

/** What `deleteUser` writes: the account inactive and a user for good, stamped with the server's time. */
export const ACCOUNT_DELETION: Doc = { isActive: false, role: 'user', deletedAt: SERVER_TIME };

const { user, otherUser, unverifiedUser, deletedUser, movedUser, movedUnverifiedUser } = actors;

export const rows: readonly AccessRow[] = [
  // ----- users/{uid} -------------------------------------------------------------------------
  row(1, 'visitor', 'get', 'users/user', 'deny', 'a visitor reads a user document'),
  row(1, 'visitor', 'list', 'users', 'deny', 'a visitor lists users'),
  row(1, 'anonymous', 'get', 'users/user', 'deny', "a visitor's anonymous identity reads a user document"),
  row(2, 'user', 'get', 'users/{self}', 'allow', 'a user reads their own document (getUserProfile)'),
  row(3, 'user', 'get', 'users/other-user', 'deny', "a user reads another user's document"),
  row(3, 'otherUser', 'get', 'users/user', 'deny', "the other user reads the user's document"),
  row(4, 'user', 'list', 'users', 'deny', 'a user lists users (listUsersPage)'),
  row(4, 'user', 'count', 'users', 'deny', 'a user counts users'),
  row(5, 'user', 'create', 'users/{self}', 'allow', 'a user creates their own document as sign-up writes it', {
    data: newProfile(user),
  }),
  row(5, 'unverifiedUser', 'create', 'users/{self}', 'allow', 'sign-up writes the profile before the e-mail is verified', {
    data: newProfile(unverifiedUser),
  }),
  row(5, 'user', 'create', 'users/{self}', 'allow', 'a user creates their own document with a 100-character name', {
    data: newProfile(user, { displayName: 'N'.repeat(100) }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document with a 101-character name', {
    data: newProfile(user, { displayName: 'N'.repeat(101) }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document with an empty name', {
    data: newProfile(user, { displayName: '' }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', "a user creates their own document with someone else's e-mail", {
    data: newProfile(user, { email: otherUser.email }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document already deactivated', {
    data: newProfile(user, { isActive: false }),
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document without isActive', {
    data: { uid: user.uid, email: user.email, displayName: user.displayName, role: 'user', createdAt: SERVER_TIME },
  }),
  row(5, 'user', 'create', 'users/{self}', 'deny', "a user creates their own document with another uid inside it", {
    data: newProfile(user, { uid: otherUser.uid }),
  }),
  row(5, 'anonymous', 'create', 'users/{self}', 'deny', "a visitor's anonymous identity creates a profile", {
    data: newProfile(actors.anonymous, { email: '', displayName: 'Anonymous' }),
  }),
  row(6, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document with role admin', {
    data: newProfile(user, { role: 'admin' }),
  }),
  row(7, 'user', 'create', 'users/{self}', 'deny', 'a user creates their own document with an extra key', {
    data: newProfile(user, { phone: '+1 555 0100' }),
  }),
  row(8, 'user', 'create', 'users/other-user', 'deny', "a user creates another user's document (own e-mail, other's uid)", {
    data: newProfile({ ...user, uid: otherUser.uid }),
  }),
  row(9, 'user', 'update', 'users/{self}', 'allow', 'a user changes their display name (updateOwnDisplayName)', {
    data: { displayName: 'Uma U. User' },
  }),
  row(9, 'user', 'update', 'users/{self}', 'allow', 'a user records when they last opened Messages', {
    data: { messagesSeenAt: SERVER_TIME },
  }),
  // What is new beside Applications and Subscribers in the admin sidebar counts from the admin's own last look.
  row(9, 'admin', 'update', 'users/{self}', 'allow', 'an admin records when they last opened Applications', {
    data: { applicationsSeenAt: SERVER_TIME },
  }),
  row(9, 'admin', 'update', 'users/{self}', 'allow', 'an admin records when they last opened Subscribers', {
    data: { subscribersSeenAt: SERVER_TIME },
  }),
  row(9, 'admin', 'update', 'users/editor', 'deny', 'an admin records when someone else last opened Applications', {
    data: { applicationsSeenAt: SERVER_TIME },
  }),
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user (no admin) records when they last opened Applications', {
    data: { applicationsSeenAt: SERVER_TIME },
  }),
  row(10, 'editor', 'update', 'users/{self}', 'deny', 'an editor records when they last opened Subscribers', {
    data: { subscribersSeenAt: SERVER_TIME },
  }),
  row(9, 'user', 'update', 'users/{self}', 'deny', 'a user changes their display name to 101 characters', {
    data: { displayName: 'N'.repeat(101) },
  }),
  row(9, 'user', 'update', 'users/other-user', 'deny', "a user edits the other user's display name", {
    data: { displayName: 'Oscar the Grouch' },
  }),
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user promotes themselves to admin', { data: { role: 'admin' } }),
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user changes their own isActive', { data: { isActive: false } }),
  row(10, 'user', 'update', 'users/{self}', 'deny', 'a user changes the e-mail on their document', {
    data: { email: 'someone-else@example.com' },
  }),
  // Changed by account self-service (rule 62): a person may close their own account.
  // (Closing the account is logged: the batch with its entry is in ./activity.ts.)
  row(11, 'user', 'delete', 'users/{self}', 'deny', 'a user deletes their own document (closing their account) without the activity log’s line saying so'),
  row(12, 'admin', 'get', 'users/other-user', 'allow', "an admin reads a user's document"),
  row(12, 'admin', 'list', 'users', 'allow', 'an admin lists users (listUsersPage)'),
  row(12, 'admin', 'count', 'users', 'allow', 'an admin counts users (countUsers)'),
  row(13, 'admin', 'update', 'users/other-user', 'allow', 'an admin makes a user an admin', { data: { role: 'admin' } }),
  row(13, 'admin', 'set', 'users/other-user', 'allow', 'an admin merge-writes role admin (spec §6 promotion)', {
    data: { role: 'admin' },
    merge: true,
  }),
  row(13, 'admin', 'update', 'users/other-user', 'allow', 'an admin deactivates a user', { data: { isActive: false } }),
  row(13, 'admin', 'update', 'users/legacy-user', 'allow', 'an admin deactivates a user whose document predates isActive', {
    data: { isActive: false, role: 'user' },
  }),
  row(13, 'admin', 'update', 'users/other-user', 'deny', 'an admin sets isActive to something not a boolean', {
    data: { isActive: 'no' },
  }),
  row(14, 'admin', 'update', 'users/other-user', 'deny', 'an admin sets a role other than user, editor or admin', {
    data: { role: 'owner' },
  }),
  row(14, 'admin', 'update', 'users/other-user', 'deny', "an admin changes a user's e-mail", {
    data: { email: 'changed@example.com' },
  }),
  row(14, 'admin', 'update', 'users/other-user', 'deny', "an admin renames a user", {
    data: { displayName: 'Renamed by an admin' },
  }),
  // Changed by rule 57: a removed document let its owner sign up again as a new user.
  row(15, 'admin', 'delete', 'users/other-user', 'deny', "an admin removes a user's document (deleting marks it instead: rule 57)"),
  row(15, 'admin', 'update', 'users/other-user', 'allow', 'an admin deletes a user (deleteUser marks the account)', { data: ACCOUNT_DELETION }),

  // ----- inactive admins ---------------------------------------------------------------------
  row(16, 'inactiveAdmin', 'list', 'users', 'deny', 'an inactive admin lists users'),
  row(16, 'inactiveAdmin', 'update', 'users/other-user', 'deny', 'an inactive admin makes a user an admin', {
    data: { role: 'admin' },
  }),
  row(16, 'inactiveAdmin', 'update', 'users/other-user', 'deny', 'an inactive admin deletes a user', { data: ACCOUNT_DELETION }),
  row(16, 'inactiveAdmin', 'update', 'users/{self}', 'deny', 'an inactive admin records when they last opened Applications', {
    data: { applicationsSeenAt: SERVER_TIME },
  }),

  // ----- 49: deactivated accounts ------------------------------------------------------------
  row(49, 'inactiveUser', 'get', 'users/{self}', 'allow', 'a deactivated user reads their own document (the app says why the session ended)'),
  row(49, 'inactiveUser', 'update', 'users/{self}', 'deny', 'a deactivated user changes their display name', {
    data: { displayName: 'Ina Again' },
  }),
  row(49, 'inactiveUser', 'update', 'users/{self}', 'deny', 'a deactivated user records when they opened Messages', {
    data: { messagesSeenAt: SERVER_TIME },
  }),

  // ----- 52: loose values --------------------------------------------------------------------
  row(52, 'user', 'create', 'users/{self}', 'deny', 'a user creates their document with createdAt "x"', {
    data: newProfile(user, { createdAt: 'x' }),
  }),
  row(52, 'user', 'create', 'users/{self}', 'deny', "a user creates their document with the client's clock as createdAt", {
    data: newProfile(user, { createdAt: CLIENT_TIME }),
  }),
  row(52, 'user', 'update', 'users/{self}', 'deny', 'a user says they last opened Messages in the year 2100', {
    data: { messagesSeenAt: new Date('2100-01-01T00:00:00.000Z') },
  }),
  row(52, 'admin', 'update', 'users/{self}', 'deny', 'an admin says they last opened Subscribers in the year 2100', {
    data: { subscribersSeenAt: new Date('2100-01-01T00:00:00.000Z') },
  }),
  row(52, 'admin', 'update', 'users/{self}', 'deny', "an admin records the client's clock as when they last opened Applications", {
    data: { applicationsSeenAt: CLIENT_TIME },
  }),

  // ----- 55: hiding enquiries from one's list ----------------------------------------------------
  row(55, 'user', 'update', 'users/{self}', 'allow', 'a user hides an enquiry sent by someone else with their address', {
    data: { hiddenMessageIds: ['stranger-message'] },
  }),
  row(55, 'user', 'update', 'users/{self}', 'allow', 'a user hides 200 enquiries', {
    data: { hiddenMessageIds: Array.from({ length: 200 }, (_, i) => `message-${i}`) },
  }),
  row(55, 'user', 'update', 'users/{self}', 'deny', 'a user hides 201 enquiries', {
    data: { hiddenMessageIds: Array.from({ length: 201 }, (_, i) => `message-${i}`) },
  }),
  row(55, 'user', 'update', 'users/{self}', 'deny', 'a user stores a 41-character id as hidden', {
    data: { hiddenMessageIds: ['m'.repeat(41)] },
  }),
  row(55, 'user', 'update', 'users/{self}', 'deny', 'a user stores a map among the hidden ids', {
    data: { hiddenMessageIds: [{ id: 'stranger-message' }] },
  }),

  // ----- 57: deleted accounts ----------------------------------------------------------------
  row(57, 'admin', 'update', 'users/other-user', 'deny', 'an admin deletes a user with a time of their own', {
    data: { ...ACCOUNT_DELETION, deletedAt: CLIENT_TIME },
  }),
  row(57, 'admin', 'update', 'users/other-user', 'deny', 'an admin deletes a user but leaves the account active', {
    data: { ...ACCOUNT_DELETION, isActive: true },
  }),
  row(57, 'admin', 'update', 'users/other-user', 'deny', 'an admin deletes a user and makes them an admin in the same write', {
    data: { ...ACCOUNT_DELETION, role: 'admin' },
  }),
  row(57, 'admin', 'update', 'users/other-user', 'deny', 'an admin deletes a user and renames them in the same write', {
    data: { ...ACCOUNT_DELETION, displayName: 'Renamed' },
  }),
  row(57, 'admin', 'update', 'users/inactive-admin', 'allow', 'an admin deletes an admin account: it becomes a deleted user', {
    data: ACCOUNT_DELETION,
  }),
  row(57, 'admin', 'get', 'users/deleted-user', 'allow', 'an admin reads a deleted account (it stays findable)'),
  row(57, 'admin', 'update', 'users/deleted-user', 'deny', 'an admin reactivates a deleted account', { data: { isActive: true } }),
  row(57, 'admin', 'update', 'users/deleted-user', 'deny', 'an admin makes a deleted account an admin', { data: { role: 'admin' } }),
  row(57, 'admin', 'update', 'users/deleted-user', 'deny', 'an admin deletes a deleted account again (a new time)', { data: ACCOUNT_DELETION }),
  row(57, 'deletedUser', 'get', 'users/{self}', 'allow', 'a deleted user reads their own document (the app says why they cannot log in)'),
  row(57, 'deletedUser', 'set', 'users/{self}', 'deny', 'a deleted user signs up again over their document', {
    data: newProfile(deletedUser),
  }),
  row(57, 'deletedUser', 'update', 'users/{self}', 'deny', 'a deleted user changes their display name', {
    data: { displayName: 'Back Again' },
  }),

  // ----- closing one's own account ---------------------------------------------------------------
  row(62, 'user', 'delete', 'users/other-user', 'deny', "a user deletes the other user's document"),
  row(62, 'inactiveUser', 'delete', 'users/{self}', 'deny', 'a deactivated user deletes their own document (and with it the record of the block)'),
  row(62, 'deletedUser', 'delete', 'users/{self}', 'deny', 'a deleted user removes their marked document'),
  row(62, 'admin', 'delete', 'users/{self}', 'deny', 'an admin closes their own account (another admin takes their admin rights away first)'),

  // ----- the e-mail on one's document after an e-mail change ---------------------------------------
  row(63, 'movedUser', 'update', 'users/{self}', 'allow', 'a user sets their document’s e-mail to their new, verified address', {
    data: { email: movedUser.email },
  }),
  row(63, 'movedUser', 'update', 'users/{self}', 'deny', 'a user sets their document’s e-mail to an address their token does not carry', {
    data: { email: 'someone-else@example.com' },
  }),
  row(63, 'movedUnverifiedUser', 'update', 'users/{self}', 'deny', 'a user sets their document’s e-mail to their new address, not verified', {
    data: { email: movedUnverifiedUser.email },
  }),
  row(63, 'movedUnverifiedUser', 'update', 'users/{self}', 'allow', 'a user whose address is not verified changes their display name', {
    data: { displayName: 'Max M. Moved' },
  }),
];

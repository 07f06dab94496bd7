/**
 * The signed-in actors of the access table's world: their accounts, which `tests/access-matrix.ts` puts
 * in `world.actors` and the area files use for their documents and rows.
 */
import type { SignedInActor, WorldAccount } from '../access-matrix.ts';

export const actors: Record<SignedInActor, WorldAccount> = {
  // A visitor who has sent an enquiry or counted a view: an anonymous identity, nobody's account.
  anonymous: { uid: 'anon-visitor', email: '', emailVerified: false, displayName: '', password: '', isAnonymous: true },
  user: { uid: 'user', email: 'user@example.com', emailVerified: true, displayName: 'Uma User', password: 'user-secret' },
  // Signed up (their user document is written) but has not clicked the verification link yet.
  unverifiedUser: {
    uid: 'unverified-user',
    email: 'unverified@example.com',
    emailVerified: false,
    displayName: 'Ursula Unverified',
    password: 'unverified-secret',
  },
  // Signed in, but their user document is not written (sign-up stopped half-way, or it was removed).
  noProfileUser: { uid: 'no-profile', email: 'newcomer@example.com', emailVerified: true, displayName: 'Nia Newcomer', password: 'newcomer-secret' },
  otherUser: { uid: 'other-user', email: 'other@example.com', emailVerified: true, displayName: 'Oscar Other', password: 'other-secret' },
  // An account an admin has deactivated.
  inactiveUser: { uid: 'inactive-user', email: 'inactive@example.com', emailVerified: true, displayName: 'Ina Inactive', password: 'inactive-user-secret' },
  // An account an admin has deleted: its identity still signs in, its document stays, marked deleted.
  deletedUser: { uid: 'deleted-user', email: 'deleted@example.com', emailVerified: true, displayName: 'Dee Deleted', password: 'deleted-user-secret' },
  // Changed their e-mail (account self-service): the account has the new address, their document still the old one.
  movedUser: { uid: 'moved-user', email: 'moved-new@example.com', emailVerified: true, displayName: 'Mo Moved', password: 'moved-secret' },
  // The same, but the token says the new address is not verified.
  movedUnverifiedUser: {
    uid: 'moved-unverified',
    email: 'moved-unverified-new@example.com',
    emailVerified: false,
    displayName: 'Max Moved',
    password: 'moved-unverified-secret',
  },
  admin: { uid: 'admin', email: 'admin@example.com', emailVerified: true, displayName: 'Ada Admin', password: 'admin-secret' },
  inactiveAdmin: {
    uid: 'inactive-admin',
    email: 'inactive-admin@example.com',
    emailVerified: true,
    displayName: 'Ivan Inactive',
    password: 'inactive-secret',
  },
  // Role editor: the post work (rule 80), nothing else an admin may.
  editor: { uid: 'editor', email: 'editor@example.com', emailVerified: true, displayName: 'Eddie Editor', password: 'editor-secret' },
  // An editor an admin has deactivated.
  inactiveEditor: {
    uid: 'inactive-editor',
    email: 'inactive-editor@example.com',
    emailVerified: true,
    displayName: 'Ines Inactive',
    password: 'inactive-editor-secret',
  },
};

/** The demo AuthGateway: e-mail/password accounts kept with the demo data, raising Firebase's error codes. */
import { BackendError, type AuthGateway, type DemoInbox, type SessionUser } from '../types.ts';
import { newId, type LocalAccount, type LocalData } from './db.ts';
import { isEmail } from '@/lib/email.ts';

export interface LocalAuthDeps {
  read(): LocalData;
  write(data: LocalData): void;
}

export const MIN_PASSWORD_LENGTH = 6;
/** Like Firebase: changing the password or e-mail, or deleting the account, needs a sign-in this recent. */
export const RECENT_LOGIN_MS = 5 * 60 * 1000;

function toSessionUser(account: LocalAccount): SessionUser {
  return {
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    emailVerified: account.emailVerified,
    isAnonymous: account.isAnonymous === true,
    metadata: { creationTime: account.creationTime, lastSignInTime: account.lastSignInTime },
  };
}

const findByEmail = (data: LocalData, email: string) =>
  Object.values(data.accounts).find((account) => !account.isAnonymous && account.email.toLowerCase() === email.trim().toLowerCase());

export interface LocalAuth extends AuthGateway, DemoInbox {
  /** Tells listeners the session may have changed (another tab, a reset). */
  notify(): void;
}

/** A visitor's anonymous identity, new (no e-mail, no password). */
export function anonymousAccount(): LocalAccount {
  const now = new Date().toUTCString();
  return {
    uid: newId().slice(0, 28),
    email: '',
    password: '',
    displayName: null,
    emailVerified: false,
    isAnonymous: true,
    creationTime: now,
    lastSignInTime: now,
  };
}

/** A new e-mail/password account (not yet stored). */
function emailAccount(email: string, password: string): LocalAccount {
  const now = new Date().toUTCString();
  return {
    uid: newId().slice(0, 28),
    email: email.trim().toLowerCase(),
    password,
    displayName: null,
    // Demo mode sends no e-mail, so new accounts count as verified.
    emailVerified: true,
    creationTime: now,
    lastSignInTime: now,
  };
}

/** The signed-in account in `data`; throws `auth/null-user` without one. */
function requireSignedIn(data: LocalData): LocalAccount {
  const account = data.session ? data.accounts[data.session] : undefined;
  if (!account) throw new BackendError('auth/null-user', 'No user is logged in.');
  return account;
}

/** The signed-in account, if it signed in within RECENT_LOGIN_MS; throws `auth/requires-recent-login` if not. */
function requireRecentLogin(data: LocalData): LocalAccount {
  const account = requireSignedIn(data);
  if (Date.now() - (account.recentLoginAt ?? 0) > RECENT_LOGIN_MS) throw new BackendError('auth/requires-recent-login');
  return account;
}

/**
 * Follows the e-mail change link: the signed-in account takes its pending address, now verified, and
 * the pending change is dropped either way. Throws `auth/invalid-action-code` without a pending change.
 */
function applyPendingEmail(deps: LocalAuthDeps): void {
  const data = deps.read();
  const account = requireSignedIn(data);
  const email = account.pendingEmail;
  if (!email) throw new BackendError('auth/invalid-action-code');
  delete account.pendingEmail;
  // The address has an account (now or since the link was sent): Firebase refuses the link.
  if (findByEmail(data, email)) {
    deps.write(data);
    throw new BackendError('auth/email-already-in-use');
  }
  account.email = email;
  account.emailVerified = true;
  deps.write(data);
}

export function createLocalAuth(deps: LocalAuthDeps): LocalAuth {
  const listeners = new Set<(user: SessionUser | null) => void>();

  function current(data = deps.read()): SessionUser | null {
    const account = data.session ? data.accounts[data.session] : undefined;
    return account ? toSessionUser(account) : null;
  }

  function notify() {
    const user = current();
    for (const listener of listeners) listener(user);
  }

  function startSession(data: LocalData, account: LocalAccount): SessionUser {
    account.lastSignInTime = new Date().toUTCString();
    account.recentLoginAt = Date.now();
    data.session = account.uid;
    deps.write(data);
    queueMicrotask(notify);
    return toSessionUser(account);
  }

  return {
    notify,
    onSessionChange(listener) {
      listeners.add(listener);
      queueMicrotask(() => listeners.has(listener) && listener(current()));
      return () => listeners.delete(listener);
    },
    currentUser: () => current(),
    async signUp(email, password) {
      const data = deps.read();
      if (!isEmail(email.trim())) throw new BackendError('auth/invalid-email');
      if (password.length < MIN_PASSWORD_LENGTH) throw new BackendError('auth/weak-password');
      if (findByEmail(data, email)) throw new BackendError('auth/email-already-in-use');
      const account = emailAccount(email, password);
      data.accounts[account.uid] = account;
      return startSession(data, account);
    },
    async signIn(email, password) {
      const data = deps.read();
      if (!isEmail(email.trim())) throw new BackendError('auth/invalid-email');
      const account = findByEmail(data, email);
      if (!account || account.password !== password) throw new BackendError('auth/invalid-credential');
      return startSession(data, account);
    },
    async signInAnonymously() {
      const data = deps.read();
      const account = anonymousAccount();
      data.accounts[account.uid] = account;
      return startSession(data, account);
    },
    async signOut() {
      const data = deps.read();
      data.session = null;
      deps.write(data);
      queueMicrotask(notify);
    },
    async sendPasswordReset(email) {
      if (!isEmail(email.trim())) throw new BackendError('auth/invalid-email');
      // Demo mode sends no e-mail; like Firebase with enumeration protection, it says nothing about the account.
    },
    async sendEmailVerification() {
      requireSignedIn(deps.read());
    },
    async updateProfile({ displayName }) {
      const data = deps.read();
      requireSignedIn(data).displayName = displayName;
      deps.write(data);
    },
    async reload() {
      return current();
    },
    async reauthenticate(password) {
      const data = deps.read();
      const account = requireSignedIn(data);
      if (!password) throw new BackendError('auth/missing-password');
      if (account.password !== password) throw new BackendError('auth/invalid-credential');
      account.recentLoginAt = Date.now();
      deps.write(data);
    },
    async updatePassword(newPassword) {
      const data = deps.read();
      const account = requireRecentLogin(data);
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw new BackendError('auth/weak-password');
      account.password = newPassword;
      deps.write(data);
    },
    async verifyBeforeUpdateEmail(newEmail) {
      const data = deps.read();
      const account = requireRecentLogin(data);
      const email = newEmail.trim().toLowerCase();
      if (!isEmail(email)) throw new BackendError('auth/invalid-email');
      // As the Auth emulator does (a project with e-mail enumeration protection says nothing here,
      // and following the link fails instead).
      if (findByEmail(data, email)) throw new BackendError('auth/email-already-in-use');
      account.pendingEmail = email;
      deps.write(data);
    },
    async deleteAccount() {
      const data = deps.read();
      const account = requireRecentLogin(data);
      delete data.accounts[account.uid];
      data.session = null;
      deps.write(data);
      queueMicrotask(notify);
    },
    pendingEmailChange() {
      const data = deps.read();
      const account = data.session ? data.accounts[data.session] : undefined;
      return account?.pendingEmail ?? null;
    },
    async followEmailChangeLink() {
      applyPendingEmail(deps);
      // As with the Auth emulator, the session goes on and hears the new address. (The production
      // service also ends the account's sessions: the app then signs the person out with a notice.)
      queueMicrotask(notify);
    },
  };
}

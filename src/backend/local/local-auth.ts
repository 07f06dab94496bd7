/** The demo AuthGateway: e-mail/password accounts kept with the demo data, raising Firebase's error codes. */
import { BackendError, type AuthGateway, type SessionUser } from '../types.ts';
import { newId, type LocalAccount, type LocalData } from './db.ts';
import { isEmail } from '@/lib/email.ts';

export interface LocalAuthDeps {
  read(): LocalData;
  write(data: LocalData): void;
}

export const MIN_PASSWORD_LENGTH = 6;

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

export interface LocalAuth extends AuthGateway {
  /** Tells listeners the session may have changed (another tab, a reset). */
  notify(): void;
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

  function requireSignedIn(data: LocalData): LocalAccount {
    const account = data.session ? data.accounts[data.session] : undefined;
    if (!account) throw new BackendError('auth/null-user', 'No user is signed in.');
    return account;
  }

  function startSession(data: LocalData, account: LocalAccount): SessionUser {
    account.lastSignInTime = new Date().toUTCString();
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
      const now = new Date().toUTCString();
      const account: LocalAccount = {
        uid: newId().slice(0, 28),
        email: email.trim().toLowerCase(),
        password,
        displayName: null,
        // Demo mode sends no e-mail, so new accounts count as verified.
        emailVerified: true,
        creationTime: now,
        lastSignInTime: now,
      };
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
      const now = new Date().toUTCString();
      const account: LocalAccount = {
        uid: newId().slice(0, 28),
        email: '',
        password: '',
        displayName: null,
        emailVerified: false,
        isAnonymous: true,
        creationTime: now,
        lastSignInTime: now,
      };
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
  };
}

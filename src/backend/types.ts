/**
 * The port between the app and whichever backend runs it (Firebase, or the demo backend in this
 * browser). Everything outside `src/backend/` talks to these types only: plain TypeScript values,
 * `Date` for times, and one error type with Firebase's error codes.
 */

/** The signed-in account as the identity service knows it. */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  /**
   * A visitor's anonymous identity (Firebase Anonymous Auth), made when they first send an enquiry
   * or count a view, so that the rules can limit what one sender does. It is nobody's account: the
   * app treats it as signed out.
   */
  isAnonymous: boolean;
  /** ISO strings, as Firebase's `user.metadata` gives them. */
  metadata: { creationTime?: string; lastSignInTime?: string };
}

export interface AuthGateway {
  /** Calls `listener` now-ish with the current session and again whenever it changes (sign-in, sign-out, a verified e-mail); returns unsubscribe. */
  onSessionChange(listener: (user: SessionUser | null) => void): () => void;
  currentUser(): SessionUser | null;
  signUp(email: string, password: string): Promise<SessionUser>;
  signIn(email: string, password: string): Promise<SessionUser>;
  /** Gives this browser an anonymous identity (kept like a session) and resolves with it. */
  signInAnonymously(): Promise<SessionUser>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  sendEmailVerification(): Promise<void>;
  /** Updates the signed-in account's profile (display name only). */
  updateProfile(profile: { displayName: string }): Promise<void>;
  /**
   * Re-reads the account from the service (e.g. after verifying the e-mail elsewhere). When that
   * changed what the session's token says, the token is renewed and `onSessionChange` listeners hear it.
   */
  reload(): Promise<SessionUser | null>;
  /**
   * Proves again that the signed-in person knows the password (Firebase: `reauthenticateWithCredential`
   * with `EmailAuthProvider.credential`). The sensitive calls below need a recent sign-in: without one
   * they fail with `auth/requires-recent-login`. A wrong password fails with `auth/invalid-credential`
   * (or `auth/wrong-password`) and leaves the session as it was.
   */
  reauthenticate(password: string): Promise<void>;
  /** Sets a new password for the signed-in account; the session goes on. */
  updatePassword(newPassword: string): Promise<void>;
  /**
   * Sends a link to `newEmail` (Firebase: `verifyBeforeUpdateEmail`); the account's e-mail changes,
   * verified, only when that link is followed, and `reload` then sees it. An address that has an
   * account is refused with `auth/email-already-in-use` (with e-mail enumeration protection, Firebase
   * says nothing and following the link fails instead). The production service also ends
   * the account's sessions when its e-mail changes (the next reload or token refresh fails with
   * `auth/user-token-expired`); the Auth emulator and the demo backend keep the session.
   */
  verifyBeforeUpdateEmail(newEmail: string): Promise<void>;
  /** Deletes the signed-in account from the identity service (Firebase: `deleteUser`); the session ends. */
  deleteAccount(): Promise<void>;
}

/** A value that the backend replaces with its own clock when the write lands (Firestore's `serverTimestamp()`). */
export const SERVER_TIME = Object.freeze({ __serverTime: true as const });
export type ServerTime = typeof SERVER_TIME;

/** Adds `by` to a numeric field atomically (Firestore's `increment()`). */
export interface Increment {
  readonly __increment: number;
}
export const increment = (by: number): Increment => ({ __increment: by });

export type FieldValue = unknown;
export type DocumentData = Record<string, FieldValue>;
export type WithId<T> = T & { id: string };

/** A value a query compares with: Firestore orders null < booleans < numbers < times < strings. */
export type QueryValue = string | number | boolean | null | Date;

/**
 * A filter. `==` and the ranges compare with values of the same type only (a range never matches a
 * string against a number); `in` matches any of up to 30 values; `array-contains` matches a list
 * field holding the value. As in Firestore, a range filter's field must be the query's `orderBy` field.
 */
export type WhereClause =
  | readonly [field: string, op: '==' | '<' | '<=' | '>' | '>=' | 'array-contains', value: QueryValue]
  | readonly [field: string, op: 'in', value: readonly QueryValue[]];

/**
 * A position in an ordered query: a document's value of the `orderBy` field and its id (which breaks
 * ties between equal values, in the sort's direction).
 */
export interface Cursor {
  value: QueryValue;
  /** Its value of the order's second field, when the order has one (`orderBy.then`). */
  then?: QueryValue;
  id: string;
}

export interface ListQuery {
  where?: readonly WhereClause[];
  /**
   * The order: by `field`, then (ties) by `then` in the same direction, then by id. A query with a range
   * filter on a field other than `field` names that field as `then`: Firestore orders by it before the
   * id, so a cursor must carry its value.
   */
  orderBy?: { field: string; direction?: 'asc' | 'desc'; then?: string };
  limit?: number;
  /** The documents after this position (needs `orderBy`): the next page. */
  startAfter?: Cursor;
  /**
   * The last `limit` documents before this position, in the query's order (needs `orderBy` and
   * `limit`; Firestore's `endBefore` with `limitToLast`): the previous page.
   */
  endBefore?: Cursor;
}

/** The filters of an aggregation: counts and sums read index entries, not documents. */
export type AggregateQuery = Pick<ListQuery, 'where'>;

/** One write of a batch. `add` creates a document with a generated id. */
export type BatchWrite =
  | { op: 'set'; collection: string; id: string; data: DocumentData; merge?: boolean }
  | { op: 'add'; collection: string; data: DocumentData }
  | { op: 'update'; collection: string; id: string; data: DocumentData }
  | { op: 'delete'; collection: string; id: string };

export interface DocumentStore {
  get<T extends DocumentData>(collection: string, id: string): Promise<WithId<T> | null>;
  list<T extends DocumentData>(collection: string, query?: ListQuery): Promise<WithId<T>[]>;
  /** Creates a document with a generated id and returns the id. */
  add(collection: string, data: DocumentData): Promise<string>;
  set(collection: string, id: string, data: DocumentData, options?: { merge?: boolean }): Promise<void>;
  /** Changes the named fields of an existing document; fails with `not-found` when there is none. */
  update(collection: string, id: string, data: DocumentData): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  /**
   * How many documents match, counted by the backend (Firestore's `getCount`): billed as one read
   * per 1,000 index entries, not one per document.
   */
  count(collection: string, query?: AggregateQuery): Promise<number>;
  /** The sum of a numeric field over the matching documents (Firestore's `sum`; other values count 0). */
  sum(collection: string, field: string, query?: AggregateQuery): Promise<number>;
  /**
   * Writes all or nothing (Firestore's batched write). The rules judge each write seeing the
   * documents as they will be after all of them (`getAfter`), which is how one write can require
   * another. Resolves with the ids of the `add`s, in order.
   */
  batch(writes: readonly BatchWrite[]): Promise<string[]>;
}

export type BackendKind = 'firebase' | 'demo';

export interface Backend {
  kind: BackendKind;
  auth: AuthGateway;
  store: DocumentStore;
  /** Proof that a person reads an inbox: a sign-in link mailed to it (Firebase Auth's e-mail link). */
  emailLinks: EmailLinks;
  /**
   * Demo backend only: puts the seeded content and accounts back (signed out), and resolves with an
   * undo that restores what was there before, session included.
   */
  resetDemoData?: () => Promise<() => Promise<void>>;
  /**
   * Demo backend only: the mail the demo would have sent. Demo mode sends no e-mail, so the profile
   * offers to follow the e-mail change link here, as its owner would from the new address's inbox.
   */
  demoInbox?: DemoInbox;
  /** Demo backend only: the document reads so far, counted as Firestore bills them. */
  meter?: ReadMeter;
  /**
   * Firebase without App Check only: counts a visitor's view of a published post as this browser's
   * reader, through the REST APIs (firebase/reader-views.ts), the same reader a prerendered article
   * counts its view as without the app. True when counted, false when counted before.
   */
  countReaderView?: (postId: string) => Promise<boolean>;
  /**
   * Demo mode: counts the traffic this browser's pages queued (src/backend/local/pending-traffic.ts)
   * into the demo's counter documents, through the access policy. Firebase counts as it goes.
   */
  countPendingTraffic?: () => Promise<void>;
}

export interface EmailLinks {
  /**
   * Mails `email` a one-time link that opens `continueUrl` (absolute, same site) signed in with that
   * address. Resolves with null once sent; the demo backend sends no e-mail and resolves with the link.
   */
  send(email: string, continueUrl: string): Promise<string | null>;
  /**
   * Signs in with such a link as `email`, verified, apart from this page's session (which stays as it
   * is), runs `work` with a store that acts as that identity, and signs out again. An account the link
   * made is removed again. Rejects with `auth/invalid-action-code` (used, expired or made up),
   * `auth/invalid-email` (another address's link), or whatever `work` rejects with.
   */
  withLink<T>(email: string, link: string, work: (store: DocumentStore) => Promise<T>): Promise<T>;
}

export interface DemoInbox {
  /** The address the signed-in account asked to change to, while its link has not been followed (null: none). */
  pendingEmailChange(): string | null;
  /** Follows that link: the account's e-mail becomes the new address, verified (fails with `auth/email-already-in-use` if it has an account). */
  followEmailChangeLink(): Promise<void>;
}

/**
 * Reads as Firestore bills them: one per document a get or query returns (at least one per request,
 * even when nothing matches), and one per up to 1,000 index entries an aggregation counts.
 */
export interface ReadMeter {
  /** Every read billed: documents and aggregations. */
  readonly reads: number;
  /** The part of `reads` that aggregations (counts, sums) were billed. */
  readonly aggregationReads: number;
  reset(): void;
}

/**
 * The one error type the app sees. `code` is Firebase's code (`auth/email-already-in-use`,
 * `permission-denied`, `not-found`, …); the demo backend raises the same codes.
 */
export class BackendError extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message ?? code);
    this.name = 'BackendError';
    this.code = code;
  }
}

export function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

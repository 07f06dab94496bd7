/**
 * Who is asking, for the demo backend's access policy (src/backend/local/policy.ts): the request a
 * policy judges, the signed-in identity making it, and the role helpers every collection's section uses
 * (isSelf, isActiveAccount, isActiveAdmin, isActiveStaff, isLogged, isLoggedUnder, ownsVerifiedEmail). It mirrors the helpers at
 * the top of `firestore.rules`, under the same names; change them together.
 */
import type { ListQuery } from '../../types.ts';
import type { LocalDoc } from '../db.ts';
import { isNow } from './shapes.ts';

export interface AuthToken {
  uid: string;
  /** Null for an anonymous identity. */
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
}

export type Request =
  | { op: 'get'; collection: string; id: string; resource: LocalDoc | null; time: Date }
  | { op: 'list'; collection: string; query: ListQuery; time: Date }
  | { op: 'create'; collection: string; id: string; data: LocalDoc; time: Date }
  | { op: 'update'; collection: string; id: string; resource: LocalDoc; data: LocalDoc; time: Date }
  | { op: 'delete'; collection: string; id: string; resource: LocalDoc | null; time: Date };

/** How the policy reads a document (`collection`, `id`), as the rules' `get()` does. */
export type DocumentLookup = (collection: string, id: string) => LocalDoc | null;

// ---------------------------------------------------------------------------------------------
// Who is asking.

export class Context {
  constructor(
    readonly auth: AuthToken | null,
    readonly get: DocumentLookup,
    readonly getAfter: DocumentLookup,
  ) {}

  signedIn() {
    return this.auth !== null;
  }

  isSelf(uid: unknown) {
    return this.auth !== null && this.auth.uid === uid;
  }

  isAnonymous() {
    return this.auth?.isAnonymous === true;
  }

  /** A signed-in person whose user document exists and is not deactivated (an anonymous identity has none). */
  isActiveAccount() {
    const profile = this.auth ? this.get('users', this.auth.uid) : null;
    return profile !== null && profile.isActive !== false;
  }

  /** Role admin on an active account. A deleted profile, or role user, or isActive false: no rights. */
  isActiveAdmin() {
    return this.isActiveAccount() && this.get('users', this.auth!.uid)?.role === 'admin';
  }

  /**
   * Staff: role admin or editor on an active account. An editor does the post work (posts, their
   * addresses, revisions, preview links and the content version: rule 80) and nothing else.
   */
  isActiveStaff() {
    const role = this.isActiveAccount() ? this.get('users', this.auth!.uid)?.role : undefined;
    return role === 'admin' || role === 'editor';
  }

  /**
   * A staff change is logged (the audit log, policy/activity.ts): the writer's head names an entry
   * about the document at `path` ('collection/id') made in this very batch (created at the request's
   * time, which only an entry written now holds). A head names one entry, so a batch changes one
   * logged document.
   */
  isLogged(path: string, time: Date) {
    const entry = this.batchEntry();
    return entry !== null && entry.target === path && isNow(entry.createdAt, time);
  }

  /**
   * The same, for a batch that changes several documents of one collection under one entry (the mail
   * templates, installed together): the entry is about one of them, made in this very batch.
   */
  isLoggedUnder(collection: string, time: Date) {
    const entry = this.batchEntry();
    return entry !== null && typeof entry.target === 'string' && new RegExp(`^${collection}/[^/]+$`).test(entry.target) && isNow(entry.createdAt, time);
  }

  /** The entry the writer's head names after the batch, if any. */
  private batchEntry() {
    const head = this.auth ? this.getAfter('activity_heads', this.auth.uid) : null;
    return typeof head?.last === 'string' ? this.getAfter('activity', head.last) : null;
  }

  ownsVerifiedEmail(email: unknown) {
    return this.auth !== null && this.auth.emailVerified && this.auth.email === email;
  }
}

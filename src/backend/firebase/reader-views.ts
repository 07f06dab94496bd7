/**
 * A reader's view of a post, counted through Firebase's REST APIs, without the SDKs
 * (docs/decisions/0026-views-without-the-app.md). A prerendered article counts its view with this alone
 * (src/view-count.ts), and the app counts a visitor's views with it too, so that one browser is one
 * reader: the same anonymous account, kept in localStorage, whichever counted.
 *
 * The writes are the ones `recordBlogView` makes through the SDK, and firestore.rules checks them the
 * same way: the post's views one more, and blogs/{post}/viewers/{uid} created, in one commit.
 *
 * - Auth: `accounts:signUp` (an anonymous account) and `securetoken` (a fresh ID token):
 *   https://firebase.google.com/docs/reference/rest/auth
 * - Firestore: `documents.batchGet`, `documents.commit` and `documents.get`, the ID token as the bearer:
 *   https://firebase.google.com/docs/firestore/reference/rest
 *
 * Not where App Check runs (its token would be needed too): the article then starts the app, which
 * counts through the SDK (`pageStart` in src/entry-server.tsx, `createFirebaseBackend` in ./index.ts).
 */
import type { FirebaseConfig } from '../config.ts';
import { AUTH_EMULATOR_URL, FIRESTORE_EMULATOR } from '../emulator-hosts.ts';

export interface ReaderViewsConfig {
  firebase: Pick<FirebaseConfig, 'apiKey' | 'projectId'>;
  useEmulators: boolean;
}

/** Where the reader's account is kept (the Auth SDK keeps its own, signed-in, account elsewhere). */
export const READER_STORAGE_KEY = 'nf:reader';

interface Reader {
  apiKey: string;
  uid: string;
  idToken: string;
  refreshToken: string;
  /** Milliseconds since 1970 when the ID token expires. */
  expiresAt: number;
}

/** What localStorage offers; an object in memory where there is none (Node) or it cannot be used. */
interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const inMemory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => inMemory.get(key) ?? null,
  setItem: (key, value) => void inMemory.set(key, value),
  removeItem: (key) => void inMemory.delete(key),
};

function storage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') {
      localStorage.getItem(READER_STORAGE_KEY);
      return localStorage;
    }
  } catch {
    // Blocked: this page's memory.
  }
  return memoryStorage;
}

/** A failed request: `status` is the HTTP status (0: no answer). */
export class ReaderViewError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ReaderViewError';
  }
}

async function request<T>(url: string, init: RequestInit, accept: number[] = []): Promise<{ status: number; body: T | null }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'omit', cache: 'no-store' });
  } catch (error) {
    throw new ReaderViewError(`No answer from ${new URL(url).host}: ${String(error)}`, 0);
  }
  if (!response.ok && !accept.includes(response.status)) {
    throw new ReaderViewError(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}`, response.status);
  }
  return { status: response.status, body: response.ok ? ((await response.json()) as T) : null };
}

const authOrigin = ({ useEmulators }: ReaderViewsConfig, host: string) => (useEmulators ? `${AUTH_EMULATOR_URL}/${host}` : `https://${host}`);

function firestoreUrl(config: ReaderViewsConfig, path: string): string {
  const origin = config.useEmulators ? `http://${FIRESTORE_EMULATOR.host}:${FIRESTORE_EMULATOR.port}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/${documentName(config, path)}`;
}

const documentName = (config: ReaderViewsConfig, path: string) =>
  `projects/${encodeURIComponent(config.firebase.projectId)}/databases/(default)/documents${path ? `/${path}` : ''}`;

/** Renewed a minute before it expires. */
const EXPIRY_MARGIN_MS = 60_000;

function readStoredReader(config: ReaderViewsConfig): Reader | null {
  try {
    const stored = JSON.parse(storage().getItem(READER_STORAGE_KEY) ?? 'null') as Partial<Reader> | null;
    if (stored && stored.apiKey === config.firebase.apiKey && typeof stored.uid === 'string' && typeof stored.refreshToken === 'string') {
      return { apiKey: stored.apiKey, uid: stored.uid, idToken: String(stored.idToken ?? ''), refreshToken: stored.refreshToken, expiresAt: Number(stored.expiresAt) || 0 };
    }
  } catch {
    // Unreadable: a new reader.
  }
  return null;
}

function keep(reader: Reader): Reader {
  try {
    storage().setItem(READER_STORAGE_KEY, JSON.stringify(reader));
  } catch {
    // Full or blocked: counted for this page only.
  }
  return reader;
}

/**
 * Forgets this browser's reader. An account signing in replaces the anonymous visitor, as the Auth SDK
 * replaces its own anonymous user (and the demo backend its session's): once they sign out, the
 * browser reads as a new visitor.
 */
export function forgetReader(): void {
  try {
    storage().removeItem(READER_STORAGE_KEY);
  } catch {
    // Blocked: nothing was kept.
  }
}

/** This browser's reader: the kept account with a fresh token, or a new anonymous account. */
async function currentReader(config: ReaderViewsConfig): Promise<Reader> {
  const { apiKey } = config.firebase;
  const key = `key=${encodeURIComponent(apiKey)}`;
  const stored = readStoredReader(config);
  if (stored && stored.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return stored;
  if (stored) {
    const renewed = await request<{ id_token: string; refresh_token: string; expires_in: string; user_id: string }>(
      `${authOrigin(config, 'securetoken.googleapis.com')}/v1/token?${key}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: stored.refreshToken }).toString(),
      },
      [400],
    );
    // 400: the account was deleted or disabled, or its token revoked: this browser becomes a new reader.
    if (renewed.body) {
      const { id_token, refresh_token, expires_in, user_id } = renewed.body;
      return keep({ apiKey, uid: user_id, idToken: id_token, refreshToken: refresh_token, expiresAt: Date.now() + Number(expires_in) * 1000 });
    }
  }
  const { body } = await request<{ idToken: string; refreshToken: string; expiresIn: string; localId: string }>(
    `${authOrigin(config, 'identitytoolkit.googleapis.com')}/v1/accounts:signUp?${key}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ returnSecureToken: true }) },
  );
  const { idToken, refreshToken, expiresIn, localId } = body!;
  return keep({ apiKey, uid: localId, idToken, refreshToken, expiresAt: Date.now() + Number(expiresIn) * 1000 });
}

/**
 * Counts this browser's view of a published post, once per reader. `counted`: false when this reader
 * had been counted before; `views`: the post's views now. Rejects with `ReaderViewError` when a request
 * fails (no network, App Check enforced, a post that is not published).
 */
export async function countReaderView(config: ReaderViewsConfig, postId: string): Promise<{ counted: boolean; views: number }> {
  const reader = await currentReader(config);
  const headers = { Authorization: `Bearer ${reader.idToken}` };
  const post = `blogs/${encodeURIComponent(postId)}`;
  const viewer = `${post}/viewers/${encodeURIComponent(reader.uid)}`;
  // batchGet answers a missing document with 200 ("missing"), where a get would answer 404, which
  // every visitor's console would show as an error.
  const hasViewed = async () => {
    const { body } = await request<{ found?: unknown }[]>(`${firestoreUrl(config, '')}:batchGet`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ documents: [documentName(config, viewer)] }),
    });
    return Boolean(body?.some((result) => result.found));
  };

  let counted = false;
  if (!(await hasViewed())) {
    const commit = await request(
      `${firestoreUrl(config, '')}:commit`,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          writes: [
            {
              update: { name: documentName(config, post), fields: {} },
              updateMask: { fieldPaths: [] },
              updateTransforms: [{ fieldPath: 'views', increment: { integerValue: '1' } }],
              currentDocument: { exists: true },
            },
            {
              update: { name: documentName(config, viewer), fields: {} },
              updateTransforms: [{ fieldPath: 'viewedAt', setToServerValue: 'REQUEST_TIME' }],
              currentDocument: { exists: false },
            },
          ],
        }),
      },
      [400, 403, 409],
    );
    // Refused: counted meanwhile (another tab of this reader), or not to be counted at all.
    if (commit.status !== 200 && !(await hasViewed())) {
      throw new ReaderViewError(`The view of ${postId} was refused (${commit.status})`, commit.status);
    }
    counted = commit.status === 200;
  }
  const { body } = await request<{ fields?: { views?: { integerValue?: string; doubleValue?: number } } }>(
    `${firestoreUrl(config, post)}?mask.fieldPaths=views`,
    { headers },
  );
  const views = Number(body?.fields?.views?.integerValue ?? body?.fields?.views?.doubleValue ?? 0);
  return { counted, views };
}

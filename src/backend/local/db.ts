/** The demo backend's data: one JSON document in localStorage (or memory where there is none). */
import { STORAGE_KEY } from './storage-key.ts';

export { STORAGE_KEY };

export interface LocalAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string | null;
  emailVerified: boolean;
  /** A visitor's anonymous identity (no e-mail, no password). */
  isAnonymous?: boolean;
  creationTime: string;
  lastSignInTime: string;
  /** When (ms) the person last gave their password (signed in or re-authenticated): sensitive changes need it recent. */
  recentLoginAt?: number;
  /** The address an e-mail change link was sent to, until it is followed. */
  pendingEmail?: string;
}

export type LocalDoc = Record<string, unknown>;

export interface LocalData {
  version: 1;
  accounts: Record<string, LocalAccount>;
  collections: Record<string, Record<string, LocalDoc>>;
  /** The signed-in account's uid. */
  session: string | null;
  /** The e-mail sign-in links "sent" and not yet followed, by code (./email-links.ts). */
  emailLinks?: Record<string, { email: string; expiresAt: number }>;
}


const DATE_TAG = '$date';

/** Dates survive JSON as `{ "$date": iso }`. */
export function encode(data: LocalData): string {
  return JSON.stringify(data, function replacer(this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  });
}

export function decode(text: string): LocalData {
  return JSON.parse(text, (_key, value) =>
    value && typeof value === 'object' && typeof value[DATE_TAG] === 'string' && Object.keys(value).length === 1
      ? new Date(value[DATE_TAG])
      : value,
  ) as LocalData;
}

export interface Storage {
  read(): LocalData | null;
  write(data: LocalData): void;
}

/**
 * localStorage when the browser gives it (the data as one JSON text, read afresh each time so that
 * other tabs' writes are seen), else memory (tests, prerendering, the scale benchmark, private modes
 * that refuse storage), where the data stays one object, so the store's indexes stay built.
 */
export function browserStorage(): Storage {
  const local = (() => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  })();
  return local ? textStorage(local) : memoryStorage();
}

function textStorage(local: globalThis.Storage): Storage {
  let fallback: Storage | null = null;
  return {
    read() {
      if (fallback) return fallback.read();
      const text = local.getItem(STORAGE_KEY);
      if (!text) return null;
      try {
        const data = decode(text);
        return data.version === 1 ? data : null;
      } catch {
        return null;
      }
    },
    write(data) {
      if (!fallback) {
        try {
          local.setItem(STORAGE_KEY, encode(data));
          return;
        } catch {
          // Quota exceeded or refused: keep going in memory.
          fallback = memoryStorage();
        }
      }
      fallback.write(data);
    },
  };
}

export function memoryStorage(): Storage {
  let memory: LocalData | null = null;
  return {
    read: () => memory,
    write(data) {
      memory = data;
    },
  };
}

export function cloneDoc<T>(value: T): T {
  return structuredClone(value);
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like Firestore's. */
export function newId(): string {
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ID_CHARS[b % ID_CHARS.length]).join('');
}

/** Reads the backend choice from Vite's environment. Pure: safe to import anywhere, including at build time. */

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId: string;
}

export interface BackendSettings {
  firebase: FirebaseConfig | null;
  /**
   * Some VITE_FIREBASE_* value is set but a required one is missing: a Firebase site configured
   * wrongly, which must not quietly run in demo mode. Says which are missing; null otherwise.
   */
  firebaseProblem: string | null;
  useEmulators: boolean;
  recaptchaSiteKey: string | null;
}

type Env = Record<string, string | boolean | undefined>;

/** What a Firebase web app needs (Firebase console → Project settings → Your apps). */
const REQUIRED = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'];

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export function readBackendSettings(env: Env): BackendSettings {
  const apiKey = nonEmpty(env.VITE_FIREBASE_API_KEY);
  const authDomain = nonEmpty(env.VITE_FIREBASE_AUTH_DOMAIN);
  const projectId = nonEmpty(env.VITE_FIREBASE_PROJECT_ID);
  const appId = nonEmpty(env.VITE_FIREBASE_APP_ID);
  const anySet = Object.keys(env).some((key) => key.startsWith('VITE_FIREBASE_') && nonEmpty(env[key]) !== undefined);
  const missing = REQUIRED.filter((key) => nonEmpty(env[key]) === undefined);
  const firebase =
    apiKey && authDomain && projectId && appId
      ? {
          apiKey,
          authDomain,
          projectId,
          appId,
          storageBucket: nonEmpty(env.VITE_FIREBASE_STORAGE_BUCKET),
          messagingSenderId: nonEmpty(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
        }
      : null;
  return {
    firebase,
    firebaseProblem: anySet && missing.length > 0 ? `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set` : null,
    useEmulators: env.VITE_USE_FIREBASE_EMULATORS === 'true' || env.VITE_USE_FIREBASE_EMULATORS === true,
    recaptchaSiteKey: nonEmpty(env.VITE_RECAPTCHA_SITE_KEY) ?? null,
  };
}

/** App Check runs where a reCAPTCHA site key is set, except against the emulators. */
export function usesAppCheck(settings: Pick<BackendSettings, 'recaptchaSiteKey' | 'useEmulators'>): boolean {
  return Boolean(settings.recaptchaSiteKey) && !settings.useEmulators;
}

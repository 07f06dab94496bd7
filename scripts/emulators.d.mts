/** Types for `emulators.mjs` (plain JavaScript so that Node runs it without a build step). */

export const PROJECT_ID: string;
export const FIRESTORE: { host: string; port: number };
export const AUTH: { host: string; port: number };
export const firestoreUrl: string;
export const authUrl: string;
export const HOW_TO_GET_FIRESTORE: string;

export type Plan = { how: 'jar'; jar: string; detail: string } | { how: 'firebase-tools'; detail: string } | { how: null; reason: string };

export function javaMajorVersion(): number | null;
export function findFirestoreJar(env?: Record<string, string | undefined>): string | null;
export function emulatorPlan(env?: Record<string, string | undefined>): { auth: Plan; firestore: Plan };
export function isFirestoreUp(): Promise<boolean>;
export function isAuthUp(): Promise<boolean>;

export interface RunningEmulators {
  started: ('auth' | 'firestore')[];
  reused: ('auth' | 'firestore')[];
  stop(): Promise<void>;
}
export function startEmulators(options?: { only?: ('auth' | 'firestore')[]; log?: (line: string) => void }): Promise<RunningEmulators>;

export function loadFirestoreRules(projectId: string, source: string): Promise<void>;
export function clearFirestore(projectId: string): Promise<void>;
export function clearAuthAccounts(projectId: string): Promise<void>;
export function createAuthAccount(
  projectId: string,
  account: { uid: string; email: string; password: string; displayName?: string | null; emailVerified: boolean },
): Promise<void>;
/** The accounts of the Auth emulator with this e-mail address. */
export function authAccountsWithEmail(projectId: string, email: string): Promise<{ localId: string; email: string }[]>;

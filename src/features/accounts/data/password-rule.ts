/**
 * The site's rule for a new password (sign-up and Change Password): at least 8 characters, and not
 * one that is common or easy to guess. The identity service's own minimum of 6 is its default, not
 * the product's rule (spec §9); current guidance (NIST SP 800-63B) asks for 8 or more and a check
 * against common and expected passwords. The guessing check (password-guessing.ts) is fetched only
 * when someone chooses a password, and runs in a worker. Signing in is not held to the rule: a
 * password chosen before it still works.
 */
import { site } from '@/content/site.ts';
import type { GuessAnswer, GuessRequest } from './password-guessing.worker.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password should be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_TOO_GUESSABLE = 'This password is too common or easy to guess. Try a few words that do not belong together.';
export const PASSWORD_RULE_HINT = `At least ${MIN_PASSWORD_LENGTH} characters, and not a common password.`;

/**
 * zxcvbn's scores: 0 and 1 are guessed in under a million tries (common passwords, a word and a
 * number, a keyboard row, the person's own name or address); 2 and up resist a throttled online attack.
 */
const LOWEST_SCORE = 2;

type Score = (password: string, userInputs: string[]) => Promise<number>;
let checker: Promise<Score> | null = null;

/**
 * Starts the guessing check (password-guessing.ts): in a worker, so that unpacking its lists never
 * holds up a key press; where there are no workers (tests), on the page. Called when a new-password
 * field is focused, and on submit. If it cannot be fetched, the next call tries again.
 */
export function preparePasswordCheck(): Promise<Score> {
  checker ??= typeof Worker === 'undefined' ? onThePage() : Promise.resolve(inAWorker());
  return checker;
}

/** Starts the check as a new-password field is focused; if it cannot be fetched now, submit tries again. */
export function warmPasswordCheck(): void {
  preparePasswordCheck().catch(() => undefined);
}

async function onThePage(): Promise<Score> {
  try {
    const guessability = (await import('./password-guessing.ts')).createGuessability();
    return async (password, userInputs) => guessability(password, userInputs);
  } catch (error) {
    checker = null;
    throw error;
  }
}

function inAWorker(): Score {
  const worker = new Worker(new URL('./password-guessing.worker.ts', import.meta.url), { type: 'module', name: 'password-check' });
  const waiting = new Map<number, { resolve: (score: number) => void; reject: (error: unknown) => void }>();
  let nextId = 0;
  worker.addEventListener('error', (event) => {
    // The worker's file did not load: whatever waits is answered with the failure.
    const error = new Error(`The password check did not load: ${event.message}`);
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker.terminate();
    checker = null;
  });
  worker.addEventListener('message', (event: MessageEvent<GuessAnswer>) => {
    waiting.get(event.data.id)?.resolve(event.data.score);
    waiting.delete(event.data.id);
  });
  return (password, userInputs) =>
    new Promise<number>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, password, userInputs } satisfies GuessRequest);
    });
}

/**
 * What is wrong with `password` as a new password, or null when it will do. `personal` holds what
 * the site knows of the person (name, e-mail), which a password must not be built from.
 */
export async function newPasswordProblem(password: string, personal: string[] = []): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  let score: number;
  try {
    const scoreOf = await preparePasswordCheck();
    score = await scoreOf(password, [site.name, ...personal].flatMap(words));
  } catch {
    // The check could not be fetched: the length rule stands, and the person is not stopped by our fault.
    return null;
  }
  return score < LOWEST_SCORE ? PASSWORD_TOO_GUESSABLE : null;
}

/** A name or address as a guesser would try it: "Ada Lovelace" → adalovelace, ada, lovelace. */
function words(text: string): string[] {
  const parts = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
  return [text, parts.join(''), ...parts];
}

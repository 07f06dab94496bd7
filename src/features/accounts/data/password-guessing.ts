/**
 * How guessable a password is: zxcvbn-ts's score (0–4) with its common passwords, words and keyboard
 * patterns. About 430 KB (225 KB compressed) that takes a phone ~150 ms to unpack, so it runs in a
 * worker (password-guessing.worker.ts); password-rule.ts loads it only when someone chooses a password.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export type Guessability = (password: string, userInputs: string[]) => number;

export function createGuessability(): Guessability {
  const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return (password, userInputs) => zxcvbn.check(password, userInputs).score;
}

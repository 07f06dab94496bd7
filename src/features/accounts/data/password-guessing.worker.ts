/** The guessing check off the page's thread: answers { id, password, userInputs } with { id, score }. */
import { createGuessability } from './password-guessing.ts';

export interface GuessRequest {
  id: number;
  password: string;
  userInputs: string[];
}
export interface GuessAnswer {
  id: number;
  score: number;
}

const guessability = createGuessability();

self.addEventListener('message', (event: MessageEvent<GuessRequest>) => {
  const { id, password, userInputs } = event.data;
  const answer: GuessAnswer = { id, score: guessability(password, userInputs) };
  self.postMessage(answer);
});

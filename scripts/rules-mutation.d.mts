/** Types for `rules-mutation.mjs` (plain JavaScript so that Node runs it without a build step). */

export interface Condition {
  /** The function, or `<match path> allow <operations>`, the condition is in. */
  place: string;
  /** The condition as written, whitespace collapsed. */
  text: string;
  line: number;
  start: number;
  end: number;
  /** What the mutant puts in its place: `true` in an `&&` (or alone), `false` in an `||`. */
  replacement: 'true' | 'false';
}

export function maskSource(source: string): string;
export function conditionsOf(source: string): Condition[];
export function mutantOf(source: string, condition: Condition): string;
export function keyOf(condition: Condition): string;
export function collectionsReaching(source: string): { of(offset: number): Set<string> | null };

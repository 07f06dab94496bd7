/** Types for `rebuild.mjs` (plain JavaScript, run by Node: `npm run rebuild`). */
export const REQUIRED_FIREBASE_KEYS: string[];
export const USAGE: string;
export interface RebuildStep {
  label: string;
  command: string;
  args: string[];
}
export function rebuildPlan(
  args: string[],
  env: Record<string, string | boolean | undefined>,
): { steps: RebuildStep[]; dryRun: boolean; problem: string | null; help: boolean };

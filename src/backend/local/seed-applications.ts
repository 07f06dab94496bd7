/** Issue #17: the demo's seeded documents for this part (collection → id → document). */
import type { LocalDoc } from './db.ts';

export function seedApplications(_now: Date): Record<string, Record<string, LocalDoc>> {
  return {};
}

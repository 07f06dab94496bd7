/**
 * Access-table rows for issue #17: mail/ (the Outbox, the messages about enquiries), mail_templates/ and mail_recipients/.
 * Rule numbers 72–75. `tests/access-matrix.ts` adds these to the table, `docs` to its world.
 */
import type { AccessRow, Doc } from '../access-matrix.ts';

/** What each rule number covers (see ADDED_RULES in tests/access-matrix.ts). */
export const addedRules: Record<number, string> = {};

/** collection → id → document: added to the world every row starts from. */
export const docs: Record<string, Record<string, Doc>> = {};

export const rows: readonly AccessRow[] = [];

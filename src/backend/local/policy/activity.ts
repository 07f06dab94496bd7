/**
 * activity/{id} and activity_heads/{uid}: the audit log (src/features/activity/data/activity.ts). An
 * entry is written by its author at the server's time, in one batch with its author's head naming it;
 * nobody edits or deletes one; admins read the log; an editor logs posts only. The name shown is the
 * writer's own, and an entry comes with the change it describes (its target changes in the batch). It mirrors the audit
 * log's section of `firestore.rules`, under the same helper names; change them together.
 */
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import { equal, hasOnly, isLine, isNow } from './shapes.ts';

const ACTIVITY_KEYS = ['createdAt', 'by', 'byName', 'area', 'action', 'summary', 'target'];
const ACTIVITY_AREAS = ['posts', 'services', 'settings', 'users', 'enquiries', 'applications', 'openings', 'subscribers', 'newsletter', 'mail'];

function isActivityEntry(ctx: Context, data: LocalDoc, time: Date) {
  return (
    hasOnly(data, ACTIVITY_KEYS) &&
    isNow(data.createdAt, time) &&
    ctx.isSelf(data.by) &&
    // The name shown is the writer's own, as their user document has it (1 to 100 characters: the users policy).
    typeof data.byName === 'string' &&
    data.byName === ctx.get('users', ctx.auth!.uid)?.displayName &&
    ACTIVITY_AREAS.includes(data.area as string) &&
    isLine(data.action, 1, 40) &&
    isLine(data.summary, 1, 200) &&
    isLine(data.target, 3, 300)
  );
}

/** The document `target` ('collection/id') changes in this batch: it appears, goes, or its fields differ afterwards. */
function isChangedNow(ctx: Context, target: string): boolean {
  const slash = target.lastIndexOf('/');
  if (slash <= 0) return false;
  const [collection, id] = [target.slice(0, slash), target.slice(slash + 1)];
  const before = ctx.get(collection, id);
  const after = ctx.getAfter(collection, id);
  return (before === null) !== (after === null) || (before !== null && after !== null && !equal(before, after));
}

/** An entry comes with the change it describes, in the same batch (an application's notes are their own document, logged as the application). */
function isDescribedChange(ctx: Context, target: unknown): boolean {
  return typeof target === 'string' && (isChangedNow(ctx, target) || isChangedNow(ctx, target.replace(/^applications\//, 'application_notes/')));
}

/**
 * Anyone closing their own account logs it, in the users area, in the batch that deletes their user
 * document (rule 62), which the users policy wants logged about that document. (How many enquiries and
 * applications went with it is the writer's word: no rule can count them.)
 */
function isAccountClosure(ctx: Context, data: LocalDoc): boolean {
  return data.area === 'users' && data.action === 'closed account' && ctx.getAfter('users', ctx.auth!.uid) === null;
}

export function activityPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
      return (
        isActivityEntry(ctx, request.data, request.time) &&
        isDescribedChange(ctx, request.data.target) &&
        ctx.getAfter('activity_heads', ctx.auth!.uid)?.last === request.id &&
        (ctx.isActiveAdmin() || (request.data.area === 'posts' && ctx.isActiveStaff()) || isAccountClosure(ctx, request.data))
      );
    default:
      return false;
  }
}

export function activityHeadsPolicy(ctx: Context, request: Request): boolean {
  if (request.op !== 'create' && request.op !== 'update') return false;
  const last = request.data.last;
  return (
    ctx.isSelf(request.id) &&
    hasOnly(request.data, ['last']) &&
    typeof last === 'string' &&
    ctx.get('activity', last) === null &&
    ctx.getAfter('activity', last) !== null
  );
}

/**
 * activity/{id} and activity_heads/{uid}: the audit log (src/features/activity/data/activity.ts). An
 * entry is written by its author at the server's time, in one batch with its author's head naming it;
 * nobody edits or deletes one; admins read the log; an editor logs posts only. It mirrors the audit
 * log's section of `firestore.rules`, under the same helper names; change them together.
 */
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import { hasOnly, isLine, isNow } from './shapes.ts';

const ACTIVITY_KEYS = ['createdAt', 'by', 'byName', 'area', 'action', 'summary', 'target'];
const ACTIVITY_AREAS = ['posts', 'services', 'settings', 'users', 'enquiries', 'applications', 'openings', 'subscribers', 'newsletter'];

function isActivityEntry(ctx: Context, data: LocalDoc, time: Date) {
  return (
    hasOnly(data, ACTIVITY_KEYS) &&
    isNow(data.createdAt, time) &&
    ctx.isSelf(data.by) &&
    isLine(data.byName, 1, 100) &&
    ACTIVITY_AREAS.includes(data.area as string) &&
    isLine(data.action, 1, 40) &&
    isLine(data.summary, 1, 200) &&
    isLine(data.target, 3, 300)
  );
}

export function activityPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
      return (
        isActivityEntry(ctx, request.data, request.time) &&
        ctx.getAfter('activity_heads', ctx.auth!.uid)?.last === request.id &&
        (ctx.isActiveAdmin() || (request.data.area === 'posts' && ctx.isActiveStaff()))
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

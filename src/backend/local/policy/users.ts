/**
 * users/{uid}: a person's profile, created by its owner, edited by its owner or an admin (who also
 * grants and revokes the roles editor and admin), and marked deleted by an admin. It mirrors the users
 * section of `firestore.rules`, under the same helper names; change them together.
 */
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import {
  changesOnly, hasAll, hasOnly, isBool, isNow, isOptionalTextList, isText, isUnchanged, LIMITS, ROLES, USER_ADMIN_EDITABLE,
  USER_CREATE_KEYS, USER_DELETION_KEYS, USER_SELF_EDITABLE,
} from './shapes.ts';

// users/{uid} ----------------------------------------------------------------------------------

function isValidNewProfile(ctx: Context, uid: string, data: LocalDoc, time: Date) {
  return (
    ctx.isSelf(uid) &&
    hasAll(data, USER_CREATE_KEYS) &&
    hasOnly(data, USER_CREATE_KEYS) &&
    data.uid === uid &&
    data.role === 'user' &&
    data.isActive === true &&
    data.email === ctx.auth?.email &&
    isText(data.displayName, 1, LIMITS.displayName) &&
    isNow(data.createdAt, time)
  );
}

/** When an active admin last opened Applications and Subscribers: the sidebar's "new" badges count from then. */
const ADMIN_SEEN_KEYS = ['applicationsSeenAt', 'subscribersSeenAt'];

function isOwnProfileEdit(ctx: Context, uid: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    ctx.isSelf(uid) &&
    changesOnly(before, after, [...USER_SELF_EDITABLE, ...ADMIN_SEEN_KEYS]) &&
    (isUnchanged(before, after, 'email') || ctx.ownsVerifiedEmail(after.email)) &&
    isText(after.displayName, 1, LIMITS.displayName) &&
    (isUnchanged(before, after, 'messagesSeenAt') || isNow(after.messagesSeenAt, time)) &&
    ADMIN_SEEN_KEYS.every((key) => isUnchanged(before, after, key) || (isNow(after[key], time) && ctx.isActiveAdmin())) &&
    isOptionalTextList(after, 'hiddenMessageIds', LIMITS.hiddenMessages, LIMITS.messageId) &&
    ctx.isActiveAccount()
  );
}

/** A deleted account keeps its document, marked: no edit brings it back. */
const isUndeleted = (before: LocalDoc) => !('deletedAt' in before);

/**
 * Older documents may lack role or isActive (spec §3: active unless explicitly false), as in the rules'
 * `get(key, default)`. An admin grants or revokes a role: user, editor or admin, nothing else.
 */
function isAdminProfileEdit(ctx: Context, uid: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    changesOnly(before, after, USER_ADMIN_EDITABLE) &&
    ROLES.includes(('role' in after ? after.role : 'user') as string) &&
    isBool('isActive' in after ? after.isActive : true) &&
    isUndeleted(before) &&
    ctx.isActiveAdmin() &&
    ctx.isLogged(`users/${uid}`, time)
  );
}

/** An admin deletes an account: inactive and without admin rights from now on, stamped with the server's time, for good. */
function isAdminDeletion(ctx: Context, uid: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    changesOnly(before, after, USER_DELETION_KEYS) &&
    after.isActive === false &&
    after.role === 'user' &&
    isNow(after.deletedAt, time) &&
    isUndeleted(before) &&
    ctx.isActiveAdmin() &&
    ctx.isLogged(`users/${uid}`, time)
  );
}

export function usersPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isSelf(request.id) || ctx.isActiveAdmin();
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
      return isValidNewProfile(ctx, request.id, request.data, request.time);
    case 'update':
      return (
        isOwnProfileEdit(ctx, request.id, request.resource, request.data, request.time) ||
        isAdminProfileEdit(ctx, request.id, request.resource, request.data, request.time) ||
        isAdminDeletion(ctx, request.id, request.resource, request.data, request.time)
      );
    case 'delete':
      // An admin never removes it: deleting marks the account (isAdminDeletion), which keeps its owner
      // out. The person (role user or editor) closes their own account (rule 62), only while it is in
      // good standing and without admin rights. Logged: staff see that the account went.
      return (
        ctx.isSelf(request.id) &&
        ctx.isActiveAccount() &&
        request.resource !== null &&
        ['user', 'editor'].includes(('role' in request.resource ? request.resource.role : 'user') as string) &&
        ctx.isLogged(`users/${request.id}`, request.time)
      );
  }
}

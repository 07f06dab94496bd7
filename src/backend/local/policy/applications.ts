/**
 * applications/{id} (careers), application_notes/{id}, and the mail announcing a new application: sent
 * by visitors or accounts, at most one a minute per sender (application_limits, in contact-messages.ts),
 * read by their applicant and admins. It mirrors the applications section of `firestore.rules`, under
 * the same helper names; change them together.
 */
import { sha256Hex } from '@/lib/sha256.ts';
import type { LocalDoc } from '../db.ts';
import { isKeptByAccount, isLimitMovedBy, isOwnEnquiry, isRightfulSender, isSendersMessage, isSendersQuery } from './contact-messages.ts';
import type { Context, Request } from './context.ts';
import {
  changesOnly, equal, hasAll, hasOnly, isEmailAddress, isHttpsUrl, isLine, isMailShape, isMap, isNow, isText, isTextList, isTime,
  isTo, isToStaff, isUnchanged, LIMITS,
} from './shapes.ts';

// ===== careers applications, the newsletter and mail ===========================================
// Each part keeps to its own section, as in firestore.rules; mailPolicy lets a client create a
// message only when the section it is about says so.

// applications/{id} (careers) -------------------------------------------------------------------

// Same spam and size limits as enquiries: an anonymous identity for visitors, one application a
// minute per sender (application_limits/{uid}, moved to now in the same batch), bounded texts, search
// terms; staff are told by mail/application-{id}, and the applicant by mail/applicant-{id}, both
// written in the same batch (the applicant's at most once a day per address: applicant_acknowledgements).

const APPLICATION_KEYS = [
  'name', 'email', 'position', 'openingId', 'links', 'coverNote', 'consent', 'status', 'createdAt', 'updatedAt',
  'userId', 'searchTerms', 'expireAt',
];
const APPLICATION_NOTES_KEYS = ['notes', 'updatedAt', 'expireAt'];
const APPLICATION_STATUSES = ['new', 'reviewing', 'interview', 'declined', 'hired'];
const APPLICATION_MAIL_ID = /^application-([A-Za-z0-9]{1,40})$/;

/** 1 to 5 https links. */
const isLinkList = (links: unknown) =>
  Array.isArray(links) && links.length >= 1 && links.length <= 5 && links.every((link) => isHttpsUrl(link));

const DAY_MS = 24 * 3600 * 1000;

/** When the application is deleted (time-to-live on expireAt): a year from now, by the browser's clock, which may be a day out. */
const isKeptAYear = (expireAt: unknown, time: Date) =>
  isTime(expireAt) && expireAt.getTime() > time.getTime() + 364 * DAY_MS && expireAt.getTime() < time.getTime() + 366 * DAY_MS;

function isValidNewApplication(ctx: Context, id: string, data: LocalDoc, time: Date) {
  return (
    hasAll(data, APPLICATION_KEYS) &&
    hasOnly(data, APPLICATION_KEYS) &&
    isLine(data.name, 1, LIMITS.messageName) &&
    isEmailAddress(data.email) &&
    isLine(data.position, 1, 100) &&
    // The opening applied for, which takes applications (not closed).
    typeof data.openingId === 'string' &&
    ctx.get('openings', data.openingId)?.closed === false &&
    isLinkList(data.links) &&
    isText(data.coverNote, 0, 5000) &&
    data.consent === true &&
    isKeptAYear(data.expireAt, time) &&
    data.status === 'new' &&
    isNow(data.createdAt, time) &&
    isNow(data.updatedAt, time) &&
    isTextList(data.searchTerms, LIMITS.messageSearchTerms, LIMITS.searchTerm) &&
    ctx.signedIn() &&
    isRightfulSender(ctx, data) &&
    // At most one application a minute per sender: the same batch moves their limit to now, for this one.
    isLimitMovedBy(ctx, 'application_limits', id, time) &&
    // Staff are told, and so is the applicant (both messages written in the same batch), unless their
    // address was acknowledged in the last day: then staff only.
    ctx.getAfter('mail', `application-${id}`) !== null &&
    (ctx.getAfter('mail', `applicant-${id}`) !== null || isAcknowledgedToday(ctx, data.email, time))
  );
}

// An address is sent at most one acknowledgement a day, whoever applies with it (a new anonymous
// identity gets round the sender's limit alone): applicant_acknowledgements/{SHA-256 of the address}
// holds when it last was, and nobody reads it.
const acknowledgementId = (email: unknown) => sha256Hex(typeof email === 'string' ? email : '');

function isAcknowledgedToday(ctx: Context, email: unknown, time: Date): boolean {
  const sentAt = ctx.get('applicant_acknowledgements', acknowledgementId(email))?.sentAt;
  return isTime(sentAt) && sentAt.getTime() > time.getTime() - DAY_MS;
}

/**
 * applicant_acknowledgements/{id}: when an address was last acknowledged, moved to now with a new
 * application that gives it, at most once a day. Nobody reads it.
 */
function isAcknowledgement(ctx: Context, id: string, data: LocalDoc, time: Date): boolean {
  const applicationId = typeof data.applicationId === 'string' ? data.applicationId : '';
  const application = ctx.getAfter('applications', applicationId);
  return (
    hasOnly(data, ['sentAt', 'applicationId']) &&
    isNow(data.sentAt, time) &&
    ctx.get('applications', applicationId) === null &&
    application !== null &&
    id === acknowledgementId(application.email)
  );
}

export function applicantAcknowledgementsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'create':
      return isAcknowledgement(ctx, request.id, request.data, request.time);
    case 'update':
      return (
        isTime(request.resource.sentAt) &&
        request.resource.sentAt.getTime() <= request.time.getTime() - DAY_MS &&
        isAcknowledgement(ctx, request.id, request.data, request.time)
      );
    default:
      return false;
  }
}

/**
 * Admins move an application to any status; nothing else changes, but notes written here before they
 * had a document of their own (application_notes) may be emptied once moved there.
 */
function isAdminApplicationEdit(ctx: Context, id: string, before: LocalDoc, after: LocalDoc, time: Date) {
  return (
    changesOnly(before, after, ['status', 'notes', 'updatedAt']) &&
    APPLICATION_STATUSES.includes(after.status as string) &&
    (isUnchanged(before, after, 'notes') || after.notes === '') &&
    isNow(after.updatedAt, time) &&
    ctx.isActiveAdmin() &&
    ctx.isLogged(`applications/${id}`, time)
  );
}

export function applicationsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return (request.resource !== null && isSendersMessage(ctx, request.resource)) || ctx.isActiveAdmin();
    case 'list':
      return isSendersQuery(ctx, request.query) || ctx.isActiveAdmin();
    case 'create':
      return isValidNewApplication(ctx, request.id, request.data, request.time);
    case 'update':
      return (
        isAdminApplicationEdit(ctx, request.id, request.resource, request.data, request.time) ||
        isKeptByAccount(ctx, request.resource, request.data)
      );
    case 'delete':
      // Admins, logged; and the applicant, what they sent signed in (by uid), on an active account (rule 62).
      return (
        (ctx.isActiveAdmin() && ctx.isLogged(`applications/${request.id}`, request.time)) ||
        (request.resource !== null && isOwnEnquiry(ctx, request.resource))
      );
  }
}

/**
 * application_notes/{id}: the admins' notes on an application, for admins only (not editors), so never
 * in the document its applicant reads; written with the application's audit log entry. Kept as long as the
 * application (the same expireAt) and deleted only with it, by whoever deletes it, in the same batch.
 */
export function applicationNotesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
    case 'update': {
      const application = ctx.get('applications', request.id);
      return (
        hasOnly(request.data, APPLICATION_NOTES_KEYS) &&
        isText(request.data.notes, 0, 5000) &&
        isNow(request.data.updatedAt, request.time) &&
        application !== null &&
        isTime(request.data.expireAt) &&
        equal(request.data.expireAt, application.expireAt) &&
        ctx.isActiveAdmin() &&
        ctx.isLogged(`applications/${request.id}`, request.time)
      );
    }
    case 'delete':
      return ctx.get('applications', request.id) !== null && ctx.getAfter('applications', request.id) === null;
  }
}

/**
 * The message announcing a new application: mail/application-{id}, to staff, written in the batch
 * that creates the application, its data what that application says.
 */
export function isApplicationMail(ctx: Context, id: string, data: LocalDoc, time: Date): boolean {
  const match = APPLICATION_MAIL_ID.exec(id);
  if (!match) return false;
  const applicationId = match[1];
  const application = ctx.getAfter('applications', applicationId);
  const values = isMap(data.template) && isMap(data.template.data) ? data.template.data : null;
  return (
    ctx.get('applications', applicationId) === null &&
    application !== null &&
    isMailShape(data, 'application-received', ['applicationId', 'name', 'email', 'position'], time) &&
    isToStaff(data) &&
    values !== null &&
    values.applicationId === applicationId &&
    values.name === application.name &&
    values.email === application.email &&
    values.position === application.position
  );
}

/**
 * What the applicant is told (src/features/careers/data/applicant-mail.ts), at the address the
 * application gives; the application's id is letters and digits (its staff message's rule above):
 * - mail/applicant-{id}: the acknowledgement, in the batch that creates the application (which
 *   requires it). Nobody has verified that address, so the message carries nothing its sender
 *   chose: only the title of the opening applied for, as the opening has it.
 * - mail/applicant-{id}-{status}: interview, declined or hired, by an active admin, in the batch that
 *   moves the application to that status (logged by the application's own rule): the admin's message,
 *   with the name and position the application gives. One each: the id is taken after.
 */
export function isApplicantMail(ctx: Context, id: string, data: LocalDoc, time: Date): boolean {
  const values = isMap(data.template) && isMap(data.template.data) ? data.template.data : null;
  if (!values || typeof values.applicationId !== 'string') return false;
  const applicationId = values.applicationId;
  const application = ctx.getAfter('applications', applicationId);
  if (!application) return false;
  const before = ctx.get('applications', applicationId);
  const opening = typeof application.openingId === 'string' ? ctx.get('openings', application.openingId) : null;
  return (
    (id === `applicant-${applicationId}` &&
      isMailShape(data, 'application-acknowledgement', ['applicationId', 'position'], time) &&
      before === null &&
      isTo(data, application.email) &&
      // The address's day starts now, for this application (its own policy says when it may).
      ctx.getAfter('applicant_acknowledgements', acknowledgementId(application.email))?.applicationId === applicationId &&
      opening !== null &&
      values.position === opening.title) ||
    (id === `applicant-${applicationId}-${String(application.status)}` &&
      ['interview', 'declined', 'hired'].includes(String(application.status)) &&
      before !== null &&
      before.status !== application.status &&
      isMailShape(data, `application-${String(application.status)}`, ['applicationId', 'name', 'position', 'message'], time) &&
      isTo(data, application.email) &&
      values.name === application.name &&
      values.position === application.position &&
      isText(values.message, 1, 5000) &&
      ctx.isActiveAdmin())
  );
}

// (end of the applications section)

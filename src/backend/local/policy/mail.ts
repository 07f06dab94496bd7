/**
 * mail/{id} (the Trigger Email extension's queue), mail_templates/{name} and mail_recipients/{id}: a
 * client creates a message only when the section it is about says so (the enquiry and application
 * checks), admins retry failed ones, install the templates and set the staff address. It mirrors the
 * mail section of `firestore.rules`, under the same helper names; change them together.
 */
import type { LocalDoc } from '../db.ts';
import { isApplicantMail, isApplicationMail } from './applications.ts';
import { isIssueTemplate, isNewsletterMail } from './newsletter-issues.ts';
import type { Context, Request } from './context.ts';
import { changedKeys, changesOnly, hasOnly, isEmailAddress, isMailShape, isMap, isNow, isText, isTo, isToStaff } from './shapes.ts';

// mail/{id} (Trigger Email), mail_templates, mail_recipients ------------------------------------

// A message's shape (isMailShape, isToStaff, isTo) is in shapes.ts: applications.ts checks it too.

/**
 * The messages about enquiries (src/features/enquiries/data/contact-messages.ts). The id names the enquiry, and every data
 * value is what the enquiry says after the batch:
 * - mail/enquiry-{id}: to staff, in the batch that creates the enquiry (not for one that already
 *   exists), by whoever may send that enquiry (its own rule);
 * - mail/reply-{id}-{n}: to the enquiry's e-mail, in the batch where an admin stores a reply with
 *   text (the enquiry moves to replied now); n is the enquiry's replyCount after it.
 */
function isEnquiryMail(ctx: Context, id: string, data: LocalDoc, time: Date): boolean {
  const values = isMap(data.template) && isMap(data.template.data) ? data.template.data : null;
  if (!values || typeof values.messageId !== 'string') return false;
  const messageId = values.messageId;
  const enquiry = ctx.getAfter('contact_messages', messageId);
  if (!enquiry) return false;
  const replyCount = 'replyCount' in enquiry ? enquiry.replyCount : 0;
  return (
    (id === `enquiry-${messageId}` &&
      isMailShape(data, 'enquiry-received', ['messageId', 'name', 'email', 'service', 'message'], time) &&
      isToStaff(data) &&
      ctx.get('contact_messages', messageId) === null &&
      values.name === enquiry.name &&
      values.email === enquiry.email &&
      values.service === enquiry.service &&
      values.message === enquiry.message) ||
    (id === `reply-${messageId}-${String(replyCount)}` &&
      isMailShape(data, 'enquiry-reply', ['messageId', 'name', 'reply'], time) &&
      isTo(data, enquiry.email) &&
      // Replied in this batch: only an admin's reply moves repliedAt (the enquiry's own rule).
      isNow(enquiry.repliedAt, time) &&
      values.name === enquiry.name &&
      'reply' in values &&
      values.reply === enquiry.adminReply)
  );
}

/**
 * The extension records delivery on the message (delivery.state PENDING, PROCESSING, SUCCESS, ERROR);
 * an admin may send a failed one again by setting its state to RETRY, and nothing else.
 */
function isRetry(ctx: Context, before: LocalDoc, after: LocalDoc): boolean {
  const was = before.delivery;
  const now = after.delivery;
  return (
    changesOnly(before, after, ['delivery']) &&
    isMap(was) &&
    isMap(now) &&
    was.state === 'ERROR' &&
    now.state === 'RETRY' &&
    changedKeys(was, now).every((key) => key === 'state') &&
    ctx.isActiveAdmin()
  );
}

export function mailPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create': {
      const args = [ctx, request.id, request.data, request.time] as const;
      return isEnquiryMail(...args) || isApplicationMail(...args) || isApplicantMail(...args) || isNewsletterMail(...args);
    }
    case 'update':
      return isRetry(ctx, request.resource, request.data);
    case 'delete':
      // Logged: a message holds what someone sent us (name, address, words).
      return ctx.isActiveAdmin() && ctx.isLogged(`mail/${request.id}`, request.time);
  }
}

/** The templates the extension renders (src/content/mail-templates.ts): installed by an admin, bounded; and each newsletter issue's. */
export const MAIL_TEMPLATE_NAMES = [
  'enquiry-received', 'enquiry-reply', 'application-received', 'application-acknowledgement',
  'application-interview', 'application-declined', 'application-hired',
];
export const MAIL_TEMPLATE_LIMITS = { subject: 200, text: 20_000, html: 50_000 } as const;

export function mailTemplatesPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return ctx.isActiveAdmin();
    case 'create':
    case 'update':
      return (
        ((MAIL_TEMPLATE_NAMES.includes(request.id) &&
          hasOnly(request.data, ['subject', 'text', 'html']) &&
          isText(request.data.subject, 1, MAIL_TEMPLATE_LIMITS.subject) &&
          isText(request.data.text, 1, MAIL_TEMPLATE_LIMITS.text) &&
          isText(request.data.html, 1, MAIL_TEMPLATE_LIMITS.html) &&
          // Logged: one entry for the templates a batch installs (it names one of them).
          ctx.isLoggedUnder('mail_templates', request.time)) ||
          // A newsletter issue's own: exactly the template the issue holds, while it is a draft or being sent.
          (/^newsletter-.+$/.test(request.id) && isIssueTemplate(ctx, request.id, request.data))) &&
        ctx.isActiveAdmin()
      );
    case 'delete':
      return false;
  }
}

/** The extension's users collection: `staff` holds the notifications address, read by admins only ('' = none). */
export function mailRecipientsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
      return ctx.isActiveAdmin();
    case 'create':
    case 'update':
      return (
        request.id === 'staff' &&
        hasOnly(request.data, ['email']) &&
        (request.data.email === '' || isEmailAddress(request.data.email)) &&
        ctx.isActiveAdmin() &&
        // Logged: it decides where every enquiry's and application's details are sent.
        ctx.isLogged(`mail_recipients/${request.id}`, request.time)
      );
    default:
      return false;
  }
}

// (end of the mail section)
// ===== end of the careers, newsletter and mail sections ========================================

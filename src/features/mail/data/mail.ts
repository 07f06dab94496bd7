/**
 * Messages sent through the official Trigger Email extension (`firestore-send-email`, configured in
 * `extensions/` and `firebase.json`). A message is a document of `mail/` naming one of the fixed
 * templates below and the values it fills in; the extension renders the template it finds in
 * `mail_templates/{name}`, sends it, and records how delivery went on the document (`delivery`), which
 * the admin's Outbox shows. Without the extension (demo mode, the emulators) the documents wait, and
 * the Outbox shows what would be sent.
 *
 * A client may create only the messages these flows need (firestore.rules, `match /mail/{id}`): the
 * id names the document the message is about (`enquiry-{id}`, `application-{id}`, `reply-{id}-{n}`,
 * `applicant-{id}`, `applicant-{id}-{status}`) and is written in the same batch as it; the recipient is one the rules can
 * check (`toUids: ['staff']`, the address in `mail_recipients/staff`, or the address on that
 * document); no free subject, body, sender, headers or attachments.
 *
 * This module is what the forms need to queue a message, and no more (their chunks stay small); the
 * admin's side (the Outbox, the templates, the staff's address) is `./outbox.ts`.
 */
import { SERVER_TIME, type BatchWrite } from '@/backend/types.ts';
import { COLLECTIONS } from '../../../data/collections.ts';

/** The id in `mail_recipients/` of the staff's notifications address (Settings → Notifications e-mail). */
export const STAFF_RECIPIENT = 'staff';

export type { MailTemplateName } from '@/content/mail-templates.ts';
import type { MailTemplateName } from '@/content/mail-templates.ts';

/** An address the rules can check, or the staff's address looked up by the extension. */
export type MailRecipient = { to: string } | { toUids: [typeof STAFF_RECIPIENT] };

export const toStaff: MailRecipient = { toUids: [STAFF_RECIPIENT] };

/** The batch write that queues one message: `mail/{id}` with its recipient, template and the server's time. */
export function mailWrite(id: string, recipient: MailRecipient, template: MailTemplateName, data: Record<string, string>): BatchWrite {
  return {
    op: 'set',
    collection: COLLECTIONS.mail,
    id,
    data: { ...recipient, template: { name: template, data }, createdAt: SERVER_TIME },
  };
}

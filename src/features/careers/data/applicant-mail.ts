/**
 * What applicants are told by e-mail (src/content/mail-templates.ts has the words):
 * - `mail/applicant-{id}`: the acknowledgement, to the address the application gives, in the batch that
 *   stores it. That address is nobody's verified one, so the message carries nothing its sender chose:
 *   only the opening's title (the rules check it against the opening).
 * - `mail/applicant-{id}-{status}`: when an admin moves the application to interview, declined or hired
 *   and confirms the message (its words theirs, offered from `applicantMessageDraft`), in the batch that
 *   moves it, logged with it. One per application and status: the id makes a second one a refused write.
 */
import { getBackend } from '@/backend/index.ts';
import type { BatchWrite } from '@/backend/types.ts';
import { APPLICANT_MESSAGE_STATUSES, type ApplicantMessageStatus } from '@/content/mail-templates.ts';
import { toDate } from '@/lib/dates.ts';
import { COLLECTIONS } from '../../../data/collections.ts';
import { mailWrite } from '../../mail/data/mail.ts';

export { APPLICANT_MESSAGE_STATUSES, applicantMessageDraft, type ApplicantMessageStatus } from '@/content/mail-templates.ts';

/** The longest message an admin may send an applicant (the rules' bound). */
export const APPLICANT_MESSAGE_MAX = 5000;

export const acknowledgementMailId = (applicationId: string) => `applicant-${applicationId}`;
export const applicantMessageMailId = (applicationId: string, status: ApplicantMessageStatus) => `applicant-${applicationId}-${status}`;

export const isApplicantMessageStatus = (status: string): status is ApplicantMessageStatus =>
  (APPLICANT_MESSAGE_STATUSES as readonly string[]).includes(status);

/** The acknowledgement of a new application (`position`: its opening's title). */
export const acknowledgementWrite = (applicationId: string, email: string, position: string): BatchWrite =>
  mailWrite(acknowledgementMailId(applicationId), { to: email }, 'application-acknowledgement', { applicationId, position });

/** The message to the applicant that goes with moving their application to `status`. */
export const applicantMessageWrite = (
  application: { id: string; name: string; email: string; position: string },
  status: ApplicantMessageStatus,
  message: string,
): BatchWrite =>
  mailWrite(applicantMessageMailId(application.id, status), { to: application.email }, `application-${status}`, {
    applicationId: application.id,
    name: application.name,
    position: application.position,
    message: message.trim(),
  });

/** When each message was queued for this applicant (absent: never). */
export type ApplicantMailSent = Partial<Record<'acknowledgement' | ApplicantMessageStatus, Date>>;

/** What the applicant of `applicationId` has been sent: four reads of one document each (admins only). */
export async function readApplicantMail(applicationId: string): Promise<ApplicantMailSent> {
  const { store } = await getBackend();
  const kinds = ['acknowledgement', ...APPLICANT_MESSAGE_STATUSES] as const;
  const found = await Promise.all(
    kinds.map((kind) =>
      store.get(COLLECTIONS.mail, kind === 'acknowledgement' ? acknowledgementMailId(applicationId) : applicantMessageMailId(applicationId, kind)),
    ),
  );
  const sent: ApplicantMailSent = {};
  kinds.forEach((kind, index) => {
    const row = found[index];
    if (row) sent[kind] = toDate(row.createdAt) ?? new Date();
  });
  return sent;
}

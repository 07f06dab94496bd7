/**
 * The message to the applicant that the application dialog (./application-dialog.tsx) offers when its
 * status is about to move to Interview, Declined or Hired: off until the admin ticks it, then the
 * words (offered from the status's draft, theirs to change), a preview of the e-mail as it will
 * arrive (HTML and plain text, rendered from the installed template), and Save Changes becomes
 * "Save and Send E-mail": the message goes in the batch that moves the status. One message per
 * status: one already sent is named instead.
 */
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useLoad } from '@/hooks/use-load.ts';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { builtInMailTemplates } from '@/content/mail-templates.ts';
import {
  APPLICANT_MESSAGE_MAX,
  applicantMessageDraft,
  isApplicantMessageStatus,
  readApplicantMail,
  type ApplicantMailSent,
  type ApplicantMessageStatus,
} from '@/features/careers/data/applicant-mail.ts';
import { APPLICATION_STATUS_LABELS, type Application } from '@/features/careers/data/applications.ts';
import { readMailTemplates } from '@/features/mail/data/outbox.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { renderTemplate } from '@/lib/mail-render.ts';

/** The dialog's draft of the message: whether to send it, and its words (null: the status's draft). */
interface MessageDraft {
  send: boolean;
  text: string | null;
}

const NO_MESSAGE: MessageDraft = { send: false, text: null };

/** What is wrong with the words, if anything. */
function messageProblem(text: string): string | undefined {
  if (!text.trim()) return 'Write the message, or untick “E-mail the applicant”.';
  if (text.trim().length > APPLICANT_MESSAGE_MAX) return `The message can be at most ${APPLICANT_MESSAGE_MAX} characters.`;
  return undefined;
}

const messageName = (status: ApplicantMessageStatus) => APPLICATION_STATUS_LABELS[status].toLowerCase();

export interface ApplicantMessageState {
  /** What the applicant has been sent; undefined while it loads, null when it could not be read. */
  sent: ApplicantMailSent | null | undefined;
  /** True when the status is about to move to one that has a message (then `status` is it). */
  offered: boolean;
  status: ApplicantMessageStatus | null;
  /** True when saving will send the message. */
  sends: boolean;
  draft: MessageDraft;
  /** The words the message carries. */
  text: string;
  error: string | undefined;
  change: (draft: MessageDraft) => void;
  /** Before saving: the words to send (undefined: none), or false when they are wrong (said, and focused). */
  check: () => string | undefined | false;
  /** The status was saved, with the message or not. */
  saved: (status: string, withMessage: boolean) => void;
  fieldId: string;
}

/** The message offered with a move to `status` (null: no move), and what the applicant was sent (four reads). */
export function useApplicantMessage(application: Application, status: string | null): ApplicantMessageState {
  const fieldId = useId();
  const mail = useLoad(['applicant-mail', application.id], () => readApplicantMail(application.id), { toast: false });
  const [draft, setDraft] = useState<MessageDraft>(NO_MESSAGE);
  const [error, setError] = useState<string | undefined>(undefined);
  // null: it could not be read (nothing can be offered then: it might have been sent).
  const sent = mail.state.status === 'error' ? null : mail.data;
  const messageStatus = status !== null && isApplicantMessageStatus(status) ? status : null;
  const text = messageStatus ? (draft.text ?? applicantMessageDraft(messageStatus, application.position)) : '';
  const sends = messageStatus !== null && draft.send && Boolean(sent) && !sent?.[messageStatus];
  return {
    sent,
    offered: messageStatus !== null,
    status: messageStatus,
    sends,
    draft,
    text,
    error,
    fieldId,
    change: (next) => {
      setDraft(next);
      setError(undefined);
    },
    check: () => {
      if (!sends) return undefined;
      const problem = messageProblem(text);
      setError(problem);
      if (!problem) return text;
      document.getElementById(`${fieldId}-message`)?.focus();
      return false;
    },
    saved: (savedStatus, withMessage) => {
      setDraft(NO_MESSAGE);
      if (withMessage && isApplicantMessageStatus(savedStatus)) mail.update((was) => ({ ...was, [savedStatus]: new Date() }));
    },
  };
}

export function ApplicantMessage({ application, message, disabled }: { application: Application; message: ApplicantMessageState; disabled: boolean }) {
  const { sent, draft, text, error, status, fieldId: id, change: onChange } = message;
  if (!status) return null;
  const already = sent?.[status];
  if (already) {
    return (
      <p role="note" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
        The {messageName(status)} message was sent to {application.email} on {formatDateTime(already)}; it is sent once.
      </p>
    );
  }
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-900">Message to the applicant</legend>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={draft.send}
          disabled={disabled || !sent}
          onChange={(event) => onChange({ ...draft, send: event.target.checked })}
          className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
        />
        <span>
          E-mail the applicant
          <span className="block text-slate-600">
            {sent === null
              ? 'What the applicant was sent could not be loaded, so no message can be sent now: close and open the application again.'
              : `Sends ${application.name} the ${messageName(status)} message at ${application.email} when you save. Nothing is sent unless this is ticked.`}
          </span>
        </span>
      </label>
      {draft.send && (
        <>
          <Field
            id={`${id}-message`}
            label="Message"
            hint={`Between “Hello ${application.name},” and the company’s name. Up to ${APPLICANT_MESSAGE_MAX} characters.`}
            error={error}
          >
            {(control) => (
              <textarea
                {...control}
                rows={6}
                maxLength={APPLICANT_MESSAGE_MAX}
                value={text}
                disabled={disabled}
                onChange={(event) => onChange({ ...draft, text: event.target.value })}
                className={inputClass({ invalid: Boolean(error) })}
              />
            )}
          </Field>
          <MessagePreview application={application} status={status} text={text} />
        </>
      )}
    </fieldset>
  );
}

/** The e-mail as the applicant will get it, from the template the extension will use (else the built-in one). */
function MessagePreview({ application, status, text }: { application: Application; status: ApplicantMessageStatus; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const templates = useLoad(open ? 'mail-templates' : null, readMailTemplates, { toast: false });
  const name = `application-${status}` as const;
  const template = templates.data?.templates[name] ?? builtInMailTemplates()[name];
  const data = { applicationId: application.id, name: application.name, position: application.position, message: text.trim() };
  return (
    <div>
      <button type="button" className={buttonStyles.secondary} aria-expanded={open} aria-controls={`${id}-preview`} onClick={() => setOpen(!open)}>
        {open ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
        {open ? 'Hide preview' : 'Preview e-mail'}
      </button>
      <section id={`${id}-preview`} hidden={!open} aria-label="E-mail preview" className="mt-3 space-y-2 text-sm">
        {open && (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-slate-700">
              <dt className="text-slate-600">To</dt>
              <dd className="break-all">{application.email}</dd>
              <dt className="text-slate-600">Subject</dt>
              <dd className="font-medium text-slate-900">{renderTemplate(template.subject, data)}</dd>
            </dl>
            <iframe
              title="The e-mail as it will look"
              // No scripts, no navigation: the HTML the extension will send, shown as it is.
              sandbox=""
              srcDoc={renderTemplate(template.html, data)}
              className="h-72 w-full rounded-lg border border-slate-200 bg-white"
            />
            <details>
              <summary className="cursor-pointer font-medium text-brand-700">Plain-text version</summary>
              <pre className="mt-2 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans text-slate-800">
                {renderTemplate(template.text, data)}
              </pre>
            </details>
          </>
        )}
      </section>
    </div>
  );
}

/**
 * The applications screen's dialog (./applications.tsx): what the applicant sent, and the admin's
 * status and notes with one way of saving them. Both are a draft until Save Changes, a line beside it
 * says whether anything is unsaved, and Escape, Close and the backdrop ask before discarding a draft.
 * The status and the notes are two writes: one that fails stays a draft, named in the dialog.
 * The position links to its opening's page, and to that opening's applications (which closes the
 * dialog, unless it holds unsaved changes: those stay, over the narrowed list). A move to Interview,
 * Declined or Hired offers a message to the applicant (./applicant-message.tsx), sent with the move.
 */
import { ExternalLink, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useLoad } from '@/hooks/use-load.ts';
import { Field } from '@/components/ui/field.tsx';
import { Modal, useUnsavedInModal } from '@/components/ui/modal.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  readApplicationNotes,
  type Application,
  type ApplicationStatus,
} from '@/features/careers/data/applications.ts';
import { APPLICANT_MESSAGE_STATUSES, type ApplicantMailSent } from '@/features/careers/data/applicant-mail.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { mailtoHref } from '@/lib/email.ts';
import { ApplicantMessage, useApplicantMessage } from './applicant-message.tsx';
import { APPLICATION_ERRORS, OnlyThisOpeningLink, PositionLink } from './applications-parts.tsx';

/** What the dialog edits of an application; each part is a write of its own. */
export type ApplicationPart = 'status' | 'notes';

/** What Save Changes saves: the parts that changed. */
export interface ApplicationChanges {
  status?: ApplicationStatus;
  /** The message to the applicant that goes with the status (interview, declined, hired). */
  message?: string;
  notes?: string;
}

/** Told as soon as a part is stored (before the list reloads). */
export interface ApplicationSaved {
  status(): void;
  notes(): void;
}

/** Saves `changes`; resolves with the parts that failed (each toasted), or null when nothing ran. */
export type SaveApplication = (application: Application, changes: ApplicationChanges, saved: ApplicationSaved) => Promise<ApplicationPart[] | null>;

export function ApplicationDetailModal({
  application,
  busy,
  filtered = null,
  onClose,
  onSave,
  onDelete,
}: {
  application: Application | null;
  busy: boolean;
  /** The opening the list is narrowed to (its slug), or null. */
  filtered?: string | null;
  onClose: () => void;
  onSave: SaveApplication;
  onDelete: (application: Application) => void;
}) {
  return (
    <Modal open={application !== null} title={application ? `Application from ${application.name}` : 'Application'} onClose={onClose} size="max-w-2xl">
      {application && (
        <ApplicationDetail
          key={application.id}
          application={application}
          busy={busy}
          filtered={filtered}
          onClose={onClose}
          onSave={onSave}
          onDelete={onDelete}
        />
      )}
    </Modal>
  );
}

/** What closing the dialog would throw away, for the question it asks; null when nothing. */
const unsavedWhat = (status: boolean, notes: boolean) =>
  status && notes ? 'the status change and your notes' : status ? 'the status change' : notes ? 'your notes' : null;

/** Which parts were not saved, and that nothing is lost. */
function failureText(failed: readonly ApplicationPart[]): string {
  const status = failed.includes('status');
  const notes = failed.includes('notes');
  const what = status && notes ? 'The status and the notes were' : status ? 'The status was' : 'The notes were';
  return `${what} not saved. ${status && notes ? 'Your changes are' : 'Your change is'} still here: press Save Changes to try again.`;
}

function ApplicationDetail({
  application,
  busy,
  filtered,
  onClose,
  onSave,
  onDelete,
}: {
  application: Application;
  busy: boolean;
  filtered: string | null;
  onClose: () => void;
  onSave: SaveApplication;
  onDelete: (application: Application) => void;
}) {
  const id = useId();
  // The notes live in a document of their own, which only admins read: loaded when the application opens.
  const stored = useLoad(application.id, () => readApplicationNotes(application), { errorMessage: APPLICATION_ERRORS.loadNotes });
  const [notesDraft, setNotesDraft] = useState<string | null>(null);
  const [statusDraft, setStatusDraft] = useState<ApplicationStatus | null>(null);
  // The status this dialog saved, which counts as stored while the list still has the one it replaced.
  const [savedStatus, setSavedStatus] = useState<{ from: ApplicationStatus; to: ApplicationStatus } | null>(null);
  const [failed, setFailed] = useState<readonly ApplicationPart[]>([]);
  const [saving, setSaving] = useState(false);
  const ready = stored.data !== undefined;
  const storedNotes = stored.data ?? '';
  const notes = notesDraft ?? storedNotes;
  const storedStatus = savedStatus?.from === application.status ? savedStatus.to : application.status;
  const status = statusDraft ?? storedStatus;
  const statusChanged = status !== storedStatus;
  const notesChanged = notes.trim() !== storedNotes;
  const changed = statusChanged || notesChanged;
  const message = useApplicantMessage(application, statusChanged ? status : null);
  // A failure is named while its part is still unsaved.
  const unsavedFailures = failed.filter((part) => (part === 'status' ? statusChanged : notesChanged));
  useUnsavedInModal(unsavedWhat(statusChanged, notesChanged));
  const notesHint = ready
    ? `Only admins see these. Up to ${APPLICATION_LIMITS.notes} characters.`
    : stored.state.status === 'error'
      ? 'The notes could not be loaded.'
      : 'Loading notes…';

  const save = async () => {
    if (!changed) return;
    const words = message.check();
    if (words === false) return;
    setFailed([]);
    setSaving(true);
    const from = application.status;
    const text = notes.trim();
    const result = await onSave(application, { ...(statusChanged && { status, message: words }), ...(notesChanged && { notes }) }, {
      status: () => {
        setSavedStatus({ from, to: status });
        setStatusDraft(null);
        message.saved(status, words !== undefined);
      },
      notes: () => stored.update(() => text),
    });
    setSaving(false);
    if (result) setFailed(result);
  };

  return (
    <div className="space-y-5">
      <ApplicationFacts
        application={application}
        sent={message.sent}
        filtered={filtered !== null && filtered === application.openingId}
        // Following "Only this opening's applications" closes the dialog, unless that would lose a change.
        onFilter={() => {
          if (!changed) onClose();
        }}
      />

      <form
        className="space-y-5 border-t border-slate-200 pt-5"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field id={`${id}-status`} label="Status">
          {(control) => (
            <select
              {...control}
              value={status}
              disabled={busy}
              onChange={(event) => setStatusDraft(event.target.value as ApplicationStatus)}
              className={`${inputClass()} sm:w-60`}
            >
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {message.offered && <ApplicantMessage application={application} message={message} disabled={busy} />}
        <div>
          <Field id={`${id}-notes`} label="Notes" hint={notesHint}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={APPLICATION_LIMITS.notes}
                value={notes}
                readOnly={!ready}
                onChange={(event) => setNotesDraft(event.target.value)}
                className={inputClass()}
              />
            )}
          </Field>
          {stored.state.status === 'error' && (
            <button type="button" onClick={stored.retry} className={`${buttonStyles.secondary} mt-2`}>
              Try again
            </button>
          )}
        </div>
        {unsavedFailures.length > 0 && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {failureText(unsavedFailures)}
          </p>
        )}
        <DialogActions
          busy={busy}
          changed={changed}
          label={saving ? 'Saving...' : message.sends ? 'Save and Send E-mail' : 'Save Changes'}
          onDelete={() => onDelete(application)}
        />
      </form>
    </div>
  );
}

/**
 * What the applicant sent: e-mail, position (with its opening's links, `filtered`: the list already
 * shows only that opening's), when and how, links, cover note, consent.
 */
function ApplicationFacts({
  application,
  sent,
  filtered,
  onFilter,
}: {
  application: Application;
  sent: ApplicantMailSent | null | undefined;
  filtered: boolean;
  onFilter: () => void;
}) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-medium text-slate-600">Email</dt>
        <dd className="break-all text-slate-900">
          <a href={mailtoHref(application.email)} className="text-brand-700 underline hover:text-brand-800">
            {application.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">Position</dt>
        <dd className="wrap-anywhere text-slate-900">
          <PositionLink application={application} />
          {!filtered && application.openingId && (
            <div className="mt-1">
              <OnlyThisOpeningLink application={application} onFollow={onFilter} />
            </div>
          )}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">Received</dt>
        <dd className="text-slate-900">{formatDateTime(application.createdAt)}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">Sent</dt>
        <dd className="text-slate-900">{application.userId && !application.keptByAccount ? 'From their account' : 'As a visitor (not logged in)'}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-medium text-slate-600">Links</dt>
        <dd>
          <ul className="mt-1 space-y-1">
            {application.links.map((link) => (
              <li key={link}>
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 break-all text-brand-700 underline hover:text-brand-800"
                >
                  {link}
                  <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-medium text-slate-600">Cover Note</dt>
        <dd className="whitespace-pre-wrap wrap-anywhere text-slate-900">{application.coverNote || 'None'}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-medium text-slate-600">E-mails to the applicant</dt>
        <dd className="text-slate-900">{sent ? <SentMail sent={sent} /> : sent === null ? 'They could not be loaded.' : 'Loading…'}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-medium text-slate-600">Consent</dt>
        <dd className="text-slate-900">{application.consent ? 'Agreed to keeping the application for 12 months' : 'Not recorded'}</dd>
      </div>
    </dl>
  );
}

/** Delete, whether anything is unsaved, and the submit button (`label`). */
function DialogActions({ busy, changed, label, onDelete }: { busy: boolean; changed: boolean; label: string; onDelete: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <button type="button" onClick={onDelete} disabled={busy} className={buttonStyles.danger}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </button>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <p role="status" className="text-center text-sm text-slate-600">
          {changed ? 'You have unsaved changes.' : 'All changes saved.'}
        </p>
        <button type="submit" disabled={busy || !changed} className={buttonStyles.primary}>
          <Save aria-hidden="true" className="h-4 w-4" />
          {label}
        </button>
      </div>
    </div>
  );
}

/** What the applicant was sent, and when. */
function SentMail({ sent }: { sent: ApplicantMailSent }) {
  const lines = [
    ...(sent.acknowledgement ? [`Acknowledgement, ${formatDateTime(sent.acknowledgement)}`] : []),
    ...APPLICANT_MESSAGE_STATUSES.flatMap((status) =>
      sent[status] ? [`${APPLICATION_STATUS_LABELS[status]} message, ${formatDateTime(sent[status])}`] : [],
    ),
  ];
  if (lines.length === 0) return <>None</>;
  return (
    <ul className="space-y-0.5">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

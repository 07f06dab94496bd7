/**
 * Spec §2: the detail modal of the admin inbox — every field, the reply if any, and what can be done
 * next. An enquiry whose sender wrote back shows the whole conversation instead of the one reply
 * (its thread read when the modal opens).
 */
import { CheckCheck, Eye, Mail, Reply } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonStyles, linkStyles } from '@/components/ui/styles.ts';
import { canAddToReply, canMarkRead, canReply, isFollowUpPending, isRepliedByEmail, type ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { ConversationView, useConversation } from './conversation.tsx';
import { replyMailto } from './reply-via-email.ts';
import { FollowUpBadge, MessageStatusBadge } from './status-badge.tsx';
import { mailtoHref } from '@/lib/email.ts';

export interface MessageDetailModalProps {
  message: ContactMessage | null;
  onClose: () => void;
  onMarkRead: (message: ContactMessage) => void;
  onMarkReplied: (message: ContactMessage) => void;
  onReply: (message: ContactMessage) => void;
  /** A change to this message is being saved: its buttons wait. */
  busy: boolean;
}

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

const smallButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

const notProvided = <span className="text-slate-600 italic">Not provided</span>;

export function MessageDetailModal({ message, onClose, onMarkRead, onMarkReplied, onReply, busy }: MessageDetailModalProps) {
  const id = useId();
  // A mail draft was opened for this message: the inbox cannot see what is sent from the mail app, so
  // it asks to record it (one reply path: the sender's profile then says it was answered by e-mail).
  const [draftedFor, setDraftedFor] = useState<string | null>(null);
  const drafted = message !== null && draftedFor === message.id && canReply(message);
  return (
    <Modal open={message !== null} title="Message Details" onClose={onClose} size="max-w-2xl">
      {message && (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>Status:</span>
            <MessageStatusBadge status={message.status} />
            {isFollowUpPending(message) && <FollowUpBadge />}
          </div>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field label="From">{message.name || notProvided}</Field>
            <Field label="Email">
              <a href={mailtoHref(message.email)} className="font-medium break-all text-brand-700 hover:underline">
                {message.email}
              </a>
            </Field>
            <Field label="Phone">
              {message.phone ? (
                <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="font-medium text-brand-700 hover:underline">
                  {message.phone}
                </a>
              ) : (
                notProvided
              )}
            </Field>
            <Field label="Company">{message.company || notProvided}</Field>
            <Field label="Service">{message.service || notProvided}</Field>
            <Field label="Received">{formatDateTime(message.createdAt)}</Field>
            <Field label="Message" wide>
              <p className="rounded-lg bg-slate-50 p-3 whitespace-pre-line wrap-anywhere">{message.message}</p>
            </Field>
            {(message.replyCount ?? 0) > 0 ? (
              <Field label="Conversation" wide>
                <Conversation message={message} />
              </Field>
            ) : null}
            {!message.replyCount && message.adminReply && (
              <Field label="Admin Reply" wide>
                <div className="rounded-lg border border-green-200 bg-green-50 p-3">
                  <p className="whitespace-pre-line wrap-anywhere">{message.adminReply}</p>
                  <p className="mt-2 text-sm text-green-900">Replied {formatDateTime(message.repliedAt)}</p>
                </div>
              </Field>
            )}
            {!message.replyCount && isRepliedByEmail(message) && (
              <Field label="Admin Reply" wide>
                Marked as replied {formatDateTime(message.repliedAt)} (answered outside this inbox, e.g. by e-mail).
              </Field>
            )}
          </dl>

          <div className="mt-6 space-y-4 border-t border-slate-200 pt-4">
            {(canMarkRead(message) || canReply(message)) && (
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-slate-700">Update status:</span>
                {canMarkRead(message) && (
                  <button type="button" onClick={() => onMarkRead(message)} disabled={busy} className={smallButton}>
                    <Eye aria-hidden="true" className="h-4 w-4" />
                    Mark as Read
                  </button>
                )}
                {canReply(message) && (
                  <button type="button" onClick={() => onMarkReplied(message)} disabled={busy} className={smallButton}>
                    <CheckCheck aria-hidden="true" className="h-4 w-4" />
                    Mark as Replied
                  </button>
                )}
              </div>
            )}
            <p id={`${id}-email-note`} role={drafted ? 'status' : undefined} className="text-sm text-slate-700">
              {drafted
                ? 'Sent it from your mail app? This inbox does not see that e-mail: mark the message as replied, and the sender’s profile will say it was answered by e-mail.'
                : 'Reply sends your answer by e-mail and keeps it here, on the sender’s profile too. Reply via Email opens your mail app instead; that e-mail is not kept here.'}
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" onClick={onClose} className={buttonStyles.secondary}>
                Close
              </button>
              <a href={replyMailto(message)} onClick={() => setDraftedFor(message.id)} aria-describedby={`${id}-email-note`} className={linkStyles.secondary}>
                <Mail aria-hidden="true" className="h-4 w-4" />
                Reply via Email
              </a>
              {(canReply(message) || canAddToReply(message)) && (
                <button type="button" onClick={() => onReply(message)} disabled={busy} className={buttonStyles.primary}>
                  <Reply aria-hidden="true" className="h-4 w-4" />
                  {canReply(message) ? 'Reply' : 'Add to Reply'}
                </button>
              )}
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}

/** The replies and follow-ups after the enquiry, oldest first. */
function Conversation({ message }: { message: ContactMessage }) {
  const conversation = useConversation(message, true);
  return (
    <ConversationView
      conversation={conversation}
      labels={{
        admin: 'Admin Reply',
        sender: `Follow-up from ${message.name || 'the sender'}`,
        byEmail: 'Marked as replied (answered outside this inbox, e.g. by e-mail).',
      }}
    />
  );
}

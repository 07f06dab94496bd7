/**
 * Spec §2: the reply modal — who it goes to, a 6-row reply (focused as it opens), Cancel and Send Reply (only with text).
 * Answering a follow-up, it quotes the follow-up (read from the enquiry's thread) rather than the
 * enquiry the admin has answered already.
 */
import { Loader2, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Modal, MODAL_AUTOFOCUS, useUnsavedInModal } from '@/components/ui/modal.tsx';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, fieldStyles, inputClass } from '@/components/ui/styles.ts';
import { CONTACT_LIMITS, isFollowUpPending, type ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useConversation } from './conversation.tsx';

export interface ReplyModalProps {
  message: ContactMessage | null;
  onClose: () => void;
  /** Saves the reply; resolves true when it was stored (the modal is then closed by the parent). */
  onSend: (message: ContactMessage, reply: string) => Promise<boolean>;
}

export function ReplyModal({ message, onClose, onSend }: ReplyModalProps) {
  return (
    <Modal open={message !== null} title="Reply to Message" onClose={onClose}>
      {/* Keyed by message: a new message starts with an empty reply; a failed send keeps the text. */}
      {message && <ReplyForm key={message.id} message={message} onClose={onClose} onSend={onSend} />}
    </Modal>
  );
}

function ReplyForm({ message, onClose, onSend }: { message: ContactMessage } & Omit<ReplyModalProps, 'message'>) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const empty = text.trim() === '';
  useUnsavedInModal(empty ? null : 'your reply');
  const followUp = isFollowUpPending(message);
  const conversation = useConversation(message, followUp);
  const latest = conversation.entries?.filter((entry) => entry.from === 'sender').at(-1);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || sending) return;
    setSending(true);
    const sent = await onSend(message, text);
    // On success the parent closes the modal (and this form with it).
    if (!sent) setSending(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="rounded-lg bg-slate-50 p-3 text-sm wrap-anywhere">
        <p className="text-slate-700">
          To: <span className="font-semibold text-slate-900">{message.name}</span>{' '}
          <span className="break-all text-slate-700">&lt;{message.email}&gt;</span>
        </p>
        <p className="mt-1 text-slate-700">
          About: <span className="text-slate-900">{message.service}</span>
        </p>
        {message.status === 'replied' && (
          <p className="mt-2 text-slate-700">
            {message.adminReply
              ? `This adds to your reply of ${formatDateTime(message.repliedAt)}, which stays in the conversation:`
              : `You marked it replied ${formatDateTime(message.repliedAt)} (answered outside this inbox). Their enquiry:`}
          </p>
        )}
        {followUp && (
          <p className="mt-2 text-slate-700">
            {latest ? `Their follow-up, ${formatDateTime(latest.at)}:` : conversation.state === 'loading' ? 'Loading their follow-up…' : 'Their enquiry:'}
          </p>
        )}
        <p className={`${followUp || message.status === 'replied' ? 'mt-1' : 'mt-2'} line-clamp-3 text-slate-700 italic`}>
          “{latest?.text ?? (message.status === 'replied' && message.adminReply ? message.adminReply : message.message)}”
        </p>
      </div>
      <Field
        id={`${id}-reply`}
        label="Your Reply"
        labelClassName={`${fieldStyles.label} mt-4`}
        hint={`We e-mail your reply to ${message.email} and keep it with the message, which is then marked as replied. The sender also reads it under Messages in their profile when logged in with that address.`}
      >
        {(control) => (
          <textarea
            {...control}
            // Typing starts here (a space typed on Close would close the dialog).
            {...{ [MODAL_AUTOFOCUS]: '' }}
            rows={6}
            required
            maxLength={CONTACT_LIMITS.reply}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={inputClass()}
          />
        )}
      </Field>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={empty || sending} className={buttonStyles.primary}>
          {sending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Send aria-hidden="true" className="h-4 w-4" />}
          {sending ? 'Sending...' : 'Send Reply'}
        </button>
      </div>
    </form>
  );
}

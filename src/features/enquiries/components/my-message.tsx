/**
 * One enquiry on the Messages tab (./my-messages.tsx): its status and any reply, the note and Hide
 * button for one matched only by e-mail, the whole conversation on request, and Write back.
 */
import { ChevronDown, Clock, Eye, EyeOff, MessageSquarePlus, UserX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { buttonStyles } from '@/components/ui/styles.ts';
import { site } from '@/content/site.ts';
import { canFollowUp, isFollowUpPending, type ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { AdminReply } from './admin-reply.tsx';
import { conversationLength, ConversationView, useConversation } from './conversation.tsx';
import { FollowUpForm } from './follow-up-form.tsx';
import { MessageStatusBadge } from './status-badge.tsx';

export interface MyMessageProps {
  /** The card's id: the new-reply links at the top of the list lead here. */
  anchorId: string;
  message: ContactMessage;
  email: string;
  isNew: boolean;
  /** Matched only by e-mail, not sent from this account. */
  byEmailOnly: boolean;
  hidden: boolean;
  onHide: (hide: boolean) => void;
  /** A follow-up was stored: the list is loaded again. */
  onFollowedUp: () => Promise<void>;
}

export function MyMessage({ anchorId, message, email, isNew, byEmailOnly, hidden, onHide, onFollowedUp }: MyMessageProps) {
  const titleId = useId();
  const conversationId = useId();
  // Open while a follow-up awaits our reply: the person sees what they wrote and what it answers.
  const [open, setOpen] = useState(() => isFollowUpPending(message));
  const [writing, setWriting] = useState(false);
  const writeBack = useRef<HTMLButtonElement>(null);
  const conversation = useConversation(message, open);
  const length = conversationLength(message);
  const hasConversation = (message.replyCount ?? 0) > 0;
  const pending = isFollowUpPending(message);
  return (
    <li>
      <article
        id={anchorId}
        tabIndex={-1}
        aria-labelledby={titleId}
        className={`rounded-xl border bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-6 ${
          isNew ? 'border-brand-200 ring-1 ring-brand-200' : 'border-slate-200'
        }`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold text-slate-900">
              {message.service}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">Sent {formatDateTime(message.createdAt)}</p>
          </div>
          <div className="flex items-center gap-2">
            {isNew && (
              <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">New reply</span>
            )}
            <MessageStatusBadge status={message.status} forSender />
          </div>
        </div>
        {byEmailOnly && <EmailOnlyNote message={message} hidden={hidden} onHide={onHide} />}
        <p className="mt-3 text-sm whitespace-pre-line break-words text-slate-800">{message.message}</p>
        {hasConversation && (
          <button
            type="button"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={conversationId}
            className="mt-3 inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
            {open ? 'Hide the conversation' : `Show the whole conversation (${length} ${length === 1 ? 'message' : 'messages'})`}
          </button>
        )}
        <div id={conversationId} className="mt-4 space-y-3">
          {open && hasConversation ? (
            <ConversationView
              conversation={conversation}
              labels={{
                admin: `Reply from ${site.name}`,
                sender: 'Your follow-up',
                byEmail: `We replied to this by e-mail. Please check your inbox at ${message.email || email}.`,
              }}
            />
          ) : (
            message.status === 'replied' && (
              <AdminReply
                message={message}
                label={`Reply from ${site.name}`}
                emailNote={`We have replied to this enquiry by e-mail. Please check your inbox at ${message.email || email} (and your spam folder).`}
              />
            )
          )}
          {message.status !== 'replied' && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              {message.status === 'read' ? (
                <>
                  <Eye aria-hidden="true" className="h-4 w-4 shrink-0" />
                  {pending ? 'Our team has read your follow-up and will reply soon.' : 'Our team has read your message and will reply soon.'}
                </>
              ) : (
                <>
                  <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
                  {pending ? 'We have your follow-up and will get back to you soon.' : 'Received. We will get back to you soon.'}
                </>
              )}
            </p>
          )}
        </div>
        {message.status === 'replied' && !canFollowUp(message) && (
          <p className="mt-4 text-sm text-slate-700">
            This conversation has reached its length limit. To ask us something more,{' '}
            <Link to={paths.contact()} className="font-semibold text-brand-700 underline underline-offset-4">
              send a new enquiry
            </Link>
            .
          </p>
        )}
        {canFollowUp(message) &&
          (writing ? (
            <FollowUpForm
              message={message}
              onCancel={() => {
                setWriting(false);
                // Back to the button that opened the form, once it is there again.
                requestAnimationFrame(() => writeBack.current?.focus());
              }}
              onSent={async () => {
                await onFollowedUp();
                setWriting(false);
                // The conversation stays in view, their follow-up last.
                setOpen(true);
              }}
            />
          ) : (
            <button ref={writeBack} type="button" onClick={() => setWriting(true)} className={`${buttonStyles.secondary} mt-4 px-4 py-2`}>
              <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
              Write back
            </button>
          ))}
      </article>
    </li>
  );
}

/** An enquiry matched only by e-mail: who sent it, and Hide (or Show again) for the person's list. */
function EmailOnlyNote({ message, hidden, onHide }: { message: ContactMessage; hidden: boolean; onHide: (hide: boolean) => void }) {
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <UserX aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
        <span>
          Sent without logging in, from <span className="break-all font-medium">{message.email}</span>. Didn&apos;t
          send it? Hide it from your list.
        </span>
      </p>
      <button
        type="button"
        onClick={() => onHide(!hidden)}
        aria-label={`${hidden ? 'Show again' : 'Hide'}: enquiry about ${message.service}`}
        className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {hidden ? <Eye aria-hidden="true" className="h-4 w-4" /> : <EyeOff aria-hidden="true" className="h-4 w-4" />}
        {hidden ? 'Show again' : 'Hide'}
      </button>
    </div>
  );
}

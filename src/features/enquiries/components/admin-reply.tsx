/** The admin's reply to an enquiry, with when it was sent; or, when replied without text, where to look. */
import { Mail, MessageSquareReply } from 'lucide-react';
import type { ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { isRepliedByEmail } from '@/features/enquiries/data/contact-messages.ts';
import { formatDateTime } from '@/lib/dates.ts';

export interface AdminReplyProps {
  message: ContactMessage;
  /** Heading text above the reply ("Admin Reply" in the inbox, the company's name for the enquirer). */
  label: string;
  /** Two lines only (list rows). */
  clamp?: boolean;
  /** What to say when the message is replied but holds no reply text; nothing is shown when absent. */
  emailNote?: string;
}

export function AdminReply({ message, label, clamp = false, emailNote }: AdminReplyProps) {
  if (message.adminReply) {
    return (
      <div className="rounded-lg border border-green-200 bg-green-50 p-3 sm:p-4">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-green-900">
          <MessageSquareReply aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>{label}</span>
          <span className="sr-only">, </span>
          <span className="font-normal text-green-900">{formatDateTime(message.repliedAt)}</span>
        </p>
        <p className={`mt-1.5 text-sm whitespace-pre-line text-slate-800 ${clamp ? 'line-clamp-2' : ''}`}>{message.adminReply}</p>
      </div>
    );
  }
  if (emailNote && isRepliedByEmail(message)) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900 sm:p-4">
        <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>{emailNote}</span>
      </p>
    );
  }
  return null;
}

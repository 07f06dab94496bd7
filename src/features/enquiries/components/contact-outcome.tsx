/**
 * What became of the last send, below the form: thanks in a polite status (the one message a sent
 * enquiry shows: no toast besides), a failure or the rate limit in an alert.
 */
import { CheckCircle2, XCircle, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import type { ContactOutcome } from '@/features/enquiries/components/use-contact-form.ts';

export const CONTACT_SUCCESS_TEXT = "Thank you! Your message has been sent successfully. We'll get back to you soon!";
export const CONTACT_ERROR_TEXT = 'Sorry! There was an error sending your message. Please try again.';
export const RATE_LIMITED_TEXT =
  'You sent us a message less than a minute ago. Please wait a minute, then send this one: what you typed is still here.';

const NOTICES: Record<ContactOutcome, { className: string; icon: LucideIcon; text: string }> = {
  success: {
    className: 'flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800',
    icon: CheckCircle2,
    text: CONTACT_SUCCESS_TEXT,
  },
  error: {
    className: 'flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800',
    icon: XCircle,
    text: CONTACT_ERROR_TEXT,
  },
  'rate-limited': {
    className: 'flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900',
    icon: XCircle,
    text: RATE_LIMITED_TEXT,
  },
};

function Notice({ outcome, sentTo, focusRef }: { outcome: ContactOutcome; sentTo?: string; focusRef: RefObject<HTMLParagraphElement | null> }) {
  const { className, icon: Icon, text } = NOTICES[outcome];
  return (
    <p ref={focusRef} tabIndex={-1} className={className}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <span>{text}</span>
        {sentTo && (
          <>
            {' '}
            <span>
              We will reply to <strong className="break-all">{sentTo}</strong>.
            </span>
          </>
        )}
      </span>
    </p>
  );
}

/**
 * The outcome; after a send, the thanks repeat the address the reply goes to (so a typo shows at once).
 * It takes the focus as it shows (the Send button, disabled while sending, lost it), and when it clears
 * while focused, gives it to `afterwards` (the form's heading) rather than letting it fall to the page.
 */
export function ContactOutcomeNotice({
  outcome,
  sentTo = '',
  afterwards,
}: {
  outcome: ContactOutcome | null;
  sentTo?: string;
  afterwards?: RefObject<HTMLElement | null>;
}) {
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const notice = noticeRef.current;
    const heading = afterwards?.current;
    if (!notice) return;
    notice.focus();
    return () => {
      // Gone while it had the focus (which then fell to the page): to the form's heading instead.
      if (!notice.isConnected && (document.activeElement === null || document.activeElement === document.body)) heading?.focus();
    };
  }, [outcome, afterwards]);
  return (
    <>
      <div role="status" aria-live="polite">
        {outcome === 'success' && <Notice outcome={outcome} sentTo={sentTo} focusRef={noticeRef} />}
      </div>
      <div role="alert">{outcome && outcome !== 'success' && <Notice outcome={outcome} focusRef={noticeRef} />}</div>
    </>
  );
}

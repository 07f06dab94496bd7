import { Loader2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { CONTACT_LIMITS, sendFollowUp, type ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { notifyFailure } from '@/lib/failure.ts';

/** Writing back after a reply: sent as a follow-up on this enquiry; a failed send keeps the text. */
export function FollowUpForm({ message, onCancel, onSent }: { message: ContactMessage; onCancel: () => void; onSent: () => Promise<void> }) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === '';

  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || sending) return;
    setSending(true);
    try {
      await sendFollowUp(message.id, text);
    } catch (error) {
      notifyFailure(toast, 'Error sending follow-up', error, { shown: 'Your follow-up could not be sent. Please try again.' });
      setSending(false);
      return;
    }
    toast.success("Follow-up sent. We'll get back to you soon.");
    // The enquiry is reloaded as unread, and this form goes with the Write back button.
    await onSent();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Write back about ${message.service}`}
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      <Field
        id={`${id}-text`}
        label="Your follow-up"
        hint="Our team sees it with this enquiry and its replies. You can write again after our next reply."
      >
        {(control) => (
          <textarea
            {...control}
            ref={field}
            rows={4}
            required
            maxLength={CONTACT_LIMITS.followUp}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={inputClass()}
          />
        )}
      </Field>
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={empty || sending} className={buttonStyles.primary}>
          {sending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Send aria-hidden="true" className="h-4 w-4" />}
          {sending ? 'Sending...' : 'Send follow-up'}
        </button>
      </div>
    </form>
  );
}

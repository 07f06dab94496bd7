/**
 * The enquirer's side of the loop (spec §2 "Profile", Messages tab): their enquiries, matched by uid
 * and, once their e-mail is verified, by e-mail; each with its status and any reply. Opening it
 * records the moment on their user document, which clears the header's red dot.
 *
 * Anyone can send an enquiry with someone's address, so one matched only by e-mail is shown as what
 * it is — sent without signing in, from that address — and the person can hide it from their list
 * (the ids are kept on their user document; "Show hidden" brings them back).
 *
 * The list keeps the spec's order (newest enquiry first), so a reply to an older enquiry lands further
 * down: replies that arrived since the last visit are named at the top of the list ("New reply to your
 * enquiry about …"), each a link to its enquiry. A list reordered by activity would move enquiries
 * under the person's eyes between visits, and still not say which one changed. After a reply the
 * person can write back (a follow-up); an enquiry with more than one reply or a follow-up shows its
 * last message and opens the whole conversation on request (its thread is read then).
 */
import { AlertTriangle, BellRing, ChevronDown, Clock, Eye, EyeOff, Inbox, Loader2, MessageSquarePlus, RefreshCw, Send, UserX } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLoad } from '@/app/use-load.ts';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/app/session.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass, linkStyles } from '@/components/ui/styles.ts';
import { site } from '@/content/site.ts';
import {
  canFollowUp,
  CONTACT_LIMITS,
  isFollowUpPending,
  listMyMessages,
  sendFollowUp,
  type ContactMessage,
} from '@/data/contact-messages.ts';
import { markMessagesSeen, setMessageHidden } from '@/data/users.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { AdminReply } from './admin-reply.tsx';
import { conversationLength, ConversationView, useConversation } from './conversation.tsx';
import { MessageDevTools } from './message-dev-tools.tsx';
import { MessageStatusBadge } from './status-badge.tsx';
import { notifyFailure } from '@/lib/failure.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; messages: ContactMessage[] };

export function MyMessages() {
  const { user, profile, isAdmin, refresh } = useSession();
  const id = useId();
  // Replies newer than the last visit are marked "New" on this visit (the visit itself moves the mark).
  const [seenBefore] = useState(() => profile?.messagesSeenAt ?? null);
  const [showHidden, setShowHidden] = useState(false);
  // Hidden ids as last saved (the session's profile catches up on its next refresh).
  const [hiddenIds, setHiddenIds] = useState<string[] | null>(null);
  const hidden = new Set(hiddenIds ?? profile?.hiddenMessageIds ?? []);
  const uid = user?.uid;
  const email = user?.email ?? '';
  const emailVerified = user?.emailVerified ?? false;

  // Loaded on opening, and again after a test message or a retry. Keyed by what the query uses, so
  // a session refresh (a new user object) does not reload it.
  // (Without a user document the rules allow no list: it waits for the session's profile.)
  const mine = useLoad(uid && profile ? [uid, email, emailVerified] : null, () => listMyMessages({ uid: uid!, email, emailVerified }), {
    errorMessage: 'Error fetching messages',
    toast: false,
  });
  const state: LoadState =
    mine.state.status === 'ready' ? { status: 'ready', messages: mine.state.data } : { status: mine.state.status };
  const reload = () => void mine.refresh();

  // Opening the tab: "seen now" on the user document, then the session recounts (the dot goes).
  useEffect(() => {
    if (!uid) return;
    markMessagesSeen(uid)
      .then(() => refresh())
      .catch((error: unknown) => console.warn('Could not record that messages were seen', error));
  }, [uid, refresh]);

  if (!user) return null;

  const retry = mine.retry;

  const setHidden = async (message: ContactMessage, hide: boolean) => {
    if (!profile) return;
    try {
      setHiddenIds(await setMessageHidden({ ...profile, hiddenMessageIds: [...hidden] }, message.id, hide));
      toast.success(hide ? 'Enquiry hidden from your list' : 'Enquiry shown in your list again');
      void refresh();
    } catch (error) {
      notifyFailure(toast, 'Error updating hidden enquiries', error, { shown: hide ? 'Could not hide the enquiry. Please try again.' : 'Could not show the enquiry again. Please try again.' });
    }
  };

  /** Matched only by e-mail: sent by whoever typed this person's address, signed out. */
  const byEmailOnly = (message: ContactMessage) => message.userId !== user.uid;
  const messages = state.status === 'ready' ? state.messages : [];
  const hiddenMessages = messages.filter((message) => byEmailOnly(message) && hidden.has(message.id));
  const shown = messages.filter((message) => !hiddenMessages.includes(message) || showHidden);
  const newReplies = shown.filter((message) => isNewReply(message, seenBefore));
  const anchorOf = (message: ContactMessage) => `${id}-enquiry-${message.id}`;

  /** Brings an enquiry's card into view and gives it focus (so keyboard and screen-reader users land there too). */
  const goTo = (message: ContactMessage) => {
    const card = document.getElementById(anchorOf(message));
    if (!card) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    card.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    card.focus({ preventScroll: true });
  };

  /** After a follow-up: the list again (the enquiry is unread, its thread one longer), focus on its card. */
  const afterFollowUp = async (message: ContactMessage) => {
    await mine.refresh();
    document.getElementById(anchorOf(message))?.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
            My Messages
          </h2>
          <p className="mt-1 text-slate-700">Enquiries you sent us, and our replies.</p>
        </div>
        <Link to={paths.contact()} className={`${linkStyles.secondary} self-start sm:self-auto`}>
          Send a new enquiry
        </Link>
      </div>

      {!user.emailVerified && (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Enquiries sent with your e-mail address before you signed up appear here once your e-mail address is verified
          (see the Profile tab).
        </p>
      )}

      <div className="mt-6">
        {state.status === 'loading' && <Spinner label="Loading messages..." />}
        {state.status === 'error' && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
            <AlertTriangle aria-hidden="true" className="mx-auto h-8 w-8 text-red-700" />
            <p className="mt-2 font-semibold text-red-900">Error fetching messages</p>
            <button type="button" onClick={retry} className={`${buttonStyles.primary} mt-4`}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              Try Again
            </button>
          </div>
        )}
        {state.status === 'ready' &&
          (shown.length === 0 && hiddenMessages.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title="No messages yet"
              titleAs="h3"
              text="When you send us an enquiry, it appears here with our reply."
              action={
                <Link to={paths.contact()} className={linkStyles.primary}>
                  Contact Us
                </Link>
              }
            />
          ) : (
            <>
              {newReplies.length > 0 && (
                <div role="status" className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
                  <ul className="space-y-1.5">
                    {newReplies.map((message) => (
                      <li key={message.id} className="flex items-start gap-2 text-sm">
                        <BellRing aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                        <a
                          href={`#${anchorOf(message)}`}
                          onClick={(event) => {
                            event.preventDefault();
                            goTo(message);
                          }}
                          className="min-w-0 font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-900"
                        >
                          New reply to your enquiry about {message.service}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <ul className="space-y-4">
                {shown.map((message) => (
                  <MyMessage
                    key={message.id}
                    anchorId={anchorOf(message)}
                    message={message}
                    email={user.email}
                    isNew={isNewReply(message, seenBefore)}
                    byEmailOnly={byEmailOnly(message)}
                    hidden={hidden.has(message.id)}
                    onHide={(hide) => void setHidden(message, hide)}
                    onFollowedUp={() => afterFollowUp(message)}
                  />
                ))}
              </ul>
              {hiddenMessages.length > 0 && (
                <button
                  type="button"
                  onClick={() => setShowHidden((value) => !value)}
                  aria-expanded={showHidden}
                  className="mt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {showHidden
                    ? 'Leave out hidden enquiries'
                    : `Show ${hiddenMessages.length} hidden ${hiddenMessages.length === 1 ? 'enquiry' : 'enquiries'}`}
                </button>
              )}
            </>
          ))}
      </div>

      {import.meta.env.DEV && <MessageDevTools user={user} isAdmin={isAdmin} onAdded={reload} />}
    </section>
  );
}

/** A reply that arrived after the person last opened this tab (the visit itself moves the mark). */
function isNewReply(message: ContactMessage, seenBefore: Date | null): boolean {
  return message.status === 'replied' && (message.repliedAt?.getTime() ?? 0) > (seenBefore?.getTime() ?? 0);
}

interface MyMessageProps {
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

function MyMessage({ anchorId, message, email, isNew, byEmailOnly, hidden, onHide, onFollowedUp }: MyMessageProps) {
  const titleId = useId();
  const conversationId = useId();
  const [open, setOpen] = useState(false);
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
            <MessageStatusBadge status={message.status} />
          </div>
        </div>
        {byEmailOnly && (
          <div className="mt-3 flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2">
              <UserX aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
              <span>
                Sent without signing in, from <span className="break-all font-medium">{message.email}</span>. Didn&apos;t
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
        )}
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

/** Writing back after a reply: sent as a follow-up on this enquiry; a failed send keeps the text. */
function FollowUpForm({ message, onCancel, onSent }: { message: ContactMessage; onCancel: () => void; onSent: () => Promise<void> }) {
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

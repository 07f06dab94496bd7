/**
 * The enquirer's side of the loop (spec §2 "Profile", Messages tab): their enquiries, matched by uid
 * and, once their e-mail is verified, by e-mail; each with its status and any reply. Opening it
 * records the moment on their user document, which clears the header's red dot.
 *
 * Anyone can send an enquiry with someone's address, so one matched only by e-mail is shown as what
 * it is — sent without signing in, from that address — and the person can hide it from their list
 * (the ids are kept on their user document; "Show hidden" brings them back).
 */
import { AlertTriangle, Clock, Eye, EyeOff, Inbox, RefreshCw, UserX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLoad } from '@/app/use-load.ts';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { useSession } from '@/app/session.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { site } from '@/content/site.ts';
import { listMyMessages, type ContactMessage } from '@/data/contact-messages.ts';
import { markMessagesSeen, setMessageHidden } from '@/data/users.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { AdminReply } from './admin-reply.tsx';
import { MessageDevTools } from './message-dev-tools.tsx';
import { MessageStatusBadge } from './status-badge.tsx';

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
      console.error('Error updating hidden enquiries', error);
      toast.error(hide ? 'Could not hide the enquiry. Please try again.' : 'Could not show the enquiry again. Please try again.');
    }
  };

  /** Matched only by e-mail: sent by whoever typed this person's address, signed out. */
  const byEmailOnly = (message: ContactMessage) => message.userId !== user.uid;
  const messages = state.status === 'ready' ? state.messages : [];
  const hiddenMessages = messages.filter((message) => byEmailOnly(message) && hidden.has(message.id));
  const shown = messages.filter((message) => !hiddenMessages.includes(message) || showHidden);

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
            My Messages
          </h2>
          <p className="mt-1 text-slate-700">Enquiries you sent us, and our replies.</p>
        </div>
        <Link to={paths.contact()} className={`${buttonStyles.secondary} self-start sm:self-auto`}>
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
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <Inbox aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">No messages yet</h3>
              <p className="mt-1 text-slate-700">When you send us an enquiry, it appears here with our reply.</p>
              <Link to={paths.contact()} className={`${buttonStyles.primary} mt-5`}>
                Contact Us
              </Link>
            </div>
          ) : (
            <>
              <ul className="space-y-4">
                {shown.map((message) => (
                  <MyMessage
                    key={message.id}
                    message={message}
                    email={user.email}
                    seenBefore={seenBefore}
                    byEmailOnly={byEmailOnly(message)}
                    hidden={hidden.has(message.id)}
                    onHide={(hide) => void setHidden(message, hide)}
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

interface MyMessageProps {
  message: ContactMessage;
  email: string;
  seenBefore: Date | null;
  /** Matched only by e-mail, not sent from this account. */
  byEmailOnly: boolean;
  hidden: boolean;
  onHide: (hide: boolean) => void;
}

function MyMessage({ message, email, seenBefore, byEmailOnly, hidden, onHide }: MyMessageProps) {
  const titleId = useId();
  const isNew =
    message.status === 'replied' && (message.repliedAt?.getTime() ?? 0) > (seenBefore?.getTime() ?? 0);
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
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
        <div className="mt-4">
          {message.status === 'replied' ? (
            <AdminReply
              message={message}
              label={`Reply from ${site.name}`}
              emailNote={`We have replied to this enquiry by e-mail. Please check your inbox at ${message.email || email} (and your spam folder).`}
            />
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              {message.status === 'read' ? (
                <>
                  <Eye aria-hidden="true" className="h-4 w-4 shrink-0" />
                  Our team has read your message and will reply soon.
                </>
              ) : (
                <>
                  <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
                  Received. We will get back to you soon.
                </>
              )}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}

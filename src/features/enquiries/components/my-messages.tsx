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
import { AlertTriangle, BellRing, Inbox, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, linkStyles } from '@/components/ui/styles.ts';
import type { ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { MessageDevTools } from './message-dev-tools.tsx';
import { MyMessage } from './my-message.tsx';
import { isNewReply, useMyMessages } from './use-my-messages.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';

export function MyMessages() {
  const {
    user,
    isAdmin,
    id,
    state,
    reload,
    retry,
    seenBefore,
    hidden,
    showHidden,
    setShowHidden,
    setHidden,
    byEmailOnly,
    hiddenMessages,
    shown,
    newReplies,
    anchorOf,
    goTo,
    afterFollowUp,
  } = useMyMessages();

  if (!user) return null;

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
              {newReplies.length > 0 && <NewReplyLinks newReplies={newReplies} anchorOf={anchorOf} goTo={goTo} />}
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

/** Replies that arrived since the last visit, named at the top of the list, each a link to its enquiry. */
function NewReplyLinks({
  newReplies,
  anchorOf,
  goTo,
}: {
  newReplies: ContactMessage[];
  anchorOf: (message: ContactMessage) => string;
  goTo: (message: ContactMessage) => void;
}) {
  return (
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
  );
}

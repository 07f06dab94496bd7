/**
 * The state and handlers of the Messages tab (./my-messages.tsx): the person's enquiries as loaded,
 * which of them are hidden and which shown, the replies new since the last visit, and where focus goes
 * (a new-reply link leads to its enquiry's card, and so does a stored follow-up).
 */
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useLoad } from '@/hooks/use-load.ts';
import { useSession } from '@/context/session.tsx';
import { listMyMessages, type ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { markMessagesSeen, setMessageHidden } from '@/features/accounts/data/users.ts';
import { notifyFailure } from '@/lib/failure.ts';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; messages: ContactMessage[] };

export function useMyMessages() {
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
  const byEmailOnly = (message: ContactMessage) => message.userId !== uid;
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

  return {
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
  };
}

/** A reply that arrived after the person last opened this tab (the visit itself moves the mark). */
export function isNewReply(message: ContactMessage, seenBefore: Date | null): boolean {
  return message.status === 'replied' && (message.repliedAt?.getTime() ?? 0) > (seenBefore?.getTime() ?? 0);
}

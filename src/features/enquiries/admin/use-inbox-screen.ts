/**
 * The state and handlers of /admin/messages (./messages.tsx): the page of enquiries for the status
 * filter and search, the figures, the Refresh and Export buttons, the open modals, and the triage
 * (mark read, mark replied, reply, delete) with where focus goes after it.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@/context/session.tsx';
import { useAction } from '@/hooks/use-action.ts';
import { useCsvExport } from '@/hooks/use-csv-export.ts';
import { useAdminList, type AdminListSource } from '@/hooks/use-admin-list.ts';
import {
  deleteMessage,
  inboxView,
  markMessageRead,
  markMessageReplied,
  messagesToCsv,
  readAllMessages,
  replyToMessage,
  type ContactMessage,
  type MessageStats,
  type StatusFilter,
} from '@/features/enquiries/data/contact-messages.ts';
import { formatCount } from '@/lib/dates.ts';
import { rowButtonId } from './messages-parts.tsx';

/** Spec §8's messages, used for both the console and the toast. */
export const INBOX_ERRORS = {
  load: 'Error fetching messages',
  status: 'Error updating message status',
  reply: 'Error sending reply',
  delete: 'Error deleting message',
  export: 'Error exporting messages',
} as const;

export const INBOX_SUCCESS = {
  read: 'Message marked as read',
  replied: 'Message marked as replied',
  reply: 'Reply sent successfully',
  delete: 'Message deleted successfully',
} as const;

/** The inbox's page for a status, a search and a position, with the four figures. */
const SOURCE: AdminListSource<ContactMessage, StatusFilter, MessageStats> = {
  load: inboxView,
  errorMessage: INBOX_ERRORS.load,
};

const NO_STATS: MessageStats = { total: 0, unread: 0, read: 0, replied: 0 };

/**
 * The triage of the messages on the page (`messages`): the modals open on one (details, reply,
 * delete), the change being saved, and the changes themselves. After one, `afterChange` reloads, and
 * focus stays in place (the list's heading is `${id}-list`).
 */
function useInboxTriage(id: string, messages: ContactMessage[], afterChange: () => Promise<void>) {
  // The messages a modal shows are kept here: after a change the message can leave the page (a
  // filter no longer matching it), and its modal stays open.
  const [detail, setDetail] = useState<ContactMessage | null>(null);
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  /** The change being saved, about one message (its id). */
  const action = useAction();
  const busyId = action.busyWith;

  /** The page's own copy, when it has the message: it is the newest. */
  const fresh = (message: ContactMessage | null) => (message && messages.find((m) => m.id === message.id)) ?? message;

  /**
   * The button that was used may be gone after a change (Mark as Read, Reply, Delete): focus moves to
   * the message's row, or to the list when the message itself is gone, so keyboard users keep their place.
   */
  const keepFocus = (messageId: string) => {
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body && document.activeElement.isConnected) return;
      // Inside an open modal (the details), its first button (Close) takes focus instead.
      const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
      const target = dialog
        ? dialog.querySelector<HTMLElement>('button')
        : (document.getElementById(rowButtonId(messageId)) ?? document.getElementById(`${id}-list`));
      target?.focus();
    });
  };

  // The spec only logs a failed status change; the admin is told as well.
  const changeStatus = (message: ContactMessage, to: 'read' | 'replied') =>
    action.run(
      INBOX_ERRORS.status,
      async () => {
        await (to === 'read' ? markMessageRead(message.id, message.name) : markMessageReplied(message.id));
        toast.success(to === 'read' ? INBOX_SUCCESS.read : INBOX_SUCCESS.replied);
        // The open details show the new status even when the message leaves the page.
        setDetail((current) => (current?.id === message.id ? { ...current, status: to } : current));
        await afterChange();
        keepFocus(message.id);
      },
      message.id,
    );

  const sendReply = async (message: ContactMessage, reply: string): Promise<boolean> =>
    reply.trim() !== '' &&
    action.run(
      INBOX_ERRORS.reply,
      async () => {
        await replyToMessage(message.id, reply);
        toast.success(INBOX_SUCCESS.reply);
        setReplying(null);
        await afterChange();
        keepFocus(message.id);
      },
      message.id,
    );

  const confirmDelete = (message: ContactMessage) =>
    action.run(
      INBOX_ERRORS.delete,
      async () => {
        await deleteMessage(message.id, { senderName: message.name });
        toast.success(INBOX_SUCCESS.delete);
        setDeleting(null);
        setDetail((current) => (current?.id === message.id ? null : current));
        await afterChange();
        keepFocus(message.id);
      },
      message.id,
    );

  const openReply = (message: ContactMessage) => {
    setDetail(null);
    setReplying(message);
  };

  return { busyId, detail, setDetail, replying, setReplying, deleting, setDeleting, fresh, changeStatus, sendReply, confirmDelete, openReply };
}

/** The inbox screen's list, its Refresh and Export, and the triage; `id` prefixes the ids its elements refer to. */
export function useInboxScreen() {
  const { refresh } = useSession();
  const id = useId();
  const screen = useAdminList(SOURCE, 'all', NO_STATS);
  const exporter = useCsvExport({
    working: 'Exporting all messages…',
    read: readAllMessages,
    file: 'contact-messages',
    csv: messagesToCsv,
    empty: 'There are no messages to export',
    done: (n) => `Exported ${formatCount(n)} ${n === 1 ? 'message' : 'messages'} to CSV`,
    failure: INBOX_ERRORS.export,
  });
  const [refreshing, setRefreshing] = useState(false);

  /** After a change: the page and the counts are reloaded (spec §7), and the session's unread figures with them. */
  const afterChange = async () => {
    await screen.reload();
    void refresh();
  };

  /** Refresh: a failed reload keeps the page shown, and says so. */
  const onRefresh = async () => {
    setRefreshing(true);
    const shown = screen.list.loaded.state.status === 'ready';
    if (!(await screen.reload()) && shown) toast.error(INBOX_ERRORS.load);
    void refresh();
    setRefreshing(false);
  };

  return { id, screen, exporter, refreshing, onRefresh, ...useInboxTriage(id, screen.items, afterChange) };
}

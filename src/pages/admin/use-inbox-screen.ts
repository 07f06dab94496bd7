/**
 * The state and handlers of /admin/messages (./messages.tsx): the page of enquiries for the status
 * filter and search, the figures, the Refresh and Export buttons, the open modals, and the triage
 * (mark read, mark replied, reply, delete) with where focus goes after it.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@/app/session.tsx';
import { useAction } from '@/app/use-action.ts';
import { useCsvExport } from '@/app/use-csv-export.ts';
import { usePagedList, type Position } from '@/app/use-paged-list.ts';
import { useSettled } from '@/app/use-settled.ts';
import {
  countInboxMessages,
  countMessageStats,
  deleteMessage,
  INBOX_PAGE_SIZE,
  listMessagesPage,
  markMessageRead,
  markMessageReplied,
  messagesToCsv,
  readAllMessages,
  replyToMessage,
  type ContactMessage,
  type MessagesPage,
  type MessageStats,
  type StatusFilter,
} from '@/data/contact-messages.ts';
import { pageCountOf } from '@/data/paging.ts';
import { searchPlanOf } from '@/lib/search-terms.ts';
import { count, rowButtonId } from './messages-parts.tsx';

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

type LoadState = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : INBOX_ERRORS.load);

/** What one load shows: the page, the four figures, and how many enquiries the filter and search match. */
interface InboxView {
  page: MessagesPage;
  stats: MessageStats;
  listed: number;
}

/**
 * The figures the filter and search divide into pages: counted only for a search (the status
 * filter's figure is one of the four stats already counted).
 */
async function listedCount(status: StatusFilter, search: string, stats: Promise<MessageStats>): Promise<number> {
  if (searchPlanOf(search)) return countInboxMessages(status, search);
  const figures = await stats;
  return status === 'all' ? figures.total : figures[status];
}

/** The inbox's page for the filter, search and position, with the counts. */
async function loadInbox(status: StatusFilter, search: string, position: Position): Promise<InboxView> {
  const stats = countMessageStats();
  const [page, figures, listed] = await Promise.all([
    listMessagesPage({ status, search, after: position.after, before: position.before }),
    stats,
    listedCount(status, search, stats),
  ]);
  return { page, stats: figures, listed };
}

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
        await (to === 'read' ? markMessageRead(message.id) : markMessageReplied(message.id));
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
        await deleteMessage(message.id);
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

/** The inbox screen's state and handlers; `id` prefixes the ids its elements refer to. */
export function useInboxScreen() {
  const { refresh } = useSession();
  const id = useId();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  // The search waits for a pause in typing: one query per pause, not one per keystroke.
  const query = useSettled(search.trim());
  // The position belongs to one filter and search: a new filter or search starts at page 1.
  const list = usePagedList(`${filter}|${query}`, (position) => loadInbox(filter, query, position), (inbox) => inbox.page, {
    errorMessage: INBOX_ERRORS.load,
    toast: false,
  });
  const { view } = list;
  const inboxState = list.loaded.state;
  const state: LoadState = inboxState.status === 'error' ? { status: 'error', error: errorText(inboxState.error) } : { status: inboxState.status };
  const pending = list.loaded.stale;
  const retry = list.loaded.retry;
  const exporter = useCsvExport({
    working: 'Exporting all messages…',
    read: readAllMessages,
    file: 'contact-messages',
    csv: messagesToCsv,
    empty: 'There are no messages to export',
    done: (n) => `Exported ${count(n)} ${n === 1 ? 'message' : 'messages'} to CSV`,
    failure: INBOX_ERRORS.export,
  });
  const [refreshing, setRefreshing] = useState(false);

  const messages = view?.page.messages ?? [];
  const stats = view?.stats ?? NO_STATS;
  const listed = view?.listed ?? 0;
  const pageCount = pageCountOf(listed, INBOX_PAGE_SIZE);

  /**
   * Reloads the page and the counts. A later page that comes back empty (its last rows deleted, here
   * or elsewhere) gives way to the first page. Resolves false when the load failed.
   */
  const reload = async (): Promise<boolean> => (await list.reload()) !== null;

  /** After a change: the page and the counts are reloaded (spec §7), and the session's unread figures with them. */
  const afterChange = async () => {
    await reload();
    void refresh();
  };

  const onRefresh = async () => {
    setRefreshing(true);
    const ok = await reload();
    if (!ok && state.status === 'ready') toast.error(INBOX_ERRORS.load);
    void refresh();
    setRefreshing(false);
  };

  const changeFilter = (next: StatusFilter) => setFilter(next);

  // A search without a word of two letters or more looks nothing up: the list is unfiltered.
  const filtered = filter !== 'all' || searchPlanOf(query) !== null;
  const triage = useInboxTriage(id, messages, afterChange);

  return {
    id,
    filter,
    changeFilter,
    search,
    setSearch,
    list,
    view,
    state,
    pending,
    retry,
    exporter,
    refreshing,
    onRefresh,
    messages,
    stats,
    listed,
    pageCount,
    filtered,
    ...triage,
  };
}

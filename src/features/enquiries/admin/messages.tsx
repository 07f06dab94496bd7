/**
 * /admin/messages (spec §2 "Admin messages inbox"): the enquiries with their status, the admin's
 * triage (mark read, mark replied, reply, delete), search and status filter, and a CSV export of
 * every message.
 *
 * What a visit costs stays flat as the enquiries grow: an admin list
 * (src/components/admin/admin-list-screen.tsx), one page of 20 (newest first, Previous/Next by
 * cursors), the status filter and the search are query filters, and the figures are counts. Only
 * Export reads every enquiry, in batches of 500.
 */
import { Inbox } from 'lucide-react';
import { AdminListScreen, ListFailure, type AdminListDefinition } from '@/components/admin/admin-list-screen.tsx';
import { RefreshExportActions } from '@/components/admin/list-actions.tsx';
import { DeleteMessageModal } from '@/features/enquiries/components/delete-message-modal.tsx';
import { MessageDetailModal } from '@/features/enquiries/components/message-detail-modal.tsx';
import { ReplyModal } from '@/features/enquiries/components/reply-modal.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { INBOX_PAGE_SIZE, type ContactMessage, type MessageStats, type StatusFilter } from '@/features/enquiries/data/contact-messages.ts';
import { paths } from '@/lib/paths.ts';
import { InboxFigures, MessageRow } from './messages-parts.tsx';
import { INBOX_ERRORS, useInboxScreen } from './use-inbox-screen.ts';

export { INBOX_ERRORS, INBOX_SUCCESS } from './use-inbox-screen.ts';

interface RowHandlers {
  busyId: string | null;
  onOpen(message: ContactMessage): void;
  onMarkRead(message: ContactMessage): void;
  onReply(message: ContactMessage): void;
  onDelete(message: ContactMessage): void;
}

const definition = (row: RowHandlers): AdminListDefinition<ContactMessage, StatusFilter, MessageStats> => ({
  title: 'Contact Messages',
  path: paths.admin.messages(),
  intro: 'Enquiries sent through the contact form, and your replies.',
  heading: { text: 'Messages' },
  noun: ['message', 'messages'],
  loading: 'Loading messages...',
  pager: 'Messages pages',
  pageSize: INBOX_PAGE_SIZE,
  search: {
    label: 'Search messages',
    placeholder: 'Name, email, company, service or message',
    hint: (
      <>
        Names, e-mails, companies and services by the beginning of a word (“acm” finds Acme Ltd); the message and follow-ups by
        whole words (“bakery”).
      </>
    ),
  },
  filter: {
    label: 'Status',
    options: [
      { value: 'all', label: 'All Messages' },
      { value: 'unread', label: 'Unread' },
      { value: 'read', label: 'Read' },
      { value: 'replied', label: 'Replied' },
    ],
    width: 'md:w-56',
  },
  figures: (stats) => <InboxFigures stats={stats} />,
  empty: ({ narrowed, stats }) => (
    <EmptyState
      icon={Inbox}
      title="No messages found"
      titleAs="h3"
      text={narrowed && stats.total > 0 ? 'Try adjusting your search or filter criteria.' : 'No contact messages have been submitted yet.'}
    />
  ),
  rows: (messages) => (
    <ul className="space-y-3">
      {messages.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          busy={row.busyId === message.id}
          onOpen={() => row.onOpen(message)}
          onMarkRead={() => row.onMarkRead(message)}
          onReply={() => row.onReply(message)}
          onDelete={() => row.onDelete(message)}
        />
      ))}
    </ul>
  ),
});

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : INBOX_ERRORS.load);

export function MessagesPage() {
  const { id, screen, exporter, refreshing, onRefresh, busyId, detail, setDetail, replying, setReplying, deleting, setDeleting, fresh, changeStatus, sendReply, confirmDelete, openReply } =
    useInboxScreen();
  const { state } = screen.list.loaded;
  const markRead = (message: ContactMessage) => void changeStatus(message, 'read');

  return (
    <AdminListScreen
      definition={definition({ busyId, onOpen: setDetail, onMarkRead: markRead, onReply: openReply, onDelete: setDeleting })}
      screen={screen}
      listId={`${id}-list`}
      actions={
        <RefreshExportActions
          hintId={`${id}-export-hint`}
          hint="Export downloads all messages as a CSV file, whatever the filter."
          refreshing={refreshing}
          refreshingLabel="Refreshing..."
          refreshDisabled={refreshing || state.status === 'loading'}
          onRefresh={() => void onRefresh()}
          exporting={exporter.working}
          exportDisabled={state.status !== 'ready' || screen.stats.total === 0}
          onExport={() => void exporter.run()}
        />
      }
      failure={
        <ListFailure
          title="Error Loading Messages"
          detail={state.status === 'error' ? errorText(state.error) : undefined}
          retry="Try Again"
          onRetry={screen.list.loaded.retry}
        />
      }
    >
      <MessageDetailModal
        message={fresh(detail)}
        busy={busyId !== null}
        onClose={() => setDetail(null)}
        onMarkRead={markRead}
        onMarkReplied={(message) => void changeStatus(message, 'replied')}
        onReply={openReply}
      />
      <ReplyModal message={fresh(replying)} onClose={() => setReplying(null)} onSend={sendReply} />
      <DeleteMessageModal
        message={fresh(deleting)}
        deleting={deleting !== null && busyId === deleting.id}
        onClose={() => setDeleting(null)}
        onConfirm={(message) => void confirmDelete(message)}
      />
    </AdminListScreen>
  );
}

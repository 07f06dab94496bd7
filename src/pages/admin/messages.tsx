/**
 * /admin/messages (spec §2 "Admin messages inbox"): the enquiries with their status, the admin's
 * triage (mark read, mark replied, reply, delete), search and status filter, and a CSV export of
 * every message.
 *
 * What a visit costs stays flat as the enquiries grow: the list is one page of 20
 * (newest first, Previous/Next by cursors), the status filter and the search are query filters, and
 * the figures are counts. Only Export reads every enquiry, in batches of 500.
 */
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { paths } from '@/lib/paths.ts';
import { DeleteMessageModal } from '@/components/messages/delete-message-modal.tsx';
import { MessageDetailModal } from '@/components/messages/message-detail-modal.tsx';
import { ReplyModal } from '@/components/messages/reply-modal.tsx';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import type { StatusFilter } from '@/data/contact-messages.ts';
import { InboxActions, InboxFigures, InboxList } from './messages-parts.tsx';
import { useInboxScreen } from './use-inbox-screen.ts';

export { INBOX_ERRORS, INBOX_SUCCESS } from './use-inbox-screen.ts';

const FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Messages' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
  { value: 'replied', label: 'Replied' },
];

export function MessagesPage() {
  const {
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
    busyId,
    detail,
    setDetail,
    replying,
    setReplying,
    deleting,
    setDeleting,
    fresh,
    changeStatus,
    sendReply,
    confirmDelete,
    openReply,
  } = useInboxScreen();

  return (
    <>
      <Seo title="Contact Messages" path={paths.admin.messages()} noindex />
      <div className="mx-auto max-w-6xl">
        <AdminPageHeader
          title="Contact Messages"
          intro="Enquiries sent through the contact form, and your replies."
          actions={
            <InboxActions
              id={id}
              refreshing={refreshing}
              loading={state.status === 'loading'}
              onRefresh={() => void onRefresh()}
              canExport={state.status === 'ready' && stats.total > 0}
              progress={exporter.progress}
              onExport={() => void exporter.run()}
            />
          }
        />

        <InboxFigures stats={stats} />

        <FilterBar
          className="mt-6"
          search={{
            label: 'Search messages',
            value: search,
            onChange: setSearch,
            placeholder: 'Name, email, company, service or message',
            hint: (
              <>
                Names, e-mails, companies and services by the beginning of a word (“acm” finds Acme Ltd); the message and
                follow-ups by whole words (“bakery”).
              </>
            ),
          }}
          filters={[{ label: 'Status', value: filter, onChange: (value) => changeFilter(value as StatusFilter), options: FILTER_OPTIONS, width: 'md:w-56' }]}
        />

        <section aria-labelledby={`${id}-list`} aria-busy={pending || undefined} className="mt-6">
          <h2 id={`${id}-list`} tabIndex={-1} className="sr-only">
            Messages
          </h2>
          {state.status === 'loading' && <Spinner label="Loading messages..." />}

          {state.status === 'error' && (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
              <AlertTriangle aria-hidden="true" className="mx-auto h-8 w-8 text-red-700" />
              <h3 className="mt-2 text-lg font-semibold text-red-900">Error Loading Messages</h3>
              <p className="mt-1 text-red-800">{state.error}</p>
              <button type="button" onClick={retry} className={`${buttonStyles.primary} mt-4`}>
                <RefreshCw aria-hidden="true" className="h-4 w-4" />
                Try Again
              </button>
            </div>
          )}

          {state.status === 'ready' && view && (
            <InboxList
              messages={messages}
              listed={listed}
              narrowed={filtered && stats.total > 0}
              pending={pending}
              busyId={busyId}
              list={list}
              pageCount={pageCount}
              onOpen={setDetail}
              onMarkRead={(message) => void changeStatus(message, 'read')}
              onReply={openReply}
              onDelete={setDeleting}
            />
          )}
        </section>
      </div>

      <MessageDetailModal
        message={fresh(detail)}
        busy={busyId !== null}
        onClose={() => setDetail(null)}
        onMarkRead={(message) => void changeStatus(message, 'read')}
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
    </>
  );
}

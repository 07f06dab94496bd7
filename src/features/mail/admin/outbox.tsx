/**
 * /admin/outbox: every e-mail the site has queued for the Trigger Email extension
 * (`mail/`), newest first, a page at a time: to whom, which template, the subject and text as they
 * will read (rendered here from the stored templates), when, and how delivery went as the extension
 * records it. In demo mode and on the emulators no extension runs: the screen says plainly that
 * nothing is sent and shows what would be. The templates the extension renders are installed (or
 * updated) from here.
 */
import { AlertTriangle, CheckCircle2, Clock, FileText, Inbox, Loader2, Mail, RefreshCw, Send, Upload, XCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useSession } from '@/context/session.tsx';
import { useLoad } from '@/hooks/use-load.ts';
import { useAdminList, type AdminListSource } from '@/hooks/use-admin-list.ts';
import { AdminListScreen, ListFailure, type AdminListDefinition } from '@/components/admin/admin-list-screen.tsx';
import { Panel } from '@/components/admin/panel.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { MAIL_TEMPLATE_LABELS, MAIL_TEMPLATE_NAMES, type MailTemplate, type MailTemplateName } from '@/content/mail-templates.ts';
import type { AdminListStats } from '@/data/admin-list.ts';
import {
  getStaffRecipient,
  installMailTemplates,
  OUTBOX_PAGE_SIZE,
  outboxView,
  readIssueTemplates,
  readMailTemplates,
  retryMail,
  type OutboxMessage,
  type TemplatesState,
  type TemplateStatus,
} from '@/features/mail/data/outbox.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { renderTemplate } from '@/lib/mail-render.ts';
import { DeliveryHealth } from './delivery-health.tsx';
import { paths } from '@/lib/paths.ts';

const STATUS_TEXT: Record<TemplateStatus, string> = {
  current: 'Installed, up to date',
  outdated: 'Installed, differs from the built-in version',
  missing: 'Not installed',
};

type Stats = AdminListStats<never>;

const SOURCE: AdminListSource<OutboxMessage, 'all', Stats> = {
  load: (_filter, _search, position) => outboxView(position),
  errorMessage: 'Error fetching the outbox',
  toast: true,
};

interface RowContext {
  demo: boolean;
  staffAddress: string | null;
  templates: TemplatesState | undefined;
  /** The newsletter issues' own templates, of the messages on this page. */
  issueTemplates: Record<string, MailTemplate> | undefined;
}

const definition = ({ demo, staffAddress, templates, issueTemplates }: RowContext): AdminListDefinition<OutboxMessage, 'all', Stats> => ({
  title: 'Outbox',
  path: paths.admin.outbox(),
  intro: 'Every e-mail the site sends: staff notifications, replies to enquiries, messages to applicants, and newsletter issues.',
  width: 'max-w-5xl',
  heading: { text: 'Messages', visible: true },
  loading: 'Loading messages...',
  pager: 'Outbox pages',
  pageSize: OUTBOX_PAGE_SIZE,
  empty: () => <EmptyState icon={Inbox} title="No e-mails yet" text="Messages appear here as enquiries, replies and subscriptions come in." />,
  rows: (messages) => (
    <ul className="space-y-4">
      {messages.map((message) => (
        <li key={message.id}>
          <MessageCard
            message={message}
            demo={demo}
            staffAddress={staffAddress}
            template={templates?.templates[message.template as MailTemplateName] ?? issueTemplates?.[message.template] ?? null}
          />
        </li>
      ))}
    </ul>
  ),
});

export function OutboxPage() {
  const { backendKind } = useSession();
  const demo = backendKind === 'demo';
  const screen = useAdminList(SOURCE, 'all', { total: 0 });
  const { loaded } = screen.list;
  const templates = useLoad('mail-templates', readMailTemplates, { errorMessage: 'Error fetching the e-mail templates' });
  const staff = useLoad('mail-staff', getStaffRecipient, { toast: false });
  const staffAddress = staff.state.status === 'ready' ? staff.data ?? '' : null;
  const issueNames = (loaded.data?.items ?? []).map((message) => message.template).filter((name) => name.startsWith('newsletter-'));
  const issueTemplates = useLoad(issueNames.length ? ['mail-issue-templates', ...new Set(issueNames)] : null, () => readIssueTemplates(issueNames), {
    toast: false,
  });

  return (
    <AdminListScreen
      definition={definition({ demo, staffAddress, templates: templates.data, issueTemplates: issueTemplates.data })}
      screen={screen}
      actions={
        <button type="button" className={buttonStyles.secondary} onClick={() => void loaded.refresh()} disabled={loaded.stale}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Refresh
        </button>
      }
      before={
        <div className="space-y-6">
          <ModeNotice demo={demo} />
          <DeliveryHealth onOutbox />
          <TemplatesPanel state={templates.state.status === 'ready' ? templates.data! : null} onInstalled={() => void templates.refresh()} />
          {staffAddress === '' && <NoStaffAddress />}
        </div>
      }
      failure={<ListFailure title="The outbox could not be loaded" onRetry={loaded.retry} />}
    />
  );
}

function NoStaffAddress() {
  return (
    <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        No notifications e-mail is set, so messages to staff cannot be delivered. Set one in{' '}
        <Link to={paths.admin.settings()} className="font-medium underline">
          Settings
        </Link>
        .
      </span>
    </p>
  );
}

function ModeNotice({ demo }: { demo: boolean }) {
  return (
    <p role="note" className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800">
      <Send aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      {demo ? (
        <span>
          <strong className="font-semibold">Demo mode: not sent — this is what would be sent.</strong> No e-mail leaves this
          browser. The delivery states of the sample messages show what the Trigger Email extension records once the site
          runs on Firebase.
        </span>
      ) : (
        <span>
          E-mails are sent by Firebase&apos;s Trigger Email extension, which records how delivery went on each message. A message
          marked &ldquo;Waiting for the extension&rdquo; has not been picked up yet: the extension is not installed, not
          running (as on the local emulators), or busy.
        </span>
      )}
    </p>
  );
}

function TemplatesPanel({ state, onInstalled }: { state: TemplatesState | null; onInstalled: () => void }) {
  const [installing, setInstalling] = useState(false);
  const statuses = state ? MAIL_TEMPLATE_NAMES.map((name) => state.status[name]) : [];
  const anyMissing = statuses.includes('missing');
  const anyOutdated = statuses.includes('outdated');
  const allCurrent = state !== null && !anyMissing && !anyOutdated;

  const install = async () => {
    setInstalling(true);
    try {
      await installMailTemplates();
      toast.success('E-mail templates installed');
      onInstalled();
    } catch (error) {
      notifyFailure(toast, 'Error installing the e-mail templates', error);
    } finally {
      setInstalling(false);
    }
  };

  return (
    <Panel
      title="E-mail templates"
      icon={FileText}
      actions={
        state && !allCurrent ? (
          <button type="button" className={buttonStyles.primary} onClick={() => void install()} disabled={installing}>
            {installing ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Upload aria-hidden="true" className="h-4 w-4" />}
            {anyMissing ? 'Install e-mail templates' : 'Update e-mail templates'}
          </button>
        ) : undefined
      }
    >
      <p className="-mt-2 mb-3 text-sm text-slate-600">
        The extension writes each e-mail from one of these templates, with the site&apos;s name and links built in.
        {allCurrent ? ` All ${MAIL_TEMPLATE_NAMES.length} are installed and up to date.` : ' Install them so that e-mails can be sent.'}
      </p>
      {state ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {MAIL_TEMPLATE_NAMES.map((name) => (
            <li key={name} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
              {state.status[name] === 'current' ? (
                <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0 text-green-700" />
              ) : (
                <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-700" />
              )}
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{MAIL_TEMPLATE_LABELS[name]}</span>
                <span className="block text-slate-600">{STATUS_TEXT[state.status[name]]}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Spinner label="Loading templates..." />
      )}
    </Panel>
  );
}

const PREVIEW_LENGTH = 240;

function MessageCard({
  message,
  demo,
  staffAddress,
  template,
}: {
  message: OutboxMessage;
  demo: boolean;
  staffAddress: string | null;
  template: MailTemplate | null;
}) {
  // Sent again from here: shown as the extension will see it (RETRY) until the list is loaded anew.
  const [retried, setRetried] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const shown: OutboxMessage = retried && message.delivery ? { ...message, delivery: { ...message.delivery, state: 'RETRY' } } : message;
  const subject = template ? renderTemplate(template.subject, message.data) : '(unknown template)';
  const text = template ? renderTemplate(template.text, message.data) : Object.values(message.data).join('\n');
  const preview = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
  const recipient = message.toStaff
    ? `Staff (${staffAddress === null ? 'notifications e-mail' : staffAddress || 'no notifications e-mail set'})`
    : (message.to ?? 'Unknown');
  const label =
    MAIL_TEMPLATE_LABELS[message.template as MailTemplateName] ??
    (message.template.startsWith('newsletter-') ? `Newsletter issue${message.data.testOf ? ' (test)' : ''}` : message.template);

  return (
    <article aria-label={subject} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-slate-900">{subject}</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700">
            <dt className="text-slate-600">To</dt>
            <dd className="break-all">{recipient}</dd>
            <dt className="text-slate-600">Template</dt>
            <dd>{label}</dd>
            <dt className="text-slate-600">Queued</dt>
            <dd>{formatDateTime(message.createdAt)}</dd>
          </dl>
        </div>
        <DeliveryBadge message={shown} demo={demo} />
      </div>
      {message.delivery?.error && (
        <div className="mt-3 flex flex-col gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-semibold">Error:</span> {message.delivery.error}
          </p>
          {shown.delivery?.state === 'ERROR' && (
            <button
              type="button"
              aria-label={`Send again: ${subject}`}
              disabled={retrying}
              onClick={() => {
                setRetrying(true);
                retryMail(message.id)
                  .then(() => {
                    setRetried(true);
                    toast.success('Queued to send again');
                  })
                  .catch((error: unknown) => notifyFailure(toast, 'Error sending the e-mail again', error))
                  .finally(() => setRetrying(false));
              }}
              className={`${buttonStyles.secondary} shrink-0 self-start`}
            >
              <Send aria-hidden="true" className="h-4 w-4" />
              Send Again
            </button>
          )}
        </div>
      )}
      <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-700">{preview}</p>
      {text.length > PREVIEW_LENGTH && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">Show the whole e-mail</summary>
          <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans text-slate-800">{text}</pre>
        </details>
      )}
    </article>
  );
}

function DeliveryBadge({ message, demo }: { message: OutboxMessage; demo: boolean }) {
  const { delivery } = message;
  const attempts = delivery && delivery.attempts > 0 ? ` · ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}` : '';
  let tone = 'bg-slate-100 text-slate-800';
  let Icon = Clock;
  let text: string;
  if (!delivery) {
    text = demo ? 'Not sent (demo)' : 'Waiting for the extension';
  } else if (delivery.state === 'SUCCESS') {
    tone = 'bg-green-100 text-green-800';
    Icon = CheckCircle2;
    text = `Sent${delivery.endTime ? ` ${formatDateTime(delivery.endTime)}` : ''}`;
  } else if (delivery.state === 'ERROR') {
    tone = 'bg-red-100 text-red-800';
    Icon = XCircle;
    text = 'Failed';
  } else if (delivery.state === 'PROCESSING') {
    tone = 'bg-blue-100 text-blue-800';
    Icon = Mail;
    text = 'Sending';
  } else {
    text = delivery.state === 'RETRY' ? 'Retry requested' : 'Pending';
  }
  return (
    <p className={`inline-flex shrink-0 items-center gap-1.5 self-start rounded-full px-3 py-1 text-sm font-medium ${tone}`}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      <span>
        <span className="sr-only">Delivery: </span>
        {text}
        {attempts}
      </span>
    </p>
  );
}

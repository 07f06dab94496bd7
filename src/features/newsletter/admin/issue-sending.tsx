/**
 * Sending a saved issue (./issue.tsx): a test to the admin's own address, then every confirmed
 * subscriber (asked first). Sending runs in this tab, five subscribers a write, each write recording
 * how far it got: leaving the page or closing the tab stops it, and "Resume" carries on from there
 * without mailing anyone twice (src/features/newsletter/data/issues.ts). Once sending has begun, the
 * figures say how many messages are queued, sent and failed as the Trigger Email extension records
 * it, and failed ones can be sent again.
 */
import { CheckCircle2, ExternalLink, Loader2, MailCheck, Play, RefreshCw, RotateCcw, Send, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useSession } from '@/context/session.tsx';
import { useLoad } from '@/hooks/use-load.ts';
import { Panel } from '@/components/admin/panel.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { countSubscribers } from '@/features/newsletter/data/newsletter.ts';
import { issueDelivery, retryFailedIssueMail, sendRest, sendTest, startSending, type Issue } from '@/features/newsletter/data/issues.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { notifyFailure } from '@/lib/failure.ts';
import { paths } from '@/lib/paths.ts';

const subscribersText = (n: number) => `${n} confirmed ${n === 1 ? 'subscriber' : 'subscribers'}`;

export function IssueSending({ issue, dirty, onChanged }: { issue: Issue; dirty: boolean; onChanged: () => void }) {
  const { user } = useSession();
  const confirmed = useLoad(['newsletter-confirmed', issue.status], async () => (await countSubscribers()).confirmed, { toast: false });
  const [asking, setAsking] = useState(false);
  const [testing, setTesting] = useState(false);
  const [running, setRunning] = useState(false);
  // How many are queued, as this tab's sending counts them (null: as the issue last read says).
  const [live, setLive] = useState<number | null>(null);
  const queued = live ?? issue.progress.queued;
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  // Closing the tab while sending: the browser asks first (sending stops, and can be resumed).
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  const ownAddress = user?.emailVerified && user.email ? user.email : null;

  const run = async (start: boolean) => {
    setAsking(false);
    setRunning(true);
    try {
      if (start) await startSending(issue);
      const finished = await sendRest(issue, setLive, () => left.current);
      if (finished && !left.current) toast.success('Issue sent');
    } catch (error) {
      notifyFailure(toast, 'Sending stopped', error);
    } finally {
      if (!left.current) {
        setRunning(false);
        setLive(null);
        onChanged();
      }
    }
  };

  const test = async () => {
    if (!ownAddress) return;
    setTesting(true);
    try {
      await sendTest(issue, ownAddress);
      toast.success(`Test queued to ${ownAddress}`);
    } catch (error) {
      notifyFailure(toast, 'Error sending the test', error);
    } finally {
      setTesting(false);
    }
  };

  const count = confirmed.data;
  return (
    <Panel title="Sending" icon={Send}>
      {issue.status === 'draft' && (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            {dirty
              ? 'Save the draft first: the test and the issue are sent as saved.'
              : count === undefined
                ? 'Counting the confirmed subscribers…'
                : `It goes to the ${subscribersText(count)}, each with their own unsubscribe link. Unconfirmed and unsubscribed addresses get nothing.`}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="button" className={buttonStyles.secondary} disabled={dirty || testing || !ownAddress} onClick={() => void test()}>
              {testing ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <MailCheck aria-hidden="true" className="h-4 w-4" />}
              {ownAddress ? `Send a test to ${ownAddress}` : 'Send a test to yourself'}
            </button>
            <button type="button" className={buttonStyles.primary} disabled={dirty || running || !count} onClick={() => setAsking(true)}>
              <Send aria-hidden="true" className="h-4 w-4" />
              {count === undefined ? 'Send to subscribers' : `Send to ${subscribersText(count)}`}
            </button>
          </div>
          {!ownAddress && <p className="text-sm text-slate-600">A test goes to your own address once it is verified (see your profile).</p>}
        </div>
      )}
      {issue.status !== 'draft' && (
        <Progress issue={issue} queued={queued} running={running} count={count} onResume={() => void run(false)} />
      )}
      {issue.status !== 'draft' && <Delivery issueId={issue.id} version={`${issue.status}:${issue.progress.queued}`} />}
      <ConfirmDialog
        open={asking}
        title="Send this issue?"
        message={`Send “${issue.subject}” to ${count === undefined ? 'every confirmed subscriber' : subscribersText(count)}?`}
        note="Once sending has begun the issue cannot be changed. Keep this page open until it is done; if it closes, Resume carries on where it stopped."
        confirmLabel="Send now"
        confirmIcon={Send}
        tone="primary"
        onConfirm={() => void run(true)}
        onCancel={() => setAsking(false)}
      />
    </Panel>
  );
}

function Progress({ issue, queued, running, count, onResume }: { issue: Issue; queued: number; running: boolean; count: number | undefined; onResume: () => void }) {
  if (issue.status === 'sent') {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-700" />
        Sent {formatDateTime(issue.sentAt)} to {queued} {queued === 1 ? 'subscriber' : 'subscribers'}.
        <Link to={paths.newsletterIssue(issue.id)} className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
          View it in the archive
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-slate-700">
        {running
          ? `Sending… ${queued} of ${count ?? '…'} queued. Keep this page open.`
          : `Sending stopped after ${queued} ${queued === 1 ? 'message' : 'messages'}: resume to reach the rest.`}
      </p>
      {count !== undefined && count > 0 && (
        <progress className="h-2 w-full accent-brand-600" max={Math.max(count, queued)} value={queued} aria-label="Messages queued" />
      )}
      {!running && (
        <button type="button" className={buttonStyles.primary} onClick={onResume}>
          <Play aria-hidden="true" className="h-4 w-4" />
          Resume
        </button>
      )}
    </div>
  );
}

/**
 * Queued, sent and failed messages, as the extension records them (three counts), with a retry for the
 * failed; counted again when the issue moves on (`version`: its status and how many are queued).
 */
function Delivery({ issueId, version }: { issueId: string; version: string }) {
  const delivery = useLoad(['newsletter-delivery', issueId, version], () => issueDelivery(issueId), {
    errorMessage: 'Error counting the messages',
    keepPrevious: true,
  });
  const [retrying, setRetrying] = useState(false);
  const figures = delivery.data;
  const retry = async () => {
    setRetrying(true);
    try {
      const n = await retryFailedIssueMail(issueId);
      toast.success(`${n} ${n === 1 ? 'message' : 'messages'} queued to send again`);
      delivery.refresh();
    } catch (error) {
      notifyFailure(toast, 'Error sending the failed messages again', error);
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div className="mt-5 space-y-3 border-t border-slate-200 pt-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">Delivery</h3>
        <button type="button" className={buttonStyles.secondary} onClick={() => delivery.refresh()} disabled={delivery.stale}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Refresh
        </button>
      </div>
      {figures && (
        <StatGrid
          label="Delivery figures"
          stats={[
            { title: 'Queued', value: String(figures.queued), icon: Send, tone: 'bg-slate-700' },
            { title: 'Sent', value: String(figures.sent), icon: CheckCircle2, tone: 'bg-green-700' },
            { title: 'Failed', value: String(figures.failed), icon: XCircle, tone: 'bg-red-700' },
          ]}
        />
      )}
      <p className="text-sm text-slate-600">
        The Trigger Email extension records each message&apos;s delivery; until it has seen one (never in demo mode or on the
        emulators) it counts as queued only.
      </p>
      {figures && figures.failed > 0 && (
        <button type="button" className={buttonStyles.secondary} disabled={retrying} onClick={() => void retry()}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Send the failed messages again
        </button>
      )}
    </div>
  );
}

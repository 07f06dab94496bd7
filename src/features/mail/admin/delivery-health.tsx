/**
 * E-mail delivery at a glance, where admins look (the dashboard, the Outbox): how many messages the
 * Trigger Email extension failed to send (one count, no documents read), with the way to send them
 * again. Nothing is shown while all is well, or while the count is unknown.
 */
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSession } from '@/context/session.tsx';
import { useLoad } from '@/hooks/use-load.ts';
import { countFailedMail } from '@/features/mail/data/outbox.ts';
import { paths } from '@/lib/paths.ts';

export function DeliveryHealth({ onOutbox = false }: { onOutbox?: boolean }) {
  // The Outbox is the admins' (an editor's dashboard asks nothing).
  const { isAdmin } = useSession();
  const failed = useLoad(isAdmin ? 'failed-mail' : null, countFailedMail, { toast: false });
  const count = failed.state.status === 'ready' ? failed.data ?? 0 : 0;
  if (count === 0) return null;
  const what = count === 1 ? '1 e-mail could not be sent' : `${count} e-mails could not be sent`;
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <span className="font-semibold">E-mail delivery: {what}.</span>{' '}
        {onOutbox ? (
          'Each failed one says why below, with Send Again.'
        ) : (
          <>
            See why and send them again in the{' '}
            <Link to={paths.admin.outbox()} className="font-medium underline">
              Outbox
            </Link>
            .
          </>
        )}
      </span>
    </p>
  );
}

/**
 * Spec §2 "Profile": the Debug and Test Message buttons. They are developer tools, so the profile
 * renders this only under `npm run dev` (`import.meta.env.DEV`); production builds leave it out.
 * Debug lists what the signed-in person may read; Test Message adds an unread message with their uid.
 */
import { Bug, FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { SessionUser } from '@/backend/types.ts';
import { addContactMessage, listMyMessages, readAllMessages, type ContactMessage } from '@/features/enquiries/data/contact-messages.ts';
import { buttonStyles } from '@/components/ui/styles.ts';
import { notifyFailure } from '@/lib/failure.ts';

export interface MessageDevToolsProps {
  user: SessionUser;
  isAdmin: boolean;
  /** Called after a test message was stored (the list reloads). */
  onAdded: () => void;
}

interface DebugRow {
  id: string;
  status: ContactMessage['status'];
  email: string;
  userId: string | null;
  createdAt: string | null;
}

export function MessageDevTools({ user, isAdmin, onAdded }: MessageDevToolsProps) {
  const id = useId();
  const [rows, setRows] = useState<DebugRow[] | null>(null);
  const [working, setWorking] = useState(false);

  const debug = async () => {
    setWorking(true);
    try {
      // What this person may read: every message for an admin (read in batches, as Export reads them),
      // their own otherwise (the rules allow nothing more).
      const messages = isAdmin ? await readAllMessages() : await listMyMessages(user);
      const list = messages.map((m) => ({
        id: m.id,
        status: m.status,
        email: m.email,
        userId: m.userId,
        createdAt: m.createdAt?.toISOString() ?? null,
      }));
      console.info(`[debug] ${list.length} contact messages readable by ${user.email} (uid ${user.uid})`, list);
      setRows(list);
    } catch (error) {
      notifyFailure(toast, 'Error fetching messages', error);
    } finally {
      setWorking(false);
    }
  };

  const addTest = async () => {
    setWorking(true);
    try {
      await addContactMessage(
        {
          name: user.displayName || 'Test User',
          email: user.email,
          phone: '',
          company: '',
          service: 'Other',
          message: `Test message created from the profile page on ${new Date().toLocaleString('en-US')}.`,
        },
        user,
      );
      toast.success('Test message added');
      onAdded();
    } catch (error) {
      notifyFailure(toast, 'Error sending message. Please try again.', error);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-amber-900">
        Developer tools (shown only in development)
      </h3>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={() => void debug()} disabled={working} className={buttonStyles.secondary}>
          <Bug aria-hidden="true" className="h-4 w-4" />
          Debug
        </button>
        <button type="button" onClick={() => void addTest()} disabled={working} className={buttonStyles.secondary}>
          <FlaskConical aria-hidden="true" className="h-4 w-4" />
          Test Message
        </button>
      </div>
      {rows && (
        <div role="status" className="mt-3">
          <p className="text-sm text-amber-900">
            {rows.length} {rows.length === 1 ? 'message' : 'messages'} readable by {user.email} (uid {user.uid}).
          </p>
          {rows.length > 0 && (
            <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-white p-3 text-xs text-slate-800">
              {JSON.stringify(rows, null, 2)}
            </pre>
          )}
        </div>
      )}
    </section>
  );
}

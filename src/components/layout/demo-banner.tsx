/** Demo mode's slim notice: data stays in this browser; the seed can be restored. */
import { Info, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@/app/session.tsx';
import { getBackend } from '@/backend/index.ts';

const DISMISSED_KEY = 'novaforge-demo-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function DemoBanner() {
  const { backendKind, refresh } = useSession();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (backendKind !== 'demo' || dismissed) return null;

  async function reset() {
    const backend = await getBackend();
    await backend.resetDemoData?.();
    await refresh();
    toast.success('Demo data restored');
  }

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: it just comes back on the next visit.
    }
    setDismissed(true);
  }

  return (
    <aside
      aria-label="Demo mode"
      className="flex items-center justify-center gap-x-2 bg-slate-900 px-3 py-1 text-xs text-white sm:text-sm"
    >
      <Info aria-hidden="true" className="hidden h-4 w-4 shrink-0 text-brand-200 sm:block" />
      <p>Demo mode: data is kept in this browser only.</p>
      <button
        type="button"
        onClick={() => void reset()}
        className="shrink-0 rounded-full px-2 py-1 font-semibold text-brand-200 underline-offset-2 hover:underline"
      >
        Reset demo data
      </button>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss demo notice"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </aside>
  );
}

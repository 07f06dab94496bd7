/** Demo mode's slim notice: data stays in this browser; the seed can be restored. */
import { Info, X } from 'lucide-react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { loadSiteSettings } from '@/context/site-settings.tsx';
import { useSession } from '@/context/session.tsx';
import { readBackendSettings } from '@/backend/config.ts';
import { getBackend } from '@/backend/index.ts';
import { withUndo } from '@/components/ui/undo-toast.tsx';
import { notifyFailure } from '@/lib/failure.ts';
import { lazyToaster, showToast } from '@/lib/toast.ts';

const DISMISSED_KEY = 'novaforge-demo-banner-dismissed';

const ResetDemoDialog = lazy(() => import('./reset-demo-dialog.tsx'));

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** A build without Firebase settings runs the demo backend: the notice is known before the session loads. */
const BUILT_FOR_DEMO = readBackendSettings(import.meta.env).firebase === null;

const subscribeToNothing = () => () => {};

export function DemoBanner() {
  const { backendKind, status, refresh } = useSession();
  // Read after hydration (the server cannot know), so a prerendered page keeps its notice in place, no shift.
  const dismissedEarlier = useSyncExternalStore(subscribeToNothing, wasDismissed, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const kind = backendKind ?? (BUILT_FOR_DEMO ? 'demo' : null);
  if (kind !== 'demo' || status === 'unavailable' || dismissed || dismissedEarlier) return null;

  const reload = () => Promise.all([refresh(), loadSiteSettings(true)]);

  async function reset() {
    setResetting(true);
    try {
      const backend = await getBackend();
      const undo = await backend.resetDemoData?.();
      await reload();
      setConfirming(false);
      showToast((toast) => {
        const restore = () =>
          void undo?.()
            .then(reload)
            .then(() => toast.success('Your demo data is back'));
        toast.success(withUndo('Demo data restored', restore, toast.dismiss), { duration: 10_000 });
      });
    } catch (error) {
      notifyFailure(lazyToaster, 'Error resetting the demo data', error, { shown: 'Could not reset the demo data. Please try again.' });
    } finally {
      setResetting(false);
    }
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
        onClick={() => setConfirming(true)}
        aria-haspopup="dialog"
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
      {confirming && (
        <Suspense fallback={null}>
          <ResetDemoDialog working={resetting} onConfirm={() => void reset()} onCancel={() => setConfirming(false)} />
        </Suspense>
      )}
    </aside>
  );
}

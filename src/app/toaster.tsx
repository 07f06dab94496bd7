/**
 * The toaster (spec §9 durations), in its own chunk: it is not needed for the first paint.
 *
 * Toasts sit at the bottom of the window (bottom right; centred on a phone), away from the header's
 * menus and a page header's buttons (the spec's top-right covered them). Pointing at a toast
 * holds it, for at most HOVER_HOLD_MS more: one left under a resting pointer still goes.
 */
import { useEffect, useSyncExternalStore } from 'react';
import toast, { Toaster, useToasterStore, type DefaultToastOptions, type ToastPosition } from 'react-hot-toast';

/** How much longer than its duration a toast may stay while pointed at. */
export const HOVER_HOLD_MS = 5000;

/** Tailwind's `sm`: from here toasts sit in the bottom right corner, below it centred. */
const WIDE = '(min-width: 40rem)';

const TOAST_OPTIONS: DefaultToastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
  style: { maxWidth: 350 },
};

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useToastPosition(): ToastPosition {
  const wide = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
  return wide ? 'bottom-right' : 'bottom-center';
}

/**
 * react-hot-toast stops every timer while the pointer is over its toasts: a toast under a resting
 * pointer would stay for good. Each toast with a duration is dismissed HOVER_HOLD_MS after its own
 * time is up, however long it has been pointed at.
 */
function useBoundedHold() {
  const { toasts } = useToasterStore(TOAST_OPTIONS);
  useEffect(() => {
    const now = Date.now();
    const timers = toasts
      .filter((shown) => shown.visible && Number.isFinite(shown.duration))
      .map((shown) => {
        const due = shown.createdAt + (shown.duration ?? 0) + HOVER_HOLD_MS;
        return window.setTimeout(() => toast.dismiss(shown.id), Math.max(0, due - now));
      });
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [toasts]);
}

export function AppToaster() {
  const position = useToastPosition();
  useBoundedHold();
  return <Toaster position={position} toastOptions={TOAST_OPTIONS} />;
}

/**
 * A warning before leaving a form with unsaved changes: a navigation hold (`useNavigationHold`) for in-app navigation
 * (links and back/forward, answered in a modal) and the browser's own prompt (`beforeunload`) for reloads and closing the tab.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigationHold, type HoldPredicate, type NavigationHold } from '@/context/history-router.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';

export interface UnsavedChangesGuard {
  /** The held navigation, if any (the dialog's state). */
  blocker: NavigationHold;
  /** Lets the next navigation through (after a successful save, before leaving the page on purpose). */
  allowNavigation: () => void;
}

export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
    // New changes after a save are guarded again.
    if (dirty) allowed.current = false;
  }, [dirty]);

  const shouldHold = useCallback<HoldPredicate>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useNavigationHold(dirty, shouldHold);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowNavigation };
}

/** The modal shown while a navigation waits for an answer; `what` names what was changed ("this post"). */
export function UnsavedChangesDialog({ blocker, what, onLeave }: { blocker: NavigationHold; what: string; onLeave?: () => void }) {
  const open = blocker.state === 'blocked';
  return (
    <Modal open={open} title="Leave without saving?" onClose={() => blocker.reset?.()}>
      <p className="text-slate-700">You have unsaved changes to {what}. If you leave now, they will be lost.</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => blocker.reset?.()} className={buttonStyles.secondary}>
          Stay on this page
        </button>
        <button
          type="button"
          onClick={() => {
            onLeave?.();
            blocker.proceed?.();
          }}
          className={buttonStyles.danger}
        >
          Leave without saving
        </button>
      </div>
    </Modal>
  );
}

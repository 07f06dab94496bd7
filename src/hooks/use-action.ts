/**
 * The one shape of a write on a screen: while it runs the screen is busy (its buttons say so and do
 * not start a second one); when it fails, the failure is logged and toasted with the screen's message
 * (`notifyFailure`), and what the person typed stays where it is (the work never clears it before it
 * succeeds). What to refresh, and what to say on success, is the work's own last step.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { notifyFailure } from '@/lib/failure.ts';

export interface Action {
  busy: boolean;
  /** What the running work is about (the `about` it was run with, say a row's id); null when none runs. */
  busyWith: string | null;
  /**
   * Runs `work` unless one is under way; resolves true when it succeeded, false when it failed
   * (toasted) or did not run.
   */
  run(failure: string, work: () => Promise<unknown>, about?: string): Promise<boolean>;
}

export function useAction(): Action {
  const [busyWith, setBusyWith] = useState<string | null>(null);
  return {
    busy: busyWith !== null,
    busyWith,
    async run(failure, work, about = '') {
      if (busyWith !== null) return false;
      setBusyWith(about);
      try {
        await work();
        return true;
      } catch (error) {
        notifyFailure(toast, failure, error);
        return false;
      } finally {
        setBusyWith(null);
      }
    },
  };
}

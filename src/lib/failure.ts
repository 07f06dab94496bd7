/**
 * The site's one way of reporting a failed action: the error goes to the console with the message,
 * and the person is told the same message in an error toast (spec §8's texts are used for both).
 *
 * The toast is passed in, so each caller keeps its own way to it: pages (lazy chunks already) hand
 * react-hot-toast's `toast`; first-load code hands `showToast` from `@/lib/toast.ts`, which loads
 * react-hot-toast on the first toast only.
 */
export interface ErrorToaster {
  error: (message: string, options?: { id?: string }) => unknown;
}

export interface FailureOptions {
  /** What the toast says, when it is not what is logged (a plainer sentence for the person). */
  shown?: string;
  /** Replaces the toast with this id (e.g. a "working…" toast) instead of adding one. */
  id?: string;
}

export function notifyFailure(toaster: ErrorToaster, message: string, error: unknown, options: FailureOptions = {}): void {
  console.error(message, error);
  const shown = options.shown ?? message;
  if (options.id === undefined) toaster.error(shown);
  else toaster.error(shown, { id: options.id });
}

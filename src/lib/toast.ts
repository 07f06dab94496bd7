/**
 * Toasts from code on the first-load path (the layout, the session), without react-hot-toast and
 * its styling library in the entry chunk: the module is fetched on the first toast (design.md §6).
 * Pages, which are lazy chunks already, import react-hot-toast directly.
 */
type Toast = typeof import('react-hot-toast').default;

export function showToast(show: (toast: Toast) => void): void {
  void import('react-hot-toast').then((module) => show(module.default));
}

/** `showToast`'s error toasts, for `notifyFailure` (src/lib/failure.ts) in first-load code. */
export const lazyToaster = {
  error: (message: string, options?: { id?: string }) => showToast((toast) => toast.error(message, options)),
};

/** A toast's message with an Undo button beside it, for changes that can be taken back at once. */
import type { Toast } from 'react-hot-toast';

/**
 * The toast's content (pass it to `toast.success`): `message`, then Undo, which dismisses the toast
 * (through `dismiss`, the toast module's) and calls `onUndo`. `undoLabel` names the undo for
 * assistive technology when "Undo" alone would not say what it undoes.
 */
export function withUndo(message: string, onUndo: () => void, dismiss: (id: string) => void, undoLabel?: string) {
  return function UndoToast(shown: Toast) {
    return (
      <span className="flex items-center gap-3">
        <span>{message}</span>
        <button
          type="button"
          aria-label={undoLabel}
          className="rounded-md px-2 py-1 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
          onClick={() => {
            dismiss(shown.id);
            onUndo();
          }}
        >
          Undo
        </button>
      </span>
    );
  };
}

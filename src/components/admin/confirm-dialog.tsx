/**
 * "Are you sure…?" in the app's modal: Cancel, and a confirm button (red for what cannot be taken
 * back, the brand's colour otherwise) that shows it is working.
 */
import { Loader2 } from 'lucide-react';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. spec §5's "Are you sure you want to delete this service?". */
  message: string;
  /** What is being deleted, shown under the question. */
  detail?: string;
  confirmLabel: string;
  /** The confirm button's label while it works. */
  workingLabel?: string;
  /** `danger` (red) by default: deletes, resets. */
  tone?: 'danger' | 'primary';
  working?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel,
  workingLabel = 'Deleting...',
  tone = 'danger',
  working = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={() => !working && onCancel()} size="max-w-md">
      <p className="text-slate-800">{message}</p>
      {detail && <p className="mt-2 font-semibold break-words text-slate-900">{detail}</p>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={working} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={working} className={buttonStyles[tone]}>
          {working && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {working ? workingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

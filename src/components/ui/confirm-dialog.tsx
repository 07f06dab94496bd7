/**
 * "Are you sure…?" in the app's modal, the one confirmation of the site (deletes, resets, a
 * promotion): Cancel, and a confirm button (red for what cannot be taken back, the brand's colour
 * otherwise) that shows it is working, with its own label meanwhile (`workingLabel`).
 */
import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonClass } from '@/components/ui/styles.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** The dialog's accessible name. */
  title: string;
  /** The question, e.g. spec §5's "Are you sure you want to delete this service?". */
  message: string;
  /** What is being deleted, shown under the question. */
  detail?: string;
  /** A smaller line under the detail (what follows from the answer). */
  note?: ReactNode;
  confirmLabel: string;
  /** An icon in the confirm button (a spinner replaces it while working). */
  confirmIcon?: LucideIcon;
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
  note,
  confirmLabel,
  confirmIcon: Icon,
  workingLabel = 'Deleting...',
  tone = 'danger',
  working = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={() => !working && onCancel()} size="max-w-md">
      <p className="wrap-anywhere text-slate-800">{message}</p>
      {detail && <p className="mt-2 font-semibold break-words text-slate-900">{detail}</p>}
      {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={working} className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={working} className={buttonClass({ variant: tone })}>
          {working ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : Icon && <Icon aria-hidden="true" className="h-4 w-4" />}
          {working ? workingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** Spec §2: the delete confirmation, with the spec's sentence. */
import { Loader2, Trash2 } from 'lucide-react';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import type { ContactMessage } from '@/data/contact-messages.ts';

export function deleteQuestion(name: string): string {
  return `Are you sure you want to delete this message from ${name}? This action cannot be undone.`;
}

export interface DeleteMessageModalProps {
  message: ContactMessage | null;
  deleting: boolean;
  onClose: () => void;
  onConfirm: (message: ContactMessage) => void;
}

export function DeleteMessageModal({ message, deleting, onClose, onConfirm }: DeleteMessageModalProps) {
  return (
    <Modal open={message !== null} title="Delete Message" onClose={onClose}>
      {message && (
        <>
          <p className="wrap-anywhere text-slate-800">{deleteQuestion(message.name)}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={buttonStyles.secondary}>
              Cancel
            </button>
            <button type="button" onClick={() => onConfirm(message)} disabled={deleting} className={buttonStyles.danger}>
              {deleting ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}

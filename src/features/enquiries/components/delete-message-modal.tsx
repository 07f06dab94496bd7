/** Spec §2: the delete confirmation, with the spec's sentence. */
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import type { ContactMessage } from '@/features/enquiries/data/contact-messages.ts';

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
    <ConfirmDialog
      open={message !== null}
      title="Delete Message"
      message={message ? deleteQuestion(message.name) : ''}
      confirmLabel="Delete"
      confirmIcon={Trash2}
      working={deleting}
      onConfirm={() => message && onConfirm(message)}
      onCancel={onClose}
    />
  );
}

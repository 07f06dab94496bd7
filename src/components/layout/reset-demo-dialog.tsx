/**
 * The demo banner's "Reset demo data?" question, in its own chunk: the banner is on every page, the
 * dialog (and the modal it uses) only loads when someone asks to reset.
 */
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';

export interface ResetDemoDialogProps {
  working: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ResetDemoDialog({ working, onConfirm, onCancel }: ResetDemoDialogProps) {
  return (
    <ConfirmDialog
      open
      title="Reset demo data?"
      message="Everything added or changed in this browser (posts, enquiries, accounts and settings) goes back to the demo's sample content, and you are logged out."
      detail="You can undo this from the notice that follows."
      confirmLabel="Reset Demo Data"
      workingLabel="Resetting..."
      working={working}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

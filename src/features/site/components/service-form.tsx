/**
 * The "Add Service" form (spec §2), also used prefilled to edit one: title*, description*,
 * category* from the eight admin categories, price, and what the public page shows besides
 * (features, duration, the Most Popular flag, whether it is listed at all). A failed save keeps
 * everything that was typed. Its state is `useServiceForm` (use-service-form.ts); its field groups
 * are in service-form-fields.tsx.
 */
import { Loader2 } from 'lucide-react';
import { ServiceDetailsFields, ServiceFeaturesField, ServiceFlags } from '@/features/site/components/service-form-fields.tsx';
import { useServiceForm } from '@/features/site/components/use-service-form.ts';
import { Modal, useUnsavedInModal } from '@/components/ui/modal.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import type { ServiceInput } from '@/features/site/data/services.ts';

export interface ServiceFormProps {
  open: boolean;
  mode: 'add' | 'edit';
  initial: ServiceInput;
  /** Resolves true when saved (the modal then closes), false when it failed (the form stays as typed). */
  onSubmit: (input: ServiceInput) => Promise<boolean>;
  onClose: () => void;
}

export function ServiceFormModal({ open, mode, initial, onSubmit, onClose }: ServiceFormProps) {
  return (
    <Modal open={open} title={mode === 'add' ? 'Add Service' : 'Edit Service'} onClose={onClose} size="max-w-2xl">
      {/* Keyed by the opening, so every opening starts from `initial`. */}
      {open && <ServiceForm mode={mode} initial={initial} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function ServiceForm({ mode, initial, onSubmit, onClose }: Omit<ServiceFormProps, 'open'>) {
  const form = useServiceForm({ initial, onSubmit });
  const { formRef, submit, saving } = form;
  useUnsavedInModal(form.changed ? (mode === 'add' ? 'the new service' : 'your changes to the service') : null);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      <ServiceDetailsFields form={form} />

      <ServiceFeaturesField form={form} />

      <ServiceFlags form={form} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={saving} className={buttonStyles.primary}>
          {saving && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {saving ? 'Saving...' : mode === 'add' ? 'Add Service' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

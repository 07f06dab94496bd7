/**
 * The service form's state (./service-form.tsx): the values, the feature being typed, the errors,
 * and the submit, which keeps a feature typed but not added, validates, focuses the first field in
 * error and saves; a failed save keeps everything that was typed.
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { addFeature, SERVICE_CATEGORIES, validateService, type ServiceErrors, type ServiceInput } from '@/features/site/data/services.ts';

const FIELD_ORDER: (keyof ServiceInput)[] = ['title', 'description', 'category', 'price', 'duration', 'features'];

export function useServiceForm({
  initial,
  onSubmit,
}: {
  initial: ServiceInput;
  /** Resolves true when saved (the modal then closes), false when it failed (the form stays as typed). */
  onSubmit: (input: ServiceInput) => Promise<boolean>;
}) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ServiceInput>(initial);
  const [feature, setFeature] = useState('');
  const [errors, setErrors] = useState<ServiceErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof ServiceInput>(key: K, value: ServiceInput[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const categories: string[] = [...SERVICE_CATEGORIES];
  // A service stored with a category outside the list keeps it as a choice.
  if (initial.category && !categories.includes(initial.category)) categories.push(initial.category);

  const pushFeature = () => {
    const next = addFeature(values.features, feature);
    if (next.length !== values.features.length) set('features', next);
    setFeature('');
  };

  const onFeatureKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      pushFeature();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // A feature typed but not yet added is kept, as the person clearly meant it.
    const input = feature.trim() ? { ...values, features: addFeature(values.features, feature) } : values;
    if (input !== values) {
      setValues(input);
      setFeature('');
    }
    const found = validateService(input);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    const saved = await onSubmit(input);
    // On success the modal closes and this form unmounts; on failure it stays, as typed.
    if (!saved) setSaving(false);
  };

  /** Something typed that closing the form would lose. */
  const changed = feature.trim() !== '' || JSON.stringify(values) !== JSON.stringify(initial);

  return { fieldId, formRef, values, feature, setFeature, errors, saving, changed, set, categories, pushFeature, onFeatureKey, submit };
}

export type ServiceFormController = ReturnType<typeof useServiceForm>;

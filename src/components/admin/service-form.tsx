/**
 * The "Add Service" form (spec §2), also used prefilled to edit one: title*, description*,
 * category* from the eight admin categories, price, and what the public page shows besides
 * (features, duration, the Most Popular flag, whether it is listed at all). A failed save keeps
 * everything that was typed.
 */
import { Loader2, Plus, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { Field, fieldErrorId, RequiredMark } from '@/components/ui/field.tsx';
import { buttonStyles, fieldStyles, inputClass } from '@/components/ui/styles.ts';
import {
  addFeature,
  SERVICE_CATEGORIES,
  SERVICE_LIMITS,
  validateService,
  type ServiceErrors,
  type ServiceInput,
} from '@/data/services.ts';

export interface ServiceFormProps {
  open: boolean;
  mode: 'add' | 'edit';
  initial: ServiceInput;
  /** Resolves true when saved (the modal then closes), false when it failed (the form stays as typed). */
  onSubmit: (input: ServiceInput) => Promise<boolean>;
  onClose: () => void;
}

const FIELD_ORDER: (keyof ServiceInput)[] = ['title', 'description', 'category', 'price', 'duration', 'features'];

export function ServiceFormModal({ open, mode, initial, onSubmit, onClose }: ServiceFormProps) {
  return (
    <Modal open={open} title={mode === 'add' ? 'Add Service' : 'Edit Service'} onClose={onClose} size="max-w-2xl">
      {/* Keyed by the opening, so every opening starts from `initial`. */}
      {open && <ServiceForm mode={mode} initial={initial} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function ServiceForm({ mode, initial, onSubmit, onClose }: Omit<ServiceFormProps, 'open'>) {
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

  const errorOf = (field: keyof ServiceInput) => errors[field];
  const optional = <span className="font-normal text-slate-600">(optional)</span>;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      <Field id={fieldId('title')} label={<>Title<RequiredMark /></>} error={errorOf('title')}>
        {(control) => (
          <input
            {...control}
            name="title"
            type="text"
            required
            maxLength={SERVICE_LIMITS.title}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            className={inputClass({ invalid: Boolean(errors.title) })}
          />
        )}
      </Field>

      <Field id={fieldId('description')} label={<>Description<RequiredMark /></>} error={errorOf('description')}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={4}
            required
            maxLength={SERVICE_LIMITS.description}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            className={`${inputClass({ invalid: Boolean(errors.description) })} resize-y`}
          />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-3">
        <Field id={fieldId('category')} label={<>Category<RequiredMark /></>} error={errorOf('category')}>
          {(control) => (
            <select
              {...control}
              name="category"
              required
              value={values.category}
              onChange={(event) => set('category', event.target.value)}
              className={inputClass({ invalid: Boolean(errors.category) })}
            >
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={fieldId('price')} label={<>Price {optional}</>} error={errorOf('price')}>
          {(control) => (
            <input
              {...control}
              name="price"
              type="text"
              maxLength={SERVICE_LIMITS.price}
              placeholder="$2,500"
              value={values.price}
              onChange={(event) => set('price', event.target.value)}
              className={inputClass({ invalid: Boolean(errors.price) })}
            />
          )}
        </Field>
        <Field id={fieldId('duration')} label={<>Duration {optional}</>} error={errorOf('duration')}>
          {(control) => (
            <input
              {...control}
              name="duration"
              type="text"
              maxLength={SERVICE_LIMITS.duration}
              placeholder="3-10 weeks"
              value={values.duration}
              onChange={(event) => set('duration', event.target.value)}
              className={inputClass({ invalid: Boolean(errors.duration) })}
            />
          )}
        </Field>
      </div>

      <fieldset>
        <legend className={fieldStyles.label}>
          Features {optional}
        </legend>
        <div className="mt-1 flex gap-2">
          <label htmlFor={fieldId('feature')} className="sr-only">
            New feature
          </label>
          <input
            id={fieldId('feature')}
            name="features"
            type="text"
            maxLength={SERVICE_LIMITS.feature}
            placeholder="e.g. Responsive design"
            value={feature}
            onChange={(event) => setFeature(event.target.value)}
            onKeyDown={onFeatureKey}
            disabled={values.features.length >= SERVICE_LIMITS.features}
            aria-invalid={errors.features ? true : undefined}
            aria-describedby={[fieldId('features-hint'), errors.features ? fieldErrorId(fieldId('features')) : ''].filter(Boolean).join(' ')}
            className={inputClass({ invalid: Boolean(errors.features), flush: true })}
          />
          <button type="button" onClick={pushFeature} className={`${buttonStyles.secondary} shrink-0`}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add Feature
          </button>
        </div>
        <p id={fieldId('features-hint')} className={fieldStyles.hint}>
          Press Enter or Add Feature. Shown as a checklist on the Services page; up to {SERVICE_LIMITS.features}.
        </p>
        {errors.features && (
          <p id={fieldErrorId(fieldId('features'))} className={fieldStyles.error}>
            {errors.features}
          </p>
        )}
        {values.features.length > 0 && (
          <ul aria-label="Features" className="mt-3 flex flex-wrap gap-2">
            {values.features.map((item) => (
              <li
                key={item}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800"
              >
                <span className="min-w-0 break-words">{item}</span>
                <button
                  type="button"
                  onClick={() => set('features', values.features.filter((existing) => existing !== item))}
                  aria-label={`Remove feature ${item}`}
                  className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="space-y-3">
        <div className="flex items-start gap-3 text-sm text-slate-800">
          <input
            id={fieldId('isPopular')}
            type="checkbox"
            name="isPopular"
            checked={values.isPopular}
            onChange={(event) => set('isPopular', event.target.checked)}
            aria-describedby={fieldId('isPopular-hint')}
            className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-600"
          />
          <div>
            <label htmlFor={fieldId('isPopular')} className="font-medium">
              Most Popular
            </label>
            <p id={fieldId('isPopular-hint')} className="text-slate-600">
              Highlighted with a badge on the Services page.
            </p>
          </div>
        </div>
        <div className="flex items-start gap-3 text-sm text-slate-800">
          <input
            id={fieldId('isActive')}
            type="checkbox"
            name="isActive"
            checked={values.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
            aria-describedby={fieldId('isActive-hint')}
            className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-600"
          />
          <div>
            <label htmlFor={fieldId('isActive')} className="font-medium">
              Active
            </label>
            <p id={fieldId('isActive-hint')} className="text-slate-600">
              Listed on the public Services page.
            </p>
          </div>
        </div>
      </div>

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

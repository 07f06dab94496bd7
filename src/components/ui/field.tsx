/**
 * A form field: its label, the control, an optional hint and an optional error, tied together for
 * assistive technology. The control is rendered by the caller, with the props `Field` hands it
 * (`id`, `aria-describedby` with the hint's and the error's ids, `aria-invalid` while in error):
 *
 *   <Field label="Name" error={errors.name}>
 *     {(control) => <input {...control} value={name} onChange={…} className={inputClass({ invalid: control['aria-invalid'] })} />}
 *   </Field>
 */
import { useId, type ReactNode } from 'react';
import { fieldStyles } from '@/components/ui/styles.ts';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id; one is made up when not given. */
  id?: string;
  /** Help under the control (read with it). */
  hint?: ReactNode;
  /** The field's error, shown under the control (and the hint, unless `errorBeforeHint`) in red; nothing when empty. */
  error?: ReactNode;
  /** `alert`: the error is announced as soon as it shows (forms that report one error at a time). */
  errorRole?: 'alert';
  /** The error takes the hint's place instead of following it. */
  errorReplacesHint?: boolean;
  /**
   * The error is shown above the hint instead of under it (forms whose hint is a running count or
   * help that stays put while errors come and go). Only what is seen moves: `aria-describedby` still
   * reads the hint, then the error.
   */
  errorBeforeHint?: boolean;
  /** More ids the control is described by (after the hint, before the error). */
  describedBy?: string;
  /** Classes of the wrapping element. */
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids `Field` gives its hint and error, for a caller that needs them (e.g. to focus the first error). */
export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

export function Field({
  label,
  id,
  hint,
  error,
  errorRole,
  errorReplacesHint = false,
  errorBeforeHint = false,
  describedBy,
  className,
  labelClassName,
  hintClassName,
  children,
}: FieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const showHint = Boolean(hint) && !(hasError && errorReplacesHint);
  const described = [showHint ? fieldHintId(controlId) : undefined, describedBy, hasError ? fieldErrorId(controlId) : undefined]
    .filter(Boolean)
    .join(' ');
  const hintText = showHint && (
    <p id={fieldHintId(controlId)} className={hintClassName ?? fieldStyles.hint}>
      {hint}
    </p>
  );
  const errorText = hasError && (
    <p id={fieldErrorId(controlId)} role={errorRole} className={fieldStyles.error}>
      {error}
    </p>
  );
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClassName ?? fieldStyles.label}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': described || undefined, 'aria-invalid': hasError ? true : undefined })}
      {!errorBeforeHint && hintText}
      {errorText}
      {errorBeforeHint && hintText}
    </div>
  );
}

/** The red asterisk after a required field's label (its meaning is said once, above the form). */
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

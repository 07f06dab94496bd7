/** A password field of the account forms: label, the input, and its error, tied together (Field). */
import { Field } from '@/components/ui/field.tsx';
import { inputClass } from '@/components/ui/styles.ts';

export interface PasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  onFocus?: () => void;
}

export function PasswordInput({ label, value, onChange, error, autoComplete, hint, onFocus }: PasswordInputProps) {
  return (
    <Field label={label} error={error} errorRole="alert" hint={hint}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          className={`${inputClass({ invalid: Boolean(error) })} max-w-md`}
        />
      )}
    </Field>
  );
}

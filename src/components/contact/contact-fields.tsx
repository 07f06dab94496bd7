/** The enquiry form's fields: name, e-mail, phone and company, the service, the project details. */
import type { HTMLAttributes } from 'react';
import { ContactFieldRow } from '@/components/contact/contact-field.tsx';
import type { ContactField, ContactFormState } from '@/components/contact/use-contact-form.ts';
import { fieldStyles } from '@/components/ui/styles.ts';
import { CONTACT_LIMITS, CONTACT_SERVICES } from '@/data/contact-messages.ts';

type InputField = 'name' | 'email' | 'phone' | 'company';

const INPUTS: {
  field: InputField;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
}[] = [
  { field: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', required: true },
  { field: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', inputMode: 'email', required: true },
  { field: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { field: 'company', label: 'Company Name', type: 'text', autoComplete: 'organization' },
];

export function ContactFields({
  fieldId,
  form,
  disabled,
}: {
  fieldId: (name: string) => string;
  form: ContactFormState;
  disabled: boolean;
}) {
  const { values, errors, onChange } = form;

  const describedBy = (field: ContactField, hint?: string) =>
    [hint, errors[field] ? fieldId(`${field}-error`) : undefined].filter(Boolean).join(' ') || undefined;

  const inputClass = (field: ContactField) =>
    `${fieldStyles.input} ${errors[field] ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30' : ''}`;

  /** What every control starts with: whether it is live, its id and its name. */
  const named = (field: ContactField) => ({ disabled, id: fieldId(field), name: field });

  /** What every control ends with: its value, whether it is wrong and what describes it. */
  const bound = (field: ContactField, hint?: string) => ({
    value: values[field],
    onChange,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, hint),
    className: inputClass(field),
  });

  const row = (field: ContactField, label: string, required?: boolean) => ({
    id: fieldId(field),
    label,
    required,
    error: errors[field],
    errorId: fieldId(`${field}-error`),
  });

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ field, label, type, autoComplete, inputMode, required }) => (
          <ContactFieldRow key={field} {...row(field, label, required)}>
            <input
              {...named(field)}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              required={required}
              maxLength={CONTACT_LIMITS[field]}
              {...bound(field)}
            />
          </ContactFieldRow>
        ))}
      </div>

      <ContactFieldRow {...row('service', 'Service Interested In', true)}>
        <select {...named('service')} required {...bound('service')}>
          <option value="">Select a service</option>
          {CONTACT_SERVICES.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </select>
      </ContactFieldRow>

      <ContactFieldRow {...row('message', 'Project Details', true)}>
        <textarea
          {...named('message')}
          rows={6}
          required
          maxLength={CONTACT_LIMITS.message}
          {...bound('message', fieldId('message-hint'))}
          className={`${inputClass('message')} resize-y`}
        />
        <p id={fieldId('message-hint')} className={fieldStyles.hint}>
          Goals, timeline and budget help us reply with something useful. {values.message.length}/
          {CONTACT_LIMITS.message} characters.
        </p>
      </ContactFieldRow>
    </>
  );
}

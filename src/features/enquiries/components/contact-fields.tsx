/** The enquiry form's fields: name, e-mail, phone and company, the service, the project details. */
import type { HTMLAttributes, ReactNode } from 'react';
import type { ContactField, ContactFormState } from '@/features/enquiries/components/use-contact-form.ts';
import { Field, RequiredMark } from '@/components/ui/field.tsx';
import { inputClass } from '@/components/ui/styles.ts';
import { CONTACT_LIMITS, CONTACT_SERVICES } from '@/features/enquiries/data/contact-messages.ts';
import { suggestEmail } from '@/lib/email-suggestion.ts';

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

/** A label marked required (the asterisk) or optional (in words). */
function fieldLabel(text: string, required = false): ReactNode {
  return required ? (
    <>
      {text}
      <RequiredMark />
    </>
  ) : (
    <>
      {`${text} `}
      <span className="font-normal text-slate-600">(optional)</span>
    </>
  );
}

export function ContactFields({
  fieldId,
  form,
}: {
  fieldId: (name: string) => string;
  form: ContactFormState;
}) {
  const { values, errors, onChange } = form;
  const suggestion = suggestEmail(values.email);

  /** The field's label, id and error, for `Field`. */
  const field = (name: ContactField, label: string, required?: boolean) => ({
    id: fieldId(name),
    label: fieldLabel(label, required),
    error: errors[name],
  });

  /** What every control carries besides what `Field` hands it. */
  const bound = (name: ContactField) => ({
    name,
    value: values[name],
    onChange,
    className: inputClass({ invalid: Boolean(errors[name]) }),
  });

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ field: name, label, type, autoComplete, inputMode, required }) => (
          <Field key={name} {...field(name, label, required)} hint={name === 'email' && suggestion ? <EmailSuggestion suggestion={suggestion} onTake={form.setEmail} /> : undefined}>
            {(control) => (
              <input
                {...control}
                {...bound(name)}
                type={type}
                autoComplete={autoComplete}
                inputMode={inputMode}
                required={required}
                maxLength={CONTACT_LIMITS[name]}
              />
            )}
          </Field>
        ))}
      </div>

      <Field {...field('service', 'Service Interested In', true)}>
        {(control) => (
          <select {...control} {...bound('service')} required>
            <option value="">Select a service</option>
            {CONTACT_SERVICES.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field
        {...field('message', 'Project Details', true)}
        hint={`Goals, timeline and budget help us reply with something useful. ${values.message.length}/${CONTACT_LIMITS.message} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            {...bound('message')}
            rows={6}
            required
            maxLength={CONTACT_LIMITS.message}
            className={`${inputClass({ invalid: Boolean(errors.message) })} resize-y`}
          />
        )}
      </Field>
    </>
  );
}

/** "Did you mean name@gmail.com?" under a likely mistyped address, with a button that takes it. */
function EmailSuggestion({ suggestion, onTake }: { suggestion: string; onTake: (email: string) => void }) {
  return (
    <span className="text-amber-900">
      Did you mean{' '}
      <button type="button" onClick={() => onTake(suggestion)} className="font-semibold break-all underline underline-offset-2">
        {suggestion}
      </button>
      ?
    </span>
  );
}

/**
 * The settings form's fields (./settings.tsx): a text setting with its label, hint and error, and the
 * Social Links panel, one https address per network.
 */
import { Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Panel } from '@/components/admin/panel.tsx';
import { Field, RequiredMark } from '@/components/ui/field.tsx';
import { inputClass } from '@/components/ui/styles.ts';
import { SETTINGS_TEXT_MAX, SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SettingsTextField } from '@/features/site/data/settings.ts';
import type { SettingsFormController } from '@/features/site/admin/use-settings-form.ts';

const optional = <span className="font-normal text-slate-600"> (optional)</span>;

/** One text setting: a one-line input, or a textarea of `rows` lines; optional unless `required`. */
export function TextSetting({
  form,
  name: key,
  label,
  ...options
}: {
  form: SettingsFormController;
  name: SettingsTextField;
  label: string;
  required?: boolean;
  type?: string;
  rows?: number;
  hint?: ReactNode;
  autoComplete?: string;
}) {
  const { fieldId, values, errors, setText } = form;
  return (
    <Field
      id={fieldId(key)}
      label={
        <>
          {label}
          {options.required ? <RequiredMark /> : optional}
        </>
      }
      hint={options.hint}
      error={errors[key]}
    >
      {(control) => {
        const common = {
          ...control,
          name: key,
          value: values[key],
          maxLength: SETTINGS_TEXT_MAX,
          required: options.required,
          autoComplete: options.autoComplete ?? 'off',
          className: inputClass({ invalid: Boolean(errors[key]) }),
        };
        return options.rows ? (
          <textarea {...common} rows={options.rows} onChange={(event) => setText(key, event.target.value)} />
        ) : (
          <input {...common} type={options.type ?? 'text'} onChange={(event) => setText(key, event.target.value)} />
        );
      }}
    </Field>
  );
}

/** The social links, each optional, all described by the one hint above them. */
export function SocialLinksPanel({ form }: { form: SettingsFormController }) {
  const { id, fieldId, values, errors, setSocial } = form;
  return (
    <Panel title="Social Links" icon={Share2}>
      <p id={`${id}-social-hint`} className="-mt-2 mb-4 text-sm text-slate-600">
        Full https:// addresses. Leave one empty to hide that link in the footer.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => {
          const key = `social.${network}` as const;
          return (
            <Field
              key={network}
              id={fieldId(key)}
              label={
                <>
                  {SOCIAL_NETWORK_NAMES[network]}
                  {optional}
                </>
              }
              describedBy={`${id}-social-hint`}
              error={errors[key]}
            >
              {(control) => (
                <input
                  {...control}
                  name={key}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  maxLength={SETTINGS_TEXT_MAX}
                  placeholder={`https://${network.toLowerCase()}.com/…`}
                  value={values.social[network]}
                  onChange={(event) => setSocial(network, event.target.value)}
                  className={inputClass({ invalid: Boolean(errors[key]) })}
                />
              )}
            </Field>
          );
        })}
      </div>
    </Panel>
  );
}

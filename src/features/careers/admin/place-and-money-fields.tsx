/**
 * The opening form's country and currency controls (./opening-form-fields.tsx): chosen by name
 * ("Canada", "Euro (EUR)"), stored as the codes behind them (./places-and-money.ts).
 */
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, fieldStyles, inputClass } from '@/components/ui/styles.ts';
import { codesIn, countryList, countryName, currencyLists, currencyName, type NamedCode } from './places-and-money.ts';
import type { OpeningFormController } from './opening-form.tsx';

type Props = { form: OpeningFormController; label: ReactNode };

/** A stored code the lists lack (or none yet) is offered too, first, so the select shows what is stored. */
function storedOption(code: string, known: NamedCode[], name: (code: string) => string, none: string) {
  if (known.some((entry) => entry.code === code)) return null;
  return <option value={code}>{code ? name(code) : none}</option>;
}

/** The office's country, by name. */
export function CountrySelect({ form, label }: Props) {
  const { fieldId, draft, errors, set } = form;
  const countries = countryList();
  return (
    <Field id={fieldId('country')} label={label} error={errors.country}>
      {(control) => (
        <select
          {...control}
          name="country"
          required
          value={draft.country}
          onChange={(event) => set('country', event.target.value)}
          className={inputClass({ invalid: Boolean(errors.country) })}
        >
          {storedOption(draft.country, countries, countryName, 'Choose a country')}
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The salary's currency, by name: the common ones first. */
export function CurrencySelect({ form, label }: Props) {
  const { fieldId, draft, errors, set } = form;
  const { common, others } = currencyLists();
  const option = ({ code, name }: NamedCode) => (
    <option key={code} value={code}>
      {name}
    </option>
  );
  return (
    <Field id={fieldId('currency')} label={label} error={errors.currency}>
      {(control) => (
        <select
          {...control}
          name="currency"
          required
          value={draft.currency}
          onChange={(event) => set('currency', event.target.value)}
          className={inputClass({ invalid: Boolean(errors.currency) })}
        >
          {storedOption(draft.currency, [...common, ...others], currencyName, 'Choose a currency')}
          <optgroup label="Common">{common.map(option)}</optgroup>
          {others.length > 0 && <optgroup label="All currencies">{others.map(option)}</optgroup>}
        </select>
      )}
    </Field>
  );
}

/**
 * The countries a remote hire may live in: the chosen ones by name, each with Remove, and a country
 * chosen from the list and added with Add (a select's arrow keys change its value: adding on change
 * would add every country passed on the way).
 */
export function RemoteCountriesField({ form, label }: Props) {
  const { fieldId, draft, errors, set } = form;
  const chosen = codesIn(draft.remoteCountries);
  const [adding, setAdding] = useState('');
  const listId = `${fieldId('remoteCountries')}-chosen`;
  const save = (codes: string[]) => set('remoteCountries', codes.join(', '));
  const add = () => {
    if (!adding) return;
    save([...chosen, adding]);
    setAdding('');
  };
  return (
    <div>
      <p id={`${listId}-label`} className={fieldStyles.label}>
        {label}
      </p>
      {chosen.length > 0 ? (
        <ul id={listId} aria-labelledby={`${listId}-label`} className="mt-2 flex flex-wrap gap-2">
          {chosen.map((code) => (
            <li key={code} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-900">
              {countryName(code)}
              <button
                type="button"
                onClick={() => save(chosen.filter((other) => other !== code))}
                aria-label={`Remove ${countryName(code)}`}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">None yet.</p>
      )}
      <Field id={fieldId('remoteCountries')} label="Add a country" labelClassName={`${fieldStyles.label} mt-3`} error={errors.remoteCountries}>
        {(control) => (
          <div className="mt-1 flex gap-2">
            <select {...control} value={adding} onChange={(event) => setAdding(event.target.value)} className={`${inputClass({ invalid: Boolean(errors.remoteCountries), flush: true })} min-w-0`}>
              <option value="">Choose a country</option>
              {countryList()
                .filter(({ code }) => !chosen.includes(code))
                .map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
            </select>
            <button type="button" onClick={add} disabled={!adding} className={`${buttonStyles.secondary} shrink-0`}>
              Add country
            </button>
          </div>
        )}
      </Field>
    </div>
  );
}

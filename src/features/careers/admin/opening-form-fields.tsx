/**
 * The opening form's field groups (./opening-form.tsx): title, address, department and type; where the
 * work is (the office, the countries a remote hire may live in); the salary range; the page's text;
 * the dates. Each control is tied to its label, hint and error (`Field`).
 */
import type { ReactNode } from 'react';
import { Field, fieldErrorId, RequiredMark } from '@/components/ui/field.tsx';
import { fieldStyles, inputClass } from '@/components/ui/styles.ts';
import { OPENING_LIMITS } from '@/features/careers/data/opening-store.ts';
import { EMPLOYMENT_TYPE_VALUES, employmentTypeLabel, PERIOD_VALUES, WORKPLACE_VALUES, type Workplace } from '@/features/careers/data/openings.ts';
import type { OpeningDraft, OpeningFormController } from './opening-form.tsx';
import { CountrySelect, CurrencySelect, RemoteCountriesField } from './place-and-money-fields.tsx';

type Props = { form: OpeningFormController };

const optional = <span className="font-normal text-slate-600">(optional)</span>;
const required = <RequiredMark />;

const WORKPLACES: Record<Workplace, string> = { onsite: 'On site', hybrid: 'Hybrid', remote: 'Remote' };

const PERIODS: Record<(typeof PERIOD_VALUES)[number], string> = { YEAR: 'A year', MONTH: 'A month', HOUR: 'An hour' };

/** A group of fields under a heading (a fieldset, so each field is read with it). */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A one-line text field bound to `name` (its error is the one of the same name). */
function TextField({
  form,
  name,
  label,
  hint,
  maxLength,
  ...input
}: Props & {
  name: keyof OpeningDraft & string;
  label: ReactNode;
  hint?: ReactNode;
  maxLength?: number;
  type?: 'text' | 'date';
  placeholder?: string;
  inputMode?: 'decimal' | 'text';
  autoCapitalize?: string;
  readOnly?: boolean;
  required?: boolean;
}) {
  const { fieldId, draft, errors, set } = form;
  const shown = errors[name as keyof typeof errors];
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={shown}>
      {(control) => (
        <input
          {...control}
          {...input}
          type={input.type ?? 'text'}
          name={name}
          maxLength={maxLength}
          value={String(draft[name])}
          onChange={(event) => set(name, event.target.value)}
          className={inputClass({ invalid: Boolean(shown) })}
        />
      )}
    </Field>
  );
}

/** A checkbox with its label and a line of help. */
function Checkbox({ form, name, label, hint }: Props & { name: 'hasOffice' | 'showSalary'; label: string; hint: string }) {
  const { fieldId, draft, set } = form;
  return (
    <div className="flex items-start gap-3 text-sm text-slate-800">
      <input
        id={fieldId(name)}
        type="checkbox"
        name={name}
        checked={draft[name]}
        onChange={(event) => set(name, event.target.checked)}
        aria-describedby={`${fieldId(name)}-hint`}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 text-brand-600"
      />
      <div>
        <label htmlFor={fieldId(name)} className="font-medium">
          {label}
        </label>
        <p id={`${fieldId(name)}-hint`} className="text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** Title*, address* (from the title; fixed once posted), department* and employment type. */
export function OpeningBasicsFields({ form }: Props) {
  const { mode, fieldId, draft, errors, set, setSlug } = form;
  const editing = mode === 'edit';
  const slugHint = editing
    ? 'An opening keeps its address, so links to it and search engines’ listings keep working.'
    : `Its page: /careers/${draft.slug || '…'}. Made from the title until you change it; it cannot be changed once posted.`;
  return (
    <Group legend="The job">
      <TextField form={form} name="title" label={<>Title{required}</>} maxLength={OPENING_LIMITS.title} required />
      <Field id={fieldId('slug')} label={<>Address{required}</>} hint={slugHint} error={errors.slug}>
        {(control) => (
          <div className="mt-1 flex items-stretch">
            <span aria-hidden="true" className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600">
              /careers/
            </span>
            <input
              {...control}
              type="text"
              name="slug"
              required
              readOnly={editing}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={OPENING_LIMITS.slug}
              value={draft.slug}
              onChange={(event) => setSlug(event.target.value)}
              className={`${inputClass({ invalid: Boolean(errors.slug), flush: true })} min-w-0 rounded-l-none ${editing ? 'bg-slate-100 text-slate-700' : ''}`}
            />
          </div>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="department" label={<>Department{required}</>} placeholder="Engineering" maxLength={OPENING_LIMITS.department} required />
        <Field id={fieldId('employmentType')} label="Employment type">
          {(control) => (
            <select
              {...control}
              name="employmentType"
              value={draft.employmentType}
              onChange={(event) => set('employmentType', event.target.value as OpeningDraft['employmentType'])}
              className={inputClass()}
            >
              {EMPLOYMENT_TYPE_VALUES.map((type) => (
                <option key={type} value={type}>
                  {employmentTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </Group>
  );
}

/** On site, hybrid or remote; the office (optional for a remote job); the countries a remote hire may live in. */
export function OpeningPlaceFields({ form }: Props) {
  const { fieldId, draft, set } = form;
  const remote = draft.workplace === 'remote';
  const office = !remote || draft.hasOffice;
  return (
    <Group legend="Where the work is">
      <fieldset>
        <legend className={fieldStyles.label}>Workplace</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {WORKPLACE_VALUES.map((workplace) => (
            <label
              key={workplace}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={fieldId('workplace')}
                value={workplace}
                checked={draft.workplace === workplace}
                onChange={() => set('workplace', workplace)}
                className="h-4 w-4 shrink-0 text-brand-600"
              />
              {WORKPLACES[workplace]}
            </label>
          ))}
        </div>
      </fieldset>
      {remote && (
        <>
          <RemoteCountriesField form={form} label={<>Countries a remote hire may live in{required}</>} />
          <Checkbox form={form} name="hasOffice" label="Also list an office" hint="A remote hire may also work from it; leave unticked for no office." />
        </>
      )}
      {office && (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField form={form} name="locality" label={<>Office city{required}</>} placeholder="San Francisco" maxLength={OPENING_LIMITS.locality} required />
          <TextField form={form} name="region" label={<>Region {optional}</>} hint="State or region, as in the postal address: CA." maxLength={OPENING_LIMITS.region} />
          <CountrySelect form={form} label={<>Country{required}</>} />
        </div>
      )}
    </Group>
  );
}

/** Whether the posting shows a salary, and the range: lowest, highest, currency and what it is paid for. */
export function OpeningSalaryFields({ form }: Props) {
  const { fieldId, draft, errors, set } = form;
  const rangeError = errors.salary ? fieldErrorId(fieldId('salaryMin')) : undefined;
  const figure = (name: 'salaryMin' | 'salaryMax', label: string) => (
    <div>
      <label htmlFor={fieldId(name)} className={fieldStyles.label}>
        {label}
        {required}
      </label>
      <input
        id={fieldId(name)}
        type="text"
        name={name}
        inputMode="decimal"
        required
        value={draft[name]}
        onChange={(event) => set(name, event.target.value)}
        aria-invalid={errors.salary ? true : undefined}
        aria-describedby={rangeError}
        className={inputClass({ invalid: Boolean(errors.salary) })}
      />
    </div>
  );
  return (
    <Group legend="Salary">
      <Checkbox form={form} name="showSalary" label="Show a salary range" hint="Search engines’ job listings give postings with a salary more room." />
      {draft.showSalary && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {figure('salaryMin', 'Lowest')}
            {figure('salaryMax', 'Highest')}
          </div>
          {errors.salary && (
            <p id={rangeError} className={fieldStyles.error}>
              {errors.salary}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <CurrencySelect form={form} label={<>Currency{required}</>} />
            <Field id={fieldId('period')} label="Period">
              {(control) => (
                <select
                  {...control}
                  name="period"
                  value={draft.period}
                  onChange={(event) => set('period', event.target.value as OpeningDraft['period'])}
                  className={inputClass()}
                >
                  {PERIOD_VALUES.map((period) => (
                    <option key={period} value={period}>
                      {PERIODS[period]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </>
      )}
    </Group>
  );
}

/** A textarea bound to `name`. */
function TextArea({ form, name, label, hint, rows, maxLength }: Props & { name: 'description' | 'requirements' | 'benefits'; label: ReactNode; hint: string; rows: number; maxLength?: number }) {
  const { fieldId, draft, errors, set } = form;
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={errors[name]}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={rows}
          maxLength={maxLength}
          value={draft[name]}
          onChange={(event) => set(name, event.target.value)}
          className={`${inputClass({ invalid: Boolean(errors[name]) })} resize-y`}
        />
      )}
    </Field>
  );
}

/** Experience, the description (Markdown), the requirements and the benefits (one a line). */
export function OpeningTextFields({ form }: Props) {
  return (
    <Group legend="The posting">
      <TextField form={form} name="experience" label={<>Experience {optional}</>} placeholder="3+ years" maxLength={OPENING_LIMITS.experience} />
      <TextArea
        form={form}
        name="description"
        label={<>Description{required}</>}
        hint="Markdown, as posts: a blank line between paragraphs, **bold**, lists with “- ”."
        rows={8}
        maxLength={OPENING_LIMITS.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextArea form={form} name="requirements" label={<>Requirements {optional}</>} hint={`One a line; up to ${OPENING_LIMITS.items}.`} rows={5} />
        <TextArea form={form} name="benefits" label={<>Benefits {optional}</>} hint={`One a line; up to ${OPENING_LIMITS.items}.`} rows={5} />
      </div>
    </Group>
  );
}

/** The day it is posted, and the last day it takes applications (none: until it is closed). */
export function OpeningDatesFields({ form }: Props) {
  return (
    <Group legend="Dates">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="datePosted" type="date" label={<>Date posted{required}</>} required />
        <TextField
          form={form}
          name="validThrough"
          type="date"
          label={<>Last day to apply {optional}</>}
          hint="Applications close after this day. Leave empty to keep it open until you close it."
        />
      </div>
    </Group>
  );
}

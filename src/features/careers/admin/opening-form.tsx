/**
 * The "Post an opening" form (/admin/openings), also used prefilled to edit one: what the opening is,
 * where the work is, the pay, the text of its page and its dates. The fields hold text as typed (the
 * lists one item a line, the countries separated by commas); saving turns them into an `OpeningInput`,
 * checks it with `validateOpening` (each error under its field, the first one focused) and hands it on.
 * A failed save keeps everything that was typed. The field groups are in ./opening-form-fields.tsx.
 */
import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal, useUnsavedInModal } from '@/components/ui/modal.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { openingSlugOf, validateOpening, type OpeningErrors, type OpeningInput } from '@/features/careers/data/opening-input.ts';
import type { EmploymentType, PERIOD_VALUES, Workplace } from '@/features/careers/data/openings.ts';
import { OpeningBasicsFields, OpeningDatesFields, OpeningPlaceFields, OpeningSalaryFields, OpeningTextFields } from './opening-form-fields.tsx';
import type { OpeningSaveOutcome } from './use-openings-manager.ts';

/** The form's values, as typed. */
export interface OpeningDraft {
  slug: string;
  title: string;
  department: string;
  employmentType: EmploymentType;
  workplace: Workplace;
  /** A remote job also lists an office (an on-site or hybrid one always does). */
  hasOffice: boolean;
  locality: string;
  region: string;
  country: string;
  /** "US, CA". */
  remoteCountries: string;
  showSalary: boolean;
  salaryMin: string;
  salaryMax: string;
  currency: string;
  period: (typeof PERIOD_VALUES)[number];
  experience: string;
  description: string;
  /** One a line. */
  requirements: string;
  benefits: string;
  datePosted: string;
  /** Empty: no last day. */
  validThrough: string;
}

/** The form's values for `input` (a new opening's empty values, or an opening's to edit). */
export function draftOf(input: OpeningInput): OpeningDraft {
  const office = input.office ?? { locality: '', region: '', country: 'US' };
  const salary = input.salary ?? { min: 0, max: 0, currency: 'USD', period: 'YEAR' };
  const figure = (value: number) => (value > 0 ? String(value) : '');
  return {
    slug: input.slug,
    title: input.title,
    department: input.department,
    employmentType: input.employmentType,
    workplace: input.workplace,
    hasOffice: input.office !== null,
    locality: office.locality,
    region: office.region,
    country: office.country,
    remoteCountries: input.remoteCountries.join(', '),
    showSalary: input.salary !== null,
    salaryMin: figure(salary.min),
    salaryMax: figure(salary.max),
    currency: salary.currency,
    period: salary.period,
    experience: input.experience,
    description: input.description,
    requirements: input.requirements.join('\n'),
    benefits: input.benefits.join('\n'),
    datePosted: input.datePosted,
    validThrough: input.validThrough ?? '',
  };
}

/** "130,000" → 130000; empty or not a number → NaN (which `validateOpening` refuses). */
const figureOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[\s,]/g, '')));
const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** What the form's values save: no office for a remote job without one, no salary unless shown. */
export function inputOf(draft: OpeningDraft): OpeningInput {
  const remote = draft.workplace === 'remote';
  return {
    slug: draft.slug.trim(),
    title: draft.title,
    department: draft.department,
    workplace: draft.workplace,
    office: !remote || draft.hasOffice ? { locality: draft.locality, region: draft.region, country: draft.country } : null,
    remoteCountries: remote ? draft.remoteCountries.split(/[\s,]+/).filter(Boolean) : [],
    employmentType: draft.employmentType,
    salary: draft.showSalary
      ? { min: figureOf(draft.salaryMin), max: figureOf(draft.salaryMax), currency: draft.currency, period: draft.period }
      : null,
    experience: draft.experience,
    description: draft.description,
    requirements: linesOf(draft.requirements),
    benefits: linesOf(draft.benefits),
    datePosted: draft.datePosted,
    validThrough: draft.validThrough || null,
  };
}

type ErrorKey = keyof OpeningErrors;

/** The errors in the order their fields come, each with the field it focuses. */
const FIELD_ORDER: [ErrorKey, keyof OpeningDraft][] = [
  ['title', 'title'],
  ['slug', 'slug'],
  ['department', 'department'],
  ['locality', 'locality'],
  ['region', 'region'],
  ['country', 'country'],
  ['remoteCountries', 'remoteCountries'],
  ['salary', 'salaryMin'],
  ['currency', 'currency'],
  ['experience', 'experience'],
  ['description', 'description'],
  ['requirements', 'requirements'],
  ['benefits', 'benefits'],
  ['datePosted', 'datePosted'],
  ['validThrough', 'validThrough'],
];

/** The error a change to a field may have put right. */
const ERROR_OF: Partial<Record<keyof OpeningDraft, ErrorKey>> = {
  salaryMin: 'salary',
  salaryMax: 'salary',
  showSalary: 'salary',
};

export function useOpeningForm({
  mode,
  initial,
  onSubmit,
}: {
  mode: 'add' | 'edit';
  initial: OpeningInput;
  onSubmit: (input: OpeningInput) => Promise<OpeningSaveOutcome>;
}) {
  const id = useId();
  /** A control's id (also what the error of the same name focuses). */
  const fieldId = (name: keyof OpeningDraft | 'office') => `${id}-${name}`;
  const [start] = useState(() => draftOf(initial));
  const [draft, setDraft] = useState<OpeningDraft>(start);
  // A new opening's address follows its title until the admin types one; an opening's address stays.
  const [slugTyped, setSlugTyped] = useState(mode === 'edit');
  const [errors, setErrors] = useState<OpeningErrors>({});
  const [saving, setSaving] = useState(false);
  // The field to focus once its error is on screen (so that it is read with the field).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const set = <K extends keyof OpeningDraft>(key: K, value: OpeningDraft[K]) => {
    const followTitle = key === 'title' && !slugTyped;
    setDraft((current) => ({
      ...current,
      [key]: value,
      ...(followTitle ? { slug: openingSlugOf(String(value)) } : {}),
      // Turned remote, a job lists its office only when one was typed (the box can still be ticked).
      ...(key === 'workplace' && value === 'remote' && current.workplace !== 'remote' ? { hasOffice: current.locality.trim() !== '' } : {}),
    }));
    const fixed = [ERROR_OF[key] ?? (key as ErrorKey), ...(followTitle ? ['slug' as const] : [])];
    if (fixed.some((name) => errors[name])) setErrors((current) => ({ ...current, ...Object.fromEntries(fixed.map((name) => [name, undefined])) }));
  };

  const setSlug = (value: string) => {
    setSlugTyped(true);
    set('slug', value);
  };

  /** Shows `found`, focusing the first field in error; false when there is none. */
  const showErrors = (found: OpeningErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find(([name]) => found[name]);
    if (first) focusNext.current = fieldId(first[1]);
    return first !== undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const input = inputOf(draft);
    if (showErrors(validateOpening(input))) return;
    setSaving(true);
    const outcome = await onSubmit(input);
    // Saved: the modal closes and this form with it. Not saved: it stays as typed.
    if (outcome.saved) return;
    setSaving(false);
    if (outcome.errors) showErrors(outcome.errors);
  };

  /** Something typed that closing the form would lose. */
  const changed = JSON.stringify(draft) !== JSON.stringify(start);

  return { mode, fieldId, draft, errors, saving, changed, set, setSlug, submit };
}

export type OpeningFormController = ReturnType<typeof useOpeningForm>;

export interface OpeningFormProps {
  open: boolean;
  mode: 'add' | 'edit';
  initial: OpeningInput;
  /** Saved: the modal closes; not: the form stays as typed, with the errors given. */
  onSubmit: (input: OpeningInput) => Promise<OpeningSaveOutcome>;
  onClose: () => void;
}

export function OpeningFormModal({ open, mode, initial, onSubmit, onClose }: OpeningFormProps) {
  return (
    <Modal open={open} title={mode === 'add' ? 'Post an opening' : 'Edit opening'} onClose={onClose} size="max-w-3xl">
      {/* Mounted per opening of the modal, so every opening of it starts from `initial`. */}
      {open && <OpeningForm mode={mode} initial={initial} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function OpeningForm({ mode, initial, onSubmit, onClose }: Omit<OpeningFormProps, 'open'>) {
  const form = useOpeningForm({ mode, initial, onSubmit });
  useUnsavedInModal(form.changed ? (mode === 'add' ? 'the new opening' : 'your changes to the opening') : null);

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-6">
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      <OpeningBasicsFields form={form} />
      <OpeningPlaceFields form={form} />
      <OpeningSalaryFields form={form} />
      <OpeningTextFields form={form} />
      <OpeningDatesFields form={form} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={form.saving} className={buttonStyles.primary}>
          {form.saving && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {form.saving ? 'Saving...' : mode === 'add' ? 'Post opening' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}

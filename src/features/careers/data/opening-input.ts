/**
 * The admin's opening form: its empty values, an opening's values to edit, and the checks it makes
 * before saving, with the bounds `firestore.rules` (isValidOpening) holds every write to.
 */
import { isSlug, slugify } from '@/lib/slugs.ts';
import { OPENING_LIMITS, type OpeningInput } from './opening-store.ts';
import { dayOf, type JobOpening } from './openings.ts';

export type { OpeningInput };

export const emptyOpeningInput = (now: Date): OpeningInput => ({
  slug: '',
  title: '',
  department: '',
  workplace: 'onsite',
  office: { locality: '', region: '', country: 'US' },
  remoteCountries: [],
  employmentType: 'FULL_TIME',
  salary: { min: 0, max: 0, currency: 'USD', period: 'YEAR' },
  experience: '',
  description: '',
  requirements: [],
  benefits: [],
  datePosted: dayOf(now),
  validThrough: null,
});

/** The form's values for an existing opening (edit is the same form, prefilled; the address stays). */
export function openingInputOf(opening: JobOpening): OpeningInput {
  const { closed: _closed, createdAt: _createdAt, updatedAt: _updatedAt, ...input } = opening;
  return {
    ...input,
    office: opening.office && { ...opening.office },
    remoteCountries: [...opening.remoteCountries],
    salary: opening.salary && { ...opening.salary },
    requirements: [...opening.requirements],
    benefits: [...opening.benefits],
  };
}

/** The address a new opening gets from its title until the admin types one. */
export const openingSlugOf = (title: string) => slugify(title, OPENING_LIMITS.slug);

export type OpeningErrors = Partial<Record<'slug' | 'title' | 'department' | 'locality' | 'region' | 'country' | 'remoteCountries' | 'salary' | 'currency' | 'experience' | 'description' | 'requirements' | 'benefits' | 'datePosted' | 'validThrough', string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const tooLong = (max: number) => `Use at most ${max.toLocaleString('en-US')} characters.`;

function checkItems(items: readonly string[], noun: string): string | undefined {
  if (items.length > OPENING_LIMITS.items) return `List at most ${OPENING_LIMITS.items} ${noun}.`;
  if (items.some((item) => item.trim().length > OPENING_LIMITS.item)) return `Keep each of the ${noun} to ${OPENING_LIMITS.item} characters.`;
  return undefined;
}

/** What stops the form from saving, field by field (none: it may be saved). */
export function validateOpening(input: OpeningInput): OpeningErrors {
  const errors: OpeningErrors = {};
  if (!isSlug(input.slug)) errors.slug = 'Use lower-case letters, digits and single hyphens (for example senior-designer).';
  if (!input.title.trim()) errors.title = 'Please enter a title.';
  else if (input.title.trim().length > OPENING_LIMITS.title) errors.title = tooLong(OPENING_LIMITS.title);
  if (!input.department.trim()) errors.department = 'Please enter a department.';
  else if (input.department.trim().length > OPENING_LIMITS.department) errors.department = tooLong(OPENING_LIMITS.department);
  const office = input.office;
  if (input.workplace !== 'remote' && !office) errors.locality = 'An on-site or hybrid job needs its office.';
  if (office) {
    if (!office.locality.trim()) errors.locality = 'Please enter the office’s city.';
    else if (office.locality.trim().length > OPENING_LIMITS.locality) errors.locality = tooLong(OPENING_LIMITS.locality);
    if (office.region.trim().length > OPENING_LIMITS.region) errors.region = tooLong(OPENING_LIMITS.region);
    if (!COUNTRY.test(office.country.trim().toUpperCase())) errors.country = 'Please choose the office’s country.';
  }
  if (input.workplace === 'remote') {
    const codes = input.remoteCountries.map((code) => code.trim()).filter(Boolean);
    if (codes.length === 0) errors.remoteCountries = 'Add at least one country a remote hire may live in.';
    else if (codes.length > OPENING_LIMITS.countries) errors.remoteCountries = `List at most ${OPENING_LIMITS.countries} countries.`;
    else if (!codes.every((code) => COUNTRY.test(code.toUpperCase()))) errors.remoteCountries = 'Choose the countries from the list.';
  }
  const salary = input.salary;
  if (salary) {
    const figures = [salary.min, salary.max];
    if (!figures.every((figure) => Number.isFinite(figure) && figure > 0 && figure <= OPENING_LIMITS.salary)) errors.salary = 'Enter both figures of the range, above 0.';
    else if (salary.max < salary.min) errors.salary = 'The highest figure cannot be below the lowest.';
    if (!/^[A-Z]{3}$/.test(salary.currency.trim().toUpperCase())) errors.currency = 'Please choose a currency.';
  }
  if (input.experience.trim().length > OPENING_LIMITS.experience) errors.experience = tooLong(OPENING_LIMITS.experience);
  if (!input.description.trim()) errors.description = 'Please describe the role.';
  else if (input.description.trim().length > OPENING_LIMITS.description) errors.description = tooLong(OPENING_LIMITS.description);
  const requirements = checkItems(input.requirements, 'requirements');
  if (requirements) errors.requirements = requirements;
  const benefits = checkItems(input.benefits, 'benefits');
  if (benefits) errors.benefits = benefits;
  if (!DAY.test(input.datePosted)) errors.datePosted = 'Please choose the day it is posted.';
  if (input.validThrough !== null && input.validThrough !== '') {
    if (!DAY.test(input.validThrough)) errors.validThrough = 'Please choose a day, or leave it empty.';
    else if (input.validThrough < input.datePosted) errors.validThrough = 'The last day cannot be before the day it is posted.';
  }
  return errors;
}

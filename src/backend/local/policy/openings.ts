/**
 * openings/{slug}: the company's job openings, read by anyone (a closed one keeps its page), posted,
 * edited, closed and reopened by admins, never deleted. It mirrors the openings section of
 * `firestore.rules`, under the same helper names; change them together.
 */
import { isSlug } from '@/lib/slugs.ts';
import type { LocalDoc } from '../db.ts';
import type { Context, Request } from './context.ts';
import { hasAll, hasOnly, isBool, isLine, isMap, isNow, isText, isTextList, isUnchanged } from './shapes.ts';

const OPENING_KEYS = [
  'title', 'department', 'workplace', 'office', 'remoteCountries', 'employmentType', 'salary', 'experience', 'description',
  'requirements', 'benefits', 'datePosted', 'validThrough', 'openUntil', 'closed', 'createdAt', 'updatedAt',
];
const WORKPLACES = ['onsite', 'hybrid', 'remote'];
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'];
const PERIODS = ['YEAR', 'MONTH', 'HOUR'];
const NO_LAST_DAY = '9999-12-31';

const isDay = (value: unknown): value is string => typeof value === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value);

/** Two-letter country codes (ISO 3166-1 alpha-2), at most 20. */
const isCountryList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 20 && (value.length === 0 || /^[A-Z]{2}(,[A-Z]{2})*$/.test(value.join(',')));

const isOffice = (office: unknown) =>
  isMap(office) &&
  hasOnly(office, ['locality', 'region', 'country']) &&
  isLine(office.locality, 1, 100) &&
  isLine(office.region, 0, 100) &&
  typeof office.country === 'string' &&
  /^[A-Z]{2}$/.test(office.country);

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

const isSalary = (salary: unknown) =>
  isMap(salary) &&
  hasOnly(salary, ['min', 'max', 'currency', 'period']) &&
  isNumber(salary.min) &&
  salary.min > 0 &&
  isNumber(salary.max) &&
  salary.max >= salary.min &&
  salary.max <= 100_000_000 &&
  typeof salary.currency === 'string' &&
  /^[A-Z]{3}$/.test(salary.currency) &&
  PERIODS.includes(salary.period as string);

/** Every key checked (the rules deny a missing one, as an error). */
function isValidOpening(slug: string, data: LocalDoc) {
  return (
    hasOnly(data, OPENING_KEYS) &&
    hasAll(data, OPENING_KEYS) &&
    isSlug(slug) &&
    isLine(data.title, 1, 200) &&
    isLine(data.department, 1, 80) &&
    WORKPLACES.includes(data.workplace as string) &&
    // An on-site or hybrid job has its office; a remote one may name one.
    ((data.office === null && data.workplace === 'remote') || isOffice(data.office)) &&
    // A remote job names the countries a hire may live in; another names none.
    isCountryList(data.remoteCountries) &&
    (data.workplace === 'remote') === data.remoteCountries.length > 0 &&
    EMPLOYMENT_TYPES.includes(data.employmentType as string) &&
    (data.salary === null || isSalary(data.salary)) &&
    isLine(data.experience, 0, 200) &&
    isText(data.description, 1, 20_000) &&
    isTextList(data.requirements, 30, 300) &&
    isTextList(data.benefits, 30, 300) &&
    isDay(data.datePosted) &&
    ((data.validThrough === null && data.openUntil === NO_LAST_DAY) ||
      (isDay(data.validThrough) && data.validThrough >= data.datePosted && data.openUntil === data.validThrough)) &&
    isBool(data.closed)
  );
}

export function openingsPolicy(ctx: Context, request: Request): boolean {
  switch (request.op) {
    case 'get':
    case 'list':
      return true;
    case 'create':
      return (
        isValidOpening(request.id, request.data) &&
        request.data.closed === false &&
        isNow(request.data.createdAt, request.time) &&
        isNow(request.data.updatedAt, request.time) &&
        ctx.isActiveAdmin() &&
        ctx.isLogged(`openings/${request.id}`, request.time)
      );
    case 'update':
      return (
        isValidOpening(request.id, request.data) &&
        isUnchanged(request.resource, request.data, 'createdAt') &&
        isNow(request.data.updatedAt, request.time) &&
        ctx.isActiveAdmin() &&
        ctx.isLogged(`openings/${request.id}`, request.time)
      );
    case 'delete':
      return false;
  }
}

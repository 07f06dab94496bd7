/**
 * The parts of /admin/activity (./activity.tsx): the filter bar (area, person, From and To, and how
 * many entries match), and the entries, a table from 768 px that stacks into cards below (the time
 * and the area, the change, who made it).
 */
import { Link } from 'react-router-dom';
import { useId } from 'react';
import { Field } from '@/components/ui/field.tsx';
import { fieldStyles, inputClass } from '@/components/ui/styles.ts';
import { ACTIVITY_AREAS, AREA_NAMES, type ActivityArea, type ActivityEntry, type ActivityFilter } from '@/features/activity/data/activity.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { countOf } from '@/lib/plural.ts';
import { targetLink } from './targets.ts';
import { RANGE_PROBLEM } from './use-activity-screen.ts';

const CONTROL = `${inputClass()} h-11`;

const AREA_OPTIONS = [{ value: 'all', label: 'All areas' }, ...ACTIVITY_AREAS.map((area) => ({ value: area, label: AREA_NAMES[area] }))];

export interface ActivityFiltersProps {
  filter: ActivityFilter;
  onChange(name: keyof ActivityFilter, value: string): void;
  /** The people to filter by (admins and editors). */
  people: readonly { uid: string; name: string }[];
  /** To is before From: said under To, and nothing is queried. */
  backwards: boolean;
  /** How many entries the filter matches; null until counted. */
  counted: number | null;
}

function Select({ label, value, options, onChange }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="col-span-2 lg:col-span-1">
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={CONTROL}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The four filters and the count, in the admin lists' filter bar look (src/components/ui/filter-bar.tsx). */
export function ActivityFilters({ filter, onChange, people, backwards, counted }: ActivityFiltersProps) {
  const personOptions = [{ value: 'all', label: 'Everyone' }, ...people.map((person) => ({ value: person.uid, label: person.name }))];
  return (
    <div className="grid grid-cols-2 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <Select label="Area" value={filter.area} options={AREA_OPTIONS} onChange={(value) => onChange('area', value)} />
      <Select label="Person" value={filter.by} options={personOptions} onChange={(value) => onChange('by', value)} />
      <Field label="From" className="min-w-0">
        {(control) => (
          <input {...control} type="date" value={filter.from} max={filter.to || undefined} onChange={(event) => onChange('from', event.target.value)} className={CONTROL} />
        )}
      </Field>
      <Field label="To" className="min-w-0" error={backwards ? RANGE_PROBLEM : undefined} errorRole="alert">
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => onChange('to', event.target.value)}
            className={`${inputClass({ invalid: control['aria-invalid'] })} h-11`}
          />
        )}
      </Field>
      <p role="status" className="col-span-2 text-sm font-medium text-slate-700 lg:col-span-1 lg:pt-9 lg:whitespace-nowrap">
        {counted === null ? '' : countOf(counted, 'entry', 'entries')}
      </p>
    </div>
  );
}

const AREA_BADGE: Record<ActivityArea, string> = {
  posts: 'bg-brand-50 text-brand-800',
  services: 'bg-teal-50 text-teal-800',
  settings: 'bg-slate-100 text-slate-800',
  users: 'bg-amber-50 text-amber-900',
  enquiries: 'bg-green-50 text-green-800',
  applications: 'bg-purple-50 text-purple-800',
  openings: 'bg-indigo-50 text-indigo-800',
  subscribers: 'bg-rose-50 text-rose-800',
  newsletter: 'bg-cyan-50 text-cyan-800',
  mail: 'bg-orange-50 text-orange-900',
};

/** What changed: a link to the target's screen, or the words with "(deleted)" when the target is gone. */
function Summary({ entry, existing }: { entry: ActivityEntry; existing: ReadonlySet<string> }) {
  const link = targetLink(entry.target, existing);
  if (link === null) return <span className="text-slate-900">{entry.summary}</span>;
  if (link === 'gone')
    return (
      <span className="text-slate-900">
        {entry.summary} <span className="text-slate-600">(deleted)</span>
      </span>
    );
  return (
    <Link to={link.to} className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
      {entry.summary}
    </Link>
  );
}

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   Below 768 px the rows are displayed as grids, and browsers then drop a table's implicit roles:
   stating them keeps the table a table for screen readers (as the users table does). */

/** One entry: in the table When, Who, Area, What; on a card the time and the area, then the change, then who. */
function EntryRow({ entry, existing }: { entry: ActivityEntry; existing: ReadonlySet<string> }) {
  const cell = 'md:px-4 md:py-3 md:align-top';
  return (
    <tr role="row" className="max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-1.5 max-md:p-4">
      <td role="cell" className={`text-slate-700 max-md:row-start-1 max-md:text-xs md:whitespace-nowrap ${cell}`}>
        <time dateTime={entry.createdAt?.toISOString()}>{formatDateTime(entry.createdAt, 'Unknown time')}</time>
      </td>
      <td role="cell" className={`text-slate-600 max-md:col-span-2 max-md:row-start-3 md:text-slate-800 ${cell}`}>
        {entry.byName || entry.by}
      </td>
      <td role="cell" className={`max-md:col-start-2 max-md:row-start-1 ${cell}`}>
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${AREA_BADGE[entry.area]}`}>{AREA_NAMES[entry.area]}</span>
      </td>
      <td role="cell" className={`wrap-anywhere max-md:col-span-2 max-md:row-start-2 ${cell}`}>
        <Summary entry={entry} existing={existing} />
      </td>
    </tr>
  );
}

export function ActivityTable({ entries, existing, loading }: { entries: ActivityEntry[]; existing: ReadonlySet<string>; loading: boolean }) {
  const head = 'px-4 py-3';
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table role="table" aria-busy={loading || undefined} className="w-full text-left text-sm">
        <caption className="sr-only">Activity</caption>
        <thead role="rowgroup" className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase max-md:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className={`${head} w-48`}>
              When
            </th>
            <th role="columnheader" scope="col" className={`${head} w-40`}>
              Who
            </th>
            <th role="columnheader" scope="col" className={`${head} w-32`}>
              Area
            </th>
            <th role="columnheader" scope="col" className={head}>
              What
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} existing={existing} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

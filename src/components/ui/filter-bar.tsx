/**
 * The bar above an admin list: a search box, one or more filter selects, and what the list says of
 * itself at the end (a "12 of 40" counter, actions). The labels are visible, so each control is found
 * by its name ("Search users", "Role").
 */
import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { fieldStyles, inputClass } from '@/components/ui/styles.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelect {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  /** Its width from the md breakpoint up, a Tailwind class (`md:w-64` by default). */
  width?: string;
}

export interface FilterSearch {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Help under the box (what the search matches). */
  hint?: ReactNode;
  /** 200 by default. */
  maxLength?: number;
  autoComplete?: string;
}

export interface FilterBarProps {
  /** The search box; none for a list that is only filtered. */
  search?: FilterSearch;
  filters: readonly FilterSelect[];
  /** At the end of the bar: the counter, or actions. */
  trailing?: ReactNode;
  className?: string;
}

const CONTROL = `${inputClass()} h-11`;

export function FilterBar({ search, filters, trailing, className = '' }: FilterBarProps) {
  const id = useId();
  const hintId = `${id}-search-hint`;
  const hinted = search?.hint !== undefined;
  return (
    <div
      className={`flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row ${hinted ? 'md:items-start' : 'md:items-end'} ${className}`}
    >
      {search && (
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-search`} className={fieldStyles.label}>
            {search.label}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-0.5 h-4 w-4 -translate-y-1/2 text-slate-500" />
            <input
              id={`${id}-search`}
              type="search"
              value={search.value}
              maxLength={search.maxLength ?? 200}
              onChange={(event) => search.onChange(event.target.value)}
              placeholder={search.placeholder}
              autoComplete={search.autoComplete}
              aria-describedby={search.hint ? hintId : undefined}
              className={`${CONTROL} pl-9`}
            />
          </div>
          {search.hint && (
            <p id={hintId} className={fieldStyles.hint}>
              {search.hint}
            </p>
          )}
        </div>
      )}
      {filters.map((filter, index) => (
        <div key={filter.label} className={filter.width ?? 'md:w-64'}>
          <label htmlFor={`${id}-filter-${index}`} className={fieldStyles.label}>
            {filter.label}
          </label>
          <select id={`${id}-filter-${index}`} value={filter.value} onChange={(event) => filter.onChange(event.target.value)} className={CONTROL}>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {trailing && <div className={`text-sm font-medium text-slate-700 ${hinted ? 'md:pt-9' : 'md:pb-3'}`}>{trailing}</div>}
    </div>
  );
}

/** Above the results: their heading (the category, or All Articles), the Filters toggle, Sort by and the layout. */
import { Filter, LayoutGrid, List } from 'lucide-react';
import { useRef } from 'react';
import { buttonStyles } from '@/components/ui/styles.ts';
import { BLOG_SORT_OPTIONS, type BlogSort, type BlogView } from '@/features/blog/data/blog-query.ts';
import { useHeldChoice } from '@/hooks/use-held-choice.ts';

const LAYOUTS: { view: BlogView; label: string; icon: typeof List }[] = [
  { view: 'grid', label: 'Grid view', icon: LayoutGrid },
  { view: 'list', label: 'List view', icon: List },
];

/** Grid or list: two pressed-or-not buttons. */
function LayoutToggle({ view, onView }: { view: BlogView; onView: (view: BlogView) => void }) {
  return (
    <div role="group" aria-label="Layout" className="inline-flex rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
      {LAYOUTS.map(({ view: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-label={label}
          aria-pressed={view === option}
          title={label}
          onClick={() => view !== option && onView(option)}
          className={`inline-flex h-9 w-9 items-center justify-center rounded-md transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
            view === option ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
        </button>
      ))}
    </div>
  );
}

export function BlogToolbar({
  ids,
  category,
  sort,
  view,
  filtersOpen,
  onToggleFilters,
  onSort,
  onView,
}: {
  /** The page's id prefix: the filters panel is `${ids}-filters`, the sort box `${ids}-sort`. */
  ids: string;
  category: string;
  sort: BlogSort;
  view: BlogView;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onSort: (sort: BlogSort) => void;
  onView: (view: BlogView) => void;
}) {
  const sortRef = useRef<HTMLSelectElement>(null);
  // A sort chosen before the app arrived is made now, as the select's change would have.
  useHeldChoice(sortRef, sort, (chosen) => {
    const option = BLOG_SORT_OPTIONS.find((entry) => entry.value === chosen);
    if (option) onSort(option.value);
  });
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      <h2 id="blog-results-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {category ? category : 'All Articles'}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={`${ids}-filters`}
          onClick={onToggleFilters}
          className={`${buttonStyles.secondary} min-h-11 ${category ? 'border-brand-600 text-brand-700' : ''}`}
        >
          <Filter aria-hidden="true" className="h-4 w-4" />
          Filters
          {category && <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-600" />}
        </button>

        <div className="flex items-center gap-2">
          <label htmlFor={`${ids}-sort`} className="text-sm font-medium text-slate-800">
            Sort by
          </label>
          <select
            ref={sortRef}
            id={`${ids}-sort`}
            value={sort}
            onChange={(event) => onSort(event.target.value as BlogSort)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          >
            {BLOG_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>

        <LayoutToggle view={view} onView={onView} />
      </div>
    </div>
  );
}

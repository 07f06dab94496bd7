/**
 * The filters panel the Filters button opens: a pressed-or-not button per category offered (those with
 * a published post, and the chosen one: `offeredCategories`), and Clear All.
 */
import { X } from 'lucide-react';
import { buttonStyles } from '@/components/ui/styles.ts';

export function CategoryFilters({
  ids,
  open,
  categories,
  selected,
  onToggle,
  canClear,
  onClear,
}: {
  /** The page's id prefix: the panel is `${ids}-filters` (the Filters button controls it). */
  ids: string;
  open: boolean;
  /** The categories offered, in order. */
  categories: readonly string[];
  /** The chosen category, or '' for every one. */
  selected: string;
  onToggle: (category: string) => void;
  /** Whether there is a search or a category to clear. */
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <div id={`${ids}-filters`} hidden={!open} className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div role="group" aria-labelledby={`${ids}-categories`}>
          <p id={`${ids}-categories`} className="text-sm font-semibold text-slate-900">
            Categories
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => {
              const pressed = selected === category;
              return (
                <li key={category}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => onToggle(category)}
                    className={`min-h-9 rounded-full border px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      pressed
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700'
                    }`}
                  >
                    {category}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <button
          type="button"
          onClick={onClear}
          disabled={!canClear}
          className={`${buttonStyles.ghost} shrink-0 self-start disabled:cursor-not-allowed disabled:opacity-60`}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          Clear All
        </button>
      </div>
    </div>
  );
}

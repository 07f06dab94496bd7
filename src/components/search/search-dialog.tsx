/**
 * The search dialog the header opens (its button, `/` or Ctrl+K): a combobox over the site search's
 * results, which follow each keystroke. Arrow keys move through the results, Enter opens the one
 * chosen (or, with none chosen, the results page), Escape closes; a live region says how many there
 * are. Loaded as a chunk of its own, with MiniSearch, the first time search is opened.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowRight, Search } from 'lucide-react';
import { Modal } from '@/components/ui/modal.tsx';
import { paths } from '@/lib/paths.ts';
import { resultsStatus, SearchHitContent } from './search-hit.tsx';
import { SEARCH_UNAVAILABLE, useSiteSearch } from './use-site-search.ts';

/** How many results the dialog lists; the results page lists them all. */
export const DIALOG_RESULTS = 8;

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const typed = useDeferredValue(query);
  const [active, setActive] = useState(-1);
  const state = useSiteSearch();

  // After the dialog's own effect has opened it (a child's effects run first).
  useEffect(() => inputRef.current?.focus(), []);

  const all = useMemo(() => (state.status === 'ready' ? state.search.search(typed) : []), [state, typed]);
  const hits = all.slice(0, DIALOG_RESULTS);
  const status = state.status === 'error' ? SEARCH_UNAVAILABLE : resultsStatus(typed, state.status === 'ready' ? all.length : null);

  const go = (to: string) => {
    onClose();
    navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      // From the field, Down goes to the first result and Up to the last; both wrap around.
      const last = hits.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = hits[active];
      if (chosen) go(chosen.path);
      else if (query.trim()) go(paths.search(query));
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <Modal open title="Search the site" onClose={onClose} size="max-w-2xl">
      <form
        role="search"
        action={paths.search()}
        method="get"
        onSubmit={(event) => event.preventDefault()}
        className="relative"
      >
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          ref={inputRef}
          type="search"
          name="q"
          role="combobox"
          aria-label="Search the site"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={hits[active] ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search pages and posts"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="w-full rounded-xl border border-slate-300 py-3 pr-3 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </form>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {status}
      </p>
      <ul id={listId} role="listbox" aria-label="Results" className="mt-2 space-y-1">
        {hits.map((hit, index) => (
          // The combobox's keys choose an option (aria-activedescendant); a click or tap opens one.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={hit.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => go(hit.path)}
            onPointerMove={() => setActive(index)}
            className={`cursor-pointer rounded-xl px-3 py-2.5 ${index === active ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50'}`}
          >
            <SearchHitContent hit={hit} />
          </li>
        ))}
      </ul>
      {all.length > hits.length && (
        <Link
          to={paths.search(typed)}
          onClick={onClose}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          See all {all.length} results
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      )}
    </Modal>
  );
}

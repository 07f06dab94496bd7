/**
 * The header's search: a button in a plain GET form to the results page (so that, before the app or
 * without JavaScript, it leads there), which opens the search dialog; `/` (outside a text field) and
 * Ctrl+K or ⌘K open it too; pressed before the app has started, they press this button once it has
 * (the boot script marks it `data-held-click`, scripts/page-boot.browser.js; src/main.tsx presses it).
 * The dialog's code is among what a page fetches for its first use (docs/decisions/0035), readied
 * once the page is idle; the search index is fetched when the dialog first opens.
 */
import { Search } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyUntilLoaded } from '@/hooks/lazy-until-loaded.ts';
import { whenPageIdle } from '@/lib/idle.ts';
import { paths } from '@/lib/paths.ts';

/** The dialog's code (a page preloads it for its first use: docs/decisions/0035). */
const dialog = lazyUntilLoaded(() => import('./search-dialog.tsx').then((module) => module.SearchDialog));
const loadDialog = dialog.preload;

/** The dialog: at once when its module is here, else with a note while it arrives. */
function SearchDialog({ onClose }: { onClose: () => void }) {
  // Chosen once per opening: switching from the lazy one to the loaded one would remount the dialog.
  const [Dialog] = useState(dialog.current);
  return (
    // On a slow connection the dialog's chunk takes a moment: the press is answered at once.
    <Suspense
      fallback={
        <p role="status" className="fixed inset-x-0 top-24 z-50 mx-auto w-fit rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">
          Opening search…
        </p>
      }
    >
      <Dialog onClose={onClose} />
    </Suspense>
  );
}

/** Whether a key press is the search shortcut: `/` outside a text field, or Ctrl+K / ⌘K anywhere. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k') return event.ctrlKey || event.metaKey;
  const target = event.target instanceof HTMLElement ? event.target : null;
  const typing = target !== null && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typing;
}

export function HeaderSearch() {
  const [open, setOpen] = useState(false);

  // Once the page is idle, the dialog's module (fetched with the page's first use, or now) is made
  // ready, so that opening it renders at once.
  useEffect(() => {
    void whenPageIdle()
      .then(loadDialog)
      .catch(() => {});
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || !isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <form
        action={paths.search()}
        method="get"
        role="search"
        aria-label="Site"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <button
          type="submit"
          aria-label="Search the site"
          aria-haspopup="dialog"
          aria-keyshortcuts="/ Control+K Meta+K"
          onPointerEnter={() => void loadDialog().catch(() => {})}
          onFocus={() => void loadDialog().catch(() => {})}
          className="inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 lg:h-10 lg:w-44 lg:border lg:border-slate-300 lg:bg-white"
        >
          <Search aria-hidden="true" className="h-5 w-5 shrink-0 lg:h-4 lg:w-4" />
          <span aria-hidden="true" className="hidden grow text-left lg:inline">
            Search
          </span>
          <kbd aria-hidden="true" className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-500 lg:inline">
            /
          </kbd>
        </button>
      </form>
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}

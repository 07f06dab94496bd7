/**
 * One admin list screen (docs/architecture.md, "Admin lists"): the header with its actions, what sits
 * above the list (figures, notices), the filter bar, then the list itself in its three states
 * (loading, failed with a way to try again, loaded: "Showing 3 of 40 …", the rows or why there are
 * none, and the pager), and the screen's dialogs. A screen gives its list (src/hooks/use-admin-list.ts)
 * and its definition: the words, and slots for what is its own (figures, a row, the empty state).
 */
import { AlertTriangle, RefreshCw, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ListScreenState } from '@/hooks/use-admin-list.ts';
import type { Load } from '@/hooks/use-load.ts';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { FilterBar, type FilterSearch } from '@/components/ui/filter-bar.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { pageCountOf } from '@/data/paging.ts';
import { formatCount } from '@/lib/dates.ts';

/** What a screen says about its list, and its slots. */
export interface AdminListDefinition<T, F extends string, Stats> {
  /** The h1 and the document's title (unless `documentTitle`), and the screen's path. */
  title: string;
  documentTitle?: string;
  path: string;
  intro: ReactNode;
  note?: ReactNode;
  /** The screen's width. */
  width?: 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';
  /** The list's heading: for screen readers only unless `visible` (then it shows the figure `listed`). */
  heading: { text: string; visible?: boolean };
  /** One row, two rows: "message", "messages" (for "Showing 3 of 40 messages"); none: no such line. */
  noun?: [string, string];
  /** The spinner's label while the first page loads. */
  loading: string;
  /** The pager's name ("Messages pages"), and how many rows a page holds. */
  pager: string;
  pageSize: number;
  /** The search box, when the list has one. */
  search?: Omit<FilterSearch, 'value' | 'onChange'>;
  /** The filter select, when the list has one: its label, its options and its width. */
  filter?: { label: string; options: readonly { value: F; label: string }[]; width?: string };
  /** The figures above the list. */
  figures?(stats: Stats): ReactNode;
  /** Why a page is empty: `narrowed` when a filter or search leaves rows out of it. */
  empty(state: { narrowed: boolean; stats: Stats }): ReactNode;
  /** The rows of a page (a list, a table): a slot, since each collection's row is its own. */
  rows(items: T[]): ReactNode;
}

/** A failed load, and the way to try again. */
export function ListFailure({
  title,
  detail,
  retry = 'Try again',
  icon: Icon = RefreshCw,
  onRetry,
}: {
  title: string;
  detail?: ReactNode;
  retry?: string;
  icon?: LucideIcon;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto h-8 w-8 text-red-700" />
      <h3 className="mt-2 text-lg font-semibold text-red-900">{title}</h3>
      {detail && <p className="mt-1 text-red-800">{detail}</p>}
      <button type="button" onClick={onRetry} className={`${buttonStyles.primary} mt-4`}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {retry}
      </button>
    </div>
  );
}

interface AdminListScreenProps<T, F extends string, Stats> {
  definition: AdminListDefinition<T, F, Stats>;
  screen: ListScreenState<T, F, Stats>;
  /** False: no pager (say, while a search that is not paged shows its results). */
  paged?: boolean;
  /** The header's actions (Refresh, Export, New…). */
  actions?: ReactNode;
  /** Between the header and the figures: notices and panels of the screen's own. */
  before?: ReactNode;
  /** At the end of the filter bar: a counter or actions. */
  trailing?: ReactNode;
  /** What a failed load shows (a `ListFailure`). */
  failure: ReactNode;
  /** Another load the list shows beside its pages (say, the figures), whose failure is the list's. */
  alongside?: Pick<Load<unknown>, 'state'>;
  /** The id of the list's heading, where focus goes when a row leaves the page. */
  listId?: string;
  /** The screen's dialogs. */
  children?: ReactNode;
}

export function AdminListScreen<T, F extends string, Stats>({
  definition,
  screen,
  paged = true,
  actions,
  before,
  trailing,
  failure,
  alongside,
  listId,
  children,
}: AdminListScreenProps<T, F, Stats>) {
  const fallbackId = useId();
  const headingId = listId ?? `${fallbackId}-list`;
  const { list, items, stats, listed, narrowed } = screen;
  const { loaded } = list;
  const status = alongside?.state.status === 'error' ? 'error' : loaded.state.status;
  const shown = status !== 'error' && list.view != null;
  const { heading, noun, filter, search } = definition;

  return (
    <>
      <Seo title={definition.documentTitle ?? definition.title} path={definition.path} noindex />
      <div className={`mx-auto ${definition.width ?? 'max-w-6xl'}`}>
        <AdminPageHeader title={definition.title} intro={definition.intro} note={definition.note} actions={actions} />
        {before}
        {definition.figures?.(stats)}
        {(search || filter) && (
          <FilterBar
            className="mt-6"
            search={search ? { ...search, value: screen.search, onChange: screen.setSearch } : undefined}
            filters={
              filter
                ? [{ label: filter.label, value: screen.filter, onChange: (value) => screen.setFilter(value as F), options: filter.options, width: filter.width }]
                : []
            }
            trailing={trailing}
          />
        )}

        <section aria-labelledby={headingId} aria-busy={loaded.stale || undefined} className="mt-6">
          <h2 id={headingId} tabIndex={-1} className={heading.visible ? 'mb-4 text-lg font-semibold text-slate-900' : 'sr-only'}>
            {heading.text}
            {heading.visible && shown ? ` (${formatCount(listed)})` : ''}
          </h2>
          {status === 'loading' && !shown && <Spinner label={definition.loading} />}
          {status === 'error' && failure}
          {shown && (
            <>
              {noun && (
                <p aria-live="polite" className="mb-3 text-sm text-slate-700">
                  Showing {formatCount(items.length)} of {formatCount(listed)} {listed === 1 ? noun[0] : noun[1]}
                </p>
              )}
              {items.length === 0 ? (
                definition.empty({ narrowed, stats })
              ) : (
                <div className={loaded.stale ? 'opacity-60 transition-opacity' : undefined}>{definition.rows(items)}</div>
              )}
              {paged && (
                <Pager
                  label={definition.pager}
                  className="mt-6"
                  page={list.position.page}
                  pageCount={pageCountOf(listed, definition.pageSize)}
                  busy={loaded.stale}
                  hasPrevious={list.hasPrevious}
                  hasNext={list.hasNext}
                  onPrevious={list.previous}
                  onNext={list.next}
                />
              )}
            </>
          )}
        </section>
      </div>
      {children}
    </>
  );
}

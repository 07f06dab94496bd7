/**
 * /admin/openings: the job openings the Careers page lists (`openings/<slug>`), for admins. Figures
 * (total, open, expired, closed), a status filter kept in the address (`?status=`), and the openings
 * 20 a page (Previous/Next by cursor), each with its facts, its status, a link to its page and to the
 * applications it received, and Edit, Close (after confirming) or Reopen. "Post an opening" and Edit
 * open the opening form (./opening-form.tsx). An admin list (src/components/admin/admin-list-screen.tsx);
 * its state and writes are `useOpeningsManager` (./use-openings-manager.ts).
 */
import {
  Archive,
  Briefcase,
  Building2,
  CalendarClock,
  CalendarDays,
  CalendarX,
  CheckCircle2,
  Clock,
  DollarSign,
  MapPin,
  Pencil,
  Plus,
  RotateCcw,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AdminListScreen, ListFailure, type AdminListDefinition } from '@/components/admin/admin-list-screen.tsx';
import { RowAction } from '@/components/admin/list-actions.tsx';
import { StatGrid } from '@/components/admin/stat-card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { buttonClass, buttonStyles } from '@/components/ui/styles.ts';
import { emptyOpeningInput, openingInputOf } from '@/features/careers/data/opening-input.ts';
import { OPENINGS_PAGE_SIZE, type OpeningStats } from '@/features/careers/data/opening-store.ts';
import {
  dayOf,
  employmentTypeLabel,
  locationLabel,
  openingStatus,
  salaryLabel,
  type JobOpening,
  type OpeningStatus,
} from '@/features/careers/data/openings.ts';
import { formatDate } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { countOf } from '@/lib/plural.ts';
import { OpeningFormModal } from './opening-form.tsx';
import { OPENING_ERRORS, OPENING_FILTERS, OPENING_STATUS_LABELS, useOpeningsManager, type OpeningFilter } from './use-openings-manager.ts';

const FILTER_OPTIONS = OPENING_FILTERS.map((value) => ({ value, label: value === 'all' ? 'All' : OPENING_STATUS_LABELS[value] }));

const STATUS_TONES: Record<OpeningStatus, string> = {
  open: 'bg-green-100 text-green-800',
  expired: 'bg-amber-100 text-amber-900',
  closed: 'bg-slate-200 text-slate-700',
};

/** The figures; a dash until they are read. */
function OpeningFigures({ stats }: { stats: OpeningStats | null }) {
  const figure = (value: number | undefined) =>
    value === undefined ? (
      <>
        <span aria-hidden="true">–</span>
        <span className="sr-only">Loading</span>
      </>
    ) : (
      String(value)
    );
  return (
    <StatGrid
      label="Opening figures"
      stats={[
        { title: 'Total', value: figure(stats?.total), icon: Briefcase, tone: 'bg-slate-700' },
        { title: 'Open', value: figure(stats?.open), subtitle: 'Listed on Careers', icon: CheckCircle2, tone: 'bg-green-700' },
        { title: 'Expired', value: figure(stats?.expired), subtitle: 'Last day passed', icon: CalendarX, tone: 'bg-amber-700' },
        { title: 'Closed', value: figure(stats?.closed), subtitle: 'Filled or withdrawn', icon: Archive, tone: 'bg-slate-500' },
      ]}
    />
  );
}

interface RowHandlers {
  now: Date;
  applications: Record<string, number> | null;
  busyWith: string | null;
  busy: boolean;
  onEdit(opening: JobOpening): void;
  onClose(opening: JobOpening): void;
  onReopen(opening: JobOpening): void;
}

interface ScreenHandlers extends RowHandlers {
  filter: OpeningFilter;
  onPost(): void;
  onShowAll(): void;
}

const definition = ({ filter, onPost, onShowAll, ...row }: ScreenHandlers): AdminListDefinition<JobOpening, OpeningFilter, OpeningStats | null> => ({
  title: 'Openings',
  path: paths.admin.openings(),
  intro: 'The jobs the Careers page lists: post an opening, keep it up to date, and close it once it is filled.',
  note: 'An open opening is listed on Careers and takes applications until its last day; an expired or closed one keeps its page, which says it no longer takes applications.',
  heading: { text: 'Openings' },
  noun: ['opening', 'openings'],
  loading: 'Loading openings...',
  pager: 'Openings pages',
  pageSize: OPENINGS_PAGE_SIZE,
  filter: { label: 'Status', options: FILTER_OPTIONS, width: 'md:w-56' },
  figures: (stats) => <OpeningFigures stats={stats} />,
  empty: ({ narrowed, stats }) =>
    narrowed && filter !== 'all' && (stats?.total ?? 0) > 0 ? (
      <EmptyState
        icon={Briefcase}
        title={`No ${filter} openings`}
        titleAs="h3"
        text="Choose another status to see the others."
        action={
          <button type="button" onClick={onShowAll} className={buttonClass({ variant: 'secondary' })}>
            Show all openings
          </button>
        }
      />
    ) : (
      <EmptyState
        icon={Briefcase}
        title="No openings yet"
        titleAs="h3"
        text="Openings you post appear here and, while open, on the Careers page."
        action={
          <button type="button" onClick={onPost} className={buttonClass()}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Post an opening
          </button>
        }
      />
    ),
  rows: (openings) => (
    <ul aria-label="Openings" className="space-y-3">
      {openings.map((opening) => (
        <OpeningRow key={opening.slug} opening={opening} {...row} />
      ))}
    </ul>
  ),
});

export function OpeningsManagerPage() {
  const manager = useOpeningsManager();
  const { screen, view, editing, setEditing, closing, setClosing, busyWith, busy, save, confirmClose, reopen } = manager;
  const post = () => setEditing({ mode: 'add' });

  return (
    <AdminListScreen
      definition={definition({
        filter: manager.filter,
        now: view?.now ?? new Date(),
        applications: view?.applications ?? null,
        busyWith,
        busy,
        onEdit: (opening) => setEditing({ mode: 'edit', opening }),
        onClose: setClosing,
        onReopen: (opening) => void reopen(opening),
        onPost: post,
        onShowAll: () => screen.setFilter('all'),
      })}
      screen={screen}
      listId={manager.listId}
      actions={
        <button type="button" onClick={post} className={`${buttonStyles.primary} whitespace-nowrap`}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Post an opening
        </button>
      }
      failure={<ListFailure title={OPENING_ERRORS.load} onRetry={manager.retry} />}
    >
      <OpeningFormModal
        open={editing !== null}
        mode={editing?.mode ?? 'add'}
        initial={editing?.mode === 'edit' ? openingInputOf(editing.opening) : emptyOpeningInput(new Date())}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={closing !== null}
        title="Close opening"
        message="Close this opening? It leaves the Careers page and takes no more applications; its page stays, saying it is closed. You can reopen it later."
        detail={closing?.title}
        confirmLabel="Close opening"
        confirmIcon={XCircle}
        workingLabel="Closing..."
        tone="primary"
        working={closing !== null && busyWith === closing.slug}
        onConfirm={() => closing && void confirmClose(closing)}
        onCancel={() => setClosing(null)}
      />
    </AdminListScreen>
  );
}

/** One fact of a row: its icon, what it is (for screen readers) and its value. */
function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: string }) {
  return (
    <div className="inline-flex min-w-0 items-center gap-1.5">
      <dt className="sr-only">{term}</dt>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** "N applications", a link to them (a dash while they could not be counted). */
function ApplicationsLink({ opening, count }: { opening: JobOpening; count: number | undefined }) {
  return (
    <Link
      to={paths.admin.applications(opening.slug)}
      className="inline-block py-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {count === undefined ? 'View applications' : countOf(count, 'application')}{' '}
      <span className="sr-only">for {opening.title}</span>
    </Link>
  );
}

function OpeningRow({ opening, now, applications, busyWith, busy, onEdit, onClose, onReopen }: RowHandlers & { opening: JobOpening }) {
  const titleId = useId();
  const status = openingStatus(opening, now);
  const lastDayPast = opening.validThrough !== null && opening.validThrough < dayOf(now);
  const working = busyWith === opening.slug;
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="min-w-0 text-base font-semibold text-slate-900">
                <Link
                  to={paths.opening(opening.slug)}
                  className="wrap-anywhere underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {opening.title}
                </Link>
              </h3>
              <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>{OPENING_STATUS_LABELS[status]}</span>
            </div>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <Fact icon={Building2} term="Department">
                {opening.department}
              </Fact>
              <Fact icon={MapPin} term="Location">
                {locationLabel(opening)}
              </Fact>
              <Fact icon={Clock} term="Employment type">
                {employmentTypeLabel(opening.employmentType)}
              </Fact>
              <Fact icon={DollarSign} term="Salary">
                {opening.salary ? salaryLabel(opening.salary) : 'Salary not shown'}
              </Fact>
            </dl>
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <Fact icon={CalendarDays} term="Posted">
                {`Posted ${formatDate(opening.datePosted)}`}
              </Fact>
              <Fact icon={CalendarClock} term="Last day">
                {opening.validThrough ? `Last day ${formatDate(opening.validThrough)}` : 'No closing date'}
              </Fact>
            </dl>
            {lastDayPast && (
              <p className="mt-2 text-sm text-amber-900">
                {status === 'closed'
                  ? 'Its last day has passed: reopened, it shows as expired until you edit it to set a later last day.'
                  : 'Its last day has passed, so Careers no longer lists it: edit it to set a later last day, or close it.'}
              </p>
            )}
            <p className="mt-1">
              <ApplicationsLink opening={opening} count={applications?.[opening.slug]} />
            </p>
          </div>
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 md:w-36 md:flex-col md:border-0 md:pt-0">
            <RowAction icon={Pencil} tone="brand" label={`Edit ${opening.title}`} onClick={() => onEdit(opening)}>
              Edit
            </RowAction>
            {status === 'closed' ? (
              <RowAction icon={RotateCcw} tone="green" label={`Reopen ${opening.title}`} disabled={busy} working={working} onClick={() => onReopen(opening)}>
                Reopen
              </RowAction>
            ) : (
              <RowAction icon={XCircle} tone="red" label={`Close ${opening.title}`} disabled={busy} working={working} onClick={() => onClose(opening)}>
                Close
              </RowAction>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

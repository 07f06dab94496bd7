/**
 * The state of /admin/activity (./activity.tsx): the filters, read from and written to the address
 * (`?area=&by=&from=&to=`, so a link reproduces the view), the page of entries for them with which of
 * their targets still exist, how many entries they match, and the people to filter by. A To date
 * before the From date is refused: it stays in the fields and the address, said under To, and no
 * query runs until it is put right.
 */
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '@/hooks/use-load.ts';
import { usePagedList, type PageEnds, type Position } from '@/hooks/use-paged-list.ts';
import type { ListScreenState } from '@/hooks/use-admin-list.ts';
import {
  ACTIVITY_AREAS,
  countActivity,
  dayStart,
  existingTargets,
  listActivityPage,
  listStaff,
  NO_FILTER,
  type ActivityArea,
  type ActivityEntry,
  type ActivityFilter,
} from '@/features/activity/data/activity.ts';
import { targetNeedsCheck } from './targets.ts';

/** Said for a failed read of the log, in the words of the other admin screens' (one toast, however many reads failed). */
export const ACTIVITY_ERROR = 'Error fetching activity';

/** Said under To when it is before From. */
export const RANGE_PROBLEM = 'The To date is before the From date.';

const LOAD_OPTIONS = { errorMessage: ACTIVITY_ERROR } as const;

/** One page as the screen shows it: its entries, where it begins and ends, and the targets that still exist. */
export interface ActivityView {
  entries: ActivityEntry[];
  ends: PageEnds;
  existing: ReadonlySet<string>;
}

const NOTHING: ActivityView = { entries: [], ends: { first: null, last: null, hasPrevious: false, hasNext: false }, existing: new Set() };

type FilterName = keyof ActivityFilter;

/** The filter the address holds: unknown areas and dates that are not dates count as none. */
export function filterOf(params: URLSearchParams): ActivityFilter {
  const date = (name: 'from' | 'to') => {
    const value = params.get(name) ?? '';
    return dayStart(value) ? value : '';
  };
  return {
    area: ACTIVITY_AREAS.find((area) => area === params.get('area')) ?? NO_FILTER.area,
    by: params.get('by')?.trim() || NO_FILTER.by,
    from: date('from'),
    to: date('to'),
  };
}

/** True when both dates are given and To is before From. */
export function rangeIsBackwards({ from, to }: ActivityFilter): boolean {
  const start = dayStart(from);
  const end = dayStart(to);
  return start !== null && end !== null && end.getTime() < start.getTime();
}

/** The filter in the address: what was chosen and typed, replacing the entry (no history step per change). */
function useFilterInAddress() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const setFilter = (name: FilterName, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== NO_FILTER[name]) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { filter, setFilter };
}

/** A page of the log for `filter` at `position`, with which of its targets still exist. */
async function loadPage(filter: ActivityFilter, position: Position): Promise<ActivityView> {
  const { entries, ...ends } = await listActivityPage(filter, { after: position.after, before: position.before });
  const existing = await existingTargets(entries.map((entry) => entry.target).filter(targetNeedsCheck));
  return { entries, ends, existing };
}

/** Everything /admin/activity shows and changes, for the page to lay out. */
export function useActivityScreen() {
  const { filter, setFilter } = useFilterInAddress();
  const backwards = rangeIsBackwards(filter);
  const filterKey = JSON.stringify(filter);

  const staff = useLoad('activity-staff', () => listStaff(), LOAD_OPTIONS);
  const count = useLoad(backwards ? null : ['activity-count', filter], () => countActivity(filter), { ...LOAD_OPTIONS, keepPrevious: true });
  // A backwards range queries nothing: the page is empty until the dates are put right.
  const list = usePagedList(filterKey, (position) => (backwards ? Promise.resolve(NOTHING) : loadPage(filter, position)), (view) => view.ends, LOAD_OPTIONS);

  const entries = list.view?.entries ?? [];
  const listed = backwards ? 0 : (count.data ?? 0);
  const narrowed = filter.area !== NO_FILTER.area || filter.by !== NO_FILTER.by || filter.from !== '' || filter.to !== '';

  // The list screen's state: the area is its filter (the other three are this screen's own); no search box.
  const screen: ListScreenState<ActivityEntry, ActivityArea | 'all', null> = {
    filter: filter.area,
    setFilter: (area) => setFilter('area', area),
    search: '',
    setSearch: () => {},
    list,
    items: entries,
    stats: null,
    listed,
    narrowed,
  };

  // Someone no longer staff (or not yet loaded) whose entries the address asks for: named as the log names them.
  const people = staff.data ?? [];
  const absent = filter.by !== NO_FILTER.by && !people.some((person) => person.uid === filter.by);
  const byName = entries.find((entry) => entry.by === filter.by)?.byName || filter.by;

  return {
    screen,
    filter,
    setFilter,
    backwards,
    existing: list.view?.existing ?? NOTHING.existing,
    /** How many entries the filter matches; null until counted (or while the range is backwards). */
    counted: backwards || count.state.status !== 'ready' ? null : listed,
    count,
    people: absent ? [...people, { uid: filter.by, name: byName }] : people,
    retry: () => {
      list.loaded.retry();
      count.retry();
      staff.retry();
    },
  };
}

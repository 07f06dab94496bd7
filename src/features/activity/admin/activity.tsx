/**
 * /admin/activity: the audit log, for admins. Every change staff made, newest first, 20 a page
 * (Previous/Next by cursor, "Page 1 of N" from a count), filtered by area, person and dates, the
 * filters in the address so that a link reproduces the view. Each entry says when, who, the area and
 * what changed, the last a link to the changed document's screen unless it has been deleted since.
 *
 * An admin list (src/components/admin/admin-list-screen.tsx) over its own filter bar: four controls
 * and the range's check do not fit the shared bar's search and one select.
 */
import { History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AdminListScreen, ListFailure, type AdminListDefinition } from '@/components/admin/admin-list-screen.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { ACTIVITY_PAGE_SIZE, type ActivityArea, type ActivityEntry } from '@/features/activity/data/activity.ts';
import { paths } from '@/lib/paths.ts';
import { ActivityFilters, ActivityTable } from './activity-parts.tsx';
import { ACTIVITY_ERROR, useActivityScreen } from './use-activity-screen.ts';

export { ACTIVITY_ERROR, RANGE_PROBLEM } from './use-activity-screen.ts';

interface Shown {
  existing: ReadonlySet<string>;
  loading: boolean;
  backwards: boolean;
}

const definition = ({ existing, loading, backwards }: Shown): AdminListDefinition<ActivityEntry, ActivityArea | 'all', null> => ({
  title: 'Activity',
  path: paths.admin.activity(),
  intro: 'Every change staff made: who, what and when.',
  heading: { text: 'Entries' },
  loading: 'Loading activity...',
  pager: 'Activity pages',
  pageSize: ACTIVITY_PAGE_SIZE,
  empty: ({ narrowed }) =>
    backwards ? (
      <EmptyState icon={History} title="No entries for these dates" text="Choose a To date on or after the From date to see entries." />
    ) : narrowed ? (
      <EmptyState
        icon={History}
        title="No activity matches these filters"
        text="Try another area, person or dates."
        action={
          <Link to={paths.admin.activity()} className={buttonStyles.secondary}>
            Clear filters
          </Link>
        }
      />
    ) : (
      <EmptyState icon={History} title="No activity yet" text="Changes staff make to posts, services, settings, users and more are listed here." />
    ),
  rows: (entries) => <ActivityTable entries={entries} existing={existing} loading={loading} />,
});

export function ActivityPage() {
  const { screen, filter, setFilter, backwards, existing, counted, count, people, retry } = useActivityScreen();
  return (
    <AdminListScreen
      definition={definition({ existing, loading: screen.list.loaded.stale, backwards })}
      screen={screen}
      paged={!backwards}
      before={<ActivityFilters filter={filter} onChange={setFilter} people={people} backwards={backwards} counted={counted} />}
      alongside={count}
      failure={<ListFailure title={ACTIVITY_ERROR} onRetry={retry} />}
    />
  );
}

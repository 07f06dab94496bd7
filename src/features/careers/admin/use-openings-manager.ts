/**
 * The state and writes of /admin/openings (./openings.tsx): the status filter, read from and written
 * to the address (`?status=open|expired|closed`, so a reload or a link keeps it), the page of 20
 * openings shown for it (Previous/Next by cursor) with the figures and each listed opening's number of
 * applications, which opening is being posted, edited or closed, and the writes, each with its toast.
 * After every write the page and the figures are read again.
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAction } from '@/hooks/use-action.ts';
import type { ListScreenState } from '@/hooks/use-admin-list.ts';
import { usePagedList, type PageEnds, type Position } from '@/hooks/use-paged-list.ts';
import type { OpeningErrors } from '@/features/careers/data/opening-input.ts';
import {
  applicationCounts,
  createOpening,
  listOpeningsPage,
  OpeningAddressTakenError,
  openingStats,
  setOpeningClosed,
  updateOpening,
  type OpeningInput,
  type OpeningStats,
} from '@/features/careers/data/opening-store.ts';
import type { JobOpening, OpeningStatus } from '@/features/careers/data/openings.ts';

/** The list's filter: one status, or every opening. */
export type OpeningFilter = OpeningStatus | 'all';

export const OPENING_FILTERS: readonly OpeningFilter[] = ['all', 'open', 'expired', 'closed'];

export const OPENING_STATUS_LABELS: Record<OpeningStatus, string> = { open: 'Open', expired: 'Expired', closed: 'Closed' };

/** What a failed read or write says (logged, and toasted for the writes). */
export const OPENING_ERRORS = {
  load: 'Error fetching openings',
  counts: 'Error counting applications',
  create: 'Error posting opening',
  update: 'Error updating opening',
  close: 'Error closing opening',
  reopen: 'Error reopening opening',
} as const;

/** The Address field's error when the address is another opening's. */
export const ADDRESS_TAKEN = 'Another opening already uses this address.';

/** One page as the screen shows it. */
export interface OpeningsView {
  openings: JobOpening[];
  ends: PageEnds;
  stats: OpeningStats;
  /** Each listed opening's applications; null when they could not be counted (the list shows without). */
  applications: Record<string, number> | null;
  /** The moment the page was read: what its open, expired and closed are measured against. */
  now: Date;
}

/** What saving the form came to: saved (the form closes), or not, with the fields' errors if any. */
export type OpeningSaveOutcome = { saved: true } | { saved: false; errors?: OpeningErrors };

export type OpeningEditing = { mode: 'add' } | { mode: 'edit'; opening: JobOpening } | null;

/** The filter in the address: an unknown `status` counts as none. */
export const filterOf = (params: URLSearchParams): OpeningFilter =>
  OPENING_FILTERS.find((filter) => filter !== 'all' && filter === params.get('status')) ?? 'all';

async function loadView(filter: OpeningFilter, position: Position): Promise<OpeningsView> {
  const now = new Date();
  const [{ openings, ...ends }, stats] = await Promise.all([
    listOpeningsPage(filter, { after: position.after, before: position.before }, now),
    openingStats(now),
  ]);
  const applications = await applicationCounts(openings.map((opening) => opening.slug)).catch((error: unknown) => {
    console.error(OPENING_ERRORS.counts, error);
    return null;
  });
  return { openings, ends, stats, applications, now };
}

/** The filter in the address, replacing the entry (no history step per change). */
function useFilterInAddress() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const setFilter = (next: OpeningFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  return { filter, setFilter };
}

export function useOpeningsManager() {
  const listId = `${useId()}-list`;
  const { filter, setFilter } = useFilterInAddress();
  const list = usePagedList(filter, (position) => loadView(filter, position), (view) => view.ends, {
    errorMessage: OPENING_ERRORS.load,
    toast: false,
  });
  const view = list.view;
  const stats = view?.stats ?? null;

  // The list screen's state: the status is its filter; it has no search box.
  const screen: ListScreenState<JobOpening, OpeningFilter, OpeningStats | null> = {
    filter,
    setFilter,
    search: '',
    setSearch: () => {},
    list,
    items: view?.openings ?? [],
    stats,
    listed: stats ? stats[filter === 'all' ? 'total' : filter] : 0,
    narrowed: filter !== 'all',
  };

  const [editing, setEditing] = useState<OpeningEditing>(null);
  const [closing, setClosing] = useState<JobOpening | null>(null);
  // A close or reopen (about one opening: its slug); a save from the form.
  const change = useAction();
  const saving = useAction();

  /** Reads the page and the figures again; when `slug` has left the page, focus goes to the list's heading. */
  const reload = async (slug?: string) => {
    const next = await list.reload();
    if (slug && next && !next.openings.some((opening) => opening.slug === slug)) {
      requestAnimationFrame(() => document.getElementById(listId)?.focus());
    }
  };

  const save = async (input: OpeningInput): Promise<OpeningSaveOutcome> => {
    const target = editing;
    if (!target) return { saved: false };
    const adding = target.mode === 'add';
    const refused: { errors?: OpeningErrors } = {};
    const saved = await saving.run(adding ? OPENING_ERRORS.create : OPENING_ERRORS.update, async () => {
      try {
        if (target.mode === 'add') await createOpening(input);
        else await updateOpening(target.opening.slug, input);
      } catch (error) {
        // Not a failure of the save: the admin chooses another address.
        if (error instanceof OpeningAddressTakenError) {
          refused.errors = { slug: ADDRESS_TAKEN };
          return;
        }
        throw error;
      }
      toast.success(adding ? 'Opening posted' : 'Opening updated');
      setEditing(null);
      // An edited opening may leave the page shown (an expired one given a later last day).
      await reload(target.mode === 'edit' ? target.opening.slug : undefined);
    });
    if (refused.errors) return { saved: false, errors: refused.errors };
    return saved ? { saved: true } : { saved: false };
  };

  const setClosed = (opening: JobOpening, closed: boolean) =>
    change.run(
      closed ? OPENING_ERRORS.close : OPENING_ERRORS.reopen,
      async () => {
        await setOpeningClosed(opening.slug, closed, opening.title);
        toast.success(closed ? 'Opening closed' : 'Opening reopened');
        setClosing(null);
        await reload(opening.slug);
      },
      opening.slug,
    );

  return {
    listId,
    filter,
    screen,
    view,
    editing,
    setEditing,
    closing,
    setClosing,
    /** The slug of the opening being closed or reopened; null when none is. */
    busyWith: change.busyWith,
    busy: change.busy,
    save,
    confirmClose: (opening: JobOpening) => setClosed(opening, true),
    reopen: (opening: JobOpening) => setClosed(opening, false),
    retry: () => list.loaded.retry(),
  };
}

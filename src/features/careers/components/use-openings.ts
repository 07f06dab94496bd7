/**
 * The openings a public page shows: prerendered with the build's copy, then read afresh from the
 * backend once the page's app runs (an admin may have posted, edited or closed one since).
 */
import { initialDataKeys, useInitialData } from '@/context/initial-data.tsx';
import type { PagePrerender } from '@/context/page-prerender.ts';
import { useLoad, type Load } from '@/hooks/use-load.ts';
import { getOpening, listOpenOpenings } from '@/features/careers/data/opening-store.ts';
import type { JobOpening } from '@/features/careers/data/openings.ts';

/** The openings taking applications today, newest posted first. */
export function useOpenOpenings(): Load<JobOpening[]> {
  const prerendered = useInitialData<JobOpening[]>(initialDataKeys.openOpenings);
  return useLoad('open-openings', () => listOpenOpenings(new Date()), { initial: prerendered, errorMessage: 'Error fetching open positions', toast: false });
}

/** The opening at /careers/<slug> (null: there is none). */
export function useOpening(slug: string): Load<JobOpening | null> {
  const prerendered = useInitialData<JobOpening | null>(initialDataKeys.opening(slug));
  return useLoad(['opening', slug], () => getOpening(slug), { initial: prerendered, errorMessage: 'Error fetching the position', toast: false });
}

/** Careers' build data: the open openings. */
export const prerenderOpenOpenings: PagePrerender = async () => ({ [initialDataKeys.openOpenings]: await listOpenOpenings(new Date()) });

/** An opening's page's build data: the opening, and the open ones (a closed opening's page points to them). */
export const prerenderOpening: PagePrerender = async ({ slug = '' }) => {
  const [opening, open] = await Promise.all([getOpening(slug), listOpenOpenings(new Date())]);
  return { [initialDataKeys.opening(slug)]: opening, [initialDataKeys.openOpenings]: open };
};

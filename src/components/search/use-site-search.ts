/** The site search, opened on first use (src/features/search/data/site-search.ts): null while it loads. */
import { useEffect, useState } from 'react';
import { openSiteSearch, type SiteSearch } from '@/features/search/data/site-search.ts';

export type SiteSearchState = { status: 'loading' } | { status: 'ready'; search: SiteSearch } | { status: 'error' };

export function useSiteSearch(enabled = true): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    openSiteSearch().then(
      (search) => live && setState({ status: 'ready', search }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

/** What the live region says while the search cannot answer yet, or cannot at all. */
export const SEARCH_UNAVAILABLE = 'The search could not be loaded. Check your connection and try again.';

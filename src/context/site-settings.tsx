/**
 * The site settings every screen shows (footer, contact details, page metadata), read once per
 * backend and shared: `useSiteSettings()` gives the built-in details from `src/content/site.ts`
 * while the document loads or when it is absent, and the stored ones afterwards. Settings calls
 * `publishSiteSettings()` after a save, so every reader shows the new values at once.
 *
 * A small external store rather than a context provider: the footer and the page metadata sit in
 * different parts of the tree, and a store needs no wrapper in the app shell or in tests. Nothing
 * touches browser globals at module scope.
 *
 * A prerendered page was built with the settings stored at build time (scripts/prerender.mjs puts
 * them in its initial data): readers show those until the stored ones are read, on the server and
 * while hydrating alike, so the HTML and the first render agree and, while nothing has changed since
 * the build, nothing on the page moves when the read arrives. Without them (tests, the client shell)
 * the built-in details stand in.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { initialDataKeys, useInitialData } from '@/context/initial-data.tsx';
import { builtDataIsCurrent, getPublicStore } from '@/backend/index.ts';
import type { DocumentStore } from '@/backend/types.ts';
import { DEFAULT_SITE_SETTINGS, getSiteSettings, type SiteSettings } from '@/features/site/data/settings.ts';
import { whenPageIdle } from '@/lib/idle.ts';

interface Snapshot {
  status: 'loading' | 'ready';
  settings: SiteSettings;
}

const INITIAL: Snapshot = { status: 'loading', settings: DEFAULT_SITE_SETTINGS };

let snapshot: Snapshot = INITIAL;
/** The store the snapshot was read from (tests start a fresh backend per test; a sign-in may bring another). */
let loadedFrom: DocumentStore | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(next: Snapshot) {
  // Settings equal to the ones shown keep their identity: readers of the settings alone (footer, page
  // metadata) then do not re-render when the stored copy turns out to match the built-in one.
  const settings = JSON.stringify(next.settings) === JSON.stringify(snapshot.settings) ? snapshot.settings : next.settings;
  snapshot = next.status === snapshot.status && settings === snapshot.settings ? snapshot : { ...next, settings };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => snapshot;
const getServerSnapshot = () => INITIAL;
const getSettings = () => snapshot.settings;
const getServerSettings = () => INITIAL.settings;

/** Reads the settings (once per store unless `force`); a failure is logged and the defaults stay. */
export async function loadSiteSettings(force = false): Promise<void> {
  // A backend that did not start: the session shows the error page; the defaults stay meanwhile.
  const store = await getPublicStore().catch(() => null);
  if (!store) return;
  if (!force && loadedFrom === store) return loading ?? undefined;
  if (loadedFrom !== store) emit(INITIAL);
  loadedFrom = store;
  const current = getSiteSettings()
    .then((settings) => {
      if (loadedFrom === store) emit({ status: 'ready', settings });
    })
    .catch((error: unknown) => {
      console.error('Error fetching site settings', error);
      if (loadedFrom === store) emit({ status: 'ready', settings: DEFAULT_SITE_SETTINGS });
    });
  loading = current;
  return current;
}

/** After a save: every reader shows what was stored, without another read. */
export function publishSiteSettings(settings: SiteSettings): void {
  emit({ status: 'ready', settings });
}

/**
 * Starts the one read of the settings when the first reader mounts, once the page is idle: the page
 * shows the settings it was built with meanwhile.
 */
function useSettingsLoad(built = false) {
  useEffect(() => {
    // Built with the settings the backend would answer (demo mode, nothing stored here yet): no read.
    if (built && builtDataIsCurrent()) return;
    void whenPageIdle().then(() => loadSiteSettings());
  }, [built]);
}

const sameSettings = (a: SiteSettings, b: SiteSettings) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The current site settings: until the stored ones arrive, those the page was prerendered with, else
 * the built-in details. Stored ones equal to those keep their identity: readers do not re-render.
 */
export function useSiteSettings(): SiteSettings {
  const built = useInitialData<SiteSettings>(initialDataKeys.siteSettings);
  useSettingsLoad(built !== undefined);
  const getBuilt = () => built ?? getServerSettings();
  const getCurrent = () =>
    built && (snapshot.status === 'loading' || sameSettings(snapshot.settings, built)) ? built : getSettings();
  return useSyncExternalStore(subscribe, getCurrent, getBuilt);
}

/** The settings and whether they have been read yet (the Settings form waits for them). */
export function useSiteSettingsState(): Snapshot {
  useSettingsLoad();
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

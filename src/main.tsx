import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { InitialDataProvider, readInitialData } from './app/initial-data.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { routes } from './app/routes.tsx';
import { getBackend } from './backend/index.ts';
import './index.css';

// Start the backend straight away; pages that need it wait for it, the first paint does not.
void getBackend();

/**
 * A prerendered page is hydrated: the lazy route modules of its URL are loaded first (and set on
 * their routes), so the router's first render is the page itself, as on the server, not the fallback.
 */
async function resolveLazyRoutes(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const initialData = readInitialData(document);
  // Pages were prerendered for their plain URL: with a query (/blog?q=…) the first render differs, so
  // React renders it afresh (with the page's data) instead of hydrating.
  if (container.firstElementChild && window.location.search === '') {
    await resolveLazyRoutes(window.location.pathname);
    // The page is already on screen: hydrate it in slices that yield to input (a transition).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <InitialDataProvider value={initialData}>
            <AppProviders>
              <AppRouter hydrated />
            </AppProviders>
          </InitialDataProvider>
        </StrictMode>,
      );
    });
  } else {
    createRoot(container).render(
      <StrictMode>
        <InitialDataProvider value={initialData}>
          <AppProviders>
            <AppRouter />
          </AppProviders>
        </InitialDataProvider>
      </StrictMode>,
    );
  }
}

void start();

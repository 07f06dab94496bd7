import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { InitialDataProvider, readInitialData } from './app/initial-data.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadRoutes } from './app/routes.tsx';
import { getBackend } from './backend/index.ts';
import './index.css';

// Start the backend straight away; pages that need it wait for it, the first paint does not.
void getBackend();

async function start() {
  const container = document.getElementById('root')!;
  const initialData = readInitialData(document);
  // Pages were prerendered for their plain URL: with a query (/blog?q=…) the first render differs, so
  // React renders it afresh (with the page's data) instead of hydrating.
  if (container.firstElementChild && window.location.search === '') {
    // Its page chunks first, so that the first render is the page itself, as on the server.
    await preloadRoutes(window.location.pathname);
    // The page is already on screen: hydrate it in slices that yield to input (a transition).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <InitialDataProvider value={initialData} hydrating>
            <AppProviders>
              <AppRouter />
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

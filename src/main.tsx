import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from './react-dom-init.ts';
import { InitialDataProvider, readInitialData, type InitialData } from './context/initial-data.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { preloadRoutes } from './app/routes.tsx';
import { getBackend } from './backend/index.ts';
import { pressHeldClick } from './lib/held-click.ts';
import { APP_ROOT, HELD_CLICK } from './lib/page-contract.ts';
import { whenPageIdle, whenVisitorActs } from './lib/idle.ts';
import './index.css';

/** The app; `hydrating`: it takes over the prerendered HTML in #root. */
function app(initialData: InitialData, hydrating: boolean) {
  return (
    <StrictMode>
      <InitialDataProvider value={initialData} hydrating={hydrating}>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </InitialDataProvider>
    </StrictMode>
  );
}

/** A new task: the browser may handle input and paint before the next start-up step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root')!;
  // Pages were prerendered for their plain URL: with a query (/blog?q=…) the first render differs, so
  // React renders it afresh (with the page's data) instead of hydrating.
  if (container.firstElementChild && window.location.search === '') {
    // The page is on screen already: each step below is a short task of its own (the modules were
    // just evaluated in one), instead of one long task that would hold up a tap on a phone.
    await nextTask();
    const initialData = readInitialData(document);
    // Until the page is idle, or the visitor starts using it, the page is its HTML: links, the menu
    // (a popover), the search (a GET form) work as HTML does, and a form's submit is held for the app
    // (scripts/page-boot.browser.js). Then React hydrates the layout (header, footer), and the page's
    // own content once its chunk has arrived: it is not preloaded, so React keeps the page's server HTML
    // meanwhile instead of holding up the layout (docs/decisions/0022-page-content-after-idle.md).
    await Promise.race([whenPageIdle(), whenVisitorActs()]);
    // A task of its own: the input that opened the gate is answered first, without waiting for React.
    await nextTask();
    // A button pressed before the app was here (marked by the boot script) is pressed again below:
    // React then hydrates its way to it at once, which a page's button can do only with its chunk.
    if (document.querySelector(`[${HELD_CLICK}]`)) await preloadRoutes(window.location.pathname).catch(() => {});
    document.documentElement.setAttribute(APP_ROOT, '');
    // Hydrated in slices that yield to input (a transition).
    startTransition(() => {
      hydrateRoot(container, app(initialData, true));
    });
    pressHeldClick();
  } else {
    // Nothing is on screen yet and the page needs the backend: start it straight away. (A prerendered
    // page starts it once hydrated, from the session's effect, instead of competing with hydration.)
    // (A failure is the session's to show: it renders the error page.)
    getBackend().catch(() => {});
    document.documentElement.setAttribute(APP_ROOT, '');
    createRoot(container).render(app(readInitialData(document), false));
  }
}

void start();

import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes.tsx';

/**
 * `hydrated`: the page was prerendered and its route modules are already loaded, so the router starts
 * initialized (no loaders to run) and renders the page, matching the server's HTML.
 */
export function AppRouter({ hydrated = false }: { hydrated?: boolean }) {
  // Created once, on first render in the browser.
  const [router] = useState(() =>
    createBrowserRouter(routes, hydrated ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : undefined),
  );
  return <RouterProvider router={router} />;
}

import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes.tsx';

export function AppRouter() {
  // Created once, on first render in the browser.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

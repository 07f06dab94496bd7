import { createBrowserHistory } from 'history';
import { useState } from 'react';
import { HistoryRouter } from '../context/history-router.tsx';
import { AppRoutes } from './routes.tsx';

/** The site in the browser: the routes for the address bar's location. */
export function AppRouter() {
  // Created once, on first render in the browser.
  const [history] = useState(() => createBrowserHistory());
  return (
    <HistoryRouter history={history}>
      <AppRoutes />
    </HistoryRouter>
  );
}

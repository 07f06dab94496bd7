/**
 * React DOM's entry points for src/main.tsx, taken from a module that shares the `react-dom` chunk
 * with React (vite.config.ts): reading them here runs React's and React DOM's set-up when that chunk
 * is evaluated, which a prerendered page does in a task of its own before the app's
 * (scripts/page-boot.mjs). Bundled CommonJS otherwise runs on first use, inside the app's task.
 */
import * as ReactDOMClient from 'react-dom/client';

export const { createRoot, hydrateRoot } = ReactDOMClient;

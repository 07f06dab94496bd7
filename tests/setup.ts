import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what a person would wait for. Their 1 s default fails on a busy 2-core
// machine (a build beside the tests: CI runs the suite once that way), where the first render of a
// lazy page alone can take several seconds. Bounded all the same, so a real hang still fails, well
// inside the test's own limit (vitest.config.ts: 60 s).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no scrolling; ScrollRestoration and smooth scrolls call these.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-level store: start every test with none.
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
});

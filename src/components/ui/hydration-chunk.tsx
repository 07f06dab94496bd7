/**
 * A part of a prerendered page that React hydrates, and commits, on its own: a Suspense boundary with
 * nothing to wait for. React leaves such a part of the HTML as it is and hydrates it in a later, separate
 * pass, so a long page becomes several short main-thread tasks on a phone instead of one long one
 * (design.md §6). It changes nothing for a page rendered in the browser.
 */
import { Suspense, type ReactNode } from 'react';

export function HydrationChunk({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

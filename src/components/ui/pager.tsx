/**
 * Previous and Next for a list read a page at a time, and where the reader is ("Page 2 of 7",
 * announced when it changes). Each page is one query starting from a cursor, so the bar offers the
 * neighbouring pages rather than every number. `busy`: the next page is on its way (the buttons wait,
 * as they need that page's first or last row).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PagerProps {
  /** The navigation's accessible name ("Messages pages"). */
  label: string;
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  className?: string;
}

const EDGE =
  'inline-flex min-h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-500';

export function Pager({ label, page, pageCount, hasPrevious, hasNext, busy, onPrevious, onNext, className = '' }: PagerProps) {
  return (
    <nav aria-label={label} className={`flex flex-wrap items-center justify-center gap-3 ${className}`}>
      <button type="button" onClick={onPrevious} disabled={busy || !hasPrevious} className={EDGE}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </button>
      <p role="status" aria-live="polite" aria-atomic="true" className="px-2 text-sm font-semibold text-slate-800">
        Page {page} of {Math.max(pageCount, page)}
      </p>
      <button type="button" onClick={onNext} disabled={busy || !hasNext} className={EDGE}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}

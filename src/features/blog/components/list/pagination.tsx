import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Where a neighbouring page of the list is: the blog's path and its query string. */
export type Href = { pathname: string; search: string };

/**
 * Previous and Next, and where the reader is: each page is one query that starts from a cursor
 * (the post before or after it), so the bar offers the neighbouring pages rather than every number.
 */
export function Pagination({
  page,
  pageCount,
  previousHref,
  nextHref,
  onNavigate,
}: {
  page: number;
  pageCount: number;
  previousHref: Href | null;
  nextHref: Href | null;
  onNavigate: () => void;
}) {
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-3">
      <PageLink href={previousHref} onNavigate={onNavigate}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </PageLink>
      <p aria-current="page" className="px-2 text-sm font-semibold text-slate-800">
        Page {page} of {pageCount}
      </p>
      <PageLink href={nextHref} onNavigate={onNavigate}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </PageLink>
    </nav>
  );
}

const edge =
  'inline-flex min-h-10 items-center gap-1 rounded-lg border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A link to the page before or after, or the same words shown disabled when there is none. */
function PageLink({ href, onNavigate, children }: { href: Href | null; onNavigate: () => void; children: ReactNode }) {
  return href ? (
    <Link to={href} preventScrollReset onClick={onNavigate} className={`${edge} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
      {children}
    </Link>
  ) : (
    <span aria-disabled="true" className={`${edge} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`}>
      {children}
    </span>
  );
}

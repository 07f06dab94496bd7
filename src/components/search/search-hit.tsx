/** What a site search result shows, in the search dialog and on the results page: matches highlighted. */
import { FileText, Newspaper } from 'lucide-react';
import { highlightParts } from '@/lib/highlight.ts';
import { countOf } from '@/lib/plural.ts';
import type { SearchHit } from '@/features/search/data/site-search.ts';

export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** "Page", or "Blog post" and its category. */
export function kindLabel(hit: Pick<SearchHit, 'kind' | 'category'>): string {
  return hit.kind === 'page' ? 'Page' : hit.category ? `Blog post · ${hit.category}` : 'Blog post';
}

/** The result's icon, kind, title and excerpt (the title a heading-like line, not a heading element). */
export function SearchHitContent({ hit }: { hit: SearchHit }) {
  const Icon = hit.kind === 'page' ? FileText : Newspaper;
  return (
    <span className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">
          <Highlighted text={hit.title} terms={hit.terms} />
        </span>
        <span className="block text-xs font-medium text-brand-700">{kindLabel(hit)}</span>
        {hit.excerpt && (
          <span className="mt-1 line-clamp-2 block text-sm text-slate-600">
            <Highlighted text={hit.excerpt} terms={hit.terms} />
          </span>
        )}
      </span>
    </span>
  );
}

/** What the live region says of the results. */
export function resultsStatus(query: string, count: number | null): string {
  const typed = query.trim();
  if (!typed) return 'Type to search the pages and posts.';
  if (count === null) return 'Searching…';
  if (count === 0) return `No results for “${typed}”`;
  return `${countOf(count, 'result')} for “${typed}”`;
}

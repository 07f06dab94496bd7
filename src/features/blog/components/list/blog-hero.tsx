/** The blog's hero: the eyebrow, heading and lead, and the search box. */
import { Search } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useFormTakeover } from '@/hooks/use-form-takeover.ts';
import { paths } from '@/lib/paths.ts';
import { containerStyles } from '@/components/ui/styles.ts';

function SearchInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <input
      id={id}
      type="search"
      name="q"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Search articles..."
      autoComplete="off"
      maxLength={200}
      className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
    />
  );
}

export function BlogHero({
  searchId,
  term,
  onSearchChange,
  onSearchSubmit,
}: {
  searchId: string;
  term: string;
  onSearchChange: (value: string) => void;
  onSearchSubmit: (event: FormEvent) => void;
}) {
  // Before the app runs, the search is a plain GET form: Enter opens /blog?q=…, which shows the results.
  // What was typed meanwhile is taken over when the app arrives.
  const formRef = useRef<HTMLFormElement>(null);
  useFormTakeover(formRef, (typed) => {
    if (typed.q && typed.q !== term) onSearchChange(typed.q);
  });
  return (
    <section aria-labelledby="blog-heading" className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className={`${containerStyles} py-10 text-center sm:py-20`}>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Our Blog</p>
        <h1 id="blog-heading" className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          Insights, guides and stories from our team
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-700">
          Practical advice on software, the web, mobile apps, AI, security and marketing, written by the people who
          build and grow digital products every day.
        </p>
        <form ref={formRef} role="search" method="get" action={paths.blog()} onSubmit={onSearchSubmit} className="mx-auto mt-8 max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            Search articles
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500" />
            <SearchInput id={searchId} value={term} onChange={onSearchChange} />
          </div>
        </form>
      </div>
    </section>
  );
}

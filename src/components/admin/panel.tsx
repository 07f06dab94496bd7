/** A white card with an h2 title, the building block of the admin screens. */
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export function Panel({
  title,
  icon: Icon,
  className = '',
  actions,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  className?: string;
  /** Shown beside the title (a link or a legend). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {Icon && <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />}
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * The top of an admin screen: its one h1, a line of intro (and, when needed, a smaller note under
 * it), the screen's main actions, and above it all, when the screen is a step down, the way back.
 */
export function AdminPageHeader({
  title,
  intro,
  note,
  actions,
  back,
}: {
  title: string;
  intro: ReactNode;
  note?: ReactNode;
  actions?: ReactNode;
  /** A link back to the list this screen belongs to. */
  back?: ReactNode;
}) {
  return (
    // A <div>, not a <header>: inside <main> a header is no landmark for browsers, but the testing
    // library counts it as a second "banner" beside the site's header.
    <div className="mb-6 sm:mb-8">
      {back}
      <div className={`flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between ${back ? 'mt-2' : ''}`}>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {typeof intro === 'string' ? <p className="mt-1 text-slate-600">{intro}</p> : <div className="mt-1 text-slate-600">{intro}</div>}
          {note && <p className="mt-2 max-w-2xl text-sm text-slate-600">{note}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
    </div>
  );
}

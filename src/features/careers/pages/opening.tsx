/**
 * One opening's own page, /careers/<slug> (prerendered): what the job is, its facts and the apply
 * form, with the `JobPosting` structured data search engines' job listings read. A closed or expired
 * opening keeps its page (old links and shared ones still lead somewhere): it says "This position is
 * closed", points to the other openings, takes no applications and carries no `JobPosting`; it is
 * not in the sitemap (src/entry-server.tsx) and asks not to be indexed. Openings are stored
 * (`openings/<slug>`): one posted after the build has no HTML of its own, and its page is rendered here.
 */
import { AlertTriangle, ArrowLeft, ArrowRight, CalendarDays } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo.tsx';
import { buttonStyles, containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { siteUrl } from '@/content/site.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useNow } from '@/context/initial-data.tsx';
import { renderMarkdown } from '@/components/markdown/markdown.tsx';
import { ApplyDialog, OpeningFacts, OpeningLists } from '@/features/careers/components/opening-parts.tsx';
import { prerenderOpening, useOpenOpenings, useOpening } from '@/features/careers/components/use-openings.ts';
import { jobPostingOf } from '@/features/careers/data/job-posting.ts';
import { isOpen, openingLead, type JobOpening } from '@/features/careers/data/openings.ts';
import { formatDate } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';

/** The build's data for this page: the opening, and the open ones. */
export const prerender = prerenderOpening;

export function OpeningPage() {
  const { slug = '' } = useParams();
  const { state, retry } = useOpening(slug);
  if (state.status === 'loading') return <Spinner label="Loading position..." className="py-24" />;
  if (state.status === 'error') {
    return (
      <div className={`${containerStyles} max-w-2xl py-16`}>
        <EmptyState
          icon={AlertTriangle}
          titleAs="h2"
          title="This position could not be loaded"
          text="Please check your connection and try again."
          action={
            <button type="button" onClick={retry} className={buttonStyles.primary}>
              Try again
            </button>
          }
        />
      </div>
    );
  }
  if (!state.data) return <OpeningNotFound slug={slug} />;
  return <Opening opening={state.data} />;
}

function Opening({ opening }: { opening: JobOpening }) {
  const [applying, setApplying] = useState(false);
  const open = useOpenOpenings();
  const openings = open.data ?? null;
  const now = useNow();
  const isTakingApplications = isOpen(opening, now);
  const path = paths.opening(opening.slug);
  const lead = openingLead(opening);
  const description = useMemo(() => renderMarkdown(opening.description).nodes, [opening.description]);

  return (
    <>
      <Seo
        title={`${opening.title} · Careers`}
        description={isTakingApplications ? lead : `This position is closed. ${lead}`}
        path={path}
        noindex={!isTakingApplications}
        jobPosting={isTakingApplications ? jobPostingOf(opening, `${siteUrl()}${path}`) : undefined}
      />
      <article aria-labelledby="opening-title" className="bg-slate-50 py-12 sm:py-16">
        <div className={`${containerStyles} max-w-4xl`}>
          <Link to={paths.careers('positions')} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            All open positions
          </Link>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{opening.department}</p>
            <h1 id="opening-title" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {opening.title}
            </h1>
            <OpeningFacts opening={opening} />
            <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              Posted {formatDate(opening.datePosted)}
              {isTakingApplications && opening.validThrough && <> · Applications close {formatDate(opening.validThrough)}</>}
            </p>

            {isTakingApplications ? (
              <div className="mt-6">
                <button type="button" onClick={() => setApplying(true)} className={buttonStyles.primary}>
                  Apply Now <span className="sr-only">for {opening.title}</span>
                </button>
              </div>
            ) : (
              <Closed opening={opening} openings={openings} />
            )}

            <h2 className="mt-10 text-xl font-semibold text-slate-900">About the role</h2>
            <div className="mt-4 text-base leading-7 text-slate-700 [&>:first-child]:mt-0">{description}</div>
            <OpeningLists opening={opening} heading="h2" />

            {isTakingApplications && (
              <div className="mt-10 flex flex-col gap-3 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-slate-700">Every application is read by a person, and we reply within five working days.</p>
                <button type="button" onClick={() => setApplying(true)} className={`${buttonStyles.primary} shrink-0`}>
                  Apply for this role
                </button>
              </div>
            )}
          </div>
        </div>
      </article>
      <ApplyDialog opening={applying && isTakingApplications ? opening : null} openings={openings ?? []} onClose={() => setApplying(false)} />
    </>
  );
}

/** A closed opening's notice, with the openings that do take applications (once read: null until then). */
function Closed({ opening, openings }: { opening: JobOpening; openings: readonly JobOpening[] | null }) {
  const others = (openings ?? []).filter((other) => other.slug !== opening.slug);
  return (
    <section aria-labelledby="closed-heading" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5">
      <h2 id="closed-heading" className="text-lg font-semibold text-amber-900">
        This position is closed
      </h2>
      <p className="mt-1 text-amber-900">
        It no longer takes applications.{' '}
        {openings === null ? null : others.length > 0 ? 'These roles are open now:' : 'No other roles are open right now; we are always glad to hear from people, though.'}
      </p>
      {openings === null ? null : others.length > 0 ? (
        <ul className="mt-3 space-y-1.5">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={paths.opening(other.slug)} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                {other.title}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Link to={paths.careers()} className={`${linkStyles.secondary} mt-3`}>
          Careers at a glance
        </Link>
      )}
    </section>
  );
}

function OpeningNotFound({ slug }: { slug: string }) {
  return (
    <>
      <Seo noindex title="Position not found" path={paths.opening(slug)} />
      <div className={`${containerStyles} flex flex-col items-center py-20 text-center sm:py-28`}>
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <AlertTriangle aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Position not found</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">There is no opening at this address. The open positions are all on Careers.</p>
        <Link to={paths.careers('positions')} className={`${linkStyles.primary} mt-8`}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          See open positions
        </Link>
      </div>
    </>
  );
}

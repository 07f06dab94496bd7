/**
 * The newsletter's public archive (prerendered): /newsletter, the past issues newest first beside the
 * subscribe box, and /newsletter/<id>, one past issue as it was mailed, its Markdown rendered as an
 * opening's description is. Only sent issues are public: a draft, an issue still being sent or an
 * unknown id shows "Issue not found" and asks not to be indexed. Issues are stored
 * (`newsletter_issues/<id>`): one sent after the build has no HTML of its own, and its page is
 * rendered here; the archive's list is read afresh once the app runs.
 *
 * Dates are calendar dates ("Nov 3, 2026"), never ages ("3 days ago"): the HTML does not go stale
 * between builds, and the browser that hydrates it prints the same day as the build did (`formatDate`
 * is in UTC).
 */
import { AlertTriangle, ArrowLeft, CalendarDays, Mail } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo.tsx';
import { NewsletterForm } from '@/components/layout/newsletter-form.tsx';
import { renderMarkdown } from '@/components/markdown/markdown.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { site } from '@/content/site.ts';
import type { PagePrerender } from '@/context/page-prerender.ts';
import {
  prerenderSentIssue,
  prerenderSentIssues,
  useSentIssue,
  useSentIssues,
  type IssueSummary,
  type PublicIssue,
} from '@/features/newsletter/components/use-issues.ts';
import { formatDate } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';

/**
 * The build's data for this module's pages (both routes load it, and the route table asks the module,
 * not the page): an issue's page has an `id`, the archive none.
 */
export const prerender: PagePrerender = (params) => (params.id === undefined ? prerenderSentIssues(params) : prerenderSentIssue(params));

const ARCHIVE_DESCRIPTION = `The ${site.name} newsletter: once a month, what we shipped, what we learned and the articles worth your time. Read every past issue.`;

/** When an issue went out, as a calendar date (see the top of this file). */
function SentDate({ date }: { date: Date | null }) {
  return date ? <time dateTime={date.toISOString()}>{formatDate(date)}</time> : null;
}

/** The page's own subscribe box, on a card (the footer's says so once this one has subscribed). */
function SubscribeCard({ className = '' }: { className?: string }) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 ${className}`}>
      <NewsletterForm heading="Get the next issue" intro="One e-mail a month with our newest articles." />
    </div>
  );
}

/** A page's data that could not be read: what happened, and a way to try again. */
function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={AlertTriangle}
      titleAs="h2"
      title={title}
      text="Please check your connection and try again."
      action={
        <button type="button" onClick={onRetry} className={buttonStyles.primary}>
          Try again
        </button>
      }
    />
  );
}

export function NewsletterArchivePage() {
  const { state, retry } = useSentIssues();
  return (
    <>
      <Seo title="Newsletter" description={ARCHIVE_DESCRIPTION} path={paths.newsletterArchive()} />
      <section aria-labelledby="newsletter-heading" className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className={`${containerStyles} py-14 sm:py-20`}>
          <div className="max-w-3xl">
            <h1 id="newsletter-heading" className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Newsletter
            </h1>
            <p className="mt-5 text-lg leading-8 text-slate-700">
              Once a month: what we shipped, what we learned, and the articles from our blog worth your time. Every
              past issue is here to read, newest first.
            </p>
          </div>
        </div>
      </section>

      <div className="bg-slate-50 py-12 sm:py-16">
        <div className={`${containerStyles} max-w-4xl`}>
          <SubscribeCard />

          <section aria-labelledby="past-issues-heading" className="mt-12 sm:mt-16">
            <h2 id="past-issues-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Past issues
            </h2>
            {state.status === 'loading' && <Spinner label="Loading past issues..." className="mt-8" />}
            {state.status === 'error' && (
              <div role="alert" className="mt-8">
                <LoadFailed title="The past issues could not be loaded" onRetry={retry} />
              </div>
            )}
            {state.status === 'ready' && <IssueList issues={state.data} />}
          </section>
        </div>
      </div>
    </>
  );
}

function IssueList({ issues }: { issues: readonly IssueSummary[] }) {
  if (issues.length === 0) {
    return (
      <EmptyState
        className="mt-8"
        icon={Mail}
        titleAs="h3"
        title="No issues yet"
        text="The first one is on its way: subscribe above to have it in your inbox."
      />
    );
  }
  return (
    <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-6 shadow-sm">
      {issues.map((issue) => (
        <li key={issue.id} className="flex flex-col gap-1 py-4 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
          <Link
            to={paths.newsletterIssue(issue.id)}
            className="font-semibold text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600"
          >
            {issue.subject}
          </Link>
          <span className="shrink-0 text-sm text-slate-600">
            <SentDate date={issue.sentAt} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function NewsletterIssuePage() {
  const { id = '' } = useParams();
  const { state, retry } = useSentIssue(id);
  if (state.status === 'loading') return <Spinner label="Loading issue..." className="py-24" />;
  if (state.status === 'error') {
    return (
      <div className={`${containerStyles} max-w-2xl py-16`}>
        <LoadFailed title="This issue could not be loaded" onRetry={retry} />
      </div>
    );
  }
  if (!state.data) return <IssueNotFound id={id} />;
  return <IssueView issue={state.data} />;
}

function IssueView({ issue }: { issue: PublicIssue }) {
  const body = useMemo(() => renderMarkdown(issue.body), [issue.body]);
  return (
    <>
      <Seo title={`${issue.subject} · Newsletter`} description={body.text} path={paths.newsletterIssue(issue.id)} />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className={`${containerStyles} max-w-4xl`}>
          <Link to={paths.newsletterArchive()} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            All issues
          </Link>
          <article aria-labelledby="issue-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Newsletter</p>
            <h1 id="issue-title" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {issue.subject}
            </h1>
            <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              Sent <SentDate date={issue.sentAt} />
            </p>
            <div className="mt-8 text-base leading-7 text-slate-700 [&>:first-child]:mt-0">{body.nodes}</div>
          </article>
          <SubscribeCard className="mt-10" />
        </div>
      </div>
    </>
  );
}

function IssueNotFound({ id }: { id: string }) {
  return (
    <>
      <Seo noindex title="Issue not found" path={paths.newsletterIssue(id)} />
      <div className={`${containerStyles} flex flex-col items-center py-20 text-center sm:py-28`}>
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <AlertTriangle aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Issue not found</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">There is no past issue at this address. Every issue we have sent is in the archive.</p>
        <Link to={paths.newsletterArchive()} className={`${linkStyles.primary} mt-8`}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          See all issues
        </Link>
      </div>
    </>
  );
}

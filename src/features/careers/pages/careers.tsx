/**
 * Careers: culture, the open positions (each with its own page, /careers/<slug>) and an apply form in a modal: the application
 * is stored and staff are told by e-mail; admins see it on /admin/applications, and a signed-in
 * applicant on their profile. The form loads the data code only when it is sent.
 */
import { ArrowRight, GraduationCap, HeartPulse, Laptop, Mail, Users, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { Seo } from '@/components/seo/seo.tsx';
import { ApplyDialog, OpeningFacts, OpeningLists } from '@/features/careers/components/opening-parts.tsx';
import { prerenderOpenOpenings, useOpenOpenings } from '@/features/careers/components/use-openings.ts';
import { openingLead, type JobOpening } from '@/features/careers/data/openings.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonClass, buttonStyles, containerStyles } from '@/components/ui/styles.ts';
import { CULTURE, type CultureIcon } from '@/content/company.ts';
import { site } from '@/content/site.ts';
import { mailtoHref } from '@/lib/email.ts';

/** The primary button, larger, with a focus ring that shows on dark backgrounds. */
const largePrimaryOnDark = buttonClass({ size: 'lg', onDark: true });

const CULTURE_ICONS: Record<CultureIcon, LucideIcon> = {
  laptop: Laptop,
  graduation: GraduationCap,
  heart: HeartPulse,
  users: Users,
};

/** The build's data for this page: the open openings. */
export const prerender = prerenderOpenOpenings;

export function CareersPage() {
  const [applyingFor, setApplyingFor] = useState<JobOpening | null>(null);
  const { state, retry } = useOpenOpenings();

  return (
    <>
      <Seo
        title="Careers"
        description="Join NovaForge Digital: open positions in engineering, design and digital marketing, with hybrid work, a learning budget and small teams with real ownership."
        path={paths.careers()}
      />

      <section className="relative isolate overflow-hidden bg-slate-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(59,108,246,0.45),transparent_60%)]"
        />
        <div className={`${containerStyles} py-16 sm:py-20 lg:py-24`}>
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">Careers at {site.name}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Do the best work of your career, for clients who notice
            </h1>
            <p className="mt-6 text-lg leading-8 text-slate-300">
              We are a close-knit team of engineers, designers and marketers building software and campaigns that
              real businesses depend on. Come and help us grow.
            </p>
            <a
              href="#positions"
              className={`${largePrimaryOnDark} mt-10`}
            >
              View Open Positions
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="culture-heading" className="py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Our culture</p>
            <h2 id="culture-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Life at {site.shortName}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              We keep teams small, trust people with real responsibility and protect the time they need to do great
              work and have a life outside it.
            </p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {CULTURE.map((point) => {
              const Icon = CULTURE_ICONS[point.icon];
              return (
                <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <Icon aria-hidden="true" className="h-6 w-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-slate-900">{point.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-slate-600">{point.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section id="positions" aria-labelledby="positions-heading" className="scroll-mt-24 bg-slate-50 py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="positions-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Open Positions
            </h2>
            {state.status === 'ready' && (
              <p className="mt-4 text-lg leading-8 text-slate-600">
                {state.data.length === 0
                  ? 'No roles are open right now, but we are always glad to hear from people: write to us below.'
                  : `${state.data.length === 1 ? 'One role is' : `${state.data.length} roles are`} open right now. Every application is read by a person, and we reply to everyone within five working days.`}
              </p>
            )}
          </div>
          {state.status === 'loading' && <Spinner label="Loading open positions..." className="mt-12" />}
          {state.status === 'error' && (
            <div role="alert" className="mx-auto mt-12 max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center">
              <p className="text-slate-700">The open positions could not be loaded. Please check your connection and try again.</p>
              <button type="button" onClick={retry} className={`${buttonStyles.primary} mt-4`}>
                Try again
              </button>
            </div>
          )}
          {state.status === 'ready' && (
            <ul className="mx-auto mt-12 max-w-5xl space-y-6">
              {state.data.map((position) => (
                <li key={position.slug}>
                  <PositionCard position={position} onApply={() => setApplyingFor(position)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="careers-cta-heading" className="py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="flex flex-col items-start gap-8 rounded-3xl bg-brand-700 px-6 py-12 text-white shadow-xl sm:px-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="careers-cta-heading" className="text-3xl font-bold tracking-tight">
                Don&apos;t see the right role?
              </h2>
              <p className="mt-3 text-lg leading-8 text-brand-100">
                We are always glad to meet talented people. Send us a note about yourself and what you would like to
                work on, and we will keep you in mind as the team grows.
              </p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <a
                href={mailtoHref(site.email, { subject: 'General application' })}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 text-base font-semibold text-brand-700 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <Mail aria-hidden="true" className="h-5 w-5" />
                Email Us
              </a>
              <Link
                to={paths.about()}
                className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/40 px-6 py-3 text-base font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                About {site.shortName}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <ApplyDialog opening={applyingFor} openings={state.status === 'ready' ? state.data : []} onClose={() => setApplyingFor(null)} />
    </>
  );
}

function PositionCard({ position, onApply }: { position: JobOpening; onApply: () => void }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={titleId} className="text-xl font-semibold text-slate-900">
            <Link to={paths.opening(position.slug)} className="underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600">
              {position.title}
            </Link>
          </h3>
          <OpeningFacts opening={position} />
        </div>
        <button type="button" onClick={onApply} className={`${buttonStyles.primary} shrink-0`}>
          Apply Now{' '}<span className="sr-only">for {position.title}</span>
        </button>
      </div>

      <p className="mt-5 leading-7 text-slate-700">
        {openingLead(position)}{' '}
        <Link to={paths.opening(position.slug)} className="font-semibold text-brand-700 hover:underline">
          More about the role<span className="sr-only">: {position.title}</span>
        </Link>
      </p>

      <OpeningLists opening={position} />
    </article>
  );
}

/**
 * The Services page's sections around its cards (./services.tsx): the hero, the category filter, our
 * four-step process and the call to action. The page keeps the hero, the process and the call to
 * action as the server rendered them (KeptHtml), so those hold no state and no handlers.
 */
import { ArrowRight, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { buttonClass, containerStyles } from '@/components/ui/styles.ts';
import { DELIVERY_PROCESS } from '@/content/company.ts';
import { PUBLIC_SERVICE_FILTERS } from '@/content/services.ts';

/** The primary button, larger, with a focus ring that shows on dark backgrounds. */
const largePrimaryOnDark = buttonClass({ size: 'lg', onDark: true });

export type FilterLabel = (typeof PUBLIC_SERVICE_FILTERS)[number]['label'];

export function ServicesHero() {
  return (
    <section className="relative isolate overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(59,108,246,0.45),transparent_60%)]"
      />
      <div className={`${containerStyles} py-16 text-center sm:py-20 lg:py-24`}>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">Our services</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Everything you need to build, launch and grow
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-300">
          From custom software and mobile apps to websites and the marketing that fills them, every engagement comes
          with a clear starting price, an honest timeline and a senior team.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.contact()} className={largePrimaryOnDark}>
            Get a Free Quote
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
          <a
            href="#process"
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/25 px-6 py-3 text-base font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            See How We Work
          </a>
        </div>
      </div>
    </section>
  );
}

/** One toggle button per category; the pressed one is the filter shown. */
export function ServiceFilter({ filter, setFilter }: { filter: FilterLabel; setFilter: (label: FilterLabel) => void }) {
  return (
    <div
      role="group"
      aria-label="Filter services by category"
      className="mt-10 flex flex-wrap justify-center gap-2"
    >
      {PUBLIC_SERVICE_FILTERS.map((option) => {
        const pressed = option.label === filter;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => setFilter(option.label)}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              pressed
                ? 'bg-brand-600 text-white shadow-sm'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-900'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** How we work, step by step: the hero's "See How We Work" jumps here (#process). */
export function ProcessSection() {
  return (
    <section id="process" aria-labelledby="process-heading" className="scroll-mt-24 py-16 sm:py-24">
      <div className={containerStyles}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">How we work</p>
          <h2 id="process-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            A proven four-step process
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            The same clear path for every project, so you always know what happens next and what it costs.
          </p>
        </div>
        <ol className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {DELIVERY_PROCESS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}:</span> {step.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function ServicesCallToAction() {
  return (
    <section aria-labelledby="services-cta-heading" className="pb-16 sm:pb-24">
      <div className={containerStyles}>
        <div className="flex flex-col items-start gap-8 rounded-3xl bg-brand-700 px-6 py-12 text-white shadow-xl sm:px-12 xl:flex-row xl:items-center xl:justify-between">
          <div className="max-w-2xl min-w-0">
            <h2 id="services-cta-heading" className="text-3xl font-bold tracking-tight">
              Not sure which service you need?
            </h2>
            <p className="mt-3 text-lg leading-8 text-brand-100">
              Book a free 30-minute consultation. We will listen, ask the right questions and recommend the smallest
              project that gets you results.
            </p>
          </div>
          {/* The buttons keep their width, each label on one line; the text beside them gives way. */}
          <div className="flex w-full shrink-0 flex-col gap-3 sm:w-auto sm:flex-row">
            <Link
              to={paths.contact()}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 text-base font-semibold whitespace-nowrap text-brand-700 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <MessageSquare aria-hidden="true" className="h-5 w-5" />
              Book a Free Consultation
            </Link>
            <Link
              to={paths.contact()}
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/40 px-6 py-3 text-base font-semibold whitespace-nowrap text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Request a Quote
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

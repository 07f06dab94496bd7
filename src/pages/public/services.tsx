/** Services: hero, category filter, the priced service cards, our four-step process and a call to action. */
import { ArrowRight, MessageSquare } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { initialDataKeys, useInitialData } from '@/app/initial-data.tsx';
import type { PagePrerender } from '@/app/page-prerender.ts';
import { useLoad } from '@/app/use-load.ts';
import { paths } from '@/lib/paths.ts';
import { ServiceCard, type ServiceCardData } from '@/components/services/service-card.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { KeptHtml } from '@/components/ui/kept-html.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonClass, buttonStyles, containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { DELIVERY_PROCESS } from '@/content/company.ts';
import { PUBLIC_SERVICE_FILTERS, SERVICE_CATALOGUE } from '@/content/services.ts';
import { listActiveServices } from '@/data/services.ts';

/** The primary button, larger, with a focus ring that shows on dark backgrounds. */
const largePrimaryOnDark = buttonClass({ size: 'lg', onDark: true });

type FilterLabel = (typeof PUBLIC_SERVICE_FILTERS)[number]['label'];

interface ServiceListing {
  service: ServiceCardData;
  /** The card's anchor: the catalogue id (software, web, …) so footer links like /services#web work. */
  anchorId: string;
}

/**
 * Anchors for the cards. Stored services seeded from the catalogue keep its ids; ones stored under a
 * generated id still get the catalogue anchor when their title matches, so /services#web always lands.
 */
function toListings(services: ServiceCardData[]): ServiceListing[] {
  const used = new Set<string>();
  return services.map((service) => {
    const byId = SERVICE_CATALOGUE.find((entry) => entry.id === service.id);
    const byTitle = SERVICE_CATALOGUE.find((entry) => entry.title.toLowerCase() === service.title.trim().toLowerCase());
    const preferred = byId?.id ?? byTitle?.id ?? service.id;
    const anchorId = used.has(preferred) ? service.id : preferred;
    used.add(anchorId);
    return { service, anchorId };
  });
}

function matchesFilter(service: ServiceCardData, label: FilterLabel): boolean {
  const filter = PUBLIC_SERVICE_FILTERS.find((option) => option.label === label);
  if (!filter || filter.categories === null) return true;
  return (filter.categories as readonly string[]).includes(service.category);
}

/** The build's data for this page: the active services. */
export const prerender: PagePrerender = async () => ({ [initialDataKeys.activeServices]: await listActiveServices() });

export function ServicesPage() {
  // Prerendered with the build's services; refreshed from the backend once in the browser.
  const prerendered = useInitialData<ServiceCardData[]>(initialDataKeys.activeServices);
  // What the admin publishes is what visitors see; with none active, the empty state offers a quote.
  // Should the backend fail, the built-in catalogue shows.
  const { state } = useLoad<ServiceCardData[]>('active-services', listActiveServices, { initial: prerendered, errorMessage: 'Error fetching services', toast: false });
  const services = state.status === 'ready' ? state.data : state.status === 'error' ? SERVICE_CATALOGUE : null;
  const [filter, setFilter] = useState<FilterLabel>('All Services');
  const { hash } = useLocation();

  // The root layout looks for a #hash target for a couple of seconds; on a slow backend the cards can
  // arrive later than that, so scroll to /services#{id} once they are on the page.
  useEffect(() => {
    if (!services || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [services, hash]);

  const listings = useMemo(() => (services ? toListings(services) : []), [services]);
  const shown = listings.filter(({ service }) => matchesFilter(service, filter));

  return (
    <>
      <Seo
        title="Services & Pricing"
        description="Custom software, mobile apps, websites, digital marketing, database and cybersecurity services from NovaForge Digital, with clear starting prices and timelines."
        path={paths.services()}
      />

      {/* Text and links: taken over as the server rendered them. */}
      <KeptHtml>
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
      </KeptHtml>

      <section aria-labelledby="services-list-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className={containerStyles}>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="services-list-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Choose the service that fits
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              Starting prices cover a typical first release. Every project gets a fixed quote after discovery.
            </p>
          </div>

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

          <div className="mt-12">
            {services === null ? (
              <Spinner label="Loading..." />
            ) : (
              <>
                <p role="status" className="sr-only">
                  {`Showing ${shown.length} ${shown.length === 1 ? 'service' : 'services'}`}
                </p>
                {shown.length > 0 ? (
                  // The cards are kept as the server rendered them until the services or the filter change.
                  <KeptHtml version={JSON.stringify(shown)}>
                    <ul aria-label="Services" className="grid gap-8 pt-4 md:grid-cols-2 lg:grid-cols-3">
                      {shown.map(({ service, anchorId }) => (
                        <li key={service.id}>
                          <ServiceCard service={service} variant="pricing" anchorId={anchorId} />
                        </li>
                      ))}
                    </ul>
                  </KeptHtml>
                ) : (
                  <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center">
                    <p className="text-lg font-semibold text-slate-900">No packaged service in this category right now</p>
                    <p className="mt-2 text-slate-600">
                      We still take on projects like this. Tell us what you need and we will put together a quote.
                    </p>
                    <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
                      <Link to={paths.contact()} className={linkStyles.primary}>
                        Tell Us About Your Project
                      </Link>
                      <button type="button" onClick={() => setFilter('All Services')} className={buttonStyles.secondary}>
                        Show All Services
                      </button>
                    </div>
                  </div>
                )}
              </>
            )}
          </div>
        </div>
      </section>

      <KeptHtml>
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
      </KeptHtml>
    </>
  );
}

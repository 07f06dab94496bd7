/**
 * Services: hero, category filter, the priced service cards, our four-step process and a call to
 * action. The filter lives in the URL (?category=marketing), so a reload, a shared link or Back shows
 * the same cards.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { initialDataKeys, useInitialData } from '@/context/initial-data.tsx';
import type { PagePrerender } from '@/context/page-prerender.ts';
import { useLoad } from '@/hooks/use-load.ts';
import { paths } from '@/lib/paths.ts';
import { ServiceCard, type ServiceCardData } from '@/features/site/components/service-card.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { KeptHtml } from '@/components/ui/kept-html.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { PUBLIC_SERVICE_FILTERS, SERVICE_CATALOGUE } from '@/content/services.ts';
import { listActiveServices } from '@/features/site/data/services.ts';
import { ProcessSection, ServiceFilter, ServicesCallToAction, ServicesHero, type FilterLabel } from './services-sections.tsx';

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

/** The filter's query parameter. */
const FILTER_PARAM = 'category';

/** A filter as the URL names it: its label in lower case (mobile, web, …); All Services is no parameter. */
const paramOf = (label: FilterLabel): string | null => (label === 'All Services' ? null : label.toLowerCase());

/**
 * The filter the URL names (an unknown one is All Services), and a change of it: it replaces the
 * history entry, so Back leaves the page instead of stepping through each filter tried.
 */
function useServiceFilter(): [FilterLabel, (label: FilterLabel) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const named = searchParams.get(FILTER_PARAM)?.toLowerCase();
  const filter = PUBLIC_SERVICE_FILTERS.find((option) => paramOf(option.label) === named)?.label ?? 'All Services';
  const setFilter = useCallback(
    (label: FilterLabel) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const value = paramOf(label);
          if (value === null) next.delete(FILTER_PARAM);
          else next.set(FILTER_PARAM, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return [filter, setFilter];
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
  const [filter, setFilter] = useServiceFilter();
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
        <ServicesHero />
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

          <ServiceFilter filter={filter} setFilter={setFilter} />

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
        <ProcessSection />

        <ServicesCallToAction />
      </KeptHtml>
    </>
  );
}

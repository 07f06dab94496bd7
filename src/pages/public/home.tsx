/** Home: hero, services teaser, statistics, latest insights, testimonials and a call to action. */
import { ArrowRight, Quote, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { initialDataKeys, useInitialData } from '@/context/initial-data.tsx';
import type { PagePrerender } from '@/context/page-prerender.ts';
import { useLoad } from '@/hooks/use-load.ts';
import { paths } from '@/lib/paths.ts';
import { ServiceCard } from '@/features/site/components/service-card.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { COMPANY_STATS } from '@/content/company.ts';
import { SERVICE_CATALOGUE } from '@/content/services.ts';
import { site } from '@/content/site.ts';
import { TESTIMONIALS, type Testimonial } from '@/content/testimonials.ts';
import { PORTRAIT_SIZE, personPortrait } from '@/content/images.ts';
import { BlogCard } from '@/features/blog/components/blog-card.tsx';
import { HydrationChunk } from '@/components/ui/hydration-chunk.tsx';
import { KeptHtml } from '@/components/ui/kept-html.tsx';
import { listFeaturedBlogs, type BlogPost } from '@/features/blog/data/blogs.ts';
import { FinalCallToAction, Hero } from '@/pages/public/home-sections.tsx';

const TEASER_SERVICES = SERVICE_CATALOGUE.slice(0, 4);

type InsightsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; posts: BlogPost[] };

export function HomePage() {
  return (
    <>
      <Seo
        title="Software Development & Digital Marketing"
        description={site.description}
        path={paths.home()}
      />
      {/* Text, pictures and links that never change in the browser are taken over as the server
          rendered them; the latest posts, refreshed from the backend, are hydrated. */}
      <KeptHtml>
        <Hero />
        <ServicesTeaser />
        <StatsBand />
      </KeptHtml>
      <HydrationChunk>
        <LatestInsights />
      </HydrationChunk>
      <KeptHtml>
        <Testimonials />
        <FinalCallToAction />
      </KeptHtml>
    </>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>}
    </div>
  );
}

function ServicesTeaser() {
  return (
    <section aria-labelledby="home-services-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className={containerStyles}>
        <SectionHeading
          id="home-services-heading"
          eyebrow="What we do"
          title="Services built around your goals"
          intro="One team for the product and the growth behind it, so nothing gets lost between agencies."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEASER_SERVICES.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} variant="compact" anchorId={`home-service-${service.id}`} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={paths.services()} className={linkStyles.secondary}>
            View all services and pricing
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

function StatsBand() {
  return (
    <section aria-labelledby="home-stats-heading" className="bg-brand-700 py-14 text-white sm:py-16">
      <div className={containerStyles}>
        <h2 id="home-stats-heading" className="sr-only">
          {site.name} in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {COMPANY_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-2 text-sm font-medium text-brand-100 sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The build's data for this page: the featured posts. */
export const prerender: PagePrerender = async () => ({ [initialDataKeys.featuredBlogs]: await listFeaturedBlogs() });

function LatestInsights() {
  // Prerendered with the build's posts; refreshed from the backend once in the browser.
  const prerendered = useInitialData<BlogPost[]>(initialDataKeys.featuredBlogs);
  const { state: loaded } = useLoad('featured', listFeaturedBlogs, { initial: prerendered, errorMessage: 'Error fetching blogs', toast: false });
  const state: InsightsState = loaded.status === 'ready' ? { status: 'ready', posts: loaded.data } : loaded;

  return (
    <section aria-labelledby="home-insights-heading" className="py-16 sm:py-24">
      <div className={containerStyles}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="home-insights-heading"
            eyebrow="From the blog"
            title="Latest Insights"
            intro="Practical advice on software, web, mobile and marketing from the people doing the work."
            align="left"
          />
          <Link
            to={paths.blog()}
            className="inline-flex shrink-0 items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            View all articles
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-10">
          {state.status === 'loading' && <Spinner label="Loading..." />}
          {state.status === 'error' && (
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
              We couldn&apos;t load the latest articles just now.{' '}
              <Link to={paths.blog()} className="font-semibold text-brand-700 underline hover:text-brand-800">
                Visit the blog
              </Link>{' '}
              to read them.
            </p>
          )}
          {state.status === 'ready' && state.posts.length === 0 && (
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
              Our featured articles are being refreshed.{' '}
              <Link to={paths.blog()} className="font-semibold text-brand-700 underline hover:text-brand-800">
                Browse every article on the blog
              </Link>
              .
            </p>
          )}
          {state.status === 'ready' && state.posts.length > 0 && (
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {state.posts.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} variant="featured" className="h-full" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section aria-labelledby="home-testimonials-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className={containerStyles}>
        <SectionHeading
          id="home-testimonials-heading"
          eyebrow="Client stories"
          title="What our clients say"
          intro="We measure ourselves by the results our clients see, long after launch."
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-center justify-between">
        <Quote aria-hidden="true" className="h-8 w-8 text-brand-200" />
        <p className="flex gap-0.5">
          <span className="sr-only">Rated {testimonial.rating} out of 5</span>
          {Array.from({ length: 5 }, (_, index) => (
            <Star
              key={index}
              aria-hidden="true"
              className={`h-4 w-4 ${index < testimonial.rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
            />
          ))}
        </p>
      </div>
      <blockquote className="mt-5 flex-1 text-base leading-7 text-slate-700">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <img
          src={personPortrait(testimonial.name)}
          alt=""
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
          loading="lazy"
          decoding="async"
          className="h-12 w-12 shrink-0 rounded-full bg-slate-100 object-cover"
        />
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

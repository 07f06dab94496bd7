/** Home: hero, services teaser, statistics, latest insights, testimonials and a call to action. */
import { ArrowRight, Code, Globe, Megaphone, Quote, Smartphone, Star, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { initialDataKeys, useInitialData } from '@/app/initial-data.tsx';
import type { PagePrerender } from '@/app/page-prerender.ts';
import { useLoad } from '@/app/use-load.ts';
import { paths } from '@/lib/paths.ts';
import { ServiceCard } from '@/components/services/service-card.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonClass, containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { COMPANY_STATS, TRUSTED_BY } from '@/content/company.ts';
import { SERVICE_CATALOGUE } from '@/content/services.ts';
import { site } from '@/content/site.ts';
import { TESTIMONIALS, type Testimonial } from '@/content/testimonials.ts';
import { CLIENT_LOGOS, PORTRAIT_SIZE, personPortrait } from '@/content/images.ts';
import { BlogCard } from '@/components/blog/blog-card.tsx';
import { HydrationChunk } from '@/components/ui/hydration-chunk.tsx';
import { KeptHtml } from '@/components/ui/kept-html.tsx';
import { listFeaturedBlogs, type BlogPost } from '@/data/blogs.ts';

/** The primary button, larger, with a focus ring that shows on dark backgrounds. */
const largePrimaryOnDark = buttonClass({ size: 'lg', onDark: true });

const OFFERINGS: { label: string; icon: LucideIcon }[] = [
  { label: 'Custom Software Development', icon: Code },
  { label: 'Mobile App Development', icon: Smartphone },
  { label: 'Web Development', icon: Globe },
  { label: 'Digital Marketing', icon: Megaphone },
];

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

function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(59,108,246,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(36,81,230,0.3),transparent_50%)]"
      />
      <div className={`${containerStyles} grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-12 lg:py-28`}>
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-brand-100 sm:text-sm">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-400" />
            Software development &amp; digital marketing
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Transform Your Business with Digital Innovation
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-300">
            We design, build and grow the digital products that move your business forward, from the first line of
            code to the campaign that brings customers to it.
          </p>
          <ul className="mt-8 grid max-w-2xl gap-3 sm:grid-cols-2" aria-label="What we offer">
            {OFFERINGS.map(({ label, icon: Icon }) => (
              <li key={label} className="flex items-center gap-3 text-slate-100">
                <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                  <Icon aria-hidden="true" className="h-5 w-5 text-brand-200" />
                </span>
                <span className="font-medium">{label}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link
              to={paths.contact()}
              className={largePrimaryOnDark}
            >
              Start Your Project
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link
              to={paths.services()}
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/25 bg-white/5 px-6 py-3 text-base font-semibold text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Explore Services
            </Link>
          </div>
        </div>
        <HeroPanel />
      </div>
      <TrustedBy />
    </section>
  );
}

/** A decorative "project dashboard" built from markup, so the hero needs no image download. */
function HeroPanel() {
  return (
    <div aria-hidden="true" className="hidden lg:col-span-5 lg:block">
      <div className="relative mx-auto max-w-md rounded-2xl border border-white/10 bg-white/5 p-6 shadow-2xl backdrop-blur">
        <div className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-full bg-red-400/80" />
          <span className="h-3 w-3 rounded-full bg-amber-400/80" />
          <span className="h-3 w-3 rounded-full bg-emerald-400/80" />
        </div>
        <p className="mt-6 text-sm font-medium text-slate-300">Project launch readiness</p>
        <p className="mt-1 text-3xl font-bold">92%</p>
        <div className="mt-4 h-2 rounded-full bg-white/10">
          <div className="h-2 w-[92%] rounded-full bg-gradient-to-r from-brand-500 to-emerald-400" />
        </div>
        <div className="mt-6 grid grid-cols-3 gap-3 text-center">
          {[
            ['Sprints', '8/9'],
            ['Tests', '1,240'],
            ['Uptime', '99.98%'],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
              <p className="text-xs text-slate-300">{label}</p>
              <p className="mt-1 font-semibold">{value}</p>
            </div>
          ))}
        </div>
        <div className="mt-6 flex h-24 items-end gap-2">
          {[38, 52, 45, 63, 58, 74, 70, 88].map((height, index) => (
            <div key={index} className="flex-1 rounded-t bg-brand-500/70" style={{ height: `${height}%` }} />
          ))}
        </div>
        <p className="mt-3 text-xs text-slate-300">Organic traffic, last 8 weeks</p>
      </div>
    </div>
  );
}

function TrustedBy() {
  return (
    <div className="border-t border-white/10 bg-slate-950/60">
      <div className={`${containerStyles} py-8`}>
        <h2 className="text-center text-sm font-semibold uppercase tracking-wider text-slate-300">
          Trusted by growing businesses
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-5">
          {TRUSTED_BY.map((name) => (
            <li key={name}>
              <img
                src={CLIENT_LOGOS[name].src}
                alt={name}
                width={CLIENT_LOGOS[name].width}
                height={CLIENT_LOGOS[name].height}
                decoding="async"
                className="h-8 w-auto opacity-90 sm:h-9"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
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

function FinalCallToAction() {
  return (
    <section aria-labelledby="home-cta-heading" className="py-16 sm:py-24">
      <div className={containerStyles}>
        <div className="relative isolate overflow-hidden rounded-3xl bg-slate-900 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top,rgba(59,108,246,0.45),transparent_60%)]"
          />
          <h2 id="home-cta-heading" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Ready to build what&apos;s next?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-slate-300">
            Tell us about your project and get a free consultation and estimate within two business days.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.contact()} className={largePrimaryOnDark}>
              Get a Free Consultation
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link
              to={paths.services()}
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/25 px-6 py-3 text-base font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              View Our Services
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

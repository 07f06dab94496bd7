/**
 * The home page's (home.tsx) opening, the hero with its panel and the clients who trust us, and its
 * closing call to action.
 */
import { ArrowRight, Code, Globe, Megaphone, Smartphone, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { buttonClass, containerStyles } from '@/components/ui/styles.ts';
import { TRUSTED_BY } from '@/content/company.ts';
import { CLIENT_LOGOS } from '@/content/images.ts';

/** The primary button, larger, with a focus ring that shows on dark backgrounds. */
const largePrimaryOnDark = buttonClass({ size: 'lg', onDark: true });

const OFFERINGS: { label: string; icon: LucideIcon }[] = [
  { label: 'Custom Software Development', icon: Code },
  { label: 'Mobile App Development', icon: Smartphone },
  { label: 'Web Development', icon: Globe },
  { label: 'Digital Marketing', icon: Megaphone },
];

export function Hero() {
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

export function FinalCallToAction() {
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

/**
 * One service, in the three layouts of spec §2 "Service card variants":
 * compact (Home teaser), pricing (Services page) and default (with image, chip and Get Quote).
 * Get Started and Get Quote open the contact form with the service chosen (/contact?service=…).
 */
import {
  ArrowRight,
  Check,
  Clock,
  Code,
  Database,
  Globe,
  Megaphone,
  Shield,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { buttonStyles, linkStyles } from '@/components/ui/styles.ts';
import type { ServiceIcon } from '@/content/services.ts';

/** What a card shows; both the static catalogue entries and stored services fit. */
export interface ServiceCardData {
  id: string;
  title: string;
  description: string;
  category: string;
  price: string;
  features: string[];
  icon?: ServiceIcon | null;
  duration?: string;
  isPopular?: boolean;
  image?: string | null;
}

export type ServiceCardVariant = 'compact' | 'pricing' | 'default';

export interface ServiceCardProps {
  service: ServiceCardData;
  variant?: ServiceCardVariant;
  /** The card's root element id (an anchor such as /services#web); defaults to the service id. */
  anchorId?: string;
  className?: string;
}

const ICONS: Record<ServiceIcon, LucideIcon> = {
  code: Code,
  smartphone: Smartphone,
  globe: Globe,
  megaphone: Megaphone,
  database: Database,
  shield: Shield,
};

/** Services added in the admin have no icon: pick one from their category. */
function iconKeyFor(service: ServiceCardData): ServiceIcon {
  if (service.icon && service.icon in ICONS) return service.icon;
  const category = service.category.toLowerCase();
  if (category.includes('mobile')) return 'smartphone';
  if (category.includes('web')) return 'globe';
  if (category.includes('marketing')) return 'megaphone';
  if (category.includes('database')) return 'database';
  if (category.includes('security')) return 'shield';
  return 'code';
}

/** Prices are free text ("$5,000"); a bare number gets its dollar sign. */
export function formatPrice(price: string): string {
  const trimmed = price.trim();
  return /^\d[\d,.]*$/.test(trimmed) ? `$${trimmed}` : trimmed;
}

function formatDuration(duration: string): string {
  const trimmed = duration.trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : '';
}

function ServiceIconTile({ service, size = 'md' }: { service: ServiceCardData; size?: 'md' | 'lg' }) {
  const Icon = ICONS[iconKeyFor(service)];
  const box = size === 'lg' ? 'h-12 w-12' : 'h-11 w-11';
  return (
    <span className={`inline-flex ${box} shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100`}>
      <Icon aria-hidden="true" className="h-6 w-6" />
    </span>
  );
}

function FeatureList({ features, className = '' }: { features: string[]; className?: string }) {
  if (features.length === 0) return null;
  return (
    <ul className={`space-y-2.5 text-sm text-slate-700 ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

export function ServiceCard({ service, variant = 'default', anchorId, className = '' }: ServiceCardProps) {
  const titleId = useId();
  const rootId = anchorId ?? service.id;
  const price = formatPrice(service.price);
  const duration = formatDuration(service.duration ?? '');

  if (variant === 'compact') {
    return (
      <article
        id={rootId}
        aria-labelledby={titleId}
        className={`group flex h-full scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md ${className}`}
      >
        <ServiceIconTile service={service} />
        <h3 id={titleId} className="mt-5 text-lg font-semibold text-slate-900">
          {service.title}
        </h3>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{service.description}</p>
        <Link
          to={paths.services(service.id)}
          className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Learn More{' '}<span className="sr-only">about {service.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </Link>
      </article>
    );
  }

  if (variant === 'pricing') {
    const popular = service.isPopular === true;
    return (
      <article
        id={rootId}
        aria-labelledby={titleId}
        className={`relative flex h-full scroll-mt-28 flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-8 ${
          popular ? 'border-2 border-brand-600 shadow-lg shadow-brand-600/10' : 'border border-slate-200'
        } ${className}`}
      >
        {popular && (
          <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white shadow-sm">
            Most Popular
          </p>
        )}
        <div className="flex items-center gap-4">
          <ServiceIconTile service={service} size="lg" />
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg font-semibold text-slate-900">
              {service.title}
            </h3>
            {service.category && service.category.toLowerCase() !== service.title.toLowerCase() && (
              <p className="text-sm text-slate-600">{service.category}</p>
            )}
          </div>
        </div>
        <p className="mt-4 flex-1 text-sm leading-6 text-slate-600">{service.description}</p>
        <div className="mt-6 border-y border-slate-100 py-5">
          {price ? (
            <p className="flex flex-wrap items-baseline gap-x-2 text-slate-900">
              <span className="text-sm font-medium text-slate-600">Starting at</span>
              <span className="text-3xl font-bold tracking-tight">{price}</span>
            </p>
          ) : (
            <p className="text-lg font-semibold text-slate-900">Priced to your project</p>
          )}
          {duration && (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
              <Clock aria-hidden="true" className="h-4 w-4" />
              <span>
                <span className="sr-only">Typical timeline: </span>
                {duration}
              </span>
            </p>
          )}
        </div>
        <FeatureList features={service.features} className="mt-6" />
        <Link
          to={paths.contact(service.title)}
          className={`mt-8 w-full ${popular ? buttonStyles.primary : buttonStyles.secondary}`}
        >
          Get Started{' '}<span className="sr-only">with {service.title}</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </article>
    );
  }

  return (
    <article
      id={rootId}
      aria-labelledby={titleId}
      className={`flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      {service.image && (
        <img
          src={service.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start justify-between gap-3">
          <ServiceIconTile service={service} />
          {service.category && (
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
              {service.category}
            </span>
          )}
        </div>
        <h3 id={titleId} className="mt-5 text-lg font-semibold text-slate-900">
          {service.title}
        </h3>
        <p className="mt-2 text-sm leading-6 text-slate-600">{service.description}</p>
        <FeatureList features={service.features} className="mt-5 flex-1" />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Link
            to={paths.services(service.id)}
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Learn More{' '}<span className="sr-only">about {service.title}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to={paths.contact(service.title)} className={`ml-auto ${linkStyles.primary}`}>
            Get Quote{' '}<span className="sr-only">for {service.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

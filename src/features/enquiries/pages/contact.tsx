/** /contact: the enquiry form, contact details, support hours and FAQ (spec §2 "Contact", §5). */
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/context/initial-data.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/context/session.tsx';
import { ContactDetails } from '@/features/enquiries/components/contact-details.tsx';
import { ContactFaq } from '@/features/enquiries/components/contact-faq.tsx';
import { ContactForm } from '@/features/enquiries/components/contact-form.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { containerStyles } from '@/components/ui/styles.ts';
import { site } from '@/content/site.ts';
import { CONTACT_SERVICES } from '@/features/enquiries/data/contact-messages.ts';

export { CONTACT_ERROR_TEXT, CONTACT_SUCCESS_TEXT, RATE_LIMITED_TEXT } from '@/features/enquiries/components/contact-outcome.tsx';
export { CONTACT_ERROR_TOAST, CONTACT_SUCCESS_TOAST, MIN_FILL_MS, STATUS_CLEAR_MS } from '@/features/enquiries/components/use-contact-form.ts';

/**
 * The option a link asked for (`/contact?service=Web%20Development`, from a service's Get Started),
 * matched by name whatever its case; anything else is ignored.
 */
export function requestedService(value: string | null): string | null {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return null;
  return CONTACT_SERVICES.find((service) => service.toLowerCase() === wanted) ?? null;
}

export function ContactPage() {
  const hydrated = useHydrated();
  const { user } = useSession();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;

  // A service's Get Started link chooses it, once the page is live (the prerendered form has none).
  const [searchParams] = useSearchParams();
  const requested = hydrated ? requestedService(searchParams.get('service')) : null;

  return (
    <>
      <Seo
        title="Contact Us"
        description={`Tell ${site.name} about your project: custom software, web and mobile apps or digital marketing. We reply within one business day.`}
        path={paths.contact()}
      />

      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className={`${containerStyles} py-14 text-center sm:py-20`}>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Contact</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">Let&apos;s Talk About Your Project</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Tell us what you want to build or grow. We reply within one business day with questions, ideas and a
            clear next step.
          </p>
        </div>
      </header>

      <div className={`${containerStyles} grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12`}>
        <ContactForm fieldId={fieldId} user={user} requested={requested} />
        <ContactDetails headingId={fieldId('details-heading')} hoursHeadingId={fieldId('hours-heading')} />
      </div>

      <ContactFaq headingId={fieldId('faq-heading')} />
    </>
  );
}

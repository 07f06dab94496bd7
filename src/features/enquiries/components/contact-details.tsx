import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { useSiteSettings } from '@/context/site-settings.tsx';
import { linesOf, phoneHref } from '@/features/site/data/settings.ts';
import { mailtoHref } from '@/lib/email.ts';

/** The office, phone, e-mail and support hours, as the admin set them in Settings (built-in ones until they load). */
export function ContactDetails({ headingId, hoursHeadingId }: { headingId: string; hoursHeadingId: string }) {
  const settings = useSiteSettings();
  const address = linesOf(settings.address);
  const hours = linesOf(settings.supportHours);
  return (
    <aside className="space-y-6">
      <section aria-labelledby={headingId} className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8">
        <h2 id={headingId} className="text-xl font-semibold">
          Contact Information
        </h2>
        <ul className="mt-5 space-y-5">
          {address.length > 0 && (
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
              <address className="not-italic text-slate-200">
                <span className="block font-semibold text-white">Office</span>
                {address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          )}
          {settings.phone && <ContactLink icon={Phone} title="Phone" href={phoneHref(settings.phone)} text={settings.phone} />}
          <ContactLink icon={Mail} title="Email" href={mailtoHref(settings.email)} text={settings.email} long />
        </ul>
      </section>

      {hours.length > 0 && (
        <section aria-labelledby={hoursHeadingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id={hoursHeadingId} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
            Support Hours
          </h2>
          <ul className="mt-4 space-y-2 text-slate-700">
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">
            Times are Pacific Time. Messages sent outside these hours are answered the next working morning.
          </p>
        </section>
      )}
    </aside>
  );
}

/** A way to reach us, as a link; `long` lets a long address (an e-mail) break anywhere. */
function ContactLink({
  icon: Icon,
  title,
  href,
  text,
  long = false,
}: {
  icon: LucideIcon;
  title: string;
  href: string;
  text: string;
  long?: boolean;
}) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
      <div className={long ? 'min-w-0' : undefined}>
        <span className="block font-semibold">{title}</span>
        <a href={href} className={`${long ? 'break-all ' : ''}text-slate-200 underline-offset-4 hover:text-white hover:underline`}>
          {text}
        </a>
      </div>
    </li>
  );
}

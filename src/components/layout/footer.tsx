import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useNow } from '@/context/initial-data.tsx';
import { paths } from '@/lib/paths.ts';
import { useSiteSettings } from '@/context/site-settings.tsx';
import { containerStyles } from '@/components/ui/styles.ts';
import { linesOf, phoneHref, SOCIAL_NETWORK_NAMES, socialLinks } from '@/features/site/data/settings.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { SocialIcon } from './social-icon.tsx';
import { KeptHtml } from '@/components/ui/kept-html.tsx';
import { mailtoHref } from '@/lib/email.ts';
import { consentServices, openCookieSettings } from '@/components/consent/config.ts';

const GROUPS = [
  {
    title: 'Services',
    links: [
      { label: 'Software Development', to: paths.services('software') },
      { label: 'Web Development', to: paths.services('web') },
      { label: 'Mobile Apps', to: paths.services('mobile') },
      { label: 'Digital Marketing', to: paths.services('marketing') },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.about() },
      { label: 'Our Team', to: paths.about('team') },
      { label: 'Careers', to: paths.careers() },
      { label: 'Contact', to: paths.contact() },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: paths.blog() },
      { label: 'Newsletter', to: paths.newsletterArchive() },
      { label: 'Case Studies', to: paths.caseStudies() },
      { label: 'Documentation', to: paths.docs() },
      { label: 'Support', to: paths.support() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy() },
      { label: 'Terms of Service', to: paths.terms() },
      { label: 'Cookie Policy', to: paths.cookies() },
    ],
  },
];

export function Footer({ now: nowProp }: { now?: Date }) {
  const clock = useNow();
  const now = nowProp ?? clock;
  // The company's details as the admin set them in Settings (built-in ones until they load).
  const settings = useSiteSettings();
  const address = linesOf(settings.address);
  const social = socialLinks(settings);
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className={`${containerStyles} py-14`}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_2fr]">
          {/* The company's details and the site's links: taken over as the server rendered them until the settings change. */}
          <KeptHtml version={JSON.stringify([settings.companyName, address, settings.phone, settings.email, social])}>
            <Link to={paths.home()} className="text-xl font-bold text-white">
              {settings.companyName}
            </Link>
            <p className="mt-3 max-w-sm text-sm leading-6">
              A leading software development and digital marketing company. We design, build and grow digital
              products that move businesses forward.
            </p>
            <address className="mt-5 space-y-2 text-sm not-italic">
              {address.length > 0 && (
                <p className="flex items-start gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
                  <span>{address.join(', ')}</span>
                </p>
              )}
              {settings.phone && (
                <p className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-200" />
                  <a href={phoneHref(settings.phone)} className="hover:text-white">
                    {settings.phone}
                  </a>
                </p>
              )}
              <p className="flex items-center gap-2">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-200" />
                <a href={mailtoHref(settings.email)} className="break-all hover:text-white">
                  {settings.email}
                </a>
              </p>
            </address>
            {social.length > 0 && (
              <ul className="mt-5 flex flex-wrap gap-3" aria-label="Social media">
                {social.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={SOCIAL_NETWORK_NAMES[link.name]}
                      className="flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition hover:bg-brand-600 hover:text-white"
                    >
                      <SocialIcon name={link.name} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </KeptHtml>
          <LinkGroups />
        </div>
        <div className="mt-12 border-t border-slate-800 pt-8">
          <NewsletterForm variant="dark" />
        </div>
        <p className="mt-8 text-sm text-slate-400">
          © <span data-year="">{now.getFullYear()}</span> {settings.companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/**
 * The site's links in four groups; where analytics or ads are configured, the Legal group ends with
 * the cookie choice. Links only are taken over as the server rendered them; with that button (a
 * control of its own) the groups are hydrated.
 */
function LinkGroups() {
  // Written out so that a build with neither setting leaves the control out altogether.
  const cookieSettings = Boolean(import.meta.env.VITE_GA_MEASUREMENT_ID || import.meta.env.VITE_ADSENSE_CLIENT_ID) && consentServices() !== null;
  const groups = GROUPS.map((group) => (
    <nav key={group.title} aria-label={group.title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
      <ul className="mt-4 space-y-1 text-sm">
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-block py-1.5 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
        {group.title === 'Legal' && cookieSettings && (
          <li>
            <button type="button" onClick={(event) => openCookieSettings(event.currentTarget)} className="inline-block py-1.5 text-left hover:text-white">
              Cookie settings
            </button>
          </li>
        )}
      </ul>
    </nav>
  ));
  const className = 'grid grid-cols-2 gap-8 sm:grid-cols-4';
  return cookieSettings ? <div className={className}>{groups}</div> : <KeptHtml className={className}>{groups}</KeptHtml>;
}

import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { site } from '@/content/site.ts';
import { containerStyles } from '@/components/ui/styles.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { SocialIcon } from './social-icon.tsx';

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

export function Footer({ now = new Date() }: { now?: Date }) {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className={`${containerStyles} py-14`}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_2fr]">
          <div>
            <Link to={paths.home()} className="text-xl font-bold text-white">
              {site.name}
            </Link>
            <p className="mt-3 max-w-sm text-sm leading-6">
              A leading software development and digital marketing company. We design, build and grow digital
              products that move businesses forward.
            </p>
            <address className="mt-5 space-y-2 text-sm not-italic">
              <p className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
                <span>
                  {site.address.street}, {site.address.city}
                </span>
              </p>
              <p className="flex items-center gap-2">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-200" />
                <a href={site.phoneHref} className="hover:text-white">
                  {site.phone}
                </a>
              </p>
              <p className="flex items-center gap-2">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-200" />
                <a href={`mailto:${site.email}`} className="hover:text-white">
                  {site.email}
                </a>
              </p>
            </address>
            <ul className="mt-5 flex gap-3" aria-label="Social media">
              {site.social.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.name}
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition hover:bg-brand-600 hover:text-white"
                  >
                    <SocialIcon name={social.name} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {GROUPS.map((group) => (
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
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 border-t border-slate-800 pt-8">
          <NewsletterForm variant="dark" />
        </div>
        <p className="mt-8 text-sm text-slate-400">
          © {now.getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

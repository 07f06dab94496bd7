/**
 * What every page shows when the site is configured for Firebase and Firebase did not start (a wrong
 * or incomplete configuration, or the SDK failing to load). The site never falls back to demo mode
 * then: an enquiry sent there would stay in this one browser and never reach the company.
 */
import { AlertTriangle, Mail, Phone, RefreshCw } from 'lucide-react';
import { buttonStyles, containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { site } from '@/content/site.ts';
import { mailtoHref } from '@/lib/email.ts';

export function ServiceUnavailable() {
  return (
    <>
      {/* React hoists these into <head>; the page component (and its metadata library) stays off the first load. */}
      <title>{`Temporarily unavailable | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className={`${containerStyles} flex flex-col items-center py-20 text-center sm:py-28`}>
        <AlertTriangle aria-hidden="true" className="h-12 w-12 text-amber-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">This site can't load right now</h1>
        <p role="alert" className="mt-4 max-w-xl text-lg text-slate-700">
          We couldn't connect to our services, so pages, login and the contact form are unavailable. Please try
          again in a few minutes.
        </p>
        <button type="button" onClick={() => window.location.reload()} className={`${buttonStyles.primary} mt-8`}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Try Again
        </button>
        <p className="mt-10 text-slate-700">Need us now?</p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <a href={mailtoHref(site.email)} className={linkStyles.secondary}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            {site.email}
          </a>
          <a href={site.phoneHref} className={linkStyles.secondary}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            {site.phone}
          </a>
        </div>
      </div>
    </>
  );
}

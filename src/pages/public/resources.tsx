/** The resource pages linked from the footer: /case-studies, /docs, /support. Copy: src/content/resources.ts. */
import { Mail, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { ContentPage } from '@/components/layout/content-page.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { linkStyles } from '@/components/ui/styles.ts';
import type { TextPage } from '@/content/text-page.ts';
import { caseStudiesPage, docsPage, supportPage } from '@/content/resources.ts';
import { site } from '@/content/site.ts';
import { mailtoHref } from '@/lib/email.ts';

function ResourcePage({ page, path, cta }: { page: TextPage; path: string; cta: { heading: string; text: string } }) {
  return (
    <>
      <Seo title={page.title} description={page.description} path={path} />
      <ContentPage eyebrow="Resources" title={page.title} intro={page.intro} sections={page.sections}>
        <aside aria-labelledby="resource-cta" className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8">
          <h2 id="resource-cta" className="text-xl font-semibold">
            {cta.heading}
          </h2>
          <p className="mt-2 text-slate-200">{cta.text}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <Link to={paths.contact()} className={linkStyles.primary}>
              <MessageSquare aria-hidden="true" className="h-4 w-4" />
              Contact us
            </Link>
            <a
              href={site.phoneHref}
              className="inline-flex items-center gap-2 text-sm font-semibold text-white underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              {site.phone}
            </a>
            <a
              href={mailtoHref(site.email)}
              className="inline-flex items-center gap-2 break-all text-sm font-semibold text-white underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              {site.email}
            </a>
          </div>
        </aside>
      </ContentPage>
    </>
  );
}

export function CaseStudiesPage() {
  return (
    <ResourcePage
      page={caseStudiesPage}
      path={paths.caseStudies()}
      cta={{ heading: 'Have a similar challenge?', text: 'Tell us about it. We reply within one business day with questions or first ideas.' }}
    />
  );
}

export function DocsPage() {
  return (
    <ResourcePage
      page={docsPage}
      path={paths.docs()}
      cta={{ heading: 'Still have questions?', text: 'Your project lead is happy to walk you through any of this on a short call.' }}
    />
  );
}

export function SupportPage() {
  return (
    <ResourcePage
      page={supportPage}
      path={paths.support()}
      cta={{ heading: 'Need help now?', text: 'Send us a message through the contact page, or call or e-mail us during support hours.' }}
    />
  );
}

/**
 * One layout for the site's text pages (legal, case studies, docs, support): a header with the
 * page's h1 and intro, an "On this page" list, then sections with h2 headings.
 */
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FaqList } from '@/components/ui/faq-list.tsx';
import { containerStyles } from '@/components/ui/styles.ts';
import type { ContentSection } from '@/content/text-page.ts';
import { KeptHtml } from '@/components/ui/kept-html.tsx';

export interface ContentPageProps {
  title: string;
  intro: string;
  sections: readonly ContentSection[];
  /** Small label above the title, e.g. "Legal" or "Resources". */
  eyebrow?: string;
  /** Shown as "Last updated …" under the intro. */
  updated?: string;
  /** Extra content after the sections (a call to action, contact details…). */
  children?: ReactNode;
}

export function ContentPage({ title, intro, sections, eyebrow, updated, children }: ContentPageProps) {
  // Text and links only: taken over as the server rendered it.
  return (
    <KeptHtml className="bg-white">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className={`${containerStyles} py-14 sm:py-20`}>
          <div className="max-w-3xl">
            {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</p>
            {updated && <p className="mt-3 text-sm text-slate-600">Last updated {updated}</p>}
          </div>
        </div>
      </header>

      <div className={`${containerStyles} py-12 sm:py-16`}>
        <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
          {sections.length > 2 && (
            <nav aria-label="On this page" className="mb-10 lg:mb-0">
              <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24">
                <p className="text-sm font-semibold text-slate-900">On this page</p>
                <ul className="mt-3 space-y-2 text-sm">
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a
                        href={`#${section.id}`}
                        className="text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
                      >
                        {section.heading}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </nav>
          )}

          <div className="max-w-3xl space-y-12 lg:col-start-2">
            {sections.map((section) => (
              <SectionBlock key={section.id} section={section} />
            ))}
            {children}
          </div>
        </div>
      </div>
    </KeptHtml>
  );
}

function SectionBlock({ section }: { section: ContentSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900">
        {section.heading}
      </h2>

      {section.facts && section.facts.length > 0 && (
        <dl className="mt-5 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-2">
          {section.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{fact.label}</dt>
              <dd className="mt-1 text-sm font-medium text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
          {paragraph}
        </p>
      ))}

      {section.items && section.items.length > 0 && (
        <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-brand-600">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}

      {section.faqs && section.faqs.length > 0 && (
        <FaqList faqs={section.faqs} className="mt-5 rounded-xl" />
      )}

      {section.links && section.links.length > 0 && (
        <ul className="mt-5 flex flex-wrap gap-3">
          {section.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

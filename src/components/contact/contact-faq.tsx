/** The contact page's Frequently Asked Questions, each a disclosure. */
import { ChevronDown } from 'lucide-react';
import { containerStyles } from '@/components/ui/styles.ts';
import { contactFaq } from '@/content/resources.ts';

export function ContactFaq({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 bg-slate-50">
      <div className={`${containerStyles} py-12 sm:py-16`}>
        <h2 id={headingId} className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">
          Frequently Asked Questions
        </h2>
        <div className="mx-auto mt-8 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {contactFaq.map((faq) => (
            <details key={faq.question} className="group px-5 py-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-600 transition group-open:rotate-180" />
              </summary>
              <p className="mt-3 leading-relaxed text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

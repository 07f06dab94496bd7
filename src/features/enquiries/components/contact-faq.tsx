/** The contact page's Frequently Asked Questions, each a disclosure. */
import { FaqList } from '@/components/ui/faq-list.tsx';
import { containerStyles } from '@/components/ui/styles.ts';
import { contactFaq } from '@/content/resources.ts';

export function ContactFaq({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 bg-slate-50">
      <div className={`${containerStyles} py-12 sm:py-16`}>
        <h2 id={headingId} className="text-center text-2xl font-semibold text-slate-900 sm:text-3xl">
          Frequently Asked Questions
        </h2>
        <FaqList faqs={contactFaq} className="mx-auto mt-8 max-w-3xl rounded-2xl bg-white" itemClassName="sm:px-6" />
      </div>
    </section>
  );
}

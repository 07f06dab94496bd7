/** Questions and answers, each a disclosure the reader opens: the contact page's FAQ and the FAQ sections of text pages. */
import { ChevronDown } from 'lucide-react';

export interface Faq {
  question: string;
  answer: string;
}

export function FaqList({ faqs, className = '', itemClassName = '' }: { faqs: readonly Faq[]; className?: string; itemClassName?: string }) {
  return (
    <div className={`divide-y divide-slate-200 border border-slate-200 ${className}`}>
      {faqs.map((faq) => (
        <details key={faq.question} className={`group px-5 py-4 ${itemClassName}`}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-600 transition group-open:rotate-180" />
          </summary>
          <p className="mt-3 leading-relaxed text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

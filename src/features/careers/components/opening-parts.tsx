/**
 * The parts of an opening that Careers' list and the opening's own page share: its facts, its
 * requirements and benefits, and the apply form in a dialog that names it.
 */
import { Briefcase, Building2, Check, DollarSign, GraduationCap, MapPin, type LucideIcon } from 'lucide-react';
import { Modal } from '@/components/ui/modal.tsx';
import { useSession } from '@/context/session.tsx';
import { ApplyForm } from '@/features/careers/components/apply-form.tsx';
import { employmentTypeLabel, locationLabel, salaryLabel, type JobOpening } from '@/features/careers/data/openings.ts';

/** Department, location, type, experience and salary, as chips (each named for screen readers). */
export function OpeningFacts({ opening }: { opening: JobOpening }) {
  const facts: { label: string; value: string; icon: LucideIcon }[] = [
    { label: 'Department', value: opening.department, icon: Building2 },
    { label: 'Location', value: locationLabel(opening), icon: MapPin },
    { label: 'Type', value: employmentTypeLabel(opening.employmentType), icon: Briefcase },
    { label: 'Experience', value: opening.experience, icon: GraduationCap },
    ...(opening.salary ? [{ label: 'Salary', value: salaryLabel(opening.salary), icon: DollarSign }] : []),
  ].filter(({ value }) => value);
  return (
    <dl className="mt-3 flex flex-wrap gap-2">
      {facts.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
          <dt className="sr-only">{label}</dt>
          <dd className="inline-flex items-center gap-1.5">
            <Icon aria-hidden="true" className="h-4 w-4 text-slate-600" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Requirements and benefits side by side (stacked on a phone); `Heading` is the level the page needs. */
export function OpeningLists({ opening, heading: Heading = 'h4' }: { opening: JobOpening; heading?: 'h2' | 'h3' | 'h4' }) {
  const lists = [
    { title: 'Requirements', items: opening.requirements, tick: 'text-brand-600' },
    { title: 'Benefits', items: opening.benefits, tick: 'text-emerald-600' },
  ];
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      {lists.filter(({ items }) => items.length > 0).map(({ title, items, tick }) => (
        <div key={title}>
          <Heading className="text-sm font-semibold uppercase tracking-wider text-slate-900">{title}</Heading>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            {items.map((item) => (
              <li key={item} className="flex gap-2.5">
                <Check aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${tick}`} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The apply form for `opening` in a dialog ("Apply for <title>"); null: closed. The form offers the
 * `openings` that are open, the one applied for among them.
 */
export function ApplyDialog({ opening, openings, onClose }: { opening: JobOpening | null; openings: readonly JobOpening[]; onClose: () => void }) {
  const { user } = useSession();
  return (
    <Modal open={opening !== null} title={opening ? `Apply for ${opening.title}` : 'Apply'} onClose={onClose} size="max-w-2xl">
      {opening && (
        <>
          <p className="mb-5 text-sm text-slate-600">
            {opening.department} · {locationLabel(opening)} · {employmentTypeLabel(opening.employmentType)}
          </p>
          <ApplyForm
            opening={opening.slug}
            openings={openings.some((open) => open.slug === opening.slug) ? openings : [opening, ...openings]}
            user={user}
            onClose={onClose}
          />
        </>
      )}
    </Modal>
  );
}

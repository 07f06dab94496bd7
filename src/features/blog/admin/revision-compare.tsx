/**
 * A readable comparison of a revision with the form as it is now, field by field (only the fields that
 * differ): text by words, removed words struck through and added ones underlined — marked by more than
 * colour, and named for screen readers ("removed:", "added:").
 */
import { diffWords } from 'diff';
import type { BlogFormValues } from '@/features/blog/components/blog-form-values.ts';

interface FieldDifference {
  label: string;
  before: string;
  after: string;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const status = (values: BlogFormValues) =>
  !values.isPublished ? 'Draft' : values.schedule && values.publishAt ? `Scheduled for ${values.publishAt.replace('T', ' ')}` : 'Published';

/** What each compared field shows, as text. */
const FIELDS: { label: string; text: (values: BlogFormValues) => string }[] = [
  { label: 'Title', text: (values) => values.title },
  { label: 'Excerpt', text: (values) => values.excerpt },
  { label: 'Content', text: (values) => values.content },
  { label: 'Author', text: (values) => values.authorName },
  { label: 'Category', text: (values) => values.category },
  { label: 'Tags', text: (values) => values.tags.join(', ') },
  { label: 'Cover image URL', text: (values) => values.image },
  { label: 'Status', text: status },
  { label: 'Featured', text: (values) => yesNo(values.isFeatured) },
  { label: 'Address', text: (values) => (values.slugFromTitle ? '(from the title)' : values.slug) },
  { label: 'Meta description', text: (values) => values.seoDescription },
  { label: 'Social image URL', text: (values) => values.socialImage },
  { label: 'Written in', text: (values) => (values.format === 'markdown' ? 'Markdown' : 'Plain text') },
];

/** The fields in which `before` (the revision) and `after` (the form now) differ. */
export function differences(before: BlogFormValues, after: BlogFormValues): FieldDifference[] {
  return FIELDS.map(({ label, text }) => ({ label, before: text(before), after: text(after) })).filter(
    (field) => field.before !== field.after,
  );
}

function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-6 text-slate-800">
      {diffWords(before, after).map((part, index) =>
        part.removed ? (
          <del key={index} className="rounded bg-red-50 text-red-900 decoration-2">
            <span className="sr-only">removed: </span>
            {part.value}
          </del>
        ) : part.added ? (
          <ins key={index} className="rounded bg-emerald-50 text-emerald-900 underline decoration-2 underline-offset-2">
            <span className="sr-only">added: </span>
            {part.value}
          </ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/** The comparison of a revision (`before`) with the form now (`after`). */
export function RevisionComparison({ before, after }: { before: BlogFormValues; after: BlogFormValues }) {
  const changed = differences(before, after);
  if (changed.length === 0) return <p className="text-sm text-slate-700">This version is the same as the form now.</p>;
  return (
    <div>
      <p className="text-sm text-slate-600">
        From this version to the form now: removed words are <span className="line-through decoration-2">struck through</span>,
        added words are <span className="underline decoration-2 underline-offset-2">underlined</span>.
      </p>
      <dl className="mt-4 space-y-4">
        {changed.map((field) => (
          <div key={field.label} className="rounded-xl border border-slate-200 p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{field.label}</dt>
            <dd className="mt-1 max-h-80 overflow-y-auto">
              <WordDiff before={field.before} after={field.after} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

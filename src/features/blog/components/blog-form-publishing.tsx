/**
 * The blog post form's side column: the Publishing panel (author, category, Featured, Published and
 * when: now or scheduled), the Preview Info panel (with the whole page's preview), and the save and Cancel buttons with, when editing,
 * whether all is saved.
 */
import { Save, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Panel } from '@/components/admin/panel.tsx';
import type { BlogFormValues } from '@/features/blog/components/blog-form-values.ts';
import { Checkbox, Required } from '@/features/blog/components/blog-form-fields.tsx';
import type { BlogFormController } from '@/features/blog/components/use-blog-form.ts';
import { PagePreviewButton } from '@/features/blog/components/page-preview.tsx';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { TEAM } from '@/content/team.ts';
import { BLOG_CATEGORIES } from '@/features/blog/data/blogs.ts';
import { formatDateTime, fromLocalDateTimeInput } from '@/lib/dates.ts';

/** The author (from the About page's team), the category, and the Featured and Published flags. */
export function PublishingPanel({ form, mode }: { form: BlogFormController; mode: 'create' | 'edit' }) {
  const { values, change, fieldId, requiredError, fieldRefs } = form;
  // A category no longer in the list (older posts) stays selectable so an edit does not lose it.
  const categories: string[] =
    values.category && !(BLOG_CATEGORIES as readonly string[]).includes(values.category)
      ? [...BLOG_CATEGORIES, values.category]
      : [...BLOG_CATEGORIES];
  // Authors are the people on the About page; an older post's other name stays selectable so an edit keeps it.
  const teamNames = TEAM.map((member) => member.name);
  const otherAuthor = values.authorName && !teamNames.includes(values.authorName) ? values.authorName : null;

  return (
    <Panel title="Publishing">
      <div className="space-y-5">
        <Field
          id={fieldId('author')}
          label={
            <>
              Author <Required />
            </>
          }
          hint="Posts are signed by the people on the About page's team; the article links to their profile there."
          error={requiredError('authorName')}
          errorBeforeHint
        >
          {(control) => (
            <select
              {...control}
              ref={fieldRefs.authorName}
              name="authorName"
              required
              value={values.authorName}
              onChange={(event) => change('authorName', event.target.value)}
              className={`${inputClass({ invalid: control['aria-invalid'] })} min-h-[2.875rem]`}
            >
              <option value="">Select an author</option>
              {teamNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              {otherAuthor && <option value={otherAuthor}>{otherAuthor} (not on the team page)</option>}
            </select>
          )}
        </Field>

        <Field
          id={fieldId('category')}
          label={
            <>
              Category <Required />
            </>
          }
          error={requiredError('category')}
        >
          {(control) => (
            <select
              {...control}
              ref={fieldRefs.category}
              name="category"
              required
              value={values.category}
              onChange={(event) => change('category', event.target.value)}
              className={`${inputClass({ invalid: control['aria-invalid'] })} min-h-[2.875rem]`}
            >
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </Field>

        <Checkbox
          id={fieldId('featured')}
          label="Featured Post"
          hint="Featured posts are highlighted on the home page."
          checked={values.isFeatured}
          onChange={(checked) => change('isFeatured', checked)}
        />
        <Checkbox
          id={fieldId('published')}
          label={mode === 'create' ? 'Publish Immediately' : 'Published'}
          hint="Untick to keep the post as a draft that only admins and editors can see."
          checked={values.isPublished}
          onChange={(checked) => change('isPublished', checked)}
        />
        {values.isPublished && <ScheduleFields form={form} />}
      </div>
    </Panel>
  );
}

/** This device's time zone, as the schedule's hint names it (the field's time is read in it). */
const timeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'this device’s time zone';
  } catch {
    return 'this device’s time zone';
  }
};

/** "Schedule for later" and, ticked, the date and time visitors may read the post from. */
function ScheduleFields({ form }: { form: BlogFormController }) {
  const { values, change, fieldId, scheduleError, setScheduleError, scheduleInput } = form;
  return (
    <>
      <Checkbox
        id={fieldId('schedule')}
        label="Schedule for later"
        hint="Visitors can read the post from the time you choose; until then it is listed as Scheduled."
        checked={values.schedule}
        onChange={(checked) => {
          change('schedule', checked);
          if (!checked) setScheduleError('');
        }}
      />
      {values.schedule && (
        <Field id={fieldId('publish-at')} label="Publish on" hint={`In your time zone (${timeZone()}).`} error={scheduleError || undefined}>
          {(control) => (
            <input
              {...control}
              ref={scheduleInput}
              type="datetime-local"
              name="publishAt"
              value={values.publishAt}
              onChange={(event) => {
                change('publishAt', event.target.value);
                setScheduleError('');
              }}
              className={`${inputClass({ invalid: control['aria-invalid'] })} min-h-[2.875rem]`}
            />
          )}
        </Field>
      )}
    </>
  );
}

/** What the post will show: its author, category, read time and status. */
export function PreviewInfoPanel({ values, readTime }: { values: BlogFormValues; readTime: number }) {
  return (
    <Panel title="Preview Info">
      <dl className="divide-y divide-slate-100 text-sm">
        <PreviewRow label="Author">
          {values.authorName || <span className="text-slate-600">Not selected</span>}
        </PreviewRow>
        <PreviewRow label="Category">
          {values.category || <span className="text-slate-600">Not selected</span>}
        </PreviewRow>
        <PreviewRow label="Read time">{readTime} min read</PreviewRow>
        <PreviewRow label="Status">
          <StatusBadge status={formStatus(values)} />
        </PreviewRow>
        {formStatus(values) === 'Scheduled' && (
          <PreviewRow label="Publishes">{formatDateTime(fromLocalDateTimeInput(values.publishAt))}</PreviewRow>
        )}
      </dl>
      <PagePreviewButton values={values} />
    </Panel>
  );
}

/** What saving a new post does, on its button: a CMS's Publish, Schedule or Save Draft. */
const CREATE_LABELS: Record<PostStatus, string> = { Published: 'Publish Post', Scheduled: 'Schedule Post', Draft: 'Save Draft' };

/**
 * The save button ("Creating..."/"Saving..." while saving), Cancel, and when editing whether all is
 * saved. A new post's button says what saving it does (Publish Post, Schedule Post or Save Draft), as
 * Publish Immediately is ticked by default (spec) and a first save must not publish by surprise.
 */
export function FormActions({
  mode,
  status,
  saving,
  dirty,
  onCancel,
}: {
  mode: 'create' | 'edit';
  status: PostStatus;
  saving: boolean;
  dirty: boolean;
  onCancel: () => void;
}) {
  const publishing = mode === 'create' && status !== 'Draft';
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:flex-wrap">
      <button type="submit" disabled={saving} className={`${buttonStyles.primary} min-h-11 sm:flex-1`}>
        {publishing ? <Send aria-hidden="true" className="h-4 w-4" /> : <Save aria-hidden="true" className="h-4 w-4" />}
        {mode === 'create' ? (saving ? 'Creating...' : CREATE_LABELS[status]) : saving ? 'Saving...' : 'Save Changes'}
      </button>
      <button type="button" onClick={onCancel} className={`${buttonStyles.secondary} min-h-11 sm:flex-none`}>
        Cancel
      </button>
      {mode === 'edit' && (
        <p role="status" className="text-center text-sm text-slate-600 sm:basis-full">
          {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
        </p>
      )}
    </div>
  );
}

export type PostStatus = 'Published' | 'Scheduled' | 'Draft';

/** What the form's values make of the post. */
export const formStatus = (values: BlogFormValues): PostStatus =>
  !values.isPublished ? 'Draft' : values.schedule && fromLocalDateTimeInput(values.publishAt) ? 'Scheduled' : 'Published';

const STATUS_STYLES: Record<PostStatus, string> = {
  Published: 'bg-green-50 text-green-800',
  Scheduled: 'bg-sky-50 text-sky-900',
  Draft: 'bg-amber-50 text-amber-900',
};

/** A post's status as a badge: Published, Scheduled or Draft. */
export function StatusBadge({ status }: { status: PostStatus }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>{status}</span>;
}

function PreviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

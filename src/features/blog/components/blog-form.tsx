/**
 * The blog post form (spec §2 "Admin blog creation", §5 "Blog form"), shared by the create and edit
 * screens: title*, excerpt, content* (15 rows) with word count and read time, author* (a member of the
 * About page's team), category*, tags, an optional https cover image with a preview, Featured and
 * Published flags, the Preview Info panel,
 * and a warning before leaving with unsaved changes, which the browser keeps until saved (kept-draft.tsx).
 * The screen owns the values (useBlogFormState) and saves them; the form validates, shows "Creating..."/"Saving..." and keeps what was typed.
 * The form's own state is `useBlogForm` (use-blog-form.ts); its panels are the blog-form-*.tsx files
 * beside it, and its values (`BlogFormValues`, `useBlogFormState`) are in blog-form-values.ts.
 */
import { AddressAndSharing, type SavedAddresses } from '@/features/blog/components/address-and-sharing.tsx';
import { ContentPanel } from '@/features/blog/components/blog-form-content.tsx';
import { FormActions, formStatus, PreviewInfoPanel, PublishingPanel } from '@/features/blog/components/blog-form-publishing.tsx';
import { TagsAndCoverPanel } from '@/features/blog/components/blog-form-tags-and-cover.tsx';
import type { BlogFormState, BlogFormValues, SlugRefusal } from '@/features/blog/components/blog-form-values.ts';
import { UnsavedChangesDialog } from '@/components/admin/unsaved-changes.tsx';
import { useBlogForm } from '@/features/blog/components/use-blog-form.ts';
import { KeptDraftOffer, keptDraftKey, useKeptDraft } from '@/features/blog/components/kept-draft.tsx';
import { useSession } from '@/context/session.tsx';

export {
  draftOf,
  EMPTY_BLOG_FORM,
  formValuesOf,
  useBlogFormState,
  type BlogFormState,
  type BlogFormValues,
  type SlugRefusal,
} from '@/features/blog/components/blog-form-values.ts';

export interface BlogFormProps {
  mode: 'create' | 'edit';
  state: BlogFormState;
  /** The post being edited (its own address counts as free). */
  postId?: string;
  /** The saved post's addresses (the Address field says which lead here). */
  addresses?: SavedAddresses;
  /** Saves the values; resolves true on success (the screen shows the toasts), or why the address was refused. */
  onSubmit: (values: BlogFormValues) => Promise<boolean | SlugRefusal>;
  /** Runs after a successful save, with the unsaved-changes guard released (e.g. go back to the list). */
  afterSave?: () => void;
  /** Leaves the form (Cancel); the guard asks first when there are unsaved changes. */
  onCancel: () => void;
  /** A plain-text post being edited: the form offers "Write in Markdown". */
  offerMarkdown?: boolean;
}

export function BlogForm({ mode, state, postId, addresses, onSubmit, afterSave, onCancel, offerMarkdown = false }: BlogFormProps) {
  const uid = useSession().user?.uid;
  const kept = useKeptDraft(uid ? keptDraftKey(uid, postId) : null, state);
  const form = useBlogForm({
    state,
    onSubmit,
    afterSave: () => {
      kept.forget();
      afterSave?.();
    },
  });
  const { values, setField, fieldId, onFormSubmit, setSlugError, setSocialImageError } = form;

  return (
    <>
      <KeptDraftOffer hold={kept} onRestored={() => form.fieldRefs.title.current?.focus()} />
      <form onSubmit={(event) => void onFormSubmit(event)} className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ContentPanel form={form} offerMarkdown={offerMarkdown} />

          <TagsAndCoverPanel form={form} />

          <AddressAndSharing
            fieldId={fieldId}
            values={values}
            postId={postId}
            saved={addresses}
            onSlugChange={(typed) => {
              // Typed: the title no longer moves it (emptied, the save makes it from the title).
              setField('slugFromTitle', false);
              setField('slug', typed);
              setSlugError('');
            }}
            onChange={(key, value) => {
              setField(key, value);
              if (key === 'socialImage') setSocialImageError('');
            }}
            slugError={form.slugError}
            socialImageError={form.socialImageError}
            slugRef={form.slugInput}
            socialImageRef={form.socialImageInput}
          />
        </div>

        {/* The side column stays in view while the post is written, where the screen is tall enough
            for its choices and the save button (about 830 px with a schedule); on a shorter one it
            scrolls with the page, so the button is never held below the screen's edge. */}
        <div className="min-w-0 space-y-6 [@media(min-width:64rem)_and_(min-height:55rem)]:sticky [@media(min-width:64rem)_and_(min-height:55rem)]:top-24">
          <PublishingPanel form={form} mode={mode} />

          {/* The save button right after the publishing choices, before the preview's summary. */}
          <FormActions mode={mode} status={formStatus(values)} saving={form.saving} dirty={form.dirty} onCancel={onCancel} />

          <PreviewInfoPanel values={values} readTime={form.readTime} />
        </div>
      </form>
      <UnsavedChangesDialog blocker={form.guard.blocker} what="this post" onLeave={kept.forget} />
    </>
  );
}

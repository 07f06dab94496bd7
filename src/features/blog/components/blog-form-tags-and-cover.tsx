/**
 * The blog post form's "Tags and cover image" panel: tags added with Enter or Add (up to the limit,
 * each removable), and the optional https cover image with a preview of how it will look.
 */
import { ImageOff, Plus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Panel } from '@/components/admin/panel.tsx';
import type { BlogFormController } from '@/features/blog/components/use-blog-form.ts';
import { Field } from '@/components/ui/field.tsx';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { ownImagePath } from '@/content/images.ts';
import { addTag, BLOG_LIMITS, isHttpsUrl, type TagRefusal } from '@/features/blog/data/blogs.ts';

const TAG_MESSAGES: Record<Exclude<TagRefusal, 'empty'>, (tag: string) => string> = {
  duplicate: (tag) => `“${tag}” is already added.`,
  limit: () => `A post can have at most ${BLOG_LIMITS.tags} tags. Remove one to add another.`,
  'too-long': () => `A tag can be at most ${BLOG_LIMITS.tagLength} characters.`,
};

export function TagsAndCoverPanel({ form }: { form: BlogFormController }) {
  return (
    <Panel title="Tags and cover image">
      <div className="space-y-6">
        <TagsField form={form} />

        <CoverImageField form={form} />
      </div>
    </Panel>
  );
}

/** The tag being typed, the list of tags added, and why a tag was not added. */
function TagsField({ form }: { form: BlogFormController }) {
  const { values, setField, fieldId } = form;
  const [tagInput, setTagInput] = useState('');
  const [tagMessage, setTagMessage] = useState('');
  const tagRef = useRef<HTMLInputElement>(null);
  const atTagLimit = values.tags.length >= BLOG_LIMITS.tags;

  function submitTag() {
    const result = addTag(values.tags, tagInput);
    if (result.refused) {
      setTagMessage(result.refused === 'empty' ? '' : TAG_MESSAGES[result.refused](tagInput.trim()));
      return;
    }
    setField('tags', result.tags);
    setTagInput('');
    setTagMessage('');
  }

  function onTagKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it must not submit the post.
    event.preventDefault();
    submitTag();
  }

  function removeTag(tag: string) {
    setField(
      'tags',
      values.tags.filter((existing) => existing !== tag),
    );
    setTagMessage('');
    tagRef.current?.focus();
  }

  return (
    <div>
      <Field
        id={fieldId('tag')}
        label="Tags"
        hint={
          <>
            Press Enter or select Add. Up to {BLOG_LIMITS.tags} tags ({values.tags.length} added).
            {atTagLimit && ' Remove a tag to add another.'}
          </>
        }
        describedBy={tagMessage !== '' ? fieldId('tag-message') : undefined}
      >
        {(control) => (
          <div className="mt-1 flex gap-2">
            <input
              {...control}
              ref={tagRef}
              type="text"
              value={tagInput}
              maxLength={BLOG_LIMITS.tagLength}
              disabled={atTagLimit}
              onChange={(event) => {
                setTagInput(event.target.value);
                setTagMessage('');
              }}
              onKeyDown={onTagKeyDown}
              placeholder={atTagLimit ? 'Tag limit reached' : 'Add a tag and press Enter'}
              className={`${inputClass({ flush: true })} min-w-0 flex-1`}
            />
            <button
              type="button"
              onClick={submitTag}
              disabled={atTagLimit || tagInput.trim() === ''}
              className={`${buttonStyles.secondary} shrink-0 px-4`}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add
            </button>
          </div>
        )}
      </Field>
      <p id={fieldId('tag-message')} role="status" className="mt-1 text-sm text-amber-800 empty:hidden">
        {tagMessage}
      </p>
      {values.tags.length > 0 && (
        <ul aria-label="Tags added" className="mt-3 flex flex-wrap gap-2">
          {values.tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
            >
              <span className="min-w-0 break-words">{tag}</span>
              <button
                type="button"
                onClick={() => removeTag(tag)}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-base leading-none text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The cover image address, and a preview of the image once the address is an https one. */
function CoverImageField({ form }: { form: BlogFormController }) {
  const { values, change, fieldId, fieldRefs, imageError, setImageError } = form;
  const [brokenImage, setBrokenImage] = useState('');
  const imageAddress = values.image.trim();
  const showPreview = imageAddress !== '' && isHttpsUrl(imageAddress);

  return (
    <div>
      <Field
        id={fieldId('image')}
        label={
          <>
            Cover image URL <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        hint="An https address of an image, ideally 1200 × 630 pixels. It is shown on the post's cards and at the top of the article."
        error={imageError}
        errorBeforeHint
      >
        {(control) => (
          <input
            {...control}
            ref={fieldRefs.image}
            name="image"
            type="url"
            inputMode="url"
            maxLength={BLOG_LIMITS.image}
            value={values.image}
            onChange={(event) => {
              change('image', event.target.value);
              setImageError('');
            }}
            placeholder="https://images.example.com/cover.jpg"
            className={inputClass({ invalid: control['aria-invalid'] })}
          />
        )}
      </Field>
      {showPreview && (
        <figure className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {brokenImage === imageAddress ? (
            <div className="flex aspect-[1200/630] flex-col items-center justify-center gap-2 p-4 text-center text-sm text-slate-700">
              <ImageOff aria-hidden="true" className="h-6 w-6" />
              This image could not be loaded. Check the address.
            </div>
          ) : (
            <img
              key={imageAddress}
              src={ownImagePath(imageAddress) ?? imageAddress}
              alt="Cover preview"
              width={1200}
              height={630}
              onError={() => setBrokenImage(imageAddress)}
              className="aspect-[1200/630] w-full object-cover"
            />
          )}
          <figcaption className="border-t border-slate-200 px-3 py-2 text-xs text-slate-600">How the cover will look</figcaption>
        </figure>
      )}
    </div>
  );
}

/**
 * The blog post form (spec §2 "Admin blog creation", §5 "Blog form"), shared by the create and edit
 * screens: title*, excerpt, content* (15 rows) with word count and read time, author* (a member of the
 * About page's team), category*, tags, an optional https cover image with a preview, Featured and
 * Published flags, the Preview Info panel,
 * and a warning before leaving with unsaved changes. The screen owns the values (useBlogFormState)
 * and saves them; the form validates, shows "Creating..."/"Saving..." and keeps what was typed.
 */
import { ImageOff, Plus, Save, Send } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles, inputClass } from '@/components/ui/styles.ts';
import { Field } from '@/components/ui/field.tsx';
import {
  addTag,
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  countWords,
  isHttpsUrl,
  paragraphsOf,
  readTimeOf,
  WORDS_PER_MINUTE,
  type BlogDraft,
  type BlogPost,
  type TagRefusal,
} from '@/data/blogs.ts';
import { TEAM } from '@/content/team.ts';
import { ownImagePath } from '@/content/images.ts';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from './unsaved-changes.tsx';
import { MarkdownBody, renderMarkdown } from './markdown.tsx';
import { AddressAndSharing, followsTitle } from './address-and-sharing.tsx';
import { Panel } from '@/components/admin/panel.tsx';

export interface BlogFormValues {
  title: string;
  excerpt: string;
  content: string;
  /** Who wrote it: a team member's name ('' until chosen). */
  authorName: string;
  category: string;
  tags: string[];
  /** The cover image address as typed ('' for none). */
  image: string;
  isFeatured: boolean;
  isPublished: boolean;
  /** How the content is written: Markdown (every new post), or plain text (older posts, until switched). */
  format: 'markdown' | 'plain';
  /** The address the admin typed ('' while it follows the title). */
  slug: string;
  /** True while the address follows the title: a new post, or an older one without an address. */
  slugFromTitle: boolean;
  /** The meta description ('' for the excerpt). */
  seoDescription: string;
  /** The social image address as typed ('' for the cover, else the site's picture). */
  socialImage: string;
}

/** Spec §9: a new post is published and not featured unless the admin says otherwise. */
export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  excerpt: '',
  content: '',
  authorName: '',
  category: '',
  tags: [],
  image: '',
  isFeatured: false,
  isPublished: true,
  format: 'markdown',
  slug: '',
  slugFromTitle: true,
  seoDescription: '',
  socialImage: '',
};

export function formValuesOf(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    authorName: post.authorName,
    category: post.category,
    tags: [...post.tags],
    image: post.image ?? '',
    isFeatured: post.isFeatured,
    isPublished: post.isPublished,
    format: post.format === 'markdown' ? 'markdown' : 'plain',
    slug: post.slug ?? '',
    slugFromTitle: post.slug === null,
    seoDescription: post.seoDescription,
    socialImage: post.socialImage ?? '',
  };
}

export function draftOf({ format, ...values }: BlogFormValues): BlogDraft {
  return {
    ...values,
    tags: [...values.tags],
    image: values.image.trim() || null,
    slug: followsTitle(values) ? '' : values.slug,
    slugFromTitle: followsTitle(values),
    socialImage: values.socialImage.trim() || null,
    ...(format === 'markdown' ? { format } : {}),
  };
}

function sameValues(a: BlogFormValues, b: BlogFormValues): boolean {
  return (
    a.title === b.title &&
    a.excerpt === b.excerpt &&
    a.content === b.content &&
    a.authorName === b.authorName &&
    a.category === b.category &&
    a.image === b.image &&
    a.isFeatured === b.isFeatured &&
    a.isPublished === b.isPublished &&
    a.format === b.format &&
    a.slug === b.slug &&
    a.slugFromTitle === b.slugFromTitle &&
    a.seoDescription === b.seoDescription &&
    a.socialImage === b.socialImage &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag === b.tags[index])
  );
}

export interface BlogFormState {
  values: BlogFormValues;
  /** True when the values differ from what was last loaded or saved. */
  dirty: boolean;
  setField: <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) => void;
  /** After a save: these values are now what the server holds. */
  markSaved: (values: BlogFormValues) => void;
  /** After a save of some fields only (publish, feature): the form and its baseline both take them. */
  applySaved: (changes: Partial<BlogFormValues>) => void;
}

export function useBlogFormState(initial: BlogFormValues): BlogFormState {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const setField = useCallback(<K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);
  const markSaved = useCallback((saved: BlogFormValues) => setBaseline(saved), []);
  const applySaved = useCallback((changes: Partial<BlogFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setBaseline((current) => ({ ...current, ...changes }));
  }, []);
  return { values, dirty: !sameValues(values, baseline), setField, markSaved, applySaved };
}

type RequiredField = 'title' | 'content' | 'authorName' | 'category';

const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  title: 'Enter a title.',
  content: 'Write the post before saving it.',
  authorName: 'Choose who wrote the post.',
  category: 'Choose a category.',
};

const TAG_MESSAGES: Record<Exclude<TagRefusal, 'empty'>, (tag: string) => string> = {
  duplicate: (tag) => `“${tag}” is already added.`,
  limit: () => `A post can have at most ${BLOG_LIMITS.tags} tags. Remove one to add another.`,
  'too-long': () => `A tag can be at most ${BLOG_LIMITS.tagLength} characters.`,
};

/** A save refused because another post holds the address: the form says so by the Address field. */
export interface SlugRefusal {
  slugTaken: string;
}

export interface BlogFormProps {
  mode: 'create' | 'edit';
  state: BlogFormState;
  /** The post being edited (its own address counts as free). */
  postId?: string;
  /** Saves the values; resolves true on success (the screen shows the toasts), or why the address was refused. */
  onSubmit: (values: BlogFormValues) => Promise<boolean | SlugRefusal>;
  /** Runs after a successful save, with the unsaved-changes guard released (e.g. go back to the list). */
  afterSave?: () => void;
  /** Leaves the form (Cancel); the guard asks first when there are unsaved changes. */
  onCancel: () => void;
  /** A plain-text post being edited: the form offers "Write in Markdown". */
  offerMarkdown?: boolean;
}

export function BlogForm({ mode, state, postId, onSubmit, afterSave, onCancel, offerMarkdown = false }: BlogFormProps) {
  const { values, dirty, setField, markSaved } = state;
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState<RequiredField[]>([]);
  const [imageError, setImageError] = useState('');
  const [tagInput, setTagInput] = useState('');
  const [tagMessage, setTagMessage] = useState('');
  const [brokenImage, setBrokenImage] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [slugError, setSlugError] = useState('');
  const [socialImageError, setSocialImageError] = useState('');
  const fieldRefs = {
    title: useRef<HTMLInputElement>(null),
    content: useRef<HTMLTextAreaElement>(null),
    authorName: useRef<HTMLSelectElement>(null),
    category: useRef<HTMLSelectElement>(null),
    image: useRef<HTMLInputElement>(null),
    tag: useRef<HTMLInputElement>(null),
  };
  const slugInput = useRef<HTMLInputElement>(null);
  const socialImageInput = useRef<HTMLInputElement>(null);
  const guard = useUnsavedChangesGuard(dirty);

  const markdown = values.format === 'markdown';
  // The words a reader will see: a Markdown post's rendered text (as the article counts them).
  const rendered = useMemo(() => (markdown ? renderMarkdown(values.content) : null), [markdown, values.content]);
  const words = countWords(rendered ? rendered.text : values.content);
  // Spec §9: words / 200, rounded up (0 while nothing is written).
  const readTime = rendered ? Math.ceil(words / WORDS_PER_MINUTE) : readTimeOf(values.content);
  /** Set when the empty content field must take the focus once it is shown again (leaving the preview). */
  const focusContent = useRef(false);
  useEffect(() => {
    if (previewing || !focusContent.current) return;
    focusContent.current = false;
    fieldRefs.content.current?.focus();
  });
  const atTagLimit = values.tags.length >= BLOG_LIMITS.tags;
  const imageAddress = values.image.trim();
  const showPreview = imageAddress !== '' && isHttpsUrl(imageAddress);
  // A category no longer in the list (older posts) stays selectable so an edit does not lose it.
  const categories: string[] =
    values.category && !(BLOG_CATEGORIES as readonly string[]).includes(values.category)
      ? [...BLOG_CATEGORIES, values.category]
      : [...BLOG_CATEGORIES];
  // Authors are the people on the About page; an older post's other name stays selectable so an edit keeps it.
  const teamNames = TEAM.map((member) => member.name);
  const otherAuthor = values.authorName && !teamNames.includes(values.authorName) ? values.authorName : null;

  function change<K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) {
    setField(key, value);
    if (missing.includes(key as RequiredField)) setMissing((fields) => fields.filter((field) => field !== key));
  }

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
    fieldRefs.tag.current?.focus();
  }

  async function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const blank: RequiredField[] = [];
    if (!values.title.trim()) blank.push('title');
    if (!values.content.trim()) blank.push('content');
    if (!values.authorName.trim()) blank.push('authorName');
    if (!values.category.trim()) blank.push('category');
    setMissing(blank);
    if (blank.length > 0) {
      toast.error('Please fill in all required fields', { id: 'blog-form-required' });
      if (blank[0] === 'content' && previewing) {
        // The content field is shown again, and focused, to be filled in.
        focusContent.current = true;
        setPreviewing(false);
        return;
      }
      fieldRefs[blank[0]].current?.focus();
      return;
    }
    if (imageAddress && !isHttpsUrl(imageAddress)) {
      setImageError('Enter a full image address that starts with https://, or leave the field empty.');
      fieldRefs.image.current?.focus();
      return;
    }
    setImageError('');
    const socialImage = values.socialImage.trim();
    if (socialImage && !isHttpsUrl(socialImage)) {
      setSocialImageError('Enter a full image address that starts with https://, or leave the field empty.');
      socialImageInput.current?.focus();
      return;
    }
    setSocialImageError('');
    setSaving(true);
    const submitted = values;
    const result = await onSubmit(submitted);
    setSaving(false);
    if (typeof result === 'object') {
      // Nothing is lost: the form keeps every value, and says which address to change.
      setSlugError(`/blog/${result.slugTaken} is already used by another post. Choose another address.`);
      slugInput.current?.focus();
      return;
    }
    if (!result) return;
    markSaved(submitted);
    guard.allowNavigation();
    afterSave?.();
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const requiredError = (field: RequiredField) => (missing.includes(field) ? REQUIRED_MESSAGES[field] : undefined);

  return (
    <>
      <form onSubmit={(event) => void onFormSubmit(event)} className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Panel title="Content">
            <div className="space-y-5">
              <Field
                id={fieldId('title')}
                label={
                  <>
                    Title <Required />
                  </>
                }
                hint={`${values.title.length}/${BLOG_LIMITS.title} characters`}
                error={requiredError('title')}
                errorBeforeHint
              >
                {(control) => (
                  <input
                    {...control}
                    ref={fieldRefs.title}
                    name="title"
                    type="text"
                    required
                    maxLength={BLOG_LIMITS.title}
                    value={values.title}
                    onChange={(event) => change('title', event.target.value)}
                    placeholder="A clear, specific headline"
                    className={inputClass({ invalid: control['aria-invalid'] })}
                  />
                )}
              </Field>

              <Field
                id={fieldId('excerpt')}
                label="Excerpt"
                hint={
                  <>
                    Shown on cards and in search results; left empty, the start of the post is used. {values.excerpt.length}/
                    {BLOG_LIMITS.excerpt} characters
                  </>
                }
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="excerpt"
                    rows={3}
                    maxLength={BLOG_LIMITS.excerpt}
                    value={values.excerpt}
                    onChange={(event) => change('excerpt', event.target.value)}
                    placeholder="A sentence or two that makes people want to read on"
                    className={inputClass()}
                  />
                )}
              </Field>

              <div>
                <div role="group" aria-label="Content view" className="-mb-7 flex justify-end gap-1">
                  <ViewButton pressed={!previewing} onClick={() => setPreviewing(false)}>
                    Write
                  </ViewButton>
                  <ViewButton pressed={previewing} onClick={() => setPreviewing(true)}>
                    Preview
                  </ViewButton>
                </div>
                {previewing ? (
                  <div>
                    <p className="text-sm font-medium text-slate-900">
                      Content <Required />
                    </p>
                    <section
                      aria-label="Preview"
                      className="mt-3 min-h-80 rounded-xl border border-slate-300 bg-white px-4 py-5 text-lg leading-8 text-slate-800 sm:px-6"
                    >
                      {!values.content.trim() ? (
                        <p className="text-base text-slate-600">Nothing to preview yet: write the post first.</p>
                      ) : rendered ? (
                        <MarkdownBody rendered={rendered} className="" />
                      ) : (
                        paragraphsOf(values.content).map((paragraph, index) => (
                          <p key={index} className={`${index > 0 ? 'mt-6' : ''} whitespace-pre-line`}>
                            {paragraph}
                          </p>
                        ))
                      )}
                    </section>
                    <p className="mt-1 text-xs text-slate-600">
                      {words.toLocaleString('en-US')} {words === 1 ? 'word' : 'words'} · {readTime} min read
                    </p>
                  </div>
                ) : (
                  <Field
                    id={fieldId('content')}
                    label={
                      <>
                        Content <Required />
                      </>
                    }
                    hint={
                      <>
                        <span>
                          {markdown
                            ? 'Markdown: # Heading, **bold**, *italic*, - list, 1. list, > quote, `code`, [link](https://…), ![alt text](https://…).'
                            : 'Plain text; a blank line starts a new paragraph.'}
                        </span>
                        <span>
                          {words.toLocaleString('en-US')} {words === 1 ? 'word' : 'words'} · {readTime} min read
                        </span>
                      </>
                    }
                    hintClassName="mt-1 flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-600"
                    error={requiredError('content')}
                    errorBeforeHint
                  >
                    {(control) => (
                      <textarea
                        {...control}
                        ref={fieldRefs.content}
                        name="content"
                        rows={15}
                        required
                        maxLength={BLOG_LIMITS.content}
                        value={values.content}
                        onChange={(event) => change('content', event.target.value)}
                        placeholder={
                          markdown
                            ? 'Write your post. Leave a blank line between paragraphs; start a line with ## for a section heading.'
                            : 'Write your post. Leave a blank line between paragraphs.'
                        }
                        className={`${inputClass({ invalid: control['aria-invalid'] })} font-[inherit] leading-7`}
                      />
                    )}
                  </Field>
                )}
                {offerMarkdown && (
                  <div className="mt-4">
                    <Checkbox
                      id={fieldId('markdown')}
                      label="Write in Markdown"
                      hint="This post is plain text. Tick to format it with Markdown (headings, lists, links); check the preview before saving."
                      checked={markdown}
                      onChange={(checked) => change('format', checked ? 'markdown' : 'plain')}
                    />
                  </div>
                )}
              </div>
            </div>
          </Panel>

          <Panel title="Tags and cover image">
            <div className="space-y-6">
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
                        ref={fieldRefs.tag}
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
            </div>
          </Panel>

          <AddressAndSharing
            fieldId={fieldId}
            values={values}
            postId={postId}
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
            slugError={slugError}
            socialImageError={socialImageError}
            slugRef={slugInput}
            socialImageRef={socialImageInput}
          />
        </div>

        <div className="min-w-0 space-y-6 lg:sticky lg:top-24">
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
                hint="Untick to keep the post as a draft that only admins can see."
                checked={values.isPublished}
                onChange={(checked) => change('isPublished', checked)}
              />
            </div>
          </Panel>

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
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    values.isPublished ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'
                  }`}
                >
                  {values.isPublished ? 'Published' : 'Draft'}
                </span>
              </PreviewRow>
            </dl>
          </Panel>

          <div className="flex flex-col gap-3 sm:flex-row-reverse lg:flex-col">
            <button type="submit" disabled={saving} className={`${buttonStyles.primary} min-h-11 sm:flex-1 lg:flex-none`}>
              {mode === 'create' ? <Send aria-hidden="true" className="h-4 w-4" /> : <Save aria-hidden="true" className="h-4 w-4" />}
              {mode === 'create' ? (saving ? 'Creating...' : 'Create Post') : saving ? 'Saving...' : 'Save Changes'}
            </button>
            <button type="button" onClick={onCancel} className={`${buttonStyles.secondary} min-h-11 sm:flex-1 lg:flex-none`}>
              Cancel
            </button>
            {mode === 'edit' && (
              <p role="status" className="text-center text-sm text-slate-600">
                {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
              </p>
            )}
          </div>
        </div>
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}

/** One of the Write / Preview buttons: pressed shows which view is on. */
function ViewButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`min-h-9 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        pressed ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
      }`}
    >
      {children}
    </button>
  );
}

function Required() {
  return (
    <>
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">(required)</span>
    </>
  );
}

function Checkbox({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

function PreviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The blog post form's own state (the screen owns the values): which required fields are missing,
 * the image and address errors, Write or Preview, the word count and read time, the unsaved-changes
 * guard, and the submit, which validates, focuses the first problem, saves and keeps what was typed.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { BlogFormState, BlogFormValues, SlugRefusal } from '@/features/blog/components/blog-form-values.ts';
import { renderMarkdown } from '@/components/markdown/markdown.tsx';
import { useUnsavedChangesGuard } from '@/components/admin/unsaved-changes.tsx';
import { countWords, isHttpsUrl, readTimeOf, WORDS_PER_MINUTE } from '@/features/blog/data/blogs.ts';
import { fromLocalDateTimeInput } from '@/lib/dates.ts';

/** Why a scheduled post's time cannot be used, or '' when it can. */
export function scheduleProblem(values: Pick<BlogFormValues, 'isPublished' | 'schedule' | 'publishAt'>, now: Date = new Date()): string {
  if (!values.isPublished || !values.schedule) return '';
  const time = fromLocalDateTimeInput(values.publishAt);
  if (!time) return 'Choose the date and time to publish the post.';
  if (time.getTime() <= now.getTime()) return 'Choose a time in the future, or untick “Schedule for later” to publish now.';
  return '';
}

type RequiredField = 'title' | 'content' | 'authorName' | 'category';

const REQUIRED_MESSAGES: Record<RequiredField, string> = {
  title: 'Enter a title.',
  content: 'Write the post before saving it.',
  authorName: 'Choose who wrote the post.',
  category: 'Choose a category.',
};

export interface UseBlogFormOptions {
  state: BlogFormState;
  /** Saves the values; resolves true on success, or why the address was refused. */
  onSubmit: (values: BlogFormValues) => Promise<boolean | SlugRefusal>;
  /** Runs after a successful save, with the unsaved-changes guard released. */
  afterSave?: () => void;
}

export function useBlogForm({ state, onSubmit, afterSave }: UseBlogFormOptions) {
  const { values, dirty, setField, markSaved } = state;
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState<RequiredField[]>([]);
  const [imageError, setImageError] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [slugError, setSlugError] = useState('');
  const [socialImageError, setSocialImageError] = useState('');
  const [scheduleError, setScheduleError] = useState('');
  const scheduleInput = useRef<HTMLInputElement>(null);
  const fieldRefs = {
    title: useRef<HTMLInputElement>(null),
    content: useRef<HTMLTextAreaElement>(null),
    authorName: useRef<HTMLSelectElement>(null),
    category: useRef<HTMLSelectElement>(null),
    image: useRef<HTMLInputElement>(null),
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

  function change<K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) {
    setField(key, value);
    if (missing.includes(key as RequiredField)) setMissing((fields) => fields.filter((field) => field !== key));
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
    const imageAddress = values.image.trim();
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
    const problem = scheduleProblem(values);
    setScheduleError(problem);
    if (problem) {
      scheduleInput.current?.focus();
      return;
    }
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

  return {
    values,
    dirty,
    setField,
    change,
    fieldId,
    requiredError,
    fieldRefs,
    slugInput,
    socialImageInput,
    saving,
    imageError,
    setImageError,
    slugError,
    setSlugError,
    socialImageError,
    setSocialImageError,
    scheduleError,
    setScheduleError,
    scheduleInput,
    previewing,
    setPreviewing,
    markdown,
    rendered,
    words,
    readTime,
    guard,
    onFormSubmit,
  };
}

/** What the form's panels are handed: the values, their setters, the errors and the refs to focus. */
export type BlogFormController = ReturnType<typeof useBlogForm>;

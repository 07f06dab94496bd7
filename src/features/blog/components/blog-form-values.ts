/**
 * The values of the blog post form and the screen's hold on them: the fields, a new post's defaults,
 * a post's values, the draft a save sends, and `useBlogFormState` (the values, whether they differ
 * from what was last loaded or saved, and the setters). kept-draft.tsx keeps unsaved values in the browser.
 */
import { useCallback, useState } from 'react';
import { followsTitle } from '@/features/blog/components/address-and-sharing.tsx';
import type { BlogDraft, BlogPost } from '@/features/blog/data/blogs.ts';
import { isScheduled } from '@/features/blog/data/blog-post.ts';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '@/lib/dates.ts';

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
  /** Published for a later time (`publishAt`) rather than now. */
  schedule: boolean;
  /** When a scheduled post becomes public, as its `datetime-local` field holds it ('' until chosen). */
  publishAt: string;
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
  schedule: false,
  publishAt: '',
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
    schedule: isScheduled(post),
    publishAt: isScheduled(post) && post.publishAt ? toLocalDateTimeInput(post.publishAt) : '',
    format: post.format === 'markdown' ? 'markdown' : 'plain',
    slug: post.slug ?? '',
    slugFromTitle: post.slug === null,
    seoDescription: post.seoDescription,
    socialImage: post.socialImage ?? '',
  };
}

/**
 * What a save sends. Scheduled: the chosen time. Published now: no time, so that a public post keeps its
 * own and one that was not public yet is stamped now (updateBlog, createBlog).
 */
export function draftOf({ format, schedule, publishAt, ...values }: BlogFormValues): BlogDraft {
  const time = values.isPublished && schedule ? fromLocalDateTimeInput(publishAt) : null;
  return {
    ...values,
    ...(time ? { publishAt: time } : {}),
    tags: [...values.tags],
    image: values.image.trim() || null,
    slug: followsTitle(values) ? '' : values.slug,
    slugFromTitle: followsTitle(values),
    socialImage: values.socialImage.trim() || null,
    ...(format === 'markdown' ? { format } : {}),
  };
}

export function sameValues(a: BlogFormValues, b: BlogFormValues): boolean {
  return (
    a.title === b.title &&
    a.excerpt === b.excerpt &&
    a.content === b.content &&
    a.authorName === b.authorName &&
    a.category === b.category &&
    a.image === b.image &&
    a.isFeatured === b.isFeatured &&
    a.isPublished === b.isPublished &&
    a.schedule === b.schedule &&
    a.publishAt === b.publishAt &&
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
  /** Every value at once (unsaved changes kept in the browser, restored): what was saved stays the baseline. */
  replaceValues: (values: BlogFormValues) => void;
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
  return { values, dirty: !sameValues(values, baseline), setField, markSaved, applySaved, replaceValues: setValues };
}

/** A save refused because another post holds the address: the form says so by the Address field. */
export interface SlugRefusal {
  slugTaken: string;
}

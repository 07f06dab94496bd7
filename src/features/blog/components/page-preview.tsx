/**
 * The editor's "Preview page": the post as its article page will show it, from what is in the form
 * now (saved or not), in a dialog over the editor. The Write / Preview switch shows the body only;
 * this shows the page around it: category, title, lead, author and reading time, cover, body, tags.
 * Its links are shown, not followed (the editor's unsaved work stays where it is).
 */
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { buttonStyles } from '@/components/ui/styles.ts';
import { readTimeOf, type BlogPost } from '@/features/blog/data/blogs.ts';
import { ArticlePreview } from '@/features/blog/pages/article-preview.tsx';
import type { BlogFormValues } from './blog-form-values.ts';


/** The form's values as a post that is not public yet (no dates, no views). */
export function previewPostOf(values: BlogFormValues, id = 'new-post'): BlogPost {
  const format = values.format === 'markdown' ? 'markdown' : undefined;
  return {
    id,
    title: values.title.trim() || 'Untitled post',
    excerpt: values.excerpt,
    content: values.content,
    authorName: values.authorName,
    createdAt: null,
    updatedAt: null,
    publishAt: null,
    category: values.category,
    tags: [...values.tags],
    image: values.image.trim() || null,
    views: 0,
    likes: 0,
    readTime: readTimeOf(values.content, format),
    isFeatured: values.isFeatured,
    isPublished: false,
    ...(format ? { format } : {}),
    slug: null,
    seoDescription: values.seoDescription,
    socialImage: null,
  };
}

export function PagePreviewButton({ values }: { values: BlogFormValues }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonStyles.secondary} mt-4 min-h-11 w-full`}>
        <Eye aria-hidden="true" className="h-4 w-4" />
        Preview page
      </button>
      <Modal open={open} title="Page preview" onClose={() => setOpen(false)} size="max-w-5xl">
        <p className="mb-4 text-sm text-slate-700">
          The article as readers will see it once published, from what is in the form now. Links are shown, not followed.
        </p>
        <div inert className="-mx-6 -mb-5 border-t border-slate-200">
          <ArticlePreview post={previewPostOf(values)} />
        </div>
      </Modal>
    </>
  );
}

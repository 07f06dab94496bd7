/**
 * The blog post form's Content panel: the title, the excerpt, and the post itself, written in the
 * field or previewed as readers will see it (with its word count and read time); a plain-text post
 * being edited may switch to Markdown.
 */
import type { ReactNode } from 'react';
import { Panel } from '@/components/admin/panel.tsx';
import { Checkbox, Required } from '@/features/blog/components/blog-form-fields.tsx';
import { MarkdownBody } from '@/components/markdown/markdown.tsx';
import type { BlogFormController } from '@/features/blog/components/use-blog-form.ts';
import { Field } from '@/components/ui/field.tsx';
import { inputClass } from '@/components/ui/styles.ts';
import { BLOG_LIMITS, paragraphsOf } from '@/features/blog/data/blogs.ts';

export function ContentPanel({ form, offerMarkdown }: { form: BlogFormController; offerMarkdown: boolean }) {
  const { values, change, fieldId, requiredError, fieldRefs } = form;
  return (
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

        <ContentEditor form={form} offerMarkdown={offerMarkdown} />
      </div>
    </Panel>
  );
}

/** The Write / Preview switch, then the content field or its preview, and "Write in Markdown" when offered. */
function ContentEditor({ form, offerMarkdown }: { form: BlogFormController; offerMarkdown: boolean }) {
  const { values, change, fieldId, requiredError, fieldRefs, previewing, setPreviewing, markdown, rendered, words, readTime } = form;
  return (
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

/**
 * Writing posts (spec §2 "Admin blog creation"; "Admin blog edit" is a real editor here, not the
 * placeholder): /admin/blogs/create and /admin/blogs/edit/{id} share one form. Create saves a new post
 * and goes back to the list; edit saves in place (setting updatedAt) and can publish/unpublish and
 * feature/unfeature at once, and shows the post's history (revision-history.tsx). Both warn before
 * leaving with unsaved changes.
 */
import { AlertTriangle, ArrowLeft, Eye, RotateCw, Star, StarOff, Upload, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLoad } from '@/hooks/use-load.ts';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/context/session.tsx';
import {
  BlogForm,
  draftOf,
  EMPTY_BLOG_FORM,
  formValuesOf,
  useBlogFormState,
  type BlogFormValues,
  type SlugRefusal,
} from '@/features/blog/components/blog-form.tsx';
import { AdminPageHeader } from '@/components/admin/panel.tsx';
import { PreviewLinkPanel } from './preview-link.tsx';
import { RevisionHistoryPanel } from './revision-history.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonStyles, linkStyles } from '@/components/ui/styles.ts';
import { teamMemberNamed } from '@/content/team.ts';
import { addressOf, createBlog, formerAddresses, getBlog, isPublicNow, isScheduled, SlugTakenError, updateBlog, type BlogPost } from '@/features/blog/data/blogs.ts';
import { formatDate, formatDateTime, formatRelative } from '@/lib/dates.ts';
import { StatusBadge } from '@/features/blog/components/blog-form-publishing.tsx';
import type { PublishedPost } from './blogs.tsx';
import { notifyFailure } from '@/lib/failure.ts';

function BackLink() {
  return (
    <Link
      to={paths.admin.blogs()}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg pr-3 text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Blog Posts
    </Link>
  );
}

/**
 * A new post's author to start with: the signed-in admin, when they are on the About page's team (the
 * blog's authors are the people there); otherwise the admin chooses.
 */
function useDefaultAuthor(): string {
  const { user, profile } = useSession();
  return teamMemberNamed(profile?.displayName || user?.displayName)?.name ?? '';
}

export function CreateBlogPage() {
  const navigate = useNavigate();
  const defaultAuthor = useDefaultAuthor();
  const form = useBlogFormState({ ...EMPTY_BLOG_FORM, authorName: defaultAuthor });
  // A post published now: the list it goes back to links to it ("View post", ./blogs.tsx).
  const published = useRef<PublishedPost | null>(null);

  async function save(values: BlogFormValues): Promise<boolean | SlugRefusal> {
    try {
      const draft = draftOf(values);
      const id = await createBlog(draft);
      published.current = draft.isPublished && !draft.publishAt ? { title: draft.title.trim(), path: paths.article(id) } : null;
      toast.success('Blog post created successfully!');
      return true;
    } catch (error) {
      if (error instanceof SlugTakenError) return slugRefused(error);
      notifyFailure(toast, 'Error creating blog post', error);
      return false;
    }
  }

  return (
    <>
      <Seo title="Create Blog Post" path={paths.admin.createBlog()} noindex />
      <div className="mx-auto max-w-6xl">
        <AdminPageHeader back={<BackLink />} title="Create New Post" intro="Write a new article for the blog. Fields marked * are required." />
        <BlogForm
          mode="create"
          state={form}
          onSubmit={save}
          afterSave={() => navigate(paths.admin.blogs(), { state: published.current ? { published: published.current } : undefined })}
          onCancel={() => navigate(paths.admin.blogs())}
        />
      </div>
    </>
  );
}

/** A typed address another post holds: the toast says so, and the form marks the Address field (keeping what was typed). */
function slugRefused(error: SlugTakenError): SlugRefusal {
  toast.error('That address is already used by another post', { id: 'blog-form-slug' });
  return { slugTaken: error.slug };
}

type LoadState = { status: 'loading' } | { status: 'not-found' } | { status: 'error' } | { status: 'ready'; post: BlogPost };

export function EditBlogPage() {
  const { id = '' } = useParams();
  const post = useLoad(id, () => getBlog(id), { errorMessage: 'Error fetching blog' });
  const state: LoadState =
    post.state.status !== 'ready'
      ? { status: post.state.status }
      : post.state.data
        ? { status: 'ready', post: post.state.data }
        : { status: 'not-found' };

  return (
    <>
      <Seo title="Edit Blog Post" path={paths.admin.editBlog(id)} noindex />
      <div className="mx-auto max-w-6xl">
        {state.status === 'loading' && (
          <>
            <BackLink />
            <Spinner label="Loading post..." className="mt-4 rounded-xl border border-slate-200 bg-white" />
          </>
        )}
        {(state.status === 'not-found' || state.status === 'error') && (
          <Problem
            title={state.status === 'not-found' ? 'Blog post not found' : 'Error fetching blog'}
            text={
              state.status === 'not-found'
                ? 'The blog post you are trying to edit does not exist or has been removed.'
                : 'We could not load this post just now. Check your connection and try again.'
            }
            onRetry={state.status === 'error' ? post.retry : undefined}
          />
        )}
        {state.status === 'ready' && <PostEditor key={state.post.id} post={state.post} />}
      </div>
    </>
  );
}

function Problem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <AlertTriangle aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 max-w-md text-slate-700">{text}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {onRetry && (
          <button type="button" onClick={onRetry} className={buttonStyles.primary}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            Try again
          </button>
        )}
        <Link to={paths.admin.blogs()} className={onRetry ? linkStyles.secondary : linkStyles.primary}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Blog Posts
        </Link>
      </div>
    </div>
  );
}

type QuickAction = 'publish' | 'feature';
const quickStyles = 'min-h-11 px-2 whitespace-nowrap sm:px-4';
/** Three buttons share a phone's width: their icons show from the `sm` breakpoint up. */
const quickIcon = 'hidden h-4 w-4 sm:block';

/** Public now, as the editor last saved it: published, and its scheduled time (if any) has come. */
const isPublicSaved = (saved: { isPublished: boolean; scheduledFor: Date | null }) =>
  isPublicNow({ isPublished: saved.isPublished, publishAt: saved.scheduledFor ?? new Date(0) });

function PostEditor({ post }: { post: BlogPost }) {
  const navigate = useNavigate();
  const form = useBlogFormState(formValuesOf(post));
  // What the server holds for the two flags (the form may hold unsaved changes to them).
  const [saved, setSaved] = useState({
    isPublished: post.isPublished,
    isFeatured: post.isFeatured,
    updatedAt: post.updatedAt,
    slug: post.slug,
    /** The addresses it had while public, which lead to it still. */
    formerSlugs: post.formerSlugs ?? [],
    /** The time a scheduled post becomes public; null when it is not scheduled. */
    scheduledFor: isScheduled(post) ? post.publishAt : null,
  });
  const [busy, setBusy] = useState<QuickAction | null>(null);
  // Seeded and untouched posts carry updatedAt = createdAt: only a later change counts as an update.
  const wasUpdated =
    saved.updatedAt !== null && (post.createdAt === null || saved.updatedAt.getTime() - post.createdAt.getTime() > 60_000);

  async function save(values: BlogFormValues): Promise<boolean | SlugRefusal> {
    try {
      const draft = draftOf(values);
      const slug = await updateBlog(post.id, draft);
      setSaved((current) => {
        const next = slug === undefined ? current.slug : slug;
        // As updateBlog keeps them: the address left behind by a public post leads here still.
        const left = current.slug !== null && next !== current.slug && isPublicSaved(current) ? current.slug : null;
        const moved = next !== null && next !== current.slug;
        return {
          isPublished: values.isPublished,
          isFeatured: values.isFeatured,
          updatedAt: new Date(),
          slug: next,
          formerSlugs: moved ? (formerAddresses({ formerSlugs: current.formerSlugs }, left, next).kept ?? []) : current.formerSlugs,
          scheduledFor: values.isPublished && draft.publishAt ? draft.publishAt : null,
        };
      });
      toast.success('Blog updated successfully!');
      return true;
    } catch (error) {
      if (error instanceof SlugTakenError) return slugRefused(error);
      notifyFailure(toast, 'Error updating blog', error);
      return false;
    }
  }

  async function quick(action: QuickAction) {
    const field = action === 'publish' ? 'isPublished' : 'isFeatured';
    const next = !saved[field];
    setBusy(action);
    try {
      await updateBlog(post.id, { [field]: next });
      // Published from here: from now (a schedule is given up); moved to drafts: no longer scheduled.
      const unscheduled = action === 'publish' ? { schedule: false, publishAt: '' } : {};
      form.applySaved({ [field]: next, ...unscheduled });
      setSaved((current) => ({ ...current, [field]: next, updatedAt: new Date(), ...(action === 'publish' ? { scheduledFor: null } : {}) }));
      toast.success(
        action === 'publish'
          ? next
            ? 'Blog post published'
            : 'Blog post moved to drafts'
          : next
            ? 'Blog post featured'
            : 'Blog post removed from featured',
      );
    } catch (error) {
      notifyFailure(toast, 'Error updating blog', error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <AdminPageHeader
        back={<BackLink />}
        title="Edit Post"
        intro={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <StatusBadge status={!saved.isPublished ? 'Draft' : saved.scheduledFor ? 'Scheduled' : 'Published'} />
            {saved.isPublished && saved.scheduledFor && <span>Publishes {formatDateTime(saved.scheduledFor)}</span>}
            {saved.isFeatured && (
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">Featured</span>
            )}
            <span>
              Created {formatDate(post.createdAt)} · {post.views.toLocaleString('en-US')} {post.views === 1 ? 'view' : 'views'}
              {wasUpdated && <> · Updated {formatRelative(saved.updatedAt)}</>}
            </span>
          </div>
        }
        actions={
          <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto sm:flex-wrap">
            <Link to={paths.article(addressOf({ id: post.id, slug: saved.slug }))} className={`${linkStyles.secondary} ${quickStyles}`}>
              <Eye aria-hidden="true" className={quickIcon} />
              View post
            </Link>
            <button
              type="button"
              onClick={() => void quick('publish')}
              disabled={busy !== null}
              className={`${saved.isPublished ? buttonStyles.secondary : buttonStyles.primary} ${quickStyles}`}
            >
              {saved.isPublished ? <Undo2 aria-hidden="true" className={quickIcon} /> : <Upload aria-hidden="true" className={quickIcon} />}
              {saved.isPublished ? 'Unpublish' : 'Publish'}
            </button>
            <button
              type="button"
              onClick={() => void quick('feature')}
              disabled={busy !== null}
              className={`${buttonStyles.secondary} ${quickStyles}`}
            >
              {saved.isFeatured ? <StarOff aria-hidden="true" className={quickIcon} /> : <Star aria-hidden="true" className={quickIcon} />}
              {saved.isFeatured ? 'Unfeature' : 'Feature'}
            </button>
          </div>
        }
      />
      {(!saved.isPublished || saved.scheduledFor) && <PreviewLinkPanel post={post} />}
      <BlogForm
        mode="edit"
        state={form}
        postId={post.id}
        addresses={{ current: saved.slug, former: saved.formerSlugs, isPublic: isPublicSaved(saved) }}
        onSubmit={save}
        onCancel={() => navigate(paths.admin.blogs())}
        offerMarkdown={post.format !== 'markdown'}
      />
      <RevisionHistoryPanel postId={post.id} form={form} savedAt={saved.updatedAt?.getTime() ?? 0} />
    </>
  );
}

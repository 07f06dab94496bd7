/**
 * The editor's "Address and sharing" panel (post addresses and sharing): the post's readable address
 * (`/blog/<slug>`, made from the title until the admin types one; a new post whose title's address is
 * taken is offered the first free -2, -3, …), its meta description and social image, and a preview of
 * how a link to the post will look when shared, updated as the admin types.
 */
import { useEffect, useState, type Ref } from 'react';
import { Panel } from '@/components/admin/panel.tsx';
import { DEFAULT_SHARE_IMAGE } from '@/components/seo/seo.tsx';
import { Field } from '@/components/ui/field.tsx';
import { inputClass } from '@/components/ui/styles.ts';
import { ownImagePath } from '@/content/images.ts';
import { siteUrl } from '@/content/site.ts';
import { BLOG_LIMITS, excerptOf, isHttpsUrl, proposeSlug, slugHolder } from '@/features/blog/data/blogs.ts';
import { paths } from '@/lib/paths.ts';
import { slugify } from '@/lib/slugs.ts';

/** The fields of the form this panel edits. */
export interface AddressAndSharingValues {
  title: string;
  excerpt: string;
  content: string;
  image: string;
  /** What the Address field holds when the admin typed one. */
  slug: string;
  /** True while the address follows the title (nothing typed). */
  slugFromTitle: boolean;
  seoDescription: string;
  socialImage: string;
}

/** The address the form stands for now: the typed one made a slug, or the title's. */
export const slugOfValues = (values: Pick<AddressAndSharingValues, 'title' | 'slug' | 'slugFromTitle'>): string =>
  followsTitle(values) ? slugify(values.title) : slugify(values.slug);

/** The address follows the title: nothing typed yet, or the field emptied (the save then makes it from the title). */
export const followsTitle = (values: Pick<AddressAndSharingValues, 'slug' | 'slugFromTitle'>): boolean =>
  values.slugFromTitle || values.slug.trim() === '';

/** How long typing pauses before the address is checked (one read per check). */
const CHECK_DELAY_MS = 400;

type Availability = { slug: string; proposal: string | null; takenByOther: boolean } | null;

/**
 * Whether the address is free, checked once typing pauses: following the title, the first free of
 * it, -2, -3, … is proposed; a typed one another post holds is flagged.
 */
function useAvailability(slug: string, fromTitle: boolean, postId: string | undefined): Availability {
  const [result, setResult] = useState<Availability>(null);
  useEffect(() => {
    if (!slug) return;
    let active = true;
    const timer = setTimeout(() => {
      const check = fromTitle
        ? proposeSlug(slug, postId).then((proposal) => ({ slug, proposal, takenByOther: false }))
        : slugHolder(slug).then((holder) => ({ slug, proposal: slug, takenByOther: holder !== null && holder !== postId }));
      // A failed check says nothing: the save checks again (and the rules decide).
      check.then((answer) => active && setResult(answer)).catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [slug, fromTitle, postId]);
  return result && result.slug === slug ? result : null;
}

/** A saved post's addresses: the one it has, those it had while public (which lead to it still), and whether it is public now. */
export interface SavedAddresses {
  current: string | null;
  former: readonly string[];
  isPublic: boolean;
}

export interface AddressAndSharingProps {
  fieldId: (name: string) => string;
  values: AddressAndSharingValues;
  /** The post being edited (its own address counts as free); undefined for a new post. */
  postId?: string;
  /** The saved post's addresses; undefined for a new post. */
  saved?: SavedAddresses;
  onSlugChange: (typed: string) => void;
  onChange: (key: 'seoDescription' | 'socialImage', value: string) => void;
  /** An address refused on save (another post holds it), or a bad social image address. */
  slugError?: string;
  socialImageError?: string;
  slugRef?: Ref<HTMLInputElement>;
  socialImageRef?: Ref<HTMLInputElement>;
}

export function AddressAndSharing({
  fieldId,
  values,
  postId,
  saved,
  onSlugChange,
  onChange,
  slugError,
  socialImageError,
  slugRef,
  socialImageRef,
}: AddressAndSharingProps) {
  const slug = slugOfValues(values);
  const fromTitle = followsTitle(values);
  const availability = useAvailability(slug, fromTitle, postId);
  const address = availability?.proposal ?? slug;
  const takenMessage =
    availability?.takenByOther === true ? `/blog/${slug} is already used by another post. Choose another address.` : undefined;
  const proposed = fromTitle && availability?.proposal && availability.proposal !== slug ? availability.proposal : null;

  return (
    <Panel title="Address and sharing">
      <div className="space-y-5">
        <Field
          id={fieldId('slug')}
          label="Address"
          hint={
            <>
              Made from the title until you type one: lower-case letters, digits and hyphens, at most {BLOG_LIMITS.slug} characters.
              Once the post is public, changing it moves the post and its old address keeps leading here, so shared and
              indexed links still work.
            </>
          }
          error={slugError || takenMessage}
          errorBeforeHint
          describedBy={fieldId('slug-result')}
        >
          {(control) => (
            <div className="mt-1 flex items-stretch">
              <span aria-hidden="true" className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600">
                /blog/
              </span>
              <input
                {...control}
                ref={slugRef}
                name="slug"
                type="text"
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={BLOG_LIMITS.slug * 2}
                value={values.slugFromTitle ? slug : values.slug}
                onChange={(event) => onSlugChange(event.target.value)}
                placeholder="made-from-the-title"
                className={`${inputClass({ invalid: control['aria-invalid'], flush: true })} min-w-0 flex-1 rounded-l-none`}
              />
            </div>
          )}
        </Field>
        <p id={fieldId('slug-result')} className="-mt-3 text-sm text-slate-700">
          {address ? (
            <>
              The post’s address: <strong className="font-semibold break-all text-slate-900">{paths.article(address)}</strong>
              {proposed && <> (/blog/{slug} is used by another post)</>}
            </>
          ) : (
            'The post’s address: made from the title once it has letters or digits.'
          )}
          {saved?.isPublic && saved.current && address && address !== saved.current && (
            <> {paths.article(saved.current)} will lead here once you save.</>
          )}
        </p>
        {saved && saved.former.length > 0 && (
          <p className="-mt-3 text-sm text-slate-700">
            Earlier addresses that lead here:{' '}
            {saved.former.map((former, index) => (
              <span key={former}>
                {index > 0 && ', '}
                <span className="break-all">{paths.article(former)}</span>
              </span>
            ))}
          </p>
        )}

        <Field
          id={fieldId('seo-description')}
          label={
            <>
              Meta description <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
          hint={
            <>
              What search results and link previews show under the title; left empty, the excerpt (or the start of the post) is used.{' '}
              {values.seoDescription.length}/{BLOG_LIMITS.seoDescription} characters
            </>
          }
        >
          {(control) => (
            <textarea
              {...control}
              name="seoDescription"
              rows={2}
              maxLength={BLOG_LIMITS.seoDescription}
              value={values.seoDescription}
              onChange={(event) => onChange('seoDescription', event.target.value)}
              placeholder="One or two sentences that make people want to click"
              className={inputClass()}
            />
          )}
        </Field>

        <Field
          id={fieldId('social-image')}
          label={
            <>
              Social image URL <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
          hint="An https address of the picture link previews show, ideally 1200 × 630 pixels; left empty, the cover image is used, else the site's own picture."
          error={socialImageError}
          errorBeforeHint
        >
          {(control) => (
            <input
              {...control}
              ref={socialImageRef}
              name="socialImage"
              type="url"
              inputMode="url"
              maxLength={BLOG_LIMITS.image}
              value={values.socialImage}
              onChange={(event) => onChange('socialImage', event.target.value)}
              placeholder="https://images.example.com/share.jpg"
              className={inputClass({ invalid: control['aria-invalid'] })}
            />
          )}
        </Field>

        <SharePreview values={values} />
      </div>
    </Panel>
  );
}

/** What a link preview (Facebook, LinkedIn, X, chat apps) shows for the post: picture, domain, title and description. */
export function SharePreview({ values }: { values: AddressAndSharingValues }) {
  const social = values.socialImage.trim();
  const cover = values.image.trim();
  const image = isHttpsUrl(social) ? social : isHttpsUrl(cover) ? cover : DEFAULT_SHARE_IMAGE.path;
  const description = values.seoDescription.trim() || excerptOf(values, BLOG_LIMITS.seoDescription) || 'No description yet.';
  const domain = new URL(siteUrl()).host;
  const [broken, setBroken] = useState('');
  const headingId = 'share-preview-heading';

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        How the link will look when shared
      </h3>
      <figure aria-label="Link preview" className="mt-2 overflow-hidden rounded-lg border border-slate-300 bg-white">
        {broken === image ? (
          <div className="flex aspect-[1200/630] items-center justify-center p-4 text-center text-sm text-slate-700">
            This picture could not be loaded. Check the address.
          </div>
        ) : (
          <img
            key={image}
            // One of the site's own pictures from whichever host serves the editor (as the cover field shows it).
            src={ownImagePath(image) ?? image}
            alt="Link preview cover"
            width={1200}
            height={630}
            onError={() => setBroken(image)}
            className="aspect-[1200/630] w-full bg-slate-100 object-cover"
          />
        )}
        <figcaption className="border-t border-slate-200 px-3 py-2">
          <span className="block text-xs tracking-wide text-slate-600 uppercase">{domain}</span>
          <span className="mt-0.5 block font-semibold break-words text-slate-900">{values.title.trim() || 'Untitled post'}</span>
          <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700">{description}</span>
        </figcaption>
      </figure>
    </section>
  );
}

/**
 * Readable addresses and per-post SEO (post addresses and sharing): the editor's Address field and its
 * resulting /blog/<slug>, the first free -2 for a taken title, a typed taken address refused by the
 * field with nothing lost, the meta description and social image with the live share preview; the
 * article found at its slug, and an older id address moved to it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_TIME, type Backend } from '@/backend/types.ts';
import { siteUrl } from '@/content/site.ts';
import { TEAM } from '@/content/team.ts';
import { renderApp } from '../render.tsx';
import { staffBatch, staffSet } from '../logged-writes.ts';

const field = {
  title: () => screen.getByRole('textbox', { name: /^Title/ }),
  excerpt: () => screen.getByRole('textbox', { name: 'Excerpt' }),
  content: () => screen.getByRole('textbox', { name: /^Content/ }),
  category: () => screen.getByRole('combobox', { name: /^Category/ }),
  image: () => screen.getByRole('textbox', { name: /^Cover image URL/ }),
  address: () => screen.getByRole('textbox', { name: 'Address' }),
  description: () => screen.getByRole('textbox', { name: /^Meta description/ }),
  socialImage: () => screen.getByRole('textbox', { name: /^Social image URL/ }),
};

const sharePreview = () => screen.getByRole('figure', { name: 'Link preview' });

async function renderCreate() {
  const rendered = await renderApp('/admin/blogs/create', { signedInAs: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Create New Post' });
  return rendered;
}

async function fillRequired(user: Awaited<ReturnType<typeof renderCreate>>['user'], title: string) {
  fireEvent.change(field.title(), { target: { value: title } });
  fireEvent.change(field.content(), { target: { value: 'A post about addresses.' } });
  await user.selectOptions(field.category(), 'Business');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Author/ }), TEAM[0].name);
}

/** A published post at a random-looking id with a readable address, as createBlog writes it (the admin's batch). */
async function addPost(backend: Backend, id: string, slug: string, extra: Record<string, unknown> = {}) {
  await staffBatch(backend, [
    {
      op: 'set',
      collection: 'blogs',
      id,
      data: {
        title: 'Readable Addresses for Every Post',
        excerpt: 'Why /blog/<slug> beats an id.',
        content: 'People read links before they click them.',
        category: 'Technology',
        tags: [],
        image: null,
        authorName: 'Sarah Johnson',
        readTime: 1,
        views: 0,
        likes: 0,
        isFeatured: false,
        isPublished: true,
        createdAt: SERVER_TIME,
        publishAt: SERVER_TIME,
        updatedAt: SERVER_TIME,
        slug,
        ...extra,
      },
    },
    { op: 'set', collection: 'slugs', id: slug, data: { postId: id } },
  ]);
}

describe('the editor: address', () => {
  it('makes the address from the title until one is typed, and shows the resulting /blog/<slug>', async () => {
    const { user } = await renderCreate();
    fireEvent.change(field.title(), { target: { value: 'Café Crème & Résumé Tips' } });
    expect(field.address()).toHaveValue('cafe-creme-and-resume-tips');
    expect(await screen.findByText('/blog/cafe-creme-and-resume-tips')).toBeInTheDocument();

    await user.clear(field.address());
    await user.type(field.address(), 'Résumé Tips 2026!');
    expect(await screen.findByText('/blog/resume-tips-2026')).toBeInTheDocument();
    // The title no longer moves a typed address.
    fireEvent.change(field.title(), { target: { value: 'Another Title' } });
    expect(field.address()).toHaveValue('Résumé Tips 2026!');
    expect(screen.getByText('/blog/resume-tips-2026')).toBeInTheDocument();
  });

  it('gives a new post whose title’s address is taken the first free -2, and saves it there', async () => {
    const { user, backend } = await renderCreate();
    await fillRequired(user, 'Mobile App MVP');
    // The seeded "Shipping a Mobile MVP in Twelve Weeks" holds /blog/mobile-app-mvp.
    expect(await screen.findByText('/blog/mobile-app-mvp-2')).toBeInTheDocument();
    expect(screen.getByText(/\/blog\/mobile-app-mvp is used by another post/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
    const [created] = (await backend.store.list('blogs', { where: [['title', '==', 'Mobile App MVP']] })) as { id: string; slug?: string }[];
    expect(created.slug).toBe('mobile-app-mvp-2');
    expect(await backend.store.get('slugs', 'mobile-app-mvp-2')).toMatchObject({ postId: created.id });
  });

  it('refuses a typed address another post holds, by the field, keeping everything typed', async () => {
    const { user, backend } = await renderCreate();
    await fillRequired(user, 'Local SEO, Revisited');
    await user.clear(field.address());
    await user.type(field.address(), 'local-seo-checklist');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    const message = '/blog/local-seo-checklist is already used by another post. Choose another address.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field.address()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field.address()).toHaveFocus();
    expect(field.address()).toHaveValue('local-seo-checklist');
    expect(field.title()).toHaveValue('Local SEO, Revisited');
    expect(await backend.store.list('blogs', { where: [['title', '==', 'Local SEO, Revisited']] })).toHaveLength(0);

    // Another address, and it saves.
    await user.clear(field.address());
    await user.type(field.address(), 'local-seo-revisited');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
    expect(await backend.store.get('slugs', 'local-seo-revisited')).not.toBeNull();
  });

  it('moves a published post to a new address, its old one kept as a former address that leads there', async () => {
    const { user, backend } = await renderApp('/admin/blogs/edit/security-basics-for-smes', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    expect(field.address()).toHaveValue('security-basics-for-smes');
    await user.clear(field.address());
    await user.type(field.address(), 'security-basics');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    expect(await backend.store.get('blogs', 'security-basics-for-smes')).toMatchObject({ slug: 'security-basics' });
    expect(await backend.store.get('slugs', 'security-basics')).toMatchObject({ postId: 'security-basics-for-smes' });
    expect(await backend.store.get('blogs', 'security-basics-for-smes')).toMatchObject({ formerSlugs: ['five-security-basics', 'security-basics-for-smes'] });
    expect(await backend.store.get('slugs', 'security-basics-for-smes')).toMatchObject({ postId: 'security-basics-for-smes' });
    expect(screen.getByRole('link', { name: 'View post' })).toHaveAttribute('href', '/blog/security-basics');
    expect(screen.getByText(/^Earlier addresses that lead here:/)).toHaveTextContent(
      'Earlier addresses that lead here: /blog/five-security-basics, /blog/security-basics-for-smes',
    );
  });

  it("moves a draft to a new address and frees the old one (nobody has been given it)", async () => {
    const { user, backend } = await renderApp('/admin/blogs/edit/draft-cloud-cost-review', { signedInAs: 'admin' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    await user.clear(field.address());
    await user.type(field.address(), 'cloud-cost-review');
    expect(screen.queryByText(/will lead here once you save/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    expect(await backend.store.get('slugs', 'cloud-cost-review')).toMatchObject({ postId: 'draft-cloud-cost-review' });
    expect(await backend.store.get('slugs', 'draft-cloud-cost-review')).toBeNull();
    expect(await backend.store.get('blogs', 'draft-cloud-cost-review')).not.toHaveProperty('formerSlugs');
    expect(screen.queryByText(/^Earlier addresses that lead here:/)).not.toBeInTheDocument();
  });

  it('deletes a post with its addresses, current and former', async () => {
    const { user, backend } = await renderApp('/admin/blogs', { signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete “Five Security Basics Every Growing Company Should Have”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete blog post' })).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await backend.store.get('blogs', 'security-basics-for-smes')).toBeNull());
    expect(await backend.store.get('slugs', 'security-basics-for-smes')).toBeNull();
    expect(await backend.store.get('slugs', 'five-security-basics')).toBeNull();
  });
});

describe('the editor: SEO and the share preview', () => {
  it('previews the shared link as the admin types: title, description, picture and domain', async () => {
    const { user } = await renderCreate();
    const preview = sharePreview();
    expect(within(preview).getByText('Untitled post')).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Link preview cover' })).toHaveAttribute('src', '/og-image.png');
    expect(within(preview).getByText(new URL(siteUrl()).host)).toBeInTheDocument();

    fireEvent.change(field.title(), { target: { value: 'Release Notes People Read' } });
    await user.type(field.excerpt(), 'What to put in them.');
    expect(within(sharePreview()).getByText('Release Notes People Read')).toBeInTheDocument();
    expect(within(sharePreview()).getByText('What to put in them.')).toBeInTheDocument();

    await user.type(field.image(), 'https://images.example.com/cover.jpg');
    expect(within(sharePreview()).getByRole('img', { name: 'Link preview cover' })).toHaveAttribute('src', 'https://images.example.com/cover.jpg');
    await user.type(field.socialImage(), 'https://images.example.com/share.png');
    expect(within(sharePreview()).getByRole('img', { name: 'Link preview cover' })).toHaveAttribute('src', 'https://images.example.com/share.png');

    await user.type(field.description(), 'Readers skim. Give them the changes that matter.');
    expect(within(sharePreview()).getByText('Readers skim. Give them the changes that matter.')).toBeInTheDocument();
    expect(within(sharePreview()).queryByText('What to put in them.')).not.toBeInTheDocument();
    const typed = 'Readers skim. Give them the changes that matter.';
    expect(field.description()).toHaveAccessibleDescription(expect.stringContaining(`${typed.length}/160 characters`));
    expect(field.description()).toHaveAttribute('maxLength', '160');
  });

  it('refuses a social image that is not https, and saves the description and image that are fine', async () => {
    const { user, backend } = await renderCreate();
    await fillRequired(user, 'Sharing Done Right');
    await user.type(field.socialImage(), 'http://images.example.com/share.png');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    const error = 'Enter a full image address that starts with https://, or leave the field empty.';
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(field.socialImage()).toHaveFocus();

    await user.clear(field.socialImage());
    await user.type(field.socialImage(), 'https://images.example.com/share.png');
    await user.type(field.description(), 'How a link should look when it is shared.');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
    const [created] = await backend.store.list('blogs', { where: [['title', '==', 'Sharing Done Right']] });
    expect(created).toMatchObject({
      slug: 'sharing-done-right',
      seoDescription: 'How a link should look when it is shared.',
      socialImage: 'https://images.example.com/share.png',
    });
  });
});

describe('the article at its address', () => {
  it('is found by its slug, with the meta description, canonical link and social image', async () => {
    await renderApp('/blog/readable-addresses', {
      signedInAs: 'admin',
      prepare: async (backend) => {
        await addPost(backend, 'Xy7Qp2LmN9aBcDeFgHiJ', 'readable-addresses', {
          seoDescription: 'Links people can read, and what search shows.',
          socialImage: 'https://images.example.com/readable.png',
        });
        await backend.auth.signOut();
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Readable Addresses for Every Post' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Links people can read, and what search shows.'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/blog\/readable-addresses$/);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://images.example.com/readable.png');
  });

  it('moves an older id address to the slug’s, replacing the history entry', async () => {
    const { router } = await renderApp('/blog/Xy7Qp2LmN9aBcDeFgHiJ', {
      signedInAs: 'admin',
      prepare: async (backend) => {
        await addPost(backend, 'Xy7Qp2LmN9aBcDeFgHiJ', 'readable-addresses');
        await backend.auth.signOut();
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/readable-addresses'));
    // The page at the new address loads the post again: wait for its heading there (the one found at
    // the id address may be on its way out).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Readable Addresses for Every Post' })).toBeInTheDocument());
    // Replaced, not pushed: Back does not return to the id address.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/blog/readable-addresses');
  });

  it('still shows an older post without a slug at its id address', async () => {
    const { router } = await renderApp('/blog/legacy-post-1', {
      signedInAs: 'admin',
      prepare: async (backend) => {
        await staffSet(backend, 'blogs', 'legacy-post-1', {
          title: 'Written Before Addresses',
          content: 'Still here.',
          category: 'Technology',
          views: 0,
          likes: 0,
          isFeatured: false,
          isPublished: true,
          createdAt: SERVER_TIME,
          publishAt: SERVER_TIME,
          updatedAt: SERVER_TIME,
        });
        await backend.auth.signOut();
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Written Before Addresses' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/legacy-post-1');
  });
});

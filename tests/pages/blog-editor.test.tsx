import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TIME } from '@/backend/types.ts';
import { TEAM } from '@/content/team.ts';
import { BLOG_CATEGORIES, updateBlog } from '@/features/blog/data/blogs.ts';
import { renderApp, renderRoutes } from '../render.tsx';
import { staffUpdate } from '../logged-writes.ts';

/** The data layer, passed through, with switchable failures and a way to hold a save open. */
const control = vi.hoisted(() => ({
  createFailures: 0,
  updateFailures: 0,
  getFailures: 0,
  hold: null as null | Promise<void>,
}));
vi.mock('@/features/blog/data/blogs.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/blog/data/blogs.ts')>();
  return {
    ...actual,
    createBlog: vi.fn(async (...args: Parameters<typeof actual.createBlog>) => {
      if (control.hold) await control.hold;
      if (control.createFailures > 0) {
        control.createFailures -= 1;
        throw new Error('offline');
      }
      return actual.createBlog(...args);
    }),
    updateBlog: vi.fn(async (...args: Parameters<typeof actual.updateBlog>) => {
      if (control.updateFailures > 0) {
        control.updateFailures -= 1;
        throw new Error('offline');
      }
      return actual.updateBlog(...args);
    }),
    getBlog: vi.fn(async (id: string) => {
      if (control.getFailures > 0) {
        control.getFailures -= 1;
        throw new Error('offline');
      }
      return actual.getBlog(id);
    }),
  };
});

afterEach(() => {
  control.createFailures = 0;
  control.updateFailures = 0;
  control.getFailures = 0;
  control.hold = null;
  vi.restoreAllMocks();
});

type StoredPost = Record<string, unknown> & {
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  views: number;
  createdAt: Date;
  updatedAt: Date;
};

const field = {
  title: () => screen.getByRole('textbox', { name: /^Title/ }),
  excerpt: () => screen.getByRole('textbox', { name: 'Excerpt' }),
  content: () => screen.getByRole('textbox', { name: /^Content/ }),
  author: () => screen.getByRole('combobox', { name: /^Author/ }),
  category: () => screen.getByRole('combobox', { name: /^Category/ }),
  tag: () => screen.getByRole('textbox', { name: 'Tags' }),
  image: () => screen.getByRole('textbox', { name: /^Cover image URL/ }),
  featured: () => screen.getByRole('checkbox', { name: 'Featured Post' }),
};

function previewValue(label: string) {
  const panel = screen.getByRole('heading', { name: 'Preview Info' }).closest('section') as HTMLElement;
  return within(panel).getByText(label).nextElementSibling?.textContent;
}

async function renderCreate() {
  const rendered = await renderApp('/admin/blogs/create', { signedInAs: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Create New Post' });
  return rendered;
}

async function renderEdit(id: string) {
  const rendered = await renderApp(`/admin/blogs/edit/${id}`, { signedInAs: 'admin' });
  await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
  return rendered;
}

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

/** The count under the content box, as the author reads it: "N words · M min read". */
const contentStats = () => screen.getByText(/^[\d,]+ words? · \d+ min read$/);

describe('create a blog post', () => {
  it('shows every field with its bounds, the defaults and the Preview Info panel', async () => {
    await renderCreate();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(field.title()).toBeRequired();
    expect(field.title()).toHaveAttribute('maxLength', '200');
    expect(field.excerpt()).not.toBeRequired();
    expect(field.excerpt()).toHaveAttribute('maxLength', '500');
    expect(field.content()).toBeRequired();
    expect(field.content()).toHaveAttribute('rows', '15');
    expect(field.content()).toHaveAttribute('maxLength', '50000');
    expect(field.image()).toHaveAttribute('maxLength', '2000');
    expect(field.category()).toBeRequired();
    const options = within(field.category())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a category', ...BLOG_CATEGORIES]);
    // The authors are the people on the About page's team; Demo Admin is not one, so none is chosen yet.
    expect(field.author()).toBeRequired();
    expect(field.author()).toHaveValue('');
    const authors = within(field.author())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(authors).toEqual(['Select an author', ...TEAM.map((member) => member.name)]);
    expect(field.featured()).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Publish Immediately' })).toBeChecked();

    expect(previewValue('Author')).toBe('Not selected');
    expect(previewValue('Category')).toBe('Not selected');
    expect(previewValue('Read time')).toBe('0 min read');
    expect(previewValue('Status')).toBe('Published');
    expect(screen.getByRole('button', { name: 'Publish Post' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Blog Posts' })).toHaveAttribute('href', '/admin/blogs');
  });

  it('counts words and read time as the content grows, and follows category and status', async () => {
    const { user } = await renderCreate();
    fireEvent.change(field.content(), { target: { value: words(200) } });
    expect(contentStats()).toHaveTextContent('200 words · 1 min read');
    fireEvent.change(field.content(), { target: { value: words(201) } });
    expect(contentStats()).toHaveTextContent('201 words · 2 min read');
    expect(previewValue('Read time')).toBe('2 min read');

    await user.selectOptions(field.category(), 'Cybersecurity');
    expect(previewValue('Category')).toBe('Cybersecurity');
    await user.click(screen.getByRole('checkbox', { name: 'Publish Immediately' }));
    expect(previewValue('Status')).toBe('Draft');
  });

  it('names what saving a new post does on its button: publish, schedule or save a draft', async () => {
    const { user } = await renderCreate();
    expect(screen.getByRole('button', { name: 'Publish Post' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Schedule for later' }));
    fireEvent.change(screen.getByLabelText('Publish on'), { target: { value: '2099-01-01T09:00' } });
    expect(screen.getByRole('button', { name: 'Schedule Post' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Publish Immediately' }));
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish Post|Schedule Post/ })).not.toBeInTheDocument();
  });

  it('previews the whole page as readers will see it, from the unsaved form, without saving or leaving', async () => {
    const { user, backend, router } = await renderCreate();
    await user.type(field.title(), 'Release Notes People Read');
    await user.type(field.excerpt(), 'What to put in them, and what to leave out.');
    fireEvent.change(field.content(), { target: { value: `Start with the change.\n\n## What changed\n\n${words(30)}` } });
    await user.selectOptions(field.author(), "James O'Connor");
    await user.selectOptions(field.category(), 'Business');
    await user.type(field.tag(), 'Writing{Enter}');
    const before = (await backend.store.list('blogs')).length;

    const opener = screen.getByRole('button', { name: 'Preview page' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Page preview' });
    // The article's page: its title, lead, category, author and reading time, the body's sections, the tags.
    expect(await within(dialog).findByRole('heading', { name: 'What changed' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 1, name: 'Release Notes People Read' })).toBeInTheDocument();
    expect(within(dialog).getByText('What to put in them, and what to leave out.')).toBeInTheDocument();
    expect(within(dialog).getByText('Business')).toBeInTheDocument();
    expect(within(dialog).getByText("James O'Connor")).toBeInTheDocument();
    expect(within(dialog).getByText('1 min read')).toBeInTheDocument();
    expect(within(dialog).getByText('Start with the change.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Writing/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Page preview' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // Nothing saved, nothing typed lost, still on the editor.
    expect(await backend.store.list('blogs')).toHaveLength(before);
    expect(router.state.location.pathname).toBe('/admin/blogs/create');
    expect(field.title()).toHaveValue('Release Notes People Read');
  });

  it('adds tags with Enter or Add, trimmed and once, removes them with ×, and stops at 20', async () => {
    const { user } = await renderCreate();
    await user.type(field.tag(), '  React  {Enter}');
    await user.type(field.tag(), 'Testing');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const added = () =>
      within(screen.getByRole('list', { name: 'Tags added' }))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent);
    expect(added()).toEqual(['React', 'Testing']);
    // Enter in the tag box never submits the post.
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();

    await user.type(field.tag(), 'react{Enter}');
    expect(screen.getByText('“react” is already added.')).toBeInTheDocument();
    expect(added()).toEqual(['React', 'Testing']);

    await user.clear(field.tag());
    await user.type(field.tag(), '   ');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(field.tag(), '{Enter}');
    expect(added()).toEqual(['React', 'Testing']);

    await user.click(screen.getByRole('button', { name: 'Remove tag React' }));
    expect(added()).toEqual(['Testing']);

    await user.clear(field.tag());
    for (let n = 2; n <= 20; n += 1) await user.type(field.tag(), `tag${n}{Enter}`);
    expect(added()).toHaveLength(20);
    expect(field.tag()).toBeDisabled();
    expect(screen.getByText(/Remove a tag to add another\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove tag tag20' }));
    expect(field.tag()).toBeEnabled();
  });

  it('asks who wrote the post: a team member, the signed-in admin when they are one', async () => {
    // The admin is on the team under their own name: they are the author to start with.
    await renderApp('/admin/blogs/create', {
      signedInAs: 'admin',
      prepare: (backend) => backend.store.update('users', 'demo-admin', { displayName: 'Maya Chen' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create New Post' });
    expect(field.author()).toHaveValue('Maya Chen');
    expect(previewValue('Author')).toBe('Maya Chen');
  });

  it('will not create a post without an author', async () => {
    const { user, backend, router } = await renderCreate();
    await user.type(field.title(), 'Nobody wrote this');
    await user.type(field.content(), 'Some real content');
    await user.selectOptions(field.category(), 'Business');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(field.author()).toBeInvalid();
    expect(router.state.location.pathname).toBe('/admin/blogs/create');
    expect(await backend.store.list('blogs')).toHaveLength(7);
  });

  it('refuses a blank title or content after trimming, and keeps what was typed', async () => {
    const { user, backend, router } = await renderCreate();
    await user.type(field.title(), '   ');
    await user.type(field.content(), 'Some real content');
    await user.selectOptions(field.author(), 'Maya Chen');
    await user.selectOptions(field.category(), 'Business');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(field.title()).toHaveAttribute('aria-invalid', 'true');
    expect(field.title()).toHaveFocus();
    expect(field.content()).toHaveValue('Some real content');
    expect(router.state.location.pathname).toBe('/admin/blogs/create');
    expect(await backend.store.list('blogs')).toHaveLength(7);
  });

  it('refuses a cover image that is not https, and previews one that is', async () => {
    const { user } = await renderCreate();
    await user.type(field.title(), 'Cover test');
    await user.type(field.content(), 'Body');
    await user.selectOptions(field.author(), 'Maya Chen');
    await user.selectOptions(field.category(), 'Business');
    await user.type(field.image(), 'http://images.example.com/a.jpg');
    expect(screen.queryByRole('img', { name: 'Cover preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText(/Enter a full image address that starts with https:\/\//)).toBeInTheDocument();
    expect(field.image()).toHaveFocus();

    await user.clear(field.image());
    await user.type(field.image(), 'https://images.example.com/a.jpg');
    expect(screen.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', 'https://images.example.com/a.jpg');
    fireEvent.error(screen.getByRole('img', { name: 'Cover preview' }));
    expect(screen.getByText('This image could not be loaded. Check the address.')).toBeInTheDocument();
  });

  it('creates the post: "Creating..." while saving, then the list, with the server-side defaults', async () => {
    let release = () => {};
    control.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, backend, router } = await renderCreate();
    await user.type(field.title(), '  Writing Good Release Notes ');
    await user.type(field.excerpt(), 'What to put in them.');
    fireEvent.change(field.content(), { target: { value: `${words(250)}\n\nSecond paragraph.` } });
    await user.selectOptions(field.author(), "James O'Connor");
    expect(previewValue('Author')).toBe("James O'Connor");
    await user.selectOptions(field.category(), 'Business');
    await user.type(field.tag(), 'Writing{Enter}');
    await user.type(field.image(), 'https://images.example.com/notes.jpg');
    await user.click(field.featured());
    await user.click(screen.getByRole('checkbox', { name: 'Publish Immediately' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    const saving = await screen.findByRole('button', { name: 'Creating...' });
    expect(saving).toBeDisabled();
    release();

    expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    const table = await screen.findByRole('table', { name: 'Blog posts' });
    const row = within(table).getByText('Writing Good Release Notes').closest('tr') as HTMLElement;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText("James O'Connor")).toBeInTheDocument();
    // A draft is not on the blog: nothing to view there.
    expect(screen.queryByRole('link', { name: 'View post' })).not.toBeInTheDocument();

    const rows = await backend.store.list<StoredPost>('blogs');
    const created = rows.find((post) => post.title === 'Writing Good Release Notes');
    expect(created).toMatchObject({
      excerpt: 'What to put in them.',
      category: 'Business',
      tags: ['Writing'],
      image: 'https://images.example.com/notes.jpg',
      isFeatured: true,
      isPublished: false,
      authorName: "James O'Connor",
      views: 0,
      likes: 0,
      readTime: 2,
    });
    expect(created?.createdAt).toBeInstanceOf(Date);
    expect(created?.updatedAt).toBeInstanceOf(Date);
  });

  it('after "Publish Post" the list links to the post just published', async () => {
    const { user, router } = await renderCreate();
    await user.type(field.title(), 'Notes From Our First Year');
    await user.type(field.excerpt(), 'What we learned.');
    fireEvent.change(field.content(), { target: { value: `${words(250)}\n\nSecond paragraph.` } });
    await user.selectOptions(field.author(), "James O'Connor");
    await user.selectOptions(field.category(), 'Business');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    const view = await screen.findByRole('link', { name: 'View post' });
    expect(view.closest('[role="status"]')).toHaveTextContent('Published: “Notes From Our First Year”. View post');
    await user.click(view);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes From Our First Year' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/blog\//);
  });

  it('says "Error creating blog post" and keeps the form when the save fails', async () => {
    control.createFailures = 1;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router, backend } = await renderCreate();
    await user.type(field.title(), 'Will fail');
    await user.type(field.content(), 'Body text');
    await user.selectOptions(field.author(), 'Priya Raman');
    await user.selectOptions(field.category(), 'Technology');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('Error creating blog post')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blogs/create');
    expect(field.title()).toHaveValue('Will fail');
    expect(field.content()).toHaveValue('Body text');
    expect(screen.getByRole('button', { name: 'Publish Post' })).toBeEnabled();
    expect(await backend.store.list('blogs')).toHaveLength(7);
  });

  it('leaves at once with Cancel when nothing was typed', async () => {
    const { user, router } = await renderCreate();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, in the app and on reload', async () => {
    const { user, router } = await renderCreate();
    await user.type(field.title(), 'Half a thought');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to Blog Posts' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blogs/create');
    expect(field.title()).toHaveValue('Half a thought');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    // The editor is gone (and with it the browser's prompt) once the list shows.
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Posts' })).toBeInTheDocument();

    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
  it('asks before going back with the browser with unsaved changes, and stays put until told to leave', async () => {
    const { user, router } = await renderApp('/admin/blogs', { signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Posts' })).toBeInTheDocument();
    await router.navigate('/admin/blogs/create');
    await user.type(await screen.findByLabelText(/^Title/), 'Half a thought');

    await router.navigate(-1);
    let dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/admin/blogs/create');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blogs/create');
    expect(field.title()).toHaveValue('Half a thought');

    await router.navigate(-1);
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Posts' })).toBeInTheDocument();
  });
});

describe('edit a blog post', () => {
  it('opens the post prefilled, saves changes with a new updatedAt, and leaves without asking afterwards', async () => {
    const { user, backend, router } = await renderEdit('web-performance-budget');
    const before = (await backend.store.get<StoredPost>('blogs', 'web-performance-budget'))!;
    expect(field.title()).toHaveValue('Why Every Website Needs a Performance Budget');
    expect(field.excerpt()).toHaveValue(before.excerpt);
    expect(field.content()).toHaveValue(before.content);
    expect(field.category()).toHaveValue('Web Development');
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Tags added' })).getAllByRole('listitem')).toHaveLength(
      before.tags.length,
    );
    expect(field.author()).toHaveValue('Priya Raman');
    expect(previewValue('Author')).toBe('Priya Raman');

    await user.clear(field.title());
    await user.type(field.title(), 'Performance Budgets, Explained');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();

    const after = (await backend.store.get<StoredPost>('blogs', 'web-performance-budget'))!;
    expect(after.title).toBe('Performance Budgets, Explained');
    expect(after.createdAt.getTime()).toBe(before.createdAt.getTime());
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.views).toBe(before.views);
    expect(after.authorName).toBe('Priya Raman');

    await user.click(screen.getByRole('link', { name: 'Back to Blog Posts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the author to another team member, and search finds the post by the new name', async () => {
    const { user, backend } = await renderEdit('mobile-app-mvp');
    expect(field.author()).toHaveValue('Marcus Johnson');
    await user.selectOptions(field.author(), 'Priya Raman');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    const after = (await backend.store.get<StoredPost>('blogs', 'mobile-app-mvp'))!;
    expect(after.authorName).toBe('Priya Raman');
    expect(after.searchTerms).toEqual(expect.arrayContaining(['raman']));
    expect(after.searchTerms).not.toEqual(expect.arrayContaining(['johnson']));
  });

  it('keeps an older post’s author who is not on the team, marked as such', async () => {
    const { user, backend } = await renderApp('/admin/blogs/edit/local-seo-checklist', {
      signedInAs: 'admin',
      prepare: (backend) => staffUpdate(backend, 'blogs', 'local-seo-checklist', { authorName: 'Guest Writer', updatedAt: SERVER_TIME }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Post' });
    expect(field.author()).toHaveValue('Guest Writer');
    expect(within(field.author()).getByRole('option', { name: 'Guest Writer (not on the team page)' })).toBeInTheDocument();
    await user.type(field.title(), ' (revised)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    expect((await backend.store.get<StoredPost>('blogs', 'local-seo-checklist'))?.authorName).toBe('Guest Writer');
  });

  it('publishes and unpublishes, features and unfeatures at once', async () => {
    const { user, backend } = await renderEdit('draft-cloud-cost-review');
    const stored = () => backend.store.get<StoredPost>('blogs', 'draft-cloud-cost-review');
    expect(screen.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog post published')).toBeInTheDocument();
    expect((await stored())?.isPublished).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Feature' }));
    expect(await screen.findByText('Blog post featured')).toBeInTheDocument();
    expect((await stored())?.isFeatured).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Blog post moved to drafts')).toBeInTheDocument();
    expect((await stored())?.isPublished).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Unfeature' }));
    expect(await screen.findByText('Blog post removed from featured')).toBeInTheDocument();
    expect((await stored())?.isFeatured).toBe(false);
    expect(screen.getByRole('link', { name: 'View post' })).toHaveAttribute('href', '/blog/draft-cloud-cost-review');
  });

  it('says "Error updating blog" and keeps the edits when the save fails', async () => {
    control.updateFailures = 1;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, backend } = await renderEdit('mobile-app-mvp');
    await user.type(field.title(), ' (updated)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating blog')).toBeInTheDocument();
    expect(field.title()).toHaveValue('Shipping a Mobile MVP in Twelve Weeks (updated)');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect((await backend.store.get<StoredPost>('blogs', 'mobile-app-mvp'))?.title).toBe('Shipping a Mobile MVP in Twelve Weeks');
  });

  it('shows "Blog post not found" with a way back for an unknown id', async () => {
    await renderApp('/admin/blogs/edit/no-such-post', { signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog Posts' })).toHaveAttribute('href', '/admin/blogs');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('shows "Error fetching blog" when the post cannot load, and tries again', async () => {
    control.getFailures = 1;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderApp('/admin/blogs/edit/local-seo-checklist', { signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error fetching blog' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
    expect(field.title()).toHaveValue('The Local SEO Checklist for Service Businesses');
  });

  it('is reached from the manager with the edit action', async () => {
    const { user, router } = await renderApp('/admin/blogs', { signedInAs: 'admin' });
    await user.click(await screen.findByRole('link', { name: 'Edit “A Cloud Cost Review in One Afternoon”' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blogs/edit/draft-cloud-cost-review');
    expect(field.title()).toHaveValue('A Cloud Cost Review in One Afternoon');
  });
});

describe('unsaved changes kept in the browser', () => {
  const offer = () => screen.queryByRole('region', { name: /^You have unsaved changes from / });

  /** The tab closes (nothing saved) and the editor at `path` opens again in the same browser. */
  async function reopen(unmount: () => void, path: string, heading: string) {
    unmount();
    const reopened = renderRoutes(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    return reopened;
  }

  it('offers an edit back after the tab closed, restores it unsaved, and forgets it once saved', async () => {
    const { user, backend, unmount } = await renderEdit('web-performance-budget');
    await user.clear(field.title());
    await user.type(field.title(), 'Budgets That Survive a Crash');
    await user.type(field.excerpt(), ' Kept.');

    let reopened = await reopen(unmount, '/admin/blogs/edit/web-performance-budget', 'Edit Post');
    // The saved post shows until the person chooses; the offer says when the changes are from.
    expect(field.title()).toHaveValue('Why Every Website Needs a Performance Budget');
    expect(offer()).toHaveAccessibleName(/^You have unsaved changes from \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    // …and how long they stay (logging out forgets them: kept-drafts-session-end.test.tsx).
    expect(offer()).toHaveAccessibleDescription(/ They stay in this browser until you log out\. /);
    await user.click(within(offer()!).getByRole('button', { name: 'Restore changes' }));
    expect(offer()).not.toBeInTheDocument();
    expect(field.title()).toHaveValue('Budgets That Survive a Crash');
    expect(field.title()).toHaveFocus();
    expect((field.excerpt() as HTMLTextAreaElement).value).toMatch(/ Kept\.$/);
    // Restored is not saved: the form says so, and nothing reached the post yet.
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect((await backend.store.get<StoredPost>('blogs', 'web-performance-budget'))!.title).toBe(
      'Why Every Website Needs a Performance Budget',
    );

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
    reopened = await reopen(reopened.unmount, '/admin/blogs/edit/web-performance-budget', 'Edit Post');
    expect(field.title()).toHaveValue('Budgets That Survive a Crash');
    expect(offer()).not.toBeInTheDocument();
    reopened.unmount();
  });

  it('forgets the changes with Discard, and after "Leave without saving"', async () => {
    const { user, unmount } = await renderEdit('mobile-app-mvp');
    const saved = (field.title() as HTMLInputElement).value;
    await user.type(field.title(), ' (draft)');

    let reopened = await reopen(unmount, '/admin/blogs/edit/mobile-app-mvp', 'Edit Post');
    await user.click(within(offer()!).getByRole('button', { name: 'Discard' }));
    expect(offer()).not.toBeInTheDocument();
    expect(field.title()).toHaveValue(saved);
    reopened = await reopen(reopened.unmount, '/admin/blogs/edit/mobile-app-mvp', 'Edit Post');
    expect(offer()).not.toBeInTheDocument();

    await user.type(field.title(), ' (again)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog Posts' });
    reopened = await reopen(reopened.unmount, '/admin/blogs/edit/mobile-app-mvp', 'Edit Post');
    expect(offer()).not.toBeInTheDocument();
    expect(field.title()).toHaveValue(saved);
    reopened.unmount();
  });

  it('keeps what is typed while the offer is open instead, and keeps the offer when nothing is typed', async () => {
    const { user, unmount } = await renderEdit('mobile-app-mvp');
    await user.type(field.title(), ' (first try)');
    let reopened = await reopen(unmount, '/admin/blogs/edit/mobile-app-mvp', 'Edit Post');
    // Closed again without an answer: the offer is still there.
    reopened = await reopen(reopened.unmount, '/admin/blogs/edit/mobile-app-mvp', 'Edit Post');
    expect(offer()).toBeInTheDocument();
    await user.type(field.title(), ' (second try)');
    reopened = await reopen(reopened.unmount, '/admin/blogs/edit/mobile-app-mvp', 'Edit Post');
    await user.click(within(offer()!).getByRole('button', { name: 'Restore changes' }));
    expect((field.title() as HTMLInputElement).value).toMatch(/ \(second try\)$/);
    reopened.unmount();
  });

  it('keeps a new post too, and a restored one is created as restored', async () => {
    const { user, unmount } = await renderCreate();
    await user.type(field.title(), 'Written Before the Power Cut');
    await user.type(field.content(), 'Every word is still here.');
    await user.selectOptions(field.category(), BLOG_CATEGORIES[0]);

    const reopened = await reopen(unmount, '/admin/blogs/create', 'Create New Post');
    expect(field.title()).toHaveValue('');
    await user.click(within(offer()!).getByRole('button', { name: 'Restore changes' }));
    expect(field.title()).toHaveValue('Written Before the Power Cut');
    expect(field.content()).toHaveValue('Every word is still here.');
    expect(field.category()).toHaveValue(BLOG_CATEGORIES[0]);
    if (!(field.author() as HTMLSelectElement).value) await user.selectOptions(field.author(), TEAM[0].name);
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Blog Posts' });
    const again = await reopen(reopened.unmount, '/admin/blogs/create', 'Create New Post');
    expect(offer()).not.toBeInTheDocument();
    again.unmount();
  });
});

describe('history of a post', () => {
  const history = () => screen.getByRole('region', { name: 'History' });
  const versions = () => within(history()).getAllByRole('listitem');

  async function saveTitle(user: Awaited<ReturnType<typeof renderEdit>>['user'], title: string) {
    await user.clear(field.title());
    await user.type(field.title(), title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('All changes saved.');
  }

  it('lists the versions saves replaced, newest first, compares one with the form, and restores it unsaved', async () => {
    const { user } = await renderEdit('web-performance-budget');
    await user.click(within(history()).getByRole('button', { name: 'Show history' }));
    expect(await within(history()).findByText('No earlier versions yet: saving keeps one.')).toBeInTheDocument();

    await saveTitle(user, 'Performance Budgets, Second Draft');
    await saveTitle(user, 'Performance Budgets, Third Draft');
    // The open history reads again after each save.
    await waitFor(() => expect(versions()).toHaveLength(2));
    expect(versions()[0]).toHaveTextContent('Performance Budgets, Second Draft');
    expect(versions()[0]).toHaveTextContent(/Saved .* by Demo Admin · replaced .* by Demo Admin/);
    expect(versions()[1]).toHaveTextContent('Why Every Website Needs a Performance Budget');
    expect(within(history()).getByText(/The current version was saved by Demo Admin\./)).toBeInTheDocument();

    await user.click(within(versions()[1]).getByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog', { name: /^Compare with the version saved / });
    const title = within(dialog).getByText('Title').nextElementSibling as HTMLElement;
    // From the version to the form: its words struck through, the form's underlined, each named.
    expect(within(title).getAllByRole('deletion').map((part) => part.textContent)).toEqual(['removed: Why Every Website Needs a ', 'removed: Budget']);
    expect(within(title).getAllByRole('insertion').map((part) => part.textContent)).toEqual(['added: Budgets, Third Draft']);
    expect(title).toHaveTextContent('removed: Why Every Website Needs a Performance removed: Budgetadded: Budgets, Third Draft');
    expect(within(dialog).queryByText('Content')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(within(versions()[1]).getByRole('button', { name: 'Restore' }));
    expect(field.title()).toHaveValue('Why Every Website Needs a Performance Budget');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('All changes saved.');
    // Saving the restored version makes a new revision (the one it replaced).
    await waitFor(() => expect(versions()).toHaveLength(3));
    expect(versions()[0]).toHaveTextContent('Performance Budgets, Third Draft');
  });

  it('asks before a restore replaces unsaved changes, and keeps them when told to', async () => {
    const { user } = await renderEdit('mobile-app-mvp');
    const saved = (field.title() as HTMLInputElement).value;
    await saveTitle(user, 'An MVP in Twelve Weeks');
    await user.click(within(history()).getByRole('button', { name: 'Show history' }));
    await waitFor(() => expect(versions()).toHaveLength(1));
    await user.type(field.title(), ', unsaved');

    await user.click(within(versions()[0]).getByRole('button', { name: 'Restore' }));
    let dialog = await screen.findByRole('dialog', { name: 'Replace your unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(field.title()).toHaveValue('An MVP in Twelve Weeks, unsaved');

    await user.click(within(versions()[0]).getByRole('button', { name: 'Restore' }));
    dialog = await screen.findByRole('dialog', { name: 'Replace your unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    expect(field.title()).toHaveValue(saved);
  });

  it('shows ten versions at a time, older ones on request', async () => {
    const { user } = await renderEdit('mobile-app-mvp');
    for (let save = 1; save <= 12; save += 1) {
      // A millisecond apart at least, as a person's saves are (revisions are ordered by when they were replaced).
      const now = Date.now();
      await waitFor(() => expect(Date.now()).toBeGreaterThan(now));
      await updateBlog('mobile-app-mvp', { title: `Version ${save}` });
    }
    await user.click(within(history()).getByRole('button', { name: 'Show history' }));
    await waitFor(() => expect(versions()).toHaveLength(10));
    expect(versions()[0]).toHaveTextContent('Version 11');
    await user.click(within(history()).getByRole('button', { name: 'Show older versions' }));
    await waitFor(() => expect(versions()).toHaveLength(12));
    expect(versions()[11]).not.toHaveTextContent(/Version \d/);
    expect(within(history()).queryByRole('button', { name: 'Show older versions' })).not.toBeInTheDocument();
  });
});

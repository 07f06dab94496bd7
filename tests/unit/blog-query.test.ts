import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/data/blogs.ts';
import {
  adminBlogStats,
  adminCategoryOptions,
  filterByCategory,
  GRID_PAGE_SIZE,
  LIST_PAGE_SIZE,
  pageSizeFor,
  queryAdminBlogs,
  readBlogListQuery,
  searchAdminBlogs,
  visibleTags,
  writeBlogListQuery,
} from '@/lib/blog-query.ts';

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2026-03-01T12:00:00Z').getTime();

function post(id: string, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title: `Post ${id}`,
    excerpt: '',
    content: 'Plain body text.',
    authorName: 'Admin',
    createdAt: new Date(NOW - DAY),
    updatedAt: null,
    category: 'Technology',
    tags: [],
    image: null,
    views: 0,
    likes: 0,
    readTime: 1,
    isFeatured: false,
    isPublished: true,
    ...overrides,
  };
}

const POSTS = [
  post('a', { title: 'The Local SEO Checklist', category: 'Digital Marketing', views: 287, createdAt: new Date(NOW - 9 * DAY), authorName: 'Daniel' }),
  post('b', { title: 'Shipping a Mobile MVP', category: 'Mobile Development', views: 356, createdAt: new Date(NOW - 16 * DAY), authorName: 'Priya', content: 'We cut scope and used React Native.' }),
  post('c', { title: 'Choosing a Tech Stack', category: 'Software Development', views: 412, createdAt: new Date(NOW - 3 * DAY), authorName: 'Maya' }),
  post('d', { title: 'Security Basics', category: 'Cybersecurity', views: 174, createdAt: new Date(NOW - 52 * DAY), authorName: 'Priya', content: 'Turn on multi-factor authentication.' }),
  post('e', { title: 'Performance Budgets', category: 'Web Development', views: 198, createdAt: new Date(NOW - 24 * DAY), authorName: '' }),
];

const ids = (posts: { id: string }[]) => posts.map((p) => p.id);

describe('filterByCategory', () => {
  it('keeps one category', () => {
    expect(ids(filterByCategory(POSTS, 'Cybersecurity'))).toEqual(['d']);
    expect(filterByCategory(POSTS, 'Business')).toEqual([]);
  });

  it('keeps everything for "", "all" or null', () => {
    expect(filterByCategory(POSTS, '')).toHaveLength(5);
    expect(filterByCategory(POSTS, 'all')).toHaveLength(5);
    expect(filterByCategory(POSTS, null)).toHaveLength(5);
  });
});

describe('visibleTags', () => {
  it('shows at most 3 tags and counts the rest for "+N"', () => {
    expect(visibleTags(['AI', 'Customer Experience', 'Automation', 'Privacy'])).toEqual({
      shown: ['AI', 'Customer Experience', 'Automation'],
      more: 1,
    });
    expect(visibleTags(['a', 'b', 'c', 'd', 'e', 'f'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 3 });
  });

  it('has no "+N" for 3 tags or fewer', () => {
    expect(visibleTags(['SEO', 'Marketing', 'Small Business'])).toEqual({ shown: ['SEO', 'Marketing', 'Small Business'], more: 0 });
    expect(visibleTags([])).toEqual({ shown: [], more: 0 });
  });
});

describe('the list query in the URL', () => {
  it('reads defaults and ignores unknown values', () => {
    expect(readBlogListQuery(new URLSearchParams(''))).toEqual({ term: '', category: '', sort: 'latest', view: 'grid', page: 1 });
    expect(readBlogListQuery(new URLSearchParams('category=Nope&sort=random&view=table&page=-3'))).toEqual({
      term: '',
      category: '',
      sort: 'latest',
      view: 'grid',
      page: 1,
    });
  });

  it('round-trips a full query and leaves defaults out', () => {
    const query = { term: 'seo tips', category: 'AI & Machine Learning', sort: 'popular', view: 'list', page: 2 } as const;
    const params = writeBlogListQuery(query);
    expect(readBlogListQuery(new URLSearchParams(params.toString()))).toEqual(query);
    expect(writeBlogListQuery({ term: '', category: '', sort: 'latest', view: 'grid', page: 1 }).toString()).toBe('');
  });
});

describe('admin search and filter', () => {
  it('searches title, content and author name, case-insensitively', () => {
    expect(ids(searchAdminBlogs(POSTS, 'SEO'))).toEqual(['a']);
    expect(ids(searchAdminBlogs(POSTS, 'react native'))).toEqual(['b']);
    expect(ids(searchAdminBlogs(POSTS, 'priya'))).toEqual(['b', 'd']);
  });

  it('does not search the category, and a blank term keeps everything', () => {
    expect(ids(searchAdminBlogs(POSTS, 'cybersecurity'))).toEqual([]);
    expect(ids(searchAdminBlogs(POSTS, '  '))).toEqual(ids(POSTS));
  });

  it('combines search with the category filter, keeping the order', () => {
    expect(ids(queryAdminBlogs(POSTS, { term: 'priya', category: 'Cybersecurity' }))).toEqual(['d']);
    expect(ids(queryAdminBlogs(POSTS, { term: '', category: 'all' }))).toEqual(ids(POSTS));
    expect(ids(queryAdminBlogs(POSTS, { term: 'maya', category: 'Digital Marketing' }))).toEqual([]);
  });
});

describe('adminBlogStats', () => {
  const now = new Date(2026, 2, 15, 12); // 15 March 2026, local time

  it('counts posts, views, categories and the posts created this calendar month', () => {
    const posts = [
      post('1', { views: 10, category: 'Business', createdAt: new Date(2026, 2, 1, 0, 5) }),
      post('2', { views: 5, category: 'Business', createdAt: new Date(2026, 2, 31, 23, 0) }),
      post('3', { views: 0, category: 'Technology', createdAt: new Date(2026, 1, 28, 23, 59) }),
      post('4', { views: 7, category: '', createdAt: new Date(2025, 2, 15) }),
      post('5', { views: 1, category: 'Technology', createdAt: null }),
    ];
    expect(adminBlogStats(posts, now)).toEqual({ totalPosts: 5, totalViews: 23, categories: 2, thisMonth: 2 });
  });

  it('is all zeros for no posts', () => {
    expect(adminBlogStats([], now)).toEqual({ totalPosts: 0, totalViews: 0, categories: 0, thisMonth: 0 });
  });
});

describe('adminCategoryOptions', () => {
  it('lists the eight blog categories, then other categories still in use', () => {
    const options = adminCategoryOptions([post('x', { category: 'Legacy' }), post('y', { category: 'Business' }), post('z', { category: '' })]);
    expect(options).toHaveLength(9);
    expect(options.slice(0, 2)).toEqual(['Technology', 'Business']);
    expect(options[8]).toBe('Legacy');
  });
});

describe('pages of the public list', () => {
  it('hold 9 posts in the grid and 6 in the list (spec §9)', () => {
    expect([GRID_PAGE_SIZE, LIST_PAGE_SIZE]).toEqual([9, 6]);
    expect(pageSizeFor('grid')).toBe(9);
    expect(pageSizeFor('list')).toBe(6);
  });

  it('carry their cursor in the URL past page 1, and read it back; page 1 needs none', () => {
    const query = readBlogListQuery(new URLSearchParams('page=3&after=post~42'));
    expect(query).toMatchObject({ page: 3, after: { id: 'post', value: 42 } });
    expect(writeBlogListQuery(query).toString()).toBe('page=3&after=post%7E42');
    const back = readBlogListQuery(new URLSearchParams('page=2&before=abc~1767225600000'));
    expect(back.before).toEqual({ id: 'abc', value: 1767225600000 });
    expect(writeBlogListQuery({ ...back, page: 1 }).toString()).toBe('');
    expect(readBlogListQuery(new URLSearchParams('after=nonsense')).after).toBeUndefined();
  });
});

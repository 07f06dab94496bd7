import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/data/blogs.ts';
import {
  adminBlogStats,
  adminCategoryOptions,
  blogStats,
  filterByCategory,
  GRID_PAGE_SIZE,
  LIST_PAGE_SIZE,
  pageNumbers,
  pageSizeFor,
  paginate,
  queryAdminBlogs,
  queryBlogs,
  readBlogListQuery,
  searchAdminBlogs,
  searchBlogs,
  sortBlogs,
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

describe('searchBlogs', () => {
  it('matches the title case-insensitively', () => {
    expect(ids(searchBlogs(POSTS, 'seo'))).toEqual(['a']);
    expect(ids(searchBlogs(POSTS, 'SEO CHECK'))).toEqual(['a']);
  });

  it('matches the content', () => {
    expect(ids(searchBlogs(POSTS, 'react native'))).toEqual(['b']);
    expect(ids(searchBlogs(POSTS, 'Multi-Factor'))).toEqual(['d']);
  });

  it('matches the category', () => {
    expect(ids(searchBlogs(POSTS, 'cybersec'))).toEqual(['d']);
    expect(ids(searchBlogs(POSTS, 'development'))).toEqual(['b', 'c', 'e']);
  });

  it('does not match the author or tags, and a blank term keeps everything', () => {
    expect(searchBlogs(POSTS, 'Priya')).toEqual([]);
    expect(ids(searchBlogs(POSTS, '   '))).toEqual(ids(POSTS));
    expect(searchBlogs(POSTS, 'zzqx-nothing')).toEqual([]);
  });

  it('does not change its input', () => {
    const copy = [...POSTS];
    searchBlogs(POSTS, 'seo');
    expect(POSTS).toEqual(copy);
  });
});

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

describe('sortBlogs', () => {
  it('sorts latest first', () => {
    expect(ids(sortBlogs(POSTS, 'latest'))).toEqual(['c', 'a', 'b', 'e', 'd']);
  });

  it('sorts most viewed first', () => {
    expect(ids(sortBlogs(POSTS, 'popular'))).toEqual(['c', 'b', 'a', 'e', 'd']);
  });

  it('sorts oldest first', () => {
    expect(ids(sortBlogs(POSTS, 'oldest'))).toEqual(['d', 'e', 'b', 'a', 'c']);
  });

  it('puts undated posts last and breaks popularity ties by date', () => {
    const posts = [post('x', { createdAt: null, views: 5 }), post('y', { createdAt: new Date(NOW - 5 * DAY), views: 5 }), post('z', { createdAt: new Date(NOW), views: 5 })];
    expect(ids(sortBlogs(posts, 'latest'))).toEqual(['z', 'y', 'x']);
    expect(ids(sortBlogs(posts, 'oldest'))).toEqual(['y', 'z', 'x']);
    expect(ids(sortBlogs(posts, 'popular'))).toEqual(['z', 'y', 'x']);
  });

  it('returns a copy', () => {
    const before = ids(POSTS);
    sortBlogs(POSTS, 'oldest');
    expect(ids(POSTS)).toEqual(before);
  });
});

describe('queryBlogs', () => {
  it('combines search, category and sort', () => {
    expect(ids(queryBlogs(POSTS, { term: 'development', category: '', sort: 'popular' }))).toEqual(['c', 'b', 'e']);
    expect(ids(queryBlogs(POSTS, { term: 'development', category: 'Web Development', sort: 'latest' }))).toEqual(['e']);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);

  it('uses 9 per page in the grid and 6 in the list', () => {
    expect(GRID_PAGE_SIZE).toBe(9);
    expect(LIST_PAGE_SIZE).toBe(6);
    expect(pageSizeFor('grid')).toBe(9);
    expect(pageSizeFor('list')).toBe(6);
  });

  it('cuts pages of 9', () => {
    expect(paginate(items, 1, GRID_PAGE_SIZE)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 3 });
    expect(paginate(items, 3, GRID_PAGE_SIZE)).toEqual({ items: [19, 20], page: 3, pageCount: 3 });
  });

  it('cuts pages of 6', () => {
    const result = paginate(items, 2, LIST_PAGE_SIZE);
    expect(result.items).toEqual([7, 8, 9, 10, 11, 12]);
    expect(result.pageCount).toBe(4);
    expect(paginate(items, 4, LIST_PAGE_SIZE).items).toEqual([19, 20]);
  });

  it('keeps six posts on one page in either view', () => {
    const six = items.slice(0, 6);
    expect(paginate(six, 1, GRID_PAGE_SIZE).pageCount).toBe(1);
    expect(paginate(six, 1, LIST_PAGE_SIZE)).toEqual({ items: six, page: 1, pageCount: 1 });
    expect(paginate(items.slice(0, 7), 1, LIST_PAGE_SIZE).pageCount).toBe(2);
  });

  it('clamps pages out of range and still has one page when empty', () => {
    expect(paginate(items, 99, GRID_PAGE_SIZE).page).toBe(3);
    expect(paginate(items, 0, GRID_PAGE_SIZE).page).toBe(1);
    expect(paginate(items, Number.NaN, GRID_PAGE_SIZE).page).toBe(1);
    expect(paginate([], 2, GRID_PAGE_SIZE)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('pageNumbers', () => {
  it('lists every page up to 7', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves gaps in long runs', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });
});

describe('blogStats', () => {
  it('counts articles, views, distinct authors and categories', () => {
    expect(blogStats(POSTS)).toEqual({ totalArticles: 5, totalViews: 287 + 356 + 412 + 174 + 198, authors: 4, categories: 5 });
  });

  it('counts a missing author as Admin and ignores empty categories', () => {
    const posts = [post('1', { authorName: '', category: '' }), post('2', { authorName: 'Admin', category: 'Business' })];
    expect(blogStats(posts)).toEqual({ totalArticles: 2, totalViews: 0, authors: 1, categories: 1 });
  });

  it('is all zeros for no posts', () => {
    expect(blogStats([])).toEqual({ totalArticles: 0, totalViews: 0, authors: 0, categories: 0 });
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

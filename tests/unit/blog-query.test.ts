import { describe, expect, it } from 'vitest';
import {
  adminCategoryOptions,
  GRID_PAGE_SIZE,
  LIST_PAGE_SIZE,
  pageSizeFor,
  readBlogListQuery,
  visibleTags,
  writeBlogListQuery,
} from '@/features/blog/data/blog-query.ts';


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

describe('adminCategoryOptions', () => {
  it('lists the eight blog categories, then other categories still in use', () => {
    const options = adminCategoryOptions(['Legacy', 'Business', '']);
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

import { describe, expect, it } from 'vitest';
import {
  addTag,
  BLOG_LIMITS,
  countWords,
  excerptOf,
  isCoverImageUrl,
  isHttpsUrl,
  paragraphsOf,
  readTimeOf,
} from '@/features/blog/data/blogs.ts';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

describe('read time', () => {
  it('counts words split on any run of spaces', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' one  two\nthree\tfour ')).toBe(4);
  });

  it('is words / 200, rounded up, in minutes', () => {
    expect(readTimeOf('')).toBe(0);
    expect(readTimeOf('one')).toBe(1);
    expect(readTimeOf(words(200))).toBe(1);
    expect(readTimeOf(words(201))).toBe(2);
    expect(readTimeOf(words(400))).toBe(2);
    expect(readTimeOf(words(1001))).toBe(6);
  });
});

describe('excerpts', () => {
  const long = 'abcdefghij'.repeat(30); // 300 characters

  it('uses the excerpt when there is one, trimmed', () => {
    expect(excerptOf({ excerpt: '  A short summary.  ', content: long }, 120)).toBe('A short summary.');
  });

  it('falls back to the content cut at the given length, with an ellipsis', () => {
    for (const length of [100, 120, 140, 180]) {
      expect(excerptOf({ excerpt: '', content: long }, length)).toBe(`${long.slice(0, length)}...`);
    }
    expect(excerptOf({ excerpt: '   ', content: long }, 100)).toBe(`${long.slice(0, 100)}...`);
  });

  it('keeps short content whole and flattens line breaks', () => {
    expect(excerptOf({ excerpt: '', content: 'First line.\n\nSecond line.' }, 100)).toBe('First line. Second line.');
    expect(excerptOf({ excerpt: '', content: 'x'.repeat(100) }, 100)).toBe('x'.repeat(100));
  });
});

describe('paragraphs', () => {
  it('splits the body on blank lines, keeping single line breaks inside a paragraph', () => {
    expect(paragraphsOf('One.\n\nTwo,\nstill two.\n   \nThree.')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
  });

  it('drops empty paragraphs and surrounding space', () => {
    expect(paragraphsOf('\n\n  Only one.  \n\n\n\n')).toEqual(['Only one.']);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('leaves markup as text', () => {
    expect(paragraphsOf('<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
  });
});

describe('tags', () => {
  it('adds a trimmed tag', () => {
    expect(addTag(['React'], '  Testing  ')).toEqual({ tags: ['React', 'Testing'] });
  });

  it('refuses a blank tag or one already present (whatever its case)', () => {
    expect(addTag(['React'], '   ')).toEqual({ tags: ['React'], refused: 'empty' });
    expect(addTag(['React'], ' react ')).toEqual({ tags: ['React'], refused: 'duplicate' });
  });

  it('refuses a 21st tag and a tag that is too long', () => {
    const twenty = Array.from({ length: BLOG_LIMITS.tags }, (_, index) => `tag${index}`);
    expect(addTag(twenty, 'one more')).toEqual({ tags: twenty, refused: 'limit' });
    expect(addTag([], 'x'.repeat(BLOG_LIMITS.tagLength + 1)).refused).toBe('too-long');
    expect(addTag([], 'x'.repeat(BLOG_LIMITS.tagLength)).tags).toHaveLength(1);
  });

  it('does not change the list it was given', () => {
    const tags = ['React'];
    addTag(tags, 'Vue');
    expect(tags).toEqual(['React']);
  });
});

describe('cover images', () => {
  it('accepts https addresses only in the editor', () => {
    expect(isHttpsUrl('https://images.example.com/a.jpg')).toBe(true);
    expect(isHttpsUrl('  https://images.example.com/a.jpg  ')).toBe(true);
    expect(isHttpsUrl('http://images.example.com/a.jpg')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isHttpsUrl('https://')).toBe(false);
    expect(isHttpsUrl('')).toBe(false);
    expect(isHttpsUrl(`https://example.com/${'a'.repeat(BLOG_LIMITS.image)}`)).toBe(false);
  });

  it('shows https addresses and paths on this site, nothing else', () => {
    expect(isCoverImageUrl('https://images.example.com/a.jpg')).toBe(true);
    expect(isCoverImageUrl('/images/cover.jpg')).toBe(true);
    expect(isCoverImageUrl('//evil.example.com/a.jpg')).toBe(false);
    expect(isCoverImageUrl('http://images.example.com/a.jpg')).toBe(false);
    expect(isCoverImageUrl('javascript:alert(1)')).toBe(false);
  });
});

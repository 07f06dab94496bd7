import { describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, parseInitialData, readInitialData, serializeInitialData } from '@/context/initial-data.tsx';

describe('the data a prerendered page travels with', () => {
  it('cannot close its <script> element, whatever the content says', () => {
    const text = serializeInitialData({ 'blog:x': { title: '</script><script>alert(1)</script>', note: '<!-- x' } });
    expect(text).not.toContain('<');
    expect(parseInitialData(text)).toEqual({ 'blog:x': { title: '</script><script>alert(1)</script>', note: '<!-- x' } });
  });

  it('keeps dates as dates, and strings that look like dates as strings', () => {
    const createdAt = new Date('2026-03-04T05:06:07.000Z');
    const back = parseInitialData(serializeInitialData({ post: { createdAt, excerpt: '2026-03-04T05:06:07.000Z' } }));
    expect((back.post as { createdAt: Date }).createdAt).toEqual(createdAt);
    expect((back.post as { excerpt: string }).excerpt).toBe('2026-03-04T05:06:07.000Z');
  });

  it('is read from the page once, and a page without it (or with broken JSON) loads as usual', () => {
    expect(readInitialData(document)).toEqual({});
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INITIAL_DATA_ELEMENT_ID;
    script.textContent = serializeInitialData({ 'services:active': [{ id: 'web' }] });
    document.body.append(script);
    expect(readInitialData(document)).toEqual({ 'services:active': [{ id: 'web' }] });
    script.textContent = '{not json';
    const original = console.error;
    console.error = () => {};
    try {
      expect(readInitialData(document)).toEqual({});
    } finally {
      console.error = original;
      script.remove();
    }
  });
});

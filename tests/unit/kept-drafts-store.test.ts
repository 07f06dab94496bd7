/**
 * forgetAllKeptDrafts (src/features/blog/data/kept-drafts-store.ts), which the session calls when it
 * finds nobody signed in: every kept post form goes, whoever's and however many, and nothing else of
 * this browser's storage (the demo data, the consent choice, the session marker) goes with them.
 * What a person sees of it: tests/pages/kept-drafts-session-end.test.tsx.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAllKeptDrafts, keptDraftKey } from '@/features/blog/data/kept-drafts-store.ts';

const kept = (savedAt: number) => JSON.stringify({ values: { title: 'Unsaved' }, savedAt });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('forgetAllKeptDrafts', () => {
  it('removes every kept form, whoever’s, and keeps everything else', () => {
    const drafts = [keptDraftKey('demo-editor', 'mobile-app-mvp'), keptDraftKey('demo-editor', undefined), keptDraftKey('demo-admin', 'mobile-app-mvp')];
    // Other keys around them, some alike in name: only the prefix marks a kept form.
    const others = { 'nf:signed-in': '1', 'nf:consent': 'all', 'nf-demo-db': '{}', 'x:nf:unsaved-post:demo-editor:new': 'not one' };
    for (const [index, key] of drafts.entries()) localStorage.setItem(key, kept(index));
    for (const [key, value] of Object.entries(others)) localStorage.setItem(key, value);
    expect(drafts).toEqual(['nf:unsaved-post:demo-editor:mobile-app-mvp', 'nf:unsaved-post:demo-editor:new', 'nf:unsaved-post:demo-admin:mobile-app-mvp']);

    forgetAllKeptDrafts();

    for (const key of drafts) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.length).toBe(Object.keys(others).length);
    for (const [key, value] of Object.entries(others)) expect(localStorage.getItem(key)).toBe(value);
  });

  it('removes them all when there are many (none skipped as the storage shrinks)', () => {
    for (let index = 0; index < 50; index += 1) localStorage.setItem(keptDraftKey(`person-${index}`, `post-${index}`), kept(index));
    localStorage.setItem('nf:signed-in', '1');
    forgetAllKeptDrafts();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('nf:signed-in')).toBe('1');
  });

  it('does nothing, and throws nothing, when storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => forgetAllKeptDrafts()).not.toThrow();
  });
});

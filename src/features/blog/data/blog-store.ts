/** What the blog's queries share: which store a scope reads, and the filter of published posts. */
import { getBackend, getPublicStore } from '@/backend/index.ts';
import type { WhereClause } from '@/backend/types.ts';

/** Which posts a list shows: the published ones (the public blog), or all of them, drafts too (admins). */
export type BlogScope = 'published' | 'all';

/** Published posts are read without starting sign-in (`getPublicStore`); other scopes need the session's backend. */
export async function storeFor(scope: BlogScope) {
  return scope === 'published' ? getPublicStore() : (await getBackend()).store;
}

/** Public queries carry the filter the rules check. */
export const PUBLISHED: WhereClause = ['isPublished', '==', true];

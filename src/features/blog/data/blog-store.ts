/**
 * What the blog's queries share: which store a scope reads, and the filters of what visitors may
 * read: published posts whose time has come (`publishAt`, which a scheduled post has in the future).
 */
import { readBackendSettings } from '@/backend/config.ts';
import { getBackend, getPublicStore } from '@/backend/index.ts';
import { errorCode, type WhereClause } from '@/backend/types.ts';

/** Which posts a list shows: the published ones (the public blog), or all of them, drafts too (admins). */
export type BlogScope = 'published' | 'all';

/** Published posts are read without starting sign-in (`getPublicStore`); other scopes need the session's backend. */
export async function storeFor(scope: BlogScope) {
  return scope === 'published' ? getPublicStore() : (await getBackend()).store;
}

/** Public queries carry the filter the rules check. */
export const PUBLISHED: WhereClause = ['isPublished', '==', true];

/**
 * How far behind this device's clock a public query's time stays on a Firebase project. The rules let
 * a visitor's query through only when it asks for posts whose `publishAt` is at or before the
 * server's time; a device whose clock runs a little fast still asks for a time the server has passed.
 * A scheduled post reaches the lists at most this long after its time (its own page, read by id,
 * shows at its time). Demo mode and the local emulators keep this device's clock: no margin.
 */
export const CLOCK_MARGIN_MS = 5_000;

let margin: number | undefined;
const marginOf = () => {
  if (margin === undefined) {
    const settings = readBackendSettings(import.meta.env);
    margin = settings.firebase && !settings.firebaseProblem && !settings.useEmulators ? CLOCK_MARGIN_MS : 0;
  }
  return margin;
};

/** How much further behind: learned once a query was refused for a clock further ahead (`askPublic`). */
let clockAhead = 0;

/** The time a public query asks for posts published by. */
export const publicTime = (): Date => new Date(Date.now() - marginOf() - clockAhead);

/** The filters of every public query: published, and at or before `publicTime()`. */
export const publicFilters = (): WhereClause[] => [PUBLISHED, ['publishAt', '<=', publicTime()]];

/**
 * Runs a public query with `publicFilters()`. Refused because this device's clock is ahead of the
 * server's by more than the margin, it reads the site's clock (the Date header of its own address)
 * and asks once more with a time that clock has passed. Queries refused together (a page asks for
 * several at once) learn the clock once: one that was refused with the time another has since moved
 * back asks again with the new time instead of learning it again (which, a second later by the
 * header's whole seconds, could find nothing new and give up).
 */
export async function askPublic<T>(run: (filters: WhereClause[]) => Promise<T>): Promise<T> {
  const askedWith = clockAhead;
  try {
    return await run(publicFilters());
  } catch (error) {
    if (errorCode(error) !== 'permission-denied') throw error;
    if (clockAhead === askedWith && !(await learnClockAheadOnce())) throw error;
    return run(publicFilters());
  }
}

/** One reading of the site's clock at a time: queries refused meanwhile share its answer. */
let learning: Promise<boolean> | null = null;
function learnClockAheadOnce(): Promise<boolean> {
  learning ??= learnClockAhead().finally(() => {
    learning = null;
  });
  return learning;
}

async function learnClockAhead(): Promise<boolean> {
  if (typeof location === 'undefined' || typeof fetch === 'undefined') return false;
  try {
    const response = await fetch(location.origin, { method: 'HEAD', cache: 'no-store' });
    const server = Date.parse(response.headers.get('date') ?? '');
    // Whole seconds: one more for what the header leaves out.
    const ahead = Date.now() - server + 1_000 - marginOf();
    if (!Number.isFinite(ahead) || ahead <= clockAhead) return false;
    clockAhead = ahead;
    return true;
  } catch {
    return false;
  }
}
